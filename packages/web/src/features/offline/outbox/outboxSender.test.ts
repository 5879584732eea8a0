// @vitest-environment node
// Node's own Blob and structuredClone, as a browser stores a Blob in IndexedDB (happy-dom's Blob does not survive the clone).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from '../../../api/errors';
import { createOutboxSender, type OutboxSender } from './outboxSender';
import { createOutboxStore, type OutboxStore } from './outboxStore';
import type { OutboxTransport } from './outboxTransport';
import { OUTBOX_ITEM_VERSION, type OutboxItem, type OutboxStep } from './outboxTypes';
import { newItem, queueWrite } from './queueWrite';

const USER = 'User000001';
const OTHER = 'User000002';
const photo = () => ({
  blob: new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/jpeg' }),
  fileName: 'field.jpg',
  clientId: 'photo-id',
});

/** A fake server: answers by a script per attempt, and records every request with its client id. */
function fakeServer(script: (item: OutboxItem, step: OutboxStep, attempt: number) => 'ok' | Error = () => 'ok') {
  const requests: { id: string; step: OutboxStep; noteId?: string }[] = [];
  const transport: OutboxTransport = async (item, step) => {
    const attempt = requests.filter((r) => r.id === item.id && r.step === step).length + 1;
    requests.push({ id: item.id, step, noteId: item.kind === 'note' ? item.serverNoteId : undefined });
    const answer = script(item, step, attempt);
    if (answer instanceof Error) throw answer;
    return step === 'note'
      ? { serverNoteId: `Note-${item.id.slice(0, 4)}`, record: { objectId: `Note-${item.id.slice(0, 4)}` } }
      : { record: { id: item.id } };
  };
  return { transport, requests };
}

let store: OutboxStore;
let clock: number;
let token: string | null;

beforeEach(() => {
  // A fresh IndexedDB per test.
  globalThis.indexedDB = new IDBFactory();
  store = createOutboxStore(`outbox-test`);
  clock = Date.UTC(2026, 10, 27, 15, 0);
  token = 'token-1';
});

function sender(transport: OutboxTransport): OutboxSender {
  return createOutboxSender({ store, transport, token: () => token, now: () => clock, exclusive: (_name, work) => work() });
}

const irrigation = (date: string) => ({
  kind: 'irrigation' as const,
  siteId: 'Site000001',
  payload: { date, depthIn: 0.5, source: 'logged' as const, note: '' },
});

async function enqueue(...writes: ReturnType<typeof irrigation>[]) {
  const items = writes.map((write) => newItem(write, USER, clock));
  for (const item of items) await store.put(item);
  return items;
}

