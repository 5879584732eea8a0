import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestProbe, siteOn, wettingReadings } from './helpers/siteDetailFixtures';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const HOUR = 3600;
const DAY = 24 * HOUR;

describe.each(ENGINES)('map thumbnails (POST /stem/graph-datas) on %s', (engine) => {
  let t: TestServer;
  const sites: Record<string, { id: string; siteId: string; twig: string }> = {};
  const now = Math.floor(Date.now() / 1000 / HOUR) * HOUR;
  beforeAll(async () => {
    t = await startTestServer(engine, { smtpUrl: null });
    const db = t.server.database.db;
    const farms = await db.selectFrom('farms').select(['id', 'name']).execute();
    const add = async (key: string, farm: string, options: Parameters<typeof siteOn>[2], readings = true) => {
      const site = await siteOn(db, farms.find((f) => f.name === farm)!.id, options);
      if (readings) await ingestProbe(t, site, wettingReadings(now - 72 * HOUR, 72, 40));
      sites[key] = { id: site.id, siteId: site.siteId, twig: site.probe.deviceId };
    };
    await add('gold', 'North Pivot Farm', { name: 'Thumb Gold' });
    await add('none', 'North Pivot Farm', { name: 'Thumb None', plan: 'None' });
    await add('foreign', 'Big Bend Corn', { name: 'Thumb Foreign' }, false);
  });
  afterAll(async () => t?.close());

  it('answers available water and moisture per depth as 3-hour means, 60 days back to 25 ahead by default', async () => {
    const { token } = await t.signin('farm.user');
    const answer = await t.request('POST', '/stem/graph-datas', {
      token,
      body: { sites: [{ siteId: sites.gold!.id, twigId: sites.gold!.twig }, { siteId: sites.none!.siteId }] },
    });
    expect(answer.status).toBe(200);
    const { from, to, bucketSeconds, sites: series } = answer.body.data;
    expect(bucketSeconds).toBe(3 * HOUR);
    expect(Math.abs(to - from - 85 * DAY)).toBeLessThan(60);
    expect(Math.abs(from - (Date.now() / 1000 - 60 * DAY))).toBeLessThan(120);
    const [gold, none] = series;
    expect(gold).toMatchObject({
      siteId: sites.gold!.siteId,
      objectId: sites.gold!.id,
      twigId: sites.gold!.twig,
      name: 'Thumb Gold',
      allowed: true,
      depths: [4, 8, 16, 24, 32, 40],
    });
    // 72 hourly readings fall in 24 or 25 three-hour buckets.
    expect(gold.ts.length).toBeGreaterThanOrEqual(24);
    expect(gold.ts.length).toBeLessThanOrEqual(25);
    expect(gold.aw).toHaveLength(gold.ts.length);
    expect(gold.moisture).toHaveLength(6);
    for (const depth of gold.moisture) expect(depth).toHaveLength(gold.ts.length);
    expect(gold.ts).toEqual([...gold.ts].sort((a: number, b: number) => a - b));
    // The wetting at hour 40 raises available water.
    const before = gold.aw[Math.floor(39 / 3) - 1];
    expect(Math.max(...gold.aw.slice(14, 18))).toBeGreaterThan(before);
    expect(gold.thresholds).toEqual({ rp: expect.any(Number), wl1: expect.any(Number), wl2: expect.any(Number) });
    expect(none).toMatchObject({ name: 'Thumb None', allowed: false, ts: [], aw: [] });
  });

  it('gives the admin every plan, and honours an explicit range', async () => {
    const { token } = await t.signin('admin');
    const fromDate = new Date((now - 24 * HOUR) * 1000).toISOString();
    const answer = await t.request('POST', '/stem/graph-datas', {
      token,
      body: { sites: [{ siteId: sites.none!.id }], fromDate, toDate: String(now) },
    });
    expect(answer.status).toBe(200);
    const [none] = answer.body.data.sites;
    expect(none.allowed).toBe(true);
    expect(none.ts.length).toBeGreaterThanOrEqual(8);
    expect(none.ts.length).toBeLessThanOrEqual(9);
  });

  it('refuses the whole call for a site outside the caller’s subtree, a wrong device or a bad body', async () => {
    const { token } = await t.signin('farm.user');
    const foreign = await t.request('POST', '/stem/graph-datas', {
      token,
      body: { sites: [{ siteId: sites.gold!.id }, { siteId: sites.foreign!.id }] },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toBeNull();
    expect(
      (await t.request('POST', '/stem/graph-datas', { token, body: { sites: [{ siteId: sites.gold!.id, twigId: sites.none!.twig }] } }))
        .status,
    ).toBe(404);
    const empty = await t.request('POST', '/stem/graph-datas', { token, body: { sites: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual(['sites']);
    const backwards = await t.request('POST', '/stem/graph-datas', {
      token,
      body: { sites: [{ siteId: sites.gold!.id }], fromDate: '2026-06-02', toDate: '2026-06-01' },
    });
    expect(backwards.status).toBe(400);
  });
});
