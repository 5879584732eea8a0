import { SITE_CONFIG_MESSAGES, type SiteDocument, type TwigDetails } from '@tilth/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  agronomicFormOf,
  agronomicSave,
  basicFormOf,
  basicSave,
  choicesOf,
  irrigationFormOf,
  irrigationSave,
  localToday,
  saveOutcome,
  sensorFormOf,
  sensorSave,
} from './infoForms';

const depths = (list: number[]) => ({
  value: { referenceDepth: [2], sensors: list.map((depthOffset, i) => ({ name: String(i + 1), depthOffset })) },
  sensorType: 'badger',
  count: list.length,
});

const twig = {
  hardwaretype: '40" AquaCheck(6 sensors)',
  badgerId: 'B-100',
  FoxSensor: null,
  configInterval: 60,
  plantType: 'Corn',
  soilType: 'Loam',
  plantingDate: '04/25/2026',
  installByDate: '04/01/2026',
  maxIrrigationVolume: 800,
  distanceFromWaterSource: null,
  irrigationType: 'Center Pivot',
  twigObjectId: 't1',
  hardwareSensorLocation: depths([4, 8, 12]),
  localSensorLocation: null,
} as unknown as TwigDetails;

const site = {
  siteId: '1001',
  name: 'North Pivot 1',
  location: { latitude: 34.2, longitude: -101.7 },
} as unknown as SiteDocument;

const TODAY = '2026-11-24';

describe('basic information', () => {
  it('sends only what changed, the place as one location', () => {
    const form = { ...basicFormOf(site), name: ' Renamed ', latitude: '35.5' };
    expect(basicSave(site, form)).toEqual({ body: { name: 'Renamed', location: { latitude: 35.5, longitude: -101.7 } } });
    expect(basicSave(site, basicFormOf(site))).toEqual({ body: {} });
  });

  it('checks name, coordinates and site ID with the domain messages', () => {
    expect(basicSave(site, { ...basicFormOf(site), name: ' ' })).toEqual({ invalid: SITE_CONFIG_MESSAGES.nameRequired });
    expect(basicSave(site, { ...basicFormOf(site), latitude: 'north' })).toEqual({ invalid: 'Latitude must be a number.' });
    expect(basicSave(site, { ...basicFormOf(site), longitude: '' })).toEqual({ invalid: 'Longitude is required.' });
    expect(basicSave(site, { ...basicFormOf(site), siteId: '12a' })).toEqual({ invalid: 'Site ID must be digits.' });
  });
});

describe('agronomic information', () => {
  it('stops on an empty install date with its message', () => {
    expect(agronomicSave(twig, { ...agronomicFormOf(twig), installByDate: '' }, TODAY)).toEqual({
      invalid: 'Install date should have a value.',
    });
  });

  it('refuses dates more than two years ahead and dates that are not MM/DD/YYYY', () => {
    expect(agronomicSave(twig, { ...agronomicFormOf(twig), plantingDate: '12/01/2028' }, TODAY)).toEqual({
      invalid: 'Planting date cannot be later than two years from today.',
    });
    expect(agronomicSave(twig, { ...agronomicFormOf(twig), installByDate: '13/01/2026' }, TODAY)).toEqual({
      invalid: 'Install date must be a valid MM/DD/YYYY date.',
    });
  });

  it('sends the changed fields; an emptied planting date clears it', () => {
    const form = { ...agronomicFormOf(twig), plantingDate: '05/02/2026', plantType: 'Cotton' };
    expect(agronomicSave(twig, form, TODAY)).toEqual({ body: { plantingDate: '05/02/2026', plantType: 'Cotton' } });
    expect(agronomicSave(twig, { ...agronomicFormOf(twig), plantingDate: '' }, TODAY)).toEqual({ body: { plantingDate: null } });
    expect(agronomicSave(twig, { ...agronomicFormOf(twig), installByDate: '2026-04-01' }, TODAY)).toEqual({ body: {} });
  });
});

describe('irrigation information', () => {
  it('reads well capacity and field size as numbers, empty as null', () => {
    const form = { ...irrigationFormOf(twig), wellCapacity: '', fieldSize: '120' };
    expect(irrigationSave(twig, form)).toEqual({ body: { maxIrrigationVolume: null, distanceFromWaterSource: 120 } });
    expect(irrigationSave(twig, { ...form, fieldSize: 'big' })).toEqual({ invalid: 'Field size must be a number.' });
    expect(irrigationSave(twig, { ...form, wellCapacity: 'x' })).toEqual({ invalid: 'Well capacity must be a number.' });
  });

  it('sends a new irrigation type', () => {
    expect(irrigationSave(twig, { ...irrigationFormOf(twig), irrigationType: 'Drip' })).toEqual({ body: { irrigationType: 'Drip' } });
  });
});

describe('sensor information', () => {
  it('sends changed depths, empty counting as 0', () => {
    const form = sensorFormOf(twig);
    form.sensors[1] = { name: '2', depth: '10' };
    form.referenceDepth = '';
    expect(sensorSave(twig, form)).toEqual({
      body: {
        hardwareReferenceDepth: 0,
        hardwareSensors: [
          { name: '1', depthOffset: 4 },
          { name: '2', depthOffset: 10 },
          { name: '3', depthOffset: 12 },
        ],
      },
    });
    form.sensors[0] = { name: '1', depth: 'deep' };
    expect(sensorSave(twig, form)).toEqual({ invalid: 'Sensor depth must be a number.' });
  });

  it('leaves the depths to a new hardware type', () => {
    const form = { ...sensorFormOf(twig), hardwareType: 'Pressure Transducer', referenceDepth: '9', probeId: 'B-200' };
    expect(sensorSave(twig, form)).toEqual({ body: { badgerId: 'B-200', hardwareType: 'Pressure Transducer' } });
  });
});

describe('helpers', () => {
  it('keeps the current value among the choices', () => {
    expect(choicesOf([{ name: 'Corn' }, { name: 'Cotton' }], 'Corn')).toEqual(['Corn', 'Cotton']);
    expect(choicesOf(undefined, 'Sorghum')).toEqual(['Sorghum']);
  });

  it('turns a block save into the card cycle outcome', async () => {
    const submit = vi.fn(() => Promise.resolve('ok'));
    expect(saveOutcome({ invalid: 'No' }, submit)).toEqual({ invalid: 'No' });
    expect(saveOutcome({ body: {} }, submit)).toBe('unchanged');
    await expect(saveOutcome({ body: { name: 'A' } }, submit)).resolves.toBe('ok');
    expect(submit).toHaveBeenCalledWith({ name: 'A' });
  });

  it('dates today on the local calendar', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
