import { FAULT_LABELS, plural, signalLabel, type FleetDeviceRow, type FleetStatus } from '@tilth/domain';

/** Colour of a status badge: worst in red, then orange, grey for what is expected. */
export const STATUS_COLOURS: Record<FleetStatus, string> = {
  // Dark shades: white text on them reads at WCAG AA (orange 9 is only 4.3:1: a darker burnt orange, 5.2:1).
  silent: 'red.9',
  late: '#c2410c',
  noData: 'gray',
  reporting: 'green',
  extracted: 'gray',
};

export const STATUS_LABELS: Record<FleetStatus, string> = {
  reporting: 'Reporting',
  late: 'Late',
  silent: 'Silent',
  noData: 'No data yet',
  extracted: 'Extracted',
};

const round = (v: number) => Math.round(v);

/** "32 % · 8 days to low" / "54 %" / "—". */
export function batteryText(device: Pick<FleetDeviceRow, 'battery'>): string {
  const b = device.battery;
  if (!b) return 'No reading';
  const percent = `${round(b.percent)} %`;
  if (b.daysToLow === 0) return `${percent} · low`;
  if (b.daysToLow !== null && b.daysToLow <= 60) return `${percent} · ${plural(round(b.daysToLow), 'day')} to low`;
  return percent;
}

/** "−1.6 % a day" or "steady". */
export function batteryTrendText(device: Pick<FleetDeviceRow, 'battery'>): string | null {
  const perDay = device.battery?.perDay;
  if (perDay === null || perDay === undefined) return null;
  if (Math.abs(perDay) < 0.05) return 'steady';
  return `${perDay > 0 ? '+' : '−'}${Math.abs(perDay).toFixed(1)} % a day`;
}

/** "3 bars (Fair), 7-day median 3". */
export function signalText(device: Pick<FleetDeviceRow, 'signal'>): string {
  const s = device.signal;
  if (!s) return 'No reading';
  const median = s.median7dBars === null ? '' : `, 7-day median ${s.median7dBars}`;
  return `${s.bars} of 5 bars (${signalLabel(s.bars)})${median}`;
}

export const percentText = (value: number | null) => (value === null ? '—' : `${Math.round(value)} %`);

/** "96 % · 7 d 94 % · 30 d 95 %". */
export function completenessText(device: Pick<FleetDeviceRow, 'completeness'>): string {
  const c = device.completeness;
  if (c.h24 === null && c.d7 === null) return '—';
  return `24 h ${percentText(c.h24)} · 7 d ${percentText(c.d7)} · 30 d ${percentText(c.d30)}`;
}

export const faultKindLabel = (kind: keyof typeof FAULT_LABELS) => FAULT_LABELS[kind];

/** "North Pivot 2 · probe 0x1234…" */
export const deviceName = (device: Pick<FleetDeviceRow, 'kind' | 'deviceId'>) =>
  `${device.kind === 'local' ? 'Local sensor' : 'Probe'} ${device.deviceId}`;

/** Date and time on the browser's clock: 'Nov 27, 7:15 AM'. */
export function dateTime(iso: string | null): string {
  if (!iso) return 'never';
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(Date.parse(iso));
}
