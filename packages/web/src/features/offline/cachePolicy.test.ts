import { describe, expect, it } from 'vitest';
import { approximateBytes, entriesToEvict, MAX_AGE_MS, MB, storageBudget } from './cachePolicy';

const now = Date.UTC(2026, 10, 27, 12, 0);
const hoursAgo = (hours: number) => now - hours * 3_600_000;

describe('storageBudget', () => {
  it('takes 20 % of a small quota and at most 50 MB of a large one', () => {
    expect(storageBudget(100 * MB)).toBe(20 * MB);
    expect(storageBudget(60_000 * MB)).toBe(50 * MB);
  });

  it('assumes 20 MB when the browser does not say its quota', () => {
    expect(storageBudget(undefined)).toBe(20 * MB);
    expect(storageBudget(0)).toBe(20 * MB);
  });
});

describe('entriesToEvict', () => {
  // 4 entries, 10 MB in all, with an 6 MB budget: 4 MB must go.
  const entries = [
    { id: 'profile', bytes: 1 * MB, usedAt: hoursAgo(1) },
    { id: 'series-a', bytes: 3 * MB, usedAt: hoursAgo(50) },
    { id: 'series-b', bytes: 2 * MB, usedAt: hoursAgo(30) },
    { id: 'sites', bytes: 4 * MB, usedAt: hoursAgo(5) },
  ];

  it('removes the least recently used first until the rest fits: 10 − 3 (a) − 2 (b) = 5 MB ≤ 6 MB', () => {
    expect(entriesToEvict(entries, 6 * MB, new Set(), now)).toEqual(['series-a', 'series-b']);
  });

  it('removes nothing when everything fits', () => {
    expect(entriesToEvict(entries, 10 * MB, new Set(), now)).toEqual([]);
  });

  it('never removes the page on screen: with series-a shown, b then sites go (10 − 2 − 4 = 4 MB)', () => {
    expect(entriesToEvict(entries, 6 * MB, new Set(['series-a']), now)).toEqual(['series-b', 'sites']);
  });

  it('keeps the page on screen even when it alone is over the budget', () => {
    expect(entriesToEvict(entries, 2 * MB, new Set(['sites']), now)).toEqual(['series-a', 'series-b', 'profile']);
  });

  it('removes entries older than 30 days even when there is room', () => {
    const old = { id: 'old', bytes: 1, usedAt: now - MAX_AGE_MS - 1 };
    expect(entriesToEvict([...entries, old], 100 * MB, new Set(), now)).toEqual(['old']);
  });
});

describe('approximateBytes', () => {
  it('counts typed arrays by their bytes, text at two bytes a character and numbers at eight', () => {
    // 'ts' (4) + 10 × 8 bytes, 'name' (8) + 'abc' (6), 'n' (2) + 8.
    expect(approximateBytes({ ts: new Float64Array(10), name: 'abc', n: 1 })).toBe(4 + 80 + 8 + 6 + 2 + 8);
  });

  it('counts an object seen twice once', () => {
    const shared = { a: 'xy' }; // 2 + 4
    expect(approximateBytes([shared, shared])).toBe(6);
  });
});
