import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MEDIA_TYPES, mmToInches, syntheticDailyWeather, type FarmWaterAccount, type SiteSeries } from '@tilth/domain';
import type { ProvisionedSite } from '../src/modules/sites/siteProvisioner';
import { ingestProbe, siteOn, wettingReadings } from './helpers/siteDetailFixtures';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const HOUR = 3600;
/** Three local days of the farm (America/Chicago, CDT: UTC−5), read hourly from a day before to a day after. */
const FROM = '2026-06-01';
const TO = '2026-06-03';
const RANGE_FROM = Date.UTC(2026, 5, 1, 5) / 1000;
const RANGE_TO = Date.UTC(2026, 5, 4, 5) / 1000 - 1;

/** Export (issue 32): several sites in one file, the plan's rule per site, values as the series answers them. */
describe.each(ENGINES)('export on %s', (engine) => {
  let t: TestServer;
  let token: string;
  const sites: ProvisionedSite[] = [];
  let none: ProvisionedSite;

  beforeAll(async () => {
    t = await startTestServer(engine, { smtpUrl: null });
    const db = t.server.database.db;
    const farm = await db.selectFrom('farms').select(['id', 'time_zone']).where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow();
    expect(farm.time_zone).toBe('America/Chicago');
    for (const name of ['Export A', 'Export B']) {
      const site = await siteOn(db, farm.id, { name, plan: 'Gold' });
      await ingestProbe(t, site, wettingReadings(RANGE_FROM - 24 * HOUR, 5 * 24, 30));
      sites.push(site);
    }
    none = await siteOn(db, farm.id, { name: 'Export None', plan: 'None' });
    await ingestProbe(t, none, wettingReadings(RANGE_FROM, 72, 30));
    token = (await t.signin('farm.user')).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const request = (format: 'csv' | 'csvZip' | 'xlsx', extra: Record<string, unknown> = {}) => ({
    siteIds: [...sites.map((s) => s.id), none.id],
    from: FROM,
    to: TO,
    measures: ['moisture', 'temperature', 'battery'],
    interval: 'logged',
    format,
    ...extra,
  });
  const file = async (body: unknown, accept: string) => {
    const response = await fetch(`${t.url}/export`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json', accept },
      body: JSON.stringify(body),
    });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const series = async (site: ProvisionedSite): Promise<SiteSeries> =>
    (await t.request<SiteSeries>('GET', `/sites/${site.id}/series?fromDate=${RANGE_FROM}&toDate=${RANGE_TO}`, { token })).body.data;

  it('answers the manifest: the Gold sites included, the None site skipped with why', async () => {
    const answer = await t.request<any>('POST', '/export', { token, body: request('csv') });
    expect(answer.status).toBe(200);
    expect(answer.body.data.included.map((s: { objectId: string }) => s.objectId)).toEqual(sites.map((s) => s.id));
    expect(answer.body.data.skipped).toHaveLength(1);
    expect(answer.body.data.skipped[0]).toMatchObject({ objectId: none.id, name: 'Export None' });
    expect(answer.body.data.skipped[0].reason).toContain('(None)');
    expect(answer.body.data.unit).toBe('feetInches');
    // 2 sites × 3 days: far below the background threshold, so the file streams.
    expect(answer.body.data).toMatchObject({ siteDays: 6, background: false });
  });

  it('names the field of a bad request', async () => {
    const backwards = await t.request('POST', '/export', { token, body: request('csv', { to: '2026-05-01' }) });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('to');
    const format = await t.request('POST', '/export', { token, body: request('csv', { format: 'pdf' }) });
    expect(format.status).toBe(400);
    expect(JSON.stringify(format.body)).toContain('format');
  });

  it('writes one long CSV table with the values of the series answer', async () => {
    const { response, bytes } = await file(request('csv'), 'text/csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`tilth-export-${FROM}-to-${TO}.csv`);
    const lines = bytes.toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Site,Farm,Time,Measurement,Depth or device,Unit,Value');
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.some((r) => r[0] === none.siteId)).toBe(false);
    for (const site of sites) {
      const answer = await series(site);
      const probe = answer.probe!;
      expect(probe.ts).toHaveLength(72);
      const moisture = rows.filter((r) => r[0] === site.siteId && r[3] === 'Moisture' && r[4] === `${probe.depths[0]} in`);
      expect(moisture.map((r) => Number(r[6]))).toEqual(probe.moisture[0]!.map((v) => Math.round(v! * 100) / 100));
      // Local time: the first reading of 1 June is at 00:00 CDT.
      expect(moisture[0]![2]).toBe('2026-06-01 00:00');
      expect(moisture.at(-1)![2]).toBe('2026-06-03 23:00');
      const battery = rows.filter((r) => r[0] === site.siteId && r[3] === 'Battery');
      expect(battery).toHaveLength(72);
    }
  });

  it('writes XLSX with a summary sheet and a sheet per site, real dates and numbers equal to the series answer', async () => {
    const { response, bytes } = await file(request('xlsx', { interval: 'daily' }), EXPORT_MEDIA_TYPES.xlsx);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', sites[0]!.siteId, sites[1]!.siteId]);
    const summary = workbook.getWorksheet('Summary')!;
    const summaryRows = summary.getSheetValues().filter(Boolean) as unknown[][];
    const skippedRow = summaryRows.find((r) => r[1] === none.siteId)!;
    expect(skippedRow[4]).toBe('Skipped');
    expect(String(skippedRow[5])).toContain('(None)');

    for (const site of sites) {
      const answer = await series(site);
      const probe = answer.probe!;
      const sheet = workbook.getWorksheet(site.siteId)!;
      expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Measurement', 'Depth or device', 'Unit', 'Mean or total', 'Min', 'Max']);
      const rows: { date: Date; measure: string; depth: string; mean: number; min: number; max: number }[] = [];
      sheet.eachRow((row, n) => {
        if (n === 1) return;
        const v = row.values as unknown[];
        rows.push({
          date: v[1] as Date,
          measure: v[2] as string,
          depth: v[3] as string,
          mean: v[5] as number,
          min: v[6] as number,
          max: v[7] as number,
        });
      });
      const top = rows.filter((r) => r.measure === 'Moisture' && r.depth === `${probe.depths[0]} in`);
      expect(top).toHaveLength(3);
      expect(top.map((r) => r.date)).toEqual([FROM, '2026-06-02', TO].map((d) => new Date(`${d}T00:00:00Z`)));
      for (const [day, row] of top.entries()) {
        const values = probe.moisture[0]!.slice(day * 24, day * 24 + 24).map((v) => Math.round(v! * 100) / 100);
        expect(typeof row.mean).toBe('number');
        expect(row.min).toBe(Math.min(...values));
        expect(row.max).toBe(Math.max(...values));
        expect(row.mean).toBeCloseTo(values.reduce((a, b) => a + b, 0) / values.length, 2);
      }
      const temperature = rows.find((r) => r.measure === 'Soil temperature')!;
      expect(temperature.mean).toBe(Math.round(((probe.temperature[0]![0]! * 9) / 5 + 32) * 10) / 10);
    }
  });

  it('writes a zip of one CSV per site', async () => {
    const { response, bytes } = await file(request('csvZip', { interval: 'hourly' }), 'application/zip');
    expect(response.status).toBe(200);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const text = bytes.toString('latin1');
    for (const site of sites) expect(text).toContain(`${site.siteId}.csv`);
    expect(text).toContain('skipped.csv');
  });

  it('refuses a site outside the caller’s area', async () => {
    const db = t.server.database.db;
    const other = await db.selectFrom('farms').select('id').where('name', '!=', 'North Pivot Farm').executeTakeFirstOrThrow();
    const foreign = await siteOn(db, other.id, { name: 'Export Foreign', plan: 'Gold' });
    const answer = await t.request('POST', '/export', { token, body: request('csv', { siteIds: [sites[0]!.id, foreign.id] }) });
    expect([403, 404]).toContain(answer.status);
  });

  it('writes root-zone available water, ETo, ETc and the daily water account as the planner answers them', async () => {
    const db = t.server.database.db;
    const farm = await db.selectFrom('farms').select('id').where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow();
    // Known daily values (the day before too: the first day's drainage sees it), a crop in season, one logged irrigation.
    for (const [n, site] of sites.entries()) {
      await db.updateTable('sites').set({ planting_date: '2026-04-20' }).where('id', '=', site.id).execute();
      await db.deleteFrom('site_daily_values').where('site_id', '=', site.id).execute();
      for (const [i, day] of ['2026-05-31', FROM, '2026-06-02', TO].entries()) {
        await db
          .insertInto('site_daily_values')
          .values({
            site_id: site.id,
            day,
            aw_percent: 60 + i,
            aw_in: 2.4 + i * 0.9 + n * 0.1,
            taw_in: 3.5,
            rp: 50,
            wl1: 70,
            wl2: 90,
            band_source: 'thresholds',
            level: 'FAIR',
            computed_at: new Date().toISOString(),
          })
          .execute();
      }
    }
    const logged = await t.request('POST', `/sites/${sites[0]!.id}/irrigations`, { token, body: { date: '2026-06-02', depthIn: 1.25 } });
    expect(logged.status, logged.body.message).toBe(200);

    const account = await t.request<FarmWaterAccount>('GET', `/farms/${farm.id}/water-account?from=2026-01-01&to=${TO}`, { token });
    expect(account.status, account.body.message).toBe(200);
    for (const interval of ['daily', 'hourly'] as const) {
      const body = request('csv', { interval, measures: ['rootZoneAw', 'eto', 'etc', 'waterAccount'] });
      const { response, bytes } = await file(body, 'text/csv');
      expect(response.status).toBe(200);
      const lines = bytes.toString('utf8').trim().split('\r\n');
      const rows = lines.slice(1).map((l) => l.split(','));
      for (const site of sites) {
        const days = account.body.data.sites.find((s) => s.siteObjectId === site.id)!.days.filter((d) => d.date >= FROM && d.date <= TO);
        expect(days).toHaveLength(3);
        const of = (measure: string, depth: string) => rows.filter((r) => r[0] === site.siteId && r[3] === measure && r[4] === depth);
        const time = (date: string) => (interval === 'daily' ? date : `${date} 00:00`);
        expect(of('Root-zone available water', 'Root zone').map((r) => [r[2], r[5], Number(r[6])])).toEqual(
          days.map((d) => [time(d.date), 'in', d.storedIn]),
        );
        expect(of('ETc', '').map((r) => Number(r[6]))).toEqual(days.map((d) => d.cropUseIn));
        expect(of('ETc', '').every((r) => Number(r[6]) > 0)).toBe(true);
        expect(of('ETo', '').map((r) => Number(r[6]))).toEqual(
          days.map((d) => Math.round(mmToInches(syntheticDailyWeather(34.2, -101.7, d.date).etoMm) * 100) / 100),
        );
        expect(of('Water account', 'Effective rain').map((r) => Number(r[6]))).toEqual(days.map((d) => d.effectiveRainIn));
        expect(of('Water account', 'Irrigation').map((r) => Number(r[6]))).toEqual(days.map((d) => d.irrigationIn));
        expect(of('Water account', 'ETc').map((r) => Number(r[6]))).toEqual(days.map((d) => d.cropUseIn));
        expect(of('Water account', 'Drainage').map((r) => Number(r[6]))).toEqual(days.map((d) => d.drainageIn));
        expect(of('Water account', 'Balance').map((r) => Number(r[6]))).toEqual(
          days.map((d) => Math.round((d.effectiveRainIn + d.irrigationIn - d.cropUseIn - d.drainageIn) * 100) / 100),
        );
        // Daily rows of daily values have no minimum or maximum.
        if (interval === 'daily') expect(of('ETc', '').every((r) => r[7] === '' && r[8] === '')).toBe(true);
      }
      expect(
        rows.filter((r) => r[0] === sites[0]!.siteId && r[3] === 'Water account' && r[4] === 'Irrigation').map((r) => Number(r[6])),
      ).toEqual([0, 1.25, 0]);
    }
    // Metric: millimetres.
    const { bytes } = await file(request('csv', { interval: 'daily', measures: ['rootZoneAw'], unit: 'meters' }), 'text/csv');
    const first = bytes.toString('utf8').split('\r\n')[1]!.split(',');
    expect(first[5]).toBe('mm');
    expect(Number(first[6])).toBe(Math.round((2.4 + 0.9) * 25.4 * 10) / 10);
  });
});
