import { lazyMembers, type DeviceSeries, type SiteSeries } from '@tilth/domain';

/**
 * Slices every column of a series answer to the time range — a period or custom range cut from the
 * cached year. Each column is cut when first read: a view reads a few of them.
 */
export function sliceSeries(data: SiteSeries, range: { from: number; to: number }): SiteSeries {
  const cut = (device: DeviceSeries | undefined): DeviceSeries | undefined => {
    if (!device) return undefined;
    let start = 0;
    while (start < device.ts.length && device.ts[start]! < range.from) start++;
    let end = start;
    while (end < device.ts.length && device.ts[end]! <= range.to) end++;
    const s = <T>(values: T[]) => values.slice(start, end);
    return lazyMembers<DeviceSeries>({
      deviceId: () => device.deviceId,
      depths: () => device.depths,
      ts: () => s(device.ts),
      moisture: () => device.moisture.map(s),
      temperature: () => device.temperature.map(s),
      salinity: () => device.salinity.map(s),
      conductivity: () => device.conductivity.map(s),
      battery: () => s(device.battery),
      rssi: () => s(device.rssi),
      per: () => s(device.per),
      pressure: () => s(device.pressure),
    });
  };
  return { ...data, from: range.from, to: range.to, probe: cut(data.probe), local: cut(data.local) };
}
