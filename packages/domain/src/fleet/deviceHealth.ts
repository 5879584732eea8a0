import { linearFit, median } from '../agronomy/math';
import { signalBars } from '../agronomy/radio';
import { DEFAULT_REPORTING_INTERVAL_MINUTES, MISSED_REPORTS_BEFORE_STALE } from '../agronomy/staleness';
import { BATTERY_LOW_PERCENT } from '../notifications/kinds';

/**
 * Sensor health per device (issue 30): how regularly it reports, how complete its readings are,
 * where its battery is heading and how good its radio link is. Pure: the server feeds it stored
 * readings and daily rows; the fleet screen shows what it answers.
 */

/** Reporting intervals loggers are set to, seconds: the median gap is snapped to the nearest. */
export const STANDARD_INTERVALS_SECONDS = [60, 300, 600, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200, 86_400] as const;
/** A day without a reading leaves a gap every grower sees in the graph: the device is silent, not late. */
export const SILENT_AFTER_HOURS = 24;
/** Battery trend over two weeks of daily values: long enough to see past the nightly cold sag. */
export const BATTERY_TREND_DAYS = 14;
/** A trend needs at least this many days of battery readings. */
export const BATTERY_TREND_MIN_DAYS = 3;
/** Slower than this (%/day) is a healthy cell's self-discharge: no date to the low threshold is given. */
export const BATTERY_FLAT_PER_DAY = 0.05;
/** A battery that reaches the low threshold within two weeks counts as low now: a service visit takes that long to plan. */
export const BATTERY_SOON_DAYS = 14;
/** Below this share of the expected readings in a day, the graph shows gaps a grower notices. */
export const COMPLETENESS_LOW_PERCENT = 90;

export const FLEET_STATUSES = ['reporting', 'late', 'silent', 'noData', 'extracted'] as const;
export type FleetStatus = (typeof FLEET_STATUSES)[number];

const DAY = 86_400;

/** The usual spacing of readings (median gap) snapped to a standard interval, seconds; null with fewer than three readings. */
export function reportingIntervalSeconds(ts: ArrayLike<number>): number | null {
  const gaps: number[] = [];
  for (let i = 1; i < ts.length; i++) {
    const gap = (ts[i] as number) - (ts[i - 1] as number);
    if (gap > 0) gaps.push(gap);
  }
  if (gaps.length < 2) return null;
  const typical = median(gaps) as number;
  return STANDARD_INTERVALS_SECONDS.reduce((best, s) => (Math.abs(Math.log(s / typical)) < Math.abs(Math.log(best / typical)) ? s : best));
}

/** Readings a device should send in a window at its interval. */
export const expectedReadings = (windowSeconds: number, intervalSeconds: number) =>
  intervalSeconds > 0 ? Math.max(0, Math.floor(windowSeconds / intervalSeconds)) : 0;

/** Share of the expected readings that arrived, %, at most 100; null when none were expected. */
export function completenessPercent(received: number, expected: number): number | null {
  if (expected <= 0) return null;
  return Math.min(100, Math.round((received / expected) * 1000) / 10);
}

/** Readings between from and to (epoch seconds, inclusive) of an ascending series. */
export function countBetween(ts: ArrayLike<number>, from: number, to: number): number {
  let n = 0;
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] as number;
    if (t >= from && t <= to) n++;
  }
  return n;
}

/** One UTC day of a device's battery, %. */
export interface DailyBattery {
  /** Epoch seconds of the day (any time in it). */
  at: number;
  percent: number;
}

export interface BatteryTrend {
  /** Change per day, % (negative: draining); null without enough days. */
  perDay: number | null;
  /** Days until BATTERY_LOW_PERCENT at that slope: 0 at or below it, null when not draining. */
  daysToLow: number | null;
}

/**
 * The battery's slope (least squares over the last BATTERY_TREND_DAYS of daily values) and the
 * days until it reaches the low threshold at that slope, from the newest value.
 */
