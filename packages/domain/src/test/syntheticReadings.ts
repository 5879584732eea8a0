import { drain, extract, halfSineShare, type BucketLayer } from '../agronomy/cascade';
import { hourOfDay, type HourlySeries } from '../agronomy/series';

/**
 * Seeded synthetic readings for the detection tests (docs/agronomy.md §12, case 10):
 * one layer, FC 30, PWP 15, RP 22.5 (p = 0.5), τ 10 h, 1.2 %VWC/d half-sine uptake × Ks, σ 0.03.
 */

/** mulberry32: tiny deterministic PRNG so the fixture never changes between runs. */
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

function gaussian(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export const SYNTHETIC_LAYER: BucketLayer = { thicknessMm: 100, fc: 30, pwp: 15 };

export interface SyntheticOptions {
  days?: number;
  initialVwc?: number;
  /** Hour index of a +stepVwc wetting, or null for none. */
  eventHour?: number | null;
  stepVwc?: number;
  /** Uptake begins on this day (roots arrive). */
  uptakeFromDay?: number;
  seed?: number;
  sigma?: number;
}

export function syntheticSeries(options: SyntheticOptions = {}): HourlySeries {
  const { days = 30, initialVwc = 20, eventHour = 62, stepVwc = 14, uptakeFromDay = 0, seed = 42, sigma = 0.03 } = options;
  const noise = gaussian(prng(seed));
  const layers = [SYNTHETIC_LAYER];
  const uptakePerDayMm = (1.2 / 100) * SYNTHETIC_LAYER.thicknessMm;
  let theta = [initialVwc];
  const out: number[] = [];
  for (let h = 0; h < days * 24; h++) {
    if (h === eventHour) theta = [(theta[0] as number) + stepVwc];
    theta = drain(theta, layers, 10).theta;
    if (h >= uptakeFromDay * 24) {
      theta = extract(theta, layers, uptakePerDayMm * halfSineShare(hourOfDay(h)), [1], 0.5).theta;
    }
    out.push((theta[0] as number) + sigma * noise());
  }
  return out;
}
