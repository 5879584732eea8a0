import { plural } from '../text/plural';

/**
 * Sensor faults per depth (issue 30): pure detectors over a device's recent readings. Each fault
 * names its depth and the window that shows it (the evidence), so a dealer can see why it fired.
 * Thresholds are named constants with the reason for each; the tests run every detector on
 * synthetic series, including the ones that must not fire (a dry-down, a rain front).
 */

export const FAULT_KINDS = ['flatline', 'outOfRange', 'spike', 'depthSilent', 'noResponse'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export type FaultChannel = 'moisture' | 'temperature';

/** What each kind is called on screen. */
export const FAULT_LABELS: Readonly<Record<FaultKind, string>> = {
  flatline: 'Flatline',
  outOfRange: 'Out of range',
  spike: 'Spikes',
  depthSilent: 'Depth not reporting',
  noResponse: 'No response to water',
};

/** Capacitance probes report to 0.01 %VWC but resolve about 0.05: a smaller change is the last digit, not the soil. */
export const MOISTURE_RESOLUTION_VWC = 0.05;
/** A root-zone sensor moves within a day (uptake, drainage, the daily temperature swing): a day without change is a stuck sensor. */
export const FLATLINE_HOURS = 24;
/** Another depth must move this much in the same window: when every depth is flat the logger repeats its last packet, which is not one sensor's fault. */
export const FLATLINE_OTHERS_MOVE_VWC = 0.5;
/** Soils hold no more than about 60 %VWC even saturated (peat excepted) and never less than nothing. */
export const MOISTURE_RANGE_VWC = [0, 60] as const;
/** Soil at probe depth stays within −20…60 °C; beyond that the thermistor or its wiring has failed. */
export const SOIL_TEMPERATURE_RANGE_C = [-20, 60] as const;
/** One bad packet is radio noise; two or more readings out of range in the window are the sensor. */
export const OUT_OF_RANGE_MIN_READINGS = 2;
/** Rain and irrigation raise moisture and it stays up for hours: a jump this big that comes straight back is not water. */
export const SPIKE_BOUND_VWC = 5;
/** Soil never warms or cools this much within one interval and back. */
export const SPIKE_BOUND_C = 5;
/** A single spike is a glitch worth ignoring; repeated ones are a loose connector or a failing sensor. */
export const SPIKE_MIN_COUNT = 2;
/** Spikes, out-of-range readings and other depths' activity are judged over the last day. */
export const RECENT_WINDOW_HOURS = 24;
/** A depth silent this long while the others report has lost its sensor (a packet loss drops every depth at once). */
export const DEPTH_SILENT_HOURS = 6;
/** ...and the device reported at least this many times meanwhile, so a sparse link is not mistaken for a dead depth. */
export const DEPTH_SILENT_MIN_READINGS = 6;
/** A wetting front lifts a sensor it reaches by 2 %VWC and more within hours; noise, even at its worst, does not. */
export const RESPONSE_RISE_VWC = 1.5;
/** A depth answers an event if its hourly median rises this much: a wet layer the water passes rises a little, a dead sensor not at all. */
export const RESPONSE_ANSWER_VWC = 0.5;
/** Rises are measured on hourly medians, so one noisy reading never makes one. */
export const SMOOTH_HOURS = 1;
/** The rise is measured against the lowest reading of the hours before it (a front arrives within hours). */
export const RESPONSE_RISE_HOURS = 6;
/** Water reaches the deepest sensor of a probe within a day of the top one. */
export const RESPONSE_WAIT_HOURS = 24;
/** A depth must miss this many wetting events and answer none before it is called unresponsive (one may have been too light). */
export const NO_RESPONSE_MIN_EVENTS = 2;
/** Wetting events are looked for over a week: a pivot, drip or furrow waters several times in that. */
export const RESPONSE_WINDOW_DAYS = 7;

const HOUR = 3600;

/** A device's recent readings, oldest first; NaN (or null) where a depth had no value. */
export interface ProbeReadings {
  /** Epoch seconds, ascending. */
  ts: ArrayLike<number>;
  depthsIn: readonly number[];
  /** Per depth, aligned with ts, %VWC. */
  moisture: readonly ArrayLike<number | null>[];
  /** Per depth, aligned with ts, °C. */
  temperature?: readonly ArrayLike<number | null>[];
}

/** A logged irrigation: the span in which its water went on (a logged day covers the farm's whole day). */
export interface IrrigationWindow {
  from: number;
  to: number;
}

export interface EvidencePoint {
  /** Epoch seconds. */
  at: number;
  value: number;
}

export interface FaultEvidence {
  /** The window that shows the fault, epoch seconds. */
  from: number;
  to: number;
  /** One sentence a dealer understands. */
  summary: string;
  /** A few readings that show it (the stuck value, the spikes, the worst readings). */
  points: EvidencePoint[];
}

export interface DetectedFault {
  kind: FaultKind;
  channel: FaultChannel;
  depthIndex: number;
  depthIn: number;
  evidence: FaultEvidence;
}

const valueOf = (series: ArrayLike<number | null>, i: number): number | null => {
  const v = series[i];
  return v === null || v === undefined || Number.isNaN(v) ? null : v;
};

const fmt = (v: number, decimals = 1) => v.toFixed(decimals);
const hours = (seconds: number) => Math.round(seconds / HOUR);
const depthName = (depthIn: number) => `${fmt(depthIn, Number.isInteger(depthIn) ? 0 : 1)} in`;

/** First index with ts ≥ from. */
function indexFrom(ts: ArrayLike<number>, from: number): number {
  let lo = 0;
  let hi = ts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ts[mid] as number) < from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The spread (max − min) of a depth's values between two indexes (inclusive); null without values. */
function spread(series: ArrayLike<number | null>, from: number, to: number): number | null {
  let min = Infinity;
  let max = -Infinity;
  for (let i = from; i <= to; i++) {
    const v = valueOf(series, i);
    if (v === null) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return max >= min ? max - min : null;
}

/**
 * Flatline: the depth's newest readings have not changed beyond the sensor's resolution for at
 * least FLATLINE_HOURS, while another depth moved at least FLATLINE_OTHERS_MOVE_VWC in that time.
 * Only a flatline still going on counts (one that ended has recovered).
 */
export function detectFlatline(series: ProbeReadings): DetectedFault[] {
  const { ts, moisture, depthsIn } = series;
  const faults: DetectedFault[] = [];
  if (moisture.length < 2) return faults;
  moisture.forEach((values, d) => {
    let last = -1;
    for (let i = ts.length - 1; i >= 0; i--) {
      if (valueOf(values, i) !== null) {
        last = i;
        break;
      }
    }
    if (last < 0) return;
    let min = valueOf(values, last) as number;
    let max = min;
    let start = last;
    for (let i = last - 1; i >= 0; i--) {
      const v = valueOf(values, i);
      if (v === null) continue;
      const lo = Math.min(min, v);
      const hi = Math.max(max, v);
      if (hi - lo > MOISTURE_RESOLUTION_VWC) break;
      min = lo;
      max = hi;
      start = i;
    }
    const from = ts[start] as number;
    const to = ts[last] as number;
    if (to - from < FLATLINE_HOURS * HOUR) return;
    let othersMoved = 0;
    moisture.forEach((other, o) => {
      if (o === d) return;
      othersMoved = Math.max(othersMoved, spread(other, start, last) ?? 0);
    });
    if (othersMoved < FLATLINE_OTHERS_MOVE_VWC) return;
    // The sentence names the reading the evidence starts with: a flat run wavers within its tolerance,
    // and its lowest value (9.80) beside a first point of 9.81 reads as a contradiction.
    const stuckAt = valueOf(values, start) as number;
    faults.push({
      kind: 'flatline',
      channel: 'moisture',
      depthIndex: d,
      depthIn: depthsIn[d] ?? 0,
      evidence: {
        from,
        to,
        summary: `The ${depthName(depthsIn[d] ?? 0)} sensor has read ${fmt(stuckAt, 2)} % for ${plural(hours(to - from), 'hour')} while the other depths moved up to ${fmt(othersMoved)} %.`,
        points: [
          { at: from, value: valueOf(values, start) as number },
          { at: to, value: valueOf(values, last) as number },
        ],
      },
    });
  });
  return faults;
}

/**
 * Out of physical range: at least OUT_OF_RANGE_MIN_READINGS readings of the last
 * RECENT_WINDOW_HOURS with VWC outside 0…60 % or soil temperature outside −20…60 °C.
 */
export function detectOutOfRange(series: ProbeReadings): DetectedFault[] {
  const { ts } = series;
  const faults: DetectedFault[] = [];
  if (ts.length === 0) return faults;
  const newest = ts[ts.length - 1] as number;
  const first = indexFrom(ts, newest - RECENT_WINDOW_HOURS * HOUR);
  const check = (channel: FaultChannel, all: readonly ArrayLike<number | null>[] | undefined, [lo, hi]: readonly [number, number]) => {
    all?.forEach((values, d) => {
      const bad: EvidencePoint[] = [];
      for (let i = first; i < ts.length; i++) {
        const v = valueOf(values, i);
        if (v !== null && (v < lo || v > hi)) bad.push({ at: ts[i] as number, value: v });
      }
      if (bad.length < OUT_OF_RANGE_MIN_READINGS) return;
      const worst = bad.reduce((w, p) => (Math.abs(p.value - (lo + hi) / 2) > Math.abs(w.value - (lo + hi) / 2) ? p : w));
      const unit = channel === 'moisture' ? '%' : '°C';
      const depthIn = series.depthsIn[d] ?? 0;
      faults.push({
        kind: 'outOfRange',
        channel,
        depthIndex: d,
        depthIn,
        evidence: {
          from: bad[0]!.at,
          to: bad.at(-1)!.at,
          summary: `${plural(bad.length, 'reading')} of the ${depthName(depthIn)} ${channel === 'moisture' ? 'moisture' : 'temperature'} sensor fell outside ${lo}…${hi} ${unit} (as far as ${fmt(worst.value)} ${unit}): no soil reads that.`,
          points: [worst, ...bad.filter((p) => p !== worst).slice(0, 4)].sort((a, b) => a.at - b.at),
        },
      });
    });
  };
  check('moisture', series.moisture, MOISTURE_RANGE_VWC);
  check('temperature', series.temperature, SOIL_TEMPERATURE_RANGE_C);
  return faults;
}

/** The usual spacing of the readings (median gap), seconds; null with fewer than two readings. */
function typicalGap(ts: ArrayLike<number>): number | null {
  const gaps: number[] = [];
  for (let i = 1; i < ts.length; i++) gaps.push((ts[i] as number) - (ts[i - 1] as number));
  if (gaps.length === 0) return null;
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] as number;
}

/**
 * Spikes: a reading that jumps beyond the bound from the one before and comes straight back at
 * the one after (the neighbours agree within half the bound), at least SPIKE_MIN_COUNT times in
 * the last RECENT_WINDOW_HOURS. A rain front jumps and stays: it is not a spike.
 */
export function detectSpikes(series: ProbeReadings): DetectedFault[] {
  const { ts } = series;
  const faults: DetectedFault[] = [];
  if (ts.length < 3) return faults;
  const gap = typicalGap(ts) ?? 0;
  const newest = ts[ts.length - 1] as number;
  const first = Math.max(1, indexFrom(ts, newest - RECENT_WINDOW_HOURS * HOUR));
  const check = (channel: FaultChannel, all: readonly ArrayLike<number | null>[] | undefined, bound: number) => {
    all?.forEach((values, d) => {
      const spikes: EvidencePoint[] = [];
      for (let i = first; i < ts.length - 1; i++) {
        const before = valueOf(values, i - 1);
        const here = valueOf(values, i);
        const after = valueOf(values, i + 1);
        if (before === null || here === null || after === null) continue;
        // Neighbours one interval away each side: a gap in the readings is not a spike.
        if ((ts[i + 1] as number) - (ts[i - 1] as number) > 2.5 * gap) continue;
        const up = here - before;
        const down = here - after;
        if (Math.abs(up) > bound && Math.abs(down) > bound && Math.sign(up) === Math.sign(down) && Math.abs(after - before) < bound / 2) {
          spikes.push({ at: ts[i] as number, value: here });
        }
      }
      if (spikes.length < SPIKE_MIN_COUNT) return;
      const depthIn = series.depthsIn[d] ?? 0;
      const unit = channel === 'moisture' ? '%' : '°C';
      faults.push({
        kind: 'spike',
        channel,
        depthIndex: d,
        depthIn,
        evidence: {
          from: spikes[0]!.at,
          to: spikes.at(-1)!.at,
          summary: `The ${depthName(depthIn)} ${channel} sensor jumped more than ${bound} ${unit} and straight back ${plural(spikes.length, 'time')} in the last day.`,
          points: spikes.slice(0, 6),
        },
      });
    });
  };
  check('moisture', series.moisture, SPIKE_BOUND_VWC);
  check('temperature', series.temperature, SPIKE_BOUND_C);
  return faults;
}

/**
 * A depth that stopped reporting: its moisture has been missing for at least DEPTH_SILENT_HOURS
 * up to the device's newest reading, while at least DEPTH_SILENT_MIN_READINGS readings of other
 * depths arrived meanwhile.
 */
export function detectDepthSilent(series: ProbeReadings): DetectedFault[] {
  const { ts, moisture, depthsIn } = series;
  const faults: DetectedFault[] = [];
  if (ts.length === 0 || moisture.length < 2) return faults;
  const newest = ts[ts.length - 1] as number;
  moisture.forEach((values, d) => {
    let lastValue = -1;
    for (let i = ts.length - 1; i >= 0; i--) {
      if (valueOf(values, i) !== null) {
        lastValue = i;
        break;
      }
    }
    const silentFrom = lastValue >= 0 ? (ts[lastValue] as number) : (ts[0] as number);
    if (newest - silentFrom < DEPTH_SILENT_HOURS * HOUR) return;
    let othersReported = 0;
    for (let i = lastValue + 1; i < ts.length; i++) {
      if (moisture.some((other, o) => o !== d && valueOf(other, i) !== null)) othersReported++;
    }
    if (othersReported < DEPTH_SILENT_MIN_READINGS) return;
    const depthIn = depthsIn[d] ?? 0;
    faults.push({
      kind: 'depthSilent',
      channel: 'moisture',
      depthIndex: d,
      depthIn,
      evidence: {
        from: silentFrom,
        to: newest,
        summary:
          lastValue >= 0
            ? `The ${depthName(depthIn)} sensor has sent nothing for ${plural(hours(newest - silentFrom), 'hour')} while the probe's other depths sent ${plural(othersReported, 'reading')}.`
            : `The ${depthName(depthIn)} sensor sent nothing in the readings looked at, while the probe's other depths sent ${plural(othersReported, 'reading')}.`,
        points: lastValue >= 0 ? [{ at: silentFrom, value: valueOf(values, lastValue) as number }] : [],
      },
    });
  });
  return faults;
}

/** Each reading's trailing median over SMOOTH_HOURS (null without values): sensor noise alone never makes a rise. */
function smoothed(ts: ArrayLike<number>, values: ArrayLike<number | null>): (number | null)[] {
  const out: (number | null)[] = [];
  let from = 0;
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] as number;
    while ((ts[from] as number) <= t - SMOOTH_HOURS * HOUR) from++;
    const window: number[] = [];
    for (let j = from; j <= i; j++) {
      const v = valueOf(values, j);
      if (v !== null) window.push(v);
    }
    window.sort((a, b) => a - b);
    out.push(window.length === 0 ? null : (window[Math.floor((window.length - 1) / 2)] as number));
  }
  return out;
}

