import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID_TAKEN, manualReadingListSchema } from '@tilth/domain';
import { seedDemoManualReadings } from '../src/seed/seedDemoManualReadings';
import { createTestSite } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/** A grower's hand-probe and rain-gauge readings (issue 37): stored in canonical units, once per clientId. */
describe.each(ENGINES)('manual readings on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let second: Awaited<ReturnType<typeof createTestSite>>;
  let outside: Awaited<ReturnType<typeof createTestSite>>;
  const tokens = new Map<string, string>();
  const token = async (login: string) => {
    if (!tokens.has(login)) tokens.set(login, (await t.signin(login)).token);
    return tokens.get(login)!;
  };

  beforeAll(async () => {
    t = await startTestServer(engine);
    site = await createTestSite(t); // North Pivot Farm: farm.user's and business.user's area
    second = await createTestSite(t);
    outside = await createTestSite(t, { farmName: 'Big Bend Corn', localSensor: false });
  });
  afterAll(async () => t?.close());

  const post = async (login: string, siteKey: string, body: Record<string, unknown>) =>
    t.request('POST', `/sites/${siteKey}/manual-readings`, { token: await token(login), body });
  const list = async (siteKey: string, query = '', login = 'farm.user') =>
    t.request('GET', `/sites/${siteKey}/manual-readings${query}`, { token: await token(login) });
  const readingsOn = async (siteKey: string, query = '') => manualReadingListSchema.parse((await list(siteKey, query)).body.data).readings;

  it('stores a hand-probe and a rain-gauge reading and lists them newest first, in canonical units', async () => {
    const probe = await post('farm.user', site.id, {
      kind: 'moisture',
      takenAt: '2026-07-05T07:30:00-05:00',
      value: 27.5,
      depthCm: 30,
      note: ' By tower 3\r\nagrees with the probe ',
    });
    expect(probe.status).toBe(200);
    expect(probe.body.message).toBe('Reading saved');
    expect(probe.body.data).toMatchObject({
      siteId: site.id,
      kind: 'moisture',
      takenAt: '2026-07-05T12:30:00.000Z',
      value: 27.5,
      unit: '%',
      depthCm: 30,
      note: 'By tower 3\nagrees with the probe',
      clientId: null,
      createdBy: { objectId: expect.any(String), name: expect.any(String) },
    });
    // A rain gauge has no depth: one sent along is not stored.
    const rain = await post('farm.user', site.siteId, { kind: 'rain', takenAt: '2026-07-06T13:00:00Z', value: 12.5, depthCm: 10 });
    expect(rain.body.data).toMatchObject({ kind: 'rain', value: 12.5, unit: 'mm', depthCm: null, note: '' });

    const all = await readingsOn(site.id, '?from=2026-07-01T00:00:00Z&to=2026-07-31T00:00:00Z');
    expect(all.map((r) => [r.kind, r.value])).toEqual([
      ['rain', 12.5],
      ['moisture', 27.5],
    ]);
    const fifth = await readingsOn(site.id, '?from=2026-07-05T00:00:00Z&to=2026-07-05T23:59:59Z');
    expect(fifth.map((r) => r.id)).toEqual([probe.body.data.id]);
    expect((await readingsOn(site.id, `?from=${Date.parse('2026-07-06T00:00:00Z') / 1000}`)).map((r) => r.id)).toContain(rain.body.data.id);
    // Anyone who reads the site sees them.
    expect((await list(site.id, '?from=2026-07-01T00:00:00Z&to=2026-07-31T00:00:00Z', 'business.user')).body.data.readings).toHaveLength(2);
  });

  it('stores a reading sent twice, or twice at once, with one clientId once', async () => {
    const clientId = randomUUID();
    const body = { kind: 'rain', takenAt: '2026-08-01T12:00:00Z', value: 4, clientId };
    const first = await post('farm.user', site.id, body);
    const again = await post('farm.user', site.id, body);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.data).toEqual(first.body.data);
    expect(first.body.data.clientId).toBe(clientId);
    expect((await readingsOn(site.id, '?from=2026-08-01T00:00:00Z&to=2026-08-01T23:59:59Z')).map((r) => r.id)).toEqual([
      first.body.data.id,
    ]);

    const together = { kind: 'moisture', takenAt: '2026-08-02T12:00:00Z', value: 31, depthCm: 45, clientId: randomUUID() };
    const [a, b] = await Promise.all([post('farm.user', site.id, together), post('farm.user', site.id, together)]);
    expect([a.status, b.status, b.body.data.id]).toEqual([200, 200, a.body.data.id]);
    expect(await readingsOn(site.id, '?from=2026-08-02T00:00:00Z&to=2026-08-02T23:59:59Z')).toHaveLength(1);
  });

  it('refuses the same clientId on another site or from another person with 409, storing nothing', async () => {
    const clientId = randomUUID();
    const body = { kind: 'rain', takenAt: '2026-08-03T12:00:00Z', value: 2, clientId };
    await post('farm.user', site.id, body);
    const otherSite = await post('farm.user', second.id, body);
    expect([otherSite.status, otherSite.body.message, otherSite.body.fields]).toEqual([409, CLIENT_ID_TAKEN, ['clientId']]);
    expect((await post('business.user', site.id, body)).status).toBe(409);
    expect(await readingsOn(second.id)).toEqual([]);
    expect(await readingsOn(site.id, '?from=2026-08-03T00:00:00Z&to=2026-08-03T23:59:59Z')).toHaveLength(1);
  });

  it('refuses impossible readings, naming the field with a sentence', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'moisture', takenAt: '2026-07-01T00:00:00Z', value: 101, depthCm: 30 }, 'value', 'from 0 to 100 %'],
      [{ kind: 'moisture', takenAt: '2026-07-01T00:00:00Z', value: -1, depthCm: 30 }, 'value', 'from 0 to 100 %'],
      [{ kind: 'moisture', takenAt: '2026-07-01T00:00:00Z', value: 20 }, 'depthCm', 'depth the hand probe read at'],
      [{ kind: 'moisture', takenAt: '2026-07-01T00:00:00Z', value: 20, depthCm: 0 }, 'depthCm', 'more than 0 cm'],
      [{ kind: 'moisture', takenAt: '2026-07-01T00:00:00Z', value: 20, depthCm: 301 }, 'depthCm', 'more than 300 cm'],
      [{ kind: 'rain', takenAt: '2026-07-01T00:00:00Z', value: 1001 }, 'value', 'from 0 to 1000 mm'],
      [{ kind: 'rain', takenAt: '2026-07-01T00:00:00Z', value: '12' }, 'value', 'value must be a number'],
      [{ kind: 'snow', takenAt: '2026-07-01T00:00:00Z', value: 1 }, 'kind', "kind must be 'moisture'"],
      [{ kind: 'rain', takenAt: 'yesterday', value: 1 }, 'takenAt', 'takenAt must be an ISO 8601 date and time'],
      [{ kind: 'rain', takenAt: '1970-01-01T00:00:00Z', value: 1 }, 'takenAt', 'takenAt must be a date from 2000 to 2099'],
      [{ kind: 'rain', takenAt: '2026-07-01T00:00:00Z', value: 1, note: 'x'.repeat(501) }, 'note', 'at most 500 characters'],
      [{ kind: 'rain', takenAt: '2026-07-01T00:00:00Z', value: 1, note: 'Bell\u0007' }, 'note', 'note'],
      [{ kind: 'rain', takenAt: '2026-07-01T00:00:00Z', value: 1, clientId: 'abc' }, 'clientId', 'clientId must be a UUID'],
    ];
    for (const [body, field, sentence] of cases) {
      const refused = await post('farm.user', site.id, body);
      expect([refused.status, refused.body.fields], JSON.stringify(body)).toEqual([400, [field]]);
      expect(refused.body.message, JSON.stringify(body)).toContain(sentence);
    }
    for (const [query, field] of [
      ['?from=last-week', 'from'],
      ['?to=1970-01-01T00:00:00Z', 'to'],
      ['?from=2026-08-01T00:00:00Z&to=2026-07-01T00:00:00Z', 'from'],
    ]) {
      const refused = await list(site.id, query);
      expect([refused.status, refused.body.fields], query).toEqual([400, [field]]);
    }
    expect(await readingsOn(site.id, '?from=2026-07-01T00:00:00Z&to=2026-07-01T00:00:00Z')).toEqual([]);
  });

  it('deletes a reading, once', async () => {
    const reading = (await post('farm.user', site.id, { kind: 'rain', takenAt: '2026-08-10T12:00:00Z', value: 7 })).body.data;
    // The notes' rule: whoever may add readings on the site may delete them.
    const removed = await t.request('DELETE', `/sites/${site.id}/manual-readings/${reading.id}`, { token: await token('business.user') });
    expect([removed.status, removed.body.data]).toEqual([200, { deleted: true }]);
    expect(await readingsOn(site.id, '?from=2026-08-10T00:00:00Z&to=2026-08-10T23:59:59Z')).toEqual([]);
    const again = await t.request('DELETE', `/sites/${site.id}/manual-readings/${reading.id}`, { token: await token('farm.user') });
    expect([again.status, again.body.message]).toEqual([404, 'That reading was already deleted.']);
    // A reading named under another site is not that site's.
    const other = (await post('farm.user', second.id, { kind: 'rain', takenAt: '2026-08-10T12:00:00Z', value: 7 })).body.data;
    expect((await t.request('DELETE', `/sites/${site.id}/manual-readings/${other.id}`, { token: await token('farm.user') })).status).toBe(
      404,
    );
    expect(await readingsOn(second.id)).toHaveLength(1);
  });

  it('hides sites outside the caller’s area, and answers 404 once the site is gone or the access removed', async () => {
    const foreign = await post('admin', outside.id, { kind: 'rain', takenAt: '2026-08-11T12:00:00Z', value: 1 });
    expect(foreign.status).toBe(200);
    for (const login of ['farm.user', 'business.admin']) {
      const listed = await list(outside.id, '', login);
      expect([listed.status, listed.body.data]).toEqual([404, null]);
      expect((await post(login, outside.id, { kind: 'rain', takenAt: '2026-08-11T12:00:00Z', value: 1 })).status).toBe(404);
      const removed = await t.request('DELETE', `/sites/${outside.id}/manual-readings/${foreign.body.data.id}`, {
        token: await token(login),
      });
      expect(removed.status).toBe(404);
    }
    expect((await t.request('GET', `/sites/${site.id}/manual-readings`)).status).toBe(401);

    const db = t.server.database.db;
    const user = await db.selectFrom('users').select(['id', 'farm_id']).where('username', '=', 'farm.user').executeTakeFirstOrThrow();
    const elsewhere = await db.selectFrom('farms').select('id').where('name', '=', 'Big Bend Corn').executeTakeFirstOrThrow();
    const body = { kind: 'rain', takenAt: '2026-08-12T12:00:00Z', value: 3, clientId: randomUUID() };
    expect((await post('farm.user', site.id, body)).status).toBe(200);
    await db.updateTable('users').set({ farm_id: elsewhere.id }).where('id', '=', user.id).execute();
    try {
      const resend = await post('farm.user', site.id, body);
      expect([resend.status, resend.body.message]).toEqual([404, 'Site not found.']);
    } finally {
      await db.updateTable('users').set({ farm_id: user.farm_id }).where('id', '=', user.id).execute();
    }

    const doomed = await createTestSite(t);
    await post('farm.user', doomed.id, { kind: 'rain', takenAt: '2026-08-13T12:00:00Z', value: 3 });
    await db.updateTable('devices').set({ site_id: null }).where('site_id', '=', doomed.id).execute();
    await db.updateTable('base_stations').set({ site_id: null }).where('site_id', '=', doomed.id).execute();
    await db.deleteFrom('sites').where('id', '=', doomed.id).execute();
    expect(await db.selectFrom('manual_readings').select('id').where('site_id', '=', doomed.id).execute()).toEqual([]);
    expect((await post('farm.user', doomed.id, body)).status).toBe(404);
    expect((await list(doomed.id)).status).toBe(404);
  });

  it('gives the demo’s North Pivot 1 a hand-probe and a rain-gauge reading on first start', async () => {
    // Test servers seed the demo without its simulated sites: one stands in for North Pivot 1.
    const pivot = await createTestSite(t);
    await t.server.database.db.updateTable('sites').set({ name: 'North Pivot 1' }).where('id', '=', pivot.id).execute();
    const now = Date.parse('2026-07-20T10:15:00Z');
    expect(await seedDemoManualReadings(t.server.database.db, now)).toBe(2);
    const readings = await readingsOn(pivot.id);
    expect(readings.map((r) => [r.kind, r.takenAt, r.value, r.unit, r.depthCm])).toEqual([
      ['moisture', '2026-07-19T08:00:00.000Z', 27.5, '%', 30],
      ['rain', '2026-07-18T08:00:00.000Z', 12, 'mm', null],
    ]);
    expect(readings[0]!.createdBy.name).toEqual(expect.any(String));
  });
});
