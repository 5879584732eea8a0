/**
 * Soil-water-balance simulator (docs/agronomy.md §6): deterministic, seeded readings of a site in the
 * ingestion API's shape, in batches or live through the API as a base station would post them.
 */
export { IRRIGATION_SYSTEMS, SIMULATION_DEFAULTS, SOIL_TEXTURES } from './config';
export type {
  DeviceKind,
  IrrigationSystem,
  IrrigationSystemDefaults,
  SimCrop,
  SiteSimConfig,
  SensorFault,
  SoilTexture,
  SoilTextureDefaults,
} from './config';
export { CROP_CALENDAR, cropDay, resolveCropId } from './crop';
export type { CropDay } from './crop';
export type { Application, IrrigationEvent } from './irrigation';
export { startLiveSimulator } from './liveRunner';
export type { FetchLike, LiveDevice, LiveSimulator, LiveSimulatorOptions, LiveStation, PostReport } from './liveRunner';
export { resolveSite } from './site';
export type { ResolvedSite, SensorThresholds, SimLayer, SimSensor } from './site';
export { simulateSite, simulateSiteByDay } from './simulate';
export type { DayBatch } from './simulate';
export { SIMULATOR, SiteSimulator } from './siteSimulator';
export type { SiteReadings, SiteSimulatorOptions, TraceDay, TraceStep, WaterBalance } from './siteSimulator';
