import { detectFaults } from '@tilth/domain/fleet/detectors';
import { batteryTrend } from '@tilth/domain/fleet/deviceHealth';
import { batteryPercent } from '@tilth/domain/agronomy/radio';
import { describe, expect, it } from 'vitest';
import { simulateSite } from './simulate';
import { DAY, DRIP_POTATO_ID, DRYLAND_WHEAT_NE, FURROW_COTTON_TX, PIVOT_CORN_NE } from './sites.fixture';

/** The demo's faults (issue 30): a flatlined depth, a depth gone silent and a draining battery. */
describe('sensor faults', () => {
  const from = Date.UTC(2024, 6, 1) / 1000;
  const to = from + 4 * DAY;
  const faultFrom = from + 2 * DAY;
  const series = (readings: ReturnType<typeof simulateSite>['probe']) => ({
    ts: readings.map((r) => r.timestamp as number),
    depthsIn: [...PIVOT_CORN_NE.depthsIn],
    moisture: PIVOT_CORN_NE.depthsIn.map((_, d) => readings.map((r) => r.moisture?.[d] ?? null)),
    temperature: PIVOT_CORN_NE.depthsIn.map((_, d) => readings.map((r) => r.temperature?.[d] ?? null)),
  });

  it('leaves a healthy probe without faults', () => {
    const healthy = simulateSite(PIVOT_CORN_NE, from, to).probe;
    expect(detectFaults(series(healthy))).toEqual([]);
  });

  it('finds nothing wrong in a healthy year of four sites: irrigations, storms, dry-downs, freeze and thaw', () => {
    const year = Date.UTC(2024, 0, 1) / 1000;
    for (const config of [PIVOT_CORN_NE, FURROW_COTTON_TX, DRYLAND_WHEAT_NE, DRIP_POTATO_ID]) {
      const all = simulateSite(config, year, year + 365 * DAY).probe;
      const depths = [...config.depthsIn];
      for (let end = year + 7 * DAY; end < year + 365 * DAY; end += 3 * DAY) {
        const week = all.filter((r) => (r.timestamp as number) > end - 7 * DAY && (r.timestamp as number) <= end);
        const found = detectFaults({
          ts: week.map((r) => r.timestamp as number),
          depthsIn: depths,
          moisture: depths.map((_, d) => week.map((r) => r.moisture?.[d] ?? null)),
          temperature: depths.map((_, d) => week.map((r) => r.temperature?.[d] ?? null)),
        });
        expect(found, `${config.seed} week to ${new Date(end * 1000).toISOString().slice(0, 10)}`).toEqual([]);
      }
    }
  }, 60_000);

  it('plays a stuck depth and a silent one from their time on, the other depths unchanged', () => {
    const config = {
      ...PIVOT_CORN_NE,
      sensorFaults: [
        { kind: 'stuck' as const, depthIndex: 1, fromTs: faultFrom, valueVwc: 27.4 },
        { kind: 'silent' as const, depthIndex: 4, fromTs: faultFrom },
      ],
    };
    const healthy = simulateSite(PIVOT_CORN_NE, from, to).probe;
    const faulty = simulateSite(config, from, to).probe;
    expect(faulty).toHaveLength(healthy.length);
    faulty.forEach((r, i) => {
      const before = (r.timestamp as number) < faultFrom;
      expect(r.moisture![1]).toBe(before ? healthy[i]!.moisture![1] : 27.4);
      expect(r.moisture![4]).toBe(before ? healthy[i]!.moisture![4] : null);
      expect(r.temperature![4]).toBe(before ? healthy[i]!.temperature![4] : null);
      expect(r.moisture![0]).toBe(healthy[i]!.moisture![0]);
    });
    const found = detectFaults(series(faulty)).map((f) => [f.kind, f.depthIndex]);
    expect(found).toEqual([
      ['flatline', 1],
      ['depthSilent', 4],
    ]);
  });

  it('drains a battery at the configured rate', () => {
    const config = { ...PIVOT_CORN_NE, battery: { startV: 2.79, declinePerYearV: 5.5, installedTs: from - 30 * DAY } };
    const readings = simulateSite(config, from, to).probe;
    const days = [0, 1, 2, 3].map((d) => {
      const day = readings.filter((r) => (r.timestamp as number) >= from + d * DAY && (r.timestamp as number) < from + (d + 1) * DAY);
      const volts = day.map((r) => r.battery!).sort((a, b) => a - b);
      return { at: from + d * DAY + DAY / 2, percent: batteryPercent(volts[Math.floor(volts.length / 2)]!) };
    });
    const trend = batteryTrend(days, days[3]!.percent);
    expect(trend.perDay).toBeLessThan(-1.3);
    expect(trend.perDay).toBeGreaterThan(-1.8);
    expect(days[3]!.percent).toBeGreaterThan(25);
    expect(days[3]!.percent).toBeLessThan(35);
    expect(trend.daysToLow).toBeGreaterThan(3);
    expect(trend.daysToLow).toBeLessThan(14);
  });
});
