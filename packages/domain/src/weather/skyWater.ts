import { addDays } from '../agronomy/gdd';
import { syntheticDailyWeather, type SyntheticDailyWeather } from './synthetic';

/**
 * Water from the sky on each day: rain, snow, and the melt of earlier snow. A wetting event on a
 * thawing day after snow is the sky's water, not irrigation. Snow and melt follow the rules the
 * demo's simulator applies to the same synthetic weather (a day is snow when described so or when
 * its mean is at or below 0.5 °C; the pack melts by 3 mm per °C of daily mean above 0).
 */
export const SNOWPACK = {
  snowBelowMeanC: 0.5,
  meltMmPerDegreeDay: 3,
  /** Days of weather before the first date over which the pack builds up. */
  spinUpDays: 120,
} as const;

type Day = Pick<SyntheticDailyWeather, 'precipMm' | 'tMaxC' | 'tMinC' | 'description'>;

export interface SkyWater {
  rainMm: number;
  snowMm: number;
  meltMm: number;
}

/** Each day's rain, snow and snowmelt (mm), carrying the snowpack from day to day. */
export function skyWater(days: readonly Day[], initialPackMm = 0): SkyWater[] {
  let pack = initialPackMm;
  return days.map((w) => {
    const mean = (w.tMaxC + w.tMinC) / 2;
    const snow = w.description === 'snow' || (w.precipMm > 0 && mean <= SNOWPACK.snowBelowMeanC);
    if (snow) pack += w.precipMm;
    const meltMm = Math.min(pack, SNOWPACK.meltMmPerDegreeDay * Math.max(0, mean));
    pack -= meltMm;
    return { rainMm: snow ? 0 : w.precipMm, snowMm: snow ? w.precipMm : 0, meltMm };
  });
}

/** Sky water on each local date from `from` to `to` at a place, from the synthetic weather (snowpack spun up first). */
export function dailySkyWater(latitude: number, longitude: number, from: string, to: string): Map<string, SkyWater> {
  const dates: string[] = [];
  for (let d = addDays(from, -SNOWPACK.spinUpDays); d <= to; d = addDays(d, 1)) dates.push(d);
  const water = skyWater(dates.map((date) => syntheticDailyWeather(latitude, longitude, date)));
  return new Map(dates.map((date, i) => [date, water[i]!] as const).filter(([date]) => date >= from));
}
