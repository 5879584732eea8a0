import { describe, expect, it } from 'vitest';
import {
  DEPTH_SILENT_HOURS,
  detectDepthSilent,
  detectFaults,
  detectFlatline,
  detectNoResponse,
  detectOutOfRange,
  detectSpikes,
  FLATLINE_HOURS,
  faultKey,
  faultTitle,
} from './detectors';
import { addWetting, at, probeSeries, START } from '../test/fleetSeries';

describe('detectFlatline', () => {
  it('finds a depth stuck at one value for more than a day while the others move, with its window', () => {
    const series = probeSeries({ days: 3 });
    const stuckFrom = at(20);
    for (let i = stuckFrom; i < series.ts.length; i++) series.moisture[2]![i] = 23.4;
    const faults = detectFlatline(series);
    expect(faults).toHaveLength(1);
    const [fault] = faults;
    expect(fault).toMatchObject({ kind: 'flatline', channel: 'moisture', depthIndex: 2, depthIn: 12 });
    expect(fault!.evidence.from).toBe(series.ts[stuckFrom]);
    expect(fault!.evidence.to).toBe(series.ts.at(-1));
    expect(fault!.evidence.summary).toMatch(/12 in sensor has read 23\.40 % for 52 hours/);
    expect(fault!.evidence.points.map((p) => p.value)).toEqual([23.4, 23.4]);
  });

  it('names the reading its evidence starts with when the stuck value wavers within the tolerance', () => {
    const series = probeSeries({ days: 3 });
    const stuckFrom = at(20);
    for (let i = stuckFrom; i < series.ts.length; i++) series.moisture[2]![i] = i % 2 === 0 ? 9.81 : 9.8;
    series.moisture[2]![stuckFrom] = 9.81;
    const [fault] = detectFlatline(series);
    expect(fault!.evidence.points[0]!.value).toBe(9.81);
    expect(fault!.evidence.summary).toMatch(/12 in sensor has read 9\.81 % for/);
  });

  it('does not call a real dry-down a flatline, even a slow deep one', () => {
    // Four days of drying, the deepest depth below the roots losing 0.2 % a day with sensor noise.
    const series = probeSeries({ days: 4, lossPerDay: [2, 1.2, 0.6, 0.2] });
    expect(detectFlatline(series)).toEqual([]);
  });

  it('does not blame one sensor when the whole profile is still (frozen or fallow ground)', () => {
    const series = probeSeries({ days: 3, sigma: 0, lossPerDay: [0, 0, 0, 0] });
    expect(detectFlatline(series)).toEqual([]);
  });

  it('ends when the sensor moves again', () => {
    const series = probeSeries({ days: 3 });
    for (let i = at(0); i < at(FLATLINE_HOURS + 10); i++) series.moisture[1]![i] = 25;
    expect(detectFlatline(series)).toEqual([]);
  });

  it('needs a full day of no change', () => {
    const series = probeSeries({ days: 3 });
    for (let i = series.ts.length - at(FLATLINE_HOURS - 2); i < series.ts.length; i++) series.moisture[1]![i] = 25;
    expect(detectFlatline(series)).toEqual([]);
  });
});

describe('detectOutOfRange', () => {
  it('finds VWC above 60 % and soil temperature below −20 °C, naming the worst reading', () => {
    const series = probeSeries({ days: 2 });
    const last = series.ts.length - 1;
    series.moisture[0]![last - 3] = 72.5;
    series.moisture[0]![last - 1] = 81;
    series.temperature[3]![last - 10] = -39.5;
    series.temperature[3]![last - 9] = -39.5;
    const faults = detectOutOfRange(series);
    expect(faults.map((f) => [f.channel, f.depthIndex])).toEqual([
      ['moisture', 0],
      ['temperature', 3],
    ]);
    expect(faults[0]!.evidence.summary).toMatch(/2 readings .*4 in moisture sensor fell outside 0…60 % \(as far as 81\.0 %\)/);
    expect(faults[0]!.evidence.from).toBe(series.ts[last - 3]);
    expect(faults[0]!.evidence.to).toBe(series.ts[last - 1]);
  });

  it('finds negative moisture', () => {
    const series = probeSeries({ days: 1 });
    series.moisture[1]![10] = -2;
    series.moisture[1]![11] = -3;
    expect(detectOutOfRange(series)).toHaveLength(1);
  });

  it('ignores a single bad reading and readings older than a day', () => {
    const series = probeSeries({ days: 3 });
    series.moisture[0]![series.ts.length - 2] = 70;
    series.moisture[1]![at(2)] = 70;
    series.moisture[1]![at(3)] = 70;
    expect(detectOutOfRange(series)).toEqual([]);
  });

  it('keeps wet clay at 55 % and a hot surface at 45 °C in range', () => {
    const series = probeSeries({ days: 1, startVwc: [55, 54, 53, 52] });
    series.temperature[0] = series.temperature[0]!.map(() => 45);
    expect(detectOutOfRange(series)).toEqual([]);
  });
});

