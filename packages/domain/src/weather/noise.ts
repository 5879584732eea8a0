/**
 * Stateless randomness for the synthetic weather: every draw is a hash of integer keys
 * (grid cell, day, purpose), so any day can be computed alone and always comes out the same.
 */

/** murmur3-style mixing of integer keys into 32 bits. */
export function hashInts(...keys: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const key of keys) {
    h = Math.imul(h ^ (key | 0), 0x9e3779b1);
    h = (h << 13) | (h >>> 19);
    h = Math.imul(h, 0x85ebca6b) ^ (key >>> 16);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Uniform in [0, 1). */
export const uniform = (...keys: readonly number[]): number => hashInts(...keys) / 4294967296;

/** Standard normal from two hashed uniforms (Box–Muller). */
export function normal(...keys: readonly number[]): number {
  const u1 = uniform(...keys, 1);
  const u2 = uniform(...keys, 2);
  return Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2);
}

/**
 * Cosine interpolation of normal values at knots `spacing` days apart: a smooth random signal
 * whose neighbouring days are correlated (weather systems, wet spells). Interpolating two
 * independent values lowers the variance by a quarter on average, hence the rescale.
 */
export function smoothNoise(day: number, spacing: number, ...keys: readonly number[]): number {
  const x = day / spacing;
  const k = Math.floor(x);
  const w = (1 - Math.cos(Math.PI * (x - k))) / 2;
  const value = normal(...keys, k) * (1 - w) + normal(...keys, k + 1) * w;
  return value / Math.sqrt(0.75);
}
