import { describe, expect, it } from 'vitest';
import { wallTimeToEpoch } from '@tilth/domain';
import { parseIrrimaxAnswer, type IrrimaxColumn } from './irrimaxAnswer';
import { columnsByDepth, sentekReadings } from './sentekReadings';

const header = ['Date Time', 'V1', ...[3, 1, 2].flatMap((n) => [`A${n}(${n * 10 - 5})`, `S${n}(${n * 10 - 5})`, `T${n}(${n * 10 - 5})`])];
const csv = (rows: string[]) => [header.join(','), ...rows].join('\n');
const parsed = (rows: string[]) => {
  const answer = parseIrrimaxAnswer(csv(rows));
  if (!answer.ok) throw new Error(answer.error);
  return answer;
};
const ZONE = 'America/Chicago';

describe('sentekReadings', () => {
  it('fills the device depths top first by the sensors’ depth, whatever the column order', () => {
    const { columns } = parsed([]);
    expect(columnsByDepth(columns, 'moisture', 2).map((c: IrrimaxColumn) => c.sensor)).toEqual([1, 2]);
    expect(columnsByDepth(columns, 'moisture', 9).map((c) => c.depthCm)).toEqual([5, 15, 25]);
  });

  it('maps moisture and temperature as they are and salinity µS/cm to conductivity dS/m, leaving missing depths empty', () => {
    const { columns, rows } = parsed(['2026/11/20 06:00:00,13.7,30.3,1500,12.5,10.1,379.66,14.25,20.2,1200,13']);
    const [reading] = sentekReadings(columns, rows, 4, ZONE, null);
    expect(reading).toEqual({
      timestamp: wallTimeToEpoch({ year: 2026, month: 11, day: 20, hour: 6, minute: 0, second: 0 }, ZONE),
      moisture: [10.1, 20.2, 30.3, null],
      temperature: [14.25, 13, 12.5, null],
      conductivity: [0.3797, 1.2, 1.5, null],
    });
    // 06:00 in Chicago (CST, UTC−6) is 12:00 UTC.
    expect(new Date(reading!.timestamp * 1000).toISOString()).toBe('2026-11-20T12:00:00.000Z');
  });

  it('leaves out rows at or before the newest reading already imported, oldest first', () => {
    const { columns, rows } = parsed([
      '2026/11/20 07:00:00,13.7,1,1,1,1,1,1,1,1,1',
      '2026/11/20 06:00:00,13.7,1,1,1,1,1,1,1,1,1',
      '2026/11/20 06:30:00,13.7,1,1,1,1,1,1,1,1,1',
    ]);
    const after = Date.parse('2026-11-20T12:00:00Z') / 1000;
    expect(sentekReadings(columns, rows, 3, ZONE, after).map((r) => new Date(r.timestamp * 1000).toISOString())).toEqual([
      '2026-11-20T12:30:00.000Z',
      '2026-11-20T13:00:00.000Z',
    ]);
  });
});
