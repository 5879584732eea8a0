import type { ThresholdSets } from '@tilth/domain';
import { describe, expect, it } from 'vitest';
import {
  FC_ABOVE_PWP_ERROR,
  THRESHOLD_VALUE_ERROR,
  formFromSets,
  orderedSensors,
  sensorThresholds,
  shownValue,
  thresholdUpdate,
} from './thresholdTable';
import { TEST_SENSORS, testSets } from '../../../test/testThresholdPage';

const sensors = orderedSensors(TEST_SENSORS);

describe('threshold table', () => {
  it('lists local sensors first, then hardware by depth', () => {
    expect(sensors.map((s) => `${s.variant}:${s.depthIn}`)).toEqual(['local:4', 'hardware:6', 'hardware:18']);
  });

  it('shows detected values in A and falls back to the defaults', () => {
    const sets = testSets();
    const form = formFromSets(sets, sensors);
    expect(shownValue(form, sets, 'rp', sensors[1]!)).toBe(55);
    expect(shownValue(form, sets, 'rp', sensors[0]!)).toBe(60);
    expect(sensorThresholds(form, sets, sensors[2]!)).toEqual({ rp: 58, wl1: 70, wl2: 95, fc: 42, pwp: 14 });
  });

  it('sends only the columns switched or changed', () => {
    const sets = testSets();
    const form = formFromSets(sets, sensors);
    expect(thresholdUpdate(sets, sensors, form)).toEqual({ body: null, error: null });
    form.edited.fc = true;
    form.manual.fc['hardware:0'] = 45;
    expect(thresholdUpdate(sets, sensors, form)).toEqual({
      body: { fcValuesEdited: true, fcValues: [{ '0': 45 }, { '1': 42 }], fcValuesLocal: [{ '0': 50 }] },
      error: null,
    });
  });

  it('starts an A column’s inputs from the detected values, an M column’s from the user’s', () => {
    const sets: ThresholdSets = { ...testSets(), fcValues: [{ '0': 50 }, { '1': 50 }], wl1ValuesEdited: true, wl1Values: [{ '0': 66 }] };
    const form = formFromSets(sets, sensors);
    expect(form.manual.fc['hardware:0']).toBe(40);
    expect(form.manual.wl1['hardware:0']).toBe(66);
    expect(form.manual.wl1['hardware:1']).toBe(70);
  });

  it('switches a column back to A and keeps unchanged M columns out', () => {
    const sets: ThresholdSets = {
      ...testSets(),
      rpValuesEdited: true,
      rpValues: [{ '0': 50 }, { '1': 52 }],
      rpValuesLocal: [{ '0': 51 }],
    };
    const form = formFromSets(sets, sensors);
    expect(thresholdUpdate(sets, sensors, form).body).toBeNull();
    form.edited.rp = false;
    expect(thresholdUpdate(sets, sensors, form).body).toEqual({ rpValuesEdited: false });
  });

  it('refuses values out of range and FC not above PWP', () => {
    const sets = testSets();
    const form = formFromSets(sets, sensors);
    form.edited.pwp = true;
    form.manual.pwp['local:0'] = '';
    expect(thresholdUpdate(sets, sensors, form).error).toBe(THRESHOLD_VALUE_ERROR);
    form.manual.pwp['local:0'] = 55;
    expect(thresholdUpdate(sets, sensors, form).error).toBe(FC_ABOVE_PWP_ERROR);
  });
});
