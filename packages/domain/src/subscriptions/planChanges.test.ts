import { describe, expect, it } from 'vitest';
import {
  asSubscriptionPlan,
  changedEntries,
  choosePlan,
  dayAfter,
  isPlanChangeDue,
  localDay,
  localMidnight,
  planEffectiveDay,
  type PlanChange,
} from './planChanges';

describe('plan changes', () => {
  it('keeps only entries whose plans differ, the last entry of a site winning', () => {
    const changes: PlanChange[] = [
      { siteId: 'a', oldPlan: 'Gold', currentPlan: 'Silver' },
      { siteId: 'b', oldPlan: 'None', currentPlan: 'None' },
      { siteId: 'a', oldPlan: 'Gold', currentPlan: 'None' },
    ];
    expect(changedEntries(changes)).toEqual([{ siteId: 'a', oldPlan: 'Gold', currentPlan: 'None' }]);
  });
  it('removes a pending entry when the original plan is chosen again (spec 002 §4)', () => {
    const site = { siteId: 's1', plan: 'Silver' as const };
    const once = choosePlan(new Map(), site, 'Gold');
    expect([...once.values()]).toEqual([{ siteId: 's1', oldPlan: 'Silver', currentPlan: 'Gold' }]);
    expect(choosePlan(once, site, 'Silver').size).toBe(0);
  });
  it('reads unknown stored plans as not subscribed', () => {
    expect(asSubscriptionPlan('Gold')).toBe('Gold');
    expect(asSubscriptionPlan('gold')).toBe('None');
    expect(asSubscriptionPlan(null)).toBe('None');
  });
});

describe('next-day activation in the farm time zone', () => {
  // 2026-11-24 23:30 in Chicago (UTC-6) is 2026-11-25 05:30 UTC.
  const lateEvening = Date.parse('2026-11-25T05:30:00Z');
  it('takes effect the following local day', () => {
    expect(localDay(lateEvening, 'America/Chicago')).toBe('2026-11-24');
    expect(planEffectiveDay(lateEvening, 'America/Chicago')).toBe('2026-11-25');
    // Already the 25th in Berlin: effective on the 26th there.
    expect(planEffectiveDay(lateEvening, 'Europe/Berlin')).toBe('2026-11-26');
  });
  it('is due from the local midnight on, not before', () => {
    const midnight = localMidnight('2026-11-25', 'America/Chicago');
    expect(new Date(midnight).toISOString()).toBe('2026-11-25T06:00:00.000Z');
    expect(isPlanChangeDue('2026-11-25', midnight - 1000, 'America/Chicago')).toBe(false);
    expect(isPlanChangeDue('2026-11-25', midnight, 'America/Chicago')).toBe(true);
    expect(isPlanChangeDue('2026-11-25', midnight + 86_400_000 * 3, 'America/Chicago')).toBe(true);
  });
  it('counts days across month and year ends', () => {
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
  });
});
