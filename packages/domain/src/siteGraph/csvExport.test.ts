import { describe, expect, it } from 'vitest';
import { siteCsv, siteCsvFileName } from './csvExport';

const t0 = Date.parse('2026-07-05T12:00:00Z') / 1000;

describe('site CSV export', () => {
  it('is named by site id', () => {
    expect(siteCsvFileName('10042')).toBe('10042.csv');
    expect(siteCsvFileName('a/b c')).toBe('a_b_c.csv');
  });

  it('writes units inch, %, F and dS/m with farm-time dates', () => {
    const csv = siteCsv({
      siteId: '10042',
      timeZone: 'America/Chicago',
      probe: {
        depths: [4, 8],
        ts: [t0, t0 + 900],
        moisture: [
          [30.123, 31],
          [40, null],
        ],
        temperature: [
          [20, 21],
          [19.5, 19],
        ],
        salinity: [
          [0.5, 0.5],
          [0.4, 0.4],
        ],
        conductivity: [
          [1.2, 1.2],
          [1.1, 1.1],
        ],
      },
      rainfall: { ts: [t0 + 900], values: [0.12345] },
    });
    const [header, first, second] = csv.trimEnd().split('\r\n');
    expect(header).toBe(
      'Date,Moisture 4 in (%),Moisture 8 in (%),Temperature 4 in (F),Temperature 8 in (F),Salinity 4 in (dS/m),Salinity 8 in (dS/m),EC 4 in (dS/m),EC 8 in (dS/m),Rainfall (inch)',
    );
    expect(first).toBe('05 Jul 2026 7:00,30.12,40,68,67.1,0.5,0.4,1.2,1.1,');
    expect(second).toBe('05 Jul 2026 7:15,31,,69.8,66.2,0.5,0.4,1.2,1.1,0.123');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('merges the local sensor and irrigation by timestamp, oldest first', () => {
    const csv = siteCsv({
      siteId: '1',
      timeZone: 'UTC',
      local: { depths: [6], ts: [t0 + 60], moisture: [[25]], temperature: [[22]], salinity: [[0.4]], conductivity: [[1.1]] },
      irrigation: { ts: [t0], values: [0.5] },
    });
    expect(csv.trimEnd().split('\r\n')).toEqual([
      'Date,Moisture Local (%),Temperature Local (F),Salinity Local (dS/m),EC Local (dS/m),Irrigation (inch)',
      '05 Jul 2026 12:00,,,,,0.5',
      '05 Jul 2026 12:01,25,71.6,0.4,1.1,',
    ]);
  });

  it('writes only the header when there is no data', () => {
    expect(siteCsv({ siteId: '1', timeZone: 'UTC' })).toBe('Date\r\n');
  });
});
