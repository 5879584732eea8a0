import { dayOfYear, solarGeometry } from '@tilth/domain/agronomy/et';
import { syntheticDailyWeather, type SyntheticDailyWeather } from '@tilth/domain/weather/synthetic';
import { hashKey, Rng } from './random';

/** Daily weather forcing of a site: the synthetic day plus when its rain falls and the sun shines. */

export const FORCING = {
  /** Storms are short afternoon bursts; frontal rain lasts longer and comes at any hour. */
  stormStartHours: [13, 20] as const,
  stormHours: [1, 3] as const,
  rainHours: [3, 10] as const,
  /** Snowmelt degree-day factor, mm per °C of daily mean above 0, and its hours of the day. */
  meltMmPerDegreeDay: 3,
  meltHours: [10, 16] as const,
} as const;

export interface DayForcing {
  /** Days since 1970-01-01 of the local date. */
  day: number;
  weather: SyntheticDailyWeather;
  /** Liquid precipitation window (local hours) and amount; snow days have none. */
  rainStartHour: number;
  rainHours: number;
  rainMm: number;
  snowMm: number;
  sunriseHour: number;
  sunsetHour: number;
}

export const isoDateOfDay = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

/**
 * The forcing of one local day. Rain timing is drawn from the weather's grid cell and date,
 * not the site seed, so neighbouring fields get the same storm at the same hour.
 */
export function dayForcing(latitude: number, longitude: number, day: number): DayForcing {
  const date = isoDateOfDay(day);
  const weather = syntheticDailyWeather(latitude, longitude, date);
  const rng = new Rng(hashKey('rain-timing', Math.round(latitude * 4), Math.round(longitude * 4), day));
  const storm = weather.description === 'thunderstorm';
  const [lo, hi] = storm ? FORCING.stormHours : FORCING.rainHours;
  const hours = lo + (hi - lo) * rng.next();
  const start = storm
    ? FORCING.stormStartHours[0] + (FORCING.stormStartHours[1] - FORCING.stormStartHours[0]) * rng.next()
    : rng.next() * (24 - hours);
  const snow = weather.description === 'snow' || (weather.precipMm > 0 && (weather.tMaxC + weather.tMinC) / 2 <= 0.5);
  const { daylightHours } = solarGeometry(latitude, dayOfYear(date));
  return {
    day,
    weather,
    rainStartHour: Math.min(start, 24 - hours),
    rainHours: hours,
    rainMm: snow ? 0 : weather.precipMm,
    snowMm: snow ? weather.precipMm : 0,
    sunriseHour: 12 - daylightHours / 2,
    sunsetHour: 12 + daylightHours / 2,
  };
}

/** Share of a window [start, start + length) falling inside [from, to), local hours. */
export function overlapShare(from: number, to: number, start: number, length: number): number {
  if (length <= 0) return 0;
  return Math.max(0, Math.min(to, start + length) - Math.max(from, start)) / length;
}

/** Snowmelt of a day, mm: degree-day melt limited by the pack. */
export function dailyMeltMm(packMm: number, weather: SyntheticDailyWeather): number {
  const mean = (weather.tMaxC + weather.tMinC) / 2;
  return Math.min(packMm, FORCING.meltMmPerDegreeDay * Math.max(0, mean));
}
