import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  batteryPercent,
  batteryTrend,
  completenessPercent,
  countBetween,
  detectFaults,
  expectedReadings,
  faultKey,
  faultTitle,
  isBatteryLow,
  RECENT_WINDOW_HOURS,
  reportingIntervalSeconds,
  RESPONSE_WINDOW_DAYS,
  signalBars,
  signalMedian,
  type DetectedFault,
  type IrrigationWindow,
} from '@tilth/domain';
import { median } from '@tilth/domain/agronomy/math';
import type { DeviceFaultTable, DeviceHealthDayTable } from '../../db/schema';
import { newObjectId } from '../../lib/ids';
import type { ReadingColumns } from '../telemetry/dayChunk';
import type { HealthRepository, DueDevice, ReportedDevice } from './healthRepository';

const DAY = 86_400;
/** Days of daily rows kept: the side panel's 30 days of sparklines. */
export const HEALTH_DAYS = 30;
/** A reporting device is checked again at most this often: its faults trail a reading or two. */
export const RECHECK_REPORTING_MS = 10 * 60_000;
/** Every device is checked at least hourly, so a silent one's completeness and status age. */
export const RECHECK_ANY_MS = 60 * 60_000;
/** A run's slice, like the derived values' freshness: bounded in devices and time. */
export const FLEET_HEALTH_LIMITS = { maxDevices: 1_000, maxMs: 5_000 } as const;
/** Cleared faults stay in a device's history this long. */
const CLEARED_KEPT_DAYS = 30;
/** The interval assumed before a device has shown its own: the demo's and most loggers' 15 minutes. */
const DEFAULT_INTERVAL_SECONDS = 900;

export interface FleetHealthDeps {
  health: HealthRepository;
  /** A device's readings between two epoch seconds (the day chunks). */
  readRange: (deviceNum: number, depthCount: number, from: number, to: number) => Promise<ReadingColumns>;
  /** The days (YYYY-MM-DD, the farm's) of irrigations logged on a site from a day on. */
  loggedIrrigations: (siteId: string, fromDay: string) => Promise<string[]>;
}

const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const finite = (values: ArrayLike<number>, from = 0, to = values.length): number[] => {
  const out: number[] = [];
  for (let i = from; i < to; i++) {
    const v = values[i] as number;
    if (Number.isFinite(v)) out.push(v);
  }
  return out;
};
const lastFinite = (values: ArrayLike<number>): number | null => {
  for (let i = values.length - 1; i >= 0; i--) if (Number.isFinite(values[i])) return values[i] as number;
  return null;
};
const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

/** A logged day covers the farm's whole day, which lies within 14 hours either side of the UTC day. */
export const irrigationWindow = (day: string): IrrigationWindow => {
  const start = Date.parse(`${day}T00:00:00Z`) / 1000;
  return { from: start - 14 * 3600, to: start + DAY + 14 * 3600 };
};

/**
 * Fleet health (issue 30): works out each device's health from its newest readings — completeness,
 * battery and signal, the sensor faults of the domain's detectors — and keeps it in device_health,
 * its days in device_health_days and its faults in device_faults, opening a fault once and clearing
 * it on recovery. Runs in the derived values' freshness job (a slice per minute); ingestion marks
 * the devices that reported.
 */
export class FleetHealth {
  constructor(private readonly d: FleetHealthDeps) {}

  /** At ingestion: the newest battery and signal of each device of a batch, and a check requested. */
  async reported(devices: readonly ReportedDevice[], at: Date): Promise<void> {
    if (devices.length > 0) await this.d.health.markReported(devices, at.toISOString());
  }

  /** One slice: the devices due a check, oldest check first, within the limits. */
  async refresh(
    now: Date,
    limits: { maxDevices: number; maxMs: number } = FLEET_HEALTH_LIMITS,
    log?: { error(o: object, m: string): void },
  ) {
    const started = Date.now();
    const due = await this.d.health.due(
      new Date(now.getTime() - RECHECK_REPORTING_MS).toISOString(),
      new Date(now.getTime() - RECHECK_ANY_MS).toISOString(),
      limits.maxDevices,
    );
    let checked = 0;
    for (const device of due) {
      if (Date.now() - started >= limits.maxMs) break;
      try {
        await this.check(device, now);
        checked++;
      } catch (err) {
        log?.error({ err, device: device.deviceId }, 'fleet health check failed');
      }
      await nextTurn();
    }
    if (checked > 0 && checked === due.length) {
      await this.d.health.prune(
        dayOf(Math.floor(now.getTime() / 1000) - (HEALTH_DAYS + 5) * DAY),
        new Date(now.getTime() - CLEARED_KEPT_DAYS * DAY * 1000).toISOString(),
      );
    }
    return { due: due.length, checked };
  }

