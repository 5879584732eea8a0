import { detectFieldCapacity, FC_DETECTION_DEFAULTS, type FcCandidate, type Texture } from '../detection';
import type { WettingEvent } from '../events';
import { dayOfIndex, HOURS_PER_DAY, indexAt, NIGHT, NIGHT_LENGTH_HOURS, valueAt, type HourlySeries } from '../series';

/**
 * When a detected field capacity is trusted enough to use. The detector of detection.ts
 * (docs/agronomy.md §2) takes one candidate per saturating event; tried on a simulated year of the 40
 * demo sites it was within ±1.2 %VWC on sand at every depth, but read high in slow-draining soil:
 * loam up to +9 at depth and clay about +10, where the 12–96 h search ends before drainage does
 * (about 450 h to FC in a clay loam, Jabro et al. 2009). So, on top of the domain rule:
 * - a candidate counts only if the nights after it stay flat too (by the same 0.02 %/h):
 *   drainage still visible later means the candidate was taken too early;
 * - most of the counted candidates must come from a flat night, not the 24/48 h fallback
 *   ("loam needs longer than 48 h", simulator detection tests);
 * - clay is never trusted: the 96-h window cannot see the end of its drainage.
 */

export const FC_ACCEPTANCE = {
  minEvents: FC_DETECTION_DEFAULTS.minEvents,
  /** Nights after the candidate's checked for remaining drainage (up to the next event). */
  confirmNights: 4,
  minConfirmNights: 2,
} as const;

export type FcReason = 'detected' | 'tooFewEvents' | 'mostlyFallback' | 'slowDrainage';

export interface FcResult {
  /** Median of the confirmed candidates, %VWC, 2 decimals. */
  value: number | null;
  reliable: boolean;
  reason: FcReason;
  /** Saturating events whose candidate was confirmed: 'detected from N events'. */
  events: number;
  flatNights: number;
}

function slope(series: HourlySeries, start: number): number | null {
  let n = 0,
    sx = 0,
    sy = 0,
    sxx = 0,
    sxy = 0;
  for (let h = 0; h <= NIGHT_LENGTH_HOURS; h++) {
    const v = valueAt(series, start + h);
    if (v === null) continue;
    n++;
    sx += h;
    sy += v;
    sxx += h * h;
    sxy += h * v;
  }
  const det = n * sxx - sx * sx;
  return n >= 4 && det !== 0 ? (n * sxy - sx * sy) / det : null;
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The following nights (before the next event) show no drainage, or too few of them to tell. */
function drainageStopped(series: HourlySeries, candidate: FcCandidate, nextEventStart: number): boolean {
  const slopes: number[] = [];
  let first = indexAt(dayOfIndex(candidate.at), NIGHT.startHour);
  if (first < candidate.at) first += HOURS_PER_DAY;
  for (
    let start = first;
    start + NIGHT_LENGTH_HOURS < nextEventStart && slopes.length < FC_ACCEPTANCE.confirmNights;
    start += HOURS_PER_DAY
  ) {
    const s = slope(series, start);
    if (s !== null) slopes.push(s);
  }
  if (slopes.length < FC_ACCEPTANCE.minConfirmNights) return true;
  return median(slopes)! > -FC_DETECTION_DEFAULTS.flatSlopePerHour;
}

export function fieldCapacityAt(input: {
  series: HourlySeries;
  events: readonly WettingEvent[];
  nextDeeper?: HourlySeries;
  texture: Texture;
}): FcResult {
  const { series, events } = input;
  const detection = detectFieldCapacity({ series, events, nextDeeper: input.nextDeeper, texture: input.texture });
  const nextStart = (c: FcCandidate) => events.find((e) => e.start > c.eventStart)?.start ?? series.length;
  const confirmed = detection.candidates.filter((c) => drainageStopped(series, c, nextStart(c)));
  const flatNights = confirmed.filter((c) => c.method === 'flatNight').length;
  const fc = median(confirmed.map((c) => c.vwc));
  const reason: FcReason =
    confirmed.length < FC_ACCEPTANCE.minEvents
      ? 'tooFewEvents'
      : flatNights < FC_ACCEPTANCE.minEvents || flatNights * 2 < confirmed.length
        ? 'mostlyFallback'
        : input.texture === 'clay'
          ? 'slowDrainage'
          : 'detected';
  return {
    value: fc === null ? null : Math.round(fc * 100) / 100,
    reliable: reason === 'detected',
    reason,
    events: confirmed.length,
    flatNights,
  };
}
