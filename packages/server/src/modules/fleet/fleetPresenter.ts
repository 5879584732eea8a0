import {
  CHANGELOG_FRIENDLY_NAMES,
  FAULT_KINDS,
  faultTitle,
  signalBars,
  statusText,
  type FleetDay,
  type FleetDeviceRow,
  type FleetFault,
  type FleetStatus,
} from '@tilth/domain';
import { storedDepthsSchema } from '@tilth/domain/sites/stored';
import { z } from 'zod';
import type { DeviceFaultTable, DeviceHealthDayTable, SiteChangelogTable } from '../../db/schema';
import { parseStored, parseStoredOrNull } from '../../db/storedJson';
import type { FleetRow } from './fleetRepository';

const DAY = 86_400;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

const briefSchema = z.array(
  z.object({ kind: z.enum(FAULT_KINDS), channel: z.enum(['moisture', 'temperature']), depthIn: z.number(), title: z.string() }),
);
const evidenceSchema = z.object({
  from: z.number(),
  to: z.number(),
  summary: z.string(),
  points: z.array(z.object({ at: z.number(), value: z.number() })),
});

/** A stored device row as the fleet table shows it. */
export function presentRow(r: FleetRow, nowSeconds: number): FleetDeviceRow {
  const status = r.status as FleetStatus;
  const silentDays = status === 'silent' && r.last_reading_at !== null ? Math.floor((nowSeconds - r.last_reading_at) / DAY) : null;
  return {
    id: r.id,
    deviceId: r.device_id,
    kind: r.kind === 'local' ? 'local' : 'probe',
    hardwareType: r.hardware_type,
    depthsIn: parseStored(storedDepthsSchema, r.depths, `devices.depths (${r.device_id})`),
    customer: { id: r.business_id, name: r.business_name },
    farm: { id: r.farm_id, name: r.farm_name },
    site: { objectId: r.site_object_id, siteId: r.site_id, name: r.site_name, plan: r.plan, twigId: r.twig_id },
    status,
    silentDays,
    statusText: statusText(status, silentDays),
    lastReadingAt: r.last_reading_at === null ? null : iso(r.last_reading_at),
    reportingIntervalMinutes: r.interval_seconds === null ? null : r.interval_seconds / 60,
    // An extracted probe is expected to send nothing: its completeness says nothing.
    completeness: r.extracted
      ? { h24: null, d7: null, d30: null }
      : { h24: r.completeness_24h, d7: r.completeness_7d, d30: r.completeness_30d },
    battery:
      r.battery_percent === null
        ? null
        : { percent: r.battery_percent, perDay: r.battery_per_day, daysToLow: r.battery_days_to_low, low: r.battery_low === 1 },
    signal:
      r.rssi_dbm === null
        ? null
        : {
            rssi: r.rssi_dbm,
            bars: r.signal_bars ?? signalBars(r.rssi_dbm),
            median7dRssi: r.rssi_median_7d,
            median7dBars: r.rssi_median_7d === null ? null : signalBars(r.rssi_median_7d),
          },
    packetErrorPercent: r.per_percent,
    // An extracted probe's faults are over; the table shows none.
    faults: r.extracted ? [] : (parseStoredOrNull(briefSchema, r.fault_titles ?? '[]') ?? []),
    checkedAt: r.checked_at,
  };
}

export function presentDay(r: DeviceHealthDayTable): FleetDay {
  return {
    day: r.day,
    readings: Number(r.readings),
    expected: Number(r.expected),
    completeness: Number(r.expected) > 0 ? Math.min(100, Math.round((Number(r.readings) / Number(r.expected)) * 1000) / 10) : null,
    batteryPercent: r.battery_percent === null ? null : Number(r.battery_percent),
    rssi: r.rssi_median === null ? null : Number(r.rssi_median),
    bars: r.rssi_median === null ? null : signalBars(Number(r.rssi_median)),
  };
}

export function presentFault(r: DeviceFaultTable): FleetFault {
  const evidence = parseStoredOrNull(evidenceSchema, r.evidence) ?? { from: 0, to: 0, summary: '', points: [] };
  const { kind } = r;
  const channel = r.channel === 'temperature' ? 'temperature' : 'moisture';
  return {
    id: r.id,
    kind,
    channel,
    depthIndex: Number(r.depth_index),
    depthIn: Number(r.depth_in),
    title: faultTitle({ kind, channel, depthIn: Number(r.depth_in) }),
    openedAt: r.opened_at,
    lastSeenAt: r.last_seen_at,
    clearedAt: r.cleared_at,
    evidence: {
      from: iso(evidence.from),
      to: iso(evidence.to),
      summary: evidence.summary,
      points: evidence.points.map((p) => ({ at: iso(p.at), value: p.value })),
    },
  };
}

export function presentChange(r: SiteChangelogTable) {
  return {
    objectId: r.id,
    field: r.field,
    friendlyName: r.friendly_name || CHANGELOG_FRIENDLY_NAMES[r.field] || r.field,
    oldValue: r.old_value,
    newValue: r.new_value,
    createdAt: r.created_at,
    user: { name: r.user_name },
  };
}
