import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THRESHOLD_PAGE_MESSAGES } from '@tilth/domain';
import { siteOn } from './helpers/siteDetailFixtures';
import { createTestSite, readingsFrom } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const DAY = 86_400;

/**
 * The documented PUT /stem/re-migrate-data/{siteId}/{twigId}/{status} (spec 001 §7, issue 27): it
 * was missing. It is Recompute all values: the threshold page's job, with that page's access rule.
 */
describe.each(ENGINES)('documented re-migrate-data call on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let admin: string;
  const path = () => `/stem/re-migrate-data/${site.siteId}/${site.probe.deviceId}/ACTIVE`;

  beforeAll(async () => {
    t = await startTestServer(engine);
    site = await createTestSite(t);
    const start = Math.floor(Date.now() / 1000 / 900) * 900 - 3 * DAY;
    const ingest = await t.request('POST', '/ingest/v1/readings', {
      body: { devices: [{ deviceId: site.probe.deviceId, readings: readingsFrom(start, 3 * 96, 6) }] },
      headers: { authorization: `Bearer ${site.key}` },
    });
    expect(ingest.status, ingest.body?.message).toBe(200);
    admin = (await t.signin('dealer.admin')).token;
  });
  afterAll(async () => t?.close());

  it('is in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${t.url}/api/docs/json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/stem/re-migrate-data/{siteId}/{twigId}/{status}']).toHaveProperty('put');
  });

  it('queues the site’s Recompute all values: the same job as the threshold page’s, one at a time', async () => {
    const queued = await t.request('PUT', path(), { token: admin });
    expect(queued.status, queued.body?.message).toBe(200);
    expect(queued.body.data).toMatchObject({ state: 'queued', mode: 'all' });
    // The threshold page sees that job, and neither call starts another while it waits.
    const status = await t.request('GET', `/site/${site.id}/recompute`, { token: admin });
    expect(status.body.data).toEqual(queued.body.data);
    const again = await t.request('PUT', path(), { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(THRESHOLD_PAGE_MESSAGES.alreadyRunning);
    expect((await t.request('POST', `/site/${site.id}/recompute`, { token: admin, body: { mode: 'all' } })).status).toBe(409);

    expect(await t.server.services.dailyValues.recompute.runQueued()).toBe(1);
    const done = await t.request('GET', `/site/${site.id}/recompute`, { token: admin });
    expect(done.body.data).toMatchObject({ state: 'done', mode: 'all', message: null });
    expect(done.body.data.days).toBeGreaterThanOrEqual(3);
    // Finished, it may be asked again, by the site's object id too.
    const byObjectId = await t.request('PUT', `/stem/re-migrate-data/${site.id}/${site.probe.deviceId}/ACTIVE`, { token: admin });
    expect(byObjectId.body.data).toMatchObject({ state: 'queued', mode: 'all' });
    await t.server.services.dailyValues.recompute.runQueued();
  });

  it('keeps the threshold page’s rule: admins of the site’s area; users 403; other areas 404; bad params 400', async () => {
    for (const login of ['farm.user', 'business.user', 'dealer.user']) {
      const answer = await t.request('PUT', path(), { token: (await t.signin(login)).token });
      expect(answer.status, login).toBe(403);
      expect(answer.body.data, login).toBeNull();
    }
    const db = t.server.database.db;
    const foreignFarm = (await db.selectFrom('farms').select('id').where('name', '=', 'Big Bend Corn').executeTakeFirstOrThrow()).id;
    const foreign = await siteOn(db, foreignFarm, { name: 'Foreign Pivot' });
    const outside = await t.request('PUT', `/stem/re-migrate-data/${foreign.id}/${foreign.probe.deviceId}/ACTIVE`, { token: admin });
    expect(outside.status).toBe(404);
    expect(outside.body.data).toBeNull();
    const long = await t.request('PUT', `/stem/re-migrate-data/${site.id}/${site.probe.deviceId}/${'x'.repeat(21)}`, { token: admin });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual(['status']);
  });
});
