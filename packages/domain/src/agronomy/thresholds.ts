import { awPercent, isValidRange, vwcFromAwPercent } from './availableWater';
import { isFiniteNumber, round } from './math';

/**
 * Per-depth thresholds (spec 001 §3, §4, §9). FC and PWP are VWC %; RP, WL1 and WL2 are
 * percentages of available water (0 = PWP, 100 = FC), which is how bars and pins compare them.
 * FC/refill detection from readings lives in detection.ts.
 */

export const THRESHOLD_KINDS = ['rp', 'wl1', 'wl2', 'fc', 'pwp'] as const;
export type ThresholdKind = (typeof THRESHOLD_KINDS)[number];

export type Thresholds = Record<ThresholdKind, number>;

/** Spec 001 §9 defaults. */
export const DEFAULT_THRESHOLDS: Readonly<Thresholds> = { fc: 50, pwp: 10, rp: 60, wl1: 70, wl2: 95 };

/**
 * One entry per sensor depth keyed by the depth's name, e.g. [{ "0": 40 }, { "1": 45 }].
 * Stored values are sometimes strings ("60"), so both are accepted.
 */
export type DepthValueList = readonly Readonly<Record<string, number | string | null | undefined>>[];

export type ThresholdVariant = 'hardware' | 'local';

/** Stored field names: rpValues, rpValuesLocal, rpValues_mlValue, rpValuesLocal_mlValue, rpValuesEdited, … */
export function thresholdFieldNames(kind: ThresholdKind, variant: ThresholdVariant) {
  const base = `${kind}Values${variant === 'local' ? 'Local' : ''}`;
  return { user: base, detected: `${base}_mlValue`, edited: `${base}Edited` } as const;
}

/** A site's threshold sets as stored: lists, `_mlValue` lists and `…Edited` flags. */
export type ThresholdSet = Readonly<Record<string, DepthValueList | boolean | null | undefined>>;

export type ThresholdSource = 'manual' | 'detected' | 'stored' | 'default';

export interface ResolvedThresholds extends Thresholds {
  depthKey: string;
  source: Record<ThresholdKind, ThresholdSource>;
}

/** Reads the value for one depth key from a stored list; non-numeric entries count as absent. */
export function readDepthValue(list: DepthValueList | null | undefined, depthKey: string): number | null {
  for (const entry of list ?? []) {
    if (Object.prototype.hasOwnProperty.call(entry, depthKey)) {
      const raw = entry[depthKey];
      const value = typeof raw === 'string' ? Number.parseFloat(raw) : raw;
      return isFiniteNumber(value) ? value : null;
    }
  }
  return null;
}

/** Builds the stored list shape from a depth-keyed record, keeping the given key order. */
export function toDepthValueList(values: Readonly<Record<string, number>>, order?: readonly string[]) {
  return (order ?? Object.keys(values)).filter((key) => values[key] !== undefined).map((key) => ({ [key]: values[key] as number }));
}

function asList(value: ThresholdSet[string]): DepthValueList | null {
  return Array.isArray(value) ? (value as DepthValueList) : null;
}

/**
 * Chooses each column's value per depth (spec 001 §4 "Threshold columns"): a column the user
 * switched to M (edited flag true) uses the user's value; A uses the detected (_mlValue) value.
 * Gaps fall back to the stored user value, then to the spec defaults, so a site always has limits.
 */
export function resolveThresholds(
  set: ThresholdSet,
  depthKeys: readonly string[],
  variant: ThresholdVariant = 'hardware',
  defaults: Readonly<Thresholds> = DEFAULT_THRESHOLDS,
): ResolvedThresholds[] {
  return depthKeys.map((depthKey) => {
    const values = {} as Thresholds;
    const source = {} as Record<ThresholdKind, ThresholdSource>;
    for (const kind of THRESHOLD_KINDS) {
      const names = thresholdFieldNames(kind, variant);
      const user = readDepthValue(asList(set[names.user]), depthKey);
      const detected = readDepthValue(asList(set[names.detected]), depthKey);
      const edited = set[names.edited] === true;
      const [value, from]: [number | null, ThresholdSource] = edited
        ? [user, 'manual']
        : detected !== null
          ? [detected, 'detected']
          : [user, 'stored'];
      values[kind] = value ?? defaults[kind];
      source[kind] = value === null ? 'default' : from;
    }
    return { depthKey, ...values, source };
  });
}

/** Spec 001 §9 percent-to-absolute: PWP + percent × (FC − PWP)/100, to 2 decimals. */
export function thresholdPercentToVwc(percent: number, fc: number, pwp: number): number {
  return round(vwcFromAwPercent(percent, fc, pwp), 2);
}

/** Threshold lines of the moisture graph, as VWC %. */
export function thresholdLinesVwc(t: Thresholds): { rp: number; wl1: number; wl2: number; fc: number; pwp: number } {
  return {
    rp: thresholdPercentToVwc(t.rp, t.fc, t.pwp),
    wl1: thresholdPercentToVwc(t.wl1, t.fc, t.pwp),
    wl2: thresholdPercentToVwc(t.wl2, t.fc, t.pwp),
    fc: t.fc,
    pwp: t.pwp,
  };
}

/** Converts a detected refill point (VWC %) to the RP column's percentage of available water. */
export function refillPercentFromVwc(rpVwc: number, fc: number, pwp: number): number | null {
  const pct = awPercent(rpVwc, fc, pwp);
  return pct === null ? null : round(pct, 2);
}

export type ThresholdIssue = 'fcNotAbovePwp' | 'percentOutOfRange' | 'unordered';

/** Checks a resolved set: FC > PWP, 0 ≤ RP ≤ WL1 ≤ WL2 ≤ 100 (bands need that order to make sense). */
export function thresholdIssues(t: Thresholds): ThresholdIssue[] {
  const issues: ThresholdIssue[] = [];
  if (!isValidRange(t.fc, t.pwp)) issues.push('fcNotAbovePwp');
  if ([t.rp, t.wl1, t.wl2].some((v) => v < 0 || v > 100)) issues.push('percentOutOfRange');
  if (!(t.rp <= t.wl1 && t.wl1 <= t.wl2)) issues.push('unordered');
  return issues;
}