export function batteryTrend(days: readonly DailyBattery[], current: number | null): BatteryTrend {
  const newest = days.reduce((t, d) => Math.max(t, d.at), -Infinity);
  const recent = days.filter((d) => d.at > newest - BATTERY_TREND_DAYS * DAY);
  const fit =
    recent.length >= BATTERY_TREND_MIN_DAYS
      ? linearFit(
          recent.map((d) => d.at / DAY),
          recent.map((d) => d.percent),
        )
      : null;
  const perDay = fit ? Math.round(fit.slope * 100) / 100 : null;
  if (current === null) return { perDay, daysToLow: null };
  if (current <= BATTERY_LOW_PERCENT) return { perDay, daysToLow: 0 };
  if (fit === null || fit.slope > -BATTERY_FLAT_PER_DAY) return { perDay, daysToLow: null };
  return { perDay, daysToLow: Math.round(((current - BATTERY_LOW_PERCENT) / -fit.slope) * 10) / 10 };
}

/** Low now, or low within BATTERY_SOON_DAYS at its current slope. */
export function isBatteryLow(percent: number | null, daysToLow: number | null): boolean {
  if (percent !== null && percent <= BATTERY_LOW_PERCENT) return true;
  return daysToLow !== null && daysToLow <= BATTERY_SOON_DAYS;
}

/** Median RSSI (dBm) and its bars; null without readings. */
export function signalMedian(rssi: readonly number[]): { rssi: number; bars: number } | null {
  const m = median(rssi.filter((v) => Number.isFinite(v)));
  return m === null ? null : { rssi: Math.round(m), bars: signalBars(m) };
}

/** How long without a reading a device is late (the staleness rule: three missed reports, at least an hour), seconds. */
export function lateAfterSeconds(intervalSeconds: number | null): number {
  const interval = intervalSeconds ?? DEFAULT_REPORTING_INTERVAL_MINUTES * 60;
  return Math.max(3600, interval * MISSED_REPORTS_BEFORE_STALE);
}

export interface StatusInput {
  /** Epoch seconds of the newest reading; null: never reported. */
  lastReadingAt: number | null;
  intervalSeconds: number | null;
  extracted: boolean;
}

/**
 * reporting (within three intervals), late (up to a day), silent (a day or more, with whole days),
 * noData (installed, never reported), extracted (the probe is out of the ground).
 */
export function fleetStatus(input: StatusInput, nowSeconds: number): { status: FleetStatus; silentDays: number | null } {
  if (input.extracted) return { status: 'extracted', silentDays: null };
  if (input.lastReadingAt === null) return { status: 'noData', silentDays: null };
  const age = nowSeconds - input.lastReadingAt;
  if (age >= SILENT_AFTER_HOURS * 3600) return { status: 'silent', silentDays: Math.floor(age / DAY) };
  if (age > lateAfterSeconds(input.intervalSeconds)) return { status: 'late', silentDays: null };
  return { status: 'reporting', silentDays: null };
}

/** "Silent 3 days", "Late", … */
export function statusText(status: FleetStatus, silentDays: number | null): string {
  switch (status) {
    case 'reporting':
      return 'Reporting';
    case 'late':
      return 'Late';
    case 'silent':
      return `Silent ${silentDays ?? 1} day${silentDays === 1 ? '' : 's'}`;
    case 'noData':
      return 'No data yet';
    case 'extracted':
      return 'Extracted';
  }
}

/**
 * Worst first: the tier of a device (higher is worse). Silent devices come first (longest silence
 * first), then open faults (the grower's graph is wrong), installed probes that never reported,
 * late ones, low batteries, gappy readings, the healthy, and extracted probes last. The server's
 * SQL orders by the same tiers (fleetSql.ts).
 */
export const FLEET_TIERS = { silent: 7, fault: 6, noData: 5, late: 4, lowBattery: 3, gaps: 2, ok: 1, extracted: 0 } as const;

export function fleetTier(input: { status: FleetStatus; openFaults: number; batteryLow: boolean; completeness24h: number | null }): number {
  if (input.status === 'extracted') return FLEET_TIERS.extracted;
  if (input.status === 'silent') return FLEET_TIERS.silent;
  if (input.openFaults > 0) return FLEET_TIERS.fault;
  if (input.status === 'noData') return FLEET_TIERS.noData;
  if (input.status === 'late') return FLEET_TIERS.late;
  if (input.batteryLow) return FLEET_TIERS.lowBattery;
  if (input.completeness24h !== null && input.completeness24h < COMPLETENESS_LOW_PERCENT) return FLEET_TIERS.gaps;
  return FLEET_TIERS.ok;
}
