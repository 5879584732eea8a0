import { describe, expect, it } from 'vitest';
import type { PlanSiteRow } from '../subscriptions/subscriptionRepository';
import { pendingOf, planWrites } from './shopLedger';

const site = (id: string, plan: string, pending: string | null = null): PlanSiteRow => ({
  id,
  site_id: id.toUpperCase(),
  name: id,
  plan,
  status: 'ACTIVE',
  farm_id: 'farm1',
  time_zone: 'America/Chicago',
  business_path: 'root/dist/dealer/biz',
  pending_old: pending ? plan : null,
  pending_new: pending,
  pending_day: pending ? '2026-11-25' : null,
  pending_by: null,
  pending_at: null,
});

// 2026-11-24 20:00 in Chicago (02:00 UTC on the 25th): the farm's next day is the 25th.
const NOW = Date.parse('2026-11-25T02:00:00Z');

describe('planWrites', () => {
  it('moves each site to the plan from its farm’s next day, from the plan it will have', () => {
    expect(planWrites([site('a', 'None'), site('b', 'Silver', 'None')], 'Gold', NOW)).toEqual([
      { siteId: 'a', effectivePlan: 'None', fromPlan: 'None', toPlan: 'Gold', effectiveDay: '2026-11-25' },
      { siteId: 'b', effectivePlan: 'Silver', fromPlan: 'None', toPlan: 'Gold', effectiveDay: '2026-11-25' },
    ]);
  });

  it('leaves sites already headed to the plan alone', () => {
    expect(planWrites([site('a', 'Gold'), site('b', 'None', 'Gold')], 'Gold', NOW)).toEqual([]);
  });
});

describe('pendingOf', () => {
  it('lists the changes left waiting, not those back to the effective plan', () => {
    const writes = planWrites([site('a', 'None', 'Gold'), site('b', 'Silver', 'Gold')], 'None', NOW);
    expect(pendingOf(writes)).toEqual([{ siteId: 'b', oldPlan: 'Silver', newPlan: 'None', effectiveDay: '2026-11-25' }]);
  });
});
