import { drain, extract, infiltrate } from '@tilth/domain/agronomy/cascade';
import type { SimLayer } from './site';

/**
 * The cascade bucket of docs/agronomy.md §6 (domain's infiltrate/drain/extract) plus salt carried
 * with the water, and running totals so the water balance can be checked. VWC in %, water in mm.
 */

export const SOIL_COLUMN = {
  /** Bare soil dries below PWP: evaporation stops near half of it (air-dry). */
  airDryShareOfPwp: 0.5,
  /** Salt relaxes to the site's baseline over this many days (capillary rise, unmodelled sources). */
  saltRelaxDays: 45,
  /** Pore water at field capacity holds about twice the ECe (docs/agronomy.md §7). */
  poreToEce: 2,
} as const;

export interface WaterTotals {
  /** Liquid water reaching the soil: rain and snowmelt. */
  inputMm: number;
  irrigationMm: number;
  etMm: number;
  drainageMm: number;
}

export class SoilColumn {
  theta: number[];
  /** Salt per layer as EC × water depth (dS/m·mm): pore EC = salt / water. */
  readonly salt: number[];
  private readonly baseSalt: number[];
  readonly totals: WaterTotals = { inputMm: 0, irrigationMm: 0, etMm: 0, drainageMm: 0 };
  /** Salt carried out of the bottom by drainage, dS/m·mm (leaching). */
  saltLeached = 0;
  /** Water each layer lost to ET in the latest uptake or evaporation call, mm. */
  lastEtMm: number[];

  constructor(
    readonly layers: readonly SimLayer[],
    initialTheta: readonly number[],
    ece: number,
    private readonly tauHours: number,
  ) {
    this.theta = [...initialTheta];
    this.lastEtMm = layers.map(() => 0);
    this.baseSalt = layers.map((l) => SOIL_COLUMN.poreToEce * ece * l.saltFactor * (l.fc / 100) * l.thicknessMm);
    this.salt = [...this.baseSalt];
  }

  waterMm(i: number): number {
    const l = this.layers[i] as SimLayer;
    return ((this.theta[i] as number) / 100) * l.thicknessMm;
  }

  storageMm(): number {
    let s = 0;
    for (let i = 0; i < this.layers.length; i++) s += this.waterMm(i);
    return s;
  }

  /** Pore-water EC of a layer, dS/m. */
  poreEc(i: number): number {
    return (this.salt[i] as number) / Math.max(1e-6, this.waterMm(i));
  }

  /** Rain/melt and irrigation enter the top layer, filling to SAT and cascading down. */
  addWater(liquidMm: number, irrigationMm: number, irrigationEc: number): void {
    const total = liquidMm + irrigationMm;
    if (total <= 0) return;
    const before = this.theta;
    const result = infiltrate(before, this.layers, total, 'sat');
    this.theta = result.theta;
    this.transport(before, total, irrigationMm * irrigationEc, false);
    this.totals.inputMm += liquidMm;
    this.totals.irrigationMm += irrigationMm;
    this.totals.drainageMm += result.drainageMm;
  }

  /** Water above FC moves down with time constant τ (the texture's). */
  drain(dtHours: number): void {
    let wet = false;
    for (let i = 0; i < this.layers.length; i++) if ((this.theta[i] as number) > (this.layers[i] as SimLayer).fc) wet = true;
    if (!wet) return;
    const before = this.theta;
    const result = drain(before, this.layers, this.tauHours, dtHours);
    this.theta = result.theta;
    this.transport(before, 0, 0, true);
    this.totals.drainageMm += result.drainageMm;
  }

  /** Root uptake: demand × root weight × Ks per layer; salt stays behind. Returns actual ET, mm. */
  uptake(demandMm: number, weights: readonly number[], p: number): number {
    if (demandMm <= 0) {
      this.lastEtMm.fill(0);
      return 0;
    }
    const result = extract(this.theta, this.layers, demandMm, weights, p);
    this.theta = result.theta;
    this.lastEtMm = result.uptakeMm;
    let total = 0;
    for (const u of result.uptakeMm) total += u;
    this.totals.etMm += total;
    return total;
  }

  /** Bare-soil evaporation from the top layer, falling linearly to zero at air-dry. */
  evaporate(demandMm: number): number {
    const top = this.layers[0] as SimLayer;
    const theta0 = this.theta[0] as number;
    const airDry = SOIL_COLUMN.airDryShareOfPwp * top.pwp;
    const share = Math.min(1, Math.max(0, (theta0 - airDry) / (top.fc - airDry)));
    const mm = demandMm * share;
    if (mm <= 0) {
      this.lastEtMm.fill(0);
      return 0;
    }
    this.theta[0] = theta0 - (mm / top.thicknessMm) * 100;
    this.lastEtMm = this.layers.map((_, i) => (i === 0 ? mm : 0));
    this.totals.etMm += mm;
    return mm;
  }

  relaxSalt(dtHours: number): void {
    const k = dtHours / (24 * SOIL_COLUMN.saltRelaxDays);
    for (let i = 0; i < this.salt.length; i++) {
      this.salt[i] = (this.salt[i] as number) + ((this.baseSalt[i] as number) - (this.salt[i] as number)) * k;
    }
  }

  /** TAW and deficit (mm) of the top zoneIn inches; a partial layer counts by its share. */
  deficit(zoneIn: number): { tawMm: number; deficitMm: number } {
    let tawMm = 0;
    let deficitMm = 0;
    this.layers.forEach((l, i) => {
      const share = Math.min(1, Math.max(0, (zoneIn - l.topIn) / (l.bottomIn - l.topIn)));
      if (share === 0) return;
      const held = Math.min(l.fc, Math.max(l.pwp, this.theta[i] as number));
      tawMm += ((l.fc - l.pwp) / 100) * l.thicknessMm * share;
      deficitMm += ((l.fc - held) / 100) * l.thicknessMm * share;
    });
    return { tawMm, deficitMm };
  }

  /**
   * Moves salt with the water that passed each layer boundary, inferred top-down from the
   * change in each layer. Infiltrating water mixes with the layer before leaving it; drainage
   * leaves at the layer's concentration at the start of the step.
   */
  private transport(before: readonly number[], inflowMm: number, inflowSalt: number, startConcentration: boolean): void {
    let inMm = inflowMm;
    let inSalt = inflowSalt;
    for (let i = 0; i < this.layers.length; i++) {
      const l = this.layers[i] as SimLayer;
      const waterBefore = ((before[i] as number) / 100) * l.thicknessMm;
      const gained = (((this.theta[i] as number) - (before[i] as number)) / 100) * l.thicknessMm;
      const outMm = Math.max(0, inMm - gained);
      const salt = this.salt[i] as number;
      const conc = startConcentration ? salt / Math.max(1e-6, waterBefore) : (salt + inSalt) / Math.max(1e-6, waterBefore + inMm);
      const outSalt = Math.min(salt + inSalt, outMm * conc);
      this.salt[i] = salt + inSalt - outSalt;
      inMm = outMm;
      inSalt = outSalt;
    }
    this.saltLeached += inSalt;
  }
}
