import { ALFALFA_LATER_CYCLE_DAYS, CROP_DEFAULTS, kcOnDay, metresToInches, type CropId, type KcCurve } from '@tilth/domain/agronomy/index';
import type { SimCrop } from './config';

/** Crop calendar of a simulated site: Kc, root depth and irrigation window by day (docs/agronomy.md §4, §6). */

export const CROP_CALENDAR = {
  /** Outside the season only the bare soil surface evaporates, from the top layer. */
  bareSoilKc: 0.25,
  /** Seedling root depth, inches (FAO-56 Zr,min ≈ 0.15 m). */
  rootMinIn: 6,
  /** Alfalfa is an established stand: green-up on the planting date, cut until this many days later. */
  alfalfaSeasonDays: 210,
  /** Managers stop irrigating part-way into the late season to let the crop dry down. */
  irrigateIntoLateSeason: 0.5,
  /** Autumn planting months (1–12) make 'wheat' winter wheat. */
  winterWheatMonths: [8, 9, 10, 11] as readonly number[],
} as const;

export interface CropDay {
  /** Days since this season's planting (0 = planting day), null outside the season. */
  seasonDay: number | null;
  kc: number;
  /** Effective root depth, inches; 0 outside the season (evaporation only). */
  rootDepthIn: number;
  /** The manager irrigates on this day when the deficit calls for it. */
  irrigable: boolean;
  /** FAO-56 depletion fraction p: where uptake starts to fall. */
  p: number;
}

export function resolveCropId(crop: SimCrop, plantingDate: string): CropId {
  if (crop !== 'wheat') return crop;
  return CROP_CALENDAR.winterWheatMonths.includes(Number(plantingDate.slice(5, 7))) ? 'winterWheat' : 'springWheat';
}

const DAY_MS = 86_400_000;
const seasonLength = (curve: KcCurve) => curve.stageDays.reduce((a, b) => a + b, 0);

/** Day number (days since 1970-01-01) of the latest planting anniversary on or before `day`. */
function lastPlanting(plantingDate: string, day: number): number {
  const [, m, d] = plantingDate.split('-').map(Number) as [number, number, number];
  const year = new Date(day * DAY_MS).getUTCFullYear();
  const thisYear = Date.UTC(year, m - 1, d) / DAY_MS;
  return thisYear <= day ? thisYear : Date.UTC(year - 1, m - 1, d) / DAY_MS;
}

/** Alfalfa Kc: the first cutting cycle, then shorter cycles restarting the curve at each cut. */
function alfalfaKc(seasonDay: number): number {
  const first = CROP_DEFAULTS.alfalfa.kc;
  const firstLength = seasonLength(first);
  if (seasonDay <= firstLength) return kcOnDay(first, seasonDay) ?? first.kcEnd;
  const later: KcCurve = { ...first, stageDays: ALFALFA_LATER_CYCLE_DAYS };
  return kcOnDay(later, (seasonDay - firstLength) % seasonLength(later)) ?? first.kcIni;
}

/** The crop's state on a local day given as a day number. */
export function cropDay(crop: CropId, plantingDate: string, day: number): CropDay {
  const defaults = CROP_DEFAULTS[crop];
  const curve = defaults.kc;
  // The irrigated end of FAO's range: managed crops root shallower than dryland ones.
  const rootMaxIn = metresToInches(defaults.rootDepthM[0]);
  const seasonDay = day - lastPlanting(plantingDate, day);
  const off: CropDay = { seasonDay: null, kc: CROP_CALENDAR.bareSoilKc, rootDepthIn: 0, irrigable: false, p: defaults.p };
  if (crop === 'alfalfa') {
    if (seasonDay > CROP_CALENDAR.alfalfaSeasonDays) return off;
    return { seasonDay, kc: alfalfaKc(seasonDay), rootDepthIn: rootMaxIn, irrigable: true, p: defaults.p };
  }
  const [ini, dev, mid, late] = curve.stageDays;
  const kc = kcOnDay(curve, seasonDay);
  if (kc === null) return off;
  // Zr grows with Kc until full cover (FAO-56 p.279, pyfao56) and then stays.
  const grown = seasonDay > ini + dev ? 1 : Math.min(1, Math.max(0, (kc - curve.kcIni) / (curve.kcMid - curve.kcIni)));
  return {
    seasonDay,
    kc,
    rootDepthIn: CROP_CALENDAR.rootMinIn + (rootMaxIn - CROP_CALENDAR.rootMinIn) * grown,
    irrigable: seasonDay <= ini + dev + mid + late * CROP_CALENDAR.irrigateIntoLateSeason,
    p: defaults.p,
  };
}
