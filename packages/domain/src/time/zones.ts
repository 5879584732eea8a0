/**
 * Wall-clock time in an IANA time zone through Intl (no date library): what the farm's clock
 * reads at an instant, the zone's offset then, and the instant a wall time names. One cached
 * formatter per zone; the report schedule, export and note formats and the web app's date
 * inputs and chart axis all read zones through here.
 */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The zone's wall time at an instant (epoch seconds). */
export function wallTime(epochSeconds: number, zone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(epochSeconds * 1000))) parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const wallAsUtcSeconds = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) / 1000;

/** Seconds the zone's clock is ahead of UTC at an instant (negative west of Greenwich). */
export function zoneOffsetSeconds(epochSeconds: number, zone: string): number {
  const whole = Math.floor(epochSeconds);
  return wallAsUtcSeconds(wallTime(whole, zone)) - whole;
}

/**
 * The instant (epoch seconds) a wall time names in the zone. Two passes settle the offset on
 * either side of a daylight-saving change: a time the autumn change repeats is its first
 * occurrence, a time the spring change skips lands an hour earlier.
 */
export function wallTimeToEpoch(wall: WallTime, zone: string): number {
  const asUtc = wallAsUtcSeconds(wall);
  const first = asUtc - zoneOffsetSeconds(asUtc, zone);
  return asUtc - zoneOffsetSeconds(first, zone);
}
