import { describe, expect, it } from 'vitest';
import { CROP_DEFAULTS } from './crops';
import {
  barColour,
  deriveSiteState,
  moistureLevel,
  PIN_SORT_ORDER,
  pinColour,
  pinGraphic,
  pinSortRank,
  reportingStatus,
  summariseStates,
  type PinColour,
} from './siteState';

const bands = { rp: 60, wl1: 70, wl2: 95 };
const HOUR = 3_600_000;

describe('bar colour (spec 001 §4)', () => {
  it('colours by percentage against RP, WL1 and WL2', () => {
    const cases: [number | null, string][] = [
      [120, 'darkBlue'],
      [100.01, 'darkBlue'],
      [100, 'lightBlue'],
      [95, 'lightBlue'],
      [94.9, 'green'],
      [70, 'green'],
      [69.9, 'yellow'],
      [60, 'yellow'],
      [59.9, 'red'],
      [0.1, 'red'],
      [0, 'none'],
      [null, 'none'],
    ];
    for (const [pct, colour] of cases) expect(barColour(pct, bands)).toBe(colour);
  });
});

describe('moisture level', () => {
  it('uses the bar bands, with a profile at or below PWP counted as LOW', () => {
    expect([120, 97, 80, 65, 30, 0, -5].map((p) => moistureLevel(p, bands))).toEqual(['HIGH', 'GOOD', 'FAIR', 'MED', 'LOW', 'LOW', 'LOW']);
    expect(moistureLevel(null, bands)).toBeNull();
  });
});

describe('pin colour priority (spec 001 §4)', () => {
  it('applies the rules in order', () => {
    expect(pinColour({ justInstalled: true, moisture: 'LOW', salinity: 'LOW' })).toBe('white');
    expect(pinColour({ moisture: 'LOW', salinity: 'HIGH', irrigatingNow: 'ON', updatedRecently: false })).toBe('red');
    expect(pinColour({ moisture: 'LOW', irrigatingNow: 'ON' })).toBe('blue');
    expect(pinColour({ moisture: 'LOW', irrigatingNow: 'OFF' })).toBe('white');
    expect(pinColour({ moisture: 'LOW', updatedRecently: false })).toBe('grey');
    expect(pinColour({ moisture: 'FAIR', updatedRecently: true })).toBe('green');
    expect(pinColour({ salinity: 'HIGH', updatedRecently: true })).toBe('grey');
    expect(pinColour({ pressure: 'ON', updatedRecently: true })).toBe('blue');
    expect(pinColour({ pressure: 'OFF' })).toBe('white');
    expect(pinColour({})).toBe('grey');
  });

  it('maps moisture LOW red, FAIR green, MED yellow, HIGH blue, GOOD light blue', () => {
    const colours = (['LOW', 'FAIR', 'MED', 'HIGH', 'GOOD'] as const).map((moisture) => pinColour({ moisture }));
    expect(colours).toEqual(['red', 'green', 'yellow', 'blue', 'lightBlue']);
  });

  it('draws salinity as the outline and moisture inside', () => {
    expect(pinGraphic({ moisture: 'MED', salinity: 'HIGH' })).toEqual({ colour: 'yellow', fill: 'yellow', outline: 'red' });
    expect(pinGraphic({ salinity: 'LOW' })).toEqual({ colour: 'grey', fill: null, outline: 'green' });
  });

  it('sorts red first or blue first, white and grey last', () => {
    const pins: PinColour[] = ['grey', 'blue', 'white', 'red', 'green', 'lightBlue', 'yellow'];
    const byRed = [...pins].sort((a, b) => pinSortRank(a, 'PINCLR-RED') - pinSortRank(b, 'PINCLR-RED'));
    expect(byRed).toEqual(PIN_SORT_ORDER['PINCLR-RED']);
    const byBlue = [...pins].sort((a, b) => pinSortRank(a, 'PINCLR-BLUE') - pinSortRank(b, 'PINCLR-BLUE'));
    expect(byBlue).toEqual(['blue', 'lightBlue', 'green', 'yellow', 'red', 'white', 'grey']);
  });
});

describe('site state flags', () => {
  const now = Date.UTC(2021, 6, 2, 20);

  it('marks a site without readings as just installed', () => {
    expect(deriveSiteState({ now, lastReadingAt: null, awPercent: 50, thresholds: bands })).toEqual({ justInstalled: true });
  });

  it('derives moisture, salinity, irrigation, pressure and recency', () => {
    const flags = deriveSiteState({
      now,
      lastReadingAt: now - 2 * HOUR,
      awPercent: 85,
      thresholds: bands,
      ece: 3,
      salinityThreshold: CROP_DEFAULTS.corn.salinity,
      irrigating: false,
      pressureOn: true,
    });
    expect(flags).toEqual({
      updatedRecently: true,
      moisture: 'FAIR',
      salinity: 'HIGH',
      irrigatingNow: 'OFF',
      pressure: 'ON',
    });
    expect(deriveSiteState({ now, lastReadingAt: now - 25 * HOUR }).updatedRecently).toBe(false);
  });

  it('keeps the moisture level outside the crop season but draws it grey, with no moisture fill (issue 27)', () => {
    const flags = deriveSiteState({ now, lastReadingAt: now - HOUR, awPercent: 10, thresholds: bands, outsideSeason: true });
    expect(flags).toEqual({ updatedRecently: true, moisture: 'LOW', outOfSeason: true });
    expect(pinGraphic(flags)).toEqual({ colour: 'grey', fill: null, outline: null });
    expect(pinGraphic(deriveSiteState({ now, lastReadingAt: now - HOUR, awPercent: 10, thresholds: bands })).colour).toBe('red');
  });
});

describe('farm summaries', () => {
  const now = Date.UTC(2021, 6, 2, 20);

  it('grades reporting by the age of the newest reading', () => {
    expect(reportingStatus(now - HOUR, now)).toBe('FAIR');
    expect(reportingStatus(now - 5 * HOUR, now)).toBe('MED');
    expect(reportingStatus(now - 20 * HOUR, now)).toBe('LOW');
    expect(reportingStatus(now - 30 * HOUR, now)).toBe('NOT_CONNECTED');
    expect(reportingStatus(null, now)).toBe('NOT_CONNECTED');
  });

  it('counts moisture states and reporting statuses in the reference shape', () => {
    const summary = summariseStates([
      { siteId: '10243', moisture: 'FAIR', reporting: 'FAIR' },
      { siteId: '10244', moisture: 'HIGH', reporting: 'FAIR' },
      { siteId: '10245', moisture: null, reporting: 'NOT_CONNECTED' },
    ]);
    expect(summary.moistureState).toEqual([
      { value: 'HIGH', count: 1 },
      { value: 'GOOD', count: 0 },
      { value: 'FAIR', count: 1 },
      { value: 'MED', count: 0 },
      { value: 'LOW', count: 0 },
    ]);
    expect(summary.reportingStatus).toEqual([
      { status: 'FAIR', count: 2 },
      { status: 'LOW', count: 0 },
      { status: 'MED', count: 0 },
      { status: 'NOT_CONNECTED', count: 1 },
    ]);
    expect(summary.moistureStateWithSites).toEqual([
      { siteId: '10243', state: 'FAIR' },
      { siteId: '10244', state: 'HIGH' },
    ]);
    expect(summary.reportingStatusWithSites).toHaveLength(3);
  });
});
