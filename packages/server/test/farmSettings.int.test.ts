import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

describe.each(ENGINES)('farm settings (GET and PATCH /farm/{id}) on %s', (engine) => {
  let t: TestServer;
  let farmId: string;
  let otherFarmId: string;
  beforeAll(async () => {
    t = await startTestServer(engine, { smtpUrl: null });
    const farms = await t.server.database.db.selectFrom('farms').select(['id', 'name']).execute();
    farmId = farms.find((f) => f.name === 'North Pivot Farm')!.id;
    otherFarmId = farms.find((f) => f.name === 'Big Bend Corn')!.id;
  });
  afterAll(async () => t?.close());

  it('answers the farm with what the caller may do to it', async () => {
    const user = await t.signin('farm.user');
    const answer = await t.request('GET', `/farm/${farmId}`, { token: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      objectId: farmId,
      name: 'North Pivot Farm',
      physicalAddress: expect.any(String),
      location: { latitude: expect.any(Number), longitude: expect.any(Number) },
      timeZone: expect.any(String),
      canEdit: false,
      canInvite: false,
    });
    const admin = await t.signin('farm.admin');
    expect((await t.request('GET', `/farm/${farmId}`, { token: admin.token })).body.data).toMatchObject({ canEdit: true, canInvite: true });
  });

  it('saves the settings for an administrator and answers the server message', async () => {
    const { token } = await t.signin('farm.admin');
    const upload = new FormData();
    upload.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const file = (await (
      await fetch(`${t.url}/file/image`, { method: 'POST', headers: { authorization: token }, body: upload })
    ).json()) as any;
    const answer = await t.request('PATCH', `/farm/${farmId}`, {
      token,
      body: {
        name: 'North Pivot Farm',
        mailingAddress: 'PO Box 12, Plainview, TX 79073',
        physicalAddress: '',
        location: { latitude: 34.2, longitude: -101.7 },
        fileId: file.data.objectId,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Farm settings saved');
    expect(answer.body.data).toMatchObject({
      mailingAddress: 'PO Box 12, Plainview, TX 79073',
      physicalAddress: '',
      location: { latitude: 34.2, longitude: -101.7 },
      image: expect.stringMatching(/^\/uploads\//),
    });
    const again = await t.request('GET', `/farm/${farmId}`, { token });
    expect(again.body.data.mailingAddress).toBe('PO Box 12, Plainview, TX 79073');
  });

  it('refuses an empty name or mailing address, bad coordinates and unknown fields with the failing fields', async () => {
    const { token } = await t.signin('farm.admin');
    const empty = await t.request('PATCH', `/farm/${farmId}`, { token, body: { name: ' ', mailingAddress: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual(expect.arrayContaining(['name', 'mailingAddress']));
    const far = await t.request('PATCH', `/farm/${farmId}`, { token, body: { location: { latitude: 91, longitude: 0 } } });
    expect(far.status).toBe(400);
    expect(far.body.message).toContain('Latitude must be between -90 and 90');
    expect((await t.request('PATCH', `/farm/${farmId}`, { token, body: { colour: 'red' } })).status).toBe(400);
    expect((await t.request('PATCH', `/farm/${farmId}`, { token, body: { fileId: 'NoSuchFile' } })).status).toBe(400);
  });

  it('refuses a name another farm of the business has', async () => {
    const admin = await t.signin('admin');
    const own = await t.server.database.db.selectFrom('farms').select(['business_id']).where('id', '=', farmId).executeTakeFirstOrThrow();
    const created = await t.request('POST', '/farm', {
      token: admin.token,
      body: {
        name: 'Settings Sibling',
        physicalAddress: 'CR 2, Plainview, TX 79072',
        location: { lat: 34.1, lng: -101.6 },
        businessId: own.business_id,
      },
    });
    expect(created.status).toBe(200);
    const answer = await t.request('PATCH', `/farm/${farmId}`, { token: admin.token, body: { name: 'SETTINGS SIBLING' } });
    expect(answer.status).toBe(409);
    expect(answer.body.fields).toEqual(['name']);
    // Renaming a farm to its own name (another case) is no conflict.
    expect((await t.request('PATCH', `/farm/${farmId}`, { token: admin.token, body: { name: 'North Pivot Farm' } })).status).toBe(200);
  });

  it('keeps the settings read-only for dealer_user, business_user and farm_user, and hides other subtrees', async () => {
    for (const login of ['dealer.user', 'business.user', 'farm.user']) {
      const { token } = await t.signin(login);
      const answer = await t.request('PATCH', `/farm/${farmId}`, { token, body: { name: 'Taken Over' } });
      expect(answer.status, login).toBe(403);
      expect(answer.body.data).toBeNull();
    }
    const dealer = await t.signin('dealer.admin');
    expect((await t.request('GET', `/farm/${otherFarmId}`, { token: dealer.token })).status).toBe(404);
    expect((await t.request('PATCH', `/farm/${otherFarmId}`, { token: dealer.token, body: { name: 'Mine' } })).status).toBe(404);
    expect((await t.request('GET', '/farm/NoSuchFarm', { token: dealer.token })).status).toBe(404);
    const name = (await t.server.database.db.selectFrom('farms').select('name').where('id', '=', farmId).executeTakeFirstOrThrow()).name;
    expect(name).toBe('North Pivot Farm');
  });
});
