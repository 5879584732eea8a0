import { RESPONSE_DEFAULTS, responseThreshold, sensorRise, type WettingEvent } from './events';
import { linearFit, median, round } from './math';
import { estimateNoiseSigma, HOURS_PER_DAY, indexAt, NIGHT, NIGHT_LENGTH_HOURS, valueAt, type HourlySeries } from './series';

/**
 * Field capacity and refill point detected from hourly readings of one depth (docs/agronomy.md §2).
 * Basis: FC is reached once drainage after a saturating wetting becomes negligible (FAO y4690e04,
 * Jabro et al. 2009); the refill point is where daily use starts to fall (SOWACS, MSU P3898).
 */

export type Texture = 'sand' | 'loam' | 'clay';

export const FC_DETECTION_DEFAULTS = {
  /** A rise this large, %VWC, saturates the layer; smaller ones count when the next-deeper sensor responded. */
  saturatingRiseVwc: 3,
  searchFromHours: 12,
  searchToHours: 96,
  /** Night slope below this, %VWC per hour, means drainage has stopped. */
  flatSlopePerHour: 0.02,
  fallbackHours: { sand: 24, loam: 48, clay: 48 } as Readonly<Record<Texture, number>>,
  minEvents: 2,
} as const;

export interface FcCandidate {
  eventStart: number;
  peak: number;
  /** Hour index the value was read at. */
  at: number;
  vwc: number;
  method: 'flatNight' | 'fallback';
}

export interface FcDetection {
  /** Median of the candidates, %VWC; null without any candidate. */
  fc: number | null;
  candidates: FcCandidate[];
  /** Enough events (≥ minEvents) for the median to be trusted; re-estimate each season. */
  reliable: boolean;
}

function nightFit(series: HourlySeries, start: number) {
  const xs: number[] = [];
  const ys: number[] = [];
  const length = NIGHT_LENGTH_HOURS;
  for (let h = 0; h <= length; h++) {
    const v = valueAt(series, start + h);
    if (v !== null) {
      xs.push(h);
      ys.push(v);
    }
  }
  const fit = xs.length >= 4 ? linearFit(xs, ys) : null;
  // The fitted end value averages out sensor noise that a single reading would carry.
  return fit ? { slope: fit.slope, end: start + length, endValue: fit.intercept + fit.slope * length } : null;
}

function fcCandidate(series: HourlySeries, event: WettingEvent, nextEventStart: number, texture: Texture): FcCandidate | null {
  const o = FC_DETECTION_DEFAULTS;
  const window = texture === 'clay' ? RESPONSE_DEFAULTS.clayWindowHours : RESPONSE_DEFAULTS.windowHours;
  let peakValue: number | null = null;
  let peak = event.start;
  for (let i = event.start; i <= event.start + window && i < nextEventStart; i++) {
    const v = valueAt(series, i);
    if (v !== null && (peakValue === null || v > peakValue)) [peakValue, peak] = [v, i];
  }
  if (peakValue === null) return null;
  const from = peak + o.searchFromHours;
  const to = Math.min(peak + o.searchToHours, nextEventStart - 1);
  let nightStart = indexAt(Math.floor(from / HOURS_PER_DAY), NIGHT.startHour);
  if (nightStart < from) nightStart += HOURS_PER_DAY;
  for (; nightStart + NIGHT_LENGTH_HOURS <= to; nightStart += HOURS_PER_DAY) {
    const fit = nightFit(series, nightStart);
    if (fit && Math.abs(fit.slope) < o.flatSlopePerHour) {
      return { eventStart: event.start, peak, at: fit.end, vwc: fit.endValue, method: 'flatNight' };
    }
  }
  const at = peak + o.fallbackHours[texture];
  const v = at < nextEventStart ? valueAt(series, at) : null;
  return v === null ? null : { eventStart: event.start, peak, at, vwc: v, method: 'fallback' };
}

/**
 * Per saturating event: the end of the first flat night (|slope| < 0.02 %/h) 12–96 h after the
 * peak, else the reading 24 h (sand) or 48 h (loam, clay) after it. FC = median of candidates.
 */
export function detectFieldCapacity(input: {
  series: HourlySeries;
  events: readonly WettingEvent[];
  nextDeeper?: HourlySeries;
  texture?: Texture;
  sigma?: number | null;
  minEvents?: number;
}): FcDetection {
  const texture = input.texture ?? 'loam';
  const window = texture === 'clay' ? RESPONSE_DEFAULTS.clayWindowHours : RESPONSE_DEFAULTS.windowHours;
  const deeper = input.nextDeeper;
  const deeperThreshold = deeper ? responseThreshold(input.sigma ?? estimateNoiseSigma(deeper)) : Infinity;
  const candidates: FcCandidate[] = [];
  input.events.forEach((event, i) => {
    const rise = sensorRise(input.series, event.start, window);
    const deeperRise = deeper ? sensorRise(deeper, event.start, window) : null;
    const saturating =
      (rise !== null && rise >= FC_DETECTION_DEFAULTS.saturatingRiseVwc) || (deeperRise !== null && deeperRise >= deeperThreshold);
    if (!saturating) return;
    const next = input.events[i + 1]?.start ?? Number.POSITIVE_INFINITY;
    const candidate = fcCandidate(input.series, event, next, texture);
    if (candidate) candidates.push(candidate);
  });
  return {
    fc: median(candidates.map((c) => c.vwc)),
    candidates,
    reliable: candidates.length >= (input.minEvents ?? FC_DETECTION_DEFAULTS.minEvents),
  };
}

