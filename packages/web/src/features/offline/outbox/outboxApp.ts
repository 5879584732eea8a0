import { ApiError } from '../../../api/errors';
import { TOKEN_KEY, readSession } from '../../../api/session';
import { translate } from '../../../i18n/catalog';
import { outboxMessages } from './outboxMessages';
import { keptSentence } from './outboxPolicy';
import { createOutboxSender, type OutboxSender } from './outboxSender';
import { outboxStore } from './outboxStore';
import { sendOverApi } from './outboxTransport';
import { queueWrite, type NewWrite, type WriteResult } from './queueWrite';

/** The tab's one sender, over the API, with the stored session's token. */
let sender: OutboxSender | null = null;
export function appSender(): OutboxSender {
  return (sender ??= createOutboxSender({ store: outboxStore(), transport: sendOverApi, token: () => localStorage.getItem(TOKEN_KEY) }));
}

/** Saves a form's write through the signed-in user's queue (see queueWrite). */
export function saveThroughOutbox(write: NewWrite): Promise<WriteResult> {
  const session = readSession();
  if (!session) return Promise.reject(new Error(translate(outboxMessages, 'needsSignIn')));
  return queueWrite({ store: outboxStore(), sender: appSender() }, write, session.userId);
}

/** A form's save, as its mutation answers it: stored on the server, or kept with the sentence to say. */
export type SavedWrite =
  { kind: 'delivered'; record: unknown } | { kind: 'kept'; sentence: string; reason: 'offline' | 'server' | 'signIn' };

/**
 * saveThroughOutbox for a form's mutation: a refusal (what was typed, or the site/access changed)
 * throws an ApiError with the server's sentence, as a direct call would, so the form shows it and
 * keeps the typing; a write kept on the device answers the sentence that says so, per kind.
 */
export async function saveWrite(write: NewWrite): Promise<SavedWrite> {
  const result = await saveThroughOutbox(write);
  if (result.kind === 'refused') throw new ApiError(result.message, { status: result.status === 'conflict' ? 409 : 400 });
  if (result.kind === 'kept') return { kind: 'kept', reason: result.reason, sentence: keptSentence(write.kind, result.reason) };
  return result;
}
