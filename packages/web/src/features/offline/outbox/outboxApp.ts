import { TOKEN_KEY, readSession } from '../../../api/session';
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
  if (!session) return Promise.reject(new Error('Saving needs a signed-in user'));
  return queueWrite({ store: outboxStore(), sender: appSender() }, write, session.userId);
}
