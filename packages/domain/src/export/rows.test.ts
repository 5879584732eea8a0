import { describe, expect, it } from 'vitest';
import { csvCell, exportCsvHeader, exportCsvLineWriter, writeCsvNumber } from './csv';
import { aggregate, exportValue, MEASURE_LABELS, siteRows, type ExportDay, type ExportRow } from './rows';
import { exportScheduleIsDue, exportScheduleText, type ExportInterval } from './schemas';
import { exportRequestSchema } from './schemas';

/**
 * The row-by-row reference the export's line writer (exportCsvLineWriter) must match byte for byte:
 * cells joined with csvCell, times through Date, numbers through String.
 */
/** A local time (wall clock as UTC seconds) as 'YYYY-MM-DD HH:mm', or the date alone for daily rows. */
function exportTimeText(local: number, interval: ExportInterval): string {
  const iso = new Date(local * 1000).toISOString();
  return interval === 'daily' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** One row's line. */
function exportCsvLine(site: { siteId: string; farmName: string }, row: ExportRow, interval: ExportInterval): string {
  const cells = [
    site.siteId,
    site.farmName,
    exportTimeText(row.local, interval),
    MEASURE_LABELS[row.measure],
    row.depth,
    row.unit,
    String(row.value),
  ];
  if (interval === 'daily') cells.push(row.min === undefined ? '' : String(row.min), row.max === undefined ? '' : String(row.max));
  return `${cells.map(csvCell).join(',')}\r\n`;
}

const H = 3600;
const day = Date.UTC(2026, 5, 1) / 1000;
const device = {
  depths: [4, 8],
  ts: [day, day + 1800, day + H, day + 25 * H],
  moisture: [
    [30, 32, 34, 20],
    [40, null, 42, 41],
  ],
  temperature: [
    [10, 20, 30, 0],
    [5, 5, 5, 5],
  ],
  salinity: [
    [0.5, 0.5, 0.5, 0.5],
    [1, 1, 1, 1],
  ],
  battery: [3.7, 3.7, 3.6, 3.6],
  rssi: [-90, -92, -91, -95],
};

describe('export rows', () => {
  it('writes logged readings as they are, in the farm time and the user units', () => {
    const rows = [...siteRows({ timeZone: 'UTC', probe: device }, { measures: ['moisture'], interval: 'logged', unit: 'feetInches' })];
    expect(rows.map((r) => [r.depth, r.value])).toEqual([
      ['4 in', 30],
      ['4 in', 32],
      ['4 in', 34],
      ['4 in', 20],
      ['8 in', 40],
      ['8 in', 42],
      ['8 in', 41],
    ]);
    const chicago = [
      ...siteRows({ timeZone: 'America/Chicago', probe: device }, { measures: ['battery'], interval: 'logged', unit: 'meters' }),
    ];
    expect(chicago[0]).toMatchObject({ local: day - 5 * H, depth: 'Probe', unit: 'V', value: 3.7 });
  });

  it('gives hourly means and daily mean, minimum and maximum; rain as totals', () => {
    const hourly = [...siteRows({ timeZone: 'UTC', probe: device }, { measures: ['moisture'], interval: 'hourly', unit: 'feetInches' })];
    expect(hourly[0]).toEqual({ local: day, measure: 'moisture', depth: '4 in', unit: '% VWC', value: 31 });
    const daily = [...siteRows({ timeZone: 'UTC', probe: device }, { measures: ['temperature'], interval: 'daily', unit: 'meters' })];
    expect(daily[0]).toEqual({ local: day, measure: 'temperature', depth: '10 cm', unit: '°C', value: 20, min: 10, max: 30 });
    const fahrenheit = [
      ...siteRows({ timeZone: 'UTC', probe: device }, { measures: ['temperature'], interval: 'daily', unit: 'feetInches' }),
    ];
    expect(fahrenheit[0]).toMatchObject({ value: 68, min: 50, max: 86, unit: '°F' });
    const rain = { ts: [day + 12 * H, day + 13 * H, day + 36 * H], values: [0.5, 0.25, 1] };
    const rainRows = [...siteRows({ timeZone: 'UTC', rain }, { measures: ['rain'], interval: 'daily', unit: 'meters' })];
    expect(rainRows).toEqual([
      { local: day, measure: 'rain', depth: '', unit: 'mm', value: 19.1 },
      { local: day + 24 * H, measure: 'rain', depth: '', unit: 'mm', value: 25.4 },
    ]);
  });

  it('computes available water from the thresholds', () => {
    const rows = [
      ...siteRows(
        { timeZone: 'UTC', probe: device, thresholds: { probe: { fc: [40, 50], pwp: [20, 30] } } },
        { measures: ['availableWater'], interval: 'logged', unit: 'feetInches' },
      ),
    ];
    expect(rows.slice(0, 2).map((r) => r.value)).toEqual([50, 60]);
  });

  it('skips missing values when aggregating', () => {
    expect(aggregate([0, 10, 20], [null, 2, 4], 'hourly', 'level')).toEqual([{ local: 0, value: 3 }]);
    expect(exportValue('rain', 'feetInches', 0.123)).toBe(0.12);
  });

  it('writes CSV lines with the daily extremes', () => {
    expect(exportCsvHeader('daily')).toBe('Site,Farm,Date,Measurement,Depth or device,Unit,Mean or total,Min,Max\r\n');
    const line = exportCsvLine(
      { siteId: 'S-1', farmName: 'North, farm' },
      { local: day, measure: 'moisture', depth: '4 in', unit: '% VWC', value: 31, min: 30, max: 32 },
      'daily',
    );
    expect(line).toBe('S-1,"North, farm",2026-06-01,Moisture,4 in,% VWC,31,30,32\r\n');
  });

  it('names the field of a bad request', () => {
    const base = { siteIds: ['a'], from: '2026-06-01', to: '2026-06-03', measures: ['moisture'], interval: 'daily', format: 'csv' };
    expect(exportRequestSchema.safeParse(base).success).toBe(true);
    const backwards = exportRequestSchema.safeParse({ ...base, to: '2026-05-01' });
    expect(backwards.error?.issues[0]?.path).toEqual(['to']);
    expect(exportRequestSchema.safeParse({ ...base, from: '2026-02-30' }).error?.issues[0]?.path).toEqual(['from']);
    expect(exportRequestSchema.safeParse({ ...base, siteIds: [] }).error?.issues[0]?.path).toEqual(['siteIds']);
  });

  const days: ExportDay[] = [
    {
      date: '2026-06-01',
      rootZoneAwIn: 3.456,
      etoIn: 0.25,
      etcIn: 0.2,
      account: { effectiveRainIn: 0.4, irrigationIn: 1, cropUseIn: 0.2, drainageIn: 0.1 },
    },
    {
      date: '2026-06-02',
      rootZoneAwIn: null,
      etoIn: 0.3,
      etcIn: 0.24,
      account: { effectiveRainIn: 0, irrigationIn: 0, cropUseIn: 0.24, drainageIn: 0 },
    },
  ];
  it('writes the daily values once a day whatever the interval, in inches or mm, with the water account and its balance', () => {
    const hourly = [
      ...siteRows(
        { timeZone: 'America/Chicago', days },
        { measures: ['rootZoneAw', 'etc', 'waterAccount'], interval: 'hourly', unit: 'feetInches' },
      ),
    ];
    expect(hourly.filter((r) => r.measure === 'rootZoneAw').map((r) => [r.local, r.depth, r.unit, r.value])).toEqual([
      [Date.UTC(2026, 5, 1) / 1000, 'Root zone', 'in', 3.46],
    ]);
    expect(hourly.filter((r) => r.measure === 'etc').map((r) => r.value)).toEqual([0.2, 0.24]);
    const account = hourly.filter((r) => r.measure === 'waterAccount' && r.local === Date.UTC(2026, 5, 1) / 1000);
    expect(account.map((r) => [r.depth, r.value])).toEqual([
      ['Effective rain', 0.4],
      ['Irrigation', 1],
      ['ETc', 0.2],
      ['Drainage', 0.1],
      ['Balance', 1.1],
    ]);
    const daily = [...siteRows({ timeZone: 'UTC', days }, { measures: ['eto'], interval: 'daily', unit: 'meters' })];
    expect(daily.map((r) => [r.unit, r.value, r.min, r.max])).toEqual([
      ['mm', 6.4, undefined, undefined],
      ['mm', 7.6, undefined, undefined],
    ]);
  });

  it('sends a weekly export on Monday from 06:00, once a week, and says so in words', () => {
    const monday = { weekday: 1, hour: 7, now: Date.UTC(2026, 10, 30, 13), lastSentAt: null };
    expect(exportScheduleIsDue(monday)).toBe(true);
    expect(exportScheduleIsDue({ ...monday, hour: 5 })).toBe(false);
    expect(exportScheduleIsDue({ ...monday, weekday: 2 })).toBe(false);
    expect(exportScheduleIsDue({ ...monday, lastSentAt: monday.now - 3_600_000 })).toBe(false);
    expect(exportScheduleIsDue({ ...monday, lastSentAt: monday.now - 7 * 86_400_000 })).toBe(true);
    expect(exportScheduleText({ siteIds: ['a', 'b'], days: 7, interval: 'daily', format: 'xlsx' })).toBe(
      'Every Monday: the last 7 days of 2 sites, daily, Excel (XLSX)',
    );
  });

  it('writes the same bytes as the lines, without making their strings', () => {
    const site = { siteId: 'Ünïcode-1', farmName: 'North "Pivot", Farm' };
    const times = [Date.UTC(1999, 11, 31, 23, 45) / 1000, Date.UTC(2026, 5, 1, 13, 5) / 1000];
    const values = [31.25, -0.12, 0, -0, 7, -95, 0.001, 0.000001, 1e-7, 123456.789, 0.1 + 0.2, 1 / 3, 1e21, 2 ** 53 + 2, 68.7, -40.04];
    for (const interval of ['logged', 'hourly', 'daily'] as const) {
      const writer = exportCsvLineWriter(site, interval);
      for (const local of times)
        for (const value of values)
          for (const row of [
            { local, measure: 'moisture' as const, depth: '8 in', unit: '% VWC', value },
            { local, measure: 'temperature' as const, depth: '20 cm', unit: '°C', value, min: value, max: 2 },
            { local, measure: 'signal' as const, depth: 'Probe', unit: 'dBm', value, min: undefined, max: undefined },
          ]) {
            const out = new Uint8Array(writer.room(row));
            const end = writer.write(row, out, 0);
            expect(new TextDecoder().decode(out.subarray(0, end))).toBe(exportCsvLine(site, row, interval));
            expect(writer.write(row, out, 1)).toBe(-1); // no room: nothing written
          }
    }
  });

  it('writes numbers as String writes them', () => {
    const out = new Uint8Array(32);
    const text = (v: number) => new TextDecoder().decode(out.subarray(0, writeCsvNumber(out, 0, v)));
    for (let i = 0; i < 20_000; i++) {
      const digits = i % 7;
      const v = Math.round((Math.random() - 0.5) * 10 ** (1 + (i % 9)) * 10 ** digits) / 10 ** digits;
      expect(text(v)).toBe(String(v));
      expect(text(v * 1.0000001)).toBe(String(v * 1.0000001));
    }
  });
});
