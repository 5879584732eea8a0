import type { FleetDeviceRow, FleetPage } from '@tilth/domain';

/** A device row of the fleet list, for the screen's tests. */
export function device(over: Partial<FleetDeviceRow> = {}): FleetDeviceRow {
  return {
    id: 'Dev0000001',
    deviceId: '0x00000000000000a1',
    kind: 'probe',
    hardwareType: '40" AquaCheck(6 sensors)',
    depthsIn: [4, 8, 16, 24, 32, 40],
    customer: { id: 'Biz0000001', name: 'Green Acres Growers' },
    farm: { id: 'Farm000001', name: 'Cotton Flat' },
    site: { objectId: 'Site000001', siteId: '10002', name: 'Flat 2', plan: 'Silver', twigId: '0x00000000000000a1' },
    status: 'reporting',
    silentDays: null,
    statusText: 'Reporting',
    lastReadingAt: '2026-11-27T12:00:00.000Z',
    reportingIntervalMinutes: 15,
    completeness: { h24: 100, d7: 99.4, d30: 98 },
    battery: { percent: 63.4, perDay: -0.12, daysToLow: 365.9, low: false },
    signal: { rssi: -95, bars: 3, median7dRssi: -96, median7dBars: 3 },
    packetErrorPercent: 1.2,
    faults: [],
    checkedAt: '2026-11-27T12:01:00.000Z',
    ...over,
  };
}

export const silentProbe = device({
  id: 'Dev0000002',
  deviceId: '0x00000000000000b2',
  site: { objectId: 'Site000002', siteId: '10006', name: 'South Corner', plan: 'None', twigId: '0x00000000000000b2' },
  farm: { id: 'Farm000002', name: 'North Pivot Farm' },
  status: 'silent',
  silentDays: 3,
  statusText: 'Silent 3 days',
  lastReadingAt: '2026-11-24T11:45:00.000Z',
  completeness: { h24: 0, d7: 57, d30: 90.1 },
});

export const faultyProbe = device({
  faults: [{ kind: 'flatline', channel: 'moisture', depthIn: 16, title: 'Flatline at 16 in' }],
});

export const drainingProbe = device({
  id: 'Dev0000003',
  deviceId: '0x00000000000000c3',
  site: { objectId: 'Site000003', siteId: '10001', name: 'North Pivot 2', plan: 'Gold', twigId: '0x00000000000000c3' },
  farm: { id: 'Farm000002', name: 'North Pivot Farm' },
  battery: { percent: 32.2, perDay: -1.59, daysToLow: 7.7, low: true },
});

export function page(devices: FleetDeviceRow[], over: Partial<FleetPage> = {}): FleetPage {
  return {
    devices,
    total: devices.length,
    skip: 0,
    limit: 50,
    nextSkip: null,
    summary: { devices: 25, reporting: 21, late: 0, silent: 1, noData: 1, extracted: 2, lowBattery: 1, faults: 2 },
    customers: [
      { id: 'Biz0000001', name: 'Green Acres Growers' },
      { id: 'Biz0000002', name: 'Snake River Potato Co.' },
    ],
    farms: [
      { id: 'Farm000001', name: 'Cotton Flat', customerId: 'Biz0000001' },
      { id: 'Farm000002', name: 'North Pivot Farm', customerId: 'Biz0000001' },
      { id: 'Farm000003', name: 'Russet Bend', customerId: 'Biz0000002' },
    ],
    generatedAt: '2026-11-27T12:05:00.000Z',
    ...over,
  };
}
