import {
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
} from '@tilth/domain';
import { expectedStagesCropError } from '@tilth/domain/sites/cropTypes';
import {
  ConfigRuleError,
  entry,
  sensorsOf,
  withReferenceDepth,
  withSensors,
  withValue,
  type SiteUpdateDraft,
  type SiteUpdateField,
} from './siteUpdateDraft';

/** A device id the body renames the probe to (uniqueness is the service's: it needs the database). */
const deviceIdField = (key: 'twigId' | 'badgerId'): SiteUpdateField => ({
  keys: [key],
  action: 'site:editConfig',
  apply: (d) => {
    const value = d.body[key]!;
    if (!d.probe) throw new ConfigRuleError('This site has no probe whose id could change.', key);
    d.record(key, d.probe.device_id, value);
    if (value !== d.probe.device_id) d.device(d.probe).device_id = value;
  },
});

/** A number kept in the settings only (well capacity, field size). */
const settingField = (key: 'maxIrrigationVolume' | 'distanceFromWaterSource'): SiteUpdateField => ({
  keys: [key],
  action: 'site:editConfig',
  apply: (d) => {
    const value = d.body[key];
    d.record(key, entry(d.settings, key).value ?? null, value);
    d.settings[key] = withValue(d.settings, key, value);
  },
});

/**
 * The configuration groups of the body (spec 002 §4, §5, §7.1; domain siteConfig.ts), in the order
 * they are checked and applied: the first rule broken is the one answered, and the changelog rows
 * come in this order. One row per value that actually changed.
 */
