import type { SiteSeries } from '@tilth/domain';
import { describe, expect, it } from 'vitest';
import { lineValues } from '../../../test/testLines';
import { buildThresholdFrame, thresholdYRange } from './thresholdChart';
import { TEST_SENSORS } from '../../../test/testThresholdPage';

const empty = { temperature: [], salinity: [], conductivity: [], battery: [], rssi: [], per: [], pressure: [] };
const data: SiteSeries = {
  siteId: 'S-1',
  objectId: 'site1',
  timeZone: 'UTC',
  from: 0,
  to: 200,
  probe: {
    deviceId: 'p',
    depths: [6, 18],
    ts: [0, 100],
    moisture: [
      [20, 30],
      [25, null],
    ],
    ...empty,
  },
  local: { deviceId: 'l', depths: [4], ts: [50], moisture: [[35]], ...empty },
  thresholds: { probe: { fc: [], pwp: [], rp: [], wl1: [], wl2: [], thicknessIn: [] } },
};
const thresholds = () => ({ rp: 50, wl1: 70, wl2: 90, fc: 40, pwp: 10 });

describe('threshold graph frame', () => {
  it('draws the ticked sensors with absolute RP/WL1/WL2 and FC/PWP lines', () => {
    const frame = buildThresholdFrame(data, TEST_SENSORS, new Set(['hardware:0']), thresholds, false);
    expect(frame.x).toEqual([0, 50, 100]);
    expect(frame.series.map((s) => s.key)).toEqual([
      'hardware:0:moisture',
      'hardware:0:rp',
      'hardware:0:wl1',
      'hardware:0:wl2',
      'hardware:0:fc',
      'hardware:0:pwp',
    ]);
    expect(lineValues(frame.series[0]!)).toEqual([20, undefined, 30]);
    expect(frame.series[1]!.values[0]).toBe(25);
    expect(frame.series[4]!.values[0]).toBe(40);
  });

  it('draws the local sensor on its own times, relative to its FC and PWP', () => {
    const frame = buildThresholdFrame(data, TEST_SENSORS, new Set(['local:0']), thresholds, true);
    expect(lineValues(frame.series[0]!)).toEqual([undefined, 83.33, undefined]);
    expect(frame.series.find((s) => s.key === 'local:0:fc')!.values[0]).toBe(100);
  });

  it('keeps the relative axis from at most 40 to at least 110', () => {
    const frame = buildThresholdFrame(data, TEST_SENSORS, new Set(['hardware:0']), thresholds, true);
    expect(thresholdYRange(frame.series, true)).toEqual({ min: 0, max: 110 });
    expect(thresholdYRange([{ ...frame.series[0]!, values: Float64Array.of(60, 130), own: null }], true)).toEqual({ min: 40, max: 130 });
    expect(thresholdYRange([{ ...frame.series[0]!, values: Float64Array.of(20, 30), own: null }], false)).toEqual({ min: 19, max: 31 });
  });
});
