/**
 * Business constants of the Configuration and About pages (spec 002 §9) as data and pure
 * functions, shared by the server (which enforces them) and the web app (which offers them).
 * Signal bars and battery steps live in agronomy/radio.ts (signalBars, signalLabel,
 * batteryPercent, batteryIconStep), the same rules the site header uses.
 */

/** Forecast days: three distinct picks among 1–9 (spec 002 §5, §9). */
export const FORECAST_DAY_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const FORECAST_DAY_PICKS = 3;
/** The picks of a site that never chose (the documented answer's display flags). */
export const DEFAULT_FORECAST_DAYS: readonly number[] = [1, 3, 9];

/** The options a forecast-day select offers: the ones chosen in the other two selects are disabled. */
export function disabledForecastDays(picks: readonly (number | null)[], selectIndex: number): number[] {
  return picks.filter((day, i): day is number => i !== selectIndex && day !== null);
}

export const FORECAST_DAYS_MESSAGE = 'Choose three different forecast days from 1 to 9.';

/** Null when the picks are three distinct whole days of 1–9; else the message. */
export function forecastDaysError(days: readonly number[]): string | null {
  const valid =
    days.length === FORECAST_DAY_PICKS &&
    days.every((d) => Number.isInteger(d) && d >= 1 && d <= 9) &&
    new Set(days).size === FORECAST_DAY_PICKS;
  return valid ? null : FORECAST_DAYS_MESSAGE;
}

/** The documented predictedWaterUse display flags for these picks (values are the forecast's). */
export function forecastDisplay(days: readonly number[]): { forecastDay: number; display: boolean }[] {
  return FORECAST_DAY_OPTIONS.map((forecastDay) => ({ forecastDay, display: days.includes(forecastDay) }));
}

/** The picked days back from display flags; the defaults when none is flagged. */
export function forecastDaysOf(predictedWaterUse: readonly { forecastDay: number; display: boolean }[] | undefined): number[] {
  const days = (predictedWaterUse ?? []).filter((p) => p.display).map((p) => p.forecastDay);
  return days.length === FORECAST_DAY_PICKS ? days : [...DEFAULT_FORECAST_DAYS];
}

/** The forecast days a site's stored settings pick (`forecastDays.value`), else the defaults. */
export function storedForecastDays(settings: Record<string, unknown>): number[] {
  const days = (settings.forecastDays as { value?: unknown } | undefined)?.value;
  return Array.isArray(days) && forecastDaysError(days.map(Number)) === null ? days.map(Number) : [...DEFAULT_FORECAST_DAYS];
}

/** Software sources (spec 002 §9): irrigation data from pivotrac; rainfall from DTN or pivotrac. */
export const IRRIGATION_DATA_SOURCES = ['pivotrac'] as const;
export const RAINFALL_DATA_SOURCES = ['DTN', 'pivotrac'] as const;
export type IrrigationDataSource = (typeof IRRIGATION_DATA_SOURCES)[number];
export type RainfallDataSource = (typeof RAINFALL_DATA_SOURCES)[number];
/** A site that never chose: no irrigation feed, rainfall from the weather forecast provider (DTN). */
export const DEFAULT_RAINFALL_DATA_SOURCE: RainfallDataSource = 'DTN';

/** Irrigation system types of the irrigation-types card (spec 002 §3, §9). */
export const IRRIGATION_SYSTEM_TYPES = [2, 5, 8] as const;
export type IrrigationSystemType = (typeof IRRIGATION_SYSTEM_TYPES)[number];

/**
 * The IrrigationType list (twigDetails.irrigationType, the About page) and the system type each
 * maps to; 'None' has no system and no properties.
 */
export const IRRIGATION_TYPES: readonly { name: string; systemType: IrrigationSystemType | null }[] = [
  { name: 'Center Pivot', systemType: 2 },
  { name: 'Furrow', systemType: 5 },
  { name: 'Drip', systemType: 8 },
  { name: 'None', systemType: null },
];

export function systemTypeOfIrrigation(name: string | null | undefined): IrrigationSystemType | null {
  const lower = (name ?? '').trim().toLowerCase();
  return IRRIGATION_TYPES.find((t) => t.name.toLowerCase() === lower)?.systemType ?? null;
}

export function irrigationNameOfSystem(systemType: IrrigationSystemType): string {
  return IRRIGATION_TYPES.find((t) => t.systemType === systemType)!.name;
}