  /** Checks these devices now, whatever their last check (tests, and a freshly seeded demo). */
  async checkNow(nums: readonly number[], now: Date): Promise<number> {
    const devices = await this.d.health.due(now.toISOString(), now.toISOString(), nums.length, nums);
    for (const device of devices) await this.check(device, now);
    return devices.length;
  }

  private async check(device: DueDevice, now: Date): Promise<void> {
    const startedAt = new Date().toISOString();
    const at = now.toISOString();
    const nowS = Math.floor(now.getTime() / 1000);
    const monthAgo = nowS - HEALTH_DAYS * DAY;
    const stored = await this.d.health.days(device.num, dayOf(monthAgo));
    // A device seen for the first time gets its month of days; afterwards the week the detectors need.
    const windowDays = stored.length === 0 ? HEALTH_DAYS : RESPONSE_WINDOW_DAYS;
    const from = Math.floor((nowS - windowDays * DAY) / DAY) * DAY;
    const depthCount = device.depthsIn.length;
    const columns =
      device.lastReadingAt === null || device.lastReadingAt < from ? null : await this.d.readRange(device.num, depthCount, from, nowS);
    const ts = columns?.ts ?? new Float64Array(0);
    const recentStart = lowerBound(ts, nowS - 2 * DAY);
    const interval = reportingIntervalSeconds(ts.subarray(recentStart)) ?? device.intervalSeconds ?? DEFAULT_INTERVAL_SECONDS;
    const first = device.firstReadingAt ?? nowS;

    // Days of the decoded window (from the device's first reading on), replacing the stored ones.
    const fresh: DeviceHealthDayTable[] = [];
    for (let dayStart = from; dayStart <= nowS; dayStart += DAY) {
      const dayEnd = Math.min(dayStart + DAY, nowS + 1);
      if (dayEnd <= first || device.lastReadingAt === null) continue;
      const lo = lowerBound(ts, dayStart);
      const hi = lowerBound(ts, dayEnd);
      const volts = columns ? finite(columns.battery, lo, hi) : [];
      let voltsAt = 0;
      let voltsCount = 0;
      for (let i = lo; i < hi && columns; i++) {
        if (Number.isFinite(columns.battery[i])) {
          voltsAt += ts[i]!;
          voltsCount++;
        }
      }
      const rssi = columns ? finite(columns.rssi, lo, hi) : [];
      const per = columns ? finite(columns.per, lo, hi) : [];
      const medianVolts = median(volts);
      fresh.push({
        device_num: device.num,
        day: dayOf(dayStart),
        readings: hi - lo,
        expected: expectedReadings(dayEnd - Math.max(dayStart, first), interval),
        battery_percent: medianVolts === null ? null : batteryPercent(medianVolts),
        battery_at: voltsCount === 0 ? null : Math.round(voltsAt / voltsCount),
        rssi_median: round1(median(rssi)),
        per_percent: per.length === 0 ? null : round1((per.reduce((a, b) => a + b, 0) / per.length) * 100),
      });
    }
    await this.d.health.saveDays(fresh);
    const freshDays = new Set(fresh.map((r) => r.day));
    const days = [...stored.filter((r) => !freshDays.has(r.day)), ...fresh].sort((a, b) => a.day.localeCompare(b.day));

    const completeness = (seconds: number) =>
      completenessPercent(countBetween(ts, nowS - seconds, nowS), expectedReadings(Math.min(seconds, nowS - first), interval));
    const monthDays = days.filter((r) => r.day >= dayOf(monthAgo));
    const monthCompleteness = completenessPercent(
      monthDays.reduce((n, r) => n + r.readings, 0),
      monthDays.reduce((n, r) => n + r.expected, 0),
    );

    const newestVolts = columns ? lastFinite(columns.battery) : null;
    const battery = newestVolts === null ? device.batteryPercent : batteryPercent(newestVolts);
    const trend = batteryTrend(
      days
        .filter((r) => r.battery_percent !== null)
        .map((r) => ({ at: r.battery_at ?? Date.parse(`${r.day}T12:00:00Z`) / 1000, percent: r.battery_percent! })),
      battery,
    );
    const rssiNow = columns ? lastFinite(columns.rssi) : null;
    const weekStart = lowerBound(ts, nowS - 7 * DAY);
    const weekSignal = columns ? signalMedian(finite(columns.rssi, weekStart)) : null;
    const dayStart = lowerBound(ts, nowS - DAY);
    const perDay = columns ? finite(columns.per, dayStart) : [];

    const open = await this.faults(device, columns, nowS, at);

    await this.d.health.saveHealth(
      {
        device_num: device.num,
        interval_seconds: interval,
        completeness_24h: device.lastReadingAt === null ? null : completeness(DAY),
        completeness_7d: device.lastReadingAt === null ? null : completeness(7 * DAY),
        completeness_30d: device.lastReadingAt === null ? null : monthCompleteness,
        battery_percent: battery,
        battery_per_day: trend.perDay,
        battery_days_to_low: trend.daysToLow,
        battery_low: isBatteryLow(battery, trend.daysToLow) ? 1 : 0,
        rssi_dbm: rssiNow,
        signal_bars: rssiNow === null ? null : signalBars(rssiNow),
        rssi_median_7d: weekSignal?.rssi ?? null,
        per_percent: perDay.length === 0 ? null : round1((perDay.reduce((a, b) => a + b, 0) / perDay.length) * 100),
        open_faults: open.length,
        fault_titles: JSON.stringify(open),
        checked_at: at,
      },
      startedAt,
    );
  }

