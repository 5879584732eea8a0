import { clamp, isFiniteNumber } from './math';

/**
 * Reference evapotranspiration, mm/d (docs/agronomy.md §4). Daily FAO-56 Penman-Monteith (Eq. 6) with
 * Ra from Eqs 21–25, and Hargreaves (Eq. 52) when only temperatures are known (e.g. forecasts).
 * Temperatures °C, wind m/s, radiation MJ m⁻² d⁻¹, elevation m, latitude degrees (south negative).
 * Sources: FAO-56 ch.3 (x0490e07), pyfao56 refet.py, pyet radiation.py.
 */

export const SOLAR_CONSTANT = 0.082; // MJ m⁻² min⁻¹
export const STEFAN_BOLTZMANN_DAILY = 4.903e-9; // MJ K⁻⁴ m⁻² d⁻¹
export const LATENT_HEAT_FIXED_INVERSE = 0.408; // 1/λ with λ = 2.45 MJ/kg

const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Saturation vapour pressure e°(T), kPa (Eq. 11). */
export function saturationVapourPressure(tC: number): number {
  return 0.6108 * Math.exp((17.27 * tC) / (tC + 237.3));
}

/** Slope of the saturation vapour pressure curve Δ, kPa/°C (Eq. 13). */
export function vapourPressureSlope(tC: number): number {
  return (4098 * saturationVapourPressure(tC)) / (tC + 237.3) ** 2;
}

/** Atmospheric pressure P, kPa, from elevation (Eq. 7). */
export function atmosphericPressure(elevationM: number): number {
  return 101.3 * ((293 - 0.0065 * elevationM) / 293) ** 5.26;
}

/** Psychrometric constant γ = 0.000665 P, kPa/°C (Eq. 8). */
export function psychrometricConstant(elevationM: number): number {
  return 0.000665 * atmosphericPressure(elevationM);
}

/** Wind speed at 2 m from a reading at height z m: u2 = uz × 4.87/ln(67.8z − 5.42) (Eq. 47). */
export function windAt2m(speedMs: number, heightM: number): number {
  return heightM === 2 ? speedMs : (speedMs * 4.87) / Math.log(67.8 * heightM - 5.42);
}

export interface SolarGeometry {
  /** Extraterrestrial radiation Ra, MJ m⁻² d⁻¹. */
  ra: number;
  /** Maximum daylight hours N. */
  daylightHours: number;
}

/** Ra and N for a latitude and day of year (Eqs 21–25, 34). */
export function solarGeometry(latitudeDeg: number, dayOfYear: number): SolarGeometry {
  const phi = toRadians(latitudeDeg);
  const dr = 1 + 0.033 * Math.cos((2 * Math.PI * dayOfYear) / 365);
  const delta = 0.409 * Math.sin((2 * Math.PI * dayOfYear) / 365 - 1.39);
  // Beyond the polar circles the argument leaves [−1, 1]: polar night or midnight sun.
  const ws = Math.acos(clamp(-Math.tan(phi) * Math.tan(delta), -1, 1));
  const ra =
    ((24 * 60) / Math.PI) * SOLAR_CONSTANT * dr * (ws * Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.sin(ws));
  return { ra: Math.max(0, ra), daylightHours: (24 / Math.PI) * ws };
}

export const extraterrestrialRadiation = (latitudeDeg: number, dayOfYear: number): number => solarGeometry(latitudeDeg, dayOfYear).ra;

/** Hargreaves radiation coefficient kRs (Eq. 50). */
export const KRS = { inland: 0.16, coastal: 0.19 } as const;

export interface PenmanMonteithInput {
  tmaxC: number;
  tminC: number;
  latitudeDeg: number;
  elevationM: number;
  dayOfYear: number;
  /** Wind speed, m/s, measured at windHeightM (default 2 m). */
  windMs: number;
  windHeightM?: number;
  /** Humidity: RHmax/RHmin (%) preferred, else dew point, else e°(Tmin) (Eqs 17, 14, 48). */
  rhMaxPct?: number | null;
  rhMinPct?: number | null;
  dewPointC?: number | null;
  /** Solar radiation Rs; else from sunshine hours (Ångström, Eq. 35) or temperature range (Eq. 50). */
  solarRadiation?: number | null;
  sunshineHours?: number | null;
  coastal?: boolean;
}

export interface PenmanMonteithResult {
  eto: number;
  u2: number;
  ra: number;
  rs: number;
  rso: number;
  rns: number;
  rnl: number;
  rn: number;
  es: number;
  ea: number;
  delta: number;
  gamma: number;
}

