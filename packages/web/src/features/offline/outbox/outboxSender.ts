import { applyOutcome, nextStep, outcomeOfError, pickNext, type SendOutcome } from './outboxPolicy';
import type { OutboxStore } from './outboxStore';
import type { OutboxTransport } from './outboxTransport';
import type { OutboxItem } from './outboxTypes';

/** What became of one attempt, for the screens that wait on it and the query refresh. */
export interface AttemptReport {
  item: OutboxItem;
  outcome: SendOutcome;
  /** True when the item is fully delivered and gone from the queue. */
  delivered: boolean;
}

export interface SenderDeps {
  store: OutboxStore;
  transport: OutboxTransport;
  /** The current session token: a 401 pauses the queue for that token, a new sign-in resumes it. */
  token: () => string | null;
  now?: () => number;
  /** Runs the drain under a lock shared by the browser's tabs, so two tabs never send the same item at once. */
  exclusive?: <T>(name: string, work: () => Promise<T>) => Promise<T>;
}

export interface OutboxSender {
  /** Sends what is due for the user, oldest first; `connectionBack` ignores the back-off once. */
  run(userId: string, options?: { connectionBack?: boolean }): Promise<void>;
  /** Whether a 401 paused the queue for the current session. */
  isPaused(): boolean;
  /** Every attempt's report, and pause changes (report null). */
  subscribe(listener: (report: AttemptReport | null) => void): () => void;
}

/** The browser's Web Locks when there are any; else only this tab's own one-at-a-time. */
export async function webLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  let answer: T | undefined;
  await navigator.locks.request(name, async () => {
    answer = await work();
  });
  return answer as T;
}

export function createOutboxSender({ store, transport, token, now = Date.now, exclusive = webLock }: SenderDeps): OutboxSender {
  let pausedForToken: string | null = null;
  const listeners = new Set<(report: AttemptReport | null) => void>();
  const tell = (report: AttemptReport | null) => listeners.forEach((listener) => listener(report));
  const isPaused = () => pausedForToken !== null && pausedForToken === token();

  async function drain(userId: string, connectionBack: boolean) {
    for (;;) {
      if (isPaused()) return;
      const item = pickNext(await store.list(userId), now(), { connectionBack });
      if (!item) return;
      const step = nextStep(item);
      if (step === null) {
        await store.remove(item.id);
        continue;
      }
      let outcome: SendOutcome;
      try {
        const answer = await transport(item, step);
        outcome = { kind: 'done', ...answer };
      } catch (error) {
        outcome = outcomeOfError(error);
      }
      // Discarded by the user (or sent by another tab) while the request was out: don't bring it back.
      if ((await store.get(item.id)) === null) continue;
      const { item: next, pause } = applyOutcome(item, step, outcome, now());
      if (next === null) await store.remove(item.id);
      else await store.put(next);
      if (pause) pausedForToken = token();
      tell({ item: next ?? item, outcome, delivered: next === null });
      if (pause) tell(null);
      // No answer or a server error: the rest waits for the back-off (or the connection) too.
      if (outcome.kind === 'retry' || pause) return;
    }
  }

  let running: Promise<void> | null = null;
  let again: { userId: string; connectionBack: boolean } | null = null;

  async function run(userId: string, options: { connectionBack?: boolean } = {}): Promise<void> {
    if (running) {
      // A pass is under way: one more after it, so a write made meanwhile is not left waiting.
      again = { userId, connectionBack: (again?.connectionBack ?? false) || (options.connectionBack ?? false) };
      return running;
    }
    running = (async () => {
      let next: { userId: string; connectionBack: boolean } | null = { userId, connectionBack: options.connectionBack ?? false };
      while (next) {
        const pass: { userId: string; connectionBack: boolean } = next;
        again = null;
        await exclusive(`tilth-outbox-${pass.userId}`, () => drain(pass.userId, pass.connectionBack));
        next = again;
      }
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    run,
    isPaused,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
