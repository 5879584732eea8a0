import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID_TAKEN, NOTE_PHOTO_MAX_BYTES } from '@tilth/domain';
import { createTestSite } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/** Images recognised by their first bytes; the rest is filler that must come back unchanged. */
const image = (head: number[] | string, filler: number) =>
  Buffer.concat([typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head), Buffer.alloc(2000, filler)]);
const PNG = image([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 7);
const JPEG = image([0xff, 0xd8, 0xff, 0xe0], 9);
const GIF = image('GIF89a', 3);

/**
 * Writes from the phone's offline queue (issue 37): a note, an irrigation or a note photo sent
 * again with the same clientId — after a dropped answer, or twice at once — is stored once and
 * answered as the first time; the same id anywhere else is a 409. (Manual readings: manualReadings.int.test.ts.)
 */
describe.each(ENGINES)('writes sent again from the field on %s', (engine) => {
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
    site = await createTestSite(t); // North Pivot Farm, in farm.user's and business.user's area
    second = await createTestSite(t); // the same farm
    outside = await createTestSite(t, { farmName: 'Big Bend Corn', localSensor: false }); // outside it
  });
  afterAll(async () => t?.close());

  const addNote = async (login: string, siteKey: string, body: Record<string, unknown>) =>
    t.request('POST', `/notes/add/${siteKey}`, { token: await token(login), body });
  const notesOn = async (siteKey: string, from: string, to: string) =>
    (await t.request('GET', `/notes/${siteKey}?fromDate=${from}&toDate=${to}`, { token: await token('farm.user') })).body.data as {
      objectId: string;
      note: string;
      clientId: string | null;
      photos: { id: string; url: string; contentType: string; bytes: number }[];
    }[];
  const logIrrigation = async (login: string, siteKey: string, body: Record<string, unknown>) =>
    t.request('POST', `/sites/${siteKey}/irrigations`, { token: await token(login), body });
  const irrigationsOn = async (siteKey: string, day: string) =>
    (
      (await t.request('GET', `/sites/${siteKey}/irrigations?from=${day}&to=${day}`, { token: await token('farm.user') })).body.data as {
        irrigations: { id: string; clientId: string | null }[];
      }
    ).irrigations;
  /** POST /notes/{noteId}/photos as multipart: the clientId first when given, then the file. */
  const addPhoto = async (login: string, noteId: string, bytes: Buffer, fields: Record<string, string> = {}, field = 'photo') => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(field, new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), 'field.jpg');
    const response = await fetch(`${t.url}/notes/${noteId}/photos`, {
      method: 'POST',
      headers: { authorization: await token(login) },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { data: any; message: string; fields?: string[] } };
  };
  const photoBytes = async (login: string, url: string) => {
    const response = await fetch(`${t.url}${url}`, { headers: { authorization: await token(login) } });
    return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  };

  describe('notes', () => {
    it('stores a note sent twice with one clientId once, and answers the same note both times', async () => {
      const clientId = randomUUID();
      const body = { timestamp: '2026-07-05T12:00:00Z', note: 'Tower 3 stuck', clientId };
      const first = await addNote('farm.user', site.id, body);
      const again = await addNote('farm.user', site.id, body);
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual(first.body.data);
      expect(first.body.data).toMatchObject({ note: 'Tower 3 stuck', clientId, photos: [], canDelete: true });
      const listed = await notesOn(site.id, '2026-07-05T00:00:00Z', '2026-07-06T00:00:00Z');
      expect(listed.map((n) => [n.objectId, n.clientId])).toEqual([[first.body.data.objectId, clientId]]);
    });

    it('stores a note sent twice at the same moment once', async () => {
      const clientId = randomUUID();
      const body = { timestamp: '2026-07-06T12:00:00Z', note: 'Both at once', clientId };
      const [a, b] = await Promise.all([addNote('farm.user', site.id, body), addNote('farm.user', site.id, body)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.body.data.objectId).toBe(a.body.data.objectId);
      expect((await notesOn(site.id, '2026-07-06T00:00:00Z', '2026-07-07T00:00:00Z')).map((n) => n.note)).toEqual(['Both at once']);
    });

    it('keeps notes without a clientId as before: each one is stored', async () => {
      const body = { timestamp: '2026-07-07T12:00:00Z', note: 'No id' };
      expect((await addNote('farm.user', site.id, body)).body.data.clientId).toBeNull();
      await addNote('farm.user', site.id, body);
      expect(await notesOn(site.id, '2026-07-07T00:00:00Z', '2026-07-08T00:00:00Z')).toHaveLength(2);
    });

    it('refuses the same clientId on another site or from another person with 409, storing nothing', async () => {
      const clientId = randomUUID();
      const body = { timestamp: '2026-07-08T12:00:00Z', note: 'Mine', clientId };
      expect((await addNote('farm.user', site.id, body)).status).toBe(200);
      const otherSite = await addNote('farm.user', second.id, body);
      expect([otherSite.status, otherSite.body.message, otherSite.body.fields]).toEqual([409, CLIENT_ID_TAKEN, ['clientId']]);
      expect(otherSite.body.data).toBeNull();
      const otherUser = await addNote('business.user', site.id, body);
      expect([otherUser.status, otherUser.body.fields]).toEqual([409, ['clientId']]);
      expect(await notesOn(second.id, '2026-07-08T00:00:00Z', '2026-07-09T00:00:00Z')).toEqual([]);
      expect(await notesOn(site.id, '2026-07-08T00:00:00Z', '2026-07-09T00:00:00Z')).toHaveLength(1);
    });

    it('refuses a clientId that is not a UUID, naming the field', async () => {
      const refused = await addNote('farm.user', site.id, { timestamp: '2026-07-09T12:00:00Z', note: 'x', clientId: 'note-1' });
      expect([refused.status, refused.body.fields]).toEqual([400, ['clientId']]);
      expect(refused.body.message).toContain('clientId must be a UUID');
    });
  });

  describe('irrigations', () => {
    it('logs an irrigation sent twice, or twice at once, with one clientId once', async () => {
      const clientId = randomUUID();
      const body = { date: '2026-06-01', depthIn: 0.75, clientId };
      const first = await logIrrigation('farm.user', site.id, body);
      const again = await logIrrigation('farm.user', site.id, body);
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(again.body.data).toEqual(first.body.data);
      expect(first.body.data).toMatchObject({ depthIn: 0.75, clientId });
      expect((await irrigationsOn(site.id, '2026-06-01')).map((i) => [i.id, i.clientId])).toEqual([[first.body.data.id, clientId]]);

      const together = { date: '2026-06-02', depthIn: 1, clientId: randomUUID() };
      const [a, b] = await Promise.all([logIrrigation('farm.user', site.id, together), logIrrigation('farm.user', site.id, together)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.body.data.id).toBe(a.body.data.id);
      expect(await irrigationsOn(site.id, '2026-06-02')).toHaveLength(1);
    });

    it('answers a resend as stored even when the same body would now be refused', async () => {
      // The app queued it yesterday; the checks of a new irrigation must not turn the resend into an error.
      const clientId = randomUUID();
      const first = await logIrrigation('farm.user', site.id, { date: '2026-06-03', depthIn: 0.5, clientId });
      const resend = await logIrrigation('farm.user', site.id, { date: '2099-01-01', depthIn: 0.5, clientId });
      expect([resend.status, resend.body.data.id, resend.body.data.date]).toEqual([200, first.body.data.id, '2026-06-03']);
    });

    it('refuses the same clientId on another site or from another person with 409', async () => {
      const clientId = randomUUID();
      await logIrrigation('farm.user', site.id, { date: '2026-06-04', depthIn: 0.5, clientId });
      const otherSite = await logIrrigation('farm.user', second.id, { date: '2026-06-04', depthIn: 0.5, clientId });
      expect([otherSite.status, otherSite.body.message]).toEqual([409, CLIENT_ID_TAKEN]);
      const otherUser = await logIrrigation('business.user', site.id, { date: '2026-06-04', depthIn: 0.5, clientId });
      expect([otherUser.status, otherUser.body.fields]).toEqual([409, ['clientId']]);
      expect(await irrigationsOn(second.id, '2026-06-04')).toEqual([]);
      expect(await irrigationsOn(site.id, '2026-06-04')).toHaveLength(1);
    });

    it('keeps irrigations without a clientId as before, and refuses a malformed one naming the field', async () => {
      const plain = await logIrrigation('farm.user', site.id, { date: '2026-06-05', depthIn: 0.5 });
      expect([plain.status, plain.body.data.clientId]).toEqual([200, null]);
      const bad = await logIrrigation('farm.user', site.id, { date: '2026-06-05', depthIn: 0.5, clientId: 42 });
      expect([bad.status, bad.body.fields]).toEqual([400, ['clientId']]);
      expect(await irrigationsOn(site.id, '2026-06-05')).toHaveLength(1);
    });
  });

  describe('note photos', () => {
    const newNote = async (login = 'farm.user', siteKey = site.id) =>
      (await addNote(login, siteKey, { timestamp: '2026-07-20T12:00:00Z', note: 'With a photo' })).body.data.objectId as string;

    it('stores a photo, lists it on the note, and answers its bytes to whoever reads the site', async () => {
      const noteId = await newNote();
      const added = await addPhoto('farm.user', noteId, JPEG);
      expect(added.status).toBe(200);
      expect(added.body.data).toMatchObject({ contentType: 'image/jpeg', bytes: JPEG.length, clientId: null });
      expect(added.body.data.url).toBe(`/notes/photos/${added.body.data.id}`);
      const png = await addPhoto('farm.user', noteId, PNG);
      const [note] = (await notesOn(site.id, '2026-07-20T00:00:00Z', '2026-07-21T00:00:00Z')).filter((n) => n.objectId === noteId);
      expect(note!.photos.map((p) => [p.id, p.contentType, p.bytes])).toEqual([
        [added.body.data.id, 'image/jpeg', JPEG.length],
        [png.body.data.id, 'image/png', PNG.length],
      ]);
      const read = await photoBytes('business.user', added.body.data.url);
      expect([read.status, read.type]).toEqual([200, 'image/jpeg']);
      expect(read.bytes.equals(JPEG)).toBe(true);
      expect((await photoBytes('farm.user', png.body.data.url)).bytes.equals(PNG)).toBe(true);
    });

    it('stores a photo sent twice, or twice at once, with one clientId once', async () => {
      const noteId = await newNote();
      const clientId = randomUUID();
      const first = await addPhoto('farm.user', noteId, PNG, { clientId });
      const again = await addPhoto('farm.user', noteId, PNG, { clientId });
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(again.body.data).toEqual(first.body.data);
      const together = randomUUID();
      const [a, b] = await Promise.all([
        addPhoto('farm.user', noteId, JPEG, { clientId: together }),
        addPhoto('farm.user', noteId, JPEG, { clientId: together }),
      ]);
      expect([a.status, b.status, b.body.data.id]).toEqual([200, 200, a.body.data.id]);
      const [note] = (await notesOn(site.id, '2026-07-20T00:00:00Z', '2026-07-21T00:00:00Z')).filter((n) => n.objectId === noteId);
      expect(note!.photos.map((p) => p.id)).toEqual([first.body.data.id, a.body.data.id]);
    });

    it('refuses the same photo clientId on another note or from another person with 409', async () => {
      const noteId = await newNote();
      const otherNote = await newNote();
      const clientId = randomUUID();
      await addPhoto('farm.user', noteId, PNG, { clientId });
      const elsewhere = await addPhoto('farm.user', otherNote, PNG, { clientId });
      expect([elsewhere.status, elsewhere.body.message]).toEqual([409, CLIENT_ID_TAKEN]);
      expect((await addPhoto('business.user', noteId, PNG, { clientId })).status).toBe(409);
      const notes = await notesOn(site.id, '2026-07-20T00:00:00Z', '2026-07-21T00:00:00Z');
      expect(notes.find((n) => n.objectId === otherNote)!.photos).toEqual([]);
      expect(notes.find((n) => n.objectId === noteId)!.photos).toHaveLength(1);
    });

    it('refuses other kinds of file, too large a photo, a missing photo and a bad clientId, each with a sentence', async () => {
      const noteId = await newNote();
      const gif = await addPhoto('farm.user', noteId, GIF);
      expect([gif.status, gif.body.message, gif.body.fields]).toEqual([
        415,
        'Only JPEG, PNG and WebP photos can be added to a note.',
        ['photo'],
      ]);
      const text = await addPhoto('farm.user', noteId, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg> and more text'));
      expect(text.status).toBe(415);
      const huge = await addPhoto('farm.user', noteId, Buffer.concat([JPEG, Buffer.alloc(NOTE_PHOTO_MAX_BYTES)]));
      expect([huge.status, huge.body.fields]).toEqual([413, ['photo']]);
      expect(huge.body.message).toContain('larger than 10 MB');
      const wrongField = await addPhoto('farm.user', noteId, PNG, {}, 'file');
      expect([wrongField.status, wrongField.body.fields]).toEqual([400, ['photo']]);
      const noForm = await t.request('POST', `/notes/${noteId}/photos`, { token: await token('farm.user'), body: {} });
      expect([noForm.status, noForm.body.fields]).toEqual([400, ['photo']]);
      const badId = await addPhoto('farm.user', noteId, PNG, { clientId: 'photo-1' });
      expect([badId.status, badId.body.fields]).toEqual([400, ['clientId']]);
      const [note] = (await notesOn(site.id, '2026-07-20T00:00:00Z', '2026-07-21T00:00:00Z')).filter((n) => n.objectId === noteId);
      expect(note!.photos).toEqual([]);
    });

    it('hides photos and notes outside the caller’s area, and deleting a note deletes its photos', async () => {
      const foreignNote = await newNote('admin', outside.id);
      const foreignPhoto = (await addPhoto('admin', foreignNote, PNG)).body.data;
      expect((await addPhoto('farm.user', foreignNote, PNG)).status).toBe(404);
      const hidden = await photoBytes('farm.user', foreignPhoto.url);
      expect(hidden.status).toBe(404);
      expect(JSON.parse(hidden.bytes.toString()).data).toBeNull();
      expect((await fetch(`${t.url}${foreignPhoto.url}`)).status).toBe(401);
      expect((await addPhoto('farm.user', 'nonexistent', PNG)).status).toBe(404);

      const noteId = await newNote();
      const photo = (await addPhoto('farm.user', noteId, PNG)).body.data;
      expect((await t.request('DELETE', `/notes/delete/${noteId}`, { token: await token('farm.user') })).status).toBe(200);
      expect((await photoBytes('farm.user', photo.url)).status).toBe(404);
      const rows = await t.server.database.db.selectFrom('note_photos').select('id').where('note_id', '=', noteId).execute();
      expect(rows).toEqual([]);
    });
  });

  describe('when the site or the access is gone', () => {
    it('answers 404 once the site is deleted, whatever the clientId', async () => {
      const doomed = await createTestSite(t);
      const clientId = randomUUID();
      const note = await addNote('farm.user', doomed.id, { timestamp: '2026-07-10T12:00:00Z', note: 'Before', clientId });
      expect(note.status).toBe(200);
      // The product has no site deletion yet: its devices and station are unlinked, then the row goes (notes cascade).
      const db = t.server.database.db;
      await db.updateTable('devices').set({ site_id: null }).where('site_id', '=', doomed.id).execute();
      await db.updateTable('base_stations').set({ site_id: null }).where('site_id', '=', doomed.id).execute();
      await db.deleteFrom('sites').where('id', '=', doomed.id).execute();
      const resend = await addNote('farm.user', doomed.id, { timestamp: '2026-07-10T12:00:00Z', note: 'Before', clientId });
      expect([resend.status, resend.body.message]).toEqual([404, 'Site not found.']);
      const irrigation = await logIrrigation('farm.user', doomed.id, { date: '2026-06-01', depthIn: 1, clientId: randomUUID() });
      expect(irrigation.status).toBe(404);
      expect((await addPhoto('farm.user', note.body.data.objectId, PNG)).status).toBe(404);
    });

    it('answers 404 (as the notes always have) once the user no longer sees the site', async () => {
      const db = t.server.database.db;
      const user = await db.selectFrom('users').select(['id', 'farm_id']).where('username', '=', 'farm.user').executeTakeFirstOrThrow();
      const elsewhere = await db.selectFrom('farms').select('id').where('name', '=', 'Big Bend Corn').executeTakeFirstOrThrow();
      const clientId = randomUUID();
      const body = { timestamp: '2026-07-11T12:00:00Z', note: 'Queued before the move', clientId };
      const noteId = (await addNote('farm.user', site.id, body)).body.data.objectId;
      await db.updateTable('users').set({ farm_id: elsewhere.id }).where('id', '=', user.id).execute();
      try {
        const resend = await addNote('farm.user', site.id, body);
        expect([resend.status, resend.body.data]).toEqual([404, null]);
        expect((await logIrrigation('farm.user', site.id, { date: '2026-06-01', depthIn: 1, clientId: randomUUID() })).status).toBe(404);
        expect((await addPhoto('farm.user', noteId, PNG)).status).toBe(404);
      } finally {
        await db.updateTable('users').set({ farm_id: user.farm_id }).where('id', '=', user.id).execute();
      }
    });
  });
});
