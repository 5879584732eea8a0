import { describe, expect, it } from 'vitest';
import { joinTimes } from './timeAxis';

describe('time axis', () => {
  it('joins probe and local sensor times into one ascending axis', () => {
    const { x, indexA, indexB } = joinTimes([10, 20, 30], [15, 20, 40]);
    expect(x).toEqual([10, 15, 20, 30, 40]);
    expect([...indexA]).toEqual([0, 2, 3]);
    expect([...indexB!]).toEqual([1, 2, 4]);
  });
});