export const RP_DETECTION_DEFAULTS = {
  /** Night reading used for daily use: roots draw nothing before dawn. */
  sampleHour: 5,
  afterPeakHours: 48,
  gridStep: 0.05,
  /** The fitted use at the driest point must fall below this share of the plateau. */
  maxDryRatio: 0.7,
} as const;

export interface DailyUse {
  day: number;
  /** Midpoint VWC of the day, x_k = VWC_start − U_k/2. */
  x: number;
  /** Daily use U_k, %VWC per day (or per unit ETc when normalised). */
  use: number;
}

/** Daily use on dry-down days: no event within the day and more than 48 h after any event's peak. */
export function dryDownDailyUse(series: HourlySeries, events: readonly WettingEvent[], etc?: readonly (number | null)[]): DailyUse[] {
  const o = RP_DETECTION_DEFAULTS;
  const out: DailyUse[] = [];
  for (let day = 0; indexAt(day + 1, o.sampleHour) < series.length; day++) {
    const t0 = indexAt(day, o.sampleHour);
    const t1 = indexAt(day + 1, o.sampleHour);
    const disturbed = events.some((e) => e.start <= t1 && t0 <= e.peak + o.afterPeakHours);
    const v0 = valueAt(series, t0);
    const v1 = valueAt(series, t1);
    if (disturbed || v0 === null || v1 === null) continue;
    const drop = v0 - v1;
    const demand = etc?.[day];
    if (etc && !(typeof demand === 'number' && demand > 0)) continue;
    out.push({ day, x: v0 - drop / 2, use: etc ? drop / (demand as number) : drop });
  }
  return out;
}

export interface RefillFit {
  breakpoint: number;
  plateau: number;
  slope: number;
  sse: number;
}

/** Least-squares fit of U = c + m·min(x − θb, 0) for a fixed θb. */
function fitAt(points: readonly DailyUse[], theta: number): RefillFit | null {
  const n = points.length;
  let sz = 0;
  let su = 0;
  let szz = 0;
  let szu = 0;
  let below = 0;
  for (const p of points) {
    const z = Math.min(p.x - theta, 0);
    if (z < 0) below++;
    sz += z;
    su += p.use;
    szz += z * z;
    szu += z * p.use;
  }
  const det = n * szz - sz * sz;
  if (below < 2 || n - below < 2 || det === 0) return null;
  const slope = (n * szu - sz * su) / det;
  const plateau = (su - slope * sz) / n;
  let sse = 0;
  for (const p of points) sse += (p.use - (plateau + slope * Math.min(p.x - theta, 0))) ** 2;
  return { breakpoint: theta, plateau, slope, sse };
}

export interface RefillDetection {
  /** Refill point, %VWC; null when the dry-down has not reached it. */
  rp: number | null;
  fit: RefillFit | null;
  points: DailyUse[];
  reason: 'detected' | 'tooFewDays' | 'notReached';
}

/**
 * Two-segment model: use is flat (c) while water is easy to extract and falls linearly below
 * θb. Grid-search θb in 0.05 steps; accept only a rising lower segment (m > 0) whose fitted use
 * at the driest point is below 0.7c, otherwise the crop never reached stress.
 */
export function detectRefillPoint(input: {
  series: HourlySeries;
  events: readonly WettingEvent[];
  etc?: readonly (number | null)[];
}): RefillDetection {
  const o = RP_DETECTION_DEFAULTS;
  const points = dryDownDailyUse(input.series, input.events, input.etc);
  if (points.length < 4) return { rp: null, fit: null, points, reason: 'tooFewDays' };
  const xs = points.map((p) => p.x);
  const lo = Math.ceil(Math.min(...xs) / o.gridStep);
  const hi = Math.floor(Math.max(...xs) / o.gridStep);
  let best: RefillFit | null = null;
  for (let k = lo; k <= hi; k++) {
    const fit = fitAt(points, k * o.gridStep);
    if (fit && (best === null || fit.sse < best.sse)) best = fit;
  }
  if (!best) return { rp: null, fit: null, points, reason: 'tooFewDays' };
  const dryest = best.plateau + best.slope * (Math.min(...xs) - best.breakpoint);
  const accepted = best.slope > 0 && best.plateau > 0 && dryest < o.maxDryRatio * best.plateau;
  return accepted
    ? { rp: round(best.breakpoint, 2), fit: best, points, reason: 'detected' }
    : { rp: null, fit: best, points, reason: 'notReached' };
}
