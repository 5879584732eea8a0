import { sql, type RawBuilder } from 'kysely';
import {
  COMPLETENESS_LOW_PERCENT,
  DEFAULT_REPORTING_INTERVAL_MINUTES,
  FLEET_TIERS,
  MISSED_REPORTS_BEFORE_STALE,
  SILENT_AFTER_HOURS,
  type FleetStatus,
} from '@tilth/domain';

/**
 * The domain's fleetStatus and fleetTier as SQL over `d` (devices), `s` (sites) and `h`
 * (device_health), so the fleet screen filters, counts and sorts 10,000 devices in the database.
 * `now` in epoch seconds; reading times are whole epoch seconds. fleetSql.int tests them against
 * the domain functions on the same rows.
 */

/** Seconds without a reading after which a device is late: the staleness rule, at least an hour. */
function lateAfterSql(): RawBuilder<number> {
  const interval = sql`coalesce(h.interval_seconds, ${sql.lit(DEFAULT_REPORTING_INTERVAL_MINUTES * 60)})`;
  return sql<number>`(case when ${interval} * ${sql.lit(MISSED_REPORTS_BEFORE_STALE)} > 3600 then ${interval} * ${sql.lit(MISSED_REPORTS_BEFORE_STALE)} else 3600 end)`;
}

export function fleetStatusSql(now: number): RawBuilder<FleetStatus> {
  return sql<FleetStatus>`(case
    when s.extracted <> 0 then 'extracted'
    when d.last_reading_at is null then 'noData'
    when d.last_reading_at <= ${now - SILENT_AFTER_HOURS * 3600} then 'silent'
    when d.last_reading_at + ${lateAfterSql()} < ${now} then 'late'
    else 'reporting' end)`;
}

export function fleetTierSql(now: number): RawBuilder<number> {
  return sql<number>`(case
    when s.extracted <> 0 then ${sql.lit(FLEET_TIERS.extracted)}
    when d.last_reading_at <= ${now - SILENT_AFTER_HOURS * 3600} then ${sql.lit(FLEET_TIERS.silent)}
    when coalesce(h.open_faults, 0) > 0 then ${sql.lit(FLEET_TIERS.fault)}
    when d.last_reading_at is null then ${sql.lit(FLEET_TIERS.noData)}
    when d.last_reading_at + ${lateAfterSql()} < ${now} then ${sql.lit(FLEET_TIERS.late)}
    when coalesce(h.battery_low, 0) = 1 then ${sql.lit(FLEET_TIERS.lowBattery)}
    when h.completeness_24h < ${sql.lit(COMPLETENESS_LOW_PERCENT)} then ${sql.lit(FLEET_TIERS.gaps)}
    else ${sql.lit(FLEET_TIERS.ok)} end)`;
}

/** Within the silent tier the longest silence first: the newest reading's time, 0 for the others. */
export function silentSinceSql(now: number): RawBuilder<number> {
  return sql<number>`(case when s.extracted = 0 and d.last_reading_at <= ${now - SILENT_AFTER_HOURS * 3600} then d.last_reading_at else 0 end)`;
}
