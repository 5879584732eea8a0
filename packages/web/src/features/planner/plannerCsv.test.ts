import { describe, expect, it } from 'vitest';
import { csvField, plannerCsv, plannerCsvFileName } from './plannerCsv';
import { dripRow, dueRow, noSystemRow, outOfSeasonRow } from '../../test/plannerFixtures';

describe('planner CSV', () => {
  it('writes the shown rows in order with the table’s columns', () => {
    const lines = plannerCsv([dueRow, dripRow, outOfSeasonRow, noSystemRow], 'feetInches').split('\r\n');
    expect(lines[0]).toBe('Farm,Site,Crop,Irrigation,Available water %,Days to refill,Net in,Gross in,Run hours,Irrigate by,Reason');
    expect(lines[1]).toBe(
      'North Pivot Farm,North Pivot 1,Corn,Center Pivot,52.5,6,1.5,1.76,191.3,2026-11-27,Refill point in 6 days at 0.28 in/day.',
    );
    // Commas and quotes are quoted.
    expect(lines[2]).toBe(
      '"Snake River, ""East""",Russet Drip,Potatoes,Drip,52.5,6,1.5,1.76,22,2026-12-03,"Refill point in 6 days, at 0.28 in/day."',
    );
    expect(lines[3]).toBe(
      'North Pivot Farm,Wheat Pivot,Wheat,Center Pivot,,,,,,,Outside the crop’s season: nothing to irrigate until the next planting.',
    );
    // A missing input is added to the reason.
    expect(lines[4]).toBe(
      'North Pivot Farm,East Dryland,No crop,None,52.5,,1.5,1.76,,,"Refill point in 6 days at 0.28 in/day. No irrigation system is set, so run time is unknown."',
    );
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe('');
  });

  it('gives depths in millimetres for metric users', () => {
    const [header, first] = plannerCsv([dueRow], 'meters').split('\r\n');
    expect(header).toContain('Net mm,Gross mm');
    expect(first).toContain(',38,45,');
  });

  it('defuses spreadsheet formulas and names the file by day', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(-1)).toBe('-1');
    expect(csvField(null)).toBe('');
    expect(plannerCsvFileName('2026-11-27')).toBe('irrigation-plan-2026-11-27.csv');
  });
});
