import { lazyMembers, numericColumns, withNumericColumns, type DeviceSeries, type NumericDevice, type SiteSeries } from '@tilth/domain';

/**
 * Slices every column of a series answer to the time range — a period or custom range cut from the
 * cached year. Each column is cut when first read: a view reads a few of them. The numeric columns
 * the chart computes with are views into the year's (no copy), so a cut makes no boxed values.
 */
export function sliceSeries(data: SiteSeries, range: { from: number; to: number }): SiteSeries {
  const cut = (device: DeviceSeries | undefined): DeviceSeries | undefined => {
    if (!device) return undefined;
    const numeric = numericColumns(device);
    const ts = numeric.ts;
    let start = 0;
    while (start < ts.length && ts[start]! < range.from) start++;
    let end = start;
    while (end < ts.length && ts[end]! <= range.to) end++;
    const s = <T>(values: T[]) => values.slice(start, end);
    const v = (values: Float64Array) => values.subarray(start, end);
    const columns = lazyMembers<NumericDevice>({
      ts: () => v(numeric.ts),
      moisture: () => numeric.moisture.map(v),
      temperature: () => numeric.temperature.map(v),
      salinity: () => numeric.salinity.map(v),
      conductivity: () => numeric.conductivity.map(v),
      battery: () => v(numeric.battery),
      rssi: () => v(numeric.rssi),
      per: () => v(numeric.per),
      pressure: () => v(numeric.pressure),
    });
    const series = lazyMembers<DeviceSeries>({
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
    return withNumericColumns(series, columns);
  };
  return { ...data, from: range.from, to: range.to, probe: cut(data.probe), local: cut(data.local) };
}
