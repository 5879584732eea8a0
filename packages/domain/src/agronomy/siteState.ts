import { z } from 'zod';
import { isFiniteNumber } from './math';
import { salinityLevel, type SalinityLevel } from './salinity';

/**
 * Site state flags, bar and pin colours (spec 001 §3, §4, §9) and the farm's state counts
 * (the reportingStatus / moistureState arrays of GET /org/view).
 */

export const MOISTURE_LEVELS = ['LOW', 'MED', 'FAIR', 'GOOD', 'HIGH'] as const;
export type MoistureLevel = (typeof MOISTURE_LEVELS)[number];

/** A stored level (sites.health_level) as a moisture level; null for nothing or anything else. */
export const moistureLevelOf = (stored: string | null | undefined): MoistureLevel | null =>
  (MOISTURE_LEVELS as readonly string[]).includes(stored ?? '') ? (stored as MoistureLevel) : null;

export interface BandThresholds {
  /** Refill point, % of available water. */
  rp: number;
  wl1: number;
  wl2: number;
}

export const barColourSchema = z.enum(['darkBlue', 'lightBlue', 'green', 'yellow', 'red', 'none']);
export type BarColour = z.infer<typeof barColourSchema>;

/** Spec 001 §9 palette; maroon marks PWP on graphs. */
export const COLOUR_HEX = {
  red: '#cc3d37',
  yellow: '#ffe119',
  green: '#66b92d',
  lightBlue: '#c0c9f0',
  darkBlue: '#175c93',
  pwp: '#A50021',
} as const;

/**
 * Bar colour of a percentage filled (spec 001 §4): over 100 dark blue; WL2–100 light blue;
 * WL1 up to WL2 green; RP up to WL1 yellow; above 0 and under RP red; 0 (or nothing) no colour.
 */
export function barColour(percent: number | null | undefined, t: BandThresholds): BarColour {
  if (!isFiniteNumber(percent) || percent <= 0) return 'none';
  if (percent > 100) return 'darkBlue';
  if (percent >= t.wl2) return 'lightBlue';
  if (percent >= t.wl1) return 'green';
  if (percent >= t.rp) return 'yellow';
  return 'red';
}

/**
 * Moisture flag on the same bands as the bar: LOW red, MED yellow, FAIR green, GOOD light blue,
 * HIGH dark blue. Unlike the bar, a profile at or below PWP (≤ 0 %) is LOW, not uncoloured.
 */
export function moistureLevel(percent: number | null | undefined, t: BandThresholds): MoistureLevel | null {
  if (!isFiniteNumber(percent)) return null;
  if (percent > 100) return 'HIGH';
  if (percent >= t.wl2) return 'GOOD';
  if (percent >= t.wl1) return 'FAIR';
  if (percent >= t.rp) return 'MED';
  return 'LOW';
}

const onOffSchema = z.enum(['ON', 'OFF']);
export type OnOff = z.infer<typeof onOffSchema>;

const SALINITY_LEVELS = ['LOW', 'MED', 'HIGH'] as const satisfies readonly SalinityLevel[];

/** Site state flags (spec 001 §3); an absent flag means the site has no such data. */
export const siteStateFlagsSchema = z.object({
  justInstalled: z.boolean().optional(),
  moisture: z.enum(MOISTURE_LEVELS).optional(),
  salinity: z.enum(SALINITY_LEVELS).optional(),
  irrigatingNow: onOffSchema.optional(),
  updatedRecently: z.boolean().optional(),
  pressure: onOffSchema.optional(),
  /**
   * Tilth's addition: no crop is growing (agronomy/season.ts). The moisture level stays (it is the
   * soil's), but the crop's bands no longer judge it: the pin shows grey where it showed the level.
   */
  outOfSeason: z.literal(true).optional(),
});
export type SiteStateFlags = z.infer<typeof siteStateFlagsSchema>;

