import type { Action, SiteUpdateBody } from '@tilth/domain';
import type { DeviceRecord } from '../telemetry/deviceRepository';
import type { SiteRecord } from '../sites/siteRepository';
import type { SiteChangeWrite } from './siteChangeRepository';

/** A rule the body breaks (spec 002 §5, a threshold list): answered as a 400 with the message, naming the field. */
export class ConfigRuleError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

export type Columns = SiteChangeWrite['columns'];
export type Settings = Record<string, unknown>;
export type DeviceWrite = SiteChangeWrite['devices'][number];

/** Depth counts of the site's probe and local sensor, as the threshold sets are laid out. */
export interface SensorCounts {
  depths: number[];
  local: number;
}

/**
 * The site as the body changes it, field by field, from what is stored: each field handler reads
 * the stored site and the body, and writes the settings, columns, device writes and changelog.
 */
export interface SiteUpdateDraft {
  readonly site: SiteRecord;
  readonly body: SiteUpdateBody;
  /** Today on the farm's clock (YYYY-MM-DD): the date limits count from it. */
  readonly today: string;
  readonly probe: DeviceRecord | undefined;
  readonly local: DeviceRecord | undefined;
  readonly sensors: SensorCounts;
  /** The template the body applies, already checked visible and of the crop type. */
  readonly templateId: string | undefined;
  settings: Settings;
  readonly columns: Columns;
  readonly deviceWrites: Map<string, DeviceWrite>;
  /** The site's applied template after the body. */
  cropTemplateId: string | null;
  /** Today's values must be recomputed at once (bands or crop changed). */
  bandsChanged: boolean;
  /** The pending write of a device (made on first use). */
  device(d: DeviceRecord): DeviceWrite;
  /** A changelog row, only when the value's text changed; a derived field's change queues the full recompute. */
  record(field: string, before: unknown, after: unknown): void;
  /** A changelog row as given (the caller decided it changed). */
  push(field: string, before: unknown, after: unknown): void;
}

/**
 * One body field or group of fields of PATCH /site/{id}: the action it needs, whether a change of
 * it re-derives the site's history, and how it is checked, applied and written to the changelog.
 */
export interface SiteUpdateField {
  /** The body keys of the field or group (for reading the table). */
  readonly keys: readonly (keyof SiteUpdateBody)[];
  /**
   * The policy action it needs: null for anyone who reads the site; 'irrigation' for either the
   * About page's site:editConfig or the irrigation-types card's site:editForecast.
   */
  readonly action: Action | 'irrigation' | null;
  /** A recorded change queues the site's full recompute (depths, selected sensors, planting date, soil). */
  readonly derived?: boolean;
  /** Whether the body touches it; by default, when one of its keys is sent. */
  readonly touched?: (body: SiteUpdateBody) => boolean;
  /** Checks the body's value (ConfigRuleError) and applies it to the draft. */
  apply(draft: SiteUpdateDraft): void;
}

export const isTouched = (field: SiteUpdateField, body: SiteUpdateBody): boolean =>
  field.touched ? field.touched(body) : field.keys.some((key) => body[key] !== undefined);

export const valueText = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : typeof value === 'string' ? value : JSON.stringify(value);

export const entry = (settings: Settings, key: string) => (settings[key] ?? {}) as Record<string, unknown>;
export const withValue = (settings: Settings, key: string, value: unknown) => ({ ...entry(settings, key), value });

/** The sensor depth list of a stored location entry, flattened to [{name, depthOffset}]. */
export function sensorsOf(location: Record<string, unknown>): { name: string; depthOffset: number }[] {
  const value = (location.value ?? {}) as { sensors?: Record<string, { name?: string; depthOffset?: number }>[] };
  return (value.sensors ?? []).flatMap((group) =>
    Object.values(group).map((s) => ({ name: String(s.name ?? ''), depthOffset: Number(s.depthOffset ?? 0) })),
  );
}

export function withSensors(
  location: Record<string, unknown>,
  sensors: { name: string; depthOffset: number }[],
  keyOf: (i: number) => string,
) {
  const value = (location.value ?? {}) as Record<string, unknown>;
  const grouped = Object.fromEntries(sensors.map((s, i) => [keyOf(i), { name: s.name, depthOffset: s.depthOffset }]));
  return { ...location, count: sensors.length, value: { ...value, sensors: [grouped] } };
}

export function withReferenceDepth(location: Record<string, unknown>, depth: number | null) {
  const value = (location.value ?? {}) as Record<string, unknown>;
  return { ...location, value: { ...value, referenceDepth: depth === null ? [] : [depth] } };
}
