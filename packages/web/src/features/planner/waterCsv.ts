import type { FarmWaterAccount, WaterTotals } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import en from './locales/water.en.json';
import { csvField } from './plannerCsv';
import { waterMessages, type WaterKey } from './waterMessages';
import { farmAreaAc } from './waterTotals';

const DAY_HEADER_KEYS = [
  'csvFarm',
  'csvSite',
  'csvDate',
  'csvIrrigationIn',
  'csvEffectiveRainIn',
  'csvCropUseIn',
  'csvDrainageIn',
  'csvStoredIn',
] as const satisfies readonly WaterKey[];

const TOTAL_HEADER_KEYS = [
  'csvFarm',
  'csvSite',
  'csvAreaAc',
  'csvIrrigationAcIn',
  'csvEffectiveRainAcIn',
  'csvCropUseAcIn',
  'csvDrainageAcIn',
  'csvStorageChangeAcIn',
] as const satisfies readonly WaterKey[];

/** The day rows' heading in English, the catalogue's source (the CSV itself is written in the language shown). */
export const WATER_CSV_DAY_HEADER = DAY_HEADER_KEYS.map((key) => en[key]);

const header = (keys: readonly WaterKey[]) => keys.map((key) => translate(waterMessages, key));

/** The five totals in the table's order. */
const totalsRow = (t: WaterTotals | null) =>
  t ? [t.irrigationIn, t.effectiveRainIn, t.cropUseIn, t.drainageIn, t.storageChangeIn] : [null, null, null, null, null];

/**
 * The farm's water account as CSV: one row per site and day in inches (the answer's own numbers,
 * whatever the user's display unit, as the headings say); then, after a blank line and their own
 * heading, each site's totals in acre-inches over its irrigated area (blank without an area) and
 * the farm's total over the sites with an area — the acre-inches per field of a water-use report.
 */
export function waterCsv(account: FarmWaterAccount): string {
  const lines: (string | number | null)[][] = [header(DAY_HEADER_KEYS)];
  for (const site of account.sites) {
    for (const day of site.days) {
      lines.push([
        account.farmName,
        site.siteName,
        day.date,
        day.irrigationIn,
        day.effectiveRainIn,
        day.cropUseIn,
        day.drainageIn,
        day.storedIn,
      ]);
    }
  }
  lines.push([]);
  lines.push(header(TOTAL_HEADER_KEYS));
  for (const site of account.sites) lines.push([account.farmName, site.siteName, site.areaAc, ...totalsRow(site.acreInches)]);
  lines.push([account.farmName, translate(waterMessages, 'csvFarmTotal'), farmAreaAc(account), ...totalsRow(account.acreInches)]);
  return lines.map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'farm';

/** water-account-north-pivot-farm-2026-01-01-to-2026-11-27.csv */
export const waterCsvFileName = (account: Pick<FarmWaterAccount, 'farmName' | 'from' | 'to'>) =>
  `water-account-${slug(account.farmName)}-${account.from}-to-${account.to}.csv`;
