import { defaultIrrigationProperties } from '@tilth/domain';
import { describe, expect, it } from 'vitest';
import { irrigationChanges, irrigationFormOf, withIrrigationType } from './irrigationForm';

describe('irrigation types card form (spec 002 §4, §5, §9)', () => {
  const saved = irrigationFormOf('Center Pivot', { ...defaultIrrigationProperties(2), flow_rate: 650 } as never);

  it('shows the saved properties of the type, or its defaults', () => {
    expect(saved.values).toEqual({ flow_rate: '650', irrigated_area: '120', nozzle_type: '0' });
    expect(irrigationFormOf('Drip', null).values).toEqual({
      emitter_discharge_rate: '0.2',
      emitter_spacing: '20',
      irrigated_area: '80',
      lateral_spacing: '30',
      line_depth: '12',
    });
    expect(irrigationFormOf('None', null).values).toEqual({});
  });

  it('a new type resets the properties to its defaults and sends both', () => {
    const form = withIrrigationType('Furrow');
    expect(form.values).toEqual({ flow_rate: '500', irrigated_area: '120' });
    expect(irrigationChanges(saved, form)).toEqual({
      body: { irrigationType: 'Furrow', irrigationProperties: defaultIrrigationProperties(5) },
    });
    expect(irrigationChanges(saved, withIrrigationType('None'))).toEqual({ body: { irrigationType: 'None' } });
  });

  it('reads whole numbers, except the discharge rate', () => {
    const pivot = irrigationChanges(saved, { ...saved, values: { ...saved.values, flow_rate: '700.8' } });
    expect(pivot).toEqual({ body: { irrigationProperties: { ...defaultIrrigationProperties(2), flow_rate: 700 } } });
    const drip = irrigationFormOf('Drip', null);
    const changed = irrigationChanges(drip, { ...drip, values: { ...drip.values, emitter_discharge_rate: '0.35' } });
    expect(changed).toEqual({ body: { irrigationProperties: { ...defaultIrrigationProperties(8), emitter_discharge_rate: 0.35 } } });
  });

  it('sends nothing when nothing changed, and names a field that is not a number', () => {
    expect(irrigationChanges(saved, saved)).toBeNull();
    expect(irrigationChanges(saved, { ...saved, values: { ...saved.values, irrigated_area: 'lots' } })).toEqual({
      invalid: 'Irrigated area must be a number.',
    });
  });

  it('keeps the planner’s efficiency and rain allowance, sends them when typed and leaves them out when emptied', () => {
    const withPlanner = irrigationFormOf('Center Pivot', {
      ...defaultIrrigationProperties(2),
      application_efficiency: 80,
      rain_allowance_in: 0.5,
    } as never);
    expect(withPlanner).toMatchObject({ efficiency: '80', rainAllowance: '0.5' });
    expect(saved).toMatchObject({ efficiency: '', rainAllowance: '' });
    // Unchanged: nothing to send; a changed flow rate keeps them.
    expect(irrigationChanges(withPlanner, withPlanner)).toBeNull();
    expect(irrigationChanges(withPlanner, { ...withPlanner, values: { ...withPlanner.values, flow_rate: '600' } })).toEqual({
      body: {
        irrigationProperties: { ...defaultIrrigationProperties(2), flow_rate: 600, application_efficiency: 80, rain_allowance_in: 0.5 },
      },
    });
    expect(irrigationChanges(saved, { ...saved, efficiency: '72.5', rainAllowance: '0.25' })).toEqual({
      body: {
        irrigationProperties: { ...defaultIrrigationProperties(2), flow_rate: 650, application_efficiency: 72.5, rain_allowance_in: 0.25 },
      },
    });
    expect(irrigationChanges(withPlanner, { ...withPlanner, efficiency: '', rainAllowance: '' })).toEqual({
      body: { irrigationProperties: { ...defaultIrrigationProperties(2) } },
    });
    // Another type starts from the system's default.
    expect(withIrrigationType('Drip')).toMatchObject({ efficiency: '', rainAllowance: '' });
  });

  it('names the planner’s numbers when out of range or not numbers', () => {
    expect(irrigationChanges(saved, { ...saved, efficiency: '0' })).toEqual({ invalid: 'Application efficiency must be above 0 %.' });
    expect(irrigationChanges(saved, { ...saved, efficiency: '120' })).toEqual({ invalid: 'Application efficiency cannot be above 100 %.' });
    expect(irrigationChanges(saved, { ...saved, efficiency: 'high' })).toEqual({ invalid: 'Application efficiency must be a number.' });
    expect(irrigationChanges(saved, { ...saved, rainAllowance: '4' })).toEqual({ invalid: 'Rain allowance cannot be above 3 in.' });
    expect(irrigationChanges(saved, { ...saved, rainAllowance: '-1' })).toEqual({ invalid: 'Rain allowance cannot be below 0 in.' });
  });
});
