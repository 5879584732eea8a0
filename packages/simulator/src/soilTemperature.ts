import { localClimate } from '@tilth/domain/weather/climate';
import { syntheticHourlyTemperatureC, type SyntheticDailyWeather } from '@tilth/domain/weather/synthetic';

/**
 * Soil temperature by depth: the daily mean air temperature, low-pass filtered with a time
 * constant growing with depth (the lagged, damped seasonal wave) and pulled towards the annual
 * mean at depth, plus the air's diurnal curve damped as e^(−z/d) and delayed by z/d radians.
 */

export const SOIL_TEMPERATURE = {
  /** Bare or cropped soil runs a little warmer than the air on average, °C. */
  surfaceOffsetC: 1.5,
  /** Latent heat and snow cover slow freezing: sub-zero drivers count this much. */
  freezingDamping: 0.35,
  /** Low-pass time constant τ(z) = base + perMetre × z, days. */
  baseTauDays: 1,
  tauDaysPerMetre: 25,
  /** Damping depth of the daily wave, inches (≈ 0.1 m). */
  diurnalDampingIn: 4,
  /** Share of the air's diurnal amplitude at the surface. */
  diurnalSurfaceShare: 0.8,
  /** The annual mean takes over with depth as 1 − e^(−z/D), D in inches (≈ 2 m). */
  annualDampingIn: 80,
  spinUpDays: 120,
} as const;

const IN_PER_M = 39.37;

export class SoilTemperature {
  private readonly slow: number[];
  private readonly tauHours: number[];
  private readonly annualMeanC: number;

  constructor(
    private readonly depthsIn: readonly number[],
    latitude: number,
    longitude: number,
  ) {
    const c = localClimate(latitude, longitude);
    this.annualMeanC = (c.tMaxC[0] + c.tMaxC[1] + c.tMinC[0] + c.tMinC[1]) / 4 + SOIL_TEMPERATURE.surfaceOffsetC;
    this.tauHours = depthsIn.map((z) => 24 * (SOIL_TEMPERATURE.baseTauDays + (SOIL_TEMPERATURE.tauDaysPerMetre * z) / IN_PER_M));
    this.slow = depthsIn.map(() => this.annualMeanC);
  }

  private static driver(weather: SyntheticDailyWeather): number {
    const t = (weather.tMaxC + weather.tMinC) / 2 + SOIL_TEMPERATURE.surfaceOffsetC;
    return t < 0 ? t * SOIL_TEMPERATURE.freezingDamping : t;
  }

  /** Advances the seasonal part by dtHours under one day's weather. */
  step(weather: SyntheticDailyWeather, dtHours: number): void {
    const target = SoilTemperature.driver(weather);
    for (let i = 0; i < this.slow.length; i++) {
      const k = 1 - Math.exp(-dtHours / (this.tauHours[i] as number));
      this.slow[i] = (this.slow[i] as number) + (target - (this.slow[i] as number)) * k;
    }
  }

  /** Temperature of depth i at a local hour, °C. */
  at(i: number, weather: SyntheticDailyWeather, localHour: number): number {
    const z = this.depthsIn[i] as number;
    const o = SOIL_TEMPERATURE;
    const deep = 1 - Math.exp(-z / o.annualDampingIn);
    const seasonal = (this.slow[i] as number) * (1 - deep) + this.annualMeanC * deep;
    const lagHours = ((z / o.diurnalDampingIn) * 24) / (2 * Math.PI);
    const mean = (weather.tMaxC + weather.tMinC) / 2;
    const diurnal =
      (syntheticHourlyTemperatureC(weather, localHour - lagHours) - mean) * o.diurnalSurfaceShare * Math.exp(-z / o.diurnalDampingIn);
    return seasonal + diurnal;
  }
}
