import {
  COLOUR_HEX,
  DEFAULT_THRESHOLDS,
  THRESHOLD_KINDS,
  type DepthValues,
  type SiteUpdateBody,
  type ThresholdKind,
  type ThresholdSensor,
  type ThresholdSets,
  type Thresholds,
} from '@tilth/domain';
import { translate } from '../../../i18n/catalog';
import en from '../locales/en.json';
import { thresholdsMessages } from '../messages';

/**
 * The threshold table (spec 001 §2.9, §4 "Threshold columns"): one row per sensor (local sensors
 * first), one column per threshold, and per column an A/M switch — A shows the detected values
 * (disabled), M the user's (editable). What is saved is the changed columns only.
 */

type ThresholdsKey = keyof typeof en;

/** Each column's heading and full name, as keys of the catalogue (locales/en.json). */
export const THRESHOLD_COLUMNS: readonly {
  kind: ThresholdKind;
  labelKey: ThresholdsKey;
  titleKey: ThresholdsKey;
  colour: string | null;
}[] = [
  { kind: 'rp', labelKey: 'colR', titleKey: 'refillPoint', colour: COLOUR_HEX.red },
  { kind: 'wl1', labelKey: 'colG', titleKey: 'desiredLower', colour: COLOUR_HEX.green },
  { kind: 'wl2', labelKey: 'colB', titleKey: 'desiredUpper', colour: COLOUR_HEX.lightBlue },
  { kind: 'fc', labelKey: 'colFc', titleKey: 'fieldCapacity', colour: null },
  { kind: 'pwp', labelKey: 'colPwp', titleKey: 'wiltingPoint', colour: COLOUR_HEX.pwp },
];

export const rowIdOf = (sensor: Pick<ThresholdSensor, 'variant' | 'key'>) => `${sensor.variant}:${sensor.key}`;

/** Local sensors first, then the hardware sensors, each in depth order. */
export function orderedSensors(sensors: readonly ThresholdSensor[]): ThresholdSensor[] {
  const rank = (s: ThresholdSensor) => (s.variant === 'local' ? 0 : 1);
  return [...sensors].sort((a, b) => rank(a) - rank(b) || a.depthIn - b.depthIn);
}

function valueAt(list: DepthValues | undefined, key: string): number | null {
  const entry = list?.find((e) => key in e);
  const value = entry?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

const listName = (kind: ThresholdKind, sensor: Pick<ThresholdSensor, 'variant'>) =>
  `${kind}Values${sensor.variant === 'local' ? 'Local' : ''}` as const;

export function manualValue(sets: ThresholdSets, kind: ThresholdKind, sensor: ThresholdSensor): number | null {
  return valueAt(sets[listName(kind, sensor)], sensor.key);
}

export function detectedValue(sets: ThresholdSets, kind: ThresholdKind, sensor: ThresholdSensor): number | null {
  return valueAt(sets[`${listName(kind, sensor)}_mlValue`], sensor.key);
}

/** The table as edited: the switches and the manual values typed (text, as the inputs hold them). */
export interface ThresholdForm {
  edited: Record<ThresholdKind, boolean>;
  manual: Record<ThresholdKind, Record<string, number | ''>>;
}

/**
 * The form as loaded: an M column holds the user's values; an A column starts its inputs from the
 * values it shows (detected), so switching it to M begins from what was on screen.
 */
export function formFromSets(sets: ThresholdSets, sensors: readonly ThresholdSensor[]): ThresholdForm {
  const edited = Object.fromEntries(THRESHOLD_KINDS.map((k) => [k, sets[`${k}ValuesEdited`]])) as ThresholdForm['edited'];
  const start = (kind: ThresholdKind, s: ThresholdSensor) =>
    (edited[kind]
      ? (manualValue(sets, kind, s) ?? detectedValue(sets, kind, s))
      : (detectedValue(sets, kind, s) ?? manualValue(sets, kind, s))) ?? DEFAULT_THRESHOLDS[kind];
  const manual = Object.fromEntries(
    THRESHOLD_KINDS.map((kind) => [kind, Object.fromEntries(sensors.map((s) => [rowIdOf(s), start(kind, s)]))]),
  ) as ThresholdForm['manual'];
  return { edited, manual };
}

/** What a cell shows: the typed value in M, the detected one (or the default) in A. */
export function shownValue(form: ThresholdForm, sets: ThresholdSets, kind: ThresholdKind, sensor: ThresholdSensor): number | '' {
  if (form.edited[kind]) return form.manual[kind][rowIdOf(sensor)] ?? '';
  return detectedValue(sets, kind, sensor) ?? manualValue(sets, kind, sensor) ?? DEFAULT_THRESHOLDS[kind];
}

/** The thresholds a sensor would have with the form as it stands (for the graph's lines). */
export function sensorThresholds(form: ThresholdForm, sets: ThresholdSets, sensor: ThresholdSensor): Thresholds {
  const value = (kind: ThresholdKind) => {
    const v = shownValue(form, sets, kind, sensor);
    return v === '' ? DEFAULT_THRESHOLDS[kind] : v;
  };
  return { rp: value('rp'), wl1: value('wl1'), wl2: value('wl2'), fc: value('fc'), pwp: value('pwp') };
}

// The English wording; thresholdUpdate says them in the active language.
export const THRESHOLD_VALUE_ERROR = en.valueError;
export const FC_ABOVE_PWP_ERROR = en.fcAbovePwpError;
export const ORDER_ERROR = en.orderError;

/**
 * PATCH /site/{id}'s body for the columns the user changed (their switch or, in M, a value),
 * or why the form can't be saved. Null body: nothing changed.
 */
export function thresholdUpdate(
  sets: ThresholdSets,
  sensors: readonly ThresholdSensor[],
  form: ThresholdForm,
): { body: SiteUpdateBody | null; error: null } | { body: null; error: string } {
  const body: Record<string, unknown> = {};
  for (const kind of THRESHOLD_KINDS) {
    if (!form.edited[kind]) {
      if (sets[`${kind}ValuesEdited`]) body[`${kind}ValuesEdited`] = false;
      continue;
    }
    const typed = sensors.map((s) => ({ sensor: s, value: form.manual[kind][rowIdOf(s)] }));
    if (typed.some(({ value }) => value === '' || value === undefined || value < 0 || value > 100)) {
      return { body: null, error: translate(thresholdsMessages, 'valueError') };
    }
    const changed = !sets[`${kind}ValuesEdited`] || typed.some(({ sensor, value }) => manualValue(sets, kind, sensor) !== value);
    if (!changed) continue;
    body[`${kind}ValuesEdited`] = true;
    const list = (variant: ThresholdSensor['variant']) =>
      typed.filter(({ sensor }) => sensor.variant === variant).map(({ sensor, value }) => ({ [sensor.key]: value as number }));
    if (sensors.some((s) => s.variant === 'hardware')) body[`${kind}Values`] = list('hardware');
    if (sensors.some((s) => s.variant === 'local')) body[`${kind}ValuesLocal`] = list('local');
  }
  for (const sensor of sensors) {
    const t = sensorThresholds(form, sets, sensor);
    if (!(t.fc > t.pwp)) return { body: null, error: translate(thresholdsMessages, 'fcAbovePwpError') };
    if (t.rp > t.wl1 || t.wl1 > t.wl2) return { body: null, error: translate(thresholdsMessages, 'orderError') };
  }
  return { body: Object.keys(body).length ? (body as SiteUpdateBody) : null, error: null };
}
