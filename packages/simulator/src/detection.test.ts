import { describe, expect, it } from 'vitest';
import {
  CROP_DEFAULTS,
  dailyRootActivity,
  detectFieldCapacity,
  detectRefillPoint,
  detectWettingEvents,
  rootArrivalDay,
  type HourlySeries,
  type WettingEvent,
} from '@tilth/domain/agronomy/index';
import type { SiteSimConfig } from './config';
import { hourlySeries } from './hourly.fixture';
import { SiteSimulator } from './siteSimulator';
import { AQUACHECK_40, DAY } from './sites.fixture';

/**
 * The detection cases (field capacity, refill point, root arrival; docs/agronomy.md §2–§3) must
 * pass on simulator output. The detectors run on hourly means of the 15-minute readings, as a server
 * would, and are compared with the simulator's configured values on the sensor's own scale
 * (true value + the sensor's calibration offset).
 *
 * The refill point detection finds where daily use starts to fall, i.e. FC − p (FC − PWP) with
 * the crop's p; the site is deficit-irrigated (MAD 0.7 > p 0.55) so its dry-downs cross it.
 * It is fitted on full-cover days after the depth's detected root arrival, on days with
 * ETc ≥ 3 mm (use is normalised by ETc): root growth and tiny late-season ETc are not refill.
 */

const FROM = Date.UTC(2024, 3, 1) / 1000;
const TO = Date.UTC(2024, 9, 15) / 1000;

interface Run {
  sim: SiteSimulator;
  series: HourlySeries[];
  topEvents: WettingEvent[];
  plantDay: number;
}

function run(config: SiteSimConfig): Run {
  const sim = new SiteSimulator(config, { originTs: FROM, trace: true });
  const readings = sim.advanceTo(TO - 1).probe;
  const day0 = Math.floor((FROM + sim.offsetSeconds) / DAY) * DAY;
  const hours = (TO - FROM) / 3600;
  const series = config.depthsIn.map((_, i) => hourlySeries(readings, 'moisture', i, day0, sim.offsetSeconds, hours));
  return {
    sim,
    series,
    topEvents: detectWettingEvents({ top: series[0]! }),
    plantDay: sim.trace!.days.findIndex((d) => d.seasonDay === 0),
  };
}

/** Wetting events seen at the top sensor or at the depth itself (slow percolation at depth). */
function eventsAt(r: Run, i: number): WettingEvent[] {
  return [...r.topEvents, ...detectWettingEvents({ top: r.series[i]! })].sort((a, b) => a.start - b.start);
}

function rootActivity(r: Run, i: number) {
  return dailyRootActivity(r.series[i]!, eventsAt(r, i)).filter((d) => d.day >= r.plantDay);
}

function rootArrival(r: Run, i: number): number | null {
  return rootArrivalDay(rootActivity(r, i));
}

const SAND_DEFICIT: SiteSimConfig = {
  seed: 'detection-sand',
  latitude: 33.58,
  longitude: -101.85,
  soil: 'sand',
  crop: 'corn',
  plantingDate: '2024-05-01',
  irrigation: 'centerPivot',
  mad: 0.7,
  depthsIn: AQUACHECK_40,
};
const LOAM_PIVOT: SiteSimConfig = {
  ...SAND_DEFICIT,
  seed: 'detection-loam',
  soil: 'loam',
  latitude: 40.92,
  longitude: -98.34,
  mad: undefined,
};

describe('agronomy detection on simulator output', () => {
  const sand = run(SAND_DEFICIT);
  const loam = run(LOAM_PIVOT);

  it('field capacity: within ±1.0 %VWC of the configured FC at every depth with ≥ 2 saturating events (sand)', () => {
    let reliable = 0;
    sand.series.forEach((series, i) => {
      const fc = detectFieldCapacity({
        series,
        events: detectWettingEvents({ top: series }),
        nextDeeper: sand.series[i + 1],
        texture: 'sand',
      });
      if (!fc.reliable) return;
      reliable++;
      expect(Math.abs(fc.fc! - sand.sim.site.thresholds.probe[i]!.fc), `${AQUACHECK_40[i]} in`).toBeLessThanOrEqual(1.0);
    });
    expect(reliable).toBeGreaterThanOrEqual(4);
  });

  it('field capacity on loam: the top sensor within ±0.5; deeper ones read high (drainage outlasts the 48 h rule)', () => {
    const detect = (i: number) =>
      detectFieldCapacity({
        series: loam.series[i]!,
        events: detectWettingEvents({ top: loam.series[i]! }),
        nextDeeper: loam.series[i + 1],
        texture: 'loam',
      });
    const top = detect(0);
    expect(top.reliable).toBe(true);
    expect(Math.abs(top.fc! - loam.sim.site.thresholds.probe[0]!.fc)).toBeLessThanOrEqual(0.5);
    // Characterises a known bias rather than hiding it: water still arriving from above keeps
    // deeper loam layers above FC when the detector samples them.
    for (const i of [1, 2]) {
      const fc = detect(i);
      if (!fc.reliable) continue;
      const error = fc.fc! - loam.sim.site.thresholds.probe[i]!.fc;
      expect(error).toBeGreaterThan(-0.5);
      expect(error).toBeLessThan(4);
    }
  });

  it('refill point: within ±1.5 %VWC of FC − p (FC − PWP) at 8, 16 and 24 in', () => {
    const [ini, dev] = CROP_DEFAULTS.corn.kc.stageDays;
    const etc = sand.sim.trace!.days.map((d) => (d.etcMm >= 3 ? d.etcMm : null));
    for (const i of [1, 2, 3]) {
      const arrival = rootArrival(sand, i);
      expect(arrival).not.toBeNull();
      const start = Math.max(arrival!, sand.plantDay + ini + dev) * 24;
      const series = sand.series[i]!.map((v, h) => (h >= start ? v : null));
      const rp = detectRefillPoint({ series, events: eventsAt(sand, i), etc });
      expect(rp.reason, `${AQUACHECK_40[i]} in`).toBe('detected');
      expect(Math.abs(rp.rp! - sand.sim.site.thresholds.probe[i]!.stressPoint), `${AQUACHECK_40[i]} in`).toBeLessThanOrEqual(1.5);
    }
  });

  it('root arrival: deeper sensors later, never before roots reach the layer, within 20 event-free days of reaching the sensor', () => {
    // The detector skips days within 48 h of a wetting event; under a pivot most of the lag is those days.
    const days = sand.sim.trace!.days;
    const arrivals = [1, 2, 3].map((i) => {
      const layer = sand.sim.site.layers[sand.sim.site.probe[i]!.layer]!;
      const reachesLayer = days.findIndex((d) => d.seasonDay !== null && d.rootDepthIn > layer.topIn);
      const reachesSensor = days.findIndex((d) => d.seasonDay !== null && d.rootDepthIn >= AQUACHECK_40[i]!);
      const activity = rootActivity(sand, i);
      const detected = rootArrivalDay(activity);
      expect(detected, `${AQUACHECK_40[i]} in`).not.toBeNull();
      expect(detected!).toBeGreaterThanOrEqual(reachesLayer);
      const eventFreeDays = activity.filter((d) => d.day >= reachesSensor && d.day < detected! && !d.nearEvent).length;
      expect(eventFreeDays, `${AQUACHECK_40[i]} in`).toBeLessThanOrEqual(20);
      return detected!;
    });
    expect(arrivals[1]!).toBeGreaterThan(arrivals[0]!);
    expect(arrivals[2]!).toBeGreaterThan(arrivals[1]!);
  });
});
