import { thresholdTable, type ThresholdDevice } from '../agronomy/thresholdDetection/thresholdUpdate';
import { THRESHOLD_KINDS, thresholdFieldNames, type ThresholdKind, type ThresholdVariant } from '../agronomy/thresholds';
import { THRESHOLD_KEYS } from '../sites/settings';
import type { DepthValues, ThresholdEdits, ThresholdSets } from './thresholdPage';
import { plural } from '../text/plural';

/**
 * The threshold page's sets (documented names, domain thresholds/thresholdPage.ts) over the stored
 * `x_volwatcont*` settings (sites/settings.ts), both ways. Pure: settings in, settings out.
 */

type Settings = Record<string, unknown>;

/** How many sensor depths each variant has: the probe's depths and the local sensors. */
export interface SensorCounts {
  hardware: number;
  local: number;
}

const DEVICE: Record<ThresholdVariant, ThresholdDevice> = { hardware: 'probe', local: 'local' };
const SUFFIX: Record<ThresholdVariant, '' | '_local'> = { hardware: '', local: '_local' };
const VARIANTS = ['hardware', 'local'] as const;

const indexed = (values: readonly number[]): DepthValues => values.map((v, i) => ({ [String(i)]: v }));

/**
 * The page's sets: the user's (M) and detected (A) lists per column and variant, and one A/M
 * flag per column — the probe's, or the local sensor's on a site with no probe depths.
 */
export function thresholdSetsOf(settings: Settings, depthCount: number, localCount: number): ThresholdSets {
  const hardware = thresholdTable(settings, 'probe', depthCount);
  const local = thresholdTable(settings, 'local', localCount);
  const out: Record<string, DepthValues | boolean> = {};
  for (const kind of THRESHOLD_KINDS) {
    const h = thresholdFieldNames(kind, 'hardware');
    const l = thresholdFieldNames(kind, 'local');
    out[h.user] = indexed(hardware[kind].manual);
    out[h.detected] = indexed(hardware[kind].detected);
    out[l.user] = indexed(local[kind].manual);
    out[l.detected] = indexed(local[kind].detected);
    out[h.edited] = depthCount > 0 ? hardware[kind].userEdited : local[kind].userEdited;
  }
  return out as ThresholdSets;
}

/** A refused edit: the body field it concerns and why. */
export interface ThresholdEditError {
  field: string;
  message: string;
}

export const THRESHOLD_EDIT_MESSAGES = {
  fcAbovePwp: 'FC must be greater than PWP at every depth',
  rpNotAboveWl1: 'RP must not be greater than WL1 at any depth',
  wl1NotAboveWl2: 'WL1 must not be greater than WL2 at any depth',
  wl2AtMost100: 'WL2 must not be greater than 100 at any depth',
  perDepth: (field: string, count: number) =>
    `${field} must have one value per sensor depth: ${plural(count, 'entry', 'entries')} keyed "0"${count > 1 ? ` to "${count - 1}"` : ''} in order`,
} as const;

/** Threshold fields of the update body (lists and A/M flags); other groups are not this module's. */
export function touchesThresholds(body: object): boolean {
  return THRESHOLD_KINDS.some((kind) =>
    VARIANTS.some((variant) => {
      const names = thresholdFieldNames(kind, variant);
      return (body as Record<string, unknown>)[names.user] !== undefined || (body as Record<string, unknown>)[names.edited] !== undefined;
    }),
  );
}

function listValues(list: DepthValues, count: number): number[] | null {
  if (list.length !== count) return null;
  const values: number[] = [];
  for (const [i, entry] of list.entries()) {
    const keys = Object.keys(entry);
    if (keys.length !== 1 || keys[0] !== String(i)) return null;
    values.push(entry[String(i)]!);
  }
  return values;
}

interface VariantEdit {
  manual: Record<ThresholdKind, number[]>;
  detected: Record<ThresholdKind, number[]>;
  edited: Record<ThresholdKind, boolean>;
}

