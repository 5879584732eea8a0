import { addDays } from '../agronomy/gdd';
import type { IrrigationProperties } from '../siteConfig/siteConfigConstants';
import { formatDay, formatDepth, formatDepthPerDay, formatRunTime, type DepthUnit } from './depthFormat';
import { applicationEfficiency, applicationRateInPerHour, grossDepth, runHours } from './irrigationSystem';
import type { MissingInput, Recommendation, RecommendationStatus, RootZoneNow } from './schemas';
import { EFFECTIVE_RAIN_RULE, effectiveRainIn } from './waterBalance';
import { plural } from '../text/plural';

/** The newest measured day of a site's root zone (stored daily values, never a model). */
export interface MeasuredRootZone {
  day: string;
  /** Root-zone available water, inches, and the zone's capacity (field capacity − wilting point), inches. */
  availableWaterIn: number;
  capacityIn: number;
  percentFilled: number;
  /** The day's bands: refill point and top of the green band (WL2 or the template's), % of available water. */
  refillPointPercent: number;
  targetPercent: number;
}

export interface ForecastDay {
  date: string;
  /** Reference ET, in/day; crop use is ETo × Kc. */
  etoIn: number;
  rainIn: number;
  /** Crop coefficient for the day (the crop's day since planting). */
  kc: number;
}

export interface LoggedIrrigation {
  date: string;
  /** Net depth reaching the roots, inches. */
  netIn: number;
}

export interface RecommendationInput {
  today: string;
  unit: DepthUnit;
  /** The site's plan includes the recommendation (the policy decided). */
  planAllows: boolean;
  /** The probe has not reported within the disconnection window. */
  probeSilent: boolean;
  measured: MeasuredRootZone | null;
  hasCrop: boolean;
  hasPlantingDate: boolean;
  /** A crop is growing today (planted and within its season). */
  inSeason: boolean;
  forecast: readonly ForecastDay[] | null;
  forecastSimulated: boolean;
  irrigation: IrrigationProperties | null;
  /** Room left for rain: the net depth is this much less than the deficit, inches. */
  rainAllowanceIn: number;
  /** Irrigations logged for the measured day or later: they count in the projection. */
  irrigations: readonly LoggedIrrigation[];
}

const MISSING_TEXT: Record<MissingInput['input'], { message: string; place: MissingInput['place'] }> = {
  plan: { message: 'The site’s plan does not include irrigation recommendations (Silver or Gold does).', place: 'subscription' },
  readings: { message: 'No soil-moisture readings yet, so the root zone’s water is unknown.', place: 'probe' },
  probeSilent: { message: 'The probe has stopped reporting; the last reading is too old to plan on.', place: 'probe' },
  crop: { message: 'No crop is set for this site.', place: 'about' },
  plantingDate: { message: 'No planting date is set, so the crop’s water use is unknown.', place: 'about' },
  forecast: { message: 'No weather forecast is available for this site right now.', place: 'configuration' },
  irrigationSystem: { message: 'No irrigation system is set, so run time is unknown.', place: 'configuration' },
  flowRate: { message: 'The irrigation system has no flow rate or irrigated area.', place: 'configuration' },
};
const missing = (input: MissingInput['input']): MissingInput => ({ input, ...MISSING_TEXT[input] });
const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * What the root zone holds now, and its distance to the target and to the refill point: the
 * measurement plus the net irrigation logged since (up to what the zone holds; the probe's next
 * day of readings takes over from the log).
 */
export function rootZoneNow(m: MeasuredRootZone, loggedSinceIn = 0): RootZoneNow {
  const targetIn = (m.targetPercent / 100) * m.capacityIn;
  const refillPointIn = (m.refillPointPercent / 100) * m.capacityIn;
  const held = Math.max(m.availableWaterIn, Math.min(m.capacityIn, m.availableWaterIn + loggedSinceIn));
  return {
    measuredOn: m.day,
    availableWaterIn: round2(m.availableWaterIn),
    capacityIn: round2(m.capacityIn),
    percentFilled: Math.round(m.percentFilled * 10) / 10,
    targetPercent: m.targetPercent,
    targetIn: round2(targetIn),
    refillPointPercent: m.refillPointPercent,
    refillPointIn: round2(refillPointIn),
    loggedSinceIn: round2(loggedSinceIn),
    deficitToTargetIn: round2(Math.max(0, targetIn - held)),
    aboveRefillIn: round2(Math.max(0, held - refillPointIn)),
  };
}

