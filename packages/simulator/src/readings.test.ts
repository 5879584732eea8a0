import { describe, expect, it } from 'vitest';
import { validateReading, type ReadingInput } from '@tilth/domain/telemetry/ingest';
import type { SiteSimConfig } from './config';
import { simulateSite, simulateSiteByDay } from './simulate';
import { AQUACHECK_40, DAY, PIVOT_CORN_NE, tracedYear, YEAR_2024 } from './sites.fixture';

const { from, to } = YEAR_2024;
const year = new Map<SiteSimConfig, ReturnType<typeof simulateSite>>();
function readingsOf(config: SiteSimConfig) {
  let r = year.get(config);
  if (!r) year.set(config, (r = simulateSite(config, from, to)));
  return r;
}

const STRONG: SiteSimConfig = { ...PIVOT_CORN_NE, seed: 'strong', rssiMeanDbm: -70, outages: false };
const WEAK: SiteSimConfig = { ...PIVOT_CORN_NE, seed: 'weak', rssiMeanDbm: -116, localSensor: false };
const OUTAGES: SiteSimConfig = { ...STRONG, seed: 'outages', outages: true };
const SALINE: SiteSimConfig = { ...STRONG, seed: 'strong', salinityEce: 6 };
const PRESSURE: SiteSimConfig = { ...STRONG, seed: 'pressure', depthsIn: [], localSensor: false };

const ts = (r: ReadingInput) => r.timestamp as number;
const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
const inMonth = (rs: ReadingInput[], month: number) => rs.filter((r) => new Date(ts(r) * 1000).getUTCMonth() === month);
const channel = (rs: ReadingInput[], name: 'moisture' | 'temperature' | 'salinity' | 'conductivity', i: number) =>
  rs.map((r) => r[name]?.[i] as number);

