import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARDWARE_TYPES, wallTime } from '@tilth/domain';
import { provisionSite, type ProvisionedSite } from '../src/modules/sites/siteProvisioner';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const GOOD_KEY = 'irrimax-good-key-7f3a9c1234';
const BAD_KEY = 'irrimax-wrong-key-00005678';
const LOGGER = 'North Field 1';
const ZONE = 'America/Chicago';
const SENTEK = HARDWARE_TYPES.find((h) => h.sensorType === 'sentek-api')!;
const HALF_HOUR = 1800;

/** yyyyMMddHHmmss and yyyy/MM/dd HH:mm:ss of an instant on the logger's (the farm's) clock. */
const two = (n: number) => String(n).padStart(2, '0');
const stamp = (ts: number) => {
  const w = wallTime(ts, ZONE);
  return `${w.year}${two(w.month)}${two(w.day)}${two(w.hour)}${two(w.minute)}${two(w.second)}`;
};
const csvTime = (ts: number) => stamp(ts).replace(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/, '$1/$2/$3 $4:$5:$6');

/**
 * A local fake of the one IrriMAX Live call the poller makes: GET /api/?cmd=getreadings with key,
 * name, from and to; CSV of a 9-sensor probe for the right key and logger, the vendor's XML
 * refusal otherwise.
 */
class FakeIrrimax {
  readonly calls: URLSearchParams[] = [];
  /** Logged times (epoch seconds) the logger holds. */
  readonly times: number[] = [];
  private server = http.createServer((req, res) => this.answer(req, res));
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = url.searchParams;
    this.calls.push(query);
    if (url.pathname !== '/api/' || query.get('cmd') !== 'getreadings') {
      res.writeHead(404).end('<error>Unknown command</error>');
      return;
    }
    if (query.get('key') !== GOOD_KEY) {
      res.writeHead(200, { 'content-type': 'text/xml' }).end('<?xml version="1.0" encoding="utf-8"?>\n<error>Invalid API key</error>');
      return;
    }
    if (query.get('name') !== LOGGER) {
      res.writeHead(200, { 'content-type': 'text/xml' }).end('<?xml version="1.0" encoding="utf-8"?>\n<error>Logger not found</error>');
      return;
    }
    const from = query.get('from') ?? '0';
    const to = query.get('to') ?? '99999999999999';
    const sensors = Array.from({ length: 9 }, (_, i) => i + 1);
    const header = [
      'Date Time',
      'V1',
      'V2',
      ...sensors.flatMap((n) => [`A${n}(${n * 10 - 5})`, `S${n}(${n * 10 - 5})`, `T${n}(${n * 10 - 5})`]),
    ];
    const rows = this.times
      .filter((ts) => stamp(ts) >= from && stamp(ts) <= to)
      .map((ts, k) =>
        [csvTime(ts), '13.7', '-1.000', ...sensors.flatMap((n) => [20 + n + k / 10, 400 + n, 15 - n / 10].map(String))].join(','),
      );
    res.writeHead(200, { 'content-type': 'text/csv' }).end([header.join(','), ...rows].join('\r\n'));
  }
}

