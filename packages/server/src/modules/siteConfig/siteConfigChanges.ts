import {
  CHANGELOG_FRIENDLY_NAMES,
  defaultIrrigationProperties,
  expectedStagesError,
  hardwareByValue,
  installDateError,
  irrigationNameOfSystem,
  IRRIGATION_TYPES,
  parseSiteDate,
  plantingDateError,
  SITE_CONFIG_MESSAGES,
  systemTypeOfIrrigation,
  type SiteUpdateBody,
} from '@tilth/domain';
import { expectedStagesCropError } from '@tilth/domain/sites/cropTypes';
import type { DeviceRecord } from '../telemetry/deviceRepository';
import type { SiteRecord } from '../sites/siteRepository';
import type { SiteChange, SiteChangeWrite } from './siteChangeRepository';

/** A §5 rule the body breaks: answered as a 400 with the pages' message. */
export class ConfigRuleError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

type Columns = SiteChangeWrite['columns'];
type Settings = Record<string, unknown>;

/** The config groups of the body (siteConfig.ts); the threshold page's own keys are handled by its service. */
export const CONFIG_KEYS = [
  'hardwareType',
  'twigId',
  'badgerId',
  'hardwareConfiguration',
  'reportingInterval',
  'addLocalSensor',
  'localSensor',
  'selectedSensors',
  'extracted',
  'irrigationProperties',
  'expectedStages',
  'hardwareReferenceDepth',
  'localReferenceDepth',
  'hardwareSensors',
  'localSensors',
  'maxIrrigationVolume',
  'distanceFromWaterSource',
  'irrigationType',
  'soilType',
  'plantingDate',
  'installByDate',
  'location',
  'siteId',
  'name',
] as const satisfies readonly (keyof SiteUpdateBody)[];

/** Groups that change derived values (depths, selected sensors, crop, planting date, soil): the site is recomputed. */
const DERIVED_KEYS = new Set<string>([
  'hardwareType',
  'selectedSensors',
  'hardwareReferenceDepth',
  'localReferenceDepth',
  'hardwareSensors',
  'localSensors',
  'soilType',
  'plantingDate',
  'plantType',
]);

/** Which policy action each config key needs (irrigation keys: either of two, see the service). */
export function actionOfConfigKey(key: string): 'site:editConfig' | 'site:selectSensors' | 'irrigation' {
  if (key === 'selectedSensors') return 'site:selectSensors';
  if (key === 'irrigationType' || key === 'irrigationProperties') return 'irrigation';
  return 'site:editConfig';
}

export const valueText = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : typeof value === 'string' ? value : JSON.stringify(value);

const entry = (settings: Settings, key: string) => (settings[key] ?? {}) as Record<string, unknown>;
const withValue = (settings: Settings, key: string, value: unknown) => ({ ...entry(settings, key), value });

/** The sensor depth list of a stored location entry, flattened to [{name, depthOffset}]. */
export function sensorsOf(location: Record<string, unknown>): { name: string; depthOffset: number }[] {
  const value = (location.value ?? {}) as { sensors?: Record<string, { name?: string; depthOffset?: number }>[] };
  return (value.sensors ?? []).flatMap((group) =>
    Object.values(group).map((s) => ({ name: String(s.name ?? ''), depthOffset: Number(s.depthOffset ?? 0) })),
  );
}

function withSensors(location: Record<string, unknown>, sensors: { name: string; depthOffset: number }[], keyOf: (i: number) => string) {
  const value = (location.value ?? {}) as Record<string, unknown>;
  const grouped = Object.fromEntries(sensors.map((s, i) => [keyOf(i), { name: s.name, depthOffset: s.depthOffset }]));
  return { ...location, count: sensors.length, value: { ...value, sensors: [grouped] } };
}

function withReferenceDepth(location: Record<string, unknown>, depth: number | null) {
  const value = (location.value ?? {}) as Record<string, unknown>;
  return { ...location, value: { ...value, referenceDepth: depth === null ? [] : [depth] } };
}

