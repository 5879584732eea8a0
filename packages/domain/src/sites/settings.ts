import { DEFAULT_THRESHOLDS } from '../agronomy/thresholds';
import { LOCAL_SENSOR_DEPTH_IN, type HardwareType, type ThresholdName } from '../siteConfig/hardware';

/** Threshold values per depth: the user's (manual) and the detected ones, and which one counts. */
export interface SiteThresholdSet {
  manual: number[];
  detected: number[];
  userEdited: boolean;
}
export type SiteThresholds = Record<ThresholdName, SiteThresholdSet>;

/** The settings keys of the documented API for each threshold. */
export const THRESHOLD_KEYS: Record<ThresholdName, { key: string; label: string }> = {
  rp: { key: 'x_volwatcontRP', label: 'Soil Moisture Refill Points' },
  wl1: { key: 'x_volwatcontWL1', label: 'Soil Moisture Warning Limits' },
  wl2: { key: 'x_volwatcontWL2', label: 'Soil Moisture Optimal Limits' },
  fc: { key: 'x_volwatcontMax', label: 'Soil Moisture FC Limits' },
  pwp: { key: 'x_volwatcontMin', label: 'Soil Moisture PWP Limits' },
};

export function defaultThresholds(depthCount: number): SiteThresholds {
  const make = (v: number): SiteThresholdSet => ({
    manual: Array(depthCount).fill(v),
    detected: Array(depthCount).fill(v),
    userEdited: false,
  });
  return {
    fc: make(DEFAULT_THRESHOLDS.fc),
    pwp: make(DEFAULT_THRESHOLDS.pwp),
    rp: make(DEFAULT_THRESHOLDS.rp),
    wl1: make(DEFAULT_THRESHOLDS.wl1),
    wl2: make(DEFAULT_THRESHOLDS.wl2),
  };
}

/** The values in force: the user's when they edited them, else the detected ones. */
export function effectiveThreshold(set: SiteThresholdSet): number[] {
  return set.userEdited ? set.manual : set.detected;
}

export interface SiteSettingsInput {
  siteObjectId: string;
  name: string;
  hardware: HardwareType;
  crop: string | null;
  plantingDate: string | null;
  soilType: string | null;
  irrigationType: string | null;
  installByDate: string | null;
  rootDepthIn: number;
  localSensor: boolean;
  thresholds: SiteThresholds;
  localThresholds: SiteThresholds | null;
  reportingIntervalMinutes: number;
  /** The irrigation-types card (spec 002 §3): flow and area of the system; absent until set. */
  irrigationProperties?: Record<string, unknown> | null;
  /** Well capacity (maxIrrigationVolume), gpm. */
  wellCapacityGpm?: number | null;
}

const indexed = (values: number[]) => values.map((v, i) => ({ [String(i)]: v }));

function thresholdSettings(thresholds: SiteThresholds, suffix: '' | '_local', labelPrefix: string) {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(THRESHOLD_KEYS) as ThresholdName[]) {
    const { key, label } = THRESHOLD_KEYS[name];
    const set = thresholds[name];
    const count = set.manual.length;
    out[`${key}${suffix}`] = {
      count,
      inputType: 'numberArray',
      label: `${labelPrefix}${label}`,
      userEdited: set.userEdited,
      value: indexed(effectiveThreshold(set)),
    };
    out[`${key}${suffix}_manualValue`] = { count, value: indexed(set.manual) };
    out[`${key}${suffix}_mlValue`] = { count, value: indexed(set.detected) };
  }
  return out;
}

/** Site settings in the shape of the documented graph-data answer (`data.siteDetails.settings`). */
export function buildSiteSettings(input: SiteSettingsInput): Record<string, unknown> {
  const h = input.hardware;
  const sensors = Object.fromEntries(h.depths.map((depth, i) => [String(i), { name: String(i + 1), depthOffset: depth }]));
  const settings: Record<string, unknown> = {
    siteName: {
      label: 'Site Name',
      parseClass: 'SiteName',
      siteId: input.siteObjectId,
      value: input.name,
      hasUser: true,
      inputType: 'text',
    },
    plantType: { parseClass: 'PlantType', value: input.crop ?? '', inputType: 'select', label: 'Crop Type' },
    plantingDate: { inputType: 'date', label: 'Planting Date', value: input.plantingDate ?? '' },
    soilType: { inputType: 'select', label: 'Soil Type', parseClass: 'SoilType', value: input.soilType ?? '' },
    irrigationType: { inputType: 'select', label: 'Irrigation Type', parseClass: 'IrrigationType', value: input.irrigationType ?? '' },
    installByDate: { inputType: 'date', label: 'Install By Date', value: input.installByDate ?? '' },
    hardwareType: { label: 'Hardware Type', type: h.type, parseClass: 'HardwareType', value: h.value, inputType: 'select' },
    hardwareSensorCount: { inputType: 'number', label: 'Hardware Sensor Count', value: h.depths.length },
    hardwareSensorLocation: {
      count: h.depths.length,
      inputType: 'numberArray',
      label: 'Sensor Depth (inches)',
      sensorType: h.sensorType,
      value: { sensors: [sensors], referenceDepth: [12] },
    },
    rootDepth: { inputType: 'number', label: 'Root Depth (inches)', value: input.rootDepthIn },
    reportingInterval: { inputType: 'number', label: 'Reporting Interval (minutes)', value: input.reportingIntervalMinutes },
    addLocalSensor: { inputType: 'checkbox', label: 'Add Local Sensor', value: String(input.localSensor) },
    localSensor: { inputType: 'checkbox', label: 'Local Sensor', value: input.localSensor },
    localSensorCount: { inputType: 'number', label: 'Local Sensor Count', value: input.localSensor ? 1 : 0 },
    ...thresholdSettings(input.thresholds, '', ''),
  };
  if (input.localSensor) {
    settings.localSensorLocation = {
      count: 1,
      inputType: 'numberArray',
      label: 'Local Sensor Depth (inches)',
      sensorType: 'tilth',
      value: { referenceDepth: [LOCAL_SENSOR_DEPTH_IN], sensors: [{ deepSensor1: { depthOffset: 0, name: 'Top' } }] },
    };
    Object.assign(settings, thresholdSettings(input.localThresholds ?? { ...defaultThresholds(1) }, '_local', 'Local '));
  }
  if (input.irrigationProperties) settings.irrigationProperties = input.irrigationProperties;
  if (input.wellCapacityGpm) settings.maxIrrigationVolume = { inputType: 'number', label: 'Well Capacity', value: input.wellCapacityGpm };
  return settings;
}

/** Reads a threshold's effective per-depth values back from stored settings. */
export function thresholdsFromSettings(settings: Record<string, unknown>, name: ThresholdName, local = false): number[] | null {
  const entry = settings[`${THRESHOLD_KEYS[name].key}${local ? '_local' : ''}`] as { value?: Record<string, number>[] } | undefined;
  if (!entry?.value) return null;
  return entry.value.map((item, i) => Number(item[String(i)]));
}