describe.each(ENGINES)('third-party sensor API (Sentek IrriMAX Live) on %s', (engine) => {
  const fake = new FakeIrrimax();
  let t: TestServer;
  let site: ProvisionedSite;
  let foreignSite: ProvisionedSite;
  const now = Math.floor(Date.now() / 1000 / HALF_HOUR) * HALF_HOUR;

  const db = () => t.server.database.db;
  const farmId = async (name: string) =>
    (await db().selectFrom('farms').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const newSite = async (farm: string, name: string) =>
    provisionSite(db(), {
      farmId: await farmId(farm),
      name,
      status: 'ACTIVE',
      latitude: 34.2,
      longitude: -101.7,
      plan: 'Gold',
      hardware: SENTEK,
      crop: 'Corn',
      plantingDate: '2026-05-01',
      soilType: 'Loam',
      irrigationType: 'Center Pivot',
      installByDate: null,
      rootDepthIn: 36,
      localSensor: false,
    });
  const as = async (login: string) => (await t.signin(login)).token;
  const card = async (login: string, id = site.id) => t.request('GET', `/site/${id}/sensor-api`, { token: await as(login) });
  const save = async (login: string, body: unknown, id = site.id) =>
    t.request('PUT', `/site/update/sentek-details/${id}`, { token: await as(login), body });
  const poll = () => t.server.services.sensorApi.sentekPoller.pollAll(new Date(now * 1000));
  const storedTimes = async () => {
    const columns = await t.server.services.repos.readings.readRange(site.probe.num, 9, now - 30 * 86_400, now + 86_400);
    return [...columns.ts];
  };

  beforeAll(async () => {
    await fake.start();
    t = await startTestServer(engine, { sentekApiUrl: fake.url });
    site = await newSite('North Pivot Farm', 'Sentek Pivot');
    foreignSite = await newSite('Big Bend Corn', 'Sentek Elsewhere');
    for (let k = 8; k >= 1; k--) fake.times.push(now - k * HALF_HOUR);
  });
  afterAll(async () => {
    await t?.close();
    await fake.close();
  });

  it('saves the credentials sealed and never answers the key in clear', async () => {
    const before = await card('farm.admin');
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ provider: 'sentek-api', editable: true, sentekData: null, lastError: null });

    const saved = await save('farm.admin', { apiKey: GOOD_KEY, loggerName: LOGGER, loggerId: '' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Data updated successfully');
    expect(saved.body.data.sentekData).toEqual({ apiKey: '••••1234', apiKeySet: true, loggerName: LOGGER, loggerId: '' });
    expect(JSON.stringify(saved.body)).not.toContain(GOOD_KEY);
    expect(JSON.stringify((await card('farm.user')).body)).not.toContain(GOOD_KEY);
    const row = await db().selectFrom('site_api_credentials').selectAll().where('site_id', '=', site.id).executeTakeFirstOrThrow();
    expect(row.provider).toBe('sentek-api');
    expect(row.data).not.toContain(GOOD_KEY);
    // The change is in the site's changelog, the key only as 'set'.
    const log = await db().selectFrom('site_changelog').selectAll().where('site_id', '=', site.id).execute();
    expect(log.map((r) => [r.field, r.new_value]).sort()).toEqual([
      ['sentekApiKey', 'set'],
      ['sentekLoggerName', LOGGER],
    ]);
    expect(JSON.stringify(log)).not.toContain(GOOD_KEY);
  });

  it('imports the logger’s readings through the ingestion path once, however often it polls', async () => {
    const first = await poll();
    expect(first).toEqual([{ siteId: site.id, imported: 8, error: null }]);
    const call = fake.calls.at(-1)!;
    expect(Object.fromEntries(call)).toMatchObject({ cmd: 'getreadings', key: GOOD_KEY, name: LOGGER, to: stamp(now) });
    expect(call.get('from')).toBe(stamp(now - 7 * 86_400));
    expect(await storedTimes()).toEqual(fake.times);

    const columns = await t.server.services.repos.readings.readRange(site.probe.num, 9, now - 86_400, now);
    expect(columns.channels.moisture[0]![0]).toBeCloseTo(21, 3);
    expect(columns.channels.moisture[8]![7]).toBeCloseTo(29.7, 3);
    expect(columns.channels.temperature[0]![0]).toBeCloseTo(14.9, 2);
    expect(columns.channels.conductivity[0]![0]).toBeCloseTo(0.401, 4);

    const newest = fake.times.at(-1)!;
    const shown = (await card('farm.user')).body.data;
    expect(shown.lastImportedAt).toBe(new Date(newest * 1000).toISOString());
    expect(shown.lastPolledAt).toBe(new Date(now * 1000).toISOString());
    expect(shown.lastError).toBeNull();

    // The same window again: asked only after the newest reading, nothing stored twice.
    expect(await poll()).toEqual([{ siteId: site.id, imported: 0, error: null }]);
    expect(fake.calls.at(-1)!.get('from')).toBe(stamp(newest + 1));
    expect(await storedTimes()).toHaveLength(8);

    fake.times.push(now);
    expect(await poll()).toEqual([{ siteId: site.id, imported: 1, error: null }]);
    expect(await storedTimes()).toEqual(fake.times);
  });

  it('shows the vendor’s refusal of bad credentials on the card, and clears it once they are right', async () => {
    expect((await save('farm.admin', { apiKey: BAD_KEY, loggerName: LOGGER, loggerId: '' })).status).toBe(200);
    const [outcome] = await poll();
    expect(outcome).toEqual({ siteId: site.id, imported: 0, error: 'IrriMAX Live refused the request: Invalid API key' });
    const shown = (await card('farm.admin')).body.data;
    expect(shown.lastError).toBe('IrriMAX Live refused the request: Invalid API key');
    expect(shown.sentekData.apiKey).toBe('••••5678');
    // A new key for the same logger keeps the import position.
    expect(shown.lastImportedAt).toBe(new Date(now * 1000).toISOString());

    // An empty key keeps the stored one: renaming the logger needs no key typed again.
    expect((await save('farm.admin', { apiKey: '', loggerName: 'Unknown logger', loggerId: '' })).status).toBe(200);
    expect((await poll())[0]!.error).toBe('IrriMAX Live refused the request: Invalid API key');

    const fixed = await save('farm.admin', { apiKey: GOOD_KEY, loggerName: LOGGER, loggerId: 'L-1' });
    expect(fixed.body.data.lastError).toBeNull();
    // Another logger restarts the import from the backfill window; the readings are already stored.
    expect(fixed.body.data.lastImportedAt).toBeNull();
    expect(await poll()).toEqual([{ siteId: site.id, imported: 0, error: null }]);
    expect((await card('farm.admin')).body.data.lastImportedAt).toBe(new Date(now * 1000).toISOString());
  });

  it('refuses bad details with a message naming the field, never a 500', async () => {
    const empty = await save('farm.admin', { apiKey: 'x', loggerName: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual(['loggerName']);
    expect(empty.body.message).toContain('Logger name is required.');

    const badId = await save('farm.admin', { loggerName: LOGGER, loggerId: 'has spaces' });
    expect(badId.status).toBe(400);
    expect(badId.body.fields).toEqual(['loggerId']);

    const adminNoKey = await save('admin', { loggerName: LOGGER }, foreignSite.id);
    expect(adminNoKey.status).toBe(400);
    expect(adminNoKey.body.fields).toEqual(['apiKey']);
    expect(adminNoKey.body.message).toBe('apiKey: API key is required.');

    expect(
      (
        await t.request('PUT', `/site/update/sentek-details/${site.id}`, {
          token: await as('farm.admin'),
          raw: '{',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
  });

  it('keeps the card read-only for the member roles (403 on save) and for zenseio/agsense sites', async () => {
    for (const login of ['farm.user', 'business.user', 'dealer.user', 'distributor.user']) {
      const shown = await card(login);
      expect(shown.status, login).toBe(200);
      expect(shown.body.data.editable, login).toBe(false);
      expect((await save(login, { apiKey: GOOD_KEY, loggerName: LOGGER })).status, login).toBe(403);
    }
    expect((await card('dealer.admin')).body.data.editable).toBe(true);

    const agsense = await newSite('North Pivot Farm', 'AgSense Pivot');
    await db().updateTable('sites').set({ hardware_type: 'agsense-api' }).where('id', '=', agsense.id).execute();
    const shown = await card('farm.admin', agsense.id);
    expect(shown.body.data).toMatchObject({ provider: 'agsense-api', editable: false });
    const refused = await save('farm.admin', { apiKey: GOOD_KEY, loggerName: LOGGER }, agsense.id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("can't be edited");
  });

  it('refuses another tenant’s site as not found', async () => {
    for (const login of ['business.admin', 'dealer.admin', 'farm.admin']) {
      expect((await card(login, foreignSite.id)).status, login).toBe(404);
      expect((await save(login, { apiKey: GOOD_KEY, loggerName: LOGGER }, foreignSite.id)).status, login).toBe(404);
    }
    expect((await card('business.admin', foreignSite.siteId)).status).toBe(404);
  });
});
