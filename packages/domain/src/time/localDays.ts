import { addDays } from '../agronomy/gdd';
import { zoneClock, type ZoneClock } from './zoneClock';

const DAY = 86_400;

/** The farm's wall clock over [fromTs, toTs]; solar time from the longitude if the zone is unknown. */
export function farmClock(timeZone: string, longitude: number, fromTs: number, toTs: number): ZoneClock {
  return zoneClock(timeZone, fromTs - DAY, toTs + DAY, Math.round(longitude / 15) * 3600);
}

/** The local calendar date (YYYY-MM-DD) of an instant. */
export function localDate(clock: ZoneClock, ts: number): string {
  return new Date((ts + clock.offsetAt(ts)) * 1000).toISOString().slice(0, 10);
}

/** Epoch seconds of a local wall-clock time on a date (hours may be fractional). */
export function localTime(clock: ZoneClock, date: string, hour: number): number {
  const wall = Date.parse(`${date}T00:00:00Z`) / 1000 + hour * 3600;
  return wall - clock.offsetAt(wall - clock.offsetAt(wall));
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** A YYYY-MM-DD that names a real day (the schemas check only the shape: 2026-02-30 is not one). */
export function isCalendarDate(date: string): boolean {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === date;
}
