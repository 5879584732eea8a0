import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installationNoteSchema, addedInstallationNoteSchema } from '@tilth/domain';
import { newObjectId } from '../src/lib/ids';
import { createForeignBranch, type ForeignBranch } from './helpers/roleFixtures';
import { createTestSite } from './helpers/sites';
import { startSmtpPeer, type SmtpPeer } from './helpers/smtpPeer';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

describe.each(ENGINES)('installation notes on %s', (engine) => {
  let t: TestServer;
  let smtp: SmtpPeer;
  let foreign: ForeignBranch;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let outside: Awaited<ReturnType<typeof createTestSite>>;
  const sessions = new Map<string, { token: string; userId: string }>();
  const session = async (login: string) => {
    if (!sessions.has(login)) sessions.set(login, await t.signin(login));
    return sessions.get(login)!;
  };
  const userByLogin = (login: string) =>
    t.server.database.db.selectFrom('users').selectAll().where('username', '=', login).executeTakeFirstOrThrow();

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestServer(engine, { smtpUrl: smtp.url, publicUrl: 'https://tilth.example' });
    foreign = await createForeignBranch(t.server.database.db);
    site = await createTestSite(t); // North Pivot Farm (Heartland's subtree)
    outside = await createTestSite(t, { farmName: 'Big Bend Corn', localSensor: false }); // outside it
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** POST /installationNotes/site/{id} as multipart: the text fields, then the image when given. */
  const publish = async (login: string, siteKey: string, fields: Record<string, string>, image?: Buffer) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (image) form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'site.png');
    const response = await fetch(`${t.url}/installationNotes/site/${siteKey}`, {
      method: 'POST',
      headers: { authorization: (await session(login)).token },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { data: any; message: string; fields?: string[] } };
  };
  const uploadImage = async (login: string, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'x.png');
    const response = await fetch(`${t.url}/file/image`, {
      method: 'POST',
      headers: { authorization: (await session(login)).token },
      body: form,
    });
    return (await response.json()) as { data: { objectId: string; image: string } };
  };
  const list = async (login: string, siteKey: string) =>
    t.request('GET', `/installationNotes/site/${siteKey}?sort=date`, { token: (await session(login)).token });

  it('publishes text, an image or both, with the message of spec 002 §8, and lists them newest first', async () => {
    const textOnly = await publish('farm.user', site.id, { text: '  Probe set at 40 in,\r\nnorth of tower 2 ' });
    expect(textOnly.status).toBe(200);
    expect(textOnly.body.message).toBe("'Notes' updated");
    expect(addedInstallationNoteSchema.parse(textOnly.body.data)).toMatchObject({
      text: 'Probe set at 40 in,\nnorth of tower 2',
      image: null,
      mentioned: [],
    });

    const withImage = await publish('farm.user', site.siteId, { text: 'Antenna photo' }, PNG);
    expect(withImage.status).toBe(200);
    expect(withImage.body.message).toBe("'Notes & Image' updated");
    expect(withImage.body.data.image).toMatch(/^\/uploads\/[A-Za-z0-9]+\.png$/);
    const served = await fetch(`${t.url}${withImage.body.data.image}`);
    expect(served.headers.get('content-type')).toBe('image/png');

    // The image uploaded on selection (type=installation), then the note naming it.
    const uploaded = await uploadImage('farm.user', { type: 'installation', parentId: site.id });
    const imageOnly = await publish('farm.user', site.id, { fileId: uploaded.data.objectId });
    expect(imageOnly.status).toBe(200);
    expect(imageOnly.body.message).toBe("'Image' updated");
    expect(imageOnly.body.data).toMatchObject({ text: '', image: uploaded.data.image });

    const listed = await list('business.user', site.id);
    expect(listed.status).toBe(200);
    const notes = listed.body.data.map((n: unknown) => installationNoteSchema.parse(n));
    expect(notes.map((n: { objectId: string }) => n.objectId)).toEqual([
      imageOnly.body.data.objectId,
      withImage.body.data.objectId,
      textOnly.body.data.objectId,
    ]);
    const farmUser = await userByLogin('farm.user');
    expect(notes[2]!.user).toMatchObject({ objectId: farmUser.id, name: farmUser.name, organisation: { type: 'business' } });
    expect(notes[2]!.date).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('e-mails each @-mentioned user who may see the site, through the mail server', async () => {
    const farmAdmin = await userByLogin('farm.admin');
    const candidates = await t.request('GET', `/user/myteam/users?siteId=${site.id}`, { token: (await session('farm.user')).token });
    expect(candidates.status).toBe(200);
    expect(candidates.body.data.map((m: { objectId: string }) => m.objectId)).toContain(farmAdmin.id);

    const note = await publish('farm.user', site.id, { text: '@Farm Admin the antenna is loose', mentions: farmAdmin.id });
    expect(note.status).toBe(200);
    expect(note.body.data.mentioned).toEqual([{ objectId: farmAdmin.id, name: farmAdmin.name }]);
    const mail = await smtp.waitFor(farmAdmin.email, /the antenna is loose/);
    expect(mail.subject).toContain(`mentioned you on site Test Pivot (ID# ${site.siteId})`);
    expect(mail.content).toContain(`/site/${site.siteId}/${site.id}/${site.probe.deviceId}/about`);
    expect(mail.content).toContain('https://tilth.example/farm/');
  });

  it('refuses a mention of someone the author cannot see, or who cannot see the site', async () => {
    const db = t.server.database.db;
    const farmUser = await userByLogin('farm.user');
    // A farm user of another farm of the same business: the business admin sees them, but not this site.
    const otherFarm = newObjectId();
    const farm = await db.selectFrom('farms').selectAll().where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow();
    await db
      .insertInto('farms')
      .values({ ...farm, id: otherFarm, name: `Other Farm ${otherFarm}`, created_at: new Date().toISOString() })
      .execute();
    const stranger = newObjectId();
    await db
      .insertInto('users')
      .values({
        id: stranger,
        username: `stranger.${stranger.toLowerCase()}`,
        email: `stranger.${stranger.toLowerCase()}@fixture.example`,
        password_hash: 'scrypt$1$1$1$x$y',
        name: 'Stranger',
        phone: null,
        address: null,
        profile_image: null,
        role: 'farm_user',
        organisation_id: farmUser.organisation_id,
        farm_id: otherFarm,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const candidates = await t.request('GET', `/user/myteam/users?siteId=${site.id}`, { token: (await session('business.admin')).token });
    expect(candidates.body.data.map((m: { objectId: string }) => m.objectId)).not.toContain(stranger);
    const all = await t.request('GET', '/user/myteam/users', { token: (await session('business.admin')).token });
    expect(all.body.data.map((m: { objectId: string }) => m.objectId)).toContain(stranger);

    for (const id of [stranger, foreign.users[0]!.id, 'nosuchuser1']) {
      const refused = await publish('business.admin', site.id, { text: 'Look', mentions: id });
      expect(refused.status, id).toBe(400);
      expect(refused.body.fields).toEqual(['mentions']);
    }
    const before = (await list('business.admin', site.id)).body.data.length;
    expect(before).toBeGreaterThan(0);
    expect((await list('business.admin', site.id)).body.data.map((n: { text: string }) => n.text)).not.toContain('Look');
    expect(smtp.mails.some((m) => m.to.includes(`stranger.${stranger.toLowerCase()}@fixture.example`))).toBe(false);
  });

  it('answers bad input with 4xx naming the field', async () => {
    const empty = await publish('farm.user', site.id, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual(['text']);
    expect(empty.body.message).toBe('Please enter a note or choose an image');

    const long = await publish('farm.user', site.id, { text: 'x'.repeat(4001) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual(['text']);

    const control = await publish('farm.user', site.id, { text: 'bell\u0007' });
    expect(control.status).toBe(400);
    expect(control.body.fields).toEqual(['text']);

    const badMention = await publish('farm.user', site.id, { text: 'x', mentions: 'not-an-id!' });
    expect(badMention.status).toBe(400);
    expect(badMention.body.fields).toEqual(['mentions']);

    const notImage = await publish('farm.user', site.id, { text: 'x' }, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(notImage.status).toBe(415);
    expect(notImage.body.fields).toEqual(['file']);

    // Someone else's upload, or one made for another site, is not this note's image.
    const theirs = await uploadImage('farm.admin', { type: 'installation', parentId: site.id });
    const notMine = await publish('farm.user', site.id, { fileId: theirs.data.objectId });
    expect(notMine.status).toBe(400);
    expect(notMine.body.fields).toEqual(['fileId']);
    const profile = await uploadImage('farm.user', {});
    const unattached = await publish('farm.user', site.id, { fileId: profile.data.objectId });
    expect(unattached.status).toBe(400);
    expect(unattached.body.fields).toEqual(['fileId']);

    const badId = await t.request('GET', '/installationNotes/site/not-an-id!', { token: (await session('farm.user')).token });
    expect(badId.status).toBe(400);
    const badSort = await t.request('GET', `/installationNotes/site/${site.id}?sort=name`, { token: (await session('farm.user')).token });
    expect(badSort.status).toBe(400);
  });

  it('refuses sites outside the caller’s subtree as not found, and callers without a session', async () => {
    const listed = await list('farm.user', outside.id);
    expect(listed.status).toBe(404);
    const added = await publish('dealer.admin', outside.id, { text: 'Not mine' });
    expect(added.status).toBe(404);
    const upload = await fetch(`${t.url}/installationNotes/site/${site.id}`, { method: 'GET' });
    expect(upload.status).toBe(401);
    const noMentions = await t.request('GET', `/user/myteam/users?siteId=${outside.id}`, { token: (await session('farm.user')).token });
    expect(noMentions.status).toBe(404);
    // The provider's admin reads every site's notes.
    expect((await list('admin', outside.id)).status).toBe(200);
  });
});
