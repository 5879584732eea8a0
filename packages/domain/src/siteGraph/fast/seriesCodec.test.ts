import { describe, expect, it } from 'vitest';
import type { DeviceSeries, SiteSeries } from '../series';
import { decodeSiteSeries, encodeSiteSeries } from './seriesCodec';

const thresholds = { fc: [50], pwp: [10], rp: [70], wl1: [50], wl2: [30], thicknessIn: [6] };

function device(n: number, depths: number[]): DeviceSeries {
  const start = 1_782_864_000;
  const col = (f: (i: number) => number | null) => Array.from({ length: n }, (_, i) => f(i));
  return {
    deviceId: 'abc123',
    depths,
    ts: Array.from({ length: n }, (_, i) => start + i * 900),
    moisture: depths.map((_, d) => col((i) => (i % 17 === 5 ? null : Math.round((20 + d + Math.sin(i / 40) * 8) * 100) / 100))),
    temperature: depths.map(() => col((i) => Math.round((12 - Math.cos(i / 96) * 9) * 100) / 100)),
    salinity: depths.map(() => col((i) => Math.round(Math.abs(Math.sin(i)) * 1000) / 1000)),
    conductivity: depths.map(() => col(() => null)),
    battery: col((i) => Math.round((3.1 - i / 1e5) * 1000) / 1000),
    rssi: col((i) => -80 - (i % 9)),
    per: col((i) => (i % 3 === 0 ? 0 : 0.125)),
    pressure: col((i) => Math.round((1013 + Math.sin(i) * 40) * 100) / 100),
  };
}

const site = (probe?: DeviceSeries, local?: DeviceSeries): SiteSeries => ({
  siteId: 'S-1',
  objectId: 'obj1',
  timeZone: 'America/Chicago',
  from: 1_782_864_000,
  to: 1_785_542_400,
  ...(probe && { probe }),
  ...(local && { local }),
  thresholds: { probe: thresholds, ...(local && { local: thresholds }) },
});

/** What a client of the JSON answer sees. */
const asJson = (series: SiteSeries) => JSON.parse(JSON.stringify(series)) as SiteSeries;

describe('compact series', () => {
  it('decodes to the values of the JSON answer, nulls included', () => {
    const series = site(device(3000, [4, 8, 12, 16, 20, 24]), device(3000, [40]));
    expect(decodeSiteSeries(encodeSiteSeries(series))).toStrictEqual(asJson(series));
  });

  it('keeps the JSON answer key order', () => {
    const series = site(device(10, [4]), device(10, [40]));
    expect(JSON.stringify(decodeSiteSeries(encodeSiteSeries(series)))).toBe(JSON.stringify(series));
  });

  it('keeps values that are not fixed-decimal, big steps, non-finite numbers and missing devices', () => {
    const probe = device(5, [4]);
    probe.moisture[0] = [0.1 + 0.2, 1 / 3, Number.NaN, Number.POSITIVE_INFINITY, -0];
    probe.pressure = [-1e12, 1e12, null, 5e-7, 0];
    probe.ts = [0, 4_102_444_800, 4_102_444_801, 4_102_444_802, 4_102_444_803];
    const series = site(probe);
    const decoded = decodeSiteSeries(encodeSiteSeries(series));
    expect(decoded).toStrictEqual(asJson(series));
    expect(decoded.local).toBeUndefined();
    expect(decodeSiteSeries(encodeSiteSeries(site()))).toStrictEqual(asJson(site()));
  });

  it('reads a form that starts mid-buffer and refuses anything else', () => {
    const bytes = encodeSiteSeries(site(device(20, [4])));
    const offset = new Uint8Array(bytes.byteLength + 3);
    offset.set(bytes, 3);
    expect(decodeSiteSeries(offset.subarray(3))).toStrictEqual(asJson(site(device(20, [4]))));
    expect(() => decodeSiteSeries(new TextEncoder().encode('{"success":true}'))).toThrow('Not a compact series');
  });

  it('is a fraction of the JSON for a month of readings', () => {
    const series = site(device(2880, [4, 8, 12, 16, 20, 24]));
    expect(encodeSiteSeries(series).byteLength).toBeLessThan(JSON.stringify(series).length / 4);
  });
});