/**
 * Times a depth rose by `by` %VWC: its hourly median above the lowest hourly median of the
 * RESPONSE_RISE_HOURS before.
 */
function riseTimes(ts: ArrayLike<number>, values: ArrayLike<number | null>, by: number): number[] {
  const smooth = smoothed(ts, values);
  const rises: number[] = [];
  let windowStart = 0;
  for (let i = 0; i < ts.length; i++) {
    const v = smooth[i];
    if (v === null || v === undefined) continue;
    const t = ts[i] as number;
    while ((ts[windowStart] as number) < t - RESPONSE_RISE_HOURS * HOUR) windowStart++;
    let low = Infinity;
    for (let j = windowStart; j < i && (ts[j] as number) <= t - SMOOTH_HOURS * HOUR; j++) {
      const w = smooth[j];
      if (w !== null && w !== undefined && w < low) low = w;
    }
    if (low !== Infinity && v - low >= by) rises.push(t);
  }
  return rises;
}

interface WettingEvent {
  from: number;
  to: number;
  logged: boolean;
}

/**
 * Moisture that never responds to water: over the last RESPONSE_WINDOW_DAYS, wetting events are
 * the logged irrigations and the rises seen at any depth (rain or irrigation, merged within
 * RESPONSE_WAIT_HOURS). Water that reached a deeper sensor passed this one, and a logged
 * irrigation must reach the top sensor: a depth expected to rise at NO_RESPONSE_MIN_EVENTS
 * events or more that rose at none of them is unresponsive. Depths that are flat or silent are
 * left to those detectors.
 */
