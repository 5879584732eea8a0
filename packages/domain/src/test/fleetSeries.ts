import type { ProbeReadings } from '../fleet/detectors';

/**
 * Synthetic probe readings for the detector tests: a 15-minute series of several depths drying
 * down by day (uptake follows the sun, a little noise), into which a test writes the fault or the
 * natural event (rain front, irrigation) it checks.
 */

/** mulberry32: a tiny deterministic PRNG, so the fixture never changes between runs. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const STEP_SECONDS = 900;
export const START = Date.UTC(2026, 6, 1) / 1000;

export interface ProbeSeries extends ProbeReadings {
  ts: number[];
  moisture: number[][];
  temperature: number[][];
}

export interface ProbeOptions {
  days?: number;
  depthsIn?: number[];
  /** Starting VWC of each depth, %. */
  startVwc?: number[];
  /** Daily loss of each depth by uptake, %VWC per day (0: a depth below the roots). */
  lossPerDay?: number[];
  /** Noise σ, %VWC. */
  sigma?: number;
  seed?: number;
}

export function probeSeries(options: ProbeOptions = {}): ProbeSeries {
  const { days = 3, depthsIn = [4, 8, 12, 16], sigma = 0.15, seed = 7 } = options;
  const start = options.startVwc ?? depthsIn.map((_, d) => 30 - d);
  const loss = options.lossPerDay ?? depthsIn.map((_, d) => Math.max(0.2, 1.6 - 0.4 * d));
  const random = prng(seed);
  const noise = () => sigma * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const n = (days * 86_400) / STEP_SECONDS;
  const ts: number[] = [];
  const moisture = depthsIn.map(() => [] as number[]);
  const temperature = depthsIn.map(() => [] as number[]);
  const level = [...start];
  for (let i = 0; i < n; i++) {
    const t = START + i * STEP_SECONDS;
    ts.push(t);
    const hour = ((t % 86_400) / 3600 + 24 - 6) % 24; // local solar hour in the US Plains
    const sun = hour >= 6 && hour < 20 ? Math.sin((Math.PI * (hour - 6)) / 14) : 0;
    depthsIn.forEach((depth, d) => {
      level[d] = (level[d] as number) - ((loss[d] as number) * sun * (STEP_SECONDS / 86_400) * Math.PI) / 2 / (14 / 24);
      moisture[d]!.push(Math.round(((level[d] as number) + noise()) * 100) / 100);
      temperature[d]!.push(Math.round((22 + (6 / (1 + depth / 4)) * Math.sin((2 * Math.PI * (hour - 9)) / 24)) * 100) / 100);
    });
  }
  return { ts, depthsIn, moisture, temperature };
}

/** Index of the reading at or after hours from the start. */
export const at = (hours: number) => Math.round((hours * 3600) / STEP_SECONDS);

/** Adds a wetting front: from `hour`, each depth rises by `rise` after `lagHours × depth index`, and stays up. */
export function addWetting(series: ProbeSeries, hour: number, rise: number[], lagHours = 2): void {
  series.moisture.forEach((values, d) => {
    const from = at(hour + lagHours * d);
    const size = rise[d] ?? 0;
    for (let i = from; i < values.length; i++) {
      // A front arrives over an hour and drains back slowly (a tenth of the rise per day).
      const since = (i - from) * STEP_SECONDS;
      const share = Math.min(1, since / 3600 + 0.25) * Math.exp(-since / (10 * 86_400));
      values[i] = Math.round(((values[i] as number) + size * share) * 100) / 100;
    }
  });
}
