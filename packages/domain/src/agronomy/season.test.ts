import { describe, expect, it } from 'vitest';
import { CROP_DEFAULTS, CROP_IDS } from './crops';
import { addDays } from './gdd';
import { kcOnDay } from './kc';
import {
  ALFALFA_SEASON_DAYS,
  cropSeason,
  growingPlantingDates,
  isOutsideSeason,
  seasonDayOf,
  seasonKcOnDay,
  seasonLengthDays,
} from './season';

describe('the crop season rule', () => {
  it('puts the demo East Dryland (cotton planted 15 May) outside its season in late November', () => {
    // Cotton's Kc curve is 30 + 50 + 55 + 45 = 180 days: planted 15 May, harvested 11 November.
    expect(cropSeason('Cotton', '2026-05-15', '2026-11-27')).toEqual({
      state: 'ended',
      crop: 'cotton',
      firstDay: '2026-05-15',
      lastDay: '2026-11-11',
    });
    expect(isOutsideSeason('Cotton', '2026-05-15', '2026-11-27')).toBe(true);
    expect(isOutsideSeason('Cotton', '2026-05-15', '2026-08-01')).toBe(false);
  });

  it('counts the planting day and the last day of the curve in the season, the days around them out', () => {
    expect(cropSeason('Corn', '2026-04-25', '2026-04-24').state).toBe('notPlanted');
    expect(cropSeason('Corn', '2026-04-25', '2026-04-25').state).toBe('growing');
    const last = addDays('2026-04-25', 150);
    expect(cropSeason('Corn', '2026-04-25', last).state).toBe('growing');
    expect(cropSeason('Corn', '2026-04-25', addDays(last, 1)).state).toBe('ended');
  });

  it('cannot place a season without a known crop or a planting date, and treats such a site as growing', () => {
    for (const [crop, planted] of [
      ['Grapes', '2026-04-25'],
      [null, '2026-04-25'],
      ['Corn', null],
      ['Corn', ''],
      ['Corn', '04/25/2026'],
    ] as const) {
      expect(cropSeason(crop, planted, '2026-11-27').state, `${crop} ${planted}`).toBe('unknown');
      expect(isOutsideSeason(crop, planted, '2026-11-27')).toBe(false);
    }
  });

  it('gives alfalfa, cut all summer, a long season and Kc after its first cutting cycle', () => {
    expect(seasonLengthDays('alfalfa')).toBe(ALFALFA_SEASON_DAYS);
    expect(cropSeason('Alfalfa', '2026-03-15', '2026-07-01').state).toBe('growing');
    expect(seasonKcOnDay('alfalfa', 120)).not.toBeNull();
    expect(seasonKcOnDay('alfalfa', ALFALFA_SEASON_DAYS + 1)).toBeNull();
  });

  it('gives Kc on the crop curve inside the season and null outside it', () => {
    expect(seasonKcOnDay('potato', 70)).toBe(kcOnDay(CROP_DEFAULTS.potato.kc, 70));
    expect(seasonKcOnDay('potato', -1)).toBeNull();
    expect(seasonKcOnDay('potato', seasonLengthDays('potato') + 1)).toBeNull();
  });

  it('asks about the UTC calendar day of an instant', () => {
    expect(seasonDayOf(Date.UTC(2026, 10, 11, 23, 59))).toBe('2026-11-11');
    expect(seasonDayOf(Date.UTC(2026, 10, 12, 0, 1))).toBe('2026-11-12');
  });

  it('turns around into the planting dates that grow on a day, agreeing with the rule at every edge (the SQL twin)', () => {
    const day = '2026-11-27';
    for (const crop of CROP_IDS) {
      const { from, to } = growingPlantingDates(crop, day);
      for (const planted of [addDays(from, -1), from, addDays(from, 1), addDays(to, -1), to, addDays(to, 1)]) {
        const growing = planted >= from && planted <= to;
        expect(cropSeason(CROP_DEFAULTS[crop].label, planted, day).state === 'growing', `${crop} ${planted}`).toBe(growing);
      }
    }
  });
});
