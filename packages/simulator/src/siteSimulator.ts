import { halfSineShare, rootWeights } from '@tilth/domain/agronomy/cascade';
import { LOCAL_SENSOR_DEPTH_IN } from '@tilth/domain/siteConfig/hardware';
import type { ReadingInput } from '@tilth/domain/telemetry/ingest';
import type { SiteSimConfig } from './config';
import { cropDay, type CropDay } from './crop';
import { dailyMeltMm, dayForcing, FORCING, isoDateOfDay, overlapShare, type DayForcing } from './forcing';
import { IrrigationManager, type IrrigationEvent } from './irrigation';
import { inOutage, RADIO } from './radio';
import { combine, Rng, STREAM } from './random';
import { pressureReading, soilReading, type DeviceRadio, type ReadingContext } from './readings';
import { resolveSite, type ResolvedSite } from './site';
import { SoilColumn } from './soilColumn';
import { SOIL_TEMPERATURE, SoilTemperature } from './soilTemperature';

/**
 * One site stepped through time (docs/agronomy.md §6): weather → snow → irrigation decision →
 * infiltration → drainage → uptake, then the readings its devices would report. The state is
 * deterministic from (config, origin); per-reading randomness is keyed by timestamp.
 */

export const SIMULATOR = {
  /** A manager never judges a root zone shallower than this, inches: the seedbed counts too. */
  minManagedZoneIn: 12,
  /** The initial profile starts this share of its available water below FC, at most. */
  initialDepletionMax: 0.3,
} as const;

export interface SiteReadings {
  probe: ReadingInput[];
  local: ReadingInput[];
}

export interface TraceStep {
  ts: number;
  theta: number[];
  /** ET drawn from each layer during the step, mm. */
  etMm: number[];
  rainMm: number;
  irrigationMm: number;
  rootDepthIn: number;
  /** Deficit and MAD × TAW of the managed root zone, mm. */
  deficitMm: number;
  triggerMm: number;
}

export interface TraceDay {
  date: string;
  etoMm: number;
  kc: number;
  etcMm: number;
  rainMm: number;
  snowMm: number;
  seasonDay: number | null;
  rootDepthIn: number;
}

export interface WaterBalance {
  precipMm: number;
  irrigationMm: number;
  etMm: number;
  drainageMm: number;
  storageChangeMm: number;
  snowpackChangeMm: number;
  /** Inputs − outputs − changes in store: zero when the balance closes. */
  residualMm: number;
}

export interface SiteSimulatorOptions {
  originTs: number;
  stepSeconds?: number;
  /** Keep the true state of every step and day (tests, diagnostics); costs memory. */
  trace?: boolean;
}

const DAY = 86_400;

export class SiteSimulator {
  readonly site: ResolvedSite;
  readonly stepSeconds: number;
  readonly trace: { steps: TraceStep[]; days: TraceDay[] } | null;
  private readonly column: SoilColumn;
  private readonly temperature: SoilTemperature;
  private readonly irrigation: IrrigationManager;
  /** Local solar time − UTC, seconds, rounded to whole steps. */
  readonly offsetSeconds: number;
  private readonly devices: { probe: DeviceRadio; local: DeviceRadio };
  private readonly initialStorageMm: number;
  private readonly initialSnowMm: number;
  private ts: number;
  private day = Number.NaN;
  private forcing!: DayForcing;
  private crop!: CropDay;
  private weights: number[] = [];
  private snowMm = 0;
  private meltMm = 0;
  private precipMm = 0;
  private readonly temps: number[];

