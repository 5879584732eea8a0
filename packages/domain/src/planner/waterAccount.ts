import { z } from 'zod';
import { effectiveRainIn } from './waterBalance';

/**
 * The season's water account of a site: what came in (logged irrigation, effective rain), what
 * went out (crop water use, drainage below the roots) and the change in stored water, per day and
 * in total — inches, and acre-inches over the irrigated area for the water-use reports.
 */

export interface AccountDayInput {
  date: string;
  /** Gross irrigation logged (what the pump delivered) and its net share reaching the roots, inches. */
  irrigationGrossIn: number;
  irrigationNetIn: number;
  rainIn: number;
  cropUseIn: number;
  /** Root-zone available water measured at the day's end, inches; null without readings. */
  storedIn: number | null;
  /** The root zone's capacity that day, inches; null without readings. */
  capacityIn: number | null;
  /** The grower's own water-percolation entry for the day, inches, replacing the estimate. */
  manualDrainageIn: number | null;
}

export const waterAccountDaySchema = z.object({
  date: z.string(),
  irrigationIn: z.number(),
  effectiveRainIn: z.number(),
  cropUseIn: z.number(),
  drainageIn: z.number(),
  storedIn: z.number().nullable(),
});
export type WaterAccountDay = z.infer<typeof waterAccountDaySchema>;

export const waterTotalsSchema = z.object({
  irrigationIn: z.number(),
  effectiveRainIn: z.number(),
  cropUseIn: z.number(),
  drainageIn: z.number(),
  storageChangeIn: z.number(),
});
export type WaterTotals = z.infer<typeof waterTotalsSchema>;

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Drainage is estimated by the day's balance: the water stored at yesterday's end plus what came
 * in less the crop's use, beyond what the root zone holds, drained below it. The grower's own
 * water-percolation entry for a day replaces the estimate.
 */
export function waterAccount(days: readonly AccountDayInput[]): { days: WaterAccountDay[]; totals: WaterTotals } {
  let previousStored: number | null = null;
  const out = days.map((d): WaterAccountDay => {
    const rain = effectiveRainIn(d.rainIn);
    let drainage = 0;
    if (d.manualDrainageIn !== null) drainage = d.manualDrainageIn;
    else if (previousStored !== null && d.capacityIn !== null)
      drainage = Math.max(0, previousStored + rain + d.irrigationNetIn - d.cropUseIn - d.capacityIn);
    if (d.storedIn !== null) previousStored = d.storedIn;
    return {
      date: d.date,
      irrigationIn: round2(d.irrigationGrossIn),
      effectiveRainIn: round2(rain),
      cropUseIn: round2(d.cropUseIn),
      drainageIn: round2(drainage),
      storedIn: d.storedIn === null ? null : round2(d.storedIn),
    };
  });
  const stored = out.filter((d) => d.storedIn !== null);
  const total = (key: 'irrigationIn' | 'effectiveRainIn' | 'cropUseIn' | 'drainageIn') => round2(out.reduce((s, d) => s + d[key], 0));
  return {
    days: out,
    totals: {
      irrigationIn: total('irrigationIn'),
      effectiveRainIn: total('effectiveRainIn'),
      cropUseIn: total('cropUseIn'),
      drainageIn: total('drainageIn'),
      storageChangeIn: stored.length < 2 ? 0 : round2(stored.at(-1)!.storedIn! - stored[0]!.storedIn!),
    },
  };
}
