import type { Preference } from '@tilth/domain';
import { currentLanguage, intlLocale } from '../../i18n/catalog';

export type LengthUnit = Preference['unit'];
export type TemperatureUnit = Preference['temperature'];

/**
 * A number to a fixed count of decimals: as before in English ('1.23', no grouping), in another
 * language by its own rules (Intl with the app's locale; es-419 also writes '1.23').
 */
function fixed(value: number, digits: number): string {
  if (currentLanguage() === 'en') return value.toFixed(digits);
  return new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(
    value,
  );
}

/** Up to two decimals, trailing zeros dropped ('62.46', '50'), by the app's locale outside English. */
function upToTwo(value: number): string {
  const rounded = Number(value.toFixed(2));
  if (currentLanguage() === 'en') return String(rounded);
  return new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 2, useGrouping: false }).format(rounded);
}

/** A depth of water (RAW, deficit, predicted use), stored in inches, in the user's unit. */
export function waterDepth(inches: number | null | undefined, unit: LengthUnit): string {
  if (inches === null || inches === undefined || !Number.isFinite(inches)) return '—';
  return unit === 'meters' ? `${fixed(inches * 25.4, 1)} mm` : `${fixed(inches, 2)} in`;
}

/** A sensor depth: '{depth} in' (spec 001 §9), or centimetres for metric users. */
export function sensorDepth(inches: number, unit: LengthUnit): string {
  if (unit === 'meters') return `${Math.round(inches * 2.54)} cm`;
  return currentLanguage() === 'en' ? `${inches} in` : `${new Intl.NumberFormat(intlLocale(), { useGrouping: false }).format(inches)} in`;
}

/** Percentages are read to 2 decimals (spec 001 §9); whole numbers lose the trailing zeros. */
export function percent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${upToTwo(value)}%`;
}
