import { batteryPercent } from '@tilth/domain';
import { latestValue } from '../telemetry/latestReading';
import type { ReadingStore } from '../telemetry/readingStore';
import type { AlertRepository } from './alertRepository';

const DAY_SECONDS = 86_400;
/** A battery drains over weeks: reading it again within hours tells nothing new. */
export const BATTERY_RECHECK_MS = 6 * 60 * 60 * 1000;
/** Probes read per run, so a run over a large fleet stays short; the rest follow in the next runs. */
export const BATTERY_SLICE = 300;

/** Keeps site_battery current a slice at a time from each probe's newest day of readings. */
export class BatteryRefresh {
  constructor(
    private readonly alerts: AlertRepository,
    private readonly readings: ReadingStore,
  ) {}

  async refresh(now: Date, limit = BATTERY_SLICE): Promise<number> {
    const due = await this.alerts.batteriesToRefresh(new Date(now.getTime() - BATTERY_RECHECK_MS).toISOString(), limit);
    const rows = [];
    for (const probe of due) {
      const recent = await this.readings.readRange(
        probe.deviceNum,
        probe.depthCount,
        probe.lastReadingAt - DAY_SECONDS,
        probe.lastReadingAt,
      );
      const volts = latestValue(recent.battery);
      rows.push({ siteId: probe.siteId, percent: volts === null ? null : batteryPercent(volts), readingAt: probe.lastReadingAt });
    }
    await this.alerts.saveBatteries(rows, now.toISOString());
    return rows.length;
  }
}
