import { addDays } from '../agronomy/gdd';
import { formatDay } from './depthFormat';
import type { FarmPumping } from './endpoints';

/** A site as the farm's pumps see it: what it draws while running, its well, and when it must run. */
export interface PumpSite {
  name: string;
  flowGpm: number | null;
  wellCapacityGpm: number | null;
  /** Start day (the recommendation's irrigate-by) and run time; null: not due within the forecast. */
  irrigateBy: string | null;
  runHours: number | null;
}

const gpm = (v: number) => `${Math.round(v).toLocaleString('en-US')} gpm`;

/**
 * Whether a farm's wells can run the sites due together: each due site runs from its irrigate-by
 * day for its run time (whole days, at least one); a day whose summed flow exceeds the farm's well
 * capacity (the sum of its sites' well capacities) is overloaded.
 */
export function farmPumping(farm: { farmId: string; farmName: string }, sites: readonly PumpSite[], today: string, days = 7): FarmPumping {
  const wells = sites.map((s) => s.wellCapacityGpm).filter((v): v is number => v !== null && v > 0);
  const wellCapacityGpm = wells.length === 0 ? null : wells.reduce((a, b) => a + b, 0);
  const schedule = Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i);
    const running = sites.filter((s) => {
      if (!s.irrigateBy || s.flowGpm === null) return false;
      const runDays = Math.max(1, Math.ceil((s.runHours ?? 0) / 24));
      return s.irrigateBy <= date && date < addDays(s.irrigateBy, runDays);
    });
    return { date, demandGpm: Math.round(running.reduce((sum, s) => sum + (s.flowGpm ?? 0), 0)), sites: running.map((s) => s.name) };
  });
  const overloaded = wellCapacityGpm === null ? undefined : schedule.find((d) => d.demandGpm > wellCapacityGpm);
  const peak = schedule.reduce((max, d) => Math.max(max, d.demandGpm), 0);
  let message: string;
  if (wellCapacityGpm === null)
    message = 'No well capacity is set for this farm’s sites: set it on each site’s About page to check the pumps.';
  else if (overloaded)
    message = `On ${formatDay(overloaded.date, today)} the ${overloaded.sites.length} sites due together need ${gpm(overloaded.demandGpm)}, more than the wells’ ${gpm(wellCapacityGpm)}: stagger them.`;
  else if (peak === 0) message = `Nothing is due this week; the wells deliver ${gpm(wellCapacityGpm)}.`;
  else message = `The sites due this week fit within the wells’ ${gpm(wellCapacityGpm)} (peak ${gpm(peak)}).`;
  return { ...farm, wellCapacityGpm, days: schedule, overloadedOn: overloaded?.date ?? null, message };
}
