import { CROP_DEFAULTS, type CropId, type KcCurve } from './crops';
import { isFiniteNumber, sum } from './math';
import { mmToInches } from './units';

/**
 * Crop coefficient curve, crop ET and forecast water use (docs/agronomy.md §4; FAO-56 ch.6, Eq. 66).
 * ETo and ETc are mm/d unless a name says inches.
 */

/**
 * Kc on a day counted from planting (day 0): flat Kc_ini, linear rise to Kc_mid, flat, linear
 * fall to Kc_end. Null outside the season, where the caller uses bare-soil Kc or nothing.
 */
export function kcOnDay(curve: KcCurve, day: number): number | null {
  const [ini, dev, mid, late] = curve.stageDays;
  if (day < 0 || day > ini + dev + mid + late) return null;
  if (day <= ini) return curve.kcIni;
  if (day <= ini + dev) return curve.kcIni + ((day - ini) / dev) * (curve.kcMid - curve.kcIni);
  if (day <= ini + dev + mid) return curve.kcMid;
  return curve.kcMid + ((day - ini - dev - mid) / late) * (curve.kcEnd - curve.kcMid);
}

/** Kc of a crop's default curve; alfalfa restarts its curve at each cut, so pass days since the last cut. */
export function cropKcOnDay(crop: CropId, day: number): number | null {
  return kcOnDay(CROP_DEFAULTS[crop].kc, day);
}

/**
 * FAO-56 Eq. 62/65 climate adjustment of Kc_mid and Kc_end for wind, humidity and crop height h (m):
 * Kc + [0.04(u2 − 2) − 0.004(RHmin − 45)](h/3)^0.3. FAO applies it to Kc_end only when Kc_end ≥ 0.45.
 */
export function adjustKcForClimate(kc: number, u2: number, rhMinPct: number, cropHeightM: number): number {
  return kc + (0.04 * (u2 - 2) - 0.004 * (rhMinPct - 45)) * (cropHeightM / 3) ** 0.3;
}

export function adjustCurveForClimate(curve: KcCurve, u2: number, rhMinPct: number, cropHeightM: number): KcCurve {
  const adjust = (kc: number) => adjustKcForClimate(kc, u2, rhMinPct, cropHeightM);
  return { ...curve, kcMid: adjust(curve.kcMid), kcEnd: curve.kcEnd >= 0.45 ? adjust(curve.kcEnd) : curve.kcEnd };
}

/** ETc = Kc × ETo. */
export function cropEt(kc: number, eto: number): number {
  return kc * eto;
}

export interface ForecastWaterUse {
  /** ETc per forecast day, mm; null outside the season. */
  dailyMm: (number | null)[];
  cumulativeMm: number[];
  totalMm: number;
  totalIn: number;
}

/**
 * Water use over the next days: Σ Kc(day) × ETo_forecast. firstDay is the crop day of the
 * first forecast value; forecast ETo usually comes from Hargreaves on forecast Tmax/Tmin. Kc comes
 * from a curve, or from a function of the crop day (season.ts seasonKcOnDay, which knows alfalfa's cuts).
 */
export function forecastWaterUse(
  kcOf: KcCurve | ((day: number) => number | null),
  firstDay: number,
  etoMm: readonly (number | null)[],
): ForecastWaterUse {
  const kcOn = typeof kcOf === 'function' ? kcOf : (day: number) => kcOnDay(kcOf, day);
  const dailyMm = etoMm.map((eto, i) => {
    const kc = kcOn(firstDay + i);
    return kc !== null && isFiniteNumber(eto) ? cropEt(kc, eto) : null;
  });
  const cumulativeMm: number[] = [];
  dailyMm.reduce<number>((acc, v) => {
    const next = acc + (v ?? 0);
    cumulativeMm.push(next);
    return next;
  }, 0);
  const totalMm = sum(dailyMm.map((v) => v ?? 0));
  return { dailyMm, cumulativeMm, totalMm, totalIn: mmToInches(totalMm) };
}

/**
 * Days until the refill point: the first forecast day (1-based) whose cumulative ETc reaches
 * MAD × TAW − current deficit. 0 when already at or past it; null beyond the forecast.
 * All arguments in the same depth unit (mm or inches).
 */
export function daysUntilRefill(cumulativeUse: readonly number[], tawDepth: number, mad: number, currentDeficit: number): number | null {
  const remaining = mad * tawDepth - currentDeficit;
  if (remaining <= 0) return 0;
  const index = cumulativeUse.findIndex((c) => c >= remaining);
  return index === -1 ? null : index + 1;
}
