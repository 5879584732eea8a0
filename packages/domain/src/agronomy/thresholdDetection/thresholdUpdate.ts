import type { ThresholdName } from '../../siteConfig/hardware';
import { THRESHOLD_KEYS } from '../../sites/settings';
import { P_ADJUSTMENT_LIMITS } from '../availableWater';
import { DEFAULT_THRESHOLDS, refillPercentFromVwc } from '../thresholds';
import type { DepthDetection } from './depthDetection';

/**
 * How a detection run changes a site's threshold settings (spec 001 §3, §4; `x_volwatcont*`
 * keys of domain sites/settings.ts). Pure: settings in, settings out.
 *
 * - Reliable FC goes into `x_volwatcontMax*_mlValue` (VWC %, 2 decimals), provided it lies above
 *   the PWP in force (FC ≤ PWP is an invalid range, docs/agronomy.md §1).
 * - A reliable refill point goes into `x_volwatcontRP*_mlValue` as percent of available water,
 *   (refill − PWP)/(FC − PWP) × 100, clamped 0–100, 2 decimals, against the FC and PWP in force
 *   after this run: the RP line drawn at PWP + RP% × (FC − PWP)/100 (spec 001 §9) then sits on
 *   the detected refill point whichever of FC/PWP the user switched to manual. A refill point is
 *   written only when it lands within the band the depletion fraction allows, RP% = (1 − p) × 100
 *   with p in FAO-56's 0.1–0.8 (20–90 %): outside it the fit caught drainage or the dry end near
 *   PWP rather than the onset of stress, and a RP of 0 or 100 % would colour every bar.
 * - PWP, WL1 and WL2 detected values are kept as they are. PWP is never reached in a managed
 *   field (growers irrigate long before wilting; the refill fit finds where use starts to fall,
 *   not where it stops), so readings cannot locate it; WL1 and WL2 are the grower's target band
 *   in percent of available water, a management choice rather than a soil property, and stay
 *   meaningful as FC moves because they are relative.
 * - Depths without a reliable detection keep their previous detected value (initially the
 *   spec 001 §9 defaults, or what the installer calibrated).
 * - A threshold whose `userEdited` is false takes the detected values as its values in force;
 *   a user-edited one (column switched to M) is never touched.
 */

type Settings = Record<string, unknown>;
type Entry = { count?: number; value?: unknown; userEdited?: boolean } & Record<string, unknown>;

export type ThresholdDevice = 'probe' | 'local';
const SUFFIX: Record<ThresholdDevice, '' | '_local'> = { probe: '', local: '_local' };
const NAMES = Object.keys(THRESHOLD_KEYS) as ThresholdName[];

export interface VariantDetection {
  variant: ThresholdDevice;
  depths: DepthDetection[];
}

/** Plausible RP, % of available water: (1 − p) × 100 for the depletion fractions FAO-56 allows. */
export const RP_PERCENT_RANGE = {
  min: Math.round((1 - P_ADJUSTMENT_LIMITS.max) * 100),
  max: Math.round((1 - P_ADJUSTMENT_LIMITS.min) * 100),
} as const;

/** What the UI shows beside each depth ('detected from N events'), stored in the settings. */
export interface DepthRecord {
  depthIn: number;
  /** written: the value went into `_mlValue`; rejected says why a reliable one did not. */
  fc: DepthDetection['fc'] & { written: boolean; rejected: 'notAbovePwp' | null };
  /** percent: the refill point as % of available water against the FC/PWP in force. */
  rp: DepthDetection['rp'] & { percent: number | null; written: boolean; rejected: 'invalidRange' | 'outsideRange' | null };
}

