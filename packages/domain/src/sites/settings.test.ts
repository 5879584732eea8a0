import { describe, expect, it } from 'vitest';
import { HARDWARE_TYPES, percentToAbsolute } from '../siteConfig/hardware';
import { buildSiteSettings, defaultThresholds, thresholdsFromSettings } from './settings';

describe('site settings', () => {
  const hardware = HARDWARE_TYPES[0]!;
  const thresholds = defaultThresholds(6);
  thresholds.rp = { manual: [40, 45, 50, 55, 60, 60], detected: [58, 58, 58, 58, 58, 58], userEdited: true };
  const settings = buildSiteSettings({
    siteObjectId: 'abcdefghij',
    name: 'Corn KS (Pivot)',
    hardware,
    crop: 'Corn',
    plantingDate: '2026-05-01',
    soilType: 'Loam',
    irrigationType: 'Center Pivot',
    installByDate: null,
    rootDepthIn: 36,
    localSensor: true,
    thresholds,
    localThresholds: null,
    reportingIntervalMinutes: 15,
  });

  it('uses the documented shape for sensor depths and thresholds', () => {
    expect(settings.hardwareSensorLocation).toMatchObject({
      count: 6,
      value: { sensors: [{ '0': { name: '1', depthOffset: 4 }, '5': { name: '6', depthOffset: 40 } }] },
    });
    expect(settings.x_volwatcontRP).toMatchObject({
      count: 6,
      userEdited: true,
      value: [{ '0': 40 }, { '1': 45 }, { '2': 50 }, { '3': 55 }, { '4': 60 }, { '5': 60 }],
    });
    expect(settings.x_volwatcontRP_mlValue).toMatchObject({
      value: [{ '0': 58 }, { '1': 58 }, { '2': 58 }, { '3': 58 }, { '4': 58 }, { '5': 58 }],
    });
    expect(settings.x_volwatcontWL2).toMatchObject({
      userEdited: false,
      value: [{ '0': 95 }, { '1': 95 }, { '2': 95 }, { '3': 95 }, { '4': 95 }, { '5': 95 }],
    });
    expect(settings.localSensorLocation).toMatchObject({ value: { referenceDepth: [6] } });
    expect(settings.x_volwatcontMax_local).toMatchObject({ count: 1, value: [{ '0': 50 }] });
  });

  it('reads effective thresholds back', () => {
    expect(thresholdsFromSettings(settings, 'rp')).toEqual([40, 45, 50, 55, 60, 60]);
    expect(thresholdsFromSettings(settings, 'pwp', true)).toEqual([10]);
  });

  it('converts percent of available water to VWC with two decimals', () => {
    expect(percentToAbsolute(60, 50, 10)).toBe(34);
    expect(percentToAbsolute(33.333, 41.7, 12.2)).toBe(22.03);
  });
});
