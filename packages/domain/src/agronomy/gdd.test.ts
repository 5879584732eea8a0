import { describe, expect, it } from 'vitest';
import { addDays, cumulativeGdd, GDD_METHODS, gddDay, gddEnvelope, gddMethodFor, historicalSeason, projectGdd, sameDayInYear } from './gdd';
import { celsiusToFahrenheit } from './units';

const near = (actual: number, expected: number, tol = 1e-3) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tol);

const corn = GDD_METHODS.corn!;
const potato = GDD_METHODS.potato!;

describe('growing degree days', () => {
  it('agronomy.md test 7: corn 86/50, potato base 7 °C vs 45 °F, envelope (tol 1e-3)', () => {
    const days: [number, number, number][] = [
      [90, 48, 18],
      [95, 70, 28],
      [45, 30, 0],
      [80, 55, 17.5],
    ];
    for (const [tmax, tmin, expected] of days) near(gddDay(tmax, tmin, corn), expected);
    near(
      cumulativeGdd(
        days.map(([tmax, tmin]) => ({ tmax, tmin })),
        corn,
      ).cumulative.at(-1)!,
      63.5,
    );

    near(gddDay(22, 8, potato), 8);
    near(gddDay(celsiusToFahrenheit(22), celsiusToFahrenheit(8), { unit: 'F', base: 45, cap: null }), 14.0);

    const envelope = gddEnvelope([
      [10, 25, 37],
      [8, 20, 41],
      [12, 22, 30],
    ]);
    expect(envelope.map((p) => [p.min, p.max])).toEqual([
      [8, 12],
      [20, 25],
      [30, 41],
    ]);
    near(envelope[0]!.avg, 10);
    near(envelope[1]!.avg, 22.333);
    near(envelope[2]!.avg, 36);
  });

  it('caps potato GDD at 30 °C and defaults other crops to the corn method', () => {
    near(gddDay(35, 15, potato), (30 + 15) / 2 - 7);
    expect(gddMethodFor('soybean')).toEqual({ unit: 'F', base: 50, cap: 86 });
    expect(gddMethodFor('potato')).toBe(potato);
  });

  it('interpolates interior gaps, flags them, and leaves edge gaps out', () => {
    const result = cumulativeGdd([{ tmax: 80, tmin: 60 }, null, { tmax: 85, tmin: 65 }, null], corn);
    expect(result.daily).toEqual([20, 22.5, 25, 0]);
    expect(result.quality).toEqual(['measured', 'interpolated', 'measured', 'missing']);
    expect(result.cumulative).toEqual([20, 42.5, 67.5, 67.5]);
  });

  it('can leave the planting day out of the sum', () => {
    const days = [
      { tmax: 80, tmin: 60 },
      { tmax: 80, tmin: 60 },
    ];
    expect(cumulativeGdd(days, corn, { includePlantingDay: false }).cumulative).toEqual([0, 20]);
  });

  it('aligns historical seasons by month and day, mapping Feb 29 to Feb 28', () => {
    expect(sameDayInYear(2023, 2, 29)).toBe('2023-02-28');
    expect(sameDayInYear(2024, 2, 29)).toBe('2024-02-29');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    const daily = new Map([
      ['2023-05-01', 10],
      ['2023-05-02', 12],
      ['2023-05-04', 9],
    ]);
    expect(historicalSeason(daily, 2023, 5, 1, 4)).toEqual([10, 22]);
  });

  it('projects ahead with the mean historical daily increments', () => {
    const years = [
      [10, 25, 37],
      [8, 20, 41],
      [12, 22, 30],
    ];
    const projection = projectGdd(11, 0, years, 3);
    expect(projection.map((p) => p.offset)).toEqual([1, 2]);
    near(projection[0]!.cumulative, 11 + (15 + 12 + 10) / 3);
    near(projection[1]!.cumulative, 11 + 37 / 3 + (12 + 21 + 8) / 3);
  });
});
