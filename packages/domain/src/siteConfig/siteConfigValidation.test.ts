import { describe, expect, it } from 'vitest';
import {
  checkDate,
  documentedDate,
  expectedStagesError,
  installDateError,
  latestAllowedDay,
  optionalNumberError,
  parseSiteDate,
  plantingDateError,
  SITE_CONFIG_MESSAGES,
  siteInformationError,
  stageMinimumDate,
} from './siteConfigValidation';

const TODAY = '2026-11-24';
const stages = (...dates: (string | null)[]) => dates.map((stageDate, i) => ({ stageId: i + 1, stageDate }));

describe('dates', () => {
  it('reads MM/DD/YYYY and YYYY-MM-DD, refusing impossible days', () => {
    expect(parseSiteDate('05/15/2021')).toBe('2021-05-15');
    expect(parseSiteDate('5/1/2021')).toBe('2021-05-01');
    expect(parseSiteDate('2021-05-15')).toBe('2021-05-15');
    expect(parseSiteDate('02/30/2021')).toBeNull();
    expect(parseSiteDate('tomorrow')).toBeNull();
    expect(documentedDate('2021-05-15')).toBe('05/15/2021');
    expect(documentedDate(null)).toBe('');
  });

  it('allows dates up to two years from today', () => {
    expect(latestAllowedDay(TODAY)).toBe('2028-11-24');
    expect(latestAllowedDay('2028-02-29')).toBe('2030-02-28');
    expect(checkDate('11/24/2028', 'Planting date', TODAY)).toEqual({ day: '2028-11-24' });
    expect(checkDate('11/25/2028', 'Planting date', TODAY)).toEqual({ error: SITE_CONFIG_MESSAGES.tooFarAhead('Planting date') });
  });

  it('requires the install date; planting date may be empty', () => {
    expect(installDateError('', TODAY)).toBe('Install date should have a value.');
    expect(installDateError(null, TODAY)).toBe('Install date should have a value.');
    expect(installDateError('13/01/2026', TODAY)).toBe(SITE_CONFIG_MESSAGES.invalidDate('Install date'));
    expect(installDateError('01/01/2030', TODAY)).toBe(SITE_CONFIG_MESSAGES.tooFarAhead('Install date'));
    expect(installDateError('04/01/2026', TODAY)).toBeNull();
    expect(plantingDateError('', TODAY)).toBeNull();
    expect(plantingDateError('01/01/2030', TODAY)).toBe(SITE_CONFIG_MESSAGES.tooFarAhead('Planting date'));
  });
});

describe('expected stages', () => {
  it('needs a date for every stage', () => {
    expect(expectedStagesError(stages('2026-05-01', null, '2026-07-01', '2026-08-01'), null)).toBe('Please Enter Dates for all Stages');
  });

  it('refuses two stages on one date before judging the order', () => {
    expect(expectedStagesError(stages('2026-05-01', '2026-05-01', '2026-07-01', '2026-08-01'), null)).toBe(
      'Multiple stages cannot happen on the same Date',
    );
  });

  it('needs increasing dates from the planting date on', () => {
    expect(expectedStagesError(stages('2026-06-01', '2026-05-01', '2026-07-01', '2026-08-01'), null)).toBe(
      'Please Enter Stage Dates In Sequence',
    );
    expect(expectedStagesError(stages('2026-04-01', '2026-05-01', '2026-07-01', '2026-08-01'), '2026-04-15')).toBe(
      'Please Enter Stage Dates In Sequence',
    );
    expect(expectedStagesError(stages('04/20/2026', '2026-05-01', '2026-07-01', '2026-08-01'), '2026-04-15')).toBeNull();
  });

  it('offers a day after the previous stage, or the planting date first', () => {
    const list = stages('2026-05-01', null);
    expect(stageMinimumDate(list, 0, '2026-04-15')).toBe('2026-04-15');
    expect(stageMinimumDate(list, 1, '2026-04-15')).toBe('2026-05-02');
    expect(stageMinimumDate(stages(null, null), 1, null)).toBeNull();
  });
});

describe('numbers and site information', () => {
  it('allows empty or numeric well capacity and field size', () => {
    expect(optionalNumberError(null, 'Well capacity')).toBeNull();
    expect(optionalNumberError('', 'Well capacity')).toBeNull();
    expect(optionalNumberError('12.5', 'Well capacity')).toBeNull();
    expect(optionalNumberError('a lot', 'Well capacity')).toBe('Well capacity must be a number.');
  });

  it('requires a name and numeric latitude and longitude', () => {
    expect(siteInformationError({ name: ' ', latitude: 1, longitude: 1 })).toBe('Site name is required.');
    expect(siteInformationError({ name: 'A', latitude: null, longitude: 1 })).toBe('Latitude is required.');
    expect(siteInformationError({ name: 'A', latitude: 1, longitude: 'x' })).toBe('Longitude must be a number.');
    expect(siteInformationError({ name: 'A', latitude: 91, longitude: 1 })).toBe('Latitude must lie between -90 and 90.');
    expect(siteInformationError({ name: 'A', latitude: '36.1', longitude: -101.9 })).toBeNull();
  });
});
