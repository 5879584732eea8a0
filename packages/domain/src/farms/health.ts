import { isOutsideSeason, seasonDayOf } from '../agronomy/season';
import { REPORTING_MAX_AGE_HOURS, reportingStatus, type MoistureLevel, type ReportingStatus } from '../agronomy/siteState';

/**
 * Farm health (spec 000 §2.4, §4): each site counts as needing attention (LOW), having warnings
 * (MED), having no issues (FAIR), extracted, or not connected. A reporting site counts by its
 * moisture level of the newest derived day (sites.health_level, against the bands in force that
 * day: the applied template's or the thresholds), so farm health follows the crop's bands; a site
 * with no level yet counts by the age of its newest reading (the reporting status of GET /org/view),
 * and one that stopped reporting is not connected whatever its last level. A reporting site outside
 * its crop's season (agronomy/season.ts) has no issues whatever its level: a dry field after harvest
 * needs no one's attention. The list, the tree, the map and the Farm Health Report all use this rule
 * (and its SQL twin, server farmHealthSql.ts). NOT_CONNECTED shows in tree totals only.
 */
export const FARM_STATUSES = ['LOW', 'MED', 'FAIR', 'EXTRACTED', 'NOT_CONNECTED'] as const;
export type FarmStatus = (typeof FARM_STATUSES)[number];

/** The statuses a farm card shows, in the order of spec 000 §1. */
export const CARD_STATUSES = ['LOW', 'MED', 'FAIR', 'EXTRACTED'] as const satisfies readonly FarmStatus[];

/** A site not yet installed (status PENDING or INACTIVE) is listed but counted nowhere. */
export type SiteHealth = FarmStatus | 'PENDING';

/** The web app's query-string filters (filter=needs-attention …) and the status each selects. */
export const STATUS_FILTERS = {
  'needs-attention': 'LOW',
  'has-warning': 'MED',
  'no-issues': 'FAIR',
  extracted: 'EXTRACTED',
} as const satisfies Record<string, FarmStatus>;
export type StatusFilter = keyof typeof STATUS_FILTERS;

export const isStatusFilter = (value: string | null | undefined): value is StatusFilter =>
  typeof value === 'string' && Object.hasOwn(STATUS_FILTERS, value);

export const STATUS_LABELS: Readonly<Record<SiteHealth, string>> = {
  LOW: 'Needs attention',
  MED: 'Has warnings',
  FAIR: 'No issues',
  EXTRACTED: 'Extracted',
  NOT_CONNECTED: 'Not connected',
  PENDING: 'Not installed',
};

export interface SiteHealthInput {
  extracted: boolean;
  /** Site status: only ACTIVE sites report. */
  status: string;
  /** Epoch ms of the probe's newest reading, or null. */
  lastReadingAt: number | null;
  /** The newest derived day's moisture level (sites.health_level); null or absent before any. */
  healthLevel?: MoistureLevel | null;
  /** The site's plant type and planting date (YYYY-MM-DD), which place its crop's season. */
  crop: string | null;
  plantingDate: string | null;
}

/** The farm status of a moisture level: LOW needs attention, MED has warnings, the wetter ones no issues. */
export const HEALTH_BY_LEVEL: Readonly<Record<MoistureLevel, 'LOW' | 'MED' | 'FAIR'>> = {
  LOW: 'LOW',
  MED: 'MED',
  FAIR: 'FAIR',
  GOOD: 'FAIR',
  HIGH: 'FAIR',
};

export function siteHealth(site: SiteHealthInput, now: number): SiteHealth {
  if (site.extracted) return 'EXTRACTED';
  if (site.status !== 'ACTIVE') return 'PENDING';
  const reporting = reportingStatus(site.lastReadingAt, now);
  if (reporting === 'NOT_CONNECTED') return reporting;
  if (isOutsideSeason(site.crop, site.plantingDate, seasonDayOf(now))) return 'FAIR';
  if (!site.healthLevel) return reporting;
  return HEALTH_BY_LEVEL[site.healthLevel];
}

/**
 * The same rule as reportingStatus, as the oldest reading time (epoch seconds, rounded up) that
 * still earns each status, so a database can apply it to whole-second timestamps: a reading at
 * second t has status S exactly when t ≥ cutoff(S).
 */
export function reportingCutoffs(now: number): Record<Exclude<ReportingStatus, 'NOT_CONNECTED'>, number> {
  const cutoff = (hours: number) => Math.ceil((now - hours * 3_600_000) / 1000);
  const byStatus = Object.fromEntries(REPORTING_MAX_AGE_HOURS.map((r) => [r.status, cutoff(r.hours)]));
  return byStatus as Record<Exclude<ReportingStatus, 'NOT_CONNECTED'>, number>;
}

export type StatusCounts = { status: FarmStatus; count: number }[];

/** Counts in FARM_STATUSES order; PENDING sites are left out. */
export function countStatuses(healths: readonly SiteHealth[]): StatusCounts {
  return FARM_STATUSES.map((status) => ({ status, count: healths.filter((h) => h === status).length }));
}

export const countOf = (counts: StatusCounts, status: FarmStatus): number => counts.find((c) => c.status === status)?.count ?? 0;
