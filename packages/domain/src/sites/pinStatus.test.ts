import { describe, expect, it } from 'vitest';
import { pinColour, PIN_BY_MOISTURE, type SiteStateFlags } from '../agronomy/siteState';
import { pinStatus } from './pinStatus';

const cases: SiteStateFlags[] = [
  { justInstalled: true, moisture: 'LOW' },
  { moisture: 'LOW', salinity: 'HIGH', irrigatingNow: 'ON' },
  { irrigatingNow: 'ON', updatedRecently: false },
  { irrigatingNow: 'OFF' },
  { updatedRecently: false, moisture: 'FAIR' },
  { moisture: 'GOOD', updatedRecently: true },
  { salinity: 'MED' },
  { moisture: 'LOW', outOfSeason: true },
  { moisture: 'LOW', salinity: 'HIGH', outOfSeason: true },
  { pressure: 'ON' },
  { pressure: 'OFF' },
  {},
];

describe('pin status words (spec 001 §4)', () => {
  it('follows the pin colour rules, so every colour has its label', () => {
    const colourOf: Record<string, string> = {
      irrigating: 'blue',
      notIrrigating: 'white',
      justInstalled: 'white',
      stale: 'grey',
      salinityOnly: 'grey',
      pressureOn: 'blue',
      pressureOff: 'white',
      noData: 'grey',
      outOfSeason: 'grey',
    };
    for (const flags of cases) {
      const status = pinStatus(flags);
      const expected = status.reason === 'moisture' ? PIN_BY_MOISTURE[flags.moisture!] : colourOf[status.reason];
      expect(pinColour(flags), JSON.stringify(flags)).toBe(expected);
      expect(status.label.length).toBeGreaterThan(0);
      expect(status.mark).toHaveLength(1);
    }
  });
  it('names moisture levels', () => {
    expect(pinStatus({ moisture: 'LOW', salinity: 'LOW' })).toEqual({ reason: 'moisture', label: 'Low moisture', mark: 'L' });
    expect(pinStatus({ moisture: 'HIGH' }).label).toBe('High moisture');
  });
  it('shows a dry site outside its crop season as grey "Outside the season", not red (issue 27)', () => {
    expect(pinColour({ updatedRecently: true, moisture: 'LOW', outOfSeason: true })).toBe('grey');
    expect(pinStatus({ updatedRecently: true, moisture: 'LOW', outOfSeason: true })).toEqual({
      reason: 'outOfSeason',
      label: 'Outside the season',
      mark: '–',
    });
    // A stale site says so first; irrigation still shows.
    expect(pinStatus({ updatedRecently: false, moisture: 'LOW', outOfSeason: true }).reason).toBe('stale');
    expect(pinColour({ irrigatingNow: 'ON', moisture: 'LOW', outOfSeason: true })).toBe('blue');
  });
});