export interface PivotProperties {
  system_type: 2;
  flow_rate: number;
  flow_rate_unit: 'gpm';
  irrigated_area: number;
  irrigated_area_unit: 'ac';
  nozzle_type: number;
  /** Share of pumped water reaching the roots, %; absent: the system's default (planner). */
  application_efficiency?: number;
  /** Room the planner leaves for rain, inches; absent: 0. */
  rain_allowance_in?: number;
}
export interface FloodProperties {
  system_type: 5;
  flow_rate: number;
  flow_rate_unit: 'gpm';
  irrigated_area: number;
  irrigated_area_unit: 'ac';
  application_efficiency?: number;
  rain_allowance_in?: number;
}
export interface DripProperties {
  system_type: 8;
  emitter_discharge_rate: number;
  emitter_discharge_rate_unit: 'gpm';
  emitter_spacing: number;
  emitter_spacing_unit: 'in';
  irrigated_area: number;
  irrigated_area_unit: 'ac';
  lateral_spacing: number;
  lateral_spacing_unit: 'in';
  line_depth: number;
  line_depth_unit: 'in';
  application_efficiency?: number;
  rain_allowance_in?: number;
}
export type IrrigationProperties = PivotProperties | FloodProperties | DripProperties;

/** Spec 002 §9 defaults: what a change of irrigation type resets the properties to (§4). */
export function defaultIrrigationProperties(systemType: IrrigationSystemType): IrrigationProperties {
  switch (systemType) {
    case 2:
      return { system_type: 2, flow_rate: 500, flow_rate_unit: 'gpm', irrigated_area: 120, irrigated_area_unit: 'ac', nozzle_type: 0 };
    case 5:
      return { system_type: 5, flow_rate: 500, flow_rate_unit: 'gpm', irrigated_area: 120, irrigated_area_unit: 'ac' };
    case 8:
      return {
        system_type: 8,
        emitter_discharge_rate: 0.2,
        emitter_discharge_rate_unit: 'gpm',
        emitter_spacing: 20,
        emitter_spacing_unit: 'in',
        irrigated_area: 80,
        irrigated_area_unit: 'ac',
        lateral_spacing: 30,
        lateral_spacing_unit: 'in',
        line_depth: 12,
        line_depth_unit: 'in',
      };
  }
}

/** The numeric properties of each type, the ones read as decimals (spec 002 §5), and their units. */
export const IRRIGATION_PROPERTY_FIELDS: Readonly<
  Record<IrrigationSystemType, readonly { key: string; label: string; unit: string | null; decimal: boolean }[]>
> = {
  2: [
    { key: 'flow_rate', label: 'Flow rate', unit: 'gpm', decimal: false },
    { key: 'irrigated_area', label: 'Irrigated area', unit: 'ac', decimal: false },
    { key: 'nozzle_type', label: 'Nozzle type', unit: null, decimal: false },
  ],
  5: [
    { key: 'flow_rate', label: 'Flow rate', unit: 'gpm', decimal: false },
    { key: 'irrigated_area', label: 'Irrigated area', unit: 'ac', decimal: false },
  ],
  8: [
    { key: 'emitter_discharge_rate', label: 'Emitter discharge rate', unit: 'gpm', decimal: true },
    { key: 'emitter_spacing', label: 'Emitter spacing', unit: 'in', decimal: false },
    { key: 'irrigated_area', label: 'Irrigated area', unit: 'ac', decimal: false },
    { key: 'lateral_spacing', label: 'Lateral spacing', unit: 'in', decimal: false },
    { key: 'line_depth', label: 'Line depth', unit: 'in', decimal: false },
  ],
};

/**
 * A typed irrigation number as the card reads it (spec 002 §5): whole numbers, except discharge
 * rate, which keeps its decimals; null when it is not a number.
 */
export function readIrrigationNumber(text: string, decimal: boolean): number | null {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  return decimal ? value : Math.trunc(value);
}

/** Depth fields count empty as 0 (spec 002 §5). */
export function readDepth(text: string): number | null {
  if (text.trim() === '') return 0;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : null;
}

/** Expected stages: Potatoes only, four stages without dates by default (spec 002 §2.2 row 5, §9). */
export const EXPECTED_STAGE_COUNT = 4;
export const EXPECTED_STAGES_CROP = 'Potatoes';
export const POTATO_STAGE_NAMES = ['Emergence', 'Tuber initiation', 'Tuber bulking', 'Maturation'] as const;

export interface ExpectedStage {
  stageId: number;
  /** YYYY-MM-DD, or null before the user picks one. */
  stageDate: string | null;
}

export function defaultExpectedStages(): ExpectedStage[] {
  return Array.from({ length: EXPECTED_STAGE_COUNT }, (_, i) => ({ stageId: i + 1, stageDate: null }));
}

/** The Expected stages card shows for potato sites ('Potatoes', 'Potato', any case). */
export function hasExpectedStages(plantType: string | null | undefined): boolean {
  return (plantType ?? '').toLowerCase().includes('potato');
}

/** Spec 002 §9: no date may lie more than two years after today. */
export const MAX_YEARS_AHEAD = 2;
/** Map modal (spec 002 §2.3, §9). */
export const MAP_DEFAULT_ZOOM = 4;
export const MAP_MAX_ZOOM = 18;
