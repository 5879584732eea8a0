import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_LOGINS } from './helpers/roleFixtures';
import { createTestSite } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

describe.each(ENGINES)('site notes on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let other: Awaited<ReturnType<typeof createTestSite>>;
  const token = async (login: string) => (await t.signin(login)).token;

  beforeAll(async () => {
    t = await startTestServer(engine);
    site = await createTestSite(t); // North Pivot Farm, Green Acres (Heartland's subtree)
    other = await createTestSite(t, { farmName: 'Big Bend Corn', localSensor: false }); // outside it
  });
  afterAll(async () => t?.close());

  const add = async (login: string, siteKey: string, body: unknown) =>
    t.request('POST', `/notes/add/${siteKey}`, { token: await token(login), body });

  it('adds, lists in a range and deletes a note', async () => {
    const added = await add('farm.user', site.id, { timestamp: '2026-07-05T07:00:00-05:00', note: '  Pivot stuck on tower 3 ' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      objectId: expect.any(String),
      timestamp: '2026-07-05T12:00:00.000Z',
      note: 'Pivot stuck on tower 3',
      canDelete: true,
    });
    expect(added.body.data.createdBy.name).toEqual(expect.any(String));
    await add('farm.user', site.siteId, { timestamp: '2026-08-01T00:00:00Z', note: 'Second cutting' });

    const reader = await token('business.user');
    const all = await t.request('GET', `/notes/${site.id}`, { token: reader });
    expect(all.status).toBe(200);
    expect(all.body.data.map((n: { note: string }) => n.note)).toEqual(['Pivot stuck on tower 3', 'Second cutting']);
    expect(all.body.data[0].canDelete).toBe(false);
    const july = await t.request('GET', `/notes/${site.siteId}?fromDate=2026-07-01T00:00:00Z&toDate=2026-07-31T00:00:00Z`, {
      token: reader,
    });
    expect(july.body.data.map((n: { objectId: string }) => n.objectId)).toEqual([added.body.data.objectId]);
    const epoch = await t.request('GET', `/notes/${site.id}?fromDate=${Date.parse('2026-07-06T00:00:00Z') / 1000}`, { token: reader });
    expect(epoch.body.data.map((n: { note: string }) => n.note)).toEqual(['Second cutting']);

    const deleted = await t.request('DELETE', `/notes/delete/${added.body.data.objectId}`, { token: await token('farm.user') });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ objectId: added.body.data.objectId });
    const after = await t.request('GET', `/notes/${site.id}`, { token: reader });
    expect(after.body.data.map((n: { note: string }) => n.note)).toEqual(['Second cutting']);
    expect((await t.request('DELETE', `/notes/delete/${added.body.data.objectId}`, { token: await token('admin') })).status).toBe(404);
  });

  it('refuses a note without text or time, naming the field', async () => {
    const empty = await add('farm.user', site.id, { timestamp: '2026-07-05T12:00:00Z', note: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual(['note']);
    expect(empty.body.message).toContain('Please enter note');
    const missing = await add('farm.user', site.id, { timestamp: '2026-07-05T12:00:00Z' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual(['note']);
    const badTime = await add('farm.user', site.id, { timestamp: 'yesterday', note: 'Rain' });
    expect(badTime.status).toBe(400);
    expect(badTime.body.fields).toEqual(['timestamp']);
    const badRange = await t.request('GET', `/notes/${site.id}?fromDate=last-week`, { token: await token('farm.user') });
    expect(badRange.status).toBe(400);
    expect(badRange.body.fields).toEqual(['fromDate']);
  });

  it('answers impossible dates with 400 naming the field', async () => {
    const reader = await token('farm.user');
    for (const [query, field] of [
      ['fromDate=99999999999999999999', 'fromDate'],
      ['toDate=-271821-04-20T00:00:00Z', 'toDate'],
      ['toDate=%2B275760-09-13T00:00:00Z', 'toDate'],
      ['fromDate=1970-01-01T00:00:00Z', 'fromDate'],
    ]) {
      const listed = await t.request('GET', `/notes/${site.id}?${query}`, { token: reader });
      expect(listed.status, query).toBe(400);
      expect(listed.body.fields).toEqual([field]);
    }
    for (const timestamp of ['0001-01-01T00:00:00Z', '1900-01-01T00:00:00Z', '1970-01-01T00:00:00Z', '9999-12-31T23:59:59Z']) {
      const added = await add('farm.user', site.id, { timestamp, note: 'Rain' });
      expect(added.status, timestamp).toBe(400);
      expect(added.body.fields).toEqual(['timestamp']);
    }
  });

  it('keeps line breaks in a note (\\r\\n as \\n) and refuses other control characters, naming the field', async () => {
    const added = await add('farm.user', site.id, { timestamp: '2026-07-07T12:00:00Z', note: 'Tower 3 stuck\r\nCalled dealer\rFixed' });
    expect(added.status).toBe(200);
    expect(added.body.data.note).toBe('Tower 3 stuck\nCalled dealer\nFixed');
    for (const note of ['Rain\u0000', 'Rain\u0007 alarm', 'Tab\there', 'Half \ud83d a smile', 'Next line\u0085']) {
      const refused = await add('farm.user', site.id, { timestamp: '2026-07-07T12:00:00Z', note });
      expect([refused.status, refused.body.fields], JSON.stringify(note)).toEqual([400, ['note']]);
    }
  });

  it('hides sites and notes outside the caller’s subtree', async () => {
    const foreign = await add('admin', other.id, { timestamp: '2026-07-05T12:00:00Z', note: 'Platte note' });
    expect(foreign.status).toBe(200);
    for (const login of ['dealer.admin', 'business.admin', 'farm.user']) {
      const caller = await token(login);
      const list = await t.request('GET', `/notes/${other.id}`, { token: caller });
      expect(list.status).toBe(404);
      expect(list.body.data).toBeNull();
      expect((await add(login, other.siteId, { timestamp: '2026-07-05T12:00:00Z', note: 'x' })).status).toBe(404);
      expect((await t.request('DELETE', `/notes/delete/${foreign.body.data.objectId}`, { token: caller })).status).toBe(404);
    }
    expect((await t.request('GET', `/notes/${other.id}`, { token: await token('distributor.user') })).status).toBe(200);
    expect((await t.request('GET', '/notes/nonexistent', { token: await token('admin') })).status).toBe(404);
    expect((await t.request('GET', `/notes/${site.id}`)).status).toBe(401);
  });

  it('lets only the author or an admin delete a note', async () => {
    const note = await add('farm.user', site.id, { timestamp: '2026-07-10T12:00:00Z', note: 'Fertigation' });
    const id = note.body.data.objectId;
    for (const login of ['business.user', 'dealer.user', 'distributor.user']) {
      const refused = await t.request('DELETE', `/notes/delete/${id}`, { token: await token(login) });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Only the note’s author or an admin may delete it.');
    }
    const listed = await t.request('GET', `/notes/${site.id}?fromDate=2026-07-10T00:00:00Z&toDate=2026-07-11T00:00:00Z`, {
      token: await token('business.admin'),
    });
    expect(listed.body.data).toEqual([expect.objectContaining({ objectId: id, canDelete: true })]);
    expect((await t.request('DELETE', `/notes/delete/${id}`, { token: await token('business.admin') })).status).toBe(200);
  });

  it('gives every role the same rule: read and add on its sites, delete others’ notes only as an admin', async () => {
    for (const [role, login] of Object.entries(ROLE_LOGINS)) {
      const caller = await token(login);
      const own = await add(login, site.id, { timestamp: '2026-09-01T00:00:00Z', note: `By ${role}` });
      expect(own.status, role).toBe(200);
      const listed = await t.request('GET', `/notes/${site.id}?fromDate=2026-09-01T00:00:00Z&toDate=2026-09-01T00:00:00Z`, {
        token: caller,
      });
      expect(
        listed.body.data.map((n: { note: string }) => n.note),
        role,
      ).toContain(`By ${role}`);
      const theirs = await add('farm.user', site.id, { timestamp: '2026-09-02T00:00:00Z', note: 'Someone else’s' });
      const deleted = await t.request('DELETE', `/notes/delete/${theirs.body.data.objectId}`, { token: caller });
      expect(deleted.status, role).toBe(role === 'farm_user' || role.endsWith('_admin') ? 200 : 403);
      if (deleted.status !== 200) await t.request('DELETE', `/notes/delete/${theirs.body.data.objectId}`, { token: await token('admin') });
      expect((await t.request('DELETE', `/notes/delete/${own.body.data.objectId}`, { token: caller })).status, role).toBe(200);
    }
  });
});
