import { ALFALFA_LATER_CYCLE_DAYS, CROP_DEFAULTS, cropIdFromPlantType, type CropId, type KcCurve } from './crops';
import { addDays } from './gdd';
import { kcOnDay } from './kc';

/**
 * The crop's season (issue 27): from the planting date to the end of the crop's Kc curve, the days
 * a crop stands in the field. Outside it there is no crop to run short of water, so a dry profile
 * is not a site needing attention and raises no dryness alert. One rule for the site card, farm
 * health (list, tree, map, Farm Health Report and its SQL twin) and the alert evaluation.
 *
 * The planting date is the planting of the season it names (the grower sets it again each year):
 * before it the field is not planted yet, after the season's last day the crop is harvested. A site
 * without a known crop or a planting date has no season we can tell; it is treated as growing.
 */

const seasonLength = (curve: KcCurve) => curve.stageDays.reduce((a, b) => a + b, 0);

/**
 * Alfalfa is an established stand, cut again and again: green-up on the planting date and cut
 * through the summer for this many days (the simulator's calendar), not one 75-day Kc curve.
 */
export const ALFALFA_SEASON_DAYS = 210;

/** Days from planting (day 0) to the season's last day. */
export function seasonLengthDays(crop: CropId): number {
  return crop === 'alfalfa' ? ALFALFA_SEASON_DAYS : seasonLength(CROP_DEFAULTS[crop].kc);
}

export const SEASON_STATES = ['growing', 'notPlanted', 'ended', 'unknown'] as const;
export type SeasonState = (typeof SEASON_STATES)[number];

export interface CropSeason {
  state: SeasonState;
  crop: CropId | null;
  /** The planting date, YYYY-MM-DD; null when unknown. */
  firstDay: string | null;
  /** The season's last day, YYYY-MM-DD; null when unknown. */
  lastDay: string | null;
}

const isIsoDate = (text: string | null | undefined): text is string =>
  typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && Number.isFinite(Date.parse(`${text}T00:00:00Z`));

/** Where `day` (YYYY-MM-DD) falls in the season of this plant type planted on this date. */
export function cropSeason(plantType: string | null | undefined, plantingDate: string | null | undefined, day: string): CropSeason {
  const crop = cropIdFromPlantType(plantType);
  if (!crop || !isIsoDate(plantingDate)) return { state: 'unknown', crop, firstDay: null, lastDay: null };
  const lastDay = addDays(plantingDate, seasonLengthDays(crop));
  const state = day < plantingDate ? 'notPlanted' : day > lastDay ? 'ended' : 'growing';
  return { state, crop, firstDay: plantingDate, lastDay };
}

export const isOutside = (season: Pick<CropSeason, 'state'>): boolean => season.state === 'notPlanted' || season.state === 'ended';

/** The season rule in one call: true when no crop of this plant type, planted on this date, grows on `day`. */
export function isOutsideSeason(plantType: string | null | undefined, plantingDate: string | null | undefined, day: string): boolean {
  return isOutside(cropSeason(plantType, plantingDate, day));
}

/**
 * The calendar day the season rule is asked about at an instant: the UTC date, the same for every
 * farm, so the database's twin of the rule (one day for a whole query) and the code agree exactly;
 * a season's edge moves by hours at most, as the card's forecast days do.
 */
export const seasonDayOf = (now: number): string => new Date(now).toISOString().slice(0, 10);

/**
 * The rule turned around for SQL: the planting dates (YYYY-MM-DD, both ends included) for which
 * this crop is growing on `day`. A site is outside its season when its planting date is outside them.
 */
export function growingPlantingDates(crop: CropId, day: string): { from: string; to: string } {
  return { from: addDays(day, -seasonLengthDays(crop)), to: day };
}

/** What a card says of a site outside its season. */
export const OUTSIDE_SEASON_TEXT = 'No crop growing now (outside the season)';

/** Alfalfa's Kc: the first cutting cycle, then the shorter later cycles restarting the curve at each cut. */
function alfalfaKc(day: number): number {
  const first = CROP_DEFAULTS.alfalfa.kc;
  const firstLength = seasonLength(first);
  if (day <= firstLength) return kcOnDay(first, day) ?? first.kcEnd;
  const later: KcCurve = { ...first, stageDays: ALFALFA_LATER_CYCLE_DAYS };
  return kcOnDay(later, (day - firstLength) % seasonLength(later)) ?? first.kcIni;
}

/** Kc of a crop's default curve on a day counted from planting (day 0); null outside the season. */
export function seasonKcOnDay(crop: CropId, day: number): number | null {
  if (day < 0 || day > seasonLengthDays(crop)) return null;
  return crop === 'alfalfa' ? alfalfaKc(day) : kcOnDay(CROP_DEFAULTS[crop].kc, day);
}