describe('the outbox store (IndexedDB)', () => {
  it('keeps items per user, photos as Blobs, and lists only this app version’s items', async () => {
    const mine = newItem(
      { kind: 'note', siteId: 'Site000001', payload: { timestamp: '2026-11-27T14:00:00.000Z', note: 'Hail', photo: photo() } },
      USER,
    );
    const theirs = newItem(irrigation('2026-11-26'), OTHER);
    await store.put(mine);
    await store.put(theirs);
    await store.put({ ...theirs, id: 'from-a-newer-app', userId: USER, version: OUTBOX_ITEM_VERSION + 1 });

    const listed = await store.list(USER);
    expect(listed.map((item) => item.id)).toEqual([mine.id]);
    const stored = listed[0]!;
    // The Blob comes back whole (its bytes and type), not as a copy of its name.
    const blob = stored.kind === 'note' ? stored.payload.photo?.blob : undefined;
    expect(blob?.type).toBe('image/jpeg');
    expect([...new Uint8Array(await blob!.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    expect(await store.countOthers(USER)).toBe(1);
  });
});

describe('sending (createOutboxSender)', () => {
  it('sends in the order the writes were made, once each, and empties the queue', async () => {
    const [a, b, c] = await enqueue(irrigation('2026-11-20'), irrigation('2026-11-21'), irrigation('2026-11-22'));
    const server = fakeServer();
    await sender(server.transport).run(USER);
    expect(server.requests.map((r) => r.id)).toEqual([a!.id, b!.id, c!.id]);
    expect(await store.list(USER)).toEqual([]);
  });

  it('keeps an item with no answer, retries after the back-off with the same client id, and holds later ones back', async () => {
    const [a, b] = await enqueue(irrigation('2026-11-20'), irrigation('2026-11-21'));
    const server = fakeServer((item, _step, attempt) => (item.id === a!.id && attempt < 3 ? networkError() : 'ok'));
    const s = sender(server.transport);

    await s.run(USER);
    expect(server.requests.map((r) => r.id)).toEqual([a!.id]);
    const [kept] = await store.list(USER).then((items) => items.filter((item) => item.id === a!.id));
    expect(kept).toMatchObject({ attempts: 1, nextAttemptAt: clock + 5_000, lastFailure: 'offline' });

    await s.run(USER); // too early: nothing is sent
    expect(server.requests).toHaveLength(1);
    clock += 5_000;
    await s.run(USER); // second attempt fails too
    clock += 10_000;
    await s.run(USER); // third goes through, then b
    expect(server.requests.map((r) => r.id)).toEqual([a!.id, a!.id, a!.id, b!.id]);
    expect(await store.list(USER)).toEqual([]);
  });

  it('the connection coming back sends at once, whatever the back-off', async () => {
    const [a] = await enqueue(irrigation('2026-11-20'));
    let online = false;
    const server = fakeServer(() => (online ? 'ok' : networkError()));
    const s = sender(server.transport);
    await s.run(USER);
    online = true;
    await s.run(USER, { connectionBack: true });
    expect(server.requests.map((r) => r.id)).toEqual([a!.id, a!.id]);
    expect(await store.list(USER)).toEqual([]);
  });

  it('a conflict is kept with its sentence and the next item still goes', async () => {
    const [a, b] = await enqueue(irrigation('2026-11-20'), irrigation('2026-11-21'));
    const server = fakeServer((item) => (item.id === a!.id ? new ApiError('This site was deleted.', { status: 404 }) : 'ok'));
    await sender(server.transport).run(USER);
    expect(server.requests.map((r) => r.id)).toEqual([a!.id, b!.id]);
    expect(await store.list(USER)).toMatchObject([{ id: a!.id, state: 'conflict', problem: 'This site was deleted.' }]);
  });

  it('a 401 pauses the whole queue for that session, keeps everything, and a new sign-in resumes it', async () => {
    const [a, b] = await enqueue(irrigation('2026-11-20'), irrigation('2026-11-21'));
    const server = fakeServer(() => (token === 'token-1' ? new ApiError('Session expired', { status: 401 }) : 'ok'));
    const s = sender(server.transport);
    const pauses = vi.fn();
    s.subscribe((report) => report === null && pauses());

    await s.run(USER);
    expect(s.isPaused()).toBe(true);
    expect(pauses).toHaveBeenCalledOnce();
    await s.run(USER, { connectionBack: true });
    expect(server.requests.map((r) => r.id)).toEqual([a!.id]);
    expect((await store.list(USER)).map((item) => item.state)).toEqual(['waiting', 'waiting']);

    token = 'token-2'; // signed in again as the same user
    expect(s.isPaused()).toBe(false);
    await s.run(USER);
    expect(server.requests.map((r) => r.id)).toEqual([a!.id, a!.id, b!.id]);
    expect(await store.list(USER)).toEqual([]);
  });

  it('never sends another user’s items', async () => {
    const theirs = newItem(irrigation('2026-11-20'), OTHER);
    await store.put(theirs);
    const server = fakeServer();
    await sender(server.transport).run(USER);
    expect(server.requests).toEqual([]);
    expect((await store.list(OTHER)).map((item) => item.id)).toEqual([theirs.id]);
  });

  it('sends a photo after its note, to the note’s server id, and a retried photo keeps its note', async () => {
    const item = newItem(
      { kind: 'note', siteId: 'Site000001', payload: { timestamp: '2026-11-27T14:00:00.000Z', note: 'Hail', photo: photo() } },
      USER,
    );
    await store.put(item);
    const server = fakeServer((_item, step, attempt) => (step === 'photo' && attempt === 1 ? networkError() : 'ok'));
    const s = sender(server.transport);
    await s.run(USER);
    clock += 5_000;
    await s.run(USER);
    const noteId = `Note-${item.id.slice(0, 4)}`;
    expect(server.requests).toEqual([
      { id: item.id, step: 'note', noteId: undefined },
      { id: item.id, step: 'photo', noteId },
      { id: item.id, step: 'photo', noteId },
    ]);
    expect(await store.list(USER)).toEqual([]);
  });

  it('does not bring back an item discarded while its request was out', async () => {
    const [a] = await enqueue(irrigation('2026-11-20'));
    const transport: OutboxTransport = async (item) => {
      await store.remove(item.id);
      throw networkError();
    };
    await sender(transport).run(USER);
    expect(await store.get(a!.id)).toBeNull();
  });
});

describe('saving from a form (queueWrite)', () => {
  it('delivered: answers the server’s record and leaves nothing queued', async () => {
    const server = fakeServer();
    const result = await queueWrite({ store, sender: sender(server.transport) }, irrigation('2026-11-20'), USER);
    expect(result).toEqual({ kind: 'delivered', record: { id: server.requests[0]!.id } });
    expect(await store.list(USER)).toEqual([]);
  });

  it('offline: kept, and a later send uses the same client id', async () => {
    let online = false;
    const server = fakeServer(() => (online ? 'ok' : networkError()));
    const s = sender(server.transport);
    const result = await queueWrite({ store, sender: s }, irrigation('2026-11-20'), USER);
    expect(result).toMatchObject({ kind: 'kept', reason: 'offline' });
    online = true;
    await s.run(USER, { connectionBack: true });
    expect(server.requests.map((r) => r.id)).toEqual([
      result.kind === 'kept' ? result.item.id : '',
      result.kind === 'kept' ? result.item.id : '',
    ]);
  });

  it('refused: the form shows the sentence and nothing stays queued', async () => {
    const server = fakeServer(() => new ApiError('Type the depth applied.', { status: 400 }));
    const result = await queueWrite({ store, sender: sender(server.transport) }, irrigation('2026-11-20'), USER);
    expect(result).toEqual({ kind: 'refused', message: 'Type the depth applied.', status: 'refused' });
    expect(await store.list(USER)).toEqual([]);
  });

  it('behind an older waiting write: kept, not sent out of order', async () => {
    const server = fakeServer(() => networkError());
    const s = sender(server.transport);
    await enqueue(irrigation('2026-11-19'));
    await s.run(USER);
    const result = await queueWrite({ store, sender: s }, irrigation('2026-11-20'), USER);
    expect(result).toMatchObject({ kind: 'kept', reason: 'offline' });
    expect(new Set(server.requests.map((r) => r.id)).size).toBe(1);
  });
});