export const CONFIG_FIELDS: readonly SiteUpdateField[] = [
  {
    keys: ['name'],
    action: 'site:editConfig',
    apply: (d) => {
      const name = d.body.name!;
      d.record('name', d.site.name, name);
      d.columns.name = name;
      d.settings.siteName = withValue(d.settings, 'siteName', name);
    },
  },
  {
    keys: ['siteId'],
    action: 'site:editConfig',
    apply: (d) => {
      d.record('siteId', d.site.site_id, d.body.siteId);
      d.columns.site_id = d.body.siteId;
    },
  },
  {
    keys: ['location'],
    action: 'site:editConfig',
    apply: (d) => {
      // The location moves the pin only: the site stays on its farm, inside the caller's area.
      const location = d.body.location!;
      d.record('location', { latitude: d.site.latitude, longitude: d.site.longitude }, location);
      d.columns.latitude = location.latitude;
      d.columns.longitude = location.longitude;
    },
  },
  {
    keys: ['hardwareType'],
    action: 'site:editConfig',
    derived: true,
    apply: (d) => {
      const hardware = hardwareByValue(d.body.hardwareType!);
      if (!hardware) throw new ConfigRuleError(SITE_CONFIG_MESSAGES.unknownType('HardwareType', d.body.hardwareType!), 'hardwareType');
      if (hardware.value === d.site.hardware_type) return;
      d.record('hardwareType', d.site.hardware_type, hardware.value);
      d.columns.hardware_type = hardware.value;
      d.settings.hardwareType = { ...entry(d.settings, 'hardwareType'), type: hardware.type, value: hardware.value };
      const location = entry(d.settings, 'hardwareSensorLocation');
      const named = hardware.depths.map((depthOffset, i) => ({ name: String(i + 1), depthOffset }));
      d.settings.hardwareSensorLocation = { ...withSensors(location, named, String), sensorType: hardware.sensorType };
      if (d.probe) Object.assign(d.device(d.probe), { hardware_type: hardware.value, depths: hardware.depths });
    },
  },
  deviceIdField('twigId'),
  deviceIdField('badgerId'),
  {
    keys: ['hardwareConfiguration'],
    action: 'site:editConfig',
    apply: (d) => {
      d.record('hardwareConfiguration', d.settings.hardwareConfiguration ?? null, d.body.hardwareConfiguration);
      d.settings.hardwareConfiguration = d.body.hardwareConfiguration;
    },
  },
  {
    keys: ['reportingInterval'],
    action: 'site:editConfig',
    apply: (d) => {
      d.record('reportingInterval', entry(d.settings, 'reportingInterval').value ?? null, d.body.reportingInterval);
      d.settings.reportingInterval = withValue(d.settings, 'reportingInterval', d.body.reportingInterval);
    },
  },
  {
    keys: ['addLocalSensor'],
    action: 'site:editConfig',
    apply: (d) => {
      const before = String(entry(d.settings, 'addLocalSensor').value ?? 'false') === 'true';
      d.record('addLocalSensor', before ? 'Yes' : 'No', d.body.addLocalSensor ? 'Yes' : 'No');
      d.settings.addLocalSensor = withValue(d.settings, 'addLocalSensor', String(d.body.addLocalSensor));
    },
  },
  {
    keys: ['localSensor'],
    action: 'site:editConfig',
    apply: (d) => {
      d.record('localSensor', entry(d.settings, 'localSensorType').value ?? null, d.body.localSensor);
      d.settings.localSensorType = { inputType: 'select', label: 'Type of Local Sensor', value: d.body.localSensor };
    },
  },
  {
    keys: ['selectedSensors'],
    action: 'site:selectSensors',
    derived: true,
    apply: (d) => {
      const selected = d.body.selectedSensors!;
      const known = new Set([...(d.probe?.depths ?? []).map((_, i) => String(i)), ...(d.local ? ['deepSensor1'] : [])]);
      const unknown = selected.find((key) => !known.has(key));
      if (unknown !== undefined) throw new ConfigRuleError(`Unknown sensor: ${unknown}`, 'selectedSensors');
      if (selected.length === 0) throw new ConfigRuleError('Choose at least one sensor to include.', 'selectedSensors');
      d.record('selectedSensors', entry(d.settings, 'selectedSensors').value ?? [...known], selected);
      d.settings.selectedSensors = { inputType: 'multiSelect', label: 'Sensors To Include', value: selected };
    },
  },
  {
    keys: ['extracted'],
    action: 'site:editConfig',
    apply: (d) => {
      d.record('extracted', d.site.extracted === 1, d.body.extracted);
      d.columns.extracted = d.body.extracted ? 1 : 0;
      d.settings.extracted = String(d.body.extracted);
    },
  },
  {
    // Irrigation type (About page and irrigation-types card) and properties; a new type resets the properties (§4).
    keys: ['irrigationType', 'irrigationProperties'],
    action: 'irrigation',
    apply: applyIrrigation,
  },
  {
    keys: ['hardwareReferenceDepth'],
    action: 'site:editConfig',
    derived: true,
    apply: (d) => {
      const location = entry(d.settings, 'hardwareSensorLocation');
      const before = ((location.value ?? {}) as { referenceDepth?: number[] }).referenceDepth?.[0] ?? null;
      d.record('hardwareReferenceDepth', before, d.body.hardwareReferenceDepth);
      d.settings.hardwareSensorLocation = withReferenceDepth(location, d.body.hardwareReferenceDepth ?? null);
    },
  },
  {
    keys: ['localReferenceDepth'],
    action: 'site:editConfig',
    derived: true,
    apply: (d) => {
      if (!d.local) throw new ConfigRuleError('This site has no local sensor.', 'localReferenceDepth');
      const location = entry(d.settings, 'localSensorLocation');
      const before = ((location.value ?? {}) as { referenceDepth?: number[] }).referenceDepth?.[0] ?? null;
      d.record('localReferenceDepth', before, d.body.localReferenceDepth);
      d.settings.localSensorLocation = withReferenceDepth(location, d.body.localReferenceDepth ?? null);
    },
  },
  {
    keys: ['hardwareSensors'],
    action: 'site:editConfig',
    derived: true,
    apply: (d) => {
      const sensors = d.body.hardwareSensors!;
      const count = d.probe ? (d.deviceWrites.get(d.probe.id)?.depths ?? d.probe.depths).length : 0;
      if (!d.probe || sensors.length !== count) {
        throw new ConfigRuleError(`Sensor depths: give one depth for each of the ${count} sensors.`, 'hardwareSensors');
      }
      const location = entry(d.settings, 'hardwareSensorLocation');
      d.record('hardwareSensors', sensorsOf(location), sensors);
      d.settings.hardwareSensorLocation = withSensors(location, sensors, String);
      d.device(d.probe).depths = sensors.map((s) => s.depthOffset);
    },
  },
  {
    keys: ['localSensors'],
    action: 'site:editConfig',
    derived: true,
    apply: (d) => {
      const sensors = d.body.localSensors!;
      if (!d.local || sensors.length !== d.local.depths.length) {
        throw new ConfigRuleError(
          `Local sensor depths: give one depth for each of the ${d.local?.depths.length ?? 0} sensors.`,
          'localSensors',
        );
      }
      const location = entry(d.settings, 'localSensorLocation');
      d.record('localSensors', sensorsOf(location), sensors);
      d.settings.localSensorLocation = withSensors(location, sensors, (i) => `deepSensor${i + 1}`);
    },
  },
  settingField('maxIrrigationVolume'),
  settingField('distanceFromWaterSource'),
  {
    keys: ['soilType'],
    action: 'site:editConfig',
    derived: true,
    apply: (d) => {
      d.record('soilType', d.site.soil_type, d.body.soilType);
      d.columns.soil_type = d.body.soilType;
      d.settings.soilType = withValue(d.settings, 'soilType', d.body.soilType);
    },
  },
  {
    keys: ['plantingDate'],
    action: 'site:editConfig',
    derived: true,
    apply: (d) => {
      const text = d.body.plantingDate ?? '';
      const error = plantingDateError(text, d.today);
      if (error) throw new ConfigRuleError(error, 'plantingDate');
      const day = text.trim() === '' ? null : parseSiteDate(text);
      d.record('plantingDate', d.site.planting_date, day);
      d.columns.planting_date = day;
      d.settings.plantingDate = withValue(d.settings, 'plantingDate', day ?? '');
    },
  },
  {
    keys: ['installByDate'],
    action: 'site:editConfig',
    apply: (d) => {
      const error = installDateError(d.body.installByDate, d.today);
      if (error) throw new ConfigRuleError(error, 'installByDate');
      const day = parseSiteDate(d.body.installByDate!);
      d.record('installByDate', d.site.install_by_date, day);
      d.columns.install_by_date = day;
      d.settings.installByDate = withValue(d.settings, 'installByDate', day ?? '');
    },
  },
  {
    keys: ['expectedStages'],
    action: 'site:editConfig',
    apply: (d) => {
      const stages = d.body.expectedStages!.value;
      // The crop after this body: a body may change the crop to Potatoes and set its stages at once.
      const cropError = expectedStagesCropError(d.body.plantType ?? d.site.crop);
      if (cropError) throw new ConfigRuleError(cropError, 'expectedStages');
      const plantingDate = d.columns.planting_date !== undefined ? d.columns.planting_date : d.site.planting_date;
      const error = expectedStagesError(stages, plantingDate);
      if (error) throw new ConfigRuleError(error, 'expectedStages');
      const value = stages.map((s) => ({ stageId: s.stageId, stageDate: parseSiteDate(s.stageDate!) }));
      d.record('expectedStages', entry(d.settings, 'expectedStages').value ?? null, value);
      d.settings.expectedStages = { value };
    },
  },
];

function applyIrrigation(d: SiteUpdateDraft): void {
  const { body, site, settings } = d;
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
  d.record('irrigationType', site.irrigation_type, typeName);
  d.record('irrigationProperties', storedProperties, properties);
  d.columns.irrigation_type = typeName;
  settings.irrigationType = withValue(settings, 'irrigationType', typeName ?? '');
  settings.irrigationProperties = properties;
}
