import { mmToInches, type WettingEvent } from '@tilth/domain';
import { frameDate, type HourlyFrame } from '@tilth/domain/agronomy/hourlyFrame';
import { hourStartTs, probeEvents, type ProbeHours } from '@tilth/domain/agronomy/probeEvents';
import type { ZoneClock } from '@tilth/domain/time/zoneClock';
import { dailySkyWater } from '@tilth/domain/weather/skyWater';
import { DAY, type GraphSite, type SiteReadings } from './siteReadings';

export interface RangeEvents {
  hours: ProbeHours;
  clock: ZoneClock;
  /** Events starting inside the range, with their start (epoch seconds) and local date. */
  events: { event: WettingEvent; startTs: number; date: string }[];
}

/**
 * Wetting events that start in [from, to]. Detection reads a day before the range (an event's
 * baseline) and `afterDays` after it (its size, how deep it went), never past now.
 */
export async function rangeEvents(
  readings: SiteReadings,
  graph: GraphSite,
  from: number,
  to: number,
  now: number,
  afterDays: number,
): Promise<RangeEvents | null> {
  const readTo = Math.min(now, to + afterDays * DAY);
  const probe = await readings.probeHours(graph, from - DAY, readTo);
  if (!probe) return null;
  const { hours, clock } = probe;
  const events = probeEvents(hours)
    .map((event) => ({ event, startTs: hourStartTs(hours.frame, event.start), date: frameDate(hours.frame, Math.floor(event.start / 24)) }))
    .filter((e) => e.startTs >= from && e.startTs <= to);
  return { hours, clock, events };
}

/**
 * Each local day's water from the sky (synthetic weather, inches: its rain or snow, and snowmelt)
 * spread over the day's hours, keyed by the frame's hour index: the rain records
 * `labelEventSource` looks for near an event.
 */
export function rainByHour(frame: HourlyFrame, latitude: number, longitude: number): Map<number, number> {
  const rain = new Map<number, number>();
  if (frame.days === 0) return rain;
  const water = dailySkyWater(latitude, longitude, frameDate(frame, 0), frameDate(frame, frame.days - 1));
  for (let day = 0; day < frame.days; day++) {
    const sky = water.get(frameDate(frame, day));
    const mm = sky ? sky.rainMm + sky.snowMm + sky.meltMm : 0;
    if (mm <= 0) continue;
    for (let h = 0; h < 24; h++) rain.set(day * 24 + h, mmToInches(mm) / 24);
  }
  return rain;
}