export const pinColourSchema = z.enum(['red', 'yellow', 'green', 'lightBlue', 'blue', 'white', 'grey']);
export type PinColour = z.infer<typeof pinColourSchema>;

export const PIN_BY_MOISTURE: Readonly<Record<MoistureLevel, PinColour>> = {
  LOW: 'red',
  MED: 'yellow',
  FAIR: 'green',
  GOOD: 'lightBlue',
  HIGH: 'blue',
};

/** Pin outline by salinity: LOW green, MED yellow, HIGH red. */
export const PIN_OUTLINE_BY_SALINITY: Readonly<Record<SalinityLevel, PinColour>> = {
  LOW: 'green',
  MED: 'yellow',
  HIGH: 'red',
};

/** The colour a moisture level gives a pin: its own in season, grey outside it (no crop to judge it by). */
const moistureColour = (flags: SiteStateFlags & { moisture: MoistureLevel }): PinColour =>
  flags.outOfSeason ? 'grey' : PIN_BY_MOISTURE[flags.moisture];

/**
 * Pin colour, first rule that applies (spec 001 §4): just installed → white; moisture and
 * salinity → moisture colour; irrigating flag → blue if ON else white; not updated recently →
 * grey; moisture alone → its colour; salinity alone → grey; pressure flag → blue if ON else
 * white; otherwise grey. Outside the crop's season the moisture colour is grey.
 */
export function pinColour(flags: SiteStateFlags): PinColour {
  if (flags.justInstalled) return 'white';
  if (flags.moisture && flags.salinity) return moistureColour({ ...flags, moisture: flags.moisture });
  if (flags.irrigatingNow) return flags.irrigatingNow === 'ON' ? 'blue' : 'white';
  if (flags.updatedRecently === false) return 'grey';
  if (flags.moisture) return moistureColour({ ...flags, moisture: flags.moisture });
  if (flags.salinity) return 'grey';
  if (flags.pressure) return flags.pressure === 'ON' ? 'blue' : 'white';
  return 'grey';
}

/** The pin graphic: sort colour, inside fill by moisture and outline by salinity. */
export const pinGraphicSchema = z.object({
  colour: pinColourSchema,
  fill: pinColourSchema.nullable(),
  outline: pinColourSchema.nullable(),
});
export type PinGraphic = z.infer<typeof pinGraphicSchema>;

export function pinGraphic(flags: SiteStateFlags): PinGraphic {
  return {
    colour: pinColour(flags),
    fill: flags.moisture && !flags.outOfSeason ? PIN_BY_MOISTURE[flags.moisture] : null,
    outline: flags.salinity ? PIN_OUTLINE_BY_SALINITY[flags.salinity] : null,
  };
}

export type PinSortMode = 'PINCLR-RED' | 'PINCLR-BLUE';

export const PIN_SORT_ORDER: Readonly<Record<PinSortMode, readonly PinColour[]>> = {
  'PINCLR-RED': ['red', 'yellow', 'green', 'lightBlue', 'blue', 'white', 'grey'],
  'PINCLR-BLUE': ['blue', 'lightBlue', 'green', 'yellow', 'red', 'white', 'grey'],
};

export const pinSortRank = (colour: PinColour, mode: PinSortMode): number => PIN_SORT_ORDER[mode].indexOf(colour);

/** A site with no reading for this long is not updated recently (same one-day rule as the signal). */
export const UPDATED_RECENTLY_MS = 24 * 60 * 60 * 1000;

export interface SiteStateInput {
  /** Epoch ms. */
  now: number;
  /** Epoch ms of the newest reading; null before the first one arrives. */
  lastReadingAt: number | null;
  /** Root-zone percentage filled and its thresholds. */
  awPercent?: number | null;
  thresholds?: BandThresholds;
  /** ECe, dS/m, with the crop's Maas–Hoffman threshold. */
  ece?: number | null;
  salinityThreshold?: { a: number; b: number } | null;
  irrigating?: boolean | null;
  pressureOn?: boolean | null;
  /** No crop is growing (season.ts isOutsideSeason). */
  outsideSeason?: boolean;
}