export function detectNoResponse(series: ProbeReadings, irrigations: readonly IrrigationWindow[] = []): DetectedFault[] {
  const { ts, moisture, depthsIn } = series;
  const faults: DetectedFault[] = [];
  if (ts.length === 0 || moisture.length === 0) return faults;
  const newest = ts[ts.length - 1] as number;
  const windowFrom = newest - RESPONSE_WINDOW_DAYS * 86_400;
  const rises = moisture.map((values) => riseTimes(ts, values, RESPONSE_RISE_VWC).filter((t) => t >= windowFrom));
  const answers = moisture.map((values) => riseTimes(ts, values, RESPONSE_ANSWER_VWC));
  const detected: WettingEvent[] = [];
  for (const t of rises.flat().sort((a, b) => a - b)) {
    const last = detected.at(-1);
    if (last && t - last.from <= RESPONSE_WAIT_HOURS * HOUR) last.to = t;
    else detected.push({ from: t, to: t, logged: false });
  }
  const events: WettingEvent[] = [
    ...detected,
    ...irrigations.filter((w) => w.to >= windowFrom && w.from <= newest).map((w) => ({ from: w.from, to: w.to, logged: true })),
  ];
  // A deeper depth shows the water passed (a clear rise); the depth in question answers with any
  // rise, as much as a day before the deeper ones (water reaches it first) or a day after.
  const reached = (d: number, e: WettingEvent) =>
    (rises[d] ?? []).some((t) => t >= e.from - RESPONSE_RISE_HOURS * HOUR && t <= e.to + RESPONSE_WAIT_HOURS * HOUR);
  const answered = (d: number, e: WettingEvent) =>
    (answers[d] ?? []).some((t) => t >= e.from - RESPONSE_WAIT_HOURS * HOUR && t <= e.to + RESPONSE_WAIT_HOURS * HOUR);
  const first = ts[0] as number;
  moisture.forEach((values, d) => {
    const missed: WettingEvent[] = [];
    let responded = 0;
    for (const e of events) {
      // Too recent to judge (the water may still be on its way down), or too near the first
      // reading (the shallower rise may have come before it).
      if (e.to + RESPONSE_WAIT_HOURS * HOUR > newest && !e.logged) continue;
      if (e.from - RESPONSE_WAIT_HOURS * HOUR < first) continue;
      const deeperAnswered = moisture.some((_, o) => o > d && reached(o, e));
      const expected = deeperAnswered || (e.logged && d === 0);
      if (answered(d, e)) responded++;
      else if (expected) missed.push(e);
    }
    if (responded > 0 || missed.length < NO_RESPONSE_MIN_EVENTS) return;
    let seen = false;
    for (let i = 0; i < ts.length && !seen; i++) seen = valueOf(values, i) !== null;
    if (!seen) return;
    const depthIn = depthsIn[d] ?? 0;
    faults.push({
      kind: 'noResponse',
      channel: 'moisture',
      depthIndex: d,
      depthIn,
      evidence: {
        from: missed[0]!.from,
        to: Math.min(newest, missed.at(-1)!.to + RESPONSE_WAIT_HOURS * HOUR),
        summary: `The ${depthName(depthIn)} sensor did not rise after ${plural(missed.length, 'wetting event')} that ${missed.some((e) => e.logged) ? 'were logged or ' : ''}reached the sensors below it.`,
        points: missed
          .slice(0, 6)
          .map((e) => {
            const i = Math.min(ts.length - 1, indexFrom(ts, e.from));
            return { at: e.from, value: valueOf(values, i) ?? Number.NaN };
          })
          .filter((p) => !Number.isNaN(p.value)),
      },
    });
  });
  return faults;
}

