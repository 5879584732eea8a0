import { describe, expect, it } from 'vitest';
import { WATER_CSV_DAY_HEADER, waterCsv, waterCsvFileName } from './waterCsv';
import { waterAccountFixture } from '../../test/waterFixtures';

describe('water account CSV', () => {
  const lines = waterCsv(waterAccountFixture).split('\r\n');

  it('writes one row per site and day in inches under the day header', () => {
    expect(lines[0]).toBe('Farm,Site,Date,Irrigation in,Effective rain in,Crop use in,Drainage in,Stored in');
    expect(lines[0]).toBe(WATER_CSV_DAY_HEADER.join(','));
    expect(lines[1]).toBe('North Pivot Farm,North Pivot 1,2026-11-18,0,0,0.25,0,4.1');
    expect(lines[3]).toBe('North Pivot Farm,North Pivot 1,2026-11-20,1.5,0,0.25,0,5.2');
    expect(lines[9]).toBe('North Pivot Farm,North Pivot 1,2026-11-26,0,0,0.25,0.12,4');
    // The second site follows the first, day by day; a name with a comma and quotes is quoted,
    // and a day without a stored reading has an empty Stored cell.
    expect(lines[11]).toBe('North Pivot Farm,"Salt Flat, ""West""",2026-11-18,0,0,0.25,0,4.1');
    expect(lines[15]).toBe('North Pivot Farm,"Salt Flat, ""West""",2026-11-22,0,0,0.25,0,');
    expect(lines.filter((line) => /,2026-11-\d\d,/.test(line))).toHaveLength(20);
  });

  it('ends with each site’s totals in acre-inches and the farm’s total, under their own header', () => {
    expect(lines[21]).toBe('');
    expect(lines[22]).toBe('Farm,Site,Area ac,Irrigation ac-in,Effective rain ac-in,Crop use ac-in,Drainage ac-in,Storage change ac-in');
    expect(lines[23]).toBe('North Pivot Farm,North Pivot 1,126,189,75.6,315,15.1,-52.9');
    // Without an area: no acre-inches, not zeros.
    expect(lines[24]).toBe('North Pivot Farm,"Salt Flat, ""West""",,,,,,');
    expect(lines[25]).toBe('North Pivot Farm,Farm total (sites with an area),126,189,75.6,315,15.1,-52.9');
    expect(lines[26]).toBe('');
    expect(lines).toHaveLength(27);
  });

  it('names the file after the farm and the range', () => {
    expect(waterCsvFileName(waterAccountFixture)).toBe('water-account-north-pivot-farm-2026-11-18-to-2026-11-27.csv');
    expect(waterCsvFileName({ farmName: '  ', from: '2026-01-01', to: '2026-11-27' })).toBe(
      'water-account-farm-2026-01-01-to-2026-11-27.csv',
    );
  });
});
