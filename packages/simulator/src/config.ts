import { DRAINAGE_TAU_HOURS, type CropId } from '@tilth/domain/agronomy/index';

/** Site configuration of the simulator and the data tables behind its defaults. */

export type SoilTexture = 'sand' | 'loam' | 'clay';
/** A FAO crop id, or 'wheat': winter wheat when planted August–November, else spring wheat. */
export type SimCrop = CropId | 'wheat';
export type IrrigationSystem = 'centerPivot' | 'drip' | 'furrow' | 'none';
/** Device kinds as the server stores them: the multi-depth probe logger and the 6-in local sensor. */
export type DeviceKind = 'probe' | 'local';

export interface SiteSimConfig {
  /** Everything random derives from this. */
  seed: number | string;
  latitude: number;
  longitude: number;
  soil: SoilTexture;
  crop: SimCrop;
  /** YYYY-MM-DD; the season repeats on this month and day every year. */
  plantingDate: string;
  irrigation: IrrigationSystem;
  /** Management allowable depletion (0–1); default per irrigation system. */
  mad?: number;
  /** Probe sensor depths, inches, top first. Empty: a pressure transducer (pressure-only readings). */
  depthsIn: readonly number[];
  /** Adds the single local sensor at 6 in (device kind 'local'). */
  localSensor?: boolean;
  /** Baseline salinity as ECe, dS/m (default 0.8: non-saline; 4–8 for a saline site). */
  salinityEce?: number;
  /** EC of the irrigation water, dS/m (default 0.7). */
  irrigationWaterEc?: number;
  /** Occasional multi-hour gaps (base station power or backhaul); default false. */
  outages?: boolean;
  /** From this epoch second on the site reports nothing: a disconnected site. */
  disconnectedFromTs?: number;
  /**
   * Sensor faults of the probe (the demo's, issue 30): from `fromTs` the depth at `depthIndex`
   * either reads `valueVwc` whatever the soil does ('stuck', a flatlined sensor) or sends nothing
   * while the other depths report ('silent', a broken sensor or its cable).
   */
  sensorFaults?: readonly SensorFault[];
  battery?: { startV?: number; declinePerYearV?: number; installedTs?: number };
  /** Mean RSSI of the site's radio link, dBm; default drawn from −70…−115. */
  rssiMeanDbm?: number;
  /** Sensor noise σ, %VWC (default 0.2). */
  noiseSigmaVwc?: number;
  /**
   * Where the simulated trajectory starts, epoch seconds. Readings at a timestamp depend only on
   * the config and this origin, so a live run continues a seeded history exactly when both use
   * the same origin. Default: the start of the requested window; a window starting before the
   * origin starts the trajectory at the window instead.
   */
  originTs?: number;
}

export interface SensorFault {
  kind: 'stuck' | 'silent';
  depthIndex: number;
  fromTs: number;
  /** What a stuck sensor reads, %VWC. */
  valueVwc?: number;
}

export interface SoilTextureDefaults {
  /** FC/PWP/SAT, %VWC (docs/agronomy.md §6). */
  fc: number;
  pwp: number;
  sat: number;
  tauHours: number;
  /** σ of the per-layer FC variation, %VWC; PWP and SAT move with it. */
  fcSpread: number;
  /** Bulk EC contributed by the solid phase (clay surfaces), dS/m. */
  surfaceEc: number;
}

export const SOIL_TEXTURES: Readonly<Record<SoilTexture, SoilTextureDefaults>> = {
  sand: { fc: 12, pwp: 5, sat: 40, tauHours: DRAINAGE_TAU_HOURS.sand, fcSpread: 1, surfaceEc: 0.02 },
  loam: { fc: 27, pwp: 12, sat: 45, tauHours: DRAINAGE_TAU_HOURS.loam, fcSpread: 1.5, surfaceEc: 0.1 },
  clay: { fc: 36, pwp: 22, sat: 50, tauHours: DRAINAGE_TAU_HOURS.clay, fcSpread: 1.5, surfaceEc: 0.25 },
};

export interface IrrigationSystemDefaults {
  mad: number;
  /** Local hour the manager decides at (the morning check; drip sets run overnight). */
  decisionHour: number;
  /** Gross depth per application at the probe, mm; drip applies the deficit up to this. */
  applicationMm: number;
  /** How long one application wets the probe's spot. */
  applicationHours: number;
  /** A pivot makes further revolutions this far apart until the deficit is covered. */
  revolutionHours: number;
  maxApplications: number;
  /** 'deficit': apply the deficit up to applicationMm (drip); 'fixed': always applicationMm. */
  amount: 'deficit' | 'fixed';
  /** Line pressure while running, psi. */
  pressurePsi: number;
}

export const IRRIGATION_SYSTEMS: Readonly<Record<Exclude<IrrigationSystem, 'none'>, IrrigationSystemDefaults>> = {
  // About 1 in per revolution; the probe's spot is wetted for a few hours of each ~day-long circle.
  centerPivot: {
    mad: 0.5,
    decisionHour: 7,
    applicationMm: 25,
    applicationHours: 4,
    revolutionHours: 24,
    maxApplications: 3,
    amount: 'fixed',
    pressurePsi: 38,
  },
  // Small daily sets replacing the deficit, run overnight.
  drip: {
    mad: 0.3,
    decisionHour: 20,
    applicationMm: 12,
    applicationHours: 8,
    revolutionHours: 24,
    maxApplications: 1,
    amount: 'deficit',
    pressurePsi: 15,
  },
  // One heavy set; much of it drains past the roots.
  furrow: {
    mad: 0.5,
    decisionHour: 7,
    applicationMm: 75,
    applicationHours: 12,
    revolutionHours: 24,
    maxApplications: 1,
    amount: 'fixed',
    pressurePsi: 6,
  },
};

export const SIMULATION_DEFAULTS = {
  noiseSigmaVwc: 0.2,
  /** σ of each sensor's fixed calibration offset, %VWC. */
  sensorOffsetSigma: 0.8,
  salinityEce: 0.8,
  irrigationWaterEc: 0.7,
  rssiRangeDbm: [-115, -70] as const,
  batteryStartV: [2.95, 3.05] as const,
  batteryDeclinePerYearV: [0.15, 0.3] as const,
  /** Internal layers used for a pressure transducer site, which reports no moisture. */
  pressureSiteDepthsIn: [6, 18, 30] as const,
  /** Unreported subsoil below the probe keeps deep roots and drainage physical. */
  subsoilBelowRootsIn: 12,
} as const;
