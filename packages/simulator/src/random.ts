/**
 * Seeded randomness. Physics state is deterministic from the origin; everything random about
 * a single reading (noise, dropped packets) comes from a generator keyed by the site seed and
 * the step's timestamp, so a reading never depends on where a simulated window started.
 */

/** Independent random streams derived from a site's seed hash; never reuse a number. */
export const STREAM = { probe: 1, local: 2, initialMoisture: 3, pivotPhase: 4, rssiDrift: 7, outage: 11 } as const;

/** FNV-1a over the text form of the parts: stable across runs and platforms. */
export function hashKey(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  const text = parts.join('\u0001');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix(h);
}

/** murmur3 finaliser: spreads nearby integers (consecutive timestamps) over 32 bits. */
export function mix(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Combines a base hash with integers (step index, depth) cheaply. */
export function combine(base: number, ...ints: readonly number[]): number {
  let h = base;
  for (const i of ints) h = mix(Math.imul(h ^ (i | 0), 0x9e3779b1) ^ Math.floor(i / 4294967296));
  return h;
}

export const toUnit = (hash: number): number => hash / 4294967296;

/** mulberry32 with a Box–Muller normal that keeps its spare value. */
export class Rng {
  private state: number;
  private spare: number | null = null;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  normal(): number {
    if (this.spare !== null) {
      const s = this.spare;
      this.spare = null;
      return s;
    }
    const r = Math.sqrt(-2 * Math.log(1 - this.next()));
    const a = 2 * Math.PI * this.next();
    this.spare = r * Math.sin(a);
    return r * Math.cos(a);
  }

  /**
   * Cheap approximately normal noise (Irwin–Hall: four uniforms, unit variance, bounded at
   * ±3.5σ): sensor scatter needs the shape, not the tails, and this runs ~30 times per reading.
   */
  noise(): number {
    return (this.next() + this.next() + this.next() + this.next() - 2) * Math.sqrt(3);
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
}

/**
 * Smooth random signal over time (cosine-interpolated normal knots `spacing` apart), stateless:
 * slowly drifting radio conditions without carrying state between steps.
 */
export function smoothSignal(base: number, t: number, spacing: number): number {
  const x = t / spacing;
  const k = Math.floor(x);
  const w = (1 - Math.cos(Math.PI * (x - k))) / 2;
  const a = new Rng(combine(base, k)).normal();
  const b = new Rng(combine(base, k + 1)).normal();
  return (a * (1 - w) + b * w) / Math.sqrt(0.75);
}
