import {
  DEFAULT_FORECAST_DAYS,
  DEFAULT_RAINFALL_DATA_SOURCE,
  defaultExpectedStages,
  documentedDate,
  forecastDisplay,
  IRRIGATION_DATA_SOURCES,
  RAINFALL_DATA_SOURCES,
  type ParsedTwig,
  type SensorLocation,
  type SiteStateFlags,
  type TwigDetails,
  type TwigSettings,
} from '@tilth/domain';
import type { DeviceRecord } from '../telemetry/deviceRepository';
import type { SiteRecord } from '../sites/siteRepository';
import { sensorsOf } from './siteUpdateDraft';

type Settings = Record<string, unknown>;
const valueOf = (settings: Settings, key: string) => (settings[key] as { value?: unknown } | undefined)?.value;
const numberOrNull = (v: unknown) => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));
const oneOf = <T extends string>(list: readonly T[], v: unknown): T | null => ((list as readonly unknown[]).includes(v) ? (v as T) : null);

/** The sensor keys of a site: hardware '0', '1', … and the local sensor's 'deepSensor1'. */
export function sensorKeysOf(devices: readonly DeviceRecord[]): string[] {
  const probe = devices.find((d) => d.kind === 'probe');
  const local = devices.find((d) => d.kind === 'local');
  return [...(probe?.depths ?? []).map((_, i) => String(i)), ...(local ? ['deepSensor1'] : [])];
}

function location(settings: Settings, key: string, depths: number[], fallbackType: string): SensorLocation {
  const stored = (settings[key] ?? {}) as { value?: { referenceDepth?: number[] }; sensorType?: string };
  const named = sensorsOf(stored);
  const sensors = named.length === depths.length ? named : depths.map((depthOffset, i) => ({ name: String(i + 1), depthOffset }));
  return {
    value: { referenceDepth: (stored.value?.referenceDepth ?? []).map(Number), sensors },
    sensorType: stored.sensorType ?? fallbackType,
    count: sensors.length,
  };
}

/** twigDetails.settings in the documented names, from the stored settings and the site's devices. */
export function twigSettingsOf(site: SiteRecord, devices: readonly DeviceRecord[]): TwigSettings {
  const s = site.settings;
  const hardware = (s.hardwareType ?? {}) as { type?: string; value?: string };
  const probe = devices.find((d) => d.kind === 'probe');
  const selected = valueOf(s, 'selectedSensors');
  const irrigation = (s.irrigationDataSource ?? {}) as { type?: unknown };
  const rainfall = (s.rainfallDataSource ?? {}) as { type?: unknown };
  const stages = (s.expectedStages ?? {}) as { value?: { stageId: number; stageDate: string | null }[] };
  const forecastDays = valueOf(s, 'forecastDays');
  const configuration = s.hardwareConfiguration;
  return {
    hardwareType: { hardwareId: probe?.id ?? null, type: hardware.type ?? 'badger', value: site.hardware_type },
    extracted: site.extracted === 1,
    selectedSensors: Array.isArray(selected) ? selected.map(String) : sensorKeysOf(devices),
    irrigationDataSource: { type: oneOf(IRRIGATION_DATA_SOURCES, irrigation.type) },
    rainfallDataSource: { type: oneOf(RAINFALL_DATA_SOURCES, rainfall.type) ?? DEFAULT_RAINFALL_DATA_SOURCE },
    predictedWaterUse: forecastDisplay(Array.isArray(forecastDays) ? forecastDays.map(Number) : DEFAULT_FORECAST_DAYS),
    irrigationProperties: (s.irrigationProperties ?? null) as TwigSettings['irrigationProperties'],
    expectedStages: { value: stages.value ?? defaultExpectedStages() },
    reportingInterval: Math.round(numberOrNull(valueOf(s, 'reportingInterval')) ?? 15),
    addLocalSensor: String(valueOf(s, 'addLocalSensor') ?? 'false') === 'true',
    localSensor: (valueOf(s, 'localSensorType') as string | null | undefined) ?? null,
    hardwareConfiguration:
      configuration && typeof configuration === 'object' ? (configuration as TwigSettings['hardwareConfiguration']) : {},
  };
}

/** The answer's parsedTwig: settings after the change, the unit's ids and when the site changed. */
export function presentParsedTwig(site: SiteRecord, devices: readonly DeviceRecord[]): ParsedTwig {
  const probe = devices.find((d) => d.kind === 'probe');
  return {
    settings: twigSettingsOf(site, devices),
    twigId: probe?.device_id ?? null,
    badgerId: probe?.device_id ?? null,
    updatedAt: site.updated_at,
  };
}

/** twigDetails of the documented site. */
export function presentTwigDetails(
  site: SiteRecord,
  devices: readonly DeviceRecord[],
  state: SiteStateFlags,
  lastUpdated: string | null,
): TwigDetails {
  const probe = devices.find((d) => d.kind === 'probe');
  const local = devices.find((d) => d.kind === 'local');
  const settings = twigSettingsOf(site, devices);
  return {
    hardwaretype: site.hardware_type,
    badgerId: probe?.device_id ?? null,
    FoxSensor: local?.device_id ?? null,
    configInterval: settings.reportingInterval,
    plantType: site.crop ?? '',
    soilType: site.soil_type ?? '',
    plantingDate: documentedDate(site.planting_date),
    installByDate: documentedDate(site.install_by_date),
    maxIrrigationVolume: numberOrNull(valueOf(site.settings, 'maxIrrigationVolume')),
    distanceFromWaterSource: numberOrNull(valueOf(site.settings, 'distanceFromWaterSource')),
    irrigationType: site.irrigation_type ?? '',
    twigObjectId: probe?.id ?? null,
    state,
    lastUpdated,
    hardwareSensorLocation: location(site.settings, 'hardwareSensorLocation', probe?.depths ?? [], 'aquacheck'),
    localSensorLocation: local ? location(site.settings, 'localSensorLocation', local.depths, 'tilth') : null,
    settings,
  };
}