export interface ConfigChange {
  settings: Settings;
  columns: Columns;
  devices: SiteChangeWrite['devices'];
  changes: SiteChange[];
  derivedChanged: boolean;
}

/**
 * The site after the body's configuration groups (spec 002 §4, §5, §7.1), from what is stored:
 * its settings and columns, device renames and depths, and one changelog row per value that
 * actually changed. Throws ConfigRuleError with the §5 message when a rule is broken. Uniqueness of
 * ids is the service's (it needs the database).
 */
export function applyConfigGroups(site: SiteRecord, devices: readonly DeviceRecord[], body: SiteUpdateBody, today: string): ConfigChange {
  const settings: Settings = { ...site.settings };
  const columns: Columns = {};
  const deviceWrites = new Map<string, SiteChangeWrite['devices'][number]>();
  const changes: SiteChange[] = [];
  let derivedChanged = false;
  const probe = devices.find((d) => d.kind === 'probe');
  const local = devices.find((d) => d.kind === 'local');
  const device = (d: DeviceRecord) => deviceWrites.get(d.id) ?? deviceWrites.set(d.id, { id: d.id }).get(d.id)!;

  const record = (field: string, before: unknown, after: unknown) => {
    const oldValue = valueText(before);
    const newValue = valueText(after);
    if (oldValue === newValue) return;
    changes.push({ field, friendlyName: CHANGELOG_FRIENDLY_NAMES[field] ?? field, oldValue, newValue });
    if (DERIVED_KEYS.has(field)) derivedChanged = true;
  };

  if (body.name !== undefined) {
    record('name', site.name, body.name);
    columns.name = body.name;
    settings.siteName = withValue(settings, 'siteName', body.name);
  }
  if (body.siteId !== undefined) {
    record('siteId', site.site_id, body.siteId);
    columns.site_id = body.siteId;
  }
  if (body.location !== undefined) {
    // The location moves the pin only: the site stays on its farm, inside the caller's area.
    record('location', { latitude: site.latitude, longitude: site.longitude }, body.location);
    columns.latitude = body.location.latitude;
    columns.longitude = body.location.longitude;
  }

  if (body.hardwareType !== undefined) {
    const hardware = hardwareByValue(body.hardwareType);
    if (!hardware) throw new ConfigRuleError(SITE_CONFIG_MESSAGES.unknownType('HardwareType', body.hardwareType), 'hardwareType');
    if (hardware.value !== site.hardware_type) {
      record('hardwareType', site.hardware_type, hardware.value);
      columns.hardware_type = hardware.value;
      settings.hardwareType = { ...entry(settings, 'hardwareType'), type: hardware.type, value: hardware.value };
      const location = entry(settings, 'hardwareSensorLocation');
      const named = hardware.depths.map((depthOffset, i) => ({ name: String(i + 1), depthOffset }));
      settings.hardwareSensorLocation = { ...withSensors(location, named, String), sensorType: hardware.sensorType };
      if (probe) Object.assign(device(probe), { hardware_type: hardware.value, depths: hardware.depths });
    }
  }
  for (const key of ['twigId', 'badgerId'] as const) {
    const value = body[key];
    if (value === undefined) continue;
    if (!probe) throw new ConfigRuleError('This site has no probe whose id could change.', key);
    record(key, probe.device_id, value);
    if (value !== probe.device_id) device(probe).device_id = value;
  }
  if (body.hardwareConfiguration !== undefined) {
    record('hardwareConfiguration', settings.hardwareConfiguration ?? null, body.hardwareConfiguration);
    settings.hardwareConfiguration = body.hardwareConfiguration;
  }
  if (body.reportingInterval !== undefined) {
    record('reportingInterval', entry(settings, 'reportingInterval').value ?? null, body.reportingInterval);
    settings.reportingInterval = withValue(settings, 'reportingInterval', body.reportingInterval);
  }
  if (body.addLocalSensor !== undefined) {
    const before = String(entry(settings, 'addLocalSensor').value ?? 'false') === 'true';
    record('addLocalSensor', before ? 'Yes' : 'No', body.addLocalSensor ? 'Yes' : 'No');
    settings.addLocalSensor = withValue(settings, 'addLocalSensor', String(body.addLocalSensor));
  }
  if (body.localSensor !== undefined) {
    record('localSensor', entry(settings, 'localSensorType').value ?? null, body.localSensor);
    settings.localSensorType = { inputType: 'select', label: 'Type of Local Sensor', value: body.localSensor };
  }
  if (body.selectedSensors !== undefined) {
    const known = new Set([...(probe?.depths ?? []).map((_, i) => String(i)), ...(local ? ['deepSensor1'] : [])]);
    const unknown = body.selectedSensors.find((key) => !known.has(key));
    if (unknown !== undefined) throw new ConfigRuleError(`Unknown sensor: ${unknown}`, 'selectedSensors');
    if (body.selectedSensors.length === 0) throw new ConfigRuleError('Choose at least one sensor to include.', 'selectedSensors');
    record('selectedSensors', entry(settings, 'selectedSensors').value ?? [...known], body.selectedSensors);
    settings.selectedSensors = { inputType: 'multiSelect', label: 'Sensors To Include', value: body.selectedSensors };
  }
  if (body.extracted !== undefined) {
    record('extracted', site.extracted === 1, body.extracted);
    columns.extracted = body.extracted ? 1 : 0;
    settings.extracted = String(body.extracted);
  }

  applyIrrigation(site, settings, columns, body, record);

  if (body.hardwareReferenceDepth !== undefined) {
    const location = entry(settings, 'hardwareSensorLocation');
    record(
      'hardwareReferenceDepth',
      ((location.value ?? {}) as { referenceDepth?: number[] }).referenceDepth?.[0] ?? null,
      body.hardwareReferenceDepth,
    );
    settings.hardwareSensorLocation = withReferenceDepth(location, body.hardwareReferenceDepth);
  }
  if (body.localReferenceDepth !== undefined) {
    if (!local) throw new ConfigRuleError('This site has no local sensor.', 'localReferenceDepth');
    const location = entry(settings, 'localSensorLocation');
    record(
      'localReferenceDepth',
      ((location.value ?? {}) as { referenceDepth?: number[] }).referenceDepth?.[0] ?? null,
      body.localReferenceDepth,
    );
    settings.localSensorLocation = withReferenceDepth(location, body.localReferenceDepth);
  }
  if (body.hardwareSensors !== undefined) {
    const count = probe ? (deviceWrites.get(probe.id)?.depths ?? probe.depths).length : 0;
    if (!probe || body.hardwareSensors.length !== count) {
      throw new ConfigRuleError(`Sensor depths: give one depth for each of the ${count} sensors.`, 'hardwareSensors');
    }
    const location = entry(settings, 'hardwareSensorLocation');
    record('hardwareSensors', sensorsOf(location), body.hardwareSensors);
    settings.hardwareSensorLocation = withSensors(location, body.hardwareSensors, String);
    device(probe).depths = body.hardwareSensors.map((s) => s.depthOffset);
  }
  if (body.localSensors !== undefined) {
    if (!local || body.localSensors.length !== local.depths.length) {
      throw new ConfigRuleError(
        `Local sensor depths: give one depth for each of the ${local?.depths.length ?? 0} sensors.`,
        'localSensors',
      );
    }
    const location = entry(settings, 'localSensorLocation');
    record('localSensors', sensorsOf(location), body.localSensors);
    settings.localSensorLocation = withSensors(location, body.localSensors, (i) => `deepSensor${i + 1}`);
  }
  for (const key of ['maxIrrigationVolume', 'distanceFromWaterSource'] as const) {
    const value = body[key];
    if (value === undefined) continue;
    record(key, entry(settings, key).value ?? null, value);
    settings[key] = withValue(settings, key, value);
  }
  if (body.soilType !== undefined) {
    record('soilType', site.soil_type, body.soilType);
    columns.soil_type = body.soilType;
    settings.soilType = withValue(settings, 'soilType', body.soilType);
  }
  if (body.plantingDate !== undefined) {
    const text = body.plantingDate ?? '';
    const error = plantingDateError(text, today);
    if (error) throw new ConfigRuleError(error, 'plantingDate');
    const day = text.trim() === '' ? null : parseSiteDate(text);
    record('plantingDate', site.planting_date, day);
    columns.planting_date = day;
    settings.plantingDate = withValue(settings, 'plantingDate', day ?? '');
  }
  if (body.installByDate !== undefined) {
    const error = installDateError(body.installByDate, today);
    if (error) throw new ConfigRuleError(error, 'installByDate');
    const day = parseSiteDate(body.installByDate);
    record('installByDate', site.install_by_date, day);
    columns.install_by_date = day;
    settings.installByDate = withValue(settings, 'installByDate', day ?? '');
  }
  if (body.expectedStages !== undefined) {
    // The crop after this body: a body may change the crop to Potatoes and set its stages at once.
    const cropError = expectedStagesCropError(body.plantType ?? site.crop);
    if (cropError) throw new ConfigRuleError(cropError, 'expectedStages');
    const plantingDate = columns.planting_date !== undefined ? columns.planting_date : site.planting_date;
    const error = expectedStagesError(body.expectedStages.value, plantingDate);
    if (error) throw new ConfigRuleError(error, 'expectedStages');
    const value = body.expectedStages.value.map((s) => ({ stageId: s.stageId, stageDate: parseSiteDate(s.stageDate!) }));
    record('expectedStages', entry(settings, 'expectedStages').value ?? null, value);
    settings.expectedStages = { value };
  }
  return { settings, columns, devices: [...deviceWrites.values()], changes, derivedChanged };
}

