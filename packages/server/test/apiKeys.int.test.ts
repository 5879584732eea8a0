import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_EXPIRED, API_KEY_INVALID, API_KEY_REVOKED } from '../src/modules/apiKeys/apiKeyService';
import { hashToken } from '../src/modules/auth/sessionRepository';
import { KEY_READ_ONLY_MESSAGE, KEY_REFUSED_MESSAGE } from '@tilth/domain';
import { createTestSite, readingsFrom } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

type Node = { name: string; children?: Node[] };
const names = (node: Node): string[] => [node.name, ...(node.children ?? []).flatMap(names)];

describe.each(ENGINES)('API keys on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let other: Awaited<ReturnType<typeof createTestSite>>;
  let dealer: { token: string; userId: string };
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
  const createKey = async (body: Record<string, unknown>, token = dealer.token) => {
    const answer = await t.request('POST', '/user/api-keys', { token, body });
    expect(answer.status, answer.body?.message).toBe(200);
    return answer.body.data as {
      key: { objectId: string; prefix: string; scope: string; farms: { name: string }[] };
      secret: string;
      userId: string;
    };
  };
  const farmId = async (name: string) =>
    (await t.server.database.db.selectFrom('farms').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await startTestServer(engine);
    site = await createTestSite(t, { localSensor: false });
    other = await createTestSite(t, { localSensor: false, farmName: 'Russet Bend' });
    const start = Math.floor(Date.now() / 1000 / 900) * 900 - 40 * 900;
    for (const s of [site, other]) {
      await t.request('POST', '/ingest/v1/readings', {
        body: { devices: [{ deviceId: s.probe.deviceId, readings: readingsFrom(start, 40) }] },
        headers: bearer(s.key),
      });
    }
    dealer = await t.signin('dealer.admin');
  });
  afterAll(async () => t?.close());

  it('creates a key shown once, lists it without the secret, and stores only its hash', async () => {
    const { key, secret, userId } = await createKey({ name: 'Irrigation controller', scope: 'read' });
    expect(secret).toMatch(/^tk_[A-Za-z0-9_-]{43}$/);
    expect(userId).toBe(dealer.userId);
    expect(key).toMatchObject({ name: 'Irrigation controller', scope: 'read', farms: [], prefix: secret.slice(0, 7), lastUsedAt: null });
    const list = await t.request('GET', '/user/api-keys', { token: dealer.token });
    expect(list.status).toBe(200);
    expect(list.body.data.keys.map((k: { objectId: string }) => k.objectId)).toContain(key.objectId);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(list.body.data.farms.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['North Pivot Farm', 'Russet Bend']));
    const rows = await t.server.database.db.selectFrom('api_keys').selectAll().where('id', '=', key.objectId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(secret));
    expect(Object.values(rows[0]!).some((value) => typeof value === 'string' && value.includes(secret.slice(3)))).toBe(false);
    // The expiry defaults to 90 days.
    const days = (Date.parse(rows[0]!.expires_at!) - Date.parse(rows[0]!.created_at)) / 86_400_000;
    expect(days).toBe(90);
  });

  it('answers the org view and the graph data with a key exactly as with the session, and records last use', async () => {
    const { key, secret } = await createKey({ name: 'Dashboard', scope: 'read' });
    const orgView = `/org/view/${dealer.userId}`;
    const bySession = await t.request('GET', orgView, { token: dealer.token });
    const byKey = await t.request('GET', orgView, { headers: bearer(secret) });
    expect(byKey.status).toBe(200);
    expect(byKey.body.data).toEqual(bySession.body.data);
    expect(names(byKey.body.data)).toEqual(expect.arrayContaining(['North Pivot Farm', 'Russet Bend']));
    const graph = `/stem/graph-data/${site.siteId}/${site.probe.deviceId}`;
    const graphBySession = await t.request('GET', graph, { token: dealer.token });
    const graphByKey = await t.request('GET', graph, { headers: bearer(secret) });
    expect(graphByKey.status).toBe(200);
    expect(graphByKey.body.data.graph.moisture.absolute.length).toBeGreaterThan(30);
    expect(graphByKey.body.data).toEqual(graphBySession.body.data);
    const listed = (await t.request('GET', '/user/api-keys', { token: dealer.token })).body.data.keys.find(
      (k: { objectId: string }) => k.objectId === key.objectId,
    );
    expect(listed.lastUsedAt).not.toBeNull();
    expect(listed.lastUsedAddress).toBe('127.0.0.1');
  });

  it('refuses a write to a read-only key with 403, lets it export, and lets a read-write key write', async () => {
    const { secret } = await createKey({ name: 'Reader', scope: 'read' });
    const note = await t.request('POST', `/notes/add/${site.siteId}`, {
      headers: bearer(secret),
      body: { note: 'From a key', timestamp: new Date().toISOString() },
    });
    expect(note.status).toBe(403);
    expect(note.body.message).toBe(KEY_READ_ONLY_MESSAGE);
    const today = new Date().toISOString().slice(0, 10);
    const exportBody = { siteIds: [site.siteId], from: today, to: today, measures: ['moisture'], interval: 'daily', format: 'csv' };
    const manifest = await t.request('POST', '/export', { headers: bearer(secret), body: exportBody });
    expect(manifest.status, manifest.body.message).toBe(200);
    expect(manifest.body.data.included.map((s: { siteId: string }) => s.siteId)).toEqual([site.siteId]);
    const writer = await createKey({ name: 'Writer', scope: 'readWrite' });
    const written = await t.request('POST', `/notes/add/${site.siteId}`, {
      headers: bearer(writer.secret),
      body: { note: 'From a key', timestamp: new Date().toISOString() },
    });
    expect(written.status, written.body.message).toBe(200);
  });

  it('confines a farm-limited key to its farm in lists and refuses other farms', async () => {
    const northPivot = await farmId('North Pivot Farm');
    const { key, secret } = await createKey({ name: 'North Pivot only', scope: 'read', farmIds: [northPivot] });
    expect(key.farms.map((f) => f.name)).toEqual(['North Pivot Farm']);
    const farms = await t.request('GET', `/farm/user/${dealer.userId}?limit=50`, { headers: bearer(secret) });
    expect(farms.status).toBe(200);
    expect(farms.body.data.farms.map((f: { name: string }) => f.name)).toEqual(['North Pivot Farm']);
    expect(farms.body.data.total).toBe(1);
    const tree = await t.request('GET', `/org/view/${dealer.userId}`, { headers: bearer(secret) });
    expect(tree.status).toBe(200);
    const seen = names(tree.body.data);
    expect(seen).toContain('North Pivot Farm');
    expect(seen).not.toContain('Russet Bend');
    expect(seen).not.toContain('Snake River Potato Co.');
    const mine = await t.request('GET', `/stem/graph-data/${site.siteId}/${site.probe.deviceId}`, { headers: bearer(secret) });
    expect(mine.status).toBe(200);
    const theirs = await t.request('GET', `/stem/graph-data/${other.siteId}/${other.probe.deviceId}`, { headers: bearer(secret) });
    expect([403, 404]).toContain(theirs.status);
    const otherFarm = await t.request('GET', `/farm/${await farmId('Russet Bend')}`, { headers: bearer(secret) });
    expect([403, 404]).toContain(otherFarm.status);
  });

  it('refuses farms the creator cannot see, naming farmIds', async () => {
    const farmUser = await t.signin('farm.user');
    const answer = await t.request('POST', '/user/api-keys', {
      token: farmUser.token,
      body: { name: 'Too wide', scope: 'read', farmIds: [await farmId('Russet Bend')] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual(['farmIds']);
    const badScope = await t.request('POST', '/user/api-keys', { token: farmUser.token, body: { name: 'x', scope: 'all' } });
    expect(badScope.status).toBe(400);
    expect(badScope.body.fields).toEqual(['scope']);
  });

  it('never lets a key reach key management, password, two-step, session or shop calls', async () => {
    const { secret } = await createKey({ name: 'Everything', scope: 'readWrite' });
    const refused = [
      ['GET', '/user/api-keys', undefined],
      ['POST', '/user/api-keys', { name: 'Child', scope: 'read' }],
      ['DELETE', '/user/api-keys/abcdefghij', undefined],
      ['PATCH', `/user/${dealer.userId}`, { password: 'newpassword1', currentPassword: 'tilthdemo1' }],
      ['POST', '/user/security/two-factor/setup', undefined],
      ['GET', '/user/sessions', undefined],
      ['POST', '/user/logout', undefined],
      ['GET', '/plans', undefined],
      ['GET', `/customers/${dealer.userId}`, undefined],
    ] as const;
    for (const [method, path, body] of refused) {
      const answer = await t.request(method, path, { headers: bearer(secret), ...(body && { body }) });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.message, `${method} ${path}`).toBe(KEY_REFUSED_MESSAGE);
    }
    // The session still works: the key changed nothing.
    expect((await t.request('GET', '/user/api-keys', { token: dealer.token })).status).toBe(200);
  });

  it('stops a revoked key at once, and expired and unknown keys, with 401', async () => {
    const { key, secret } = await createKey({ name: 'Short-lived', scope: 'read', expiresInDays: 30 });
    const orgView = `/org/view/${dealer.userId}`;
    expect((await t.request('GET', orgView, { headers: bearer(secret) })).status).toBe(200);
    const revoked = await t.request('DELETE', `/user/api-keys/${key.objectId}`, { token: dealer.token });
    expect(revoked.status).toBe(200);
    const after = await t.request('GET', orgView, { headers: bearer(secret) });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(API_KEY_REVOKED);
    const list = await t.request('GET', '/user/api-keys', { token: dealer.token });
    expect(list.body.data.keys.map((k: { objectId: string }) => k.objectId)).not.toContain(key.objectId);
    expect((await t.request('DELETE', `/user/api-keys/${key.objectId}`, { token: dealer.token })).status).toBe(404);

    const expiring = await createKey({ name: 'Expiring', scope: 'read', expiresInDays: 30 });
    await t.server.database.db
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expiring.key.objectId)
      .execute();
    const expired = await t.request('GET', orgView, { headers: bearer(expiring.secret) });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(API_KEY_EXPIRED);
    const unknown = await t.request('GET', orgView, { headers: bearer(`tk_${'x'.repeat(43)}`) });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(API_KEY_INVALID);
  });

  it('keeps keys personal: another user cannot revoke them, and the demo has farm.admin’s read-only key', async () => {
    const { key } = await createKey({ name: 'Mine', scope: 'read' });
    const farmAdmin = await t.signin('farm.admin');
    expect((await t.request('DELETE', `/user/api-keys/${key.objectId}`, { token: farmAdmin.token })).status).toBe(404);
    const list = await t.request('GET', '/user/api-keys', { token: farmAdmin.token });
    expect(list.body.data.keys).toEqual([
      expect.objectContaining({ name: 'Weather station sync', scope: 'read', farms: [], expired: false }),
    ]);
    expect(list.body.data.farms).toEqual([{ objectId: await farmId('North Pivot Farm'), name: 'North Pivot Farm' }]);
  });
});
