import { farmPumping, recommendIrrigation, type RecommendationInput } from '@tilth/domain';
import { describe, expect, it } from 'vitest';
import { dayIn, pumpingIn, recommendationIn } from './recommendationWords';

const today = '2026-07-06'; // a Monday
const base: RecommendationInput = {
  today,
  unit: 'feetInches',
  planAllows: true,
  probeSilent: false,
  measured: { day: today, availableWaterIn: 2, capacityIn: 3, percentFilled: 66.7, refillPointPercent: 50, targetPercent: 90 },
  hasCrop: true,
  hasPlantingDate: true,
  inSeason: true,
  forecast: [1, 2, 3, 4, 5, 6, 7].map((i) => ({ date: `2026-07-${String(6 + i).padStart(2, '0')}`, etoIn: 0.2, rainIn: 0, kc: 1 })),
  forecastSimulated: false,
  irrigation: null,
  rainAllowanceIn: 0,
  irrigations: [],
};

describe('the planner’s sentences in Spanish', () => {
  it('leaves English answers as the domain wrote them', () => {
    const rec = recommendIrrigation(base);
    expect(recommendationIn('en', rec, today, 'feetInches')).toBe(rec);
  });

  it('words the summary, reason and missing inputs from the fields', () => {
    const rec = recommendIrrigation(base);
    expect(rec.summary).toBe('Irrigate by Thu · 0.70 in');
    const es = recommendationIn('es', rec, today, 'feetInches');
    expect(es.summary).toBe('Regar a más tardar el jue · 0.70 in');
    expect(es.reason).toBe('Punto de recarga en 3 días a 0.20 in/día.');
    expect(es.missing.map((m) => m.message)).toEqual(['No hay sistema de riego definido, así que no se conoce el tiempo de riego.']);
    expect(es.irrigateBy).toBe(rec.irrigateBy);
  });

  it('words a recommendation stopped at a missing input', () => {
    const es = recommendationIn('es', recommendIrrigation({ ...base, hasCrop: false }), today, 'meters');
    expect(es.summary).toBe('Define el cultivo para obtener una recomendación');
    expect(es.reason).toBe('No hay cultivo definido para este sitio.');
    expect(recommendationIn('es', recommendIrrigation({ ...base, measured: null }), today, 'meters').summary).toBe('Esperando lecturas');
    expect(recommendationIn('es', recommendIrrigation({ ...base, inSeason: false }), today, 'meters').summary).toBe(
      'Ningún cultivo en crecimiento ahora',
    );
  });

  it('says days relative to today', () => {
    expect(dayIn('es', today, today)).toBe('hoy');
    expect(dayIn('es', '2026-07-07', today)).toBe('mañana');
    expect(dayIn('es', '2026-07-20', today)).toBe('20 jul');
  });

  it('words the pumping message', () => {
    const sites = [{ name: 'A', flowGpm: 900, wellCapacityGpm: 800, irrigateBy: '2026-07-08', runHours: 10 }];
    const farm = farmPumping({ farmId: 'f', farmName: 'F' }, sites, today);
    expect(farm.message).toMatch(/^On Wed the 1 sites/);
    expect(pumpingIn('es', farm, today).message).toBe(
      'El mié, los 1 sitios que toca regar juntos necesitan 900 gpm, más que los 800 gpm de los pozos: escalónalos.',
    );
    expect(pumpingIn('en', farm, today)).toBe(farm);
  });
});