/** Irrigation type (About page and irrigation-types card) and properties; a new type resets the properties (§4). */
function applyIrrigation(
  site: SiteRecord,
  settings: Settings,
  columns: Columns,
  body: SiteUpdateBody,
  record: (field: string, before: unknown, after: unknown) => void,
) {
  if (body.irrigationType === undefined && body.irrigationProperties === undefined) return;
  const storedProperties = (settings.irrigationProperties ?? null) as { system_type?: number } | null;
  let typeName = site.irrigation_type;
  if (body.irrigationType !== undefined) {
    const known = IRRIGATION_TYPES.find((t) => t.name.toLowerCase() === body.irrigationType!.toLowerCase());
    if (!known) throw new ConfigRuleError(SITE_CONFIG_MESSAGES.unknownType('IrrigationType', body.irrigationType), 'irrigationType');
    typeName = known.name;
  } else if (body.irrigationProperties) {
    typeName = irrigationNameOfSystem(body.irrigationProperties.system_type);
  }
  const systemType = systemTypeOfIrrigation(typeName);
  let properties: unknown = storedProperties;
  if (systemType === null) properties = null;
  else if (body.irrigationProperties?.system_type === systemType) properties = body.irrigationProperties;
  else if (storedProperties?.system_type !== systemType) properties = defaultIrrigationProperties(systemType);
  if (body.irrigationProperties && body.irrigationProperties.system_type !== systemType) {
    throw new ConfigRuleError(
      `Irrigation properties of type ${body.irrigationProperties.system_type} do not fit ${typeName}.`,
      'irrigationProperties',
    );
  }
  record('irrigationType', site.irrigation_type, typeName);
  record('irrigationProperties', storedProperties, properties);
  columns.irrigation_type = typeName;
  settings.irrigationType = withValue(settings, 'irrigationType', typeName ?? '');
  settings.irrigationProperties = properties;
}
