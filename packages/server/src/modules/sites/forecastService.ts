import { addDays, cropIdFromPlantType, forecastWaterUse, seasonKcOnDay, syntheticDailyWeather } from '@tilth/domain';
import type { GddEnvelopeAnswer } from './gddService';

/** Forecast days shown by default (the documented settings show 1, 3 and 9 on). */
export const DEFAULT_FORECAST_DAYS = [1, 3, 9] as const;
const FORECAST_LENGTH = 9;

/**
 * Predicted crop water use for the next days (ETo × Kc, cumulative, inches) in the documented
 * `predictedWaterUse` shape, and the next growth stage for `dtnDetails`.
 */
export function predictedWaterUse(input: {
  crop: string | null;
  plantingDate: string | null;
  latitude: number;
  longitude: number;
  today: string;
  shownDays?: readonly number[];
}) {
  const use = forecastCropUse(input, FORECAST_LENGTH);
  if (!use) return [];
  const shown = new Set(input.shownDays ?? DEFAULT_FORECAST_DAYS);
  return use.cumulativeMm.map((mm, i) => ({ forecastDay: i + 1, forecastValue: (mm / 25.4).toFixed(2), display: shown.has(i + 1) }));
}

/**
 * Crop water use (ETc = Kc × ETo, mm) on each of the `days` days after `today`, from the synthetic
 * weather's ETo; null without a known crop and planting date. Days outside the season use nothing.
 */
export function forecastCropUse(
  input: { crop: string | null; plantingDate: string | null; latitude: number; longitude: number; today: string },
  days: number,
) {
  const crop = cropIdFromPlantType(input.crop);
  if (!crop || !input.plantingDate) return null;
  const firstDay = Math.floor((Date.parse(`${input.today}T00:00:00Z`) - Date.parse(`${input.plantingDate}T00:00:00Z`)) / 86_400_000) + 1;
  const eto = Array.from(
    { length: days },
    (_, i) => syntheticDailyWeather(input.latitude, input.longitude, addDays(input.today, i + 1)).etoMm,
  );
  // The season rule's Kc: nothing outside the season, and alfalfa's curve restarting at each cut.
  return forecastWaterUse((day) => seasonKcOnDay(crop, day), firstDay, eto);
}

export function growthDetails(crop: string | null, plantingDate: string | null, gdd: GddEnvelopeAnswer, today: string) {
  const next = gdd.stageData.find((s) => s.xValue.slice(0, 10) > today) ?? null;
  const [y, m, d] = (plantingDate ?? '').split('-');
  return {
    plantType: crop ?? '',
    plantingDate: plantingDate ? `${m}/${d}/${y}` : '',
    nextGrowthStage: next?.stageName ?? null,
    nextGrowthStageDate: next?.xValue ?? null,
  };
}
