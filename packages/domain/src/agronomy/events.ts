import { isFiniteNumber } from './math';
import { argMax, estimateNoiseSigma, indexAt, lastValueAtOrBefore, valueAt, type HourlySeries } from './series';

/** Wetting events, percolation depth and root activity from hourly VWC (docs/agronomy.md §3). */

export const WETTING_EVENT_DEFAULTS = {
  /** Rise at the top sensor, %VWC, within riseWindowHours. */
  minRiseVwc: 1.0,
  riseWindowHours: 3,
  /** Profile storage gain, inches, within storageWindowHours. */
  minStorageGainIn: 0.1,
  storageWindowHours: 6,
  /** Rises closer than this belong to the same event (one storm, one irrigation set). */
  mergeGapHours: 12,
} as const;

export type WettingEventOptions = { -readonly [K in keyof typeof WETTING_EVENT_DEFAULTS]?: number };

export interface WettingEvent {
  /** Hour index of the first trigger. */
  start: number;
  /** Hour index of the last trigger. */
  end: number;
  /** Hour index of the top sensor's highest reading during the event. */
  peak: number;
  /** Top-sensor rise from the reading before the event, %VWC. */
  riseVwc: number | null;
  /** Gain in profile storage, inches: a lower bound on the event's size, since some water drains past the probe. */
  sizeIn: number | null;
}

function windowMin(series: HourlySeries, from: number, to: number): number | null {
  let best: number | null = null;
  for (let i = Math.max(0, from); i <= Math.min(series.length - 1, to); i++) {
    const v = valueAt(series, i);
    if (v !== null && (best === null || v < best)) best = v;
  }
  return best;
}

function windowMax(series: HourlySeries, from: number, to: number): number | null {
  const i = argMax(series, from, to);
  return i === null ? null : (series[i] as number);
}

function risesBy(series: HourlySeries | undefined, i: number, window: number, threshold: number): boolean {
  if (!series) return false;
  const now = valueAt(series, i);
  const before = windowMin(series, i - window, i - 1);
  return now !== null && before !== null && now - before >= threshold;
}

/**
 * Trigger: top sensor rises ≥ 1 %VWC within 3 h, or profile storage gains ≥ 0.1 in within 6 h.
 * Triggers less than 12 h apart merge into one event.
 */
export function detectWettingEvents(
  input: { top: HourlySeries; storageIn?: HourlySeries },
  options: WettingEventOptions = {},
): WettingEvent[] {
  const o = { ...WETTING_EVENT_DEFAULTS, ...options };
  const length = Math.max(input.top.length, input.storageIn?.length ?? 0);
  const groups: { start: number; end: number }[] = [];
  for (let i = 1; i < length; i++) {
    const triggered =
      risesBy(input.top, i, o.riseWindowHours, o.minRiseVwc) || risesBy(input.storageIn, i, o.storageWindowHours, o.minStorageGainIn);
    if (!triggered) continue;
    const last = groups[groups.length - 1];
    if (last && i - last.end < o.mergeGapHours) last.end = i;
    else groups.push({ start: i, end: i });
  }
  return groups.map(({ start, end }) => {
    const peak = argMax(input.top, start, end + o.riseWindowHours) ?? start;
    const before = windowMin(input.top, start - o.riseWindowHours, start - 1);
    const peakValue = valueAt(input.top, peak);
    let sizeIn: number | null = null;
    if (input.storageIn) {
      const sBefore = windowMin(input.storageIn, start - o.storageWindowHours, start - 1);
      const sAfter = windowMax(input.storageIn, start, end + o.storageWindowHours);
      sizeIn = sBefore !== null && sAfter !== null ? Math.max(0, sAfter - sBefore) : null;
    }
    return { start, end, peak, riseVwc: before !== null && peakValue !== null ? peakValue - before : null, sizeIn };
  });
}

export type EventSource = 'rain' | 'irrigation' | 'both' | 'unknown';

/** Labels an event from recorded rain and irrigation (hour index → inches) near its start. */
export function labelEventSource(
  event: WettingEvent,
  records: { rainIn?: ReadonlyMap<number, number>; irrigationIn?: ReadonlyMap<number, number> },
  leadHours = 6,
): EventSource {
  const within = (m?: ReadonlyMap<number, number>) =>
    [...(m ?? new Map<number, number>())].some(([h, v]) => v > 0 && h >= event.start - leadHours && h <= event.end);
  const rain = within(records.rainIn);
  const irrigation = within(records.irrigationIn);
  return rain && irrigation ? 'both' : rain ? 'rain' : irrigation ? 'irrigation' : 'unknown';
}

export const RESPONSE_DEFAULTS = {
  /** Minimum rise for a sensor to count as wetted, %VWC; 3σ wins when the sensor is noisier. */
  minResponseVwc: 0.5,
  sigmaMultiple: 3,
  windowHours: 48,
  /** Clay drains slowly, so its deeper sensors respond later. */
  clayWindowHours: 72,
} as const;

