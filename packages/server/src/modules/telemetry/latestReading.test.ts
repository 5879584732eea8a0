import { describe, expect, it } from 'vitest';
import { latestIndex, latestValue } from './latestReading';

describe('latestValue', () => {
  it('is the last value when it is present', () => {
    expect(latestValue(Float32Array.of(1, 2, 3.5))).toBe(3.5);
  });

  it('skips missing (NaN) values at the end', () => {
    const values = Float32Array.of(1, 2, NaN, NaN);
    expect(latestValue(values)).toBe(2);
    expect(latestIndex(values)).toBe(1);
  });

  it('keeps zero and negative readings, which are real values', () => {
    expect(latestValue(Float32Array.of(5, 0, NaN))).toBe(0);
    expect(latestValue(Float32Array.of(-87, NaN))).toBe(-87);
  });

  it('is null (index -1) for an empty or all-missing column', () => {
    expect(latestValue(new Float32Array(0))).toBeNull();
    expect(latestValue(Float32Array.of(NaN, NaN))).toBeNull();
    expect(latestIndex(Float32Array.of(NaN))).toBe(-1);
  });
});