/**
 * Every fault of a device's recent readings, by depth. A flat or silent depth is not also called
 * unresponsive (the more specific diagnosis wins).
 */
export function detectFaults(series: ProbeReadings, irrigations: readonly IrrigationWindow[] = []): DetectedFault[] {
  const flat = detectFlatline(series);
  const silent = detectDepthSilent(series);
  const explained = new Set([...flat, ...silent].map((f) => f.depthIndex));
  const unresponsive = detectNoResponse(series, irrigations).filter((f) => !explained.has(f.depthIndex));
  return [...flat, ...detectOutOfRange(series), ...detectSpikes(series), ...silent, ...unresponsive].sort(
    (a, b) =>
      a.depthIndex - b.depthIndex || FAULT_KINDS.indexOf(a.kind) - FAULT_KINDS.indexOf(b.kind) || a.channel.localeCompare(b.channel),
  );
}

/** The key a fault is kept under: one open fault per device, kind, channel and depth. */
export const faultKey = (f: Pick<DetectedFault, 'kind' | 'channel' | 'depthIndex'>) => `${f.kind}|${f.channel}|${f.depthIndex}`;

/** "Flatline at 8 in" — the short form the table and the pin tooltip use. */
export function faultTitle(f: Pick<DetectedFault, 'kind' | 'channel' | 'depthIn'>): string {
  const what = f.kind === 'outOfRange' || f.kind === 'spike' ? `${FAULT_LABELS[f.kind]} (${f.channel})` : FAULT_LABELS[f.kind];
  return `${what} at ${depthName(f.depthIn)}`;
}
