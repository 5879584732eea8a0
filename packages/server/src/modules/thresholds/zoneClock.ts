/**
 * A farm's wall clock over a span of time: the UTC offset of its IANA zone at any instant.
 * Offsets only change at the zone's transitions (DST), so the span is sampled every few hours
 * and each change is pinned to the second; a year costs a few thousand Intl calls, not one per
 * reading.
 */
export interface ZoneClock {
  /** Seconds to add to epoch seconds to get the wall-clock time (negative west of Greenwich). */
  offsetAt(ts: number): number;
}

const SAMPLE_SECONDS = 6 * 3600;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(zone, format);
  }
  return format;
}

function zoneOffset(format: Intl.DateTimeFormat, ts: number): number {
  const p: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(ts * 1000))) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) / 1000;
  return wall - Math.floor(ts);
}

/** A fixed offset (solar time, or UTC). */
export function fixedClock(offsetSeconds: number): ZoneClock {
  return { offsetAt: () => offsetSeconds };
}

/**
 * The clock of `zone` between fromTs and toTs (epoch seconds). An unknown zone falls back to
 * `fallbackOffset` (the caller passes solar time from the longitude) rather than failing detection.
 */
export function zoneClock(zone: string, fromTs: number, toTs: number, fallbackOffset = 0): ZoneClock {
  let format: Intl.DateTimeFormat;
  try {
    format = formatterFor(zone);
  } catch {
    return fixedClock(fallbackOffset);
  }
  const start = Math.floor(fromTs) - SAMPLE_SECONDS;
  const end = Math.ceil(toTs) + SAMPLE_SECONDS;
  const first = zoneOffset(format, start);
  // Each entry: from `at` on, the offset is `offset`.
  const changes: { at: number; offset: number }[] = [];
  let previousTs = start;
  let previous = first;
  for (let ts = start + SAMPLE_SECONDS; ts <= end + SAMPLE_SECONDS - 1; ts += SAMPLE_SECONDS) {
    const offset = zoneOffset(format, ts);
    if (offset !== previous) {
      let lo = previousTs;
      let hi = ts;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (zoneOffset(format, mid) === previous) lo = mid;
        else hi = mid;
      }
      changes.push({ at: hi, offset });
    }
    previousTs = ts;
    previous = offset;
  }
  if (changes.length === 0) return fixedClock(first);
  return {
    offsetAt(ts: number): number {
      let offset = first;
      for (const change of changes) {
        if (ts < change.at) break;
        offset = change.offset;
      }
      return offset;
    },
  };
}
