import { isApiError } from '../../../api/errors';
import { translate } from '../../../i18n/catalog';
import { outboxMessages } from './outboxMessages';
import { OUTBOX_ITEM_VERSION, type OutboxItem, type OutboxKind, type OutboxStep } from './outboxTypes';

/**
 * The offline write queue's decisions, pure so they are tested without a browser (issue 37):
 * what to send next, what an answer means, when to try again.
 */

/** What one attempt's answer means for the item. */
export type SendOutcome =
  /** Stored; a note's answer carries its server id, which its photo is sent to. */
  | { kind: 'done'; serverNoteId?: string; record?: unknown }
  /** No answer (offline) or the server failed (5xx): keep it and try again later. */
  | { kind: 'retry'; reason: 'offline' | 'server' }
  /** The session ended (401): pause the whole queue until the user signs in again. */
  | { kind: 'signIn' }
  /** The site is gone, access was removed, or the id was used elsewhere (404/403/409): the user decides. */
  | { kind: 'conflict'; message: string }
  /** The server refused what was typed (400 and other 4xx): shown with its sentence, kept. */
  | { kind: 'refused'; message: string };

/** The meaning of a failed attempt's error (success is { kind: 'done' }). */
export function outcomeOfError(error: unknown): SendOutcome {
  if (!isApiError(error)) return { kind: 'retry', reason: 'server' };
  if (error.status === 0) return { kind: 'retry', reason: error.error === 'NetworkError' || error.isCancelled ? 'offline' : 'server' };
  if (error.status === 401) return { kind: 'signIn' };
  if (error.status === 403 || error.status === 404 || error.status === 409) return { kind: 'conflict', message: error.message };
  if (error.status >= 400 && error.status < 500) return { kind: 'refused', message: error.message };
  return { kind: 'retry', reason: 'server' };
}

const FIRST_RETRY_MS = 5_000;
const LONGEST_WAIT_MS = 5 * 60_000;

/** How long to wait after the n-th failed attempt: 5 s, 10 s, 20 s … at most 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/** The request an item needs next: a note first, then its photo to the note's server id; null when nothing is left. */
export function nextStep(item: OutboxItem): OutboxStep | null {
  if (item.kind !== 'note') return item.kind;
  if (item.serverNoteId === undefined) return 'note';
  return item.payload.photo ? 'photo' : null;
}

/** Oldest first; createdAt is strictly increasing on a device, the id breaks a tie between devices' clocks. */
export function inSendingOrder(items: readonly OutboxItem[]): OutboxItem[] {
  return [...items].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/**
 * The item to send now, or null. Oldest first, one at a time, so writes reach the server in the
 * order they were made: a waiting item that is backing off holds back the ones after it. Conflicts
 * and refusals are set aside for the user and hold nothing back. `connectionBack` (the browser's
 * online event, a manual Retry) ignores the back-off.
 */
export function pickNext(items: readonly OutboxItem[], now: number, options: { connectionBack?: boolean } = {}): OutboxItem | null {
  const head = inSendingOrder(items).find((item) => item.state === 'waiting');
  if (!head) return null;
  return options.connectionBack || head.nextAttemptAt <= now ? head : null;
}

/** When the sender should look again: the head's next attempt, or null when nothing waits. */
export function nextWakeAt(items: readonly OutboxItem[]): number | null {
  const head = inSendingOrder(items).find((item) => item.state === 'waiting');
  return head ? head.nextAttemptAt : null;
}

/**
 * The item after an attempt of `step`: null when it is fully delivered (remove it), else the item to
 * keep; `pause` says to stop the whole queue until the user signs in again.
 */
export function applyOutcome(
  item: OutboxItem,
  step: OutboxStep,
  outcome: SendOutcome,
  now: number,
): { item: OutboxItem | null; pause: boolean } {
  switch (outcome.kind) {
    case 'done':
      if (item.kind === 'note' && step === 'note' && item.payload.photo) {
        // The note is stored: from now on only the photo is sent, to the note's server id.
        return {
          item: { ...item, serverNoteId: outcome.serverNoteId, attempts: 0, nextAttemptAt: now, lastFailure: undefined },
          pause: false,
        };
      }
      return { item: null, pause: false };
    case 'retry': {
      const attempts = item.attempts + 1;
      return { item: { ...item, attempts, nextAttemptAt: now + backoffMs(attempts), lastFailure: outcome.reason }, pause: false };
    }
    case 'signIn':
      return { item, pause: true };
    case 'conflict':
    case 'refused':
      return { item: { ...item, state: outcome.kind, problem: outcome.message }, pause: false };
  }
}

/** Retry from the user: back to waiting, tried at once, the same client id. */
export function retryNow(item: OutboxItem, now: number): OutboxItem {
  return { ...item, state: 'waiting', problem: undefined, attempts: 0, nextAttemptAt: now, lastFailure: undefined };
}

/** The createdAt of a new item: now, or one after the last one made here, so the order never ties. */
export function nextCreatedAt(lastCreatedAt: number, now: number): number {
  return Math.max(now, lastCreatedAt + 1);
}

/**
 * A stored item as this version of the app reads it, or null when it cannot (a newer app wrote it):
 * such an item is left in the store untouched, never sent wrongly nor deleted. Version 1 is the first.
 */
export function upgradeItem(raw: unknown): OutboxItem | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const version = (raw as { version?: unknown }).version;
  if (version === OUTBOX_ITEM_VERSION) return raw as OutboxItem;
  return null;
}

/** Said when a write could not be sent and is kept: "Tilth can't reach the server. Your note is kept …". */
export function keptSentence(kind: OutboxKind, reason: 'offline' | 'server' | 'signIn'): string {
  const key = reason === 'signIn' ? 'keptSignIn' : reason === 'server' ? 'keptServer' : 'keptOffline';
  return translate(outboxMessages, key, { kind });
}
