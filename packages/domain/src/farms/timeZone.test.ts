import { describe, expect, it } from 'vitest';
import { guessTimeZone, isTimeZone, usStateOf } from './timeZone';

describe('time-zone guess', () => {
  it('reads the state from US addresses', () => {
    expect(usStateOf('FM 400, Plainview, TX 79072')).toBe('TX');
    expect(usStateOf('Doniphan, Hall County, Nebraska, United States')).toBe('NE');
    expect(usStateOf('Charleston, West Virginia, United States')).toBe('WV');
    expect(usStateOf('12 High St, Ashford, Kent')).toBeNull();
  });

  it('places the demo farms in their zones', () => {
    expect(guessTimeZone(34.2351, -101.7093, 'FM 400, Plainview, TX 79072')).toBe('America/Chicago');
    expect(guessTimeZone(43.6724, -111.9147, '3900 E 200 N, Rigby, ID 83442')).toBe('America/Boise');
    expect(guessTimeZone(40.7747, -98.3712, 'Rd 30, Doniphan, NE 68832')).toBe('America/Chicago');
    expect(guessTimeZone(36.5836, -119.5543, '12500 E Manning Ave, Kingsburg, CA 93631')).toBe('America/Los_Angeles');
  });

  it('splits states that keep two clocks', () => {
    expect(guessTimeZone(31.76, -106.44, 'El Paso, TX 79901')).toBe('America/Denver');
    expect(guessTimeZone(47.67, -116.78, "Coeur d'Alene, ID 83814")).toBe('America/Los_Angeles');
    expect(guessTimeZone(41.13, -103.2, 'Sidney, NE 69162')).toBe('America/Denver');
  });

  it('falls back to longitude bands in the US and nautical zones elsewhere', () => {
    expect(guessTimeZone(33.45, -112.07)).toBe('America/Phoenix');
    expect(guessTimeZone(40.0, -89.0)).toBe('America/Chicago');
    expect(guessTimeZone(8.3, 77.5)).toBe('Etc/GMT-5');
    expect(guessTimeZone(51.5, -0.1)).toBe('UTC');
    expect(guessTimeZone(-33.9, 151.2)).toBe('Etc/GMT-10');
    for (const zone of ['Etc/GMT-5', 'Etc/GMT+8', 'America/Boise']) expect(isTimeZone(zone)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