describe('simulated readings', () => {
  it('are deterministic by seed, and a window depends only on the origin, not on where it starts', () => {
    const a = simulateSite(STRONG, from, from + 3 * DAY);
    expect(simulateSite(STRONG, from, from + 3 * DAY)).toEqual(a);
    expect(simulateSite({ ...STRONG, seed: 'other' }, from, from + 3 * DAY).probe[0]).not.toEqual(a.probe[0]);
    const full = readingsOf(STRONG).probe;
    const window = simulateSite({ ...STRONG, originTs: from }, from + 200 * DAY, from + 201 * DAY).probe;
    expect(window).toEqual(full.filter((r) => ts(r) >= from + 200 * DAY && ts(r) < from + 201 * DAY));
    const batches = [...simulateSiteByDay(STRONG, from, from + 3 * DAY)];
    expect(batches.map((b) => b.dayStartTs)).toEqual([from, from + DAY, from + 2 * DAY]);
    expect(batches.flatMap((b) => b.probe)).toEqual(a.probe);
    expect(batches.flatMap((b) => b.local)).toEqual(a.local);
  });

  it('have the ingestion shape: numeric 15-minute timestamps, one value per depth, valid ranges', () => {
    const { probe, local } = readingsOf(STRONG);
    expect(probe).toHaveLength(366 * 96);
    expect(probe.every((r) => typeof r.timestamp === 'number' && ts(r) % 900 === 0)).toBe(true);
    for (const r of probe.filter((_, i) => i % 97 === 0)) {
      expect(validateReading(r, AQUACHECK_40.length, to).ok).toBe(true);
      expect(r.moisture).toHaveLength(6);
    }
    expect(local.length).toBeGreaterThan(366 * 90);
    expect(local.every((r) => r.moisture?.length === 1 && validateReading(r, 1, to).ok)).toBe(true);
  });

  it('scatter around the true water content with σ ≈ 0.2 %VWC', () => {
    // The deepest layer barely moves in 15 minutes, so reading-to-reading differences are noise (√2 σ).
    const deep = channel(readingsOf(STRONG).probe, 'moisture', 5);
    const diffs = deep.slice(1).map((v, i) => v - (deep[i] as number));
    const sigma = Math.sqrt(mean(diffs.map((d) => d * d)) / 2);
    expect(sigma).toBeGreaterThan(0.15);
    expect(sigma).toBeLessThan(0.3);
  });

  it('leave multi-hour gaps when outages are on, and stop for good at a disconnection', () => {
    const times = readingsOf(OUTAGES).probe.map(ts);
    const gaps = times
      .slice(1)
      .map((t, i) => t - (times[i] as number))
      .filter((g) => g > 3600);
    expect(gaps.length).toBeGreaterThan(5);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(40 * 3600);
    const cut = from + 300 * DAY;
    const disconnected = simulateSite({ ...STRONG, disconnectedFromTs: cut }, from + 290 * DAY, to).probe;
    expect(disconnected.length).toBe(10 * 96);
    expect(Math.max(...disconnected.map(ts))).toBeLessThan(cut);
  });

  it('report a battery declining over the year, or nearly flat for a fresh cell', () => {
    const volts = (rs: ReadingInput[]) => mean(rs.map((r) => r.battery as number));
    const declining = readingsOf({ ...STRONG, battery: { startV: 3.0, declinePerYearV: 0.25 } }).probe;
    expect(volts(inMonth(declining, 0))).toBeGreaterThan(2.95);
    expect(volts(inMonth(declining, 0)) - volts(inMonth(declining, 11))).toBeGreaterThan(0.2);
    const flat = readingsOf({ ...STRONG, battery: { startV: 3.0, declinePerYearV: 0.01 } }).probe;
    expect(Math.abs(volts(inMonth(flat, 0)) - volts(inMonth(flat, 11)))).toBeLessThan(0.03);
    expect(flat.every((r) => (r.battery as number) > 2.9 && (r.battery as number) <= 3.05)).toBe(true);
  });

  it('scatter RSSI around the site mean and lose packets on a weak link', () => {
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] as number;
    const strong = readingsOf(STRONG).probe;
    expect(Math.abs(median(strong.map((r) => r.rssi as number)) + 70)).toBeLessThanOrEqual(2);
    expect(strong.every((r) => (r.per as number) < 0.01)).toBe(true);
    const weak = readingsOf(WEAK).probe;
    expect(Math.abs(median(weak.map((r) => r.rssi as number)) + 116)).toBeLessThanOrEqual(3);
    const lost = 1 - weak.length / (366 * 96);
    expect(lost).toBeGreaterThan(0.1);
    expect(lost).toBeLessThan(0.6);
    // Packets get through more often while PER is low, so received readings report less than was lost.
    expect(mean(weak.map((r) => r.per as number))).toBeLessThan(lost);
  });

  it('carry more salt on a saline site; bulk EC stays below pore-water EC', () => {
    const july = (c: SiteSimConfig) => inMonth(readingsOf(c).probe, 6);
    const saline = mean(channel(july(SALINE), 'salinity', 2));
    const normal = mean(channel(july(STRONG), 'salinity', 2));
    expect(saline / normal).toBeGreaterThan(4);
    expect(july(SALINE).every((r) => r.conductivity!.every((c, i) => (c as number) < (r.salinity![i] as number)))).toBe(true);
  });

  it('give soil temperatures with a damped, lagged diurnal wave and a seasonal swing', () => {
    const july = inMonth(readingsOf(STRONG).probe, 6);
    const byDay = new Map<number, ReadingInput[]>();
    for (const r of july) byDay.set(Math.floor(ts(r) / DAY), [...(byDay.get(Math.floor(ts(r) / DAY)) ?? []), r]);
    const range = (i: number) =>
      mean([...byDay.values()].map((d) => Math.max(...channel(d, 'temperature', i)) - Math.min(...channel(d, 'temperature', i))));
    expect(range(0)).toBeGreaterThan(3);
    expect(range(0)).toBeGreaterThan(4 * range(5));
    const peakHour = (i: number) =>
      mean(
        [...byDay.values()].map(
          (d) => (ts(d[channel(d, 'temperature', i).indexOf(Math.max(...channel(d, 'temperature', i)))]!) % DAY) / 3600,
        ),
      );
    expect(peakHour(2) - peakHour(0)).toBeGreaterThan(3);
    const january = inMonth(readingsOf(STRONG).probe, 0);
    expect(mean(channel(july, 'temperature', 0)) - mean(channel(january, 'temperature', 0))).toBeGreaterThan(15);
    const swing = (i: number) => mean(channel(july, 'temperature', i)) - mean(channel(january, 'temperature', i));
    expect(swing(5)).toBeLessThan(swing(0));
  });

  it('read frozen soil as dry: ice is invisible to the sensor', () => {
    const sim = tracedYear(PIVOT_CORN_NE);
    const pwp = sim.site.thresholds.probe[0]!.pwp;
    const frozen = inMonth(simulateSite(PIVOT_CORN_NE, from, from + 40 * DAY).probe, 0).filter((r) => (r.temperature![0] as number) < -2.2);
    expect(frozen.length).toBeGreaterThan(10);
    expect(frozen.every((r) => (r.moisture![0] as number) < pwp)).toBe(true);
  });

  it('report line pressure only for a pressure transducer, high while the pivot runs', () => {
    const readings = readingsOf(PRESSURE).probe;
    expect(Object.keys(readings[0]!).sort()).toEqual(['battery', 'per', 'pressure', 'rssi', 'timestamp']);
    const running = readings.filter((r) => (r.pressure as number) > 20);
    expect(running.length).toBeGreaterThan(96);
    expect(mean(running.map((r) => r.pressure as number))).toBeCloseTo(38, 0);
    expect(readings.filter((r) => (r.pressure as number) > 1 && (r.pressure as number) <= 20)).toHaveLength(0);
  });
});
