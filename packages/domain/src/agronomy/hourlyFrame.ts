import type { ZoneClock } from '../time/zoneClock';
import type { HourlySeries } from './series';

const DAY = 86_400;
const HOUR = 3600;

/**
 * The hourly frame detection works in (series.ts): index i is hour i after local
 * midnight of day 0 on the farm's wall clock, so i % 24 is the local hour (nights, the 05:00
 * sample) and ⌊i/24⌋ the local day.
 */
export interface HourlyFrame {
  /** Local day number of day 0 (days since 1970-01-01 on the wall clock). */
  day0: number;
  /** Whole local days from day 0 through the day holding toTs. */
  days: number;
  clock: ZoneClock;
}

/**
 * A reading stamped t closes its step (t − step, t], so it counts for the hour that step started
 * in; the simulator tests that validated detection bin the same way.
 */
const wallSeconds = (clock: ZoneClock, ts: number) => ts - 1 + clock.offsetAt(ts - 1);

export function hourlyFrame(clock: ZoneClock, fromTs: number, toTs: number): HourlyFrame {
  const day0 = Math.floor(wallSeconds(clock, fromTs) / DAY);
  const last = Math.floor(wallSeconds(clock, toTs) / DAY);
  return { day0, days: Math.max(0, last - day0 + 1), clock };
}

/** The local calendar date (YYYY-MM-DD) of a day of the frame. */
export function frameDate(frame: HourlyFrame, day: number): string {
  return new Date((frame.day0 + day) * DAY * 1000).toISOString().slice(0, 10);
}

/** The frame's day index of a local calendar date (YYYY-MM-DD); may fall outside the frame. */
export function frameDay(frame: HourlyFrame, isoDate: string): number | null {
  const ms = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isFinite(ms) ? Math.round(ms / 1000 / DAY) - frame.day0 : null;
}

/**
 * Hourly series per depth: the mean of the readings stamped in each local hour, null where the
 * hour has none (gaps, and the hour skipped when clocks go forward). The hour repeated when clocks
 * go back holds the mean of both, so every local day keeps 24 slots. NaN readings are missing.
 */
export function buildHourlySeries(ts: ArrayLike<number>, values: readonly ArrayLike<number>[], frame: HourlyFrame): (number | null)[][] {
  const hours = frame.days * 24;
  const sums = values.map(() => new Float64Array(hours));
  const counts = values.map(() => new Uint16Array(hours));
  const origin = frame.day0 * DAY;
  for (let r = 0; r < ts.length; r++) {
    const i = Math.floor((wallSeconds(frame.clock, ts[r]!) - origin) / HOUR);
    if (i < 0 || i >= hours) continue;
    for (let d = 0; d < values.length; d++) {
      const v = values[d]![r]!;
      if (Number.isNaN(v)) continue;
      sums[d]![i] = sums[d]![i]! + v;
      counts[d]![i] = counts[d]![i]! + 1;
    }
  }
  return sums.map((sum, d) => {
    const count = counts[d]!;
    const out: (number | null)[] = new Array(hours);
    for (let i = 0; i < hours; i++) out[i] = count[i]! > 0 ? sum[i]! / count[i]! : null;
    return out;
  });
}

/**
 * Moisture with frozen readings (soil at or below `frozenAtC`, 0 °C by default) removed: ice is
 * invisible to the sensor, so freezing reads as drying (docs/agronomy.md §1) and would fake dry-downs
 * and wettings at thaw. A margin above 0 also drops the half-frozen hours a noisy temperature hides.
 */
export function unfrozenMoisture(moisture: readonly Float32Array[], temperature: readonly Float32Array[], frozenAtC = 0): Float32Array[] {
  return moisture.map((values, d) => {
    const temps = temperature[d];
    if (!temps) return values;
    const out = new Float32Array(values);
    for (let r = 0; r < out.length; r++) if (temps[r]! <= frozenAtC) out[r] = NaN;
    return out;
  });
}

/** Keeps the series' values on days [fromDay, toDay] (inclusive) and nulls the rest. */
export function maskDays(series: HourlySeries, fromDay: number, toDay: number): (number | null)[] {
  const start = fromDay * 24;
  const end = (toDay + 1) * 24;
  return series.map((v, i) => (i >= start && i < end ? v : null));
}
