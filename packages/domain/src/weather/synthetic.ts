import { dayOfYear, etoHargreaves, extraterrestrialRadiation } from '../agronomy/et';
import { dailyPrecipNormalMm, localClimate, seasonal, warmth, type LocalClimate } from './climate';
import { normal, smoothNoise, uniform } from './noise';

/**
 * Deterministic synthetic daily weather for any place and local date (docs/architecture.md:
 * the offline and demo weather provider, labelled as simulated wherever it is shown).
 * Pure: the same latitude, longitude and date always give the same day. Places within one
 * grid cell share their weather, so the fields of one farm see the same storms.
 *
 * Seasonal temperature and monthly precipitation come from climate normals (./climate).
 * Wet days are drawn against a smooth latent "wetness" signal, which gives wet and dry spells;
 * amounts are exponential around a month-dependent intensity. ETo is Hargreaves (agronomy §4),
 * which is also what the forecast path uses.
 */

export type WeatherDescription = 'sunny' | 'partly-cloudy' | 'cloudy' | 'rain' | 'thunderstorm' | 'snow';

export interface SyntheticDailyWeather {
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  tMaxC: number;
  tMinC: number;
  /** Rain or snow water equivalent, mm. */
  precipMm: number;
  /** Forecast-style chance of precipitation, 0–100. */
  precipProbability: number;
  windMaxMs: number;
  windMinMs: number;
  windDirDeg: number;
  /** Daily mean relative humidity, %. */
  relativeHumidity: number;
  /** Global solar radiation Rs, MJ m⁻² d⁻¹. */
  solarMJ: number;
  /** Hargreaves reference ET, mm/d. */
  etoMm: number;
  description: WeatherDescription;
}

/** Tunables of the generator; the climate itself is in ./climate. */
export const SYNTHETIC_WEATHER = {
  /** Grid cell size, degrees: the random draws are shared within a cell. */
  gridDeg: 0.25,
  /** Knot spacing (days) of the fast and slow wetness signals: storms and regimes. */
  wetSpellDays: 4,
  regimeDays: 15,
  /** Lognormal spread of the wet-day probability; its mean stays 1, so totals keep the normals. */
  wetLogSigma: 0.9,
  maxWetProbability: 0.85,
  /** Mean amount on a wet day, mm: base plus a share of the month's normal. */
  intensityBaseMm: 4,
  intensityPerMonthlyMm: 0.08,
  /** Below this the day counts as a trace: recorded, but described as cloudy. */
  traceMm: 1,
  /** Temperature anomalies, °C: fast (3-day) and slow (10-day) signals; winters vary more. */
  fastTempSigma: 2.2,
  slowTempSigma: 1.6,
  winterTempBoost: 0.6,
  /** A wet day's maximum is this much cooler, and its minimum this much warmer, °C. */
  wetCoolingC: 3.5,
  wetNightWarmingC: 1,
  snowBelowMeanC: 0.5,
  /** Thunderstorms need a warm day and a sizeable amount (or a convective draw). */
  stormMinTMaxC: 22,
  stormMinMm: 8,
  /** Cloud fraction thresholds for the description of dry days. */
  sunnyBelow: 0.3,
  partlyCloudyBelow: 0.65,
  /** Weights of the fast and slow wetness signals. */
  wetSpellWeight: 0.8,
  regimeWeight: 0.6,
  /** Cloud fraction: clear-month base, share of dry-month clearing, response to wetness, scatter, wet-day extra. */
  cloudBase: 0.15,
  cloudFromWetMonths: 0.5,
  cloudPerWetness: 0.18,
  cloudScatter: 0.12,
  cloudOnWetDays: 0.45,
  /** Clouds cool the day and warm the night, °C per unit cloud fraction. */
  cloudDayCoolingC: 3,
  cloudNightWarmingC: 1.5,
  /** Forecast-style probability on wet days: base + up to span; dry days: a share of the wet-day chance. */
  wetDayProbability: { base: 55, span: 40 },
  dryDayProbabilityShare: { base: 0.4, span: 0.5 },
  /** Daily wind: lognormal spread of the mean; max and min as multiples of it; storms gust harder. */
  windSpread: 0.3,
  windMaxFactor: 1.7,
  stormWindMaxFactor: 2.4,
  windMinFactor: 0.3,
  /** Direction scatter around the prevailing wind, degrees; fronts bring rain from another quarter. */
  windDirSpreadDeg: 45,
  wetWindShiftDeg: 90,
  /** Relative humidity: rise per unit of extra cloud and on wet days, %. */
  rhPerCloud: 20,
  rhOnWetDays: 12,
  /** Spring (Mar–May) is windier on the plains. */
  springWindFactor: 1.15,
} as const;