  constructor(config: SiteSimConfig, options: SiteSimulatorOptions) {
    const step = options.stepSeconds ?? 900;
    if (!(step > 0 && DAY % step === 0)) throw new RangeError('stepSeconds must divide a day (e.g. 300, 900, 3600)');
    this.stepSeconds = step;
    this.site = resolveSite(config);
    const s = this.site;
    // Local solar time, rounded to whole steps so no step straddles local midnight.
    this.offsetSeconds = Math.round(((config.longitude / 15) * 3600) / step) * step;
    const initRng = new Rng(combine(s.seedHash, STREAM.initialMoisture));
    const initial = s.layers.map((l) => l.fc - initRng.next() * SIMULATOR.initialDepletionMax * (l.fc - l.pwp));
    this.column = new SoilColumn(s.layers, initial, s.salinityEce, s.texture.tauHours);
    const tempDepths = [...s.probe, ...(s.local ? [s.local] : [])].map((x) => x.depthIn);
    // A pressure transducer still needs a soil temperature: its battery sags in the cold.
    if (tempDepths.length === 0) tempDepths.push(LOCAL_SENSOR_DEPTH_IN);
    this.temperature = new SoilTemperature(tempDepths, config.latitude, config.longitude);
    this.temps = tempDepths.map(() => 0);
    const phase = s.system
      ? new Rng(combine(s.seedHash, STREAM.pivotPhase)).next() * (s.system.revolutionHours - s.system.applicationHours)
      : 0;
    this.irrigation = new IrrigationManager(s.system, s.mad, phase);
    const installedTs = config.battery?.installedTs ?? options.originTs;
    const battery = { startV: s.batteryStartV, declinePerYearV: s.batteryDeclinePerYearV, installedTs };
    this.devices = {
      probe: { hash: combine(s.seedHash, STREAM.probe), rssiMeanDbm: s.rssiMeanDbm, battery },
      local: {
        hash: combine(s.seedHash, STREAM.local),
        rssiMeanDbm: s.rssiMeanDbm - RADIO.localRssiPenaltyDb,
        battery: {
          ...battery,
          startV: battery.startV + RADIO.localBatteryOffsetV,
          declinePerYearV: battery.declinePerYearV * RADIO.localDeclineFactor,
        },
      },
    };
    this.ts = Math.ceil(options.originTs / step) * step - step;
    this.spinUp();
    this.initialStorageMm = this.column.storageMm();
    this.initialSnowMm = this.snowMm;
    this.trace = options.trace ? { steps: [], days: [] } : null;
  }

  /** Timestamp of the last simulated step. */
  get lastTs(): number {
    return this.ts;
  }

  get irrigations(): readonly IrrigationEvent[] {
    return this.irrigation.events;
  }

  /** Simulates every step with timestamp ≤ untilTs; returns the readings of those steps. */
  advanceTo(untilTs: number, emit = true): SiteReadings {
    const out: SiteReadings = { probe: [], local: [] };
    while (this.ts + this.stepSeconds <= untilTs) {
      this.ts += this.stepSeconds;
      this.step(this.ts);
      if (emit) this.emit(this.ts, out);
    }
    return out;
  }

  balance(): WaterBalance {
    const t = this.column.totals;
    const storageChangeMm = this.column.storageMm() - this.initialStorageMm;
    const snowpackChangeMm = this.snowMm - this.initialSnowMm;
    const residualMm = this.precipMm + t.irrigationMm - t.etMm - t.drainageMm - storageChangeMm - snowpackChangeMm;
    return {
      precipMm: this.precipMm,
      irrigationMm: t.irrigationMm,
      etMm: t.etMm,
      drainageMm: t.drainageMm,
      storageChangeMm,
      snowpackChangeMm,
      residualMm,
    };
  }

  /** Soil temperature and snowpack need a history: run them through the days before the origin. */
  private spinUp(): void {
    const firstDay = Math.floor((this.ts + this.offsetSeconds) / DAY);
    for (let d = firstDay - SOIL_TEMPERATURE.spinUpDays; d < firstDay; d++) {
      const f = dayForcing(this.site.config.latitude, this.site.config.longitude, d);
      this.snowMm += f.snowMm;
      this.snowMm -= dailyMeltMm(this.snowMm, f.weather);
      this.temperature.step(f.weather, 24);
    }
  }

  private startDay(day: number): void {
    const c = this.site.config;
    this.day = day;
    this.forcing = dayForcing(c.latitude, c.longitude, day);
    this.crop = cropDay(this.site.cropId, c.plantingDate, day);
    this.weights =
      this.crop.rootDepthIn > 0
        ? rootWeights(
            this.site.layers.map((l) => ({ top: l.topIn, bottom: l.bottomIn })),
            this.crop.rootDepthIn,
          )
        : [];
    this.snowMm += this.forcing.snowMm;
    this.precipMm += this.forcing.snowMm;
    this.meltMm = dailyMeltMm(this.snowMm, this.forcing.weather);
    this.snowMm -= this.meltMm;
    const w = this.forcing.weather;
    this.trace?.days.push({
      date: isoDateOfDay(day),
      etoMm: w.etoMm,
      kc: this.crop.kc,
      etcMm: this.crop.kc * w.etoMm,
      rainMm: this.forcing.rainMm,
      snowMm: this.forcing.snowMm,
      seasonDay: this.crop.seasonDay,
      rootDepthIn: this.crop.rootDepthIn,
    });
  }

  private managedZone(): { tawMm: number; deficitMm: number } {
    const bottom = this.site.layers[this.site.layers.length - 1]!.bottomIn;
    return this.column.deficit(Math.min(bottom, Math.max(SIMULATOR.minManagedZoneIn, this.crop.rootDepthIn)));
  }

