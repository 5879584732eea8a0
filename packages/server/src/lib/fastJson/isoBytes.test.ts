import { describe, expect, it } from 'vitest';
import { ISO_LENGTH, isoBytesOf } from './isoBytes';

describe('isoBytesOf', () => {
  it('writes what toISOString writes, timestamp by timestamp', () => {
    const seconds = [
      0, 1, 59.999, 86_399.9994, 951_782_400 /* 2000-02-29 */, 1_709_164_800 /* 2024-02-29 */, 4_102_444_799.5, -1, -62_000_000_000,
    ];
    for (let i = 0; i < 50_000; i++) seconds.push(Math.random() * 4_000_000_000 + (i % 3 === 0 ? 0.001 * (i % 1000) : 0));
    const bytes = isoBytesOf(Float64Array.from(seconds));
    const text = Buffer.from(bytes).toString('latin1');
    seconds.forEach((s, i) => {
      const expected = new Date(s * 1000).toISOString();
      expect(text.slice(i * ISO_LENGTH, (i + 1) * ISO_LENGTH)).toBe(expected);
    });
    expect(text.slice(0, ISO_LENGTH)).toBe('1970-01-01T00:00:00.000Z');
    expect(text.slice(4 * ISO_LENGTH, 5 * ISO_LENGTH)).toBe('2000-02-29T00:00:00.000Z');
  });

  it('refuses years toISOString writes with six digits', () => {
    expect(() => isoBytesOf(Float64Array.of(253_402_300_800))).toThrow(RangeError);
  });
});
