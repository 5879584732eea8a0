import type { DeviceSeries, SiteSeries } from '@tilth/domain';

/** Series answers for the model's tests: every depth reads 20 °C, battery 3.6 V and RSSI −70 dBm unless told otherwise. */

export const device = (ts: number[], moisture: (number | null)[][], extra: Partial<DeviceSeries> = {}): DeviceSeries => ({
  deviceId: 'd',
  depths: moisture.map((_, i) => (i + 1) * 4),
  ts,
  moisture,
  temperature: moisture.map((c) => c.map(() => 20)),
  salinity: moisture.map((c) => c.map(() => null)),
  conductivity: moisture.map((c) => c.map(() => null)),
  battery: ts.map(() => 3.6),
  rssi: ts.map(() => -70),
  per: ts.map(() => null),
  pressure: ts.map(() => null),
  ...extra,
});

const thresholds = { fc: [40, 40], pwp: [10, 10], rp: [60, 60], wl1: [70, 70], wl2: [95, 95], thicknessIn: [6, 6] };

export const site = (probe: DeviceSeries, local?: DeviceSeries): SiteSeries => ({
  siteId: '1',
  objectId: 'o',
  timeZone: 'UTC',
  from: 0,
  to: 100,
  probe,
  local,
  thresholds: { probe: thresholds },
});
