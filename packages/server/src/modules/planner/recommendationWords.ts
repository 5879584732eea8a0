import { formatDepth, formatDepthPerDay, type DepthUnit, type FarmPumping, type MissingInput, type Recommendation } from '@tilth/domain';
import { INTL_LOCALE, type Language } from '@tilth/domain/preferences/language';
import { translate } from '../../lib/i18n/catalog';
import { plannerAnswerText, type PlannerAnswerKey } from './answerMessages';

/**
 * The planner's sentences in another language (issue 34). The domain writes them in English (the
 * specification's wording, asserted by its tests); for a request in another language they are
 * worded again here from the recommendation's structured fields. English answers pass unchanged.
 */
type Say = (key: PlannerAnswerKey, values?: Record<string, unknown>) => string;
const sayIn =
  (language: Language): Say =>
  (key, values) =>
    translate(language, plannerAnswerText, key, values);

const MISSING_KEYS: Record<MissingInput['input'], PlannerAnswerKey> = {
  plan: 'missingPlan',
  readings: 'missingReadings',
  probeSilent: 'missingProbeSilent',
  crop: 'missingCrop',
  plantingDate: 'missingPlantingDate',
  forecast: 'missingForecast',
  irrigationSystem: 'missingIrrigationSystem',
  flowRate: 'missingFlowRate',
};

/** The one-line summary of a recommendation that stopped at a missing input. */
const BLANK_SUMMARIES: Partial<Record<MissingInput['input'], PlannerAnswerKey>> = {
  plan: 'summaryNoPlan',
  crop: 'summarySetCrop',
  plantingDate: 'summarySetPlantingDate',
  readings: 'summaryWaitingReadings',
  probeSilent: 'summaryProbeSilent',
};

/** A local day relative to today, as the domain's formatDay but in the language: "hoy", "mañana", "jue", "4 dic". */
export function dayIn(language: Language, date: string, today: string): string {
  const say = sayIn(language);
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days === 0) return say('dayToday');
  if (days === 1) return say('dayTomorrow');
  const d = new Date(`${date}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    days > 1 && days < 7 ? { weekday: 'short', timeZone: 'UTC' } : { month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(INTL_LOCALE[language], options).format(d).replace(/\.$/, '');
}

/** Run time as the domain writes it ("14 h", "5.2 days (125 h)"), the words in the language. */
function runTimeIn(say: Say, hours: number): string {
  if (hours < 24) return `${hours < 10 ? (Math.round(hours * 10) / 10).toString() : Math.round(hours).toString()} h`;
  return say('runTimeDays', { days: (Math.round((hours / 24) * 10) / 10).toString(), hours: Math.round(hours).toString() });
}

/** "0.28 in/day" in the language: the domain's number and unit, its "/day" worded. */
const perDayIn = (say: Say, inches: number, unit: DepthUnit) =>
  say('perDay', { depth: formatDepthPerDay(inches, unit).replace(/\/day$/, '') });

/**
 * A recommendation's summary, reason and missing-input messages in the language, from its fields;
 * `today` is the site's local day the recommendation was made on, `unit` the depths' unit.
 */
export function recommendationIn(language: Language, rec: Recommendation, today: string, unit: DepthUnit): Recommendation {
  if (language === 'en') return rec;
  const say = sayIn(language);
  const missing = rec.missing.map((m) => ({ ...m, message: say(MISSING_KEYS[m.input]) }));
  if (rec.status === 'outOfSeason') return { ...rec, summary: say('summaryOutOfSeason'), reason: say('reasonOutOfSeason'), missing };
  if (rec.now === null) {
    // Stopped at its first missing input: the summary names it, the reason is the inputs' messages.
    const key = rec.missing[0] && BLANK_SUMMARIES[rec.missing[0].input];
    return {
      ...rec,
      summary: key ? say(key) : rec.summary,
      reason: missing.map((m) => m.message).join(' '),
      missing,
    };
  }
  const { irrigateBy, projection, amount, runTime, now } = rec;
  const netIn = amount?.netIn ?? 0;
  const when =
    irrigateBy === null
      ? say(projection ? 'summaryNotDue' : 'summaryDueUnknown')
      : irrigateBy <= today
        ? say('summaryIrrigateNow')
        : irrigateBy === addOneDay(today)
          ? say('summaryIrrigateByTomorrow')
          : say('summaryIrrigateBy', { day: dayIn(language, irrigateBy, today) });
  const parts = [
    when,
    amount && netIn > 0 ? formatDepth(amount.grossIn, unit) : null,
    runTime && netIn > 0 ? runTimeIn(say, runTime.hours) : null,
  ].filter((p): p is string => p !== null);
  const reason = !projection
    ? say('reasonLeftAboveRefill', { depth: formatDepth(now.aboveRefillIn, unit) })
    : projection.daysToRefill === 0
      ? say('reasonAtRefill', { percent: String(now.percentFilled) })
      : projection.refillDate === null
        ? say('reasonAboveRefillFor', { count: String(projection.days.length), rate: perDayIn(say, projection.dailyUseIn, unit) })
        : say('reasonRefillIn', { count: projection.daysToRefill ?? 0, rate: perDayIn(say, projection.dailyUseIn, unit) });
  return { ...rec, summary: parts.join(' · '), reason, missing };
}

function addOneDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Flow as the domain writes it: "1,200 gpm" (the number's format unchanged). */
const gpm = (v: number) => `${Math.round(v).toLocaleString('en-US')} gpm`;

/** A farm's pumping message in the language, from its schedule (the domain's farmPumping wording otherwise). */
export function pumpingIn(language: Language, farm: FarmPumping, today: string): FarmPumping {
  if (language === 'en') return farm;
  const say = sayIn(language);
  const capacity = farm.wellCapacityGpm;
  const overloaded = farm.overloadedOn === null ? undefined : farm.days.find((d) => d.date === farm.overloadedOn);
  const peak = farm.days.reduce((max, d) => Math.max(max, d.demandGpm), 0);
  const message =
    capacity === null
      ? say('pumpingNoWells')
      : overloaded
        ? say('pumpingOverloaded', {
            day: dayIn(language, overloaded.date, today),
            count: String(overloaded.sites.length),
            demand: gpm(overloaded.demandGpm),
            capacity: gpm(capacity),
          })
        : peak === 0
          ? say('pumpingNothingDue', { capacity: gpm(capacity) })
          : say('pumpingFits', { capacity: gpm(capacity), peak: gpm(peak) });
  return { ...farm, message };
}

/** The water account's "no readings in this range" reason in the language. */
export const noReadingsInRange = (language: Language) => sayIn(language)('noReadingsInRange');
