import { describe, expect, it } from 'vitest';
import { locationErrors } from './siteLocation';

describe('the Move Site fields', () => {
  it('need two numbers on the globe, with the site-information messages', () => {
    expect(locationErrors(34.2, -101.7)).toEqual({});
    expect(locationErrors('', -101.7)).toEqual({ latitude: 'Latitude is required.' });
    expect(locationErrors(91, 181)).toEqual({
      latitude: 'Latitude must lie between -90 and 90.',
      longitude: 'Longitude must lie between -180 and 180.',
    });
    expect(locationErrors('abc', Number.NaN)).toEqual({ latitude: 'Latitude must be a number.', longitude: 'Longitude must be a number.' });
  });
});
