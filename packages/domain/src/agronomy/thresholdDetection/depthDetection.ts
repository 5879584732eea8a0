import { detectRefillPoint, type Texture } from '../detection';
import { dailyRootActivity, detectWettingEvents, rootArrivalDay, type WettingEvent } from '../events';
import { maskDays } from '../hourlyFrame';
import type { HourlySeries } from '../series';
import { fieldCapacityAt, type FcResult } from './fieldCapacityAcceptance';

/**
 * Field capacity and refill point per depth from hourly series (docs/agronomy.md §2–§3), run the way
 * the simulator tests showed them to work (packages/simulator/src/detection.test.ts):
 * - FC from each depth's own wetting events (texture picks the fallback delay), with the
 *   acceptance rules of fieldCapacityAcceptance.ts;
 * - the refill fit only on full-cover days after the depth's root arrival, on days with
 *   ETc ≥ 3 mm, use normalised by ETc: root growth, bare-soil evaporation and tiny late-season
 *   ETc otherwise look like a falling daily use.
 */

export const REFILL_MIN_ETC_MM = 3;

/** The crop calendar of the season in frame days (see hourlyFrame.ts), from planting date and crop. */
export interface SeasonCalendar {
  plantDay: number;
  /** First day of full cover (planting + initial + development stages). */
  fullCoverDay: number;
  /** Last day of the season. */
  endDay: number;
  /** Crop ET per frame day, mm (null where unknown or outside the season). */
  etcMm: readonly (number | null)[];
}

export type RefillReason = 'detected' | 'tooFewDays' | 'notReached' | 'noSeason' | 'noRootActivity' | 'slowDrainage';

export interface DepthDetection {
  depthIn: number;
  fc: FcResult;
  /** Refill point, %VWC (the onset of falling use); days = dry-down days in the fit. */
  rp: { value: number | null; reliable: boolean; reason: RefillReason; days: number };
}

const byStart = (a: WettingEvent, b: WettingEvent) => a.start - b.start;

function refillAt(
  series: HourlySeries,
  events: readonly WettingEvent[],
  season: SeasonCalendar | null,
  texture: Texture,
): DepthDetection['rp'] {
  // Clay still drains days after the 48 h guard, and drainage reads as use (fieldCapacityAcceptance.ts).
  if (texture === 'clay') return { value: null, reliable: false, reason: 'slowDrainage', days: 0 };
  if (!season || season.fullCoverDay > season.endDay) return { value: null, reliable: false, reason: 'noSeason', days: 0 };
  const activity = dailyRootActivity(series, events).filter((d) => d.day >= season.plantDay && d.day <= season.endDay);
  const arrival = rootArrivalDay(activity);
  if (arrival === null) return { value: null, reliable: false, reason: 'noRootActivity', days: 0 };
  const masked = maskDays(series, Math.max(arrival, season.fullCoverDay), season.endDay);
  const etc = season.etcMm.map((mm) => (mm !== null && mm >= REFILL_MIN_ETC_MM ? mm : null));
  const fit = detectRefillPoint({ series: masked, events, etc });
  const detected = fit.reason === 'detected' && fit.rp !== null;
  return { value: detected ? fit.rp : null, reliable: detected, reason: fit.reason, days: fit.points.length };
}

/**
 * Detection for every depth of one device, top first. A depth's refill fit sees wetting events
 * at the top sensor and at the depth itself (water reaches deep layers slowly).
 */
export function detectDepths(input: {
  series: readonly HourlySeries[];
  depthsIn: readonly number[];
  texture: Texture;
  season: SeasonCalendar | null;
}): DepthDetection[] {
  const own = input.series.map((s) => detectWettingEvents({ top: s }));
  const top = own[0] ?? [];
  return input.series.map((series, i) => {
    const events = own[i]!;
    const fc = fieldCapacityAt({ series, events, nextDeeper: input.series[i + 1], texture: input.texture });
    const refillEvents = i === 0 ? events : [...top, ...events].sort(byStart);
    return {
      depthIn: input.depthsIn[i] ?? 0,
      fc,
      rp: refillAt(series, refillEvents, input.season, input.texture),
    };
  });
}

/** The FC fallback delay depends on texture; the site's free-text soil type names it. */
export function textureOf(soilType: string | null | undefined): Texture {
  const name = (soilType ?? '').toLowerCase();
  if (name.includes('clay')) return 'clay';
  // 'Sand' and 'Loamy sand' drain like sand; 'Sandy loam' like loam (about 50 h, Jabro et al. 2009).
  if (name.includes('sand') && !name.includes('sandy')) return 'sand';
  return 'loam';
}
