import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../time/zoneClock';
import { detectWettingEvents } from '../events';
import { hourlyFrame } from '../hourlyFrame';
import { textureOf } from './depthDetection';
import { fieldCapacityAt } from './fieldCapacityAcceptance';
import { seasonCalendar } from './seasonCalendar';

/**
 * A layer resting at FC 30 that wets to 38 at each event hour and drains back with time constant τ;
 * optionally losing water again from some hour on, or with its nights missing for 4 days after events.
 */
function drainingLayer(events: number[], options: { tauHours?: number; drainFromHour?: number; nightGaps?: boolean } = {}) {
  const { tauHours = 10, drainFromHour = Infinity, nightGaps = false } = options;
  return Array.from({ length: 60 * 24 }, (_, h) => {
    const last = events.filter((e) => e <= h).at(-1);
    const night = h % 24 >= 22 || h % 24 <= 6;
    if (nightGaps && night && last !== undefined && h - last > 6 && h - last < 100) return null;
    const base = last === undefined ? 25 : 30 + 8 * Math.exp(-(h - last) / tauHours);
    return base - Math.max(0, h - drainFromHour) * 0.05;
  });
}

const EVENTS = [5 * 24 + 14, 17 * 24 + 14, 29 * 24 + 14];

describe('field capacity acceptance', () => {
  it('trusts FC confirmed by flat nights after two or more saturating events', () => {
    const series = drainingLayer(EVENTS);
    const fc = fieldCapacityAt({ series, events: detectWettingEvents({ top: series }), texture: 'loam' });
    expect(fc).toMatchObject({ reliable: true, reason: 'detected', events: 3, flatNights: 3 });
    expect(fc.value).toBeCloseTo(30, 1);
  });

  it('needs two events', () => {
    const series = drainingLayer(EVENTS.slice(0, 1));
    expect(fieldCapacityAt({ series, events: detectWettingEvents({ top: series }), texture: 'sand' })).toMatchObject({
      reliable: false,
      reason: 'tooFewEvents',
      events: 1,
    });
  });

  it('distrusts FC found mostly by the fallback rule (no flat night seen within 96 h)', () => {
    const series = drainingLayer(EVENTS, { nightGaps: true });
    expect(fieldCapacityAt({ series, events: detectWettingEvents({ top: series }), texture: 'loam' })).toMatchObject({
      reliable: false,
      reason: 'mostlyFallback',
      flatNights: 0,
    });
  });

  it('drops candidates whose following nights still drain', () => {
    // Slow drainage: the 48 h fallback readings sit on a slope that the later nights still show.
    const slow = drainingLayer(EVENTS, { tauHours: 96 });
    expect(fieldCapacityAt({ series: slow, events: detectWettingEvents({ top: slow }), texture: 'loam' })).toMatchObject({
      reliable: false,
      events: 0,
    });
    // From day 9 on the layer keeps losing water at night: the first candidate is not confirmed.
    const series = drainingLayer(EVENTS.slice(0, 2), { drainFromHour: 9 * 24 });
    const fc = fieldCapacityAt({ series, events: detectWettingEvents({ top: series }), texture: 'loam' });
    expect(fc.events).toBeLessThan(2);
    expect(fc.reliable).toBe(false);
  });

  it('never trusts clay, whose drainage outlasts the 96-hour search', () => {
    const series = drainingLayer(EVENTS);
    expect(fieldCapacityAt({ series, events: detectWettingEvents({ top: series }), texture: 'clay' })).toMatchObject({
      reliable: false,
      reason: 'slowDrainage',
    });
  });

  it('reads the texture from the site soil type', () => {
    expect(['Sand', 'Loamy sand', 'Sandy loam', 'Loam', 'Clay loam', null].map(textureOf)).toEqual([
      'sand',
      'sand',
      'loam',
      'loam',
      'clay',
      'loam',
    ]);
  });
});

describe('the season of the refill fit', () => {
  const from = Date.parse('2026-04-01T06:00:00Z') / 1000;
  const frame = hourlyFrame(fixedClock(-6 * 3600), from + 1, from + 300 * 86_400);

  it('runs from full cover to the end of the season, with crop ET on those days', () => {
    const season = seasonCalendar({ frame, crop: 'Corn', plantingDate: '2026-05-01', latitude: 34.2, longitude: -101.7 })!;
    // Corn: 30 + 40 days to full cover, 150 days in all.
    expect(season).toMatchObject({ plantDay: 30, fullCoverDay: 100, endDay: 180 });
    expect(season.etcMm[99]).toBeNull();
    expect(season.etcMm[120]).toBeGreaterThan(0);
    expect(season.etcMm[181]).toBeNull();
  });

  it('has no season without a crop or planting date, or when full cover lies beyond the readings', () => {
    expect(seasonCalendar({ frame, crop: null, plantingDate: '2026-05-01', latitude: 34, longitude: -101 })).toBeNull();
    expect(seasonCalendar({ frame, crop: 'Corn', plantingDate: null, latitude: 34, longitude: -101 })).toBeNull();
    // Plain wheat sown in October is winter wheat: 235 days to full cover.
    expect(seasonCalendar({ frame, crop: 'Wheat', plantingDate: '2026-10-01', latitude: 34, longitude: -101 })).toBeNull();
  });
});
