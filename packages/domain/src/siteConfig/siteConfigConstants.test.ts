import { describe, expect, it } from 'vitest';
import { batteryIconStep, batteryPercent, signalBars, signalLabel } from '../agronomy/radio';
import {
  storedForecastDays,
  DEFAULT_FORECAST_DAYS,
  defaultExpectedStages,
  defaultIrrigationProperties,
  disabledForecastDays,
  FORECAST_DAYS_MESSAGE,
  forecastDaysError,
  forecastDaysOf,
  forecastDisplay,
  hasExpectedStages,
  IRRIGATION_PROPERTY_FIELDS,
  irrigationNameOfSystem,
  readDepth,
  readIrrigationNumber,
  systemTypeOfIrrigation,
} from './siteConfigConstants';

describe('forecast days', () => {
  it('needs three distinct whole days of 1–9', () => {
    expect(forecastDaysError([1, 3, 9])).toBeNull();
    expect(forecastDaysError([1, 1, 9])).toBe(FORECAST_DAYS_MESSAGE);
    expect(forecastDaysError([1, 3])).toBe(FORECAST_DAYS_MESSAGE);
    expect(forecastDaysError([0, 3, 9])).toBe(FORECAST_DAYS_MESSAGE);
    expect(forecastDaysError([1, 3, 10])).toBe(FORECAST_DAYS_MESSAGE);
    expect(forecastDaysError([1, 2.5, 9])).toBe(FORECAST_DAYS_MESSAGE);
  });

  it('disables in one select the days chosen in the other two', () => {
    expect(disabledForecastDays([2, 5, null], 2)).toEqual([2, 5]);
    expect(disabledForecastDays([2, 5, 7], 0)).toEqual([5, 7]);
  });

  it('flags the picked days among 1–9 and reads them back', () => {
    const display = forecastDisplay([2, 4, 6]);
    expect(display).toHaveLength(9);
    expect(display.filter((d) => d.display).map((d) => d.forecastDay)).toEqual([2, 4, 6]);
    expect(forecastDaysOf(display)).toEqual([2, 4, 6]);
    expect(forecastDaysOf(undefined)).toEqual([...DEFAULT_FORECAST_DAYS]);
  });
});

describe('irrigation types', () => {
  it('maps names to system types 2, 5, 8 and back', () => {
    expect(systemTypeOfIrrigation('center pivot')).toBe(2);
    expect(systemTypeOfIrrigation('Furrow')).toBe(5);
    expect(systemTypeOfIrrigation('Drip')).toBe(8);
    expect(systemTypeOfIrrigation('None')).toBeNull();
    expect(irrigationNameOfSystem(8)).toBe('Drip');
  });

  it('has the spec defaults and units', () => {
    expect(defaultIrrigationProperties(2)).toEqual({
      system_type: 2,
      flow_rate: 500,
      flow_rate_unit: 'gpm',
      irrigated_area: 120,
      irrigated_area_unit: 'ac',
      nozzle_type: 0,
    });
    expect(defaultIrrigationProperties(5)).toMatchObject({ flow_rate: 500, irrigated_area: 120 });
    expect(defaultIrrigationProperties(8)).toMatchObject({
      emitter_discharge_rate: 0.2,
      emitter_spacing: 20,
      emitter_spacing_unit: 'in',
      irrigated_area: 80,
      lateral_spacing: 30,
      line_depth: 12,
    });
    for (const type of [2, 5, 8] as const) {
      const defaults = defaultIrrigationProperties(type) as unknown as Record<string, unknown>;
      for (const field of IRRIGATION_PROPERTY_FIELDS[type]) expect(typeof defaults[field.key]).toBe('number');
    }
  });

  it('reads whole numbers except the discharge rate; empty depths count 0', () => {
    expect(readIrrigationNumber('12.7', false)).toBe(12);
    expect(readIrrigationNumber('0.25', true)).toBe(0.25);
    expect(readIrrigationNumber('abc', false)).toBeNull();
    expect(readIrrigationNumber('', true)).toBeNull();
    expect(readDepth('')).toBe(0);
    expect(readDepth('8')).toBe(8);
    expect(readDepth('x')).toBeNull();
  });
});

describe('expected stages', () => {
  it('defaults to four stages without dates, for potatoes only', () => {
    expect(defaultExpectedStages()).toEqual([1, 2, 3, 4].map((stageId) => ({ stageId, stageDate: null })));
    expect(hasExpectedStages('Potatoes')).toBe(true);
    expect(hasExpectedStages('potato')).toBe(true);
    expect(hasExpectedStages('Corn')).toBe(false);
    expect(hasExpectedStages(null)).toBe(false);
  });
});

describe('signal and battery (spec 002 §9)', () => {
  it('labels bars Bad…Excellent and V.BAD', () => {
    expect([-50, -70, -90, -105, -115, -130].map((rssi) => signalLabel(signalBars(rssi)))).toEqual([
      'Excellent',
      'V.Good',
      'Good',
      'Fair',
      'Bad',
      'V.BAD',
    ]);
    expect(signalBars(-60)).toBe(4);
  });

  it('reads the battery as (fraction × 100) − 200 clamped, with icon steps', () => {
    expect(batteryPercent(2.5)).toBe(50);
    expect(batteryPercent(3.2)).toBe(100);
    expect(batteryPercent(1.9)).toBe(0);
    expect([0, 24, 25, 74, 99, 100].map(batteryIconStep)).toEqual([0, 0, 25, 50, 75, 100]);
  });

  it('reads the saved forecast days from the stored settings, else the defaults', () => {
    expect(storedForecastDays({ forecastDays: { label: 'Forecast Days', value: [2, 5, 7] } })).toEqual([2, 5, 7]);
    expect(storedForecastDays({})).toEqual([...DEFAULT_FORECAST_DAYS]);
    expect(storedForecastDays({ forecastDays: { value: [2, 2, 7] } })).toEqual([...DEFAULT_FORECAST_DAYS]);
  });
});
