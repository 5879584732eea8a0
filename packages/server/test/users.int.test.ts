import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSites } from './helpers/farmSites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const ROLES = [
  'admin',
  'distributor.admin',
  'distributor.user',
  'dealer.admin',
  'dealer.user',
  'business.admin',
  'business.user',
  'farm.admin',
  'farm.user',
];

describe.each(ENGINES)('profiles on %s', (engine) => {
  let t: TestServer;
  const sessions = new Map<string, { token: string; userId: string }>();
  beforeAll(async () => {
    t = await startTestServer(engine);
    for (const login of ROLES) sessions.set(login, await t.signin(login));
  });
  afterAll(async () => t?.close());

  it('returns the profile fields of spec 000 §3 for the signed-in user', async () => {
    const { token, userId } = sessions.get('dealer.admin')!;
    const answer = await t.request('GET', `/user/${userId}`, { token });
    expect(answer.status).toBe(200);
    const profile = answer.body.data;
    expect(profile).toMatchObject({
      objectId: userId,
      name: 'Dana Whitfield',
      email: 'dealer.admin@demo.tilth.farm',
      username: 'dealer.admin',
      role: { name: 'dealer_admin' },
      organisation: { name: 'Heartland Irrigation Supply', type: 'dealer' },
      farm: null,
      parent: { parentType: 'distributor', parentName: 'Great Plains Ag Distribution', isDirectChildOfProvider: false },
    });
    for (const key of ['address', 'phone', 'profileImage', 'stripeCustomerDetails']) expect(profile).toHaveProperty(key);
    expect(profile.organisation).toHaveProperty('hqAddress');
    expect(profile.permissions).toContain('farm:create');
    expect(profile.permissions).not.toContain('subscription:view');
    expect(JSON.stringify(profile)).not.toContain('scrypt');
  });

  it('tells each role what it may do', async () => {
    const permissions = async (login: string) => {
      const { token, userId } = sessions.get(login)!;
      return (await t.request('GET', `/user/${userId}`, { token })).body.data.permissions as string[];
    };
    expect(await permissions('admin')).toContain('subscription:view');
    // Spec 000 §6: members (the _user roles) neither create nor edit farms, at every level.
    for (const login of ['distributor.user', 'dealer.user', 'business.user', 'farm.user']) {
      expect(await permissions(login)).not.toContain('farm:create');
      expect(await permissions(login)).not.toContain('farm:edit');
    }
    for (const login of ['distributor.admin', 'dealer.admin', 'business.admin', 'farm.admin'])
      expect(await permissions(login)).toContain('farm:create');
  });

  it('marks direct children of the provider and gives farm users their farm', async () => {
    const distributor = sessions.get('distributor.admin')!;
    const d = await t.request('GET', `/user/${distributor.userId}`, distributor);
    expect(d.body.data.parent).toEqual({ parentType: 'tilth_admin', parentName: 'Tilth', isDirectChildOfProvider: true });
    const admin = sessions.get('admin')!;
    expect((await t.request('GET', `/user/${admin.userId}`, admin)).body.data.parent.isDirectChildOfProvider).toBe(true);
    const farm = sessions.get('farm.admin')!;
    expect((await t.request('GET', `/user/${farm.userId}`, farm)).body.data.farm.objectId).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it('shows profiles inside the caller’s subtree and hides the rest as not found', async () => {
    const id = (login: string) => sessions.get(login)!.userId;
    const get = (viewer: string, target: string) => t.request('GET', `/user/${id(target)}`, { token: sessions.get(viewer)!.token });
    expect((await get('admin', 'farm.user')).status).toBe(200);
    expect((await get('distributor.admin', 'dealer.user')).status).toBe(200);
    expect((await get('dealer.admin', 'business.admin')).status).toBe(200);
    expect((await get('dealer.admin', 'farm.user')).status).toBe(200);
    // Upwards and sideways are outside the subtree.
    const up = await get('dealer.admin', 'distributor.admin');
    expect(up.status).toBe(404);
    expect(up.body.data).toBeNull();
    expect((await get('business.user', 'dealer.admin')).status).toBe(404);
    expect((await get('farm.user', 'business.admin')).status).toBe(404);
    expect((await get('farm.user', 'admin')).status).toBe(404);
    // Farm users see each other inside their farm.
    expect((await get('farm.user', 'farm.admin')).status).toBe(200);
  });

  it('answers an unknown user id with 404', async () => {
    const { token } = sessions.get('admin')!;
    const answer = await t.request('GET', '/user/ZZZZZZZZZZ', { token });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, message: 'User not found.', status: 404 });
  });
});

