import type { ReadingInput } from '@tilth/domain/telemetry/ingest';
import { batteryAt, linkAt, RADIO, type BatterySpec } from './radio';
import type { Rng } from './random';
import type { SimSensor } from './site';
import type { SoilColumn } from './soilColumn';

/**
 * Turns the true state at a step into what a device reports: offsets, noise, frozen soil, radio.
 * Salinity is pore-water EC and conductivity bulk soil EC, both dS/m; bulk ≈ pore × θ^1.5 +
 * the solid phase's surface conductance (a Rhoades-type mixing rule).
 */

export const SENSOR_NOISE = {
  temperatureC: 0.05,
  /** Relative scatter of EC readings. */
  ecRelative: 0.02,
  pressurePsi: 0.3,
  /** A transducer at rest reads a little above zero. */
  restingPressurePsi: 0.1,
  /** Soil reads as drying as it freezes: fully "dry" (half of PWP) this far below 0 °C. */
  fullyFrozenBelowC: 2,
} as const;

const r1 = (v: number) => Math.round(v * 10) / 10;
const r2 = (v: number) => Math.round(v * 100) / 100;
const r3 = (v: number) => Math.round(v * 1000) / 1000;

export interface DeviceRadio {
  hash: number;
  rssiMeanDbm: number;
  battery: BatterySpec;
}

export interface ReadingContext {
  ts: number;
  column: SoilColumn;
  /** Soil temperature of each sensor, °C, in sensor order. */
  soilTempC: readonly number[];
  noiseSigma: number;
  surfaceEc: number;
  rng: Rng;
}

/** Common radio fields; null when the packet was lost (dropped with probability PER). */
function radioFields(device: DeviceRadio, ctx: ReadingContext, batteryTempC: number) {
  const link = linkAt(device.hash, device.rssiMeanDbm, ctx.ts);
  if (ctx.rng.next() < link.per) return null;
  return {
    battery: r3(batteryAt(device.battery, ctx.ts, batteryTempC) + RADIO.batteryNoiseV * ctx.rng.noise()),
    rssi: Math.round(link.rssiDbm + RADIO.rssiNoiseDb * ctx.rng.noise()),
    per: r3(link.per),
  };
}

/** A soil reading (probe or local sensor); null when the packet was lost. */
export function soilReading(device: DeviceRadio, sensors: readonly SimSensor[], ctx: ReadingContext): ReadingInput | null {
  const radio = radioFields(device, ctx, ctx.soilTempC[0] ?? 10);
  if (!radio) return null;
  const { column, rng } = ctx;
  const n = sensors.length;
  const moisture = new Array<number>(n);
  const temperature = new Array<number>(n);
  const salinity = new Array<number>(n);
  const conductivity = new Array<number>(n);
  // Plain loop: this runs for every reading of every device, so no per-call closures.
  for (let i = 0; i < n; i++) {
    const s = sensors[i] as SimSensor;
    const layer = column.layers[s.layer]!;
    const theta = column.theta[s.layer] as number;
    const t = ctx.soilTempC[i] as number;
    // Ice is invisible to the sensor, so frozen soil reads as if it dried out.
    const frozen = t >= 0 ? 0 : Math.min(1, -t / SENSOR_NOISE.fullyFrozenBelowC);
    const liquid = theta - (theta - 0.5 * layer.pwp) * frozen;
    const pore = column.poreEc(s.layer);
    moisture[i] = r2(Math.max(0, liquid + s.offset + ctx.noiseSigma * rng.noise()));
    temperature[i] = r2(t + SENSOR_NOISE.temperatureC * rng.noise());
    salinity[i] = r3(Math.max(0, pore * (1 + SENSOR_NOISE.ecRelative * rng.noise())));
    const fraction = Math.max(0, liquid / 100);
    const bulk = pore * fraction * Math.sqrt(fraction) + ctx.surfaceEc;
    conductivity[i] = r3(Math.max(0, bulk * (1 + SENSOR_NOISE.ecRelative * rng.noise())));
  }
  return { timestamp: ctx.ts, moisture, temperature, salinity, conductivity, ...radio };
}

/** A pressure transducer's reading: line pressure only, plus battery and signal. */
export function pressureReading(device: DeviceRadio, psi: number, ctx: ReadingContext): ReadingInput | null {
  const radio = radioFields(device, ctx, ctx.soilTempC[0] ?? 10);
  if (!radio) return null;
  const noisy = psi > 0 ? psi + SENSOR_NOISE.pressurePsi * ctx.rng.noise() : Math.abs(SENSOR_NOISE.restingPressurePsi * ctx.rng.noise());
  return { timestamp: ctx.ts, pressure: r1(Math.max(0, noisy)), ...radio };
}
