import { describe, expect, it } from 'vitest';
import {
  batteryTrend,
  completenessPercent,
  countBetween,
  expectedReadings,
  FLEET_TIERS,
  fleetStatus,
  fleetTier,
  isBatteryLow,
  reportingIntervalSeconds,
  signalMedian,
  statusText,
} from './deviceHealth';

const DAY = 86_400;

describe('reportingIntervalSeconds', () => {
  it('is the usual gap, snapped to a standard interval, despite lost packets', () => {
    const ts = [0, 900, 1800, 3600, 4500, 5400, 7200, 8110];
    expect(reportingIntervalSeconds(ts)).toBe(900);
    expect(reportingIntervalSeconds([0, 3590, 7200, 10_800])).toBe(3600);
    expect(reportingIntervalSeconds([0, 900])).toBeNull();
  });
});

describe('completeness', () => {
  it('is the share of expected readings that arrived, capped at 100 %', () => {
    expect(expectedReadings(DAY, 900)).toBe(96);
    expect(completenessPercent(72, 96)).toBe(75);
    expect(completenessPercent(100, 96)).toBe(100);
    expect(completenessPercent(0, 0)).toBeNull();
    expect(countBetween([10, 20, 30, 40], 20, 30)).toBe(2);
  });
});

describe('batteryTrend', () => {
  const days = (percents: number[]) => percents.map((percent, i) => ({ at: 1_780_000_000 + i * DAY, percent }));

  it('gives the slope and the days left to the low threshold', () => {
    const trend = batteryTrend(days([40, 38, 36, 34, 32, 30]), 30);
    expect(trend.perDay).toBe(-2);
    expect(trend.daysToLow).toBe(5);
  });

  it('gives no date for a flat battery or too few days, and 0 once low', () => {
    expect(batteryTrend(days([80, 80.01, 80, 80.02, 80]), 80).daysToLow).toBeNull();
    expect(batteryTrend(days([40, 30]), 30)).toEqual({ perDay: null, daysToLow: null });
    expect(batteryTrend(days([25, 22, 19]), 19).daysToLow).toBe(0);
  });

  it('looks at the last two weeks only', () => {
    const old = days([...Array(20).fill(100), 60, 60, 60]);
    expect(batteryTrend(old, 60).perDay).toBeLessThan(-2);
    const recent = batteryTrend(days([100, 100, 100, ...Array(14).fill(60)]), 60);
    expect(recent.perDay).toBe(0);
  });

  it('counts a battery low now or within two weeks', () => {
    expect(isBatteryLow(15, null)).toBe(true);
    expect(isBatteryLow(40, 10)).toBe(true);
    expect(isBatteryLow(40, 30)).toBe(false);
    expect(isBatteryLow(null, null)).toBe(false);
  });
});

describe('signalMedian', () => {
  it('is the median RSSI and its bars', () => {
    expect(signalMedian([-90, -105, -95, Number.NaN])).toEqual({ rssi: -95, bars: 3 });
    expect(signalMedian([])).toBeNull();
  });
});

describe('fleetStatus', () => {
  const now = 1_800_000_000;
  it('says reporting, late, silent N days, no data or extracted', () => {
    expect(fleetStatus({ lastReadingAt: now - 1800, intervalSeconds: 900, extracted: false }, now).status).toBe('reporting');
    expect(fleetStatus({ lastReadingAt: now - 3 * 3600, intervalSeconds: 900, extracted: false }, now).status).toBe('late');
    expect(fleetStatus({ lastReadingAt: now - 3 * DAY - 600, intervalSeconds: 900, extracted: false }, now)).toEqual({
      status: 'silent',
      silentDays: 3,
    });
    expect(fleetStatus({ lastReadingAt: null, intervalSeconds: null, extracted: false }, now).status).toBe('noData');
    expect(fleetStatus({ lastReadingAt: now - 90 * DAY, intervalSeconds: 900, extracted: true }, now).status).toBe('extracted');
    expect(statusText('silent', 3)).toBe('Silent 3 days');
    expect(statusText('silent', 1)).toBe('Silent 1 day');
  });

  it('allows an hourly logger three hours before it is late', () => {
    expect(fleetStatus({ lastReadingAt: now - 2.5 * 3600, intervalSeconds: 3600, extracted: false }, now).status).toBe('reporting');
  });
});

describe('fleetTier', () => {
  it('puts silence before faults, never-reported probes, late ones, low battery and gaps, and extracted probes last', () => {
    const base = { status: 'reporting' as const, openFaults: 0, batteryLow: false, completeness24h: 100 };
    const tiers = [
      fleetTier({ ...base, status: 'silent', openFaults: 2 }),
      fleetTier({ ...base, openFaults: 1 }),
      fleetTier({ ...base, status: 'noData' }),
      fleetTier({ ...base, status: 'late', batteryLow: true }),
      fleetTier({ ...base, batteryLow: true }),
      fleetTier({ ...base, completeness24h: 70 }),
      fleetTier(base),
      fleetTier({ ...base, status: 'extracted', openFaults: 3 }),
    ];
    expect(tiers).toEqual([...tiers].sort((a, b) => b - a));
    expect(new Set(tiers).size).toBe(tiers.length);
    expect(tiers[0]).toBe(FLEET_TIERS.silent);
  });
});
