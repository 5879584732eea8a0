import { describe, expect, it } from 'vitest';
import { daysToRefillFromTrend, DRYNESS_KINDS, siteConditions, type SiteAlertFacts } from './conditions';

const facts = (over: Partial<SiteAlertFacts> = {}): SiteAlertFacts => ({
  healthLevel: 'FAIR',
  disconnected: false,
  batteryPercent: 80,
  recentWater: [],
  outsideSeason: false,
  ...over,
});

describe('daysToRefillFromTrend', () => {
  it('extrapolates the recent fall per day to the refill point', () => {
    const days = [
      { day: '2026-11-20', awPercent: 70, rp: 50 },
      { day: '2026-11-22', awPercent: 60, rp: 50 },
    ];
    expect(daysToRefillFromTrend(days)).toBe(2);
  });

  it('answers 0 at or below the refill point and null when not drying or unknown', () => {
    expect(daysToRefillFromTrend([{ day: '2026-11-22', awPercent: 40, rp: 50 }])).toBe(0);
    expect(
      daysToRefillFromTrend([
        { day: '2026-11-21', awPercent: 60, rp: 50 },
        { day: '2026-11-22', awPercent: 65, rp: 50 },
      ]),
    ).toBeNull();
    expect(daysToRefillFromTrend([{ day: '2026-11-22', awPercent: null, rp: 50 }])).toBeNull();
  });
});

describe('siteConditions', () => {
  it('holds nothing for a healthy reporting site', () => {
    expect([...siteConditions(facts())]).toEqual([]);
  });

  it('names each condition that holds', () => {
    const holds = siteConditions(facts({ healthLevel: 'LOW', disconnected: true, batteryPercent: 15 }));
    expect([...holds].sort()).toEqual(['batteryLow', 'belowRefill', 'notReporting']);
  });

  it('predicts a refill within days only while still above it', () => {
    const drying = [
      { day: '2026-11-21', awPercent: 62, rp: 50 },
      { day: '2026-11-22', awPercent: 56, rp: 50 },
    ];
    expect(siteConditions(facts({ recentWater: drying })).has('refillSoon')).toBe(true);
    expect(siteConditions(facts({ healthLevel: 'LOW', recentWater: drying })).has('refillSoon')).toBe(false);
  });

  it('raises no dryness alert outside the crop season, but still tells of outages and batteries (issue 27)', () => {
    const drying = [
      { day: '2026-11-21', awPercent: 62, rp: 50 },
      { day: '2026-11-22', awPercent: 56, rp: 50 },
    ];
    expect([...siteConditions(facts({ healthLevel: 'LOW', outsideSeason: true }))]).toEqual([]);
    expect([...siteConditions(facts({ recentWater: drying, outsideSeason: true }))]).toEqual([]);
    const holds = siteConditions(facts({ healthLevel: 'LOW', disconnected: true, batteryPercent: 15, outsideSeason: true }));
    expect([...holds].sort()).toEqual(['batteryLow', 'notReporting']);
    expect(DRYNESS_KINDS).toEqual(['belowRefill', 'refillSoon']);
  });

  it('holds a sensor fault in any season (issue 30)', () => {
    expect(siteConditions(facts({ sensorFault: true, outsideSeason: true })).has('sensorFault')).toBe(true);
    expect(siteConditions(facts()).has('sensorFault')).toBe(false);
  });
});
