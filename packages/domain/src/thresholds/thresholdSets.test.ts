import { describe, expect, it } from 'vitest';
import { applyDetection } from '../agronomy/thresholdDetection/thresholdUpdate';
import { HARDWARE_TYPES } from '../siteConfig/hardware';
import { buildSiteSettings, defaultThresholds, thresholdsFromSettings } from '../sites/settings';
import type { SiteUpdateBody } from '../siteConfig/siteUpdate';
import { applyThresholdEdits, THRESHOLD_EDIT_MESSAGES, thresholdSetsOf, touchesThresholds } from './thresholdSets';

const COUNTS = { hardware: 2, local: 1 };

function settings() {
  const thresholds = defaultThresholds(2);
  thresholds.rp.detected = [55, 57];
  return buildSiteSettings({
    siteObjectId: 'abcdefghij',
    name: 'Pivot',
    hardware: { ...HARDWARE_TYPES[1]!, depths: [4, 8] },
    crop: 'Corn',
    plantingDate: '2026-05-01',
    soilType: 'Loam',
    irrigationType: 'Center Pivot',
    installByDate: null,
    rootDepthIn: 8,
    localSensor: true,
    thresholds,
    localThresholds: defaultThresholds(1),
    reportingIntervalMinutes: 15,
  });
}

const edit = (body: SiteUpdateBody, from = settings()) => applyThresholdEdits(from, body, COUNTS);

describe('threshold sets of the page', () => {
  it('reads the documented names: the user’s and detected lists per variant, one A/M flag per column', () => {
    const sets = thresholdSetsOf(settings(), 2, 1);
    expect(sets.rpValues).toEqual([{ '0': 60 }, { '1': 60 }]);
    expect(sets.rpValues_mlValue).toEqual([{ '0': 55 }, { '1': 57 }]);
    expect(sets.fcValuesLocal).toEqual([{ '0': 50 }]);
    expect(sets.pwpValuesLocal_mlValue).toEqual([{ '0': 10 }]);
    expect(sets.rpValuesEdited).toBe(false);
  });

  it('a site without sensors has empty lists', () => {
    expect(thresholdSetsOf({}, 0, 0).wl2Values).toEqual([]);
  });
});

describe('threshold edits', () => {
  it('switching a column to M with values puts the user’s values in force for both variants', () => {
    const result = edit({ rpValuesEdited: true, rpValues: [{ '0': 40 }, { '1': 45 }], rpValuesLocal: [{ '0': 42 }] });
    expect(result.error).toBeNull();
    const after = result.settings!;
    expect(thresholdsFromSettings(after, 'rp')).toEqual([40, 45]);
    expect(thresholdsFromSettings(after, 'rp', true)).toEqual([42]);
    const sets = thresholdSetsOf(after, 2, 1);
    expect(sets.rpValuesEdited).toBe(true);
    expect(sets.rpValues_mlValue).toEqual([{ '0': 55 }, { '1': 57 }]);
  });

  it('back to A puts the detected values in force and keeps the user’s', () => {
    const manual = edit({ rpValuesEdited: true, rpValues: [{ '0': 40 }, { '1': 45 }] }).settings!;
    const auto = edit({ rpValuesEdited: false }, manual).settings!;
    expect(thresholdsFromSettings(auto, 'rp')).toEqual([55, 57]);
    expect(thresholdSetsOf(auto, 2, 1).rpValues).toEqual([{ '0': 40 }, { '1': 45 }]);
  });

  it('values of a column left on A are stored but not in force', () => {
    const after = edit({ wl1Values: [{ '0': 80 }, { '1': 80 }] }).settings!;
    expect(thresholdsFromSettings(after, 'wl1')).toEqual([70, 70]);
    expect(thresholdSetsOf(after, 2, 1).wl1Values).toEqual([{ '0': 80 }, { '1': 80 }]);
  });

  it('a detection run after the edit leaves the M column alone', () => {
    const manual = edit({ rpValuesEdited: true, rpValues: [{ '0': 40 }, { '1': 45 }] }).settings!;
    const detected = applyDetection(
      manual,
      [
        {
          variant: 'probe',
          depths: [4, 8].map((depthIn) => ({
            depthIn,
            fc: { value: null, reliable: false, reason: 'tooFewEvents', events: 0, flatNights: 0 },
            rp: { value: 26, reliable: true, reason: 'detected', days: 30 },
          })),
        },
      ],
      { ranAt: '2026-11-24T00:00:00Z', from: null, to: null },
    );
    expect(thresholdsFromSettings(detected, 'rp')).toEqual([40, 45]);
    expect(thresholdSetsOf(detected, 2, 1).rpValues_mlValue).toEqual([{ '0': 40 }, { '1': 40 }]);
  });

  it('refuses a list without one value per depth, naming the field', () => {
    expect(edit({ rpValues: [{ '0': 40 }] }).error).toEqual({
      field: 'rpValues',
      message: THRESHOLD_EDIT_MESSAGES.perDepth('rpValues', 2),
    });
    expect(edit({ rpValues: [{ '0': 40 }, { '2': 45 }] }).error?.field).toBe('rpValues');
    expect(edit({ fcValuesLocal: [{ '0': 40 }, { '1': 40 }] }).error?.field).toBe('fcValuesLocal');
  });

  it('refuses sets in force that are not sane', () => {
    const fc = edit({ fcValuesEdited: true, fcValues: [{ '0': 50 }, { '1': 10 }] }).error;
    expect(fc).toEqual({ field: 'fcValues', message: THRESHOLD_EDIT_MESSAGES.fcAbovePwp });
    expect(edit({ rpValuesEdited: true, rpValues: [{ '0': 80 }, { '1': 60 }] }).error?.field).toBe('rpValues');
    expect(edit({ wl1ValuesEdited: true, wl1Values: [{ '0': 96 }, { '1': 70 }] }).error?.field).toBe('wl1Values');
    expect(edit({ pwpValuesEdited: true, pwpValuesLocal: [{ '0': 60 }] }).error?.field).toBe('fcValuesLocal');
  });

  it('knows which bodies touch thresholds', () => {
    expect(touchesThresholds({ showNotes: true })).toBe(false);
    expect(touchesThresholds({ plantType: 'Corn' })).toBe(false);
    expect(touchesThresholds({ wl2ValuesEdited: false })).toBe(true);
    expect(touchesThresholds({ pwpValuesLocal: [] })).toBe(true);
  });
});
