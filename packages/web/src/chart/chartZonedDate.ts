import { zoneOffsetSeconds } from '@tilth/domain';

const chartOffsets = new Map<string, number>();

/**
 * uPlot's `tzDate`: a Date whose local fields read the wall time of the zone at that instant.
 * uPlot asks for it for every tick candidate on every redraw; the zone's offset is looked up
 * once per hour through Intl (uPlot's own helper formats a string per call, ~30 ms a redraw).
 */
export function chartZonedDate(epochSeconds: number, timeZone: string): Date {
  const hour = Math.floor(epochSeconds / 3600);
  const key = `${timeZone}|${hour}`;
  let offset = chartOffsets.get(key);
  if (offset === undefined) {
    offset = zoneOffsetSeconds(hour * 3600, timeZone);
    if (chartOffsets.size > 50_000) chartOffsets.clear();
    chartOffsets.set(key, offset);
  }
  const wallMs = (epochSeconds + offset) * 1000;
  // Read back in the browser's zone: shift by its own offset at that wall time (two passes settle
  // it when the browser's zone changes its clocks near there too).
  const first = new Date(wallMs + new Date(wallMs).getTimezoneOffset() * 60_000);
  return new Date(wallMs + first.getTimezoneOffset() * 60_000);
}