/** Δ = max VWC over [t0, t0 + window] − VWC(t0 − 1 h). */
export function sensorRise(series: HourlySeries, eventStart: number, windowHours: number): number | null {
  const before = lastValueAtOrBefore(series, eventStart - 1);
  const peak = windowMax(series, eventStart, eventStart + windowHours);
  return before !== null && peak !== null ? peak - before : null;
}

export function responseThreshold(sigma: number | null | undefined): number {
  const s = isFiniteNumber(sigma) ? sigma : 0;
  return Math.max(RESPONSE_DEFAULTS.minResponseVwc, RESPONSE_DEFAULTS.sigmaMultiple * s);
}

export interface PercolationResult {
  /** Deepest responding sensor, inches; null when none responded. */
  depthIn: number | null;
  rises: (number | null)[];
  responding: boolean[];
  /** The bottom sensor responded, so water likely passed below the probe. */
  deepDrainage: boolean;
}

/** Percolation depth of one event: the deepest sensor whose rise reaches max(0.5, 3σ). */
export function percolationDepth(input: {
  layers: readonly { depthIn: number; series: HourlySeries; sigma?: number | null }[];
  eventStart: number;
  clay?: boolean;
}): PercolationResult {
  const window = input.clay ? RESPONSE_DEFAULTS.clayWindowHours : RESPONSE_DEFAULTS.windowHours;
  const rises = input.layers.map((l) => sensorRise(l.series, input.eventStart, window));
  const responding = input.layers.map((l, i) => {
    const rise = rises[i];
    return isFiniteNumber(rise) && rise >= responseThreshold(l.sigma ?? estimateNoiseSigma(l.series));
  });
  const deepest = responding.lastIndexOf(true);
  return {
    depthIn: deepest >= 0 ? (input.layers[deepest]?.depthIn ?? null) : null,
    rises,
    responding,
    deepDrainage: deepest >= 0 && deepest === input.layers.length - 1,
  };
}

export const ROOT_ACTIVITY_DEFAULTS = {
  morningHour: 6,
  eveningHour: 18,
  minDropVwc: 0.1,
  sigmaMultiple: 3,
  /** Day-time drop must be at least this multiple of the night change. */
  nightRatio: 2,
  /** Drainage after an event also lowers readings, so nearby days are skipped. */
  eventGuardHours: 48,
  consecutiveDays: 3,
} as const;

export interface RootActivityDay {
  day: number;
  /** VWC(06:00) − VWC(18:00). */
  drop: number | null;
  /** VWC(18:00) − VWC(06:00 next day). */
  night: number | null;
  nearEvent: boolean;
  active: boolean;
}

/**
 * Uptake draws a staircase: steps by day, flat nights (SensorSentry, SOWACS). A day is active
 * when the day drop reaches max(0.1, 3σ) and twice the night change, away from wetting events.
 */
export function dailyRootActivity(
  series: HourlySeries,
  events: readonly WettingEvent[],
  options: { sigma?: number | null } = {},
): RootActivityDay[] {
  const o = ROOT_ACTIVITY_DEFAULTS;
  const sigma = options.sigma ?? estimateNoiseSigma(series) ?? 0;
  const minDrop = Math.max(o.minDropVwc, o.sigmaMultiple * sigma);
  const days: RootActivityDay[] = [];
  for (let day = 0; indexAt(day + 1, o.morningHour) < series.length; day++) {
    const morning = indexAt(day, o.morningHour);
    const nextMorning = indexAt(day + 1, o.morningHour);
    const m = valueAt(series, morning);
    const e = valueAt(series, indexAt(day, o.eveningHour));
    const n = valueAt(series, nextMorning);
    const drop = m !== null && e !== null ? m - e : null;
    const night = e !== null && n !== null ? e - n : null;
    // Only events before the window matter: a later rise cannot have shaped these readings.
    const nearEvent = events.some((ev) => ev.start <= nextMorning && ev.end >= morning - o.eventGuardHours);
    const active = !nearEvent && drop !== null && night !== null && drop >= minDrop && drop >= o.nightRatio * Math.abs(night);
    days.push({ day, drop, night, nearEvent, active });
  }
  return days;
}

/** Root arrival: the first of three consecutive active days (day index), or null. */
export function rootArrivalDay(
  days: readonly RootActivityDay[],
  consecutive: number = ROOT_ACTIVITY_DEFAULTS.consecutiveDays,
): number | null {
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    const d = days[i] as RootActivityDay;
    const previous = days[i - 1];
    run = d.active && (run === 0 || previous?.day === d.day - 1) ? run + 1 : d.active ? 1 : 0;
    if (run === consecutive) return (days[i - consecutive + 1] as RootActivityDay).day;
  }
  return null;
}

/** Active root depth on a day: the deepest sensor whose roots had arrived by then. */
export function activeRootDepthIn(arrivals: readonly { depthIn: number; day: number | null }[], day: number) {
  const reached = arrivals.filter((a) => a.day !== null && a.day <= day).map((a) => a.depthIn);
  return reached.length > 0 ? Math.max(...reached) : null;
}
