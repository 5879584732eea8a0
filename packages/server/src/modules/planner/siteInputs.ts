import {
  cropIdFromPlantType,
  cropKcOnDay,
  cropSeason,
  FALLBACK_KC,
  irrigationPropertiesSchema,
  systemFlowGpm,
  wallTime,
  type IrrigationProperties,
} from '@tilth/domain';
import type { PlannerSiteRow } from './plannerRepository';

/** The local calendar day of a zone at an instant. */
export function todayIn(zone: string, nowMs: number): string {
  const w = wallTime(Math.floor(nowMs / 1000), zone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

const settingsOf = (row: PlannerSiteRow): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(row.settings);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const numberValue = (settings: Record<string, unknown>, key: string): number | null => {
  const v = (settings[key] as { value?: unknown } | undefined)?.value;
  const n = v === null || v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** What the planner reads of a site's stored settings: its irrigation system and its well. */
export interface SiteSystem {
  irrigation: IrrigationProperties | null;
  /** Spec 002 §3 maxIrrigationVolume (well capacity), gpm. */
  wellCapacityGpm: number | null;
  systemFlowGpm: number | null;
  irrigatedAreaAc: number | null;
}

export function siteSystem(row: PlannerSiteRow): SiteSystem {
  const settings = settingsOf(row);
  const parsed = irrigationPropertiesSchema.safeParse(settings.irrigationProperties);
  // Irrigation type None (or no type) has no system, whatever properties linger.
  const irrigation = parsed.success && row.irrigation_type && row.irrigation_type !== 'None' ? parsed.data : null;
  return {
    irrigation,
    wellCapacityGpm: numberValue(settings, 'maxIrrigationVolume'),
    systemFlowGpm: irrigation ? systemFlowGpm(irrigation) : null,
    irrigatedAreaAc: irrigation && irrigation.irrigated_area > 0 ? irrigation.irrigated_area : null,
  };
}

/**
 * Whether a crop is growing on the day (the one season rule of site health and alerts): a crop Tilth
 * has no season for counts as growing there too.
 */
export function growingOn(row: Pick<PlannerSiteRow, 'crop' | 'planting_date'>, day: string): boolean {
  const state = cropSeason(row.crop, row.planting_date, day).state;
  return state === 'growing' || state === 'unknown';
}

/**
 * Kc on a day for the site's crop: 0 outside the season (nothing grows to use water); a crop without
 * a Kc curve uses ETo itself (FALLBACK_KC, the cautious estimate the Farm Health Report uses too).
 */
export function kcOn(row: Pick<PlannerSiteRow, 'crop' | 'planting_date'>, day: string): number {
  const crop = cropIdFromPlantType(row.crop);
  if (!row.planting_date) return 0;
  if (!crop) return growingOn(row, day) ? FALLBACK_KC : 0;
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${row.planting_date}T00:00:00Z`)) / 86_400_000);
  if (!growingOn(row, day)) return 0;
  // Alfalfa's stand outlasts one Kc curve (it is cut and regrows): mid-season Kc for its long season.
  return cropKcOnDay(crop, days) ?? (crop === 'alfalfa' ? 0.95 : 0);
}

/**
 * Kc on a past day: before this season's planting date the field carried the same crop planted on
 * the same day a year (or more) earlier — the planting date names this season only, and growers
 * plant a field at about the same time each year. The water account uses it for its history.
 */
export function pastKcOn(row: Pick<PlannerSiteRow, 'crop' | 'planting_date'>, day: string): number {
  const planted = row.planting_date;
  if (!planted || day >= planted) return kcOn(row, day);
  let year = Number(planted.slice(0, 4)) - 1;
  while (`${year}${planted.slice(4)}` > day) year--;
  return kcOn({ ...row, planting_date: `${year}${planted.slice(4)}` }, day);
}
