import { describe, expect, it } from 'vitest';
import { defaultIrrigationProperties, type PivotProperties } from '../siteConfig/siteConfigConstants';
import { byUrgency, recommendIrrigation, type RecommendationInput } from './recommendation';

// Worked case: a corn pivot (800 gpm on 125 ac, 85 %) with a 4.0 in root zone, refill point 50 %,
// green band top 90 %. Measured on Nov 27: 2.8 in (70 %). Target 3.6 in → 0.8 in to add now.
// Forecast ETo 0.25 in/day at Kc 1.2 = 0.30 in/day; the 0.8 in above the refill point (2.0 in)
// runs out on the third day (0.5, 0.2, −0.1).
const pivot: PivotProperties = { ...(defaultIrrigationProperties(2) as PivotProperties), flow_rate: 800, irrigated_area: 125 };
const forecast = ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((date) => ({
  date,
  etoIn: 0.25,
  rainIn: 0,
  kc: 1.2,
}));
const base: RecommendationInput = {
  today: '2026-11-27',
  unit: 'feetInches',
  planAllows: true,
  probeSilent: false,
  measured: { day: '2026-11-27', availableWaterIn: 2.8, capacityIn: 4, percentFilled: 70, refillPointPercent: 50, targetPercent: 90 },
  hasCrop: true,
  hasPlantingDate: true,
  inSeason: true,
  forecast,
  forecastSimulated: false,
  irrigation: pivot,
  rainAllowanceIn: 0,
  irrigations: [],
};

