import { describe, expect, it } from 'vitest';
import type { ValidReading } from '@tilth/domain';
import { concatDays, decodeDay, encodeDay, filterRows, mergeDay } from './dayChunk';

const reading = (ts: number, m: number): ValidReading => ({
  ts,
  moisture: [m, m + 1, null],
  temperature: [20, 19, 18],
  salinity: [0.5, 0.5, 0.5],
  conductivity: [1, 1, 1],
  battery: 2.9,
  rssi: -90,
  per: null,
  pressure: null,
});

describe('day chunks', () => {
  it('merges out of order, keeps the first value of a repeated timestamp, and counts new readings', () => {
    const first = mergeDay(null, [reading(1800, 30), reading(900, 31)], 3);
    expect(first.inserted).toBe(2);
    expect(Array.from(first.day.ts)).toEqual([900, 1800]);
    const second = mergeDay(first.day, [reading(900, 99), reading(0, 32)], 3);
    expect(second.inserted).toBe(1);
    expect(Array.from(second.day.ts)).toEqual([0, 900, 1800]);
    expect(Array.from(second.day.channels.moisture[0]!)).toEqual([32, 31, 30]);
    expect(second.day.channels.moisture[2]![0]).toBeNaN();
    expect(second.day.per[0]).toBeNaN();
    expect(second.day.battery[1]).toBeCloseTo(2.9, 5);
  });

  it('round-trips through the packed form, also from an unaligned view', () => {
    const { day } = mergeDay(null, [reading(0, 30.25), reading(900, 28.5)], 3);
    const packed = encodeDay(day);
    const shifted = new Uint8Array(packed.length + 3);
    shifted.set(packed, 3);
    const decoded = decodeDay(shifted.subarray(3), 3);
    expect(Array.from(decoded.ts)).toEqual([0, 900]);
    expect(Array.from(decoded.channels.moisture[0]!)).toEqual([30.25, 28.5]);
    expect(Array.from(decoded.channels.temperature[2]!)).toEqual([18, 18]);
    expect(decoded.rssi[1]).toBe(-90);
  });

  it('reads missing depths as NaN when a device gained sensors', () => {
    const { day } = mergeDay(null, [reading(0, 30)], 3);
    const wider = decodeDay(encodeDay(day), 4);
    expect(wider.channels.moisture[3]![0]).toBeNaN();
    expect(wider.channels.moisture[1]![0]).toBe(31);
    expect(wider.battery[0]).toBeCloseTo(2.9, 5);
  });

  it('concatenates days in order', () => {
    const a = mergeDay(null, [reading(0, 30)], 3).day;
    const b = mergeDay(null, [reading(86_400, 25), reading(87_300, 24)], 3).day;
    const all = concatDays([a, b], 3);
    expect(Array.from(all.ts)).toEqual([0, 86_400, 87_300]);
    expect(Array.from(all.channels.moisture[0]!)).toEqual([30, 25, 24]);
  });

  it('keeps only the rows whose timestamp passes, every series in step', () => {
    const { day } = mergeDay(null, [reading(0, 30), reading(900, 31), reading(1800, 32), reading(2700, 33)], 3);
    const kept = filterRows(day, (ts) => ts !== 900 && ts !== 1800);
    expect(Array.from(kept.ts)).toEqual([0, 2700]);
    expect(Array.from(kept.channels.moisture[0]!)).toEqual([30, 33]);
    expect(Array.from(kept.channels.moisture[1]!)).toEqual([31, 34]);
    expect(kept.channels.moisture[2]![1]).toBeNaN();
    expect(kept.rssi[1]).toBe(-90);
    expect(filterRows(day, () => true)).toBe(day);
    expect(filterRows(day, () => false).ts).toHaveLength(0);
  });
});
