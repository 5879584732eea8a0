import { describe, expect, it } from 'vitest';
import { stackedBars, waterChartSeries } from './waterChartData';
import { furrowSite, pivotSite, waterAccountFixture } from '../../test/waterFixtures';

describe('water chart series', () => {
  it('draws a short range a bar per day in acre-inches over the sites with an area', () => {
    const series = waterChartSeries(waterAccountFixture, 'feetInches')!;
    expect(series).toMatchObject({ measure: 'acreInches', bucket: 'day', unitLabel: 'ac-in', leftOut: ['Salt Flat, "West"'] });
    expect(series.x).toHaveLength(10);
    expect(series.x[0]).toBe(Date.UTC(2026, 10, 18) / 1000);
    expect(series.irrigation[2]).toBe(189); // 1.5 in × 126 ac
    expect(series.rain[7]).toBe(75.6);
    expect(series.cropUse[0]).toBe(31.5);
    expect(series.drainage[8]).toBe(15.1);
  });

  it('stacks in above the line and out below it', () => {
    const [x, inTotal, irrigation, outTotal, cropUse] = stackedBars(waterChartSeries(waterAccountFixture, 'feetInches')!);
    expect(x).toHaveLength(10);
    expect(inTotal![7]).toBe(75.6);
    expect(irrigation![2]).toBe(189);
    expect(outTotal![8]).toBe(-46.6); // crop use 31.5 + drainage 15.1
    expect(cropUse![8]).toBe(-31.5);
  });

  it('sums a long range by week from its first day', () => {
    const days = Array.from({ length: 70 }, (_, i) => {
      const date = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
      return { date, irrigationIn: i % 7 === 0 ? 1 : 0, effectiveRainIn: 0, cropUseIn: 0.1, drainageIn: 0, storedIn: 4 };
    });
    const site = { ...pivotSite, areaAc: 10, from: '2026-01-01', to: '2026-03-11', days };
    const series = waterChartSeries({ from: '2026-01-01', to: '2026-03-11', sites: [site] }, 'feetInches')!;
    expect(series.bucket).toBe('week');
    expect(series.x).toHaveLength(10);
    expect(series.x[1]).toBe(Date.UTC(2026, 0, 8) / 1000);
    expect(series.irrigation).toEqual(new Array(10).fill(10));
    expect(series.cropUse[0]).toBe(7);
  });

  it('falls back to the sites’ average depth in the user’s unit when no site has an area', () => {
    const inches = waterChartSeries(
      { ...waterAccountFixture, sites: [{ ...pivotSite, areaAc: null, acreInches: null }, furrowSite] },
      'feetInches',
    )!;
    expect(inches).toMatchObject({ measure: 'depth', unitLabel: 'in', leftOut: [] });
    expect(inches.irrigation[2]).toBe(0.75); // (1.5 + 0) / 2
    const mm = waterChartSeries({ ...waterAccountFixture, sites: [furrowSite] }, 'meters')!;
    expect(mm.unitLabel).toBe('mm');
    expect(mm.rain[7]).toBe(15.2); // 0.6 in
  });

  it('has nothing to draw without sites', () => {
    expect(waterChartSeries({ ...waterAccountFixture, sites: [] }, 'feetInches')).toBeNull();
  });
});
