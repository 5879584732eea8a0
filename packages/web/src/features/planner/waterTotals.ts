import { formatDepth, type DepthUnit, type FarmWaterAccount, type WaterTotals } from '@tilth/domain';
import { intlLocale } from '../../i18n/catalog';
import type { WaterKey } from './waterMessages';

/** The water account's columns, in the table's and the CSV's order; words: the column's key in the water catalogue. */
export const WATER_COLUMNS: readonly { key: keyof WaterTotals; words: WaterKey }[] = [
  { key: 'irrigationIn', words: 'colIrrigation' },
  { key: 'effectiveRainIn', words: 'colEffectiveRain' },
  { key: 'cropUseIn', words: 'colCropUse' },
  { key: 'drainageIn', words: 'colDrainage' },
  { key: 'storageChangeIn', words: 'colStorageChange' },
];

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The irrigated area the farm's acre-inch totals cover: its sites with an area; null when none has one. */
export function farmAreaAc(account: Pick<FarmWaterAccount, 'sites'>): number | null {
  const areas = account.sites.map((site) => site.areaAc).filter((area): area is number => area !== null);
  return areas.length === 0 ? null : round1(areas.reduce((sum, area) => sum + area, 0));
}

/** Sites whose totals have no acre-inches: no irrigated area on their Irrigation Types card. */
export const sitesWithoutArea = (account: Pick<FarmWaterAccount, 'sites'>) =>
  account.sites.filter((site) => site.areaAc === null).map((site) => site.siteName);

const number1 = (value: number) =>
  new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** "1,234.5 ac-in": acre-inches stay acre-inches whatever the user's depth unit. */
export const acreInchText = (value: number) => `${number1(value)} ac-in`;

/** "126 ac", "42.5 ac". */
export const areaText = (acres: number) => `${new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 }).format(acres)} ac`;

/**
 * A total depth in the user's unit; the storage change is signed ("+0.42 in", "−0.31 in") since
 * it can go either way, the flows are not.
 */
export function depthText(inches: number, unit: DepthUnit, key: keyof WaterTotals): string {
  const text = formatDepth(Math.abs(inches), unit);
  if (key !== 'storageChangeIn' || text.startsWith('0 ') || /^0\.0+ /.test(text)) return text;
  return `${inches < 0 ? '−' : '+'}${text}`;
}

/** Signed acre-inches for the storage change, as depthText. */
export function acreInchCellText(value: number, key: keyof WaterTotals): string {
  const text = acreInchText(Math.abs(value));
  if (key !== 'storageChangeIn' || Math.abs(value) < 0.05) return text;
  return `${value < 0 ? '−' : '+'}${text}`;
}