/** The values in force at one depth after the edit. */
const inForceAt = (v: VariantEdit, kind: ThresholdKind, i: number) => (v.edited[kind] ? v.manual[kind][i]! : v.detected[kind][i]!);

function sanityError(v: VariantEdit, count: number, variant: ThresholdVariant): ThresholdEditError | null {
  const field = (kind: ThresholdKind) => thresholdFieldNames(kind, variant).user;
  for (let i = 0; i < count; i++) {
    const at = (kind: ThresholdKind) => inForceAt(v, kind, i);
    if (!(at('fc') > at('pwp'))) return { field: field('fc'), message: THRESHOLD_EDIT_MESSAGES.fcAbovePwp };
    if (at('rp') > at('wl1')) return { field: field('rp'), message: THRESHOLD_EDIT_MESSAGES.rpNotAboveWl1 };
    if (at('wl1') > at('wl2')) return { field: field('wl1'), message: THRESHOLD_EDIT_MESSAGES.wl1NotAboveWl2 };
    if (at('wl2') > 100) return { field: field('wl2'), message: THRESHOLD_EDIT_MESSAGES.wl2AtMost100 };
  }
  return null;
}

function writeVariant(settings: Settings, v: VariantEdit, variant: ThresholdVariant, count: number): void {
  const suffix = SUFFIX[variant];
  for (const kind of THRESHOLD_KINDS) {
    const { key, label } = THRESHOLD_KEYS[kind];
    const entryKey = `${key}${suffix}`;
    const previous = (settings[entryKey] as Record<string, unknown> | undefined) ?? {
      inputType: 'numberArray',
      label: `${suffix ? 'Local ' : ''}${label}`,
    };
    const value = v.edited[kind] ? v.manual[kind] : v.detected[kind];
    settings[entryKey] = { ...previous, count, userEdited: v.edited[kind], value: indexed(value) };
    settings[`${entryKey}_manualValue`] = { count, value: indexed(v.manual[kind]) };
    settings[`${entryKey}_mlValue`] = {
      ...(settings[`${entryKey}_mlValue`] as object | undefined),
      count,
      value: indexed(v.detected[kind]),
    };
  }
}

/**
 * The settings after the page's threshold edits (PATCH /site/{id}): each list replaces the user's
 * (M) values of its variant and must hold one value per sensor depth; an `…Edited` flag switches
 * the column of both variants; the values in force follow (the user's when edited, else the
 * detected ones). The sets in force must stay sane at every depth: PWP < FC and
 * RP ≤ WL1 ≤ WL2 ≤ 100. Detected values are never changed here.
 */
export function applyThresholdEdits(
  settings: Settings,
  body: ThresholdEdits,
  counts: SensorCounts,
): { settings: Settings; error: null } | { settings: null; error: ThresholdEditError } {
  const next: Settings = { ...settings };
  const fields = body as Record<string, unknown>;
  for (const variant of VARIANTS) {
    const count = counts[variant];
    const table = thresholdTable(settings, DEVICE[variant], count);
    const v: VariantEdit = { manual: {}, detected: {}, edited: {} } as VariantEdit;
    let touched = false;
    for (const kind of THRESHOLD_KINDS) {
      const names = thresholdFieldNames(kind, variant);
      const hardwareFlag = fields[thresholdFieldNames(kind, 'hardware').edited];
      v.detected[kind] = table[kind].detected;
      v.manual[kind] = table[kind].manual;
      v.edited[kind] = typeof hardwareFlag === 'boolean' ? hardwareFlag : table[kind].userEdited;
      if (typeof hardwareFlag === 'boolean') touched = true;
      const list = fields[names.user] as DepthValues | undefined;
      if (list === undefined) continue;
      const values = listValues(list, count);
      if (!values) return { settings: null, error: { field: names.user, message: THRESHOLD_EDIT_MESSAGES.perDepth(names.user, count) } };
      v.manual[kind] = values;
      touched = true;
    }
    if (!touched || count === 0) continue;
    const error = sanityError(v, count, variant);
    if (error) return { settings: null, error };
    writeVariant(next, v, variant, count);
  }
  return { settings: next, error: null };
}
