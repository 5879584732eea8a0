import { clamp, median, round } from './math';

/**
 * Battery and radio signal: the display rules of spec 001 §4 / spec 002 §9, and the LoRa link
 * quality and Li-SOCl₂ battery conventions of docs/agronomy.md §8.
 */

/** Signal bars by strength (dBm): above −60 → 5, −80 → 4, −100 → 3, −110 → 2, −120 → 1, else 0. */
export const SIGNAL_BAR_FLOORS: readonly { above: number; bars: number }[] = [
  { above: -60, bars: 5 },
  { above: -80, bars: 4 },
  { above: -100, bars: 3 },
  { above: -110, bars: 2 },
  { above: -120, bars: 1 },
];

export function signalBars(rssiDbm: number): number {
  return SIGNAL_BAR_FLOORS.find((f) => rssiDbm > f.above)?.bars ?? 0;
}

export const SIGNAL_LABELS = ['V.BAD', 'Bad', 'Fair', 'Good', 'V.Good', 'Excellent'] as const;
export type SignalLabel = (typeof SIGNAL_LABELS)[number];

export const signalLabel = (bars: number): SignalLabel => SIGNAL_LABELS[clamp(Math.round(bars), 0, 5)] ?? 'V.BAD';

/** A signal reading older than this shows 'no value' (spec 001 §4, §9). */
export const SIGNAL_STALE_AFTER_MS = 24 * 60 * 60 * 1000;

export interface TimedReading {
  value: number;
  /** Epoch milliseconds. */
  at: number;
}

/** Newest reading of a series, or null when there is none. */
export function latestReading(readings: readonly TimedReading[]): TimedReading | null {
  return readings.reduce<TimedReading | null>((best, r) => (best === null || r.at > best.at ? r : best), null);
}

/** Bars and label of the newest signal reading; null ('no value') when missing or stale. */
export function currentSignal(readings: readonly TimedReading[], now: number): { rssi: number; bars: number; label: SignalLabel } | null {
  const latest = latestReading(readings);
  if (latest === null || now - latest.at > SIGNAL_STALE_AFTER_MS) return null;
  const bars = signalBars(latest.value);
  return { rssi: latest.value, bars, label: signalLabel(bars) };
}

/**
 * Spec battery percentage: (stored value × 100, to 2 decimals) − 200, clamped 0–100.
 * The stored value is the bandgap voltage, so 2.00 V reads 0 % and 3.00 V reads 100 %.
 */
export function batteryPercent(stored: number): number {
  return clamp(round(round(stored * 100, 2) - 200, 2), 0, 100);
}

/** The gauge hides at 0 %. */
export const isBatteryGaugeVisible = (percent: number): boolean => percent > 0;

export const BATTERY_ICON_STEPS = [0, 25, 50, 75, 100] as const;

/** Icon step for a percentage: the highest step not above it, so the icon never overstates charge. */
export function batteryIconStep(percent: number): (typeof BATTERY_ICON_STEPS)[number] {
  return [...BATTERY_ICON_STEPS].reverse().find((s) => percent >= s) ?? 0;
}

/** Latest battery reading as a percentage; battery is not checked for staleness (spec 001 §4). */
export function currentBattery(readings: readonly TimedReading[]): { percent: number; visible: boolean } | null {
  const latest = latestReading(readings);
  if (latest === null) return null;
  const percent = batteryPercent(latest.value);
  return { percent, visible: isBatteryGaugeVisible(percent) };
}

export type LinkQuality = 'good' | 'fair' | 'poor';

/** Tilth's link-quality convention (docs/agronomy.md §8). */
export const LINK_THRESHOLDS = {
  rssi: { good: -100, fair: -115 },
  snrMargin: { good: 10, fair: 3 },
  uplinks: 10,
} as const;

/** Demodulation SNR floor: −7.5 dB at SF7 falling 2.5 dB per spreading-factor step to −20 dB at SF12. */
export function snrFloor(spreadingFactor: number): number {
  return -7.5 - 2.5 * (clamp(spreadingFactor, 7, 12) - 7);
}

export function rssiQuality(rssiDbm: number): LinkQuality {
  const { good, fair } = LINK_THRESHOLDS.rssi;
  return rssiDbm >= good ? 'good' : rssiDbm >= fair ? 'fair' : 'poor';
}

/** Quality of the SNR margin above the spreading factor's floor, dB. */
export function snrMarginQuality(marginDb: number): LinkQuality {
  const { good, fair } = LINK_THRESHOLDS.snrMargin;
  return marginDb >= good ? 'good' : marginDb >= fair ? 'fair' : 'poor';
}

export function snrQuality(snrDb: number, spreadingFactor: number): LinkQuality {
  return snrMarginQuality(snrDb - snrFloor(spreadingFactor));
}

const RANK: Readonly<Record<LinkQuality, number>> = { good: 0, fair: 1, poor: 2 };
const worse = (a: LinkQuality, b: LinkQuality): LinkQuality => (RANK[a] >= RANK[b] ? a : b);

export interface Uplink {
  rssi: number;
  snr: number;
  spreadingFactor: number;
}

export interface LinkQualityResult {
  overall: LinkQuality;
  rssi: LinkQuality;
  snr: LinkQuality;
}

/** Overall link quality: medians of the last 10 uplinks, the worse of RSSI and SNR margin. */
export function linkQuality(uplinks: readonly Uplink[]): LinkQualityResult | null {
  const recent = uplinks.slice(-LINK_THRESHOLDS.uplinks);
  const rssi = median(recent.map((u) => u.rssi));
  const margin = median(recent.map((u) => u.snr - snrFloor(u.spreadingFactor)));
  if (rssi === null || margin === null) return null;
  const r = rssiQuality(rssi);
  const s = snrMarginQuality(margin);
  return { overall: worse(r, s), rssi: r, snr: s };
}

/** RadioBridge Li-SOCl₂ levels: the voltage stays flat, then collapses, so alert on the flag and trend. */
export const LITHIUM_BATTERY_VOLTS = { low: 2.75, cutoff: 2.54, fallingPerDay: -0.01 } as const;

export type BatteryAlert = 'ok' | 'low' | 'critical';

export function lithiumBatteryAlert(input: { volts: number; lowFlag?: boolean; voltsPerDay?: number | null }): BatteryAlert {
  if (input.volts <= LITHIUM_BATTERY_VOLTS.cutoff) return 'critical';
  // A falling trend on a flat-discharge cell means the collapse has started.
  const falling = typeof input.voltsPerDay === 'number' && input.voltsPerDay <= LITHIUM_BATTERY_VOLTS.fallingPerDay;
  return input.lowFlag || input.volts <= LITHIUM_BATTERY_VOLTS.low || falling ? 'low' : 'ok';
}
