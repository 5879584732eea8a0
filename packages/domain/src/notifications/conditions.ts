import { BATTERY_LOW_PERCENT, REFILL_SOON_DAYS, type AlertKind } from './kinds';

/** One local day of a site's derived values (site_daily_values): available water and its refill point, %. */
export interface DailyWater {
  day: string;
  awPercent: number | null;
  rp: number;
}

/** What the alert evaluation knows of a site, all read from stored values (no reading decoded). */
export interface SiteAlertFacts {
  /** sites.health_level: LOW is below the refill point. */
  healthLevel: string | null;
  /** An outage is open in the disconnection detection. */
  disconnected: boolean;
  batteryPercent: number | null;
  /** The last few days, oldest first. */
  recentWater: readonly DailyWater[];
  /** No crop is growing (agronomy/season.ts isOutsideSeason): a dry profile is nobody's concern. */
  outsideSeason: boolean;
  /** One of the site's devices has an open sensor fault (fleet health, issue 30). */
  sensorFault?: boolean;
}

/** The alerts about a crop running short of water: none outside the crop's season. */
export const DRYNESS_KINDS: readonly AlertKind[] = ['belowRefill', 'refillSoon'];

const DAY_MS = 86_400_000;

/**
 * Days until available water reaches the refill point at the recent dry-down rate (the derived
 * daily values' fall per day over the last days); 0 when already there, null when not drying.
 */
export function daysToRefillFromTrend(days: readonly DailyWater[]): number | null {
  const known = days.filter((d): d is DailyWater & { awPercent: number } => d.awPercent !== null);
  const last = known.at(-1);
  const first = known[0];
  if (!last || !first) return null;
  if (last.awPercent <= last.rp) return 0;
  const span = (Date.parse(last.day) - Date.parse(first.day)) / DAY_MS;
  if (!(span > 0)) return null;
  const fallPerDay = (first.awPercent - last.awPercent) / span;
  if (fallPerDay <= 0) return null;
  return (last.awPercent - last.rp) / fallPerDay;
}

/** The episode kinds whose condition holds for a site now (planChange is an event, never a condition). */
export function siteConditions(facts: SiteAlertFacts): Set<AlertKind> {
  const holds = new Set<AlertKind>();
  if (facts.disconnected) holds.add('notReporting');
  if (facts.batteryPercent !== null && facts.batteryPercent <= BATTERY_LOW_PERCENT) holds.add('batteryLow');
  // A failing sensor is the dealer's concern in any season.
  if (facts.sensorFault) holds.add('sensorFault');
  if (facts.outsideSeason) return holds;
  const below = facts.healthLevel === 'LOW';
  if (below) holds.add('belowRefill');
  const days = below ? null : daysToRefillFromTrend(facts.recentWater);
  if (days !== null && days > 0 && days <= REFILL_SOON_DAYS) holds.add('refillSoon');
  return holds;
}

/** The kinds evaluated as episodes, in the order the job walks them. */
export const EPISODE_KINDS: readonly AlertKind[] = ['belowRefill', 'notReporting', 'batteryLow', 'refillSoon', 'sensorFault'];
