import type { IrrigationProperties, IrrigationSystemType } from '../siteConfig/siteConfigConstants';

/**
 * How fast a site's irrigation system puts water on, and how long it must run for a depth.
 * Depths in inches; flows in US gallons per minute; areas in acres.
 */

/** Gallons in one acre-inch (43,560 ft² × 1/12 ft × 7.48052 gal/ft³). */
export const GALLONS_PER_ACRE_INCH = 27_154;
/** gpm per acre that applies one inch per hour: 27,154 gal ÷ 60 min ≈ 452.6, rounded as extension guides do. */
export const GPM_PER_ACRE_INCH_PER_HOUR = 453;
/** Cubic inches in one US gallon (drip: a gallon spread over an emitter's share of the field). */
export const CUBIC_INCHES_PER_GALLON = 231;

/**
 * Share of the water pumped that reaches the root zone, % — typical values of extension guides:
 * a centre pivot loses some to wind and evaporation (~85 %), drip very little (~90 %), furrows
 * lose much to deep percolation at the head and runoff at the tail (~60 %).
 */
export const DEFAULT_APPLICATION_EFFICIENCY: Readonly<Record<IrrigationSystemType, number>> = { 2: 85, 5: 60, 8: 90 };

/** Efficiency in force: the one typed on the Irrigation Types card, else the system's default. */
export function applicationEfficiency(properties: IrrigationProperties): number {
  const typed = properties.application_efficiency;
  return typed !== undefined && typed > 0 && typed <= 100 ? typed : DEFAULT_APPLICATION_EFFICIENCY[properties.system_type];
}

/**
 * Gross application rate, inches per hour, over the irrigated area — null when the card lacks a
 * number it needs. Pivot and furrow: gpm ÷ (453 × acres). Drip: one emitter's discharge spread
 * over its share of the field (emitter spacing × lateral spacing).
 */
export function applicationRateInPerHour(properties: IrrigationProperties): number | null {
  if (properties.system_type === 8) {
    const area = properties.emitter_spacing * properties.lateral_spacing;
    if (!(properties.emitter_discharge_rate > 0) || !(area > 0)) return null;
    return (properties.emitter_discharge_rate * CUBIC_INCHES_PER_GALLON * 60) / area;
  }
  if (!(properties.flow_rate > 0) || !(properties.irrigated_area > 0)) return null;
  return properties.flow_rate / (GPM_PER_ACRE_INCH_PER_HOUR * properties.irrigated_area);
}

/** Hours to apply a gross depth at a rate (in/h). */
export function runHours(grossIn: number, rateInPerHour: number): number {
  return grossIn / rateInPerHour;
}

/** Gross depth the pump must deliver so that the net depth reaches the roots: net ÷ efficiency. */
export function grossDepth(netIn: number, efficiencyPercent: number): number {
  return netIn / (efficiencyPercent / 100);
}

/** Acre-inches of a depth over an area. */
export function acreInches(depthIn: number, acres: number): number {
  return depthIn * acres;
}

/** The gallons per minute a site's system draws while it runs (drip: every emitter of the area). */
export function systemFlowGpm(properties: IrrigationProperties): number | null {
  const rate = applicationRateInPerHour(properties);
  if (rate === null || !(properties.irrigated_area > 0)) return null;
  return rate * GPM_PER_ACRE_INCH_PER_HOUR * properties.irrigated_area;
}