/**
 * Derives the flags. A site with no reading yet is just installed. Moisture and salinity
 * come from the latest values even when old: the pin rules decide how staleness shows.
 */
export function deriveSiteState(input: SiteStateInput): SiteStateFlags {
  const flags: SiteStateFlags = {};
  if (input.lastReadingAt === null) {
    flags.justInstalled = true;
    return flags;
  }
  flags.updatedRecently = input.now - input.lastReadingAt <= UPDATED_RECENTLY_MS;
  const moisture = input.thresholds ? moistureLevel(input.awPercent, input.thresholds) : null;
  if (moisture) flags.moisture = moisture;
  if (isFiniteNumber(input.ece) && input.salinityThreshold) {
    flags.salinity = salinityLevel(input.ece, input.salinityThreshold);
  }
  if (typeof input.irrigating === 'boolean') flags.irrigatingNow = input.irrigating ? 'ON' : 'OFF';
  if (typeof input.pressureOn === 'boolean') flags.pressure = input.pressureOn ? 'ON' : 'OFF';
  if (input.outsideSeason) flags.outOfSeason = true;
  return flags;
}

export const REPORTING_STATUSES = ['FAIR', 'LOW', 'MED', 'NOT_CONNECTED'] as const;
export type ReportingStatus = (typeof REPORTING_STATUSES)[number];

type ConnectedStatus = Exclude<ReportingStatus, 'NOT_CONNECTED'>;

/**
 * Reporting status by age of the newest reading. The spec names the values but not the rule;
 * these ages are Tilth's choice, ending at the one-day staleness rule.
 */
export const REPORTING_MAX_AGE_HOURS: readonly { status: ConnectedStatus; hours: number }[] = [
  { status: 'FAIR', hours: 2 },
  { status: 'MED', hours: 6 },
  { status: 'LOW', hours: 24 },
];

export function reportingStatus(lastReadingAt: number | null, now: number): ReportingStatus {
  if (lastReadingAt === null) return 'NOT_CONNECTED';
  const ageHours = (now - lastReadingAt) / 3_600_000;
  return REPORTING_MAX_AGE_HOURS.find((r) => ageHours <= r.hours)?.status ?? 'NOT_CONNECTED';
}

/** Count order of moistureState; GOOD sits with the reference's HIGH, FAIR, MED, LOW. */
export const MOISTURE_COUNT_ORDER: readonly MoistureLevel[] = ['HIGH', 'GOOD', 'FAIR', 'MED', 'LOW'];

export interface FarmStateSummary {
  moistureState: { value: MoistureLevel; count: number }[];
  reportingStatus: { status: ReportingStatus; count: number }[];
  moistureStateWithSites: { siteId: string; state: MoistureLevel }[];
  reportingStatusWithSites: { siteId: string; status: ReportingStatus }[];
}

/** Per-farm (or organisation) counts; sites without a moisture flag are left out of those counts. */
export function summariseStates(
  sites: readonly { siteId: string; moisture: MoistureLevel | null | undefined; reporting: ReportingStatus }[],
): FarmStateSummary {
  const withMoisture = sites.flatMap((s) => (s.moisture ? [{ siteId: s.siteId, state: s.moisture }] : []));
  return {
    moistureState: MOISTURE_COUNT_ORDER.map((value) => ({
      value,
      count: withMoisture.filter((s) => s.state === value).length,
    })),
    reportingStatus: REPORTING_STATUSES.map((status) => ({
      status,
      count: sites.filter((s) => s.reporting === status).length,
    })),
    moistureStateWithSites: withMoisture,
    reportingStatusWithSites: sites.map((s) => ({ siteId: s.siteId, status: s.reporting })),
  };
}
