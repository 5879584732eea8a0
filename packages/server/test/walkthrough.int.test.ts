import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_VISITED_FARMS_MAX } from '@tilth/domain';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/** Server causes of the walkthrough's findings (issue 18). */
describe.each(ENGINES)('walkthrough fixes on %s', (engine) => {
  let t: TestServer;
  const farms: Record<string, string> = {};
  const orgs: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.server.database.db;
    for (const row of await db.selectFrom('farms').select(['id', 'name']).execute()) farms[row.name] = row.id;
    for (const row of await db.selectFrom('organisations').select(['id', 'name']).execute()) orgs[row.name] = row.id;
  });
  afterAll(async () => t?.close());

  it.each(['farm.admin', 'farm.user'])('%s reads their own account (the business of their farm), and no other', async (login) => {
    const { token, userId } = await t.signin(login);
    const profile = (await t.request('GET', `/user/${userId}`, { token })).body.data;
    const own = profile.organisation.objectId as string;
    expect(own).toBe(orgs['Green Acres Growers']);

    const answer = await t.request('GET', `/org/${own}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ objectId: own, name: 'Green Acres Growers', parent: null, permissions: [] });
    // The account's page lists the accounts below it: none for a farm-level user.
    const groups = await t.request('GET', `/org/groups?parentId=${own}`, { token });
    expect(groups.status).toBe(200);
    // Neither its parent nor a sibling business opens.
    expect((await t.request('GET', `/org/${orgs['Heartland Irrigation Supply']}`, { token })).status).toBe(404);
    expect((await t.request('GET', `/org/${orgs['Snake River Potato Co.']}`, { token })).status).toBe(404);
    // Reading is all: the business stays closed to edits.
    expect((await t.request('PATCH', `/org/${own}`, { token, body: { phone: '806-555-0100' } })).status).toBe(403);
  });

  it('records farm visits newest first, without repeats, up to the limit', async () => {
    const { token } = await t.signin('dealer.admin');
    const visit = (farmId: string) => t.request('POST', '/user/details/visited-farms', { token, body: { farmId } });
    const cotton = farms['Cotton Flat']!;
    const north = farms['North Pivot Farm']!;
    expect(cotton && north).toBeTruthy();

    expect((await visit(cotton)).body.data.preference.lastVisitedFarms).toEqual([cotton]);
    expect((await visit(north)).body.data.preference.lastVisitedFarms).toEqual([north, cotton]);
    expect((await visit(cotton)).body.data.preference.lastVisitedFarms).toEqual([cotton, north]);
    const saved = (await t.request('GET', '/user/details', { token })).body.data.preference;
    expect(saved.lastVisitedFarms).toEqual([cotton, north]);
    expect(LAST_VISITED_FARMS_MAX).toBeGreaterThan(1);
  });

  it('refuses a visit to a farm the user does not see', async () => {
    const { token } = await t.signin('farm.user');
    const other = farms['Cotton Flat']!;
    const answer = await t.request('POST', '/user/details/visited-farms', { token, body: { farmId: other } });
    expect(answer.status).toBe(404);
    expect((await t.request('GET', '/user/details', { token })).body.data.preference.lastVisitedFarms).toEqual([]);
  });

  it("lets the platform admin invite into a farm's group (spec 001 §6), and still not into the provider's own account", async () => {
    const { token, userId } = await t.signin('admin');
    const farmId = farms['North Pivot Farm']!;
    expect((await t.request('GET', `/farm/${farmId}`, { token })).body.data).toMatchObject({ canInvite: true });
    const users = (email: string) => ({ users: [{ email, type: 'user' }], user: userId });
    const intoFarm = await t.request('POST', `/user/invite/${farmId}/farm`, { token, body: users('walkthrough.farm@example.com') });
    expect(intoFarm.status, JSON.stringify(intoFarm.body)).toBe(200);
    const intoProvider = await t.request('POST', `/user/invite/${orgs['Tilth']}/tilth`, {
      token,
      body: users('walkthrough.own@example.com'),
    });
    expect([400, 403]).toContain(intoProvider.status);
    const own = (await t.request('GET', `/org/${orgs['Tilth']}`, { token })).body.data;
    expect(own.permissions).not.toContain('member:invite');
  });
});
