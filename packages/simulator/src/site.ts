import {
  CROP_DEFAULTS,
  inchesToMm,
  layerBounds,
  metresToInches,
  refillPointVwc,
  type BucketLayer,
  type CropId,
} from '@tilth/domain/agronomy/index';
import { LOCAL_SENSOR_DEPTH_IN } from '@tilth/domain/siteConfig/hardware';
import {
  IRRIGATION_SYSTEMS,
  SIMULATION_DEFAULTS,
  SOIL_TEXTURES,
  type IrrigationSystemDefaults,
  type SiteSimConfig,
  type SoilTextureDefaults,
} from './config';
import { resolveCropId } from './crop';
import { hashKey, Rng } from './random';

/** A site's configuration resolved into layers, sensors and radio constants, all from the seed. */

export interface SimLayer extends BucketLayer {
  topIn: number;
  bottomIn: number;
  sat: number;
  /** Per-layer salinity factor: some profiles carry more salt at depth. */
  saltFactor: number;
}

export interface SimSensor {
  depthIn: number;
  /** Index of the layer the sensor sits in. */
  layer: number;
  /** Fixed calibration offset, %VWC: readings are sensor-scale, not lab-scale. */
  offset: number;
}

/** Thresholds a grower would find on the sensor's own scale (true value + offset), %VWC. */
export interface SensorThresholds {
  depthIn: number;
  fc: number;
  pwp: number;
  sat: number;
  /** FC − MAD (FC − PWP): where the manager irrigates. */
  refill: number;
  /** FC − p (FC − PWP): where uptake starts to fall (what refill-point detection finds). */
  stressPoint: number;
}

export interface ResolvedSite {
  config: SiteSimConfig;
  seedHash: number;
  cropId: CropId;
  texture: SoilTextureDefaults;
  mad: number;
  system: IrrigationSystemDefaults | null;
  /** Layers top first; the last one is unreported subsoil. */
  layers: SimLayer[];
  probe: SimSensor[];
  local: SimSensor | null;
  pressureOnly: boolean;
  noiseSigma: number;
  salinityEce: number;
  irrigationWaterEc: number;
  rssiMeanDbm: number;
  batteryStartV: number;
  batteryDeclinePerYearV: number;
  thresholds: { probe: SensorThresholds[]; local: SensorThresholds | null };
}

function makeLayer(topIn: number, bottomIn: number, texture: SoilTextureDefaults, rng: Rng): SimLayer {
  const shift = rng.normal() * texture.fcSpread;
  const fc = texture.fc + shift;
  return {
    topIn,
    bottomIn,
    thicknessMm: inchesToMm(bottomIn - topIn),
    fc,
    pwp: texture.pwp * (fc / texture.fc),
    sat: texture.sat + shift / 2,
    saltFactor: 0.8 + 0.5 * rng.next(),
  };
}

function sensorIn(layers: readonly SimLayer[], depthIn: number, offset: number): SimSensor {
  const layer = layers.findIndex((l) => depthIn >= l.topIn && depthIn < l.bottomIn);
  return { depthIn, layer: layer < 0 ? layers.length - 1 : layer, offset };
}

export function resolveSite(config: SiteSimConfig): ResolvedSite {
  const seedHash = hashKey('site', config.seed);
  const texture = SOIL_TEXTURES[config.soil];
  const cropId = resolveCropId(config.crop, config.plantingDate);
  const system = config.irrigation === 'none' ? null : IRRIGATION_SYSTEMS[config.irrigation];
  const pressureOnly = config.depthsIn.length === 0;
  const depths = pressureOnly ? SIMULATION_DEFAULTS.pressureSiteDepthsIn : config.depthsIn;

  const soilRng = new Rng(hashKey('soil', config.seed));
  const layers = layerBounds(depths).map((b) => makeLayer(b.topIn, b.bottomIn, texture, soilRng));
  const probeBottom = layers[layers.length - 1]?.bottomIn ?? 0;
  const rootMaxIn = metresToInches(CROP_DEFAULTS[cropId].rootDepthM[0]);
  const subsoilBottom = Math.max(probeBottom, rootMaxIn) + SIMULATION_DEFAULTS.subsoilBelowRootsIn;
  layers.push(makeLayer(probeBottom, subsoilBottom, texture, soilRng));

  const offsetRng = new Rng(hashKey('offsets', config.seed));
  const offset = () => offsetRng.normal() * SIMULATION_DEFAULTS.sensorOffsetSigma;
  const probe = pressureOnly ? [] : config.depthsIn.map((d) => sensorIn(layers, d, offset()));
  const local = config.localSensor ? sensorIn(layers, LOCAL_SENSOR_DEPTH_IN, offset()) : null;

  const mad = config.mad ?? system?.mad ?? 0.5;
  const p = CROP_DEFAULTS[cropId].p;
  const thresholdsOf = (s: SimSensor): SensorThresholds => {
    const l = layers[s.layer] as SimLayer;
    return {
      depthIn: s.depthIn,
      fc: l.fc + s.offset,
      pwp: l.pwp + s.offset,
      sat: l.sat + s.offset,
      refill: refillPointVwc(l.fc, l.pwp, mad) + s.offset,
      stressPoint: refillPointVwc(l.fc, l.pwp, p) + s.offset,
    };
  };

  const radioRng = new Rng(hashKey('radio', config.seed));
  const [rssiLo, rssiHi] = SIMULATION_DEFAULTS.rssiRangeDbm;
  const [vLo, vHi] = SIMULATION_DEFAULTS.batteryStartV;
  const [dLo, dHi] = SIMULATION_DEFAULTS.batteryDeclinePerYearV;
  return {
    config,
    seedHash,
    cropId,
    texture,
    mad,
    system,
    layers,
    probe,
    local,
    pressureOnly,
    noiseSigma: config.noiseSigmaVwc ?? SIMULATION_DEFAULTS.noiseSigmaVwc,
    salinityEce: config.salinityEce ?? SIMULATION_DEFAULTS.salinityEce,
    irrigationWaterEc: config.irrigationWaterEc ?? SIMULATION_DEFAULTS.irrigationWaterEc,
    rssiMeanDbm: config.rssiMeanDbm ?? radioRng.range(rssiLo, rssiHi),
    batteryStartV: config.battery?.startV ?? radioRng.range(vLo, vHi),
    batteryDeclinePerYearV: config.battery?.declinePerYearV ?? radioRng.range(dLo, dHi),
    thresholds: { probe: probe.map(thresholdsOf), local: local ? thresholdsOf(local) : null },
  };
}
