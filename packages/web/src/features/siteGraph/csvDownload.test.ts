import { MAX_RANGE_DAYS } from '@tilth/domain/time/dateParam';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/render';
import { buildSiteCsv, yearParts } from './csvDownload';
import { device, site } from '../../test/testSeries';
import { callsTo, stubApi } from '../../test/testApi';

const DAY = 86_400;
const seconds = (iso: string | null) => Date.parse(iso!) / 1000;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Download all data', () => {
  it('splits a span into consecutive years, both ends inclusive', () => {
    expect(yearParts(0, 2 * 365 * DAY + 5)).toEqual([
      { from: 0, to: 365 * DAY - 1 },
      { from: 365 * DAY, to: 2 * 365 * DAY - 1 },
      { from: 2 * 365 * DAY, to: 2 * 365 * DAY + 5 },
    ]);
    expect(yearParts(10, 10)).toEqual([{ from: 10, to: 10 }]);
  });

  it('asks for the series year by year, never more than the calls read, and joins the years', async () => {
    const readingAt = Date.parse('2025-03-01T00:00:00Z') / 1000;
    const fetchMock = stubApi({
      'GET /sites/o/series': (_body, url) => {
        const [from, to] = [seconds(url.searchParams.get('fromDate')), seconds(url.searchParams.get('toDate'))];
        const ts = [readingAt, readingAt + 365 * DAY].filter((t) => t >= from && t <= to);
        return envelope(200, { ...site(device(ts, [ts.map(() => 30)])), from, to });
      },
      'GET /stem/get-rain-fall-data/o': () => envelope(200, { simulated: true, points: [] }),
      'GET /stem/get-irrigation-data/o': () => envelope(200, { points: [] }),
    });
    const { text } = await buildSiteCsv('o', '1');
    const series = callsTo(fetchMock, 'GET /sites/o/series');
    expect(series.length).toBeGreaterThan(10);
    for (const key of ['GET /sites/o/series', 'GET /stem/get-rain-fall-data/o', 'GET /stem/get-irrigation-data/o'])
      for (const { url } of callsTo(fetchMock, key)) {
        const [from, to] = [...url.searchParams.values()].map((v) => seconds(v));
        expect(to! - from!, key).toBeLessThanOrEqual(MAX_RANGE_DAYS * DAY);
      }
    expect(text.trimEnd().split('\r\n')).toHaveLength(3);
  });
});