  private step(ts: number): void {
    const dt = this.stepSeconds / 3600;
    const startLocal = ts - this.stepSeconds + this.offsetSeconds;
    const day = Math.floor(startLocal / DAY);
    if (day !== this.day) this.startDay(day);
    const from = (startLocal - day * DAY) / 3600;
    const to = from + dt;
    const f = this.forcing;

    const decision = this.irrigation.decisionHour;
    if (decision !== null && decision >= from && decision < to) {
      const zone = this.managedZone();
      this.irrigation.decide(ts - this.stepSeconds, zone.deficitMm, zone.tawMm, this.crop.irrigable);
    }
    const rain = f.rainMm * overlapShare(from, to, f.rainStartHour, f.rainHours);
    const [m0, m1] = FORCING.meltHours;
    const melt = this.meltMm * overlapShare(from, to, m0, m1 - m0);
    this.precipMm += rain;
    const irrigationMm = this.irrigation.waterDuring(ts - this.stepSeconds, ts);
    this.column.addWater(rain + melt, irrigationMm, this.site.irrigationWaterEc);
    this.column.drain(dt);

    // Daily ETc follows a half-sine over daylight; scaling hours by dt gives this step's share.
    let daylight = false;
    if (to > f.sunriseHour && from < f.sunsetHour) {
      daylight = true;
      const demand = this.crop.kc * f.weather.etoMm * halfSineShare(from / dt, f.sunriseHour / dt, f.sunsetHour / dt);
      if (this.crop.rootDepthIn > 0) this.column.uptake(demand, this.weights, this.crop.p);
      else this.column.evaporate(demand);
    }
    this.column.relaxSalt(dt);
    this.temperature.step(f.weather, dt);

    if (this.trace) {
      const zone = this.managedZone();
      const etMm = daylight ? [...this.column.lastEtMm] : this.column.layers.map(() => 0);
      this.trace.steps.push({
        ts,
        theta: [...this.column.theta],
        etMm,
        rainMm: rain + melt,
        irrigationMm,
        rootDepthIn: this.crop.rootDepthIn,
        deficitMm: zone.deficitMm,
        triggerMm: this.site.mad * zone.tawMm,
      });
    }
  }

  private emit(ts: number, out: SiteReadings): void {
    const c = this.site.config;
    if (c.disconnectedFromTs !== undefined && ts >= c.disconnectedFromTs) return;
    if (c.outages && inOutage(this.site.seedHash, ts)) return;
    const s = this.site;
    const weather = this.forcing.weather;
    const localHour = ((((ts + this.offsetSeconds) % DAY) + DAY) % DAY) / 3600;
    // Temperatures in sensor order: probe depths, then the local sensor (or one for a pressure site).
    const temps = this.temps;
    for (let i = 0; i < temps.length; i++) temps[i] = this.temperature.at(i, weather, localHour);
    const { probe: probeDevice, local: localDevice } = this.devices;
    const ctx: ReadingContext = {
      ts,
      column: this.column,
      soilTempC: temps,
      noiseSigma: s.noiseSigma,
      surfaceEc: s.texture.surfaceEc,
      rng: new Rng(combine(probeDevice.hash, ts)),
    };
    const probe = s.pressureOnly
      ? pressureReading(probeDevice, this.irrigation.pressurePsi(ts), ctx)
      : soilReading(probeDevice, s.probe, ctx);
    if (probe) {
      if (c.sensorFaults) applySensorFaults(probe, c.sensorFaults, ts);
      out.probe.push(probe);
    }
    if (s.local) {
      ctx.rng = new Rng(combine(localDevice.hash, ts));
      ctx.soilTempC = [temps[temps.length - 1] as number];
      const local = soilReading(localDevice, [s.local], ctx);
      if (local) out.local.push(local);
    }
  }
}

/** What a failed sensor sends instead of the soil's value (config.sensorFaults). */
function applySensorFaults(reading: ReadingInput, faults: NonNullable<SiteSimConfig['sensorFaults']>, ts: number): void {
  for (const fault of faults) {
    if (ts < fault.fromTs || !reading.moisture || fault.depthIndex >= reading.moisture.length) continue;
    if (fault.kind === 'stuck') {
      reading.moisture[fault.depthIndex] = fault.valueVwc ?? reading.moisture[fault.depthIndex] ?? null;
      continue;
    }
    for (const channel of [reading.moisture, reading.temperature, reading.salinity, reading.conductivity]) {
      if (channel && fault.depthIndex < channel.length) channel[fault.depthIndex] = null;
    }
  }
}
