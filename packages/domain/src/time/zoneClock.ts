/**
 * A farm's wall clock over a span of time: the UTC offset of its IANA zone at any instant.
 * Offsets only change at the zone's transitions (DST), so the span is sampled every few hours
 * and each change is pinned to the second; a year costs a few thousand Intl calls, not one per
 * reading.
 */
import { zoneOffsetSeconds } from './zones';

export interface ZoneClock {
  /** Seconds to add to epoch seconds to get the wall-clock time (negative west of Greenwich). */
  offsetAt(ts: number): number;
}

const SAMPLE_SECONDS = 6 * 3600;
/** A fixed offset (solar time, or UTC). */
export function fixedClock(offsetSeconds: number): ZoneClock {
  return { offsetAt: () => offsetSeconds };
}

/**
 * The clock of `zone` between fromTs and toTs (epoch seconds). An unknown zone falls back to
 * `fallbackOffset` (the caller passes solar time from the longitude) rather than failing detection.
 */
export function zoneClock(zone: string, fromTs: number, toTs: number, fallbackOffset = 0): ZoneClock {
  const start = Math.floor(fromTs) - SAMPLE_SECONDS;
  const end = Math.ceil(toTs) + SAMPLE_SECONDS;
  let first: number;
  try {
    first = zoneOffsetSeconds(start, zone);
  } catch {
    return fixedClock(fallbackOffset);
  }
  // Each entry: from `at` on, the offset is `offset`.
  const changes: { at: number; offset: number }[] = [];
  let previousTs = start;
  let previous = first;
  for (let ts = start + SAMPLE_SECONDS; ts <= end + SAMPLE_SECONDS - 1; ts += SAMPLE_SECONDS) {
    const offset = zoneOffsetSeconds(ts, zone);
    if (offset !== previous) {
      let lo = previousTs;
      let hi = ts;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (zoneOffsetSeconds(mid, zone) === previous) lo = mid;
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