describe.each(ENGINES)('preferences on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => t?.close());

  it('answers the defaults of spec 000 §9 for a new user, with or without the trailing slash', async () => {
    const { token } = await t.signin('business.admin');
    for (const path of ['/user/details/', '/user/details']) {
      const answer = await t.request('GET', path, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.data.preference).toMatchObject({
        defaultLanding: { specificFarm: true, allFarms: false, lastFarmVisited: false },
        selectedFarm: null,
        unit: 'feetInches',
        temperature: 'celsius',
        site: { sort: 'ALPHA-ASC' },
      });
    }
  });

  it('saves partial updates, merges nested objects and keeps them per user', async () => {
    const a = await t.signin('dealer.admin');
    const b = await t.signin('dealer.user');
    // The selected farm must be one the user sees (farms.int.test.ts checks the refusals).
    const farm = (
      await t.server.database.db.selectFrom('farms').select('id').where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow()
    ).id;
    const put = await t.request('PUT', '/user/details', {
      token: a.token,
      body: { unit: 'meters', site: { sort: 'PINCLR-RED' }, selectedFarm: farm },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.preference).toMatchObject({
      unit: 'meters',
      site: { sort: 'PINCLR-RED' },
      selectedFarm: farm,
      temperature: 'celsius',
    });
    const again = await t.request('PUT', '/user/details', { token: a.token, body: { temperature: 'farenheit' } });
    expect(again.body.data.preference).toMatchObject({ unit: 'meters', temperature: 'farenheit', site: { sort: 'PINCLR-RED' } });
    const mine = await t.request('GET', '/user/details', { token: a.token });
    expect(mine.body.data.preference.unit).toBe('meters');
    const theirs = await t.request('GET', '/user/details', { token: b.token });
    expect(theirs.body.data.preference.unit).toBe('feetInches');
  });

  it('refuses bad values with 400 naming the field and keeps what was stored', async () => {
    const { token } = await t.signin('distributor.admin');
    await t.request('PUT', '/user/details', { token, body: { unit: 'meters' } });
    const bad = await t.request('PUT', '/user/details', { token, body: { unit: 'yards', temperature: 3 } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.sort()).toEqual(['temperature', 'unit']);
    const unknown = await t.request('PUT', '/user/details', { token, body: { colour: 'red' } });
    expect(unknown.status).toBe(400);
    expect((await t.request('GET', '/user/details', { token })).body.data.preference.unit).toBe('meters');
  });

  it('saves the theme, and reads a row stored before it existed as following the system', async () => {
    const { token, userId } = await t.signin('farm.admin');
    const db = t.server.database.db;
    await t.request('PUT', '/user/details', { token, body: { unit: 'meters' } });
    // A row as saved before the theme: every other field, no theme.
    const row = await db.selectFrom('preferences').select('data').where('user_id', '=', userId).executeTakeFirstOrThrow();
    const { theme: _theme, ...before } = JSON.parse(row.data) as Record<string, unknown>;
    await db
      .updateTable('preferences')
      .set({ data: JSON.stringify(before) })
      .where('user_id', '=', userId)
      .execute();
    const old = await t.request('GET', '/user/details', { token });
    expect(old.status).toBe(200);
    expect(old.body.data.preference).toMatchObject({ unit: 'meters', theme: 'system' });

    const dark = await t.request('PUT', '/user/details', { token, body: { theme: 'dark' } });
    expect(dark.status).toBe(200);
    expect(dark.body.data.preference).toMatchObject({ unit: 'meters', theme: 'dark' });
    expect((await t.request('GET', '/user/details', { token })).body.data.preference.theme).toBe('dark');
    const bad = await t.request('PUT', '/user/details', { token, body: { theme: 'auto' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual(['theme']);
    expect((await t.request('GET', '/user/details', { token })).body.data.preference.theme).toBe('dark');
  });

  describe('saved graph settings', () => {
    const db = () => t.server.database.db;
    const settings = (size = 40) => ({ displayOptions: 'absolute', hiddenSeries: ['x'.repeat(size)] });
    const storedGraphBytes = async (userId: string) => {
      const row = await db().selectFrom('preferences').select('data').where('user_id', '=', userId).executeTakeFirstOrThrow();
      return JSON.stringify(JSON.parse(row.data).graph).length;
    };
    /** Sites of their own on the farm user's farm (one) and on another farm (62), which the provider sees. */
    let mine: string;
    let sites: string[];
    beforeAll(async () => {
      const user = await db().selectFrom('users').select('farm_id').where('username', '=', 'farm.user').executeTakeFirstOrThrow();
      const farms = await db().selectFrom('farms').select(['id', 'name']).execute();
      const own = farms.find((f) => f.id === user.farm_id)!;
      const other = farms.find((f) => f.id !== user.farm_id)!;
      mine = (await addSites(db(), own.name, [{ name: 'Pref Mine', hoursAgo: null }]))[0]!.id;
      sites = (
        await addSites(
          db(),
          other.name,
          Array.from({ length: 62 }, (_, i) => ({ name: `Pref ${i}`, hoursAgo: null })),
        )
      ).map((s) => s.id);
    });

    it('keeps them only for sites the user sees, and prunes sites gone since on the next save', async () => {
      const { token, userId } = await t.signin('farm.user');
      const theirs = sites[0]!;
      const saved = await t.request('PUT', '/user/details', {
        token,
        body: { graph: { [mine]: settings(), [theirs]: settings(), NoSuchSite: settings() } },
      });
      expect(saved.status).toBe(200);
      expect(Object.keys(saved.body.data.preference.graph)).toEqual([mine]);

      // Entries of sites deleted after they were saved go with the next save of anything.
      const stored = { ...saved.body.data.preference, graph: { GoneSite01: settings(), [mine]: settings() } };
      await db()
        .updateTable('preferences')
        .set({ data: JSON.stringify(stored) })
        .where('user_id', '=', userId)
        .execute();
      const next = await t.request('PUT', '/user/details', { token, body: { unit: 'meters' } });
      expect(next.status).toBe(200);
      expect(Object.keys(next.body.data.preference.graph)).toEqual([mine]);
      expect(
        JSON.parse((await db().selectFrom('preferences').select('data').where('user_id', '=', userId).executeTakeFirstOrThrow()).data)
          .graph,
      ).toEqual({
        [mine]: settings(),
      });
    });

    it('refuses oversized settings with 400 naming the field, and stays small however often it is saved', async () => {
      const { token, userId } = await t.signin('admin');
      const put = (graph: Record<string, unknown>) => t.request('PUT', '/user/details', { token, body: { graph } });

      const huge = await put({ [sites[0]!]: settings(10_000) });
      expect([huge.status, huge.body.fields]).toEqual([400, [`graph.${sites[0]}`]]);
      const many = await put(Object.fromEntries(sites.slice(0, 51).map((id) => [id, settings()])));
      expect([many.status, many.body.fields]).toEqual([400, ['graph']]);
      const tooMuch = await put(Object.fromEntries(sites.slice(0, 25).map((id) => [id, settings(3_000)])));
      expect([tooMuch.status, tooMuch.body.fields]).toEqual([400, ['graph']]);
      expect(tooMuch.body.message).toContain('64 KB');

      // Three saves of ~58 KB each: the oldest sites' settings make room for the newest.
      const batches = [sites.slice(0, 20), sites.slice(20, 40), sites.slice(40, 60)];
      for (const batch of batches) {
        const answer = await put(Object.fromEntries(batch.map((id) => [id, settings(2_900)])));
        expect(answer.status).toBe(200);
        expect(Object.keys(answer.body.data.preference.graph)).toEqual(expect.arrayContaining(batch));
        expect(await storedGraphBytes(userId)).toBeLessThanOrEqual(64 * 1024);
      }
      const kept = Object.keys((await t.request('GET', '/user/details', { token })).body.data.preference.graph);
      expect(kept).not.toContain(sites[0]);
      expect(kept).toEqual(expect.arrayContaining(batches[2]!));
    });
  });

  it('requires a session', async () => {
    expect((await t.request('GET', '/user/details')).status).toBe(401);
    expect((await t.request('PUT', '/user/details', { body: { unit: 'meters' } })).status).toBe(401);
  });
});