export interface DetectionRecord {
  ranAt: string;
  /** Epoch seconds of the readings window used. */
  from: number | null;
  to: number | null;
  depths: DepthRecord[];
  local: DepthRecord[] | null;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

function entryOf(settings: Settings, key: string): Entry | null {
  const entry = settings[key];
  return entry && typeof entry === 'object' && !Array.isArray(entry) ? (entry as Entry) : null;
}

/** Per-depth numbers from the stored `[{ "0": v }, { "1": v }]` shape; gaps take the fallback. */
export function readIndexed(entry: Entry | null, count: number, fallback: number): number[] {
  const list = Array.isArray(entry?.value) ? (entry.value as unknown[]) : [];
  return Array.from({ length: count }, (_, i) => {
    const item = list[i];
    const raw = item && typeof item === 'object' ? (item as Record<string, unknown>)[String(i)] : undefined;
    const value = typeof raw === 'string' ? Number.parseFloat(raw) : raw;
    return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  });
}

const indexed = (values: readonly number[]) => values.map((v, i) => ({ [String(i)]: v }));

interface VariantState {
  detected: Record<ThresholdName, number[]>;
  manual: Record<ThresholdName, number[]>;
  inForce: Record<ThresholdName, number[]>;
  edited: Record<ThresholdName, boolean>;
}

function variantState(settings: Settings, suffix: string, count: number): VariantState {
  const state = { detected: {}, manual: {}, inForce: {}, edited: {} } as VariantState;
  for (const name of NAMES) {
    const key = `${THRESHOLD_KEYS[name].key}${suffix}`;
    const effective = entryOf(settings, key);
    const fallback = DEFAULT_THRESHOLDS[name];
    state.edited[name] = effective?.userEdited === true;
    state.inForce[name] = readIndexed(effective, count, fallback);
    // Sites stored before the variants existed have only the values in force: start both from those.
    const detected = entryOf(settings, `${key}_mlValue`);
    const manual = entryOf(settings, `${key}_manualValue`);
    state.detected[name] = detected ? readIndexed(detected, count, fallback) : [...state.inForce[name]];
    state.manual[name] = manual ? readIndexed(manual, count, fallback) : [...state.inForce[name]];
  }
  return state;
}

const inForce = (s: VariantState, name: ThresholdName, i: number) => (s.edited[name] ? s.manual[name][i]! : s.detected[name][i]!);

function applyVariant(settings: Settings, detection: VariantDetection): DepthRecord[] {
  const suffix = SUFFIX[detection.variant];
  const count = detection.depths.length;
  const s = variantState(settings, suffix, count);
  const records = detection.depths.map((depth, i): DepthRecord => {
    const fcFound = depth.fc.reliable && depth.fc.value !== null;
    const fcWritten = fcFound && depth.fc.value! > inForce(s, 'pwp', i);
    if (fcWritten) s.detected.fc[i] = round2(depth.fc.value!);
    const fc = { ...depth.fc, written: fcWritten, rejected: fcFound && !fcWritten ? ('notAbovePwp' as const) : null };

    const rpFound = depth.rp.reliable && depth.rp.value !== null;
    const pct = rpFound ? refillPercentFromVwc(depth.rp.value!, inForce(s, 'fc', i), inForce(s, 'pwp', i)) : null;
    const percent = pct === null ? null : Math.min(100, Math.max(0, pct));
    const plausible = pct !== null && pct >= RP_PERCENT_RANGE.min && pct <= RP_PERCENT_RANGE.max;
    if (plausible) s.detected.rp[i] = percent!;
    const rejected = !rpFound || plausible ? null : pct === null ? ('invalidRange' as const) : ('outsideRange' as const);
    return { depthIn: depth.depthIn, fc, rp: { ...depth.rp, percent, written: plausible, rejected } };
  });
  for (const name of NAMES) {
    const key = `${THRESHOLD_KEYS[name].key}${suffix}`;
    settings[`${key}_mlValue`] = { ...entryOf(settings, `${key}_mlValue`), count, value: indexed(s.detected[name]) };
    if (s.edited[name]) continue;
    const label = `${suffix ? 'Local ' : ''}${THRESHOLD_KEYS[name].label}`;
    const previous = entryOf(settings, key) ?? { inputType: 'numberArray', label };
    settings[key] = { ...previous, count, userEdited: false, value: indexed(s.detected[name]) };
  }
  return records;
}

/** The settings after a detection run, with the run recorded under `thresholdDetection`. */
export function applyDetection(
  settings: Settings,
  detections: readonly VariantDetection[],
  run: { ranAt: string; from: number | null; to: number | null },
): Settings {
  const next: Settings = { ...settings };
  const probe = detections.find((d) => d.variant === 'probe');
  const local = detections.find((d) => d.variant === 'local');
  const record: DetectionRecord = {
    ...run,
    depths: probe ? applyVariant(next, probe) : [],
    local: local ? applyVariant(next, local) : null,
  };
  next.thresholdDetection = record;
  return next;
}

export interface ThresholdColumn {
  /** The column is manual (M): its values are the user's. */
  userEdited: boolean;
  /** Values in force per depth. */
  value: number[];
  detected: number[];
  manual: number[];
}

export type ThresholdTable = Record<ThresholdName, ThresholdColumn>;

/** The threshold table of one device (spec 001 §2.9 columns, A/M per column). */
export function thresholdTable(settings: Settings, variant: ThresholdDevice, count: number): ThresholdTable {
  const s = variantState(settings, SUFFIX[variant], count);
  return Object.fromEntries(
    NAMES.map((name) => [name, { userEdited: s.edited[name], value: s.inForce[name], detected: s.detected[name], manual: s.manual[name] }]),
  ) as ThresholdTable;
}

export function detectionRecordOf(settings: Settings): DetectionRecord | null {
  const record = settings.thresholdDetection;
  return record && typeof record === 'object' ? (record as DetectionRecord) : null;
}
