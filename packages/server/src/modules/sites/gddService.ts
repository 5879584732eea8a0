import {
  addDays,
  cropIdFromPlantType,
  cumulativeGdd,
  defaultStages,
  fahrenheitOf,
  gddEnvelope,
  gddMethodFor,
  historicalSeason,
  stageMarkers,
  syntheticDailyWeather,
  type GddEnvelopeView,
  type GddMethod,
} from '@tilth/domain';

export const SEASON_DAYS = 180;
export const ENVELOPE_YEARS = 5;

/** The answer's shape is the domain's, which the web app reads too. */
export type GddEnvelopeAnswer = GddEnvelopeView;

const r2 = (v: number) => Math.round(v * 100) / 100;

function dailyTemps(latitude: number, longitude: number, date: string, method: GddMethod) {
  const w = syntheticDailyWeather(latitude, longitude, date);
  const toUnit = (c: number) => (method.unit === 'F' ? fahrenheitOf(c) : c);
  return { tmax: toUnit(w.tMaxC), tmin: toUnit(w.tMinC) };
}

// The site list asks for every card's envelope (five past seasons of daily weather each); fields of a
// farm share crop, planting date and weather cell, so one computation per day serves them all.
const cache = new Map<string, GddEnvelopeAnswer>();
const CACHE_LIMIT = 500;

type EnvelopePlace = { crop: string | null; plantingDate: string | null; latitude: number; longitude: number };
const placeKey = (p: EnvelopePlace) => [p.crop, p.plantingDate, p.latitude.toFixed(2), p.longitude.toFixed(2)].join('|');

export function gddEnvelopeFor(input: EnvelopePlace & { today: string }): GddEnvelopeAnswer {
  const key = `${placeKey(input)}|${input.today}`;
  let answer = cache.get(key);
  if (!answer) {
    answer = computeGddEnvelope(input);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, answer);
  }
  return answer;
}

/** Drops the cached envelopes of a crop, planting date and place (every day's); answers how many. */
export function forgetGddEnvelopes(place: EnvelopePlace): number {
  const prefix = `${placeKey(place)}|`;
  let forgotten = 0;
  for (const key of [...cache.keys()]) {
    if (key.startsWith(prefix)) {
      cache.delete(key);
      forgotten++;
    }
  }
  return forgotten;
}

/**
 * Accumulated GDD from planting, the min/avg/max envelope of the same season in past years, and
 * growth-stage markers (docs/agronomy.md §5). Temperatures are the site's daily weather.
 */
function computeGddEnvelope(input: {
  crop: string | null;
  plantingDate: string | null;
  latitude: number;
  longitude: number;
  today: string;
}): GddEnvelopeAnswer {
  const crop = cropIdFromPlantType(input.crop);
  const method = gddMethodFor(crop);
  const empty: GddEnvelopeAnswer = { absolute: [], relative: [], stageData: [], simulated: true, unit: method.unit };
  if (!input.plantingDate || !/^\d{4}-\d{2}-\d{2}$/.test(input.plantingDate)) return empty;
  const planting = input.plantingDate;
  const elapsed = Math.floor((Date.parse(`${input.today}T00:00:00Z`) - Date.parse(`${planting}T00:00:00Z`)) / 86_400_000);
  if (elapsed < 0) return empty;
  const seasonDays = Math.max(SEASON_DAYS, Math.min(elapsed + 1, 366));

  const current = cumulativeGdd(
    Array.from({ length: Math.min(elapsed + 1, seasonDays) }, (_, i) =>
      dailyTemps(input.latitude, input.longitude, addDays(planting, i), method),
    ),
    method,
  );
  const [year, month, day] = planting.split('-').map(Number) as [number, number, number];
  const years: number[][] = [];
  for (let y = year - ENVELOPE_YEARS; y < year; y++) {
    const daily = new Map<string, number>();
    const start = `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    for (let i = 0; i < seasonDays; i++) {
      const date = addDays(start, i);
      const t = dailyTemps(input.latitude, input.longitude, date, method);
      daily.set(date, cumulativeGdd([t], method).daily[0]!);
    }
    years.push(historicalSeason(daily, y, month, day, seasonDays));
  }
  const envelope = gddEnvelope(years);
  const absolute = Array.from({ length: seasonDays }, (_, offset) => {
    const e = envelope[offset];
    return {
      xValue: `${addDays(planting, offset)}T00:00:00.000Z`,
      agdd: offset < current.cumulative.length ? r2(current.cumulative[offset]!) : null,
      agddEnvelopeMin: e ? r2(e.min) : null,
      agddEnvelopeMax: e ? r2(e.max) : null,
      agddEnvelopeAvg: e ? r2(e.avg) : null,
    };
  });
  // Stages reached so far from this season; later ones where the average season reaches them.
  const reached = stageMarkers(current.cumulative, defaultStages(crop));
  const reachedNames = new Set(reached.map((s) => s.stageName));
  const expected = stageMarkers(
    envelope.map((e) => e.avg),
    defaultStages(crop),
  ).filter((s) => !reachedNames.has(s.stageName));
  const stageData = [...reached, ...expected].map((s) => ({
    xValue: `${addDays(planting, s.xValue)}T00:00:00.000Z`,
    stageName: s.stageName,
  }));
  return { absolute, relative: [], stageData, simulated: true, unit: method.unit };
}