  /**
   * Runs the detectors on the device's week and keeps its faults: a new one opens (once), one still
   * found is refreshed, one no longer found is cleared. A device without a reading in the last day
   * keeps its faults as they were (nothing shows a recovery); an extracted probe has none.
   * Answers the open faults' short forms.
   */
  private async faults(device: DueDevice, columns: ReadingColumns | null, nowS: number, at: string) {
    const open = await this.d.health.openFaults(device.num);
    const brief = (f: Pick<DeviceFaultTable, 'kind' | 'channel' | 'depth_in'>) => ({
      kind: f.kind,
      channel: f.channel,
      depthIn: f.depth_in,
      title: faultTitle({ kind: f.kind, channel: f.channel, depthIn: f.depth_in }),
    });
    const recent = device.lastReadingAt !== null && device.lastReadingAt >= nowS - RECENT_WINDOW_HOURS * 3600;
    if (!device.extracted && (!recent || columns === null)) return open.map(brief);

    let detected: DetectedFault[] = [];
    if (!device.extracted && columns && device.depthsIn.length > 0) {
      const start = lowerBound(columns.ts, nowS - RESPONSE_WINDOW_DAYS * DAY);
      const logged = await this.d.loggedIrrigations(device.siteId, dayOf(nowS - (RESPONSE_WINDOW_DAYS + 1) * DAY));
      detected = detectFaults(
        {
          ts: columns.ts.subarray(start),
          depthsIn: device.depthsIn,
          moisture: columns.channels.moisture.map((s) => s.subarray(start)),
          temperature: columns.channels.temperature.map((s) => s.subarray(start)),
        },
        logged.map(irrigationWindow),
      );
    }
    const openByKey = new Map(open.map((f) => [faultKey({ kind: f.kind, channel: f.channel, depthIndex: f.depth_index }), f]));
    const evidence = (f: DetectedFault) => JSON.stringify(f.evidence);
    const opened = detected
      .filter((f) => !openByKey.has(faultKey(f)))
      .map((f) => ({
        id: newObjectId(),
        device_num: device.num,
        site_id: device.siteId,
        kind: f.kind,
        channel: f.channel,
        depth_index: f.depthIndex,
        depth_in: f.depthIn,
        opened_at: at,
        last_seen_at: at,
        cleared_at: null,
        evidence: evidence(f),
      }));
    const seen = detected.flatMap((f) => {
      const row = openByKey.get(faultKey(f));
      return row ? [{ id: row.id, lastSeenAt: at, evidence: evidence(f) }] : [];
    });
    const still = new Set(detected.map(faultKey));
    const cleared = [...openByKey.entries()].filter(([key]) => !still.has(key)).map(([, row]) => row.id);
    await this.d.health.applyFaults({ opened, seen, cleared, at });
    return detected.map((f) => brief({ kind: f.kind, channel: f.channel, depth_in: f.depthIn }));
  }
}

/** First index with ts ≥ t of an ascending series. */
function lowerBound(ts: ArrayLike<number>, t: number): number {
  let lo = 0;
  let hi = ts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ts[mid] as number) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