function actualVapourPressure(input: PenmanMonteithInput): number {
  const { tmaxC, tminC, rhMaxPct, rhMinPct, dewPointC } = input;
  if (isFiniteNumber(rhMaxPct) && isFiniteNumber(rhMinPct)) {
    return (saturationVapourPressure(tminC) * rhMaxPct + saturationVapourPressure(tmaxC) * rhMinPct) / 200;
  }
  if (isFiniteNumber(dewPointC)) return saturationVapourPressure(dewPointC);
  // Without humidity, Tmin approximates the dew point in well-watered, non-arid places.
  return saturationVapourPressure(tminC);
}

function solarRadiation(input: PenmanMonteithInput, geometry: SolarGeometry): number {
  if (isFiniteNumber(input.solarRadiation)) return input.solarRadiation;
  if (isFiniteNumber(input.sunshineHours) && geometry.daylightHours > 0) {
    return (0.25 + (0.5 * input.sunshineHours) / geometry.daylightHours) * geometry.ra;
  }
  const krs = input.coastal ? KRS.coastal : KRS.inland;
  return krs * Math.sqrt(Math.max(0, input.tmaxC - input.tminC)) * geometry.ra;
}

/** Daily FAO-56 Penman-Monteith ETo with its intermediates; G = 0 for daily steps. */
export function etoPenmanMonteith(input: PenmanMonteithInput): PenmanMonteithResult {
  const tmax = Math.max(input.tmaxC, input.tminC);
  const tmin = Math.min(input.tmaxC, input.tminC);
  const t = (tmax + tmin) / 2;
  const geometry = solarGeometry(input.latitudeDeg, input.dayOfYear);
  const u2 = windAt2m(input.windMs, input.windHeightM ?? 2);
  const gamma = psychrometricConstant(input.elevationM);
  const delta = vapourPressureSlope(t);
  const es = (saturationVapourPressure(tmax) + saturationVapourPressure(tmin)) / 2;
  const ea = actualVapourPressure({ ...input, tmaxC: tmax, tminC: tmin });
  const rs = solarRadiation({ ...input, tmaxC: tmax, tminC: tmin }, geometry);
  const rso = (0.75 + 2e-5 * input.elevationM) * geometry.ra;
  const rns = 0.77 * rs;
  const kelvin4 = ((tmax + 273.16) ** 4 + (tmin + 273.16) ** 4) / 2;
  const cloudiness = rso > 0 ? 1.35 * Math.min(rs / rso, 1) - 0.35 : 0;
  const rnl = STEFAN_BOLTZMANN_DAILY * kelvin4 * (0.34 - 0.14 * Math.sqrt(ea)) * cloudiness;
  const rn = rns - rnl;
  const g = 0;
  const eto = (0.408 * delta * (rn - g) + gamma * (900 / (t + 273)) * u2 * (es - ea)) / (delta + gamma * (1 + 0.34 * u2));
  return { eto: Math.max(0, eto), u2, ra: geometry.ra, rs, rso, rns, rnl, rn, es, ea, delta, gamma };
}

/** Latent heat of vaporisation, MJ/kg: fixed 2.45 (FAO-56) or temperature dependent (pyet). */
export function latentHeat(tMeanC: number, mode: 'fixed' | 'temperature' = 'fixed'): number {
  return mode === 'fixed' ? 1 / LATENT_HEAT_FIXED_INVERSE : 2.501 - 0.002361 * tMeanC;
}

/**
 * Hargreaves ETo = 0.0023 (Tmean + 17.8) √(Tmax − Tmin) × Ra/λ (Eq. 52). Swapped extremes are
 * put back in order; the result is never negative. Overestimates in humid climates and
 * underestimates when u2 > 3 m/s (PyETo docs).
 */
export function etoHargreaves(
  input: { tmaxC: number; tminC: number; latitudeDeg: number; dayOfYear: number },
  options: { latentHeat?: 'fixed' | 'temperature' } = {},
): number {
  const tmax = Math.max(input.tmaxC, input.tminC);
  const tmin = Math.min(input.tmaxC, input.tminC);
  const tMean = (tmax + tmin) / 2;
  const ra = extraterrestrialRadiation(input.latitudeDeg, input.dayOfYear);
  const lambda = latentHeat(tMean, options.latentHeat);
  return Math.max(0, 0.0023 * (tMean + 17.8) * Math.sqrt(tmax - tmin) * (ra / lambda));
}

/** Day of year (1–366) of an ISO calendar date 'YYYY-MM-DD'. */
export function dayOfYear(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000) + 1;
}