/**
 * Projects water above the refill point day by day from the measured day: minus crop use
 * (ETo × Kc), plus effective rain and logged irrigation, never above the target's headroom (water
 * beyond field capacity drains). Forecast days start the day after the measurement.
 */
function project(m: MeasuredRootZone, forecast: readonly ForecastDay[], irrigations: readonly LoggedIrrigation[]) {
  const refillIn = (m.refillPointPercent / 100) * m.capacityIn;
  const fullAbove = m.capacityIn - refillIn;
  const onDay = (date: string) => irrigations.filter((i) => i.date === date).reduce((s, i) => s + i.netIn, 0);
  let above = Math.min(fullAbove, m.availableWaterIn - refillIn + onDay(m.day));
  const days = forecast
    .filter((d) => d.date > m.day)
    .map((d) => {
      const cropUseIn = d.etoIn * d.kc;
      const rain = effectiveRainIn(d.rainIn);
      const irrigationIn = onDay(d.date);
      above = Math.min(fullAbove, above - cropUseIn + rain + irrigationIn);
      return {
        date: d.date,
        cropUseIn: round2(cropUseIn),
        rainIn: round2(d.rainIn),
        effectiveRainIn: round2(rain),
        irrigationIn: round2(irrigationIn),
        aboveRefillIn: round2(above),
      };
    });
  return { startAbove: Math.min(fullAbove, m.availableWaterIn - refillIn + onDay(m.day)), days };
}

/**
 * The irrigation recommendation of one site: pure, from the measured root zone, the forecast crop
 * water use, the site's irrigation system and the water already logged. Each number is given only
 * when its inputs are known; otherwise `missing` names the input and where it is set.
 */
