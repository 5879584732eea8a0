import type { ZoneClock } from '../time/zoneClock';
import { layerBounds } from './availableWater';
import { detectWettingEvents, percolationDepth, type PercolationResult, type WettingEvent } from './events';
import { buildHourlySeries, hourlyFrame, unfrozenMoisture, type HourlyFrame } from './hourlyFrame';
import { estimateNoiseSigma } from './series';

const HOUR = 3600;

/** The readings a probe's hours are built from: timestamps (epoch seconds) and a column per depth. */
export interface ProbeReadings {
  ts: ArrayLike<number>;
  channels: { moisture: readonly Float32Array[]; temperature: readonly Float32Array[] };
}

/** A probe's readings on the hourly frame that event detection works in (docs/agronomy.md §3). */
export interface ProbeHours {
  frame: HourlyFrame;
  depths: number[];
  /** Hourly moisture per depth (frozen readings removed), null in gaps. */
  series: (number | null)[][];
  /** Profile storage, inches (VWC × layer thickness summed), null where any depth is missing. */
  storageIn: (number | null)[];
  /** Each depth's noise σ over the whole span, estimated once (percolation asks for it per event). */
  sigma: (number | null)[];
}

/**
 * The probe's hourly moisture and profile storage between fromTs and toTs on the given clock,
 * without readings at or below `frozenAtC` (see unfrozenMoisture).
 */
export function probeHours(
  columns: ProbeReadings,
  depths: number[],
  clock: ZoneClock,
  fromTs: number,
  toTs: number,
  frozenAtC = 0,
): ProbeHours {
  const frame = hourlyFrame(clock, fromTs, toTs);
  const series = buildHourlySeries(columns.ts, unfrozenMoisture(columns.channels.moisture, columns.channels.temperature, frozenAtC), frame);
  const thickness = layerBounds(depths).map((b) => b.thicknessIn);
  const storageIn = (series[0] ?? []).map((_, i) => {
    let total = 0;
    for (let d = 0; d < series.length; d++) {
      const v = series[d]![i];
      if (v === null || v === undefined) return null;
      total += (v / 100) * thickness[d]!;
    }
    return total;
  });
  return { frame, depths, series, storageIn, sigma: series.map((values) => estimateNoiseSigma(values)) };
}

/** Wetting events: the top sensor's rise or the profile's storage gain (docs/agronomy.md §3). */
export function probeEvents(hours: ProbeHours): WettingEvent[] {
  if (hours.series.length === 0) return [];
  return detectWettingEvents({ top: hours.series[0]!, storageIn: hours.storageIn });
}

/** How deep an event's water went: the deepest sensor that responded (72 h window in clay). */
export function eventPercolation(hours: ProbeHours, event: WettingEvent, soilType: string | null): PercolationResult {
  return percolationDepth({
    layers: hours.depths.map((depthIn, d) => ({ depthIn, series: hours.series[d]!, sigma: hours.sigma[d] ?? null })),
    eventStart: event.start,
    clay: soilType?.toLowerCase().includes('clay') ?? false,
  });
}

/** Epoch seconds at the start of an hour of the frame (its wall-clock hour, back to UTC). */
export function hourStartTs(frame: HourlyFrame, index: number): number {
  const wall = (frame.day0 * 24 + index) * HOUR;
  return wall - frame.clock.offsetAt(wall - frame.clock.offsetAt(wall));
}
