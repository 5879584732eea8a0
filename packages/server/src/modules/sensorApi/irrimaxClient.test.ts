import { describe, expect, it } from 'vitest';
import { IrrimaxClient, irrimaxTime } from './irrimaxClient';

const request = {
  apiKey: 'k&y',
  loggerName: 'North 1',
  loggerId: '',
  from: Date.parse('2026-11-20T12:00:00Z') / 1000,
  to: Date.parse('2026-11-21T12:00:05Z') / 1000,
  timeZone: 'America/Chicago',
};

describe('IrrimaxClient', () => {
  it('asks getreadings by logger name, with the window in the logger’s local time', () => {
    const url = new URL(new IrrimaxClient('http://127.0.0.1:9/api').url(request));
    expect(url.pathname).toBe('/api/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      cmd: 'getreadings',
      key: 'k&y',
      name: 'North 1',
      from: '20261120060000',
      to: '20261121060005',
    });
  });

  it('asks by logger id when the card names no logger name', () => {
    const url = new URL(new IrrimaxClient('http://127.0.0.1:9/api/').url({ ...request, loggerName: '', loggerId: 'L-42' }));
    expect(url.searchParams.get('id')).toBe('L-42');
    expect(url.searchParams.has('name')).toBe(false);
  });

  it('answers an HTTP refusal or an unreachable host as a clear error', async () => {
    const refusing = new IrrimaxClient('http://x/api/', 1000, async () => new Response('<error>Invalid API key</error>', { status: 401 }));
    expect(await refusing.readings(request)).toEqual({ ok: false, error: 'IrriMAX Live refused the request (HTTP 401): Invalid API key' });
    const down = new IrrimaxClient('http://x/api/', 1000, async () => {
      throw new TypeError('fetch failed');
    });
    expect(await down.readings(request)).toEqual({
      ok: false,
      error: 'IrriMAX Live could not be asked for readings: it could not be reached.',
    });
  });

  it('formats times as yyyyMMddHHmmss', () => {
    expect(irrimaxTime(Date.parse('2026-01-02T03:04:05Z') / 1000, 'UTC')).toBe('20260102030405');
  });
});
