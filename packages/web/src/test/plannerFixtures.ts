import type { PlannerRow, Recommendation } from '@tilth/domain';

/** Planner rows for unit tests: a due pivot, a drip site later in the week, an out-of-season site, one missing its system. */

const base: Recommendation = {
  status: 'soon',
  now: {
    measuredOn: '2026-11-26',
    availableWaterIn: 2.1,
    capacityIn: 4,
    percentFilled: 52.5,
    targetPercent: 90,
    targetIn: 3.6,
    refillPointPercent: 50,
    refillPointIn: 2,
    loggedSinceIn: 0,
    deficitToTargetIn: 1.5,
    aboveRefillIn: 0.1,
  },
  projection: {
    days: [],
    dailyUseIn: 0.28,
    refillDate: '2026-12-03',
    daysToRefill: 6,
    rainRule: 'Rain of 0.1 in or more in a day counts.',
    forecastSimulated: false,
  },
  amount: { netIn: 1.5, rainAllowanceIn: 0, efficiencyPercent: 85, grossIn: 1.76 },
  runTime: { rateInPerHour: 0.0092, hours: 191.3, days: 8 },
  irrigateBy: '2026-12-03',
  overdue: false,
  summary: 'Irrigate by Thu · 1.76 in · 8 days (191 h)',
  reason: 'Refill point in 6 days at 0.28 in/day.',
  missing: [],
};

type RowOverrides = Partial<Omit<PlannerRow, 'recommendation'>> & { recommendation?: Partial<Recommendation> };

export function row(overrides: RowOverrides = {}): PlannerRow {
  const { recommendation, ...rest } = overrides;
  return {
    siteObjectId: 'Site000001',
    siteId: '10001',
    siteName: 'North Pivot 1',
    farmId: 'Farm000001',
    farmName: 'North Pivot Farm',
    crop: 'Corn',
    irrigationType: 'Center Pivot',
    plan: 'Gold',
    deviceId: '0x574e3643430c4e5c',
    irrigatedAreaAc: 120,
    systemFlowGpm: 500,
    wellCapacityGpm: 800,
    ...rest,
    recommendation: { ...base, ...recommendation },
  };
}

export const dueRow = row({
  recommendation: { status: 'due', overdue: true, irrigateBy: '2026-11-27', summary: 'Irrigate now · 1.76 in · 8 days (191 h)' },
});
export const dripRow = row({
  siteObjectId: 'Site000002',
  siteId: '10002',
  siteName: 'Russet Drip',
  farmName: 'Snake River, "East"',
  crop: 'Potatoes',
  irrigationType: 'Drip',
  recommendation: { runTime: { rateInPerHour: 0.08, hours: 22, days: 0.9 }, reason: 'Refill point in 6 days, at 0.28 in/day.' },
});
export const outOfSeasonRow = row({
  siteObjectId: 'Site000003',
  siteId: '10003',
  siteName: 'Wheat Pivot',
  crop: 'Wheat',
  recommendation: {
    status: 'outOfSeason',
    now: null,
    projection: null,
    amount: null,
    runTime: null,
    irrigateBy: null,
    summary: 'No crop growing now',
    reason: 'Outside the crop’s season: nothing to irrigate until the next planting.',
  },
});
export const noSystemRow = row({
  siteObjectId: 'Site000004',
  siteId: '10004',
  siteName: 'East Dryland',
  irrigationType: null,
  crop: null,
  deviceId: '0x',
  recommendation: {
    status: 'ok',
    runTime: null,
    irrigateBy: null,
    projection: { ...base.projection!, refillDate: null, daysToRefill: null, days: new Array(7).fill(null) as never },
    missing: [{ input: 'irrigationSystem', message: 'No irrigation system is set, so run time is unknown.', place: 'configuration' }],
  },
});