export function recommendIrrigation(input: RecommendationInput): Recommendation {
  const blank = (status: RecommendationStatus, why: MissingInput[], summary: string): Recommendation => ({
    status,
    now: null,
    projection: null,
    amount: null,
    runTime: null,
    irrigateBy: null,
    overdue: false,
    summary,
    reason: why.map((m) => m.message).join(' '),
    missing: why,
  });
  if (!input.planAllows) return blank('incomplete', [missing('plan')], 'No recommendation on this plan');
  if (!input.hasCrop) return blank('incomplete', [missing('crop')], 'Set the crop to get a recommendation');
  if (!input.hasPlantingDate) return blank('incomplete', [missing('plantingDate')], 'Set the planting date to get a recommendation');
  if (!input.inSeason) {
    const r = blank('outOfSeason', [], 'No crop growing now');
    return { ...r, reason: 'Outside the crop’s season: nothing to irrigate until the next planting.' };
  }
  if (!input.measured) return blank('incomplete', [missing('readings')], 'Waiting for readings');
  if (input.probeSilent) return blank('incomplete', [missing('probeSilent')], 'Probe not reporting');

  const m = input.measured;
  const loggedSince = input.irrigations.filter((i) => i.date >= m.day && i.date <= input.today).reduce((sum, i) => sum + i.netIn, 0);
  const now = rootZoneNow(m, loggedSince);
  const why: MissingInput[] = [];
  const unit = input.unit;

  // How much: back to the target, less the room left for rain.
  const efficiency = input.irrigation ? applicationEfficiency(input.irrigation) : null;
  const rate = input.irrigation ? applicationRateInPerHour(input.irrigation) : null;
  if (!input.irrigation) why.push(missing('irrigationSystem'));
  else if (rate === null) why.push(missing('flowRate'));
  const netIn = round2(Math.max(0, now.deficitToTargetIn - input.rainAllowanceIn));
  const amount = {
    netIn,
    rainAllowanceIn: input.rainAllowanceIn,
    efficiencyPercent: efficiency ?? 0,
    grossIn: efficiency ? round2(grossDepth(netIn, efficiency)) : netIn,
  };
  const hours = rate !== null && efficiency ? runHours(grossDepth(netIn, efficiency), rate) : null;
  const runTime =
    hours === null || rate === null
      ? null
      : { rateInPerHour: Math.round(rate * 10_000) / 10_000, hours: Math.round(hours * 10) / 10, days: Math.round((hours / 24) * 10) / 10 };

  // When: the first day the water above the refill point runs out.
  let projection: Recommendation['projection'] = null;
  if (!input.forecast || input.forecast.length === 0) why.push(missing('forecast'));
  else {
    const { startAbove, days } = project(m, input.forecast, input.irrigations);
    const index = startAbove <= 0 ? -1 : days.findIndex((d) => d.aboveRefillIn <= 0);
    const refillDate = startAbove <= 0 ? input.today : index === -1 ? null : days[index]!.date;
    const daysToRefill =
      refillDate === null ? null : Math.max(0, Math.round((Date.parse(refillDate) - Date.parse(input.today)) / 86_400_000));
    const dailyUseIn = days.length === 0 ? 0 : round2(days.reduce((s, d) => s + d.cropUseIn, 0) / days.length);
    projection = { days, dailyUseIn, refillDate, daysToRefill, rainRule: EFFECTIVE_RAIN_RULE, forecastSimulated: input.forecastSimulated };
  }

  // Irrigate by: the refill date less the whole days the system needs to put the amount on at
  // the refill point (the last part of a pivot's circle is watered last).
  let irrigateBy: string | null = null;
  let overdue = false;
  if (projection?.refillDate) {
    const refillDeficit = Math.max(0, now.targetIn - now.refillPointIn - input.rainAllowanceIn);
    const runDays = rate !== null && efficiency ? Math.ceil(runHours(grossDepth(refillDeficit, efficiency), rate) / 24) : 0;
    const by = addDays(projection.refillDate, -runDays);
    overdue = by < input.today;
    irrigateBy = overdue ? input.today : by;
  }
  const status: RecommendationStatus = irrigateBy === null ? 'ok' : irrigateBy <= input.today ? 'due' : 'soon';

  const parts = [
    irrigateBy === null
      ? projection
        ? 'Not due this week'
        : 'Due date unknown'
      : irrigateBy <= input.today
        ? 'Irrigate now'
        : `Irrigate by ${formatDay(irrigateBy, input.today)}`,
    netIn > 0 ? formatDepth(amount.grossIn, unit) : null,
    runTime && netIn > 0 ? formatRunTime(runTime.hours) : null,
  ].filter((p): p is string => p !== null);
  const reason = !projection
    ? `${formatDepth(now.aboveRefillIn, unit)} left above the refill point.`
    : projection.daysToRefill === 0
      ? `At or below the refill point now (${now.percentFilled} % of available water).`
      : projection.refillDate === null
        ? `Above the refill point for the next ${projection.days.length} days at ${formatDepthPerDay(projection.dailyUseIn, unit)}.`
        : `Refill point in ${plural(projection.daysToRefill!, 'day')} at ${formatDepthPerDay(projection.dailyUseIn, unit)}.`;
  return { status, now, projection, amount, runTime, irrigateBy, overdue, summary: parts.join(' · '), reason, missing: why };
}

/** Planner order: the earliest irrigate-by first (none last), then the largest deficit to the target. */
export function byUrgency(a: Recommendation, b: Recommendation): number {
  const rank = (r: Recommendation) => (r.irrigateBy ? 0 : r.status === 'ok' ? 1 : r.status === 'incomplete' ? 2 : 3);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (a.irrigateBy && b.irrigateBy && a.irrigateBy !== b.irrigateBy) return a.irrigateBy < b.irrigateBy ? -1 : 1;
  return (b.now?.deficitToTargetIn ?? -1) - (a.now?.deficitToTargetIn ?? -1);
}
