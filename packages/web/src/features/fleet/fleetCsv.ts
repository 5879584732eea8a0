import type { FleetDeviceRow } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { fleetMessages } from './messages';

/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading =+-@ is defused for spreadsheets. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const HEADER_KEYS = [
  'csvCustomer',
  'csvFarm',
  'csvSite',
  'csvSiteId',
  'csvDevice',
  'csvDeviceId',
  'csvStatus',
  'csvLastReading',
  'csvBattery',
  'csvBatteryPerDay',
  'csvDaysToLow',
  'csvSignalBars',
  'csvRssi',
  'csvRssiMedian',
  'csvPacketErrors',
  'csvComplete24h',
  'csvComplete7d',
  'csvComplete30d',
  'csvOpenFaults',
] as const;

/** The CSV's heading in the language shown. */
export const fleetCsvHeader = () => HEADER_KEYS.map((key) => translate(fleetMessages, key));

/** The fleet's devices as shown (their rows, in their order) as CSV: numbers without units, the faults in words. */
export function fleetCsv(devices: readonly FleetDeviceRow[]): string {
  const lines = devices.map((d) => [
    d.customer.name,
    d.farm.name,
    d.site.name,
    d.site.siteId,
    translate(fleetMessages, 'kind', { kind: d.kind === 'local' ? 'local' : 'probe' }),
    d.deviceId,
    d.statusText,
    d.lastReadingAt,
    d.battery?.percent ?? null,
    d.battery?.perDay ?? null,
    d.battery?.daysToLow ?? null,
    d.signal?.bars ?? null,
    d.signal?.rssi ?? null,
    d.signal?.median7dRssi ?? null,
    d.packetErrorPercent,
    d.completeness.h24,
    d.completeness.d7,
    d.completeness.d30,
    d.faults.map((f) => f.title).join('; '),
  ]);
  return [fleetCsvHeader(), ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** fleet-health-2026-11-27.csv */
export const fleetCsvFileName = (today: string) => `fleet-health-${today}.csv`;

/** Hands a text file to the browser as a download. */
export function downloadText(fileName: string, text: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
