import type { SiteSimConfig } from './config';
import { SiteSimulator } from './siteSimulator';

/** Test sites: the plains, the Texas High Plains and Idaho, with the probe of '40" AquaCheck'. */

export const AQUACHECK_40 = [4, 8, 16, 24, 32, 40] as const;
export const DAY = 86_400;
export const YEAR_2024 = { from: Date.UTC(2024, 0, 1) / 1000, to: Date.UTC(2025, 0, 1) / 1000 } as const;

export const PIVOT_CORN_NE: SiteSimConfig = {
  seed: 'grand-island-pivot',
  latitude: 40.92,
  longitude: -98.34,
  soil: 'loam',
  crop: 'corn',
  plantingDate: '2024-04-25',
  irrigation: 'centerPivot',
  depthsIn: AQUACHECK_40,
  localSensor: true,
};

export const FURROW_COTTON_TX: SiteSimConfig = {
  seed: 'lubbock-furrow',
  latitude: 33.58,
  longitude: -101.85,
  soil: 'loam',
  crop: 'cotton',
  plantingDate: '2024-05-10',
  irrigation: 'furrow',
  depthsIn: AQUACHECK_40,
};

export const DRYLAND_WHEAT_NE: SiteSimConfig = {
  seed: 'dryland-wheat',
  latitude: 40.92,
  longitude: -98.34,
  soil: 'sand',
  crop: 'wheat',
  plantingDate: '2023-09-25',
  irrigation: 'none',
  depthsIn: AQUACHECK_40,
};

export const DRIP_POTATO_ID: SiteSimConfig = {
  seed: 'idaho-drip',
  latitude: 42.9,
  longitude: -112.8,
  soil: 'clay',
  crop: 'potato',
  plantingDate: '2024-04-20',
  irrigation: 'drip',
  depthsIn: [4, 8, 12, 20],
};

const cache = new Map<SiteSimConfig, SiteSimulator>();

/** A traced simulator run over 2024 (readings discarded), shared between tests of one file. */
export function tracedYear(config: SiteSimConfig): SiteSimulator {
  let sim = cache.get(config);
  if (!sim) {
    sim = new SiteSimulator(config, { originTs: YEAR_2024.from, trace: true });
    sim.advanceTo(YEAR_2024.to - 1, false);
    cache.set(config, sim);
  }
  return sim;
}

/** Local day number and hour of a timestamp on the simulator's (solar) clock. */
export function localTime(sim: SiteSimulator, ts: number): { day: number; hour: number } {
  const local = ts + sim.offsetSeconds;
  const day = Math.floor(local / DAY);
  return { day, hour: (local - day * DAY) / 3600 };
}