describe('detectSpikes', () => {
  it('finds repeated jumps that come straight back', () => {
    const series = probeSeries({ days: 2 });
    const n = series.ts.length;
    for (const i of [n - 40, n - 20]) series.moisture[1]![i] = series.moisture[1]![i]! + 12;
    const faults = detectSpikes(series);
    expect(faults).toHaveLength(1);
    expect(faults[0]).toMatchObject({ kind: 'spike', channel: 'moisture', depthIndex: 1 });
    expect(faults[0]!.evidence.points.map((p) => p.at)).toEqual([series.ts[n - 40], series.ts[n - 20]]);
    expect(faults[0]!.evidence.summary).toMatch(/jumped more than 5 % and straight back 2 times/);
  });

  it('does not call a rain front a spike: moisture jumps and stays up', () => {
    const series = probeSeries({ days: 2 });
    addWetting(series, 30, [12, 9, 6, 3], 0);
    // The sharpest front: all of it in one interval.
    const i = at(40);
    for (let j = i; j < series.ts.length; j++) series.moisture[0]![j] = series.moisture[0]![j]! + 10;
    expect(detectSpikes(series)).toEqual([]);
  });

  it('ignores a single glitch', () => {
    const series = probeSeries({ days: 2 });
    const n = series.ts.length;
    series.moisture[2]![n - 30] = 60;
    expect(detectSpikes(series)).toEqual([]);
  });

  it('finds temperature spikes too', () => {
    const series = probeSeries({ days: 1 });
    const n = series.ts.length;
    for (const i of [n - 50, n - 30, n - 10]) series.temperature[0]![i] = series.temperature[0]![i]! - 15;
    expect(detectSpikes(series).map((f) => [f.channel, f.depthIndex])).toEqual([['temperature', 0]]);
  });
});

describe('detectDepthSilent', () => {
  it('finds a depth that stopped while the others report', () => {
    const series = probeSeries({ days: 2 });
    const stop = series.ts.length - at(DEPTH_SILENT_HOURS + 4);
    for (let i = stop; i < series.ts.length; i++) series.moisture[3]![i] = Number.NaN;
    const faults = detectDepthSilent(series);
    expect(faults).toHaveLength(1);
    expect(faults[0]).toMatchObject({ kind: 'depthSilent', depthIndex: 3, depthIn: 16 });
    expect(faults[0]!.evidence.from).toBe(series.ts[stop - 1]);
    expect(faults[0]!.evidence.summary).toMatch(/16 in sensor has sent nothing for 10 hours/);
  });

  it('does not fire when whole packets are lost (every depth at once) or for a short gap', () => {
    const series = probeSeries({ days: 2 });
    const n = series.ts.length;
    // A base-station outage: nothing at all for 8 hours, then readings again. The device's last
    // readings have every depth.
    series.ts.splice(n - 60, 32);
    series.moisture.forEach((m) => m.splice(n - 60, 32));
    for (let i = series.ts.length - at(DEPTH_SILENT_HOURS - 2); i < series.ts.length; i++) series.moisture[0]![i] = Number.NaN;
    expect(detectDepthSilent(series)).toEqual([]);
  });
});

describe('detectNoResponse', () => {
  it('finds a depth the water passed without it rising, at two wetting events', () => {
    const series = probeSeries({ days: 7, lossPerDay: [2, 1.5, 1, 0.5] });
    addWetting(series, 40, [8, 6, 4, 2]);
    addWetting(series, 112, [8, 6, 4, 2]);
    // The 8-in sensor reads the soil's slow drying but never the water.
    const dead = probeSeries({ days: 7, lossPerDay: [0, 0.4, 0, 0], seed: 9 }).moisture[1]!;
    series.moisture[1] = dead;
    const faults = detectNoResponse(series);
    expect(faults.map((f) => [f.kind, f.depthIndex])).toEqual([['noResponse', 1]]);
    expect(faults[0]!.evidence.summary).toMatch(/8 in sensor did not rise after 2 wetting events/);
    expect(faults[0]!.evidence.from).toBeLessThanOrEqual(START + 40 * 3600 + 3600);
  });

  it('counts a logged irrigation the top sensor never answered', () => {
    const series = probeSeries({ days: 7 });
    const day = (d: number) => ({ from: START + d * 86_400, to: START + (d + 1) * 86_400 });
    const faults = detectNoResponse(series, [day(1), day(3)]);
    expect(faults.map((f) => f.depthIndex)).toEqual([0]);
    expect(faults[0]!.evidence.summary).toMatch(/were logged or reached/);
  });

  it('does not blame deep sensors a light irrigation never reached', () => {
    const series = probeSeries({ days: 7 });
    addWetting(series, 30, [5, 2, 0, 0]);
    addWetting(series, 100, [5, 2, 0, 0]);
    expect(detectNoResponse(series)).toEqual([]);
  });

  it('gives a sensor that answered once the benefit of the doubt', () => {
    const series = probeSeries({ days: 7 });
    addWetting(series, 30, [6, 4, 3, 2]);
    addWetting(series, 100, [6, 0, 3, 2]);
    addWetting(series, 140, [6, 0, 3, 2]);
    expect(detectNoResponse(series)).toEqual([]);
  });
});

describe('detectFaults', () => {
  it('leaves a healthy probe through a dry-down, a rain front and an irrigation without faults', () => {
    const series = probeSeries({ days: 7 });
    addWetting(series, 50, [10, 7, 4, 2]);
    addWetting(series, 120, [6, 4, 2, 1]);
    expect(detectFaults(series, [{ from: START + 5 * 86_400 - 6 * 3600, to: START + 5 * 86_400 + 3600 }])).toEqual([]);
  });

  it('calls a stuck depth a flatline, not also unresponsive', () => {
    const series = probeSeries({ days: 7 });
    addWetting(series, 60, [10, 7, 4, 2]);
    addWetting(series, 130, [10, 7, 4, 2]);
    for (let i = 0; i < series.ts.length; i++) series.moisture[1]![i] = 24.1;
    const faults = detectFaults(series);
    expect(faults.map(faultKey)).toEqual(['flatline|moisture|1']);
    expect(faultTitle(faults[0]!)).toBe('Flatline at 8 in');
  });

  it('has nothing to say about a pressure transducer or an empty series', () => {
    expect(detectFaults({ ts: [], depthsIn: [], moisture: [] })).toEqual([]);
    expect(detectFaults({ ts: [1, 2, 3], depthsIn: [], moisture: [] })).toEqual([]);
  });
});