/** Purposes of the hashed draws; each keeps its own stream of randomness. */
const DRAW = { wet: 1, regime: 2, rain: 3, amount: 4, tempFast: 5, tempSlow: 6, cloud: 7, wind: 8, dir: 9, storm: 10, prob: 11 } as const;

const climateCache = new Map<string, LocalClimate>();

function climateForCell(latKey: number, lonKey: number): LocalClimate {
  const key = `${latKey},${lonKey}`;
  let climate = climateCache.get(key);
  if (!climate) {
    climate = localClimate(latKey * SYNTHETIC_WEATHER.gridDeg, lonKey * SYNTHETIC_WEATHER.gridDeg);
    climateCache.set(key, climate);
  }
  return climate;
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

function dayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

/** Synthetic weather of one local day at a place. */
export function syntheticDailyWeather(latitude: number, longitude: number, isoDate: string): SyntheticDailyWeather {
  const o = SYNTHETIC_WEATHER;
  const cellLat = Math.round(latitude / o.gridDeg);
  const cellLon = Math.round(longitude / o.gridDeg);
  const climate = climateForCell(cellLat, cellLon);
  const day = dayNumber(isoDate);
  const doy = dayOfYear(isoDate);
  const w = warmth(climate, doy);
  const key = (draw: number) => [cellLat, cellLon, draw] as const;

  // Wetness: a smooth latent signal scaling the climatological wet-day probability.
  const wetness =
    o.wetSpellWeight * smoothNoise(day, o.wetSpellDays, ...key(DRAW.wet)) +
    o.regimeWeight * smoothNoise(day, o.regimeDays, ...key(DRAW.regime));
  const normalMm = dailyPrecipNormalMm(climate, doy);
  const monthlyMm = normalMm * (365.25 / 12);
  const intensity = o.intensityBaseMm + o.intensityPerMonthlyMm * monthlyMm;
  const baseProbability = normalMm / intensity;
  const wetProbability = clamp(baseProbability * Math.exp(o.wetLogSigma * wetness - o.wetLogSigma ** 2 / 2), 0, o.maxWetProbability);
  const wet = uniform(...key(DRAW.rain), day) < wetProbability;
  const precipMm = wet ? round1(Math.max(0.3, -intensity * Math.log(1 - uniform(...key(DRAW.amount), day)))) : 0;

  // Clouds follow the wetness signal; dry months are clearer.
  const clearness = o.cloudBase + o.cloudFromWetMonths * Math.min(1, baseProbability / 0.3);
  const cloud = clamp(
    clearness + o.cloudPerWetness * wetness + o.cloudScatter * normal(...key(DRAW.cloud), day) + (wet ? o.cloudOnWetDays : 0),
    0,
    1,
  );

  const anomalyScale = 1 + o.winterTempBoost * (1 - w);
  const anomaly =
    anomalyScale *
    (o.fastTempSigma * smoothNoise(day, 3, ...key(DRAW.tempFast)) + o.slowTempSigma * smoothNoise(day, 10, ...key(DRAW.tempSlow)));
  // Normals already average wet and cloudy days in, so the expected wet/cloud effect is added back.
  const wetShare = Math.min(baseProbability, o.maxWetProbability);
  const cloudEffect = cloud - clearness - o.cloudOnWetDays * wetShare;
  let tMax = seasonal(climate.tMaxC, w) + anomaly - o.cloudDayCoolingC * cloudEffect - o.wetCoolingC * ((wet ? 1 : 0) - wetShare);
  let tMin = seasonal(climate.tMinC, w) + anomaly + o.cloudNightWarmingC * cloudEffect + o.wetNightWarmingC * ((wet ? 1 : 0) - wetShare);
  if (tMax < tMin + 1) [tMax, tMin] = [(tMax + tMin) / 2 + 0.5, (tMax + tMin) / 2 - 0.5];
  tMax = round1(tMax);
  tMin = round1(tMin);

  const ra = extraterrestrialRadiation(latitude, doy);
  // Ångström with sunshine fraction n/N = 1 − cloud.
  const solarMJ = round1((0.25 + 0.5 * (1 - cloud)) * ra);
  const etoMm = Math.round(etoHargreaves({ tmaxC: tMax, tminC: tMin, latitudeDeg: latitude, dayOfYear: doy }) * 100) / 100;

  const month = Number(isoDate.slice(5, 7));
  const spring = climate.southern ? month >= 9 && month <= 11 : month >= 3 && month <= 5;
  const windMean = climate.windMs * (spring ? o.springWindFactor : 1) * Math.exp(o.windSpread * normal(...key(DRAW.wind), day));
  const snow = wet && (tMax + tMin) / 2 <= o.snowBelowMeanC;
  const storm = wet && !snow && tMax >= o.stormMinTMaxC && (precipMm >= o.stormMinMm || uniform(...key(DRAW.storm), day) < 0.3);
  const description: WeatherDescription =
    wet && precipMm >= o.traceMm
      ? snow
        ? 'snow'
        : storm
          ? 'thunderstorm'
          : 'rain'
      : cloud < o.sunnyBelow
        ? 'sunny'
        : cloud < o.partlyCloudyBelow
          ? 'partly-cloudy'
          : 'cloudy';
  const probabilityDraw = uniform(...key(DRAW.prob), day);
  const { wetDayProbability: wp, dryDayProbabilityShare: dp } = o;
  const precipProbability = Math.round(
    wet ? wp.base + wp.span * probabilityDraw : 100 * wetProbability * (dp.base + dp.span * probabilityDraw),
  );

  return {
    date: isoDate,
    tMaxC: tMax,
    tMinC: tMin,
    precipMm,
    precipProbability: clamp(precipProbability, 0, 100),
    windMaxMs: round1(windMean * (storm ? o.stormWindMaxFactor : o.windMaxFactor)),
    windMinMs: round1(windMean * o.windMinFactor),
    windDirDeg:
      Math.round(climate.windDirDeg + o.windDirSpreadDeg * normal(...key(DRAW.dir), day) + (wet ? o.wetWindShiftDeg : 0) + 720) % 360,
    relativeHumidity: Math.round(clamp(seasonal(climate.rh, w) + o.rhPerCloud * (cloud - clearness) + (wet ? o.rhOnWetDays : 0), 8, 100)),
    solarMJ,
    etoMm,
    description,
  };
}

/** Hours of the daily minimum (near sunrise) and maximum (mid-afternoon), local time. */
export const DIURNAL_TEMPERATURE = { minHour: 6, maxHour: 15 } as const;

/**
 * Air temperature at a local hour (0–24, fractional allowed): a half-cosine rise from Tmin
 * at 06:00 to Tmax at 15:00, then a slower half-cosine fall back to Tmin at 06:00.
 * Periodic, so midnight of one day meets midnight of the next without a jump.
 */
export function syntheticHourlyTemperatureC(daily: Pick<SyntheticDailyWeather, 'tMaxC' | 'tMinC'>, hour: number): number {
  const { minHour, maxHour } = DIURNAL_TEMPERATURE;
  const h = (((hour - minHour) % 24) + 24) % 24;
  const rise = maxHour - minHour;
  const shape = h <= rise ? (1 - Math.cos((Math.PI * h) / rise)) / 2 : (1 + Math.cos((Math.PI * (h - rise)) / (24 - rise))) / 2;
  return daily.tMinC + (daily.tMaxC - daily.tMinC) * shape;
}
