import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../api/errors';
import {
  applyOutcome,
  backoffMs,
  keptSentence,
  nextCreatedAt,
  nextStep,
  outcomeOfError,
  pickNext,
  retryNow,
  upgradeItem,
} from './outboxPolicy';
import { OUTBOX_ITEM_VERSION, type NoteItem, type OutboxItem } from './outboxTypes';

const T0 = Date.UTC(2026, 10, 27, 15, 0);

function note(id: string, createdAt: number, extra: Partial<NoteItem> = {}): NoteItem {
  return {
    id,
    version: OUTBOX_ITEM_VERSION,
    userId: 'User000001',
    siteId: 'Site000001',
    createdAt,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'waiting',
    kind: 'note',
    payload: { timestamp: '2026-11-27T14:00:00.000Z', note: `note ${id}` },
    ...extra,
  };
}

const photo = { blob: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), fileName: 'photo.jpg', clientId: 'p-1' };
const apiError = (status: number, message = `status ${status}`) => new ApiError(message, { status });

describe('what an answer means (outcomeOfError)', () => {
  it('no answer is kept for later as offline; a 5xx as a server failure', () => {
    expect(outcomeOfError(networkError())).toEqual({ kind: 'retry', reason: 'offline' });
    expect(outcomeOfError(apiError(503))).toEqual({ kind: 'retry', reason: 'server' });
    expect(outcomeOfError(apiError(500))).toEqual({ kind: 'retry', reason: 'server' });
  });
  it('401 pauses for sign-in; 403, 404, 409 are conflicts and 400 a refusal, each with the server’s sentence', () => {
    expect(outcomeOfError(apiError(401))).toEqual({ kind: 'signIn' });
    expect(outcomeOfError(apiError(404, 'Site not found.'))).toEqual({ kind: 'conflict', message: 'Site not found.' });
    expect(outcomeOfError(apiError(403, 'No access.'))).toEqual({ kind: 'conflict', message: 'No access.' });
    expect(outcomeOfError(apiError(409, 'Used elsewhere.'))).toEqual({ kind: 'conflict', message: 'Used elsewhere.' });
    expect(outcomeOfError(apiError(400, 'value: too big'))).toEqual({ kind: 'refused', message: 'value: too big' });
  });
});

describe('order (pickNext)', () => {
  it('sends the oldest waiting item first, whatever order they are stored in', () => {
    const items = [note('c', T0 + 3), note('a', T0 + 1), note('b', T0 + 2)];
    expect(pickNext(items, T0)?.id).toBe('a');
  });
  it('a waiting item backing off holds back the ones after it, so the order holds', () => {
    const items = [note('a', T0 + 1, { attempts: 1, nextAttemptAt: T0 + 5_000 }), note('b', T0 + 2)];
    expect(pickNext(items, T0)).toBeNull();
    expect(pickNext(items, T0 + 5_000)?.id).toBe('a');
    expect(pickNext(items, T0, { connectionBack: true })?.id).toBe('a');
  });
  it('conflicts and refusals are set aside and hold nothing back', () => {
    const items = [
      note('a', T0 + 1, { state: 'conflict', problem: 'Site not found.' }),
      note('b', T0 + 2, { state: 'refused' }),
      note('c', T0 + 3),
    ];
    expect(pickNext(items, T0)?.id).toBe('c');
  });
  it('new items never tie: createdAt is strictly increasing on the device', () => {
    expect(nextCreatedAt(T0, T0)).toBe(T0 + 1);
    expect(nextCreatedAt(T0 - 10, T0)).toBe(T0);
  });
});

describe('retry and back-off (applyOutcome)', () => {
  it('keeps the item with its client id, counting attempts and doubling the wait up to 5 minutes', () => {
    let item: OutboxItem = note('a', T0);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const { item: next, pause } = applyOutcome(item, 'note', { kind: 'retry', reason: 'offline' }, T0);
      expect(pause).toBe(false);
      expect(next?.id).toBe('a');
      item = next!;
      waits.push(item.nextAttemptAt - T0);
    }
    expect(waits).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
    expect(item).toMatchObject({ attempts: 8, lastFailure: 'offline', state: 'waiting' });
    expect(backoffMs(1)).toBe(5_000);
  });
  it('2xx removes it; a 401 keeps it untouched and pauses the queue', () => {
    expect(applyOutcome(note('a', T0), 'note', { kind: 'done', serverNoteId: 'Note1' }, T0)).toEqual({ item: null, pause: false });
    const item = note('a', T0);
    expect(applyOutcome(item, 'note', { kind: 'signIn' }, T0)).toEqual({ item, pause: true });
  });
  it('a conflict or refusal is kept with the server’s sentence; Retry puts it back, same id', () => {
    const { item: conflicted } = applyOutcome(note('a', T0), 'note', { kind: 'conflict', message: 'Site not found.' }, T0);
    expect(conflicted).toMatchObject({ id: 'a', state: 'conflict', problem: 'Site not found.' });
    expect(pickNext([conflicted!], T0)).toBeNull();
    const retried = retryNow(conflicted!, T0 + 1);
    expect(retried).toMatchObject({ id: 'a', state: 'waiting', problem: undefined, nextAttemptAt: T0 + 1 });
    expect(pickNext([retried], T0 + 1)?.id).toBe('a');
  });
});

describe('a photo waits for its note (nextStep)', () => {
  it('sends the note first, then the photo to the note’s server id from the note’s answer', () => {
    const withPhoto = note('a', T0, { payload: { timestamp: '2026-11-27T14:00:00.000Z', note: 'Hail', photo } });
    expect(nextStep(withPhoto)).toBe('note');
    const { item: afterNote } = applyOutcome(withPhoto, 'note', { kind: 'done', serverNoteId: 'Note000042' }, T0);
    expect(afterNote).toMatchObject({ id: 'a', serverNoteId: 'Note000042', state: 'waiting' });
    expect(nextStep(afterNote!)).toBe('photo');
    expect(applyOutcome(afterNote!, 'photo', { kind: 'done' }, T0).item).toBeNull();
  });
  it('a note without a photo has nothing left once stored', () => {
    expect(nextStep(note('a', T0, { serverNoteId: 'Note1' }))).toBeNull();
  });
});

describe('stored items across app versions (upgradeItem)', () => {
  it('reads this version’s items and leaves a newer app’s alone', () => {
    const item = note('a', T0);
    expect(upgradeItem(item)).toBe(item);
    expect(upgradeItem({ ...item, version: OUTBOX_ITEM_VERSION + 1 })).toBeNull();
    expect(upgradeItem('junk')).toBeNull();
  });
});

describe('the sentences', () => {
  it('says the write is kept, per kind', () => {
    expect(keptSentence('note', 'offline')).toBe(
      "Tilth can't reach the server. Your note is kept and will be sent when you're back online.",
    );
    expect(keptSentence('irrigation', 'offline')).toBe(
      "Tilth can't reach the server. Your irrigation is kept and will be sent when you're back online.",
    );
    expect(keptSentence('manualReading', 'signIn')).toBe(
      'Your session has ended. Your reading is kept and will be sent when you sign in again.',
    );
  });
});
