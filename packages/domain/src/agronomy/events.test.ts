import { describe, expect, it } from 'vitest';
import {
  activeRootDepthIn,
  dailyRootActivity,
  detectWettingEvents,
  labelEventSource,
  percolationDepth,
  rootArrivalDay,
  type RootActivityDay,
  type WettingEvent,
} from './events';
import { syntheticSeries } from '../test/syntheticReadings';

/** A flat hourly series with steps: [hour, new level] pairs applied in order. */
function stepped(hours: number, base: number, steps: [number, number][] = []): number[] {
  return Array.from({ length: hours }, (_, h) => steps.filter(([at]) => h >= at).at(-1)?.[1] ?? base);
}

describe('wetting events', () => {
  it('triggers on a 1 %VWC rise within 3 h and merges rises under 12 h apart', () => {
    const top = stepped(72, 20, [
      [10, 21.2],
      [18, 23],
      [40, 25],
    ]);
    const events = detectWettingEvents({ top });
    expect(events.map((e) => [e.start, e.peak])).toEqual([
      [10, 18],
      [40, 40],
    ]);
    expect(events[0]?.riseVwc).toBeCloseTo(3, 10);
  });

  it('ignores slow rises and noise under the trigger', () => {
    const top = Array.from({ length: 48 }, (_, h) => 20 + h * 0.2);
    expect(detectWettingEvents({ top })).toEqual([]);
  });

  it('triggers on profile storage gain and sizes the event by it', () => {
    const top = stepped(48, 20);
    const storageIn = stepped(48, 4, [
      [10, 4.05],
      [12, 4.12],
    ]);
    const [event] = detectWettingEvents({ top, storageIn });
    expect(event?.start).toBe(12);
    expect(event?.sizeIn).toBeCloseTo(0.12, 10);
  });

  it('labels events from the rain gauge and irrigation log', () => {
    const event: WettingEvent = { start: 100, end: 102, peak: 102, riseVwc: 3, sizeIn: null };
    expect(labelEventSource(event, { rainIn: new Map([[97, 0.4]]) })).toBe('rain');
    expect(labelEventSource(event, { irrigationIn: new Map([[101, 1]]) })).toBe('irrigation');
    expect(labelEventSource(event, { rainIn: new Map([[101, 0.1]]), irrigationIn: new Map([[100, 1]]) })).toBe('both');
    expect(labelEventSource(event, { rainIn: new Map([[50, 1]]) })).toBe('unknown');
  });
});

describe('percolation depth', () => {
  const layers = (rises: number[]) =>
    rises.map((rise, i) => ({ depthIn: 6 + 12 * i, series: stepped(120, 25, [[30 + 6 * i, 25 + rise]]), sigma: 0.05 }));

  it('is the deepest sensor rising at least max(0.5, 3σ) within 48 h', () => {
    const result = percolationDepth({ layers: layers([6, 2, 0.3]), eventStart: 30 });
    expect(result.responding).toEqual([true, true, false]);
    expect(result.depthIn).toBe(18);
    expect(result.deepDrainage).toBe(false);
  });

  it('flags deep drainage when the bottom sensor responds, and raises the bar for noisy sensors', () => {
    expect(percolationDepth({ layers: layers([6, 2, 1]), eventStart: 30 }).deepDrainage).toBe(true);
    const noisy = layers([6, 2, 1]).map((l) => ({ ...l, sigma: 0.8 }));
    expect(percolationDepth({ layers: noisy, eventStart: 30 }).depthIn).toBe(6);
  });

  it('waits 72 h for clay', () => {
    const slow = [{ depthIn: 6, series: stepped(200, 25, [[90, 27]]), sigma: 0.05 }];
    expect(percolationDepth({ layers: slow, eventStart: 30 }).depthIn).toBeNull();
    expect(percolationDepth({ layers: slow, eventStart: 30, clay: true }).depthIn).toBe(6);
  });
});

describe('root activity', () => {
  it('agronomy.md test 10 (roots): uptake from day 10 → root arrival day 10, no false days 0–9', () => {
    const series = syntheticSeries({ eventHour: null, initialVwc: 28, uptakeFromDay: 10 });
    const events = detectWettingEvents({ top: series });
    expect(events).toEqual([]);
    const days = dailyRootActivity(series, events);
    expect(days.filter((d) => d.day < 10 && d.active)).toEqual([]);
    expect(rootArrivalDay(days)).toBe(10);
  });

  it('skips days overlapping an event or within 48 h after it, not days before it', () => {
    const series = syntheticSeries({ eventHour: 24 * 12 + 14, initialVwc: 24, uptakeFromDay: 0 });
    const events = detectWettingEvents({ top: series });
    const days = dailyRootActivity(series, events, { sigma: 0.03 });
    expect(days.filter((d) => d.nearEvent).map((d) => d.day)).toEqual([12, 13, 14]);
    expect(days.find((d) => d.day === 11)?.active).toBe(true);
    expect(days.find((d) => d.day === 13)?.active).toBe(false);
  });

  it('needs three consecutive active days', () => {
    const day = (d: number, active: boolean): RootActivityDay => ({ day: d, drop: 1, night: 0, nearEvent: false, active });
    expect(rootArrivalDay([day(0, true), day(1, true), day(2, false), day(3, true), day(4, true), day(5, true)])).toBe(3);
    expect(rootArrivalDay([day(0, true), day(1, true), day(3, true)])).toBeNull();
  });

  it('takes the active root depth from the deepest arrival so far', () => {
    const arrivals = [
      { depthIn: 6, day: 3 },
      { depthIn: 18, day: 20 },
      { depthIn: 30, day: null },
    ];
    expect(activeRootDepthIn(arrivals, 10)).toBe(6);
    expect(activeRootDepthIn(arrivals, 25)).toBe(18);
    expect(activeRootDepthIn(arrivals, 1)).toBeNull();
  });
});
