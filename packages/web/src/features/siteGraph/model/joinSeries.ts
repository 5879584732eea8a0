import type { DeviceSeries, SiteSeries } from '@tilth/domain';

type Column = (number | null)[];

/** One device's parts end to end; depths and ids are the newest part's, a depth an older part lacks reads null there. */
function joinDevice(parts: (DeviceSeries | undefined)[]): DeviceSeries | undefined {
  const present = parts.filter((p): p is DeviceSeries => p !== undefined);
  const newest = present.at(-1);
  if (!newest) return undefined;
  const flat = (pick: (p: DeviceSeries) => Column) => present.flatMap(pick);
  const perDepth = (pick: (p: DeviceSeries) => Column[]) =>
    newest.depths.map((_, d) => present.flatMap((p) => pick(p)[d] ?? p.ts.map(() => null)));
  return {
    ...newest,
    ts: present.flatMap((p) => p.ts),
    moisture: perDepth((p) => p.moisture),
    temperature: perDepth((p) => p.temperature),
    salinity: perDepth((p) => p.salinity),
    conductivity: perDepth((p) => p.conductivity),
    battery: flat((p) => p.battery),
    rssi: flat((p) => p.rssi),
    per: flat((p) => p.per),
    pressure: flat((p) => p.pressure),
  };
}

/**
 * Series answers of consecutive ranges, oldest first and not overlapping, as one answer over their
 * whole range: the series call reads at most 400 days, so longer spans are asked for in parts.
 */
export function joinSeries(parts: SiteSeries[]): SiteSeries {
  const first = parts[0];
  const newest = parts.at(-1);
  if (!first || !newest) throw new Error('joinSeries needs at least one part');
  return {
    ...newest,
    from: first.from,
    probe: joinDevice(parts.map((p) => p.probe)),
    local: joinDevice(parts.map((p) => p.local)),
  };
}
