import { syntheticDailyWeather } from '../../weather/synthetic';
import { CROP_DEFAULTS, cropIdFromPlantType, type CropId } from '../crops';
import { frameDate, frameDay, type HourlyFrame } from '../hourlyFrame';
import { kcOnDay } from '../kc';
import type { SeasonCalendar } from './depthDetection';

/** Plain 'Wheat' sown August–November is winter wheat (the simulator's rule too). */
function cropOf(crop: string | null, plantingDate: string): CropId | null {
  const id = cropIdFromPlantType(crop);
  const month = Number(plantingDate.slice(5, 7));
  if (id === 'springWheat' && !(crop ?? '').toLowerCase().includes('spring') && month >= 8 && month <= 11) return 'winterWheat';
  return id;
}

/**
 * The season of the site's planting date inside the frame, with crop ET per day. ETo comes from
 * the synthetic weather model, the one the forecast and GDD envelope already use for past days:
 * the server keeps no weather history. Only the refill fit uses it, as a normaliser and to drop
 * low-demand days, so a modest ETo error moves the fitted breakpoint little.
 */
export function seasonCalendar(input: {
  frame: HourlyFrame;
  crop: string | null;
  plantingDate: string | null;
  latitude: number;
  longitude: number;
}): SeasonCalendar | null {
  const { frame, plantingDate } = input;
  if (!plantingDate || !/^\d{4}-\d{2}-\d{2}$/.test(plantingDate)) return null;
  const crop = cropOf(input.crop, plantingDate);
  const plantDay = frameDay(frame, plantingDate);
  if (!crop || plantDay === null) return null;
  const curve = CROP_DEFAULTS[crop].kc;
  const [ini, dev, mid, late] = curve.stageDays;
  const fullCoverDay = plantDay + ini + dev;
  const endDay = Math.min(plantDay + ini + dev + mid + late, frame.days - 1);
  if (fullCoverDay > endDay || endDay < 0) return null;
  const etcMm: (number | null)[] = new Array(frame.days).fill(null);
  for (let day = Math.max(0, fullCoverDay); day <= endDay; day++) {
    const kc = kcOnDay(curve, day - plantDay);
    if (kc !== null) etcMm[day] = kc * syntheticDailyWeather(input.latitude, input.longitude, frameDate(frame, day)).etoMm;
  }
  return { plantDay, fullCoverDay, endDay, etcMm };
}