describe('the irrigation recommendation', () => {
  it('says now, when, how much and how long for the worked pivot case', () => {
    const r = recommendIrrigation(base);
    expect(r.now).toMatchObject({ targetIn: 3.6, refillPointIn: 2, deficitToTargetIn: 0.8, aboveRefillIn: 0.8 });
    expect(r.projection?.days.slice(0, 3).map((d) => d.aboveRefillIn)).toEqual([0.5, 0.2, -0.1]);
    expect(r.projection).toMatchObject({ refillDate: '2026-11-30', daysToRefill: 3, dailyUseIn: 0.3 });
    // Net 0.8 in → gross 0.94 in at 85 %; rate 800 / (453 × 125) = 0.01413 in/h → 66.6 h.
    expect(r.amount).toMatchObject({ netIn: 0.8, grossIn: 0.94, efficiencyPercent: 85 });
    expect(r.runTime).toMatchObject({ hours: 66.6, days: 2.8 });
    // At the refill point the pivot must put on 1.6 in net = 1.88 in gross = 133 h = 6 days:
    // the refill date (Nov 30) is too late to start, so it is due now.
    expect(r.irrigateBy).toBe('2026-11-27');
    expect(r.overdue).toBe(true);
    expect(r.status).toBe('due');
    expect(r.summary).toBe('Irrigate now · 0.94 in · 2.8 days (67 h)');
    expect(r.reason).toBe('Refill point in 3 days at 0.30 in/day.');
  });

  it('gives the start day the system needs: drip refills in hours, so irrigate by the refill day', () => {
    const drip = { ...defaultIrrigationProperties(8), emitter_discharge_rate: 0.01, emitter_spacing: 12, lateral_spacing: 60 } as const;
    const r = recommendIrrigation({ ...base, irrigation: drip });
    // 1.6 in net / 0.9 = 1.78 in at 0.1925 in/h = 9.2 h → one day before the refill date.
    expect(r.irrigateBy).toBe('2026-11-29');
    expect(r.status).toBe('soon');
    expect(r.summary).toBe('Irrigate by Sun · 0.89 in · 4.6 h');
  });

  it('counts effective rain and leaves room for rain when asked', () => {
    const rainy = forecast.map((d, i) => (i === 1 ? { ...d, rainIn: 0.5 } : i === 2 ? { ...d, rainIn: 0.05 } : d));
    const r = recommendIrrigation({ ...base, forecast: rainy, rainAllowanceIn: 0.25 });
    // 0.8 − 0.3 = 0.5; + 0.5 rain − 0.3 = 0.7; light rain ignored: 0.4; 0.1; −0.2 → day 5.
    expect(r.projection?.days.slice(0, 5).map((d) => d.aboveRefillIn)).toEqual([0.5, 0.7, 0.4, 0.1, -0.2]);
    expect(r.projection?.days[2]?.effectiveRainIn).toBe(0);
    expect(r.amount).toMatchObject({ netIn: 0.55, rainAllowanceIn: 0.25 });
  });

  it('a logged irrigation resets the projection', () => {
    expect(recommendIrrigation(base).projection?.refillDate).toBe('2026-11-30');
    const r = recommendIrrigation({ ...base, irrigations: [{ date: '2026-11-27', netIn: 0.9 }] });
    // 0.8 + 0.9 = 1.7 above the refill point; −0.3 a day → 1.4 … 0.2, −0.1 on the sixth day.
    expect(r.projection?.days[0]?.aboveRefillIn).toBe(1.4);
    expect(r.projection?.refillDate).toBe('2026-12-03');
    // The amount to put on counts it too: 0.8 in to the target less the 0.9 in logged → nothing more.
    expect(r.now).toMatchObject({ loggedSinceIn: 0.9, deficitToTargetIn: 0, aboveRefillIn: 1.7 });
    expect(r.amount?.netIn).toBe(0);
    expect(recommendIrrigation({ ...base, irrigations: [{ date: '2026-11-27', netIn: 0.5 }] }).amount?.netIn).toBe(0.3);
    // More than the root zone holds drains: the water above the refill point stops at 2.0 in.
    const flooded = recommendIrrigation({ ...base, irrigations: [{ date: '2026-11-28', netIn: 3 }] });
    expect(flooded.projection?.days[0]?.aboveRefillIn).toBe(2);
  });

  it('is not due when the forecast week keeps it above the refill point', () => {
    // 1.8 in above the refill point, 0.2 in/day for 7 days = 1.4 in.
    const cool = forecast.map((d) => ({ ...d, kc: 0.8 }));
    const r = recommendIrrigation({ ...base, forecast: cool, measured: { ...base.measured!, availableWaterIn: 3.8, percentFilled: 95 } });
    expect(r.status).toBe('ok');
    expect(r.irrigateBy).toBeNull();
    expect(r.summary).toBe('Not due this week');
    expect(r.reason).toBe('Above the refill point for the next 7 days at 0.20 in/day.');
  });

  it('names each missing input and where to set it, never a made-up number', () => {
    expect(recommendIrrigation({ ...base, planAllows: false }).missing).toEqual([
      expect.objectContaining({ input: 'plan', place: 'subscription' }),
    ]);
    expect(recommendIrrigation({ ...base, hasCrop: false }).missing[0]?.input).toBe('crop');
    expect(recommendIrrigation({ ...base, hasPlantingDate: false }).missing[0]).toMatchObject({ input: 'plantingDate', place: 'about' });
    expect(recommendIrrigation({ ...base, measured: null }).missing[0]?.input).toBe('readings');
    const silent = recommendIrrigation({ ...base, probeSilent: true });
    expect(silent).toMatchObject({ status: 'incomplete', now: null, amount: null });
    expect(silent.missing[0]).toMatchObject({ input: 'probeSilent', place: 'probe' });

    const noForecast = recommendIrrigation({ ...base, forecast: null });
    expect(noForecast.missing.map((m) => m.input)).toEqual(['forecast']);
    expect(noForecast.irrigateBy).toBeNull();
    expect(noForecast.amount?.netIn).toBe(0.8);

    const noSystem = recommendIrrigation({ ...base, irrigation: null });
    expect(noSystem.missing.map((m) => m.input)).toEqual(['irrigationSystem']);
    expect(noSystem.runTime).toBeNull();
    const noFlow = recommendIrrigation({ ...base, irrigation: { ...pivot, flow_rate: 0 } });
    expect(noFlow.missing[0]).toMatchObject({ input: 'flowRate', place: 'configuration' });
  });

  it('is out of season, not due, when no crop is growing', () => {
    const r = recommendIrrigation({ ...base, inSeason: false });
    expect(r.status).toBe('outOfSeason');
    expect(r.irrigateBy).toBeNull();
    expect(r.summary).toBe('No crop growing now');
  });

  it('shows millimetres to users who chose metric units', () => {
    const r = recommendIrrigation({ ...base, unit: 'meters' });
    expect(r.summary).toBe('Irrigate now · 24 mm · 2.8 days (67 h)');
    expect(r.reason).toBe('Refill point in 3 days at 7.6 mm/day.');
  });

  it('ranks by irrigate-by, then by deficit', () => {
    const due = recommendIrrigation(base);
    const later = recommendIrrigation({ ...base, measured: { ...base.measured!, availableWaterIn: 3.2, percentFilled: 80 } });
    const fine = recommendIrrigation({ ...base, measured: { ...base.measured!, availableWaterIn: 3.8, percentFilled: 95 } });
    const off = recommendIrrigation({ ...base, inSeason: false });
    expect([off, fine, later, due].sort(byUrgency)).toEqual([due, later, fine, off]);
  });
});
