import { combine, smoothSignal, STREAM, toUnit } from './random';

/**
 * Radio link, battery and outages of a device. All are functions of time (no state), so a
 * reading's battery or signal never depends on where a simulation window started.
 * Conventions of docs/agronomy.md §8: RSSI −30 (strong) to −120 dBm (drops start there);
 * Li-SOCl₂ bandgap voltage ~3.0 V, declining slowly and sagging in the cold.
 */

export const RADIO = {
  /** Slow drift of the link (weather, crop canopy), dB, with knots this many hours apart. */
  rssiDriftDb: 3,
  rssiDriftHours: 36,
  /** Per-packet scatter, dB. */
  rssiNoiseDb: 2.5,
  /** Packet error rate is a logistic of the link's RSSI: 50 % here, width slope dB. */
  perMidpointDbm: -118,
  perSlopeDb: 3,
  /** The local sensor sits lower than the probe's antenna, and has its own, slightly weaker cell. */
  localRssiPenaltyDb: 4,
  localBatteryOffsetV: -0.02,
  localDeclineFactor: 1.15,
  batteryNoiseV: 0.004,
  /** Voltage sag below batteryColdBelowC, V per °C. */
  batteryColdSagVPerC: 0.003,
  batteryColdBelowC: 10,
  /** The decline speeds up as the cell ages: × (1 + acceleration × years). */
  batteryAcceleration: 0.5,
  batteryFloorV: 2.0,
  /** Outages: per week-long window, this chance of one gap lasting outageHours. */
  outageWeeklyChance: 0.3,
  outageHours: [2, 18] as const,
} as const;

const HOUR = 3600;
const YEAR = 365.25 * 86_400;
const WEEK = 7 * 86_400;

export interface LinkState {
  /** RSSI without the per-packet scatter, dBm. */
  rssiDbm: number;
  /** Packet error rate, 0–1. */
  per: number;
}

export function linkAt(deviceHash: number, meanDbm: number, ts: number): LinkState {
  const rssiDbm = meanDbm + RADIO.rssiDriftDb * smoothSignal(combine(deviceHash, STREAM.rssiDrift), ts / HOUR, RADIO.rssiDriftHours);
  const per = 1 / (1 + Math.exp((rssiDbm - RADIO.perMidpointDbm) / RADIO.perSlopeDb));
  return { rssiDbm, per };
}

export interface BatterySpec {
  startV: number;
  declinePerYearV: number;
  installedTs: number;
}

/** Bandgap voltage before noise: a slow, accelerating decline and a cold sag. */
export function batteryAt(spec: BatterySpec, ts: number, soilTempC: number): number {
  const years = Math.max(0, ts - spec.installedTs) / YEAR;
  const sag = RADIO.batteryColdSagVPerC * Math.max(0, RADIO.batteryColdBelowC - soilTempC);
  const v = spec.startV - spec.declinePerYearV * years * (1 + RADIO.batteryAcceleration * years) - sag;
  return Math.max(RADIO.batteryFloorV, v);
}

/** Whether a base station outage covers ts: at most one gap per week-long window, maybe spilling over. */
export function inOutage(siteHash: number, ts: number): boolean {
  const k = Math.floor(ts / WEEK);
  for (const w of [k, k - 1]) {
    const h = combine(siteHash, STREAM.outage, w);
    if (toUnit(h) >= RADIO.outageWeeklyChance) continue;
    const start = w * WEEK + toUnit(combine(h, 1)) * WEEK;
    const [lo, hi] = RADIO.outageHours;
    const end = start + (lo + (hi - lo) * toUnit(combine(h, 2))) * HOUR;
    if (ts >= start && ts < end) return true;
  }
  return false;
}
