import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestProbe, siteOn, wettingReadings } from './helpers/siteDetailFixtures';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const HOUR = 3600;

describe.each(ENGINES)('site detail shell header (GET /site/{id}/header) on %s', (engine) => {
  let t: TestServer;
  let farmId: string;
  let otherFarmId: string;
  const ids: Record<string, { id: string; siteId: string; twig: string }> = {};
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-web-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Tilth app</title>');
    t = await startTestServer(engine, { smtpUrl: null, webDist });
    const db = t.server.database.db;
    const farms = await db.selectFrom('farms').select(['id', 'name']).execute();
    farmId = farms.find((f) => f.name === 'North Pivot Farm')!.id;
    otherFarmId = farms.find((f) => f.name === 'Big Bend Corn')!.id;
    const now = Math.floor(Date.now() / 1000 / HOUR) * HOUR;
    const add = async (key: string, farm: string, options: Parameters<typeof siteOn>[2], readingsStart?: number) => {
      const site = await siteOn(db, farm, options);
      if (readingsStart !== undefined) await ingestProbe(t, site, wettingReadings(readingsStart, 24, 10_000));
      ids[key] = { id: site.id, siteId: site.siteId, twig: site.probe.deviceId };
    };
    await add('fresh', farmId, { name: 'Header Fresh' }, now - 23 * HOUR);
    await add('stale', farmId, { name: 'Header Stale', plan: 'Silver' }, now - 80 * HOUR);
    await add('none', farmId, { name: 'Header None', plan: 'None' }, now - 23 * HOUR);
    await add('pressure', farmId, { name: 'Header Pressure', pressure: true });
    await add('foreign', otherFarmId, { name: 'Header Foreign' });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers name, farm, hardware, crop, planting date, last update, signal bars and battery', async () => {
    const { token } = await t.signin('farm.user');
    const answer = await t.request('GET', `/site/${ids.fresh!.id}/header`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      objectId: ids.fresh!.id,
      siteId: ids.fresh!.siteId,
      name: 'Header Fresh',
      farm: { objectId: farmId, name: 'North Pivot Farm' },
      plan: 'Gold',
      hardwareType: '40" AquaCheck(6 sensors)',
      pressureTransducer: false,
      twigId: ids.fresh!.twig,
      crop: 'Corn',
      plantingDate: '2026-05-01',
      lastUpdated: expect.any(String),
      // −85 dBm: above −100 up to −80 gives 3 bars.
      signal: { rssi: -85, bars: 3, label: 'Good', at: expect.any(String) },
      // 2.9 V stored: 290 − 200 = 90 %.
      battery: { volts: 2.9, percent: 90, visible: true, at: expect.any(String) },
      canOpenGraph: true,
    });
    // The numeric site id works as well as the object id.
    expect((await t.request('GET', `/site/${ids.fresh!.siteId}/header`, { token })).body.data.objectId).toBe(ids.fresh!.id);
  });

  it('shows no signal value when the newest reading is older than a day, and nothing at all before the first', async () => {
    const { token } = await t.signin('farm.user');
    const stale = (await t.request('GET', `/site/${ids.stale!.id}/header`, { token })).body.data;
    expect(stale.signal).toBeNull();
    expect(stale.battery).toMatchObject({ percent: 90, visible: true });
    const pressure = (await t.request('GET', `/site/${ids.pressure!.id}/header`, { token })).body.data;
    expect(pressure).toMatchObject({
      pressureTransducer: true,
      hardwareType: 'Pressure Transducer',
      lastUpdated: null,
      signal: null,
      battery: null,
    });
  });

  it('tells the shell when the role may not see the site’s plan', async () => {
    const user = await t.signin('farm.user');
    expect((await t.request('GET', `/site/${ids.none!.id}/header`, { token: user.token })).body.data.canOpenGraph).toBe(false);
    const admin = await t.signin('admin');
    expect((await t.request('GET', `/site/${ids.none!.id}/header`, { token: admin.token })).body.data.canOpenGraph).toBe(true);
    // What the graph screen offers comes from the policy too (role × plan).
    expect((await t.request('GET', `/site/${ids.none!.id}/header`, { token: user.token })).body.data.allowedActions).toEqual([]);
    expect((await t.request('GET', `/site/${ids.stale!.id}/header`, { token: user.token })).body.data.allowedActions).toEqual([
      'graph:read',
      'irrigation:recommend',
      'irrigation:log',
    ]);
  });

  it('refuses sites outside the caller’s subtree like sites that do not exist', async () => {
    for (const login of ['farm.user', 'dealer.admin']) {
      const { token } = await t.signin(login);
      const answer = await t.request('GET', `/site/${ids.foreign!.id}/header`, { token });
      expect(answer.status, login).toBe(404);
      expect(answer.body.data).toBeNull();
    }
    const admin = await t.signin('admin');
    expect((await t.request('GET', '/site/NoSuchSite/header', { token: admin.token })).status).toBe(404);
    expect((await t.request('GET', `/site/${ids.fresh!.id}/header`)).status).toBe(401);
  });

  it('answers the app, not the API, to a browser opening a deep link that shares an API path', async () => {
    for (const deep of [`/farm/${farmId}/sites`, `/farm/${farmId}`, `/site/${ids.fresh!.id}/header`]) {
      const page = await fetch(`${t.url}${deep}`, { headers: { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' } });
      expect(page.status, deep).toBe(200);
      expect(await page.text()).toContain('Tilth app');
    }
    // The API itself still answers JSON to the app's own requests.
    const api = await fetch(`${t.url}/farm/${farmId}/sites`, { headers: { accept: 'application/json' } });
    expect(api.status).toBe(401);
  });
});
