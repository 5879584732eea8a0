import { nextCreatedAt, pickNext } from './outboxPolicy';
import type { OutboxSender } from './outboxSender';
import type { OutboxStore } from './outboxStore';
import { OUTBOX_ITEM_VERSION, type IrrigationItem, type ManualReadingItem, type NoteItem, type OutboxItem } from './outboxTypes';
import { newClientId } from './clientId';

/** A write as a form hands it over: what it is, for which site, and what was typed. */
export type NewWrite =
  | Pick<NoteItem, 'kind' | 'siteId' | 'payload'>
  | Pick<IrrigationItem, 'kind' | 'siteId' | 'payload'>
  | Pick<ManualReadingItem, 'kind' | 'siteId' | 'payload'>;

/** What became of a write right after Save. */
export type WriteResult =
  /** Stored on the server; `record` is its answer (the note, the irrigation, the reading). */
  | { kind: 'delivered'; record: unknown }
  /** Kept on this device, sent later: no connection, the server failing, or the session ended. */
  | { kind: 'kept'; reason: 'offline' | 'server' | 'signIn'; item: OutboxItem }
  /** The server said no (what was typed, or the site/access changed): the form shows it; nothing is kept. */
  | { kind: 'refused'; message: string; status: 'refused' | 'conflict' };

let lastCreatedAt = 0;

/** The stored form of a new write: its client id is made now, when Save is pressed. */
export function newItem(write: NewWrite, userId: string, now = Date.now()): OutboxItem {
  lastCreatedAt = nextCreatedAt(lastCreatedAt, now);
  return {
    ...write,
    id: newClientId(),
    version: OUTBOX_ITEM_VERSION,
    userId,
    createdAt: lastCreatedAt,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'waiting',
  } as OutboxItem;
}

/**
 * Saves a write through the queue: stored on the device first, then sent at once (behind any older
 * waiting writes, so the order holds). Answers when this write was delivered, kept, or refused.
 */
export async function queueWrite(
  deps: { store: OutboxStore; sender: OutboxSender },
  write: NewWrite,
  userId: string,
): Promise<WriteResult> {
  const item = newItem(write, userId);
  await deps.store.put(item);
  const got: { result: WriteResult | null; firstRecord?: unknown } = { result: null };
  const stop = deps.sender.subscribe((report) => {
    if (got.result || !report || report.item.id !== item.id) return;
    const { outcome } = report;
    // A note with a photo: the note's answer comes first and is the record the form hands on.
    if (outcome.kind === 'done' && got.firstRecord === undefined) got.firstRecord = outcome.record;
    if (report.delivered && outcome.kind === 'done') got.result = { kind: 'delivered', record: got.firstRecord };
    else if (outcome.kind === 'retry') got.result = { kind: 'kept', reason: outcome.reason, item: report.item };
    else if (outcome.kind === 'signIn') got.result = { kind: 'kept', reason: 'signIn', item: report.item };
    else if (outcome.kind === 'conflict' || outcome.kind === 'refused') {
      // A note stored whose photo was refused stays in the queue with its sentence; anything else is
      // the form's to show, with the typing still there, so it is not kept twice.
      if (report.item.kind === 'note' && report.item.serverNoteId) got.result = { kind: 'kept', reason: 'server', item: report.item };
      else got.result = { kind: 'refused', message: outcome.message, status: outcome.kind };
    }
  });
  try {
    await deps.sender.run(userId, { connectionBack: true });
  } finally {
    stop();
  }
  const settled = got.result;
  if (settled === null) {
    // Not tried: older writes ahead of it are waiting, or the queue is paused for sign-in.
    const head = pickNext(await deps.store.list(userId), Number.POSITIVE_INFINITY);
    const reason = deps.sender.isPaused() ? 'signIn' : (head?.lastFailure ?? 'offline');
    return { kind: 'kept', reason, item };
  }
  if (settled.kind === 'refused') await deps.store.remove(item.id);
  return settled;
}
