import { describe, expect, it } from 'vitest';
import {
  batteryIconStep,
  batteryPercent,
  currentBattery,
  currentSignal,
  linkQuality,
  lithiumBatteryAlert,
  rssiQuality,
  signalBars,
  signalLabel,
  snrFloor,
  snrQuality,
} from './radio';

const HOUR = 3_600_000;

describe('radio and battery', () => {
  it('agronomy.md test 9 (radio): link quality from RSSI, SNR and spreading factor', () => {
    const cases: [number, number, number, string][] = [
      [-95, 5, 7, 'good'],
      [-108, -3, 7, 'fair'],
      [-121, -12, 7, 'poor'],
      [-118, -14, 12, 'poor'],
    ];
    for (const [rssi, snr, spreadingFactor, expected] of cases) {
      expect(linkQuality([{ rssi, snr, spreadingFactor }])?.overall).toBe(expected);
    }
    // The last case is poor because of RSSI; its SNR margin alone is only fair.
    expect(linkQuality([{ rssi: -118, snr: -14, spreadingFactor: 12 }])).toEqual({
      overall: 'poor',
      rssi: 'poor',
      snr: 'fair',
    });
  });

  it('uses the medians of the last 10 uplinks', () => {
    const weak = { rssi: -125, snr: -15, spreadingFactor: 7 };
    const strong = { rssi: -90, snr: 8, spreadingFactor: 7 };
    expect(linkQuality([...Array(5).fill(weak), ...Array(10).fill(strong)])?.overall).toBe('good');
    expect(linkQuality([])).toBeNull();
  });

  it('sets SNR floors per spreading factor and RSSI bands', () => {
    expect([7, 9, 12].map(snrFloor)).toEqual([-7.5, -12.5, -20]);
    expect(snrQuality(2.5, 7)).toBe('good');
    expect([-100, -101, -115, -116].map(rssiQuality)).toEqual(['good', 'fair', 'fair', 'poor']);
  });

  it('maps signal strength to bars, each band "above X up to Y" (spec 002 §9)', () => {
    const strengths = [-59, -60, -80, -81, -100, -101, -110, -111, -120, -121];
    expect(strengths.map(signalBars)).toEqual([5, 4, 3, 3, 2, 2, 1, 1, 0, 0]);
    expect([0, 1, 2, 3, 4, 5].map(signalLabel)).toEqual(['V.BAD', 'Bad', 'Fair', 'Good', 'V.Good', 'Excellent']);
  });

  it('shows no signal value once the newest reading is more than a day old', () => {
    const now = Date.UTC(2021, 6, 2, 20);
    const readings = [
      { value: -111, at: now - 30 * HOUR },
      { value: -70, at: now - 20 * HOUR },
    ];
    expect(currentSignal(readings, now)).toEqual({ rssi: -70, bars: 4, label: 'V.Good' });
    expect(currentSignal(readings, now + 5 * HOUR)).toBeNull();
    expect(currentSignal([], now)).toBeNull();
  });

  it('computes the battery percentage as stored × 100 − 200, clamped (spec 001 §4)', () => {
    expect(batteryPercent(2.2297223734349485)).toBe(22.97);
    expect(batteryPercent(3.2)).toBe(100);
    expect(batteryPercent(1.9)).toBe(0);
    expect(currentBattery([{ value: 1.95, at: 0 }])).toEqual({ percent: 0, visible: false });
    expect(currentBattery([{ value: 2.5, at: 0 }])).toEqual({ percent: 50, visible: true });
    expect(currentBattery([])).toBeNull();
  });

  it('steps the battery icon down to the nearest 25 %', () => {
    expect([0, 24.9, 25, 60, 99, 100].map(batteryIconStep)).toEqual([0, 0, 25, 50, 75, 100]);
  });

  it('alerts on the Li-SOCl2 low flag, voltage and falling trend', () => {
    expect(lithiumBatteryAlert({ volts: 3.6 })).toBe('ok');
    expect(lithiumBatteryAlert({ volts: 3.6, lowFlag: true })).toBe('low');
    expect(lithiumBatteryAlert({ volts: 2.7 })).toBe('low');
    expect(lithiumBatteryAlert({ volts: 3.4, voltsPerDay: -0.05 })).toBe('low');
    expect(lithiumBatteryAlert({ volts: 2.5 })).toBe('critical');
  });
});
