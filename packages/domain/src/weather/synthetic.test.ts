import { describe, expect, it } from 'vitest';
import { etoHargreaves, dayOfYear } from '../agronomy/et';
import { syntheticDailyWeather, syntheticHourlyTemperatureC, type SyntheticDailyWeather } from './synthetic';

const PLACES = {
  lubbock: [33.58, -101.85],
  fresno: [36.78, -119.72],
  grandIsland: [40.92, -98.34],
  idaho: [42.9, -112.8],
} as const;
type Place = keyof typeof PLACES;

function isoDays(fromYear: number, toYear: number): string[] {
  const out: string[] = [];
  for (let t = Date.UTC(fromYear, 0, 1); t < Date.UTC(toYear + 1, 0, 1); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

const cache = new Map<Place, SyntheticDailyWeather[]>();
/** Thirty years of days: long enough that means sit near the normals despite year-to-year swings. */
function climateRun(place: Place): SyntheticDailyWeather[] {
  let days = cache.get(place);
  if (!days) {
    const [lat, lon] = PLACES[place];
    days = isoDays(1991, 2020).map((d) => syntheticDailyWeather(lat, lon, d));
    cache.set(place, days);
  }
  return days;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const inMonth = (days: SyntheticDailyWeather[], month: number) => days.filter((d) => Number(d.date.slice(5, 7)) === month);
const annualMeanPrecip = (days: SyntheticDailyWeather[]) => days.reduce((s, d) => s + d.precipMm, 0) / 30;

describe('syntheticDailyWeather', () => {
  it('is deterministic and shared within a 0.25° grid cell', () => {
    const a = syntheticDailyWeather(40.92, -98.34, '2024-06-15');
    expect(syntheticDailyWeather(40.92, -98.34, '2024-06-15')).toEqual(a);
    expect(syntheticDailyWeather(40.93, -98.35, '2024-06-15')).toEqual(a);
    expect(syntheticDailyWeather(40.92, -98.34, '2024-06-16')).not.toEqual(a);
  });

  it('keeps every field in its physical range and the description consistent with the day', () => {
    for (const place of Object.keys(PLACES) as Place[]) {
      for (const d of climateRun(place).slice(0, 730)) {
        expect(d.tMaxC).toBeGreaterThan(d.tMinC);
        expect(d.precipMm).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(d.precipProbability) && d.precipProbability >= 0 && d.precipProbability <= 100).toBe(true);
        expect(d.relativeHumidity).toBeGreaterThanOrEqual(8);
        expect(d.relativeHumidity).toBeLessThanOrEqual(100);
        expect(d.windMinMs).toBeLessThanOrEqual(d.windMaxMs);
        expect(d.windDirDeg).toBeGreaterThanOrEqual(0);
        expect(d.windDirDeg).toBeLessThan(360);
        expect(d.solarMJ).toBeGreaterThan(0);
        if (['rain', 'thunderstorm', 'snow'].includes(d.description)) expect(d.precipMm).toBeGreaterThanOrEqual(1);
        if (d.description === 'snow') expect((d.tMaxC + d.tMinC) / 2).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('has plausible seasonal temperatures: hot Texas summers, cool Idaho nights, cold Nebraska winters', () => {
    const julyMax = (p: Place) => mean(inMonth(climateRun(p), 7).map((d) => d.tMaxC));
    const julyMin = (p: Place) => mean(inMonth(climateRun(p), 7).map((d) => d.tMinC));
    const janMin = (p: Place) => mean(inMonth(climateRun(p), 1).map((d) => d.tMinC));
    expect(julyMax('lubbock')).toBeGreaterThan(31);
    expect(julyMax('lubbock')).toBeLessThan(36);
    expect(julyMax('fresno')).toBeGreaterThan(34);
    expect(julyMin('idaho')).toBeLessThan(julyMin('lubbock') - 5);
    expect(janMin('grandIsland')).toBeLessThan(-7);
    expect(janMin('fresno')).toBeGreaterThan(0);
  });

  it('matches annual rainfall normals: Lubbock ~500 mm, Fresno ~250 mm mostly in winter, Grand Island ~650 mm', () => {
    expect(annualMeanPrecip(climateRun('lubbock'))).toBeGreaterThan(450);
    expect(annualMeanPrecip(climateRun('lubbock'))).toBeLessThan(550);
    const fresno = climateRun('fresno');
    expect(annualMeanPrecip(fresno)).toBeGreaterThan(200);
    expect(annualMeanPrecip(fresno)).toBeLessThan(320);
    const winter = [11, 12, 1, 2, 3].flatMap((m) => inMonth(fresno, m)).reduce((s, d) => s + d.precipMm, 0) / 30;
    expect(winter / annualMeanPrecip(fresno)).toBeGreaterThan(0.75);
    expect(annualMeanPrecip(climateRun('grandIsland'))).toBeGreaterThan(600);
    expect(annualMeanPrecip(climateRun('grandIsland'))).toBeLessThan(700);
  });

  it('varies from year to year like real rainfall (coefficient of variation 10–45 %)', () => {
    const years = new Map<string, number>();
    for (const d of climateRun('lubbock')) years.set(d.date.slice(0, 4), (years.get(d.date.slice(0, 4)) ?? 0) + d.precipMm);
    const totals = [...years.values()];
    const m = mean(totals);
    const cv = Math.sqrt(mean(totals.map((t) => (t - m) ** 2))) / m;
    expect(cv).toBeGreaterThan(0.1);
    expect(cv).toBeLessThan(0.45);
  });

  it('clusters wet days into spells: a wet day is more likely after a wet day', () => {
    const wet = climateRun('grandIsland').map((d) => d.precipMm >= 1);
    const pWet = wet.filter(Boolean).length / wet.length;
    const afterWet = wet.slice(1).filter((w, i) => wet[i]);
    const pWetAfterWet = afterWet.filter(Boolean).length / afterWet.length;
    expect(pWetAfterWet).toBeGreaterThan(1.5 * pWet);
  });

  it('reports Hargreaves ETo of its own temperatures, ~5–8 mm/d in a Lubbock July and 1–2.5 in January', () => {
    const d = syntheticDailyWeather(33.58, -101.85, '2023-07-20');
    const expected = etoHargreaves({ tmaxC: d.tMaxC, tminC: d.tMinC, latitudeDeg: 33.58, dayOfYear: dayOfYear(d.date) });
    expect(d.etoMm).toBeCloseTo(expected, 2);
    const lubbock = climateRun('lubbock');
    expect(mean(inMonth(lubbock, 7).map((x) => x.etoMm))).toBeGreaterThan(5);
    expect(mean(inMonth(lubbock, 7).map((x) => x.etoMm))).toBeLessThan(8);
    expect(mean(inMonth(lubbock, 1).map((x) => x.etoMm))).toBeGreaterThan(1);
    expect(mean(inMonth(lubbock, 1).map((x) => x.etoMm))).toBeLessThan(2.5);
    const annual = lubbock.reduce((s, x) => s + x.etoMm, 0) / 30;
    expect(annual).toBeGreaterThan(1100);
    expect(annual).toBeLessThan(1800);
  });

  it('flips the seasons south of the equator', () => {
    const jan = syntheticDailyWeather(-33.8, 151, '2024-01-15');
    const jul = syntheticDailyWeather(-33.8, 151, '2024-07-15');
    expect(jan.tMaxC).toBeGreaterThan(jul.tMaxC + 8);
  });
});

describe('syntheticHourlyTemperatureC', () => {
  const day = { tMaxC: 30, tMinC: 14 };
  it('reaches Tmin at 06:00 and Tmax at 15:00 and stays between them', () => {
    expect(syntheticHourlyTemperatureC(day, 6)).toBeCloseTo(14, 9);
    expect(syntheticHourlyTemperatureC(day, 15)).toBeCloseTo(30, 9);
    for (let h = 0; h < 24; h += 0.25) {
      const t = syntheticHourlyTemperatureC(day, h);
      expect(t).toBeGreaterThanOrEqual(14);
      expect(t).toBeLessThanOrEqual(30);
    }
  });

  it('warms through the morning, cools through the evening and joins midnight to midnight', () => {
    expect(syntheticHourlyTemperatureC(day, 10)).toBeGreaterThan(syntheticHourlyTemperatureC(day, 8));
    expect(syntheticHourlyTemperatureC(day, 21)).toBeLessThan(syntheticHourlyTemperatureC(day, 18));
    expect(syntheticHourlyTemperatureC(day, 24)).toBeCloseTo(syntheticHourlyTemperatureC(day, 0), 9);
    // 03:00 is still cooling towards the 06:00 minimum.
    expect(syntheticHourlyTemperatureC(day, 3)).toBeGreaterThan(14);
  });
});
