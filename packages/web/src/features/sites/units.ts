import type { Preference } from '@tilth/domain';

export type LengthUnit = Preference['unit'];
export type TemperatureUnit = Preference['temperature'];

/** A depth of water (RAW, deficit, predicted use), stored in inches, in the user's unit. */
export function waterDepth(inches: number | null | undefined, unit: LengthUnit): string {
  if (inches === null || inches === undefined || !Number.isFinite(inches)) return '—';
  return unit === 'meters' ? `${(inches * 25.4).toFixed(1)} mm` : `${inches.toFixed(2)} in`;
}

/** A sensor depth: '{depth} in' (spec 001 §9), or centimetres for metric users. */
export function sensorDepth(inches: number, unit: LengthUnit): string {
  return unit === 'meters' ? `${Math.round(inches * 2.54)} cm` : `${inches} in`;
}

/** Percentages are read to 2 decimals (spec 001 §9); whole numbers lose the trailing zeros. */
export function percent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${Number(value.toFixed(2))}%`;
}
