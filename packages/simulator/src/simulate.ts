import type { SiteSimConfig } from './config';
import type { IrrigationEvent } from './irrigation';
import { SiteSimulator, type SiteReadings } from './siteSimulator';

/** Batch entry points: a window of readings at once, or one UTC day at a time for memory. */

const DAY = 86_400;

export interface DayBatch extends SiteReadings {
  /** Epoch seconds of the UTC midnight opening the batch (the server's day-chunk boundary). */
  dayStartTs: number;
  /** Irrigations the site's manager started during the batch (what its controller would record). */
  irrigations: IrrigationEvent[];
}

function simulatorFor(config: SiteSimConfig, fromTs: number, stepSeconds: number): SiteSimulator {
  // Readings at a timestamp depend on the origin only, so a later window with the same origin matches.
  const originTs = Math.min(config.originTs ?? fromTs, fromTs);
  const sim = new SiteSimulator(config, { originTs, stepSeconds });
  sim.advanceTo(fromTs - 1, false);
  return sim;
}

/**
 * Readings of one site with fromTs ≤ timestamp < toTs, every stepSeconds, in the ingestion
 * API's shape: `probe` for the probe logger (or pressure transducer), `local` for the 6-in
 * local sensor (empty without one).
 */
export function simulateSite(config: SiteSimConfig, fromTs: number, toTs: number, stepSeconds = 900): SiteReadings {
  const sim = simulatorFor(config, fromTs, stepSeconds);
  return sim.advanceTo(toTs - 1);
}

/** The same readings as simulateSite, yielded per UTC day so a year of many sites fits in memory. */
export function* simulateSiteByDay(config: SiteSimConfig, fromTs: number, toTs: number, stepSeconds = 900): Generator<DayBatch> {
  const sim = simulatorFor(config, fromTs, stepSeconds);
  let seen = sim.irrigations.length;
  for (let dayStartTs = Math.floor(fromTs / DAY) * DAY; dayStartTs < toTs; dayStartTs += DAY) {
    const batch = sim.advanceTo(Math.min(dayStartTs + DAY, toTs) - 1);
    const irrigations = sim.irrigations.slice(seen);
    seen = sim.irrigations.length;
    if (batch.probe.length > 0 || batch.local.length > 0) yield { dayStartTs, ...batch, irrigations };
  }
}
