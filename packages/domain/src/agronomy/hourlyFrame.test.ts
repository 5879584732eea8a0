import { describe, expect, it } from 'vitest';
import { fixedClock, zoneClock } from '../time/zoneClock';
import { buildHourlySeries, frameDate, frameDay, hourlyFrame, maskDays, unfrozenMoisture } from './hourlyFrame';

const HOUR = 3600;
const at = (iso: string) => Date.parse(iso) / 1000;
const f32 = (values: number[]) => new Float32Array(values);

describe('hourly series on the farm clock', () => {
  const clock = fixedClock(-6 * HOUR);
  // Local midnight of 2 June 2026 at UTC−6 is 06:00 UTC.
  const midnight = at('2026-06-02T06:00:00Z');

  it('starts day 0 at the local midnight before the first reading and spans whole local days', () => {
    const frame = hourlyFrame(clock, midnight + 5 * HOUR, midnight + 30 * HOUR);
    expect(frameDate(frame, 0)).toBe('2026-06-02');
    expect(frame.days).toBe(2);
    expect(frameDay(frame, '2026-06-05')).toBe(3);
  });

  it('averages the readings of each local hour, a reading stamped on the hour closing the hour before', () => {
    const frame = hourlyFrame(clock, midnight + 1, midnight + 3 * HOUR);
    const ts = [midnight + 900, midnight + 1800, midnight + 2700, midnight + HOUR, midnight + HOUR + 900, midnight + 3 * HOUR];
    const [series] = buildHourlySeries(ts, [f32([20, 21, 22, 23, 30, 40])], frame);
    expect(series).toHaveLength(24);
    expect(series!.slice(0, 4)).toEqual([21.5, 30, 40, null]);
  });

  it('leaves gaps null and skips missing values per depth', () => {
    const frame = hourlyFrame(clock, midnight + 1, midnight + 6 * HOUR);
    const ts = [midnight + 900, midnight + 5 * HOUR + 900];
    const series = buildHourlySeries(ts, [f32([10, NaN]), f32([NaN, 12])], frame);
    expect(series[0]!.slice(0, 6)).toEqual([10, null, null, null, null, null]);
    expect(series[1]!.slice(0, 6)).toEqual([null, null, null, null, null, 12]);
  });

  it('keeps 24 slots per local day across clock changes', () => {
    const chicago = zoneClock('America/Chicago', at('2026-11-01T00:00:00Z'), at('2026-11-03T00:00:00Z'));
    // 1 November 2026: 01:00–02:00 CDT, then 01:00–02:00 CST again. Local midnight was 05:00 UTC.
    const dayStart = at('2026-11-01T05:00:00Z');
    const frame = hourlyFrame(chicago, dayStart + 1, dayStart + 30 * HOUR);
    expect(frameDate(frame, 0)).toBe('2026-11-01');
    const ts = [dayStart + HOUR + 900, dayStart + 2 * HOUR + 900, dayStart + 3 * HOUR + 900];
    const [series] = buildHourlySeries(ts, [f32([10, 20, 30])], frame);
    // Both 01:xx readings share local hour 1; 02:15 CST is local hour 2.
    expect(series!.slice(0, 4)).toEqual([null, 15, 30, null]);
  });

  it('drops frozen readings and masks days', () => {
    const [moisture] = unfrozenMoisture([f32([20, 21, 22])], [f32([5, 0, -1])]);
    expect(Array.from(moisture!)).toEqual([20, NaN, NaN]);
    const series = Array.from({ length: 72 }, (_, i) => i);
    const masked = maskDays(series, 1, 1);
    expect(masked[23]).toBeNull();
    expect(masked[24]).toBe(24);
    expect(masked[47]).toBe(47);
    expect(masked[48]).toBeNull();
  });
});
