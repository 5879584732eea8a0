import { describe, expect, it } from 'vitest';
import { detectFieldCapacity, detectRefillPoint, dryDownDailyUse } from './detection';
import { detectWettingEvents } from './events';
import { syntheticSeries } from '../test/syntheticReadings';

describe('field capacity and refill point detection', () => {
  const series = syntheticSeries();
  const events = detectWettingEvents({ top: series });

  it('agronomy.md test 10 (detection): one event at hour 62, FC 30 ± 1.0, RP 22.5 ± 1.0', () => {
    expect(events.map((e) => e.start)).toEqual([62]);
    const fc = detectFieldCapacity({ series, events });
    expect(fc.fc).not.toBeNull();
    expect(Math.abs((fc.fc as number) - 30)).toBeLessThanOrEqual(1.0);
    const rp = detectRefillPoint({ series, events });
    expect(rp.reason).toBe('detected');
    expect(Math.abs((rp.rp as number) - 22.5)).toBeLessThanOrEqual(1.0);
  });

  it('takes FC at the end of the first flat night and trusts it only from two events', () => {
    const fc = detectFieldCapacity({ series, events });
    expect(fc.candidates).toHaveLength(1);
    // The night starting 22:00 on day 3 (hours 94–102) is the first one past peak + 12 h that is flat.
    expect(fc.candidates[0]).toMatchObject({ method: 'flatNight', at: 102, peak: 62 });
    expect(fc.reliable).toBe(false);
    expect(detectFieldCapacity({ series, events, minEvents: 1 }).reliable).toBe(true);
  });

  it('skips events too small to saturate unless the next-deeper sensor responded', () => {
    const small = syntheticSeries({ stepVwc: 2, initialVwc: 27 });
    const smallEvents = detectWettingEvents({ top: small });
    expect(smallEvents).toHaveLength(1);
    expect(detectFieldCapacity({ series: small, events: smallEvents }).candidates).toEqual([]);
    const deeper = syntheticSeries({ stepVwc: 1.5, initialVwc: 25, seed: 7 });
    expect(detectFieldCapacity({ series: small, events: smallEvents, nextDeeper: deeper }).candidates).toHaveLength(1);
  });

  it('falls back to the reading 24 h (sand) or 48 h (loam) after the peak when no night is flat', () => {
    // A slow-draining layer (τ far above 10 h) never flattens within 96 h.
    const slow = series.map((v, h) => (v === null ? null : h >= 62 ? v + 0.05 * Math.max(0, 200 - h) : v));
    const sand = detectFieldCapacity({ series: slow, events, texture: 'sand' });
    expect(sand.candidates[0]).toMatchObject({ method: 'fallback', at: 86 });
    expect(detectFieldCapacity({ series: slow, events }).candidates[0]).toMatchObject({ at: 110 });
  });

  it('uses only dry-down days more than 48 h after a peak', () => {
    const days = dryDownDailyUse(series, events).map((d) => d.day);
    expect(days).not.toContain(2);
    expect(days).not.toContain(4);
    expect(days).toContain(5);
  });

  it('reports "not reached" when use never falls', () => {
    // Stop before the crop dries past the refill point: use stays at the plateau.
    const early = syntheticSeries({ days: 9, initialVwc: 28 });
    const result = detectRefillPoint({ series: early, events: detectWettingEvents({ top: early }) });
    expect(result.rp).toBeNull();
    expect(['notReached', 'tooFewDays']).toContain(result.reason);
  });

  it('can normalise daily use by ETc', () => {
    const etc = Array.from({ length: 30 }, () => 2);
    const plain = dryDownDailyUse(series, events);
    const normalised = dryDownDailyUse(series, events, etc);
    expect(normalised[0]!.use).toBeCloseTo(plain[0]!.use / 2, 10);
    expect(normalised[0]!.x).toBe(plain[0]!.x);
  });
});
