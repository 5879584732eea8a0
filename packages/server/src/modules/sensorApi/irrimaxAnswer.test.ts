import { describe, expect, it } from 'vitest';
import { parseIrrimaxAnswer } from './irrimaxAnswer';

const CSV = [
  'Date Time,V1,V2,A1(5),S1(5),T1(5),A2(15),S2(15),T2(15)',
  '2026/11/20 00:00:00,13.735,13.474,16.63106,379.6608,17.05,40.48,4438.727,16.72',
  '2026/11/20 00:30:00,13.769,-1.000,-1.000,376.4792,-3.5,40.49,4439.438,-1',
  'not a row',
  '',
].join('\r\n');

describe('parseIrrimaxAnswer', () => {
  it('reads the sensor columns (kind, sensor, depth) and each row in wall time', () => {
    const answer = parseIrrimaxAnswer(CSV);
    if (!answer.ok) throw new Error(answer.error);
    expect(answer.columns).toEqual([
      { kind: 'moisture', sensor: 1, depthCm: 5, index: 3 },
      { kind: 'salinity', sensor: 1, depthCm: 5, index: 4 },
      { kind: 'temperature', sensor: 1, depthCm: 5, index: 5 },
      { kind: 'moisture', sensor: 2, depthCm: 15, index: 6 },
      { kind: 'salinity', sensor: 2, depthCm: 15, index: 7 },
      { kind: 'temperature', sensor: 2, depthCm: 15, index: 8 },
    ]);
    expect(answer.rows).toHaveLength(2);
    expect(answer.rows[0]!.wall).toEqual({ year: 2026, month: 11, day: 20, hour: 0, minute: 0, second: 0 });
    expect(answer.rows[0]!.values.slice(3)).toEqual([16.63106, 379.6608, 17.05, 40.48, 4438.727, 16.72]);
  });

  it('reads -1 as no reading, keeps a real frost temperature, and ignores the voltage columns', () => {
    const answer = parseIrrimaxAnswer(CSV);
    if (!answer.ok) throw new Error(answer.error);
    expect(answer.rows[1]!.values).toEqual([null, null, null, null, 376.4792, -3.5, 40.49, 4439.438, null]);
  });

  it('takes a header-only or empty answer as no readings', () => {
    expect(parseIrrimaxAnswer('Date Time,V1,A1(10)\n')).toEqual({
      ok: true,
      columns: [{ kind: 'moisture', sensor: 1, depthCm: 10, index: 2 }],
      rows: [],
    });
    expect(parseIrrimaxAnswer('  ')).toEqual({ ok: true, columns: [], rows: [] });
  });

  it('turns the vendor’s XML or text refusal into a clear error', () => {
    expect(parseIrrimaxAnswer('<?xml version="1.0"?>\n<error>Invalid API key</error>')).toEqual({
      ok: false,
      error: 'IrriMAX Live refused the request: Invalid API key',
    });
    expect(parseIrrimaxAnswer('<Response><Error message="Logger not found"/></Response>')).toEqual({
      ok: false,
      error: 'IrriMAX Live refused the request: Logger not found',
    });
    expect(parseIrrimaxAnswer('Unknown command')).toEqual({
      ok: false,
      error: 'IrriMAX Live answered something other than readings: Unknown command',
    });
  });
});
