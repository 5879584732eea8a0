import { describe, expect, it } from 'vitest';
import { hardwareChanges, NO_SENSOR_MESSAGE, REPORTING_INTERVAL_MESSAGE, type HardwareForm } from './hardwareForm';

const saved: HardwareForm = {
  hardwareType: '40" AquaCheck(6 sensors)',
  badgerId: 'B-100',
  reportingInterval: '15',
  addLocalSensor: false,
  localSensor: '',
  selectedSensors: ['0', '1', '2'],
};

describe('hardwareChanges (spec 002 §4: only changed groups are sent)', () => {
  it('sends nothing when nothing changed', () => {
    expect(hardwareChanges(saved, { ...saved, selectedSensors: ['2', '1', '0'] }, true)).toBeNull();
  });

  it('a new type or badger id sends the configuration group only', () => {
    expect(hardwareChanges(saved, { ...saved, badgerId: ' B-200 ' }, true)).toEqual({
      body: { hardwareType: saved.hardwareType, badgerId: 'B-200' },
    });
    expect(hardwareChanges(saved, { ...saved, hardwareType: '20" AquaCheck(4 sensors)' }, true)).toEqual({
      body: { hardwareType: '20" AquaCheck(4 sensors)', badgerId: 'B-100' },
    });
  });

  it('the interval or the local sensor checkbox sends the sensor settings group', () => {
    expect(hardwareChanges(saved, { ...saved, addLocalSensor: true, localSensor: 'Watermark' }, true)).toEqual({
      body: { reportingInterval: 15, addLocalSensor: true, localSensor: 'Watermark' },
    });
    expect(hardwareChanges(saved, { ...saved, reportingInterval: '30' }, true)).toEqual({
      body: { reportingInterval: 30, addLocalSensor: false, localSensor: null },
    });
    expect(hardwareChanges(saved, { ...saved, reportingInterval: '7.5' }, true)).toEqual({ invalid: REPORTING_INTERVAL_MESSAGE });
  });

  it('the selection is sent only by users who may choose sensors, and never empty', () => {
    expect(hardwareChanges(saved, { ...saved, selectedSensors: ['0'] }, true)).toEqual({ body: { selectedSensors: ['0'] } });
    expect(hardwareChanges(saved, { ...saved, selectedSensors: ['0'] }, false)).toBeNull();
    expect(hardwareChanges(saved, { ...saved, selectedSensors: [] }, true)).toEqual({ invalid: NO_SENSOR_MESSAGE });
  });
});
