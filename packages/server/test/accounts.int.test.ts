import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

type Session = { token: string; userId: string };
const names = (list: { name: string }[]) => list.map((x) => x.name);

describe.each(ENGINES)('accounts and members on %s', (engine) => {
  let t: TestServer;
  const s: Record<string, Session> = {};
  const org: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestServer(engine);
    for (const login of ['admin', 'distributor.admin', 'dealer.admin', 'dealer.user', 'business.admin', 'farm.admin', 'farm.user'])
      s[login] = await t.signin(login);
    for (const row of await t.server.database.db.selectFrom('organisations').select(['id', 'name']).execute()) org[row.name] = row.id;
  });
  afterAll(async () => t?.close());
  const get = (login: string, path: string) => t.request('GET', path, { token: s[login]!.token });

  it('answers the account tree in the documented organisation-view shape', async () => {
    const view = (await get('dealer.admin', `/org/view/${s['dealer.admin']!.userId}`)).body;
    expect(view.message).toBe('Data populated successfully');
    const root = view.data;
    expect(root).toMatchObject({
      objectId: org['Heartland Irrigation Supply'],
      type: 'dealer',
      status: 'INVITATION_ACCEPTED',
      parentId: org['Great Plains Ag Distribution'],
    });
    expect(root.reportingStatus).toEqual([
      { status: 'FAIR', count: 0 },
      { status: 'LOW', count: 0 },
      { status: 'MED', count: 0 },
      { status: 'NOT_CONNECTED', count: 0 },
    ]);
    expect(names(root.children)).toEqual(['Green Acres Growers', 'Snake River Potato Co.']);
    const farm = root.children[0].children[0];
    expect(farm).toMatchObject({
      name: 'Cotton Flat',
      parentId: org['Green Acres Growers'],
      sites: [],
      children: [],
      weather: expect.arrayContaining([expect.objectContaining({ simulated: true })]),
      location: { __type: 'GeoPoint', latitude: 34.0643, longitude: -101.8438 },
    });
    expect(farm.moistureState.map((m: { value: string }) => m.value)).toEqual(['HIGH', 'GOOD', 'FAIR', 'MED', 'LOW']);
    for (const key of [
      'reportingStatus',
      'moistureStateWithSites',
      'reportingStatusWithSites',
      'physicalAddress',
      'mailingAddress',
      'createdAt',
      'objectId',
    ])
      expect(farm).toHaveProperty(key);

    const provider = (await get('admin', `/org/view/${s.admin!.userId}?sort=createdAt`)).body.data;
    expect(provider.type).toBe('tilth');
    expect(names(provider.children)).toEqual(['Great Plains Ag Distribution']);
    // A farm user's tree is their business framing their own farm only.
    const farmView = (await get('farm.user', `/org/view/${s['farm.user']!.userId}`)).body.data;
    expect(names(farmView.children)).toEqual(['North Pivot Farm']);
  });

  it('lists a user’s accounts by level, with name search trimmed of trailing spaces', async () => {
    const lists = (await get('distributor.admin', `/user/${s['distributor.admin']!.userId}/organisations`)).body.data;
    expect(lists.parent.name).toBe('Great Plains Ag Distribution');
    expect(lists.tilth).toEqual([]);
    expect(names(lists.dealer)).toEqual(['Heartland Irrigation Supply', 'Valley Water Partners']);
    expect(lists.business).toHaveLength(4);
    expect(lists.farm).toHaveLength(6);
    const searched = (
      await get('distributor.admin', `/user/${s['distributor.admin']!.userId}/organisations?name=${encodeURIComponent('VALLEY  ')}`)
    ).body.data;
    expect(names(searched.dealer)).toEqual(['Valley Water Partners']);
    expect(searched.business).toEqual([]);
  });

  it('answers groups data, business lists and organisation search inside the subtree', async () => {
    const groups = (await get('distributor.admin', '/org/groups?type=business&name=acres')).body.data;
    expect(Object.keys(groups).sort()).toEqual(['business', 'dealer', 'distributor', 'tilth']);
    expect(names(groups.business)).toEqual(['Green Acres Growers']);
    const under = (await get('distributor.admin', `/org/groups?parentId=${org['Valley Water Partners']}`)).body.data;
    expect(names(under.business)).toEqual(['Platte River Farms', 'San Joaquin Orchards']);
    expect((await get('dealer.admin', `/org/groups?parentId=${org['Valley Water Partners']}`)).status).toBe(404);
    expect(names((await get('dealer.user', '/org?type=business')).body.data)).toEqual(['Green Acres Growers', 'Snake River Potato Co.']);
    expect(names((await get('dealer.admin', `/org/search/${s['dealer.admin']!.userId}?name=snake`)).body.data)).toEqual([
      'Snake River Potato Co.',
    ]);
    expect((await get('dealer.admin', `/org/search/${s['dealer.admin']!.userId}?name=platte`)).body.data).toEqual([]);
  });

  it('tells the caller what they may do to an account and lets admins edit one field', async () => {
    const heartland = org['Heartland Irrigation Supply'];
    const detail = (await get('dealer.admin', `/org/${heartland}`)).body.data;
    expect(detail).toMatchObject({ name: 'Heartland Irrigation Supply', childType: 'business', parent: null });
    expect(detail.permissions.sort()).toEqual(['account:createChild', 'account:edit', 'member:invite', 'member:manage']);
    expect((await get('dealer.user', `/org/${heartland}`)).body.data.permissions).toEqual([]);

    const patched = await t.request('PATCH', `/org/${heartland}`, {
      token: s['dealer.admin']!.token,
      body: { phone: '+1 (806) 555-0111' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.phone).toBe('+1 (806) 555-0111');
    const invalid = await t.request('PATCH', `/org/${heartland}`, { token: s['dealer.admin']!.token, body: { businessEmail: 'nope' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual(['businessEmail']);
    expect((await t.request('PATCH', `/org/${heartland}`, { token: s['dealer.user']!.token, body: { phone: '1' } })).status).toBe(403);
    expect(
      (await t.request('PATCH', `/org/${org['Great Plains Ag Distribution']}`, { token: s['dealer.admin']!.token, body: { phone: '1' } }))
        .status,
    ).toBe(404);
  });

  it('shows Team Shopping Settings only to a direct child of the provider, on its own account', async () => {
    const plains = org['Great Plains Ag Distribution'];
    const path = `/org/${plains}/shopping-settings`;
    expect((await get('distributor.admin', path)).body.data).toEqual({ membersMayPurchase: false, receiptEmail: null });
    const saved = await t.request('PUT', path, {
      token: s['distributor.admin']!.token,
      body: { membersMayPurchase: true, receiptEmail: 'Billing@Plains.example' },
    });
    expect(saved.body.data).toEqual({ membersMayPurchase: true, receiptEmail: 'billing@plains.example' });
    expect((await get('distributor.admin', `/org/${plains}`)).body.data.permissions).toContain('account:shoppingSettings');
    expect((await get('admin', path)).status).toBe(403);
    expect((await get('distributor.admin', `/org/${org['Heartland Irrigation Supply']}/shopping-settings`)).status).toBe(403);
    expect((await get('dealer.admin', `/org/${org['Heartland Irrigation Supply']}/shopping-settings`)).status).toBe(403);
  });

  it('answers the team lists of spec 000 §7', async () => {
    const myteam = (await get('dealer.admin', '/user/myteam')).body.data;
    expect(Object.keys(myteam).sort()).toEqual(['invited', 'members']);
    expect(names(myteam.members)).toEqual(['Dana Whitfield', 'Luis Ortega']);
    expect(names((await get('dealer.admin', '/user?content=team')).body.data)).toEqual(['Dana Whitfield', 'Luis Ortega']);
    const group = names((await get('dealer.admin', '/user/group/users?sort=name')).body.data);
    expect(group).toEqual(['Dana Whitfield', 'Hannah Greer', 'Jake Miller', 'Luis Ortega', 'Rosa Delgado', 'Tom Becker']);
    expect(names((await get('dealer.admin', '/user/group/users?name=greer')).body.data)).toEqual(['Hannah Greer']);
    const mentions = (await get('farm.user', '/user/myteam/users')).body.data;
    expect(mentions.map((m: { name: string }) => m.name).sort()).toEqual(['Jake Miller', 'Rosa Delgado']);
    expect(Object.keys(mentions[0]).sort()).toEqual(['name', 'objectId', 'profileImage', 'username']);
    expect(names((await get('farm.user', '/user/myteam')).body.data.members).sort()).toEqual(['Jake Miller', 'Rosa Delgado']);
  });

  it('lists and invites a farm’s user group', async () => {
    const farm = (await get('business.admin', '/org/view/' + s['business.admin']!.userId)).body.data.children.find(
      (f: { name: string }) => f.name === 'North Pivot Farm',
    );
    const group = (await get('business.admin', `/farm/${farm.objectId}/users`)).body.data;
    expect(names(group.admins)).toEqual(['Rosa Delgado']);
    expect(names(group.users)).toEqual(['Jake Miller']);
    const invite = await t.request('POST', `/user/invite/${farm.objectId}/farm`, {
      token: s['farm.admin']!.token,
      body: { users: [{ email: 'hand@northpivot.example', type: 'user' }], user: s['farm.admin']!.userId },
    });
    expect(invite.status).toBe(200);
    expect(invite.body.data.invited[0]).toMatchObject({ email: 'hand@northpivot.example', role: 'farm_user' });
    expect((await get('farm.user', `/farm/${farm.objectId}/users`)).body.data.invited.map((i: { email: string }) => i.email)).toEqual([
      'hand@northpivot.example',
    ]);
    const wrongType = await t.request('POST', `/user/invite/${org['Green Acres Growers']}/dealer`, {
      token: s['business.admin']!.token,
      body: { users: [{ email: 'q@q.example', type: 'user' }], user: s['business.admin']!.userId },
    });
    expect(wrongType.status).toBe(400);
  });
});
