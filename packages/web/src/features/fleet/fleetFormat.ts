import { FAULT_LABELS, signalLabel, type FleetDeviceRow, type FleetStatus } from '@tilth/domain';
import { intlLocale, translate } from '../../i18n/catalog';
import { domainText } from '../../i18n/domainText';
import { fleetMessages, type FleetKey } from './messages';

const say = (key: FleetKey, values?: Record<string, unknown>) => translate(fleetMessages, key, values);

/** Colour of a status badge: worst in red, then orange, grey for what is expected. */
export const STATUS_COLOURS: Record<FleetStatus, string> = {
  // Dark shades: white text on them reads at WCAG AA (orange 9 is only 4.3:1: a darker burnt orange, 5.2:1).
  silent: 'red.9',
  late: '#c2410c',
  noData: 'gray',
  reporting: 'green',
  extracted: 'gray',
};

const STATUS_KEYS: Record<FleetStatus, FleetKey> = {
  reporting: 'statusReporting',
  late: 'statusLate',
  silent: 'statusSilent',
  noData: 'statusNoData',
  extracted: 'statusExtracted',
};

/** A status's name in the language shown: 'Reporting', 'Late', 'Silent', 'No data yet', 'Extracted'. */
export const statusLabel = (status: FleetStatus) => say(STATUS_KEYS[status]);

const round = (v: number) => Math.round(v);

/** "32 % · 8 days to low" / "54 %" / "—". */
export function batteryText(device: Pick<FleetDeviceRow, 'battery'>): string {
  const b = device.battery;
  if (!b) return say('noReading');
  const percent = `${round(b.percent)} %`;
  if (b.daysToLow === 0) return say('batteryLow', { percent });
  if (b.daysToLow !== null && b.daysToLow <= 60) return say('batteryDaysToLow', { percent, count: round(b.daysToLow) });
  return percent;
}

/** "−1.6 % a day" or "steady". */
export function batteryTrendText(device: Pick<FleetDeviceRow, 'battery'>): string | null {
  const perDay = device.battery?.perDay;
  if (perDay === null || perDay === undefined) return null;
  if (Math.abs(perDay) < 0.05) return say('steady');
  return say('perDay', { change: `${perDay > 0 ? '+' : '−'}${Math.abs(perDay).toFixed(1)}` });
}

/** "3 bars (Fair), 7-day median 3". */
export function signalText(device: Pick<FleetDeviceRow, 'signal'>): string {
  const s = device.signal;
  if (!s) return say('noReading');
  const values = { bars: String(s.bars), label: domainText(signalLabel(s.bars)) };
  return s.median7dBars === null ? say('signal', values) : say('signalMedian', { ...values, median: String(s.median7dBars) });
}

export const percentText = (value: number | null) => (value === null ? '—' : `${Math.round(value)} %`);

/** "96 % · 7 d 94 % · 30 d 95 %". */
export function completenessText(device: Pick<FleetDeviceRow, 'completeness'>): string {
  const c = device.completeness;
  if (c.h24 === null && c.d7 === null) return '—';
  return `24 h ${percentText(c.h24)} · 7 d ${percentText(c.d7)} · 30 d ${percentText(c.d30)}`;
}

export const faultKindLabel = (kind: keyof typeof FAULT_LABELS) => domainText(FAULT_LABELS[kind]);

/** "North Pivot 2 · probe 0x1234…" */
export const deviceName = (device: Pick<FleetDeviceRow, 'kind' | 'deviceId'>) =>
  say('deviceKind', { kind: device.kind === 'local' ? 'local' : 'probe', id: device.deviceId });

/** Date and time on the browser's clock: 'Nov 27, 7:15 AM'. */
export function dateTime(iso: string | null): string {
  if (!iso) return say('neverLower');
  return new Intl.DateTimeFormat(intlLocale(), { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    Date.parse(iso),
  );
}
