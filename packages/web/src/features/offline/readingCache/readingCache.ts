import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import { readSession } from '../../../api/session';
import { approximateBytes, entriesToEvict, MAX_AGE_MS, storageBudget } from '../cachePolicy';
import { readSavedMany, readSavedQuery, removeOtherUsers, removeQueries, saveQueries, type SavedQuery } from './deviceStore';
import { readFirst, takeEarlyRead } from './earlyRead';
import { isKeptOnDevice, isRestoredOnline } from './keptQueries';

/** Answers arriving together (a page's queries, the prefetch) are written in one go. */
const WRITE_DELAY_MS = 1_000;

interface Running {
  client: QueryClient;
  userId: string;
  /** What is on the device: bytes and last use of each saved query, by query hash. */
  index: Map<string, { bytes: number; usedAt: number }>;
  pending: Map<string, Query>;
  timer: ReturnType<typeof setTimeout> | null;
  /** Batches handed to IndexedDB and not yet written. */
  writesInFlight: number;
  writing: Promise<void>;
  stop: () => void;
}

let running: Running | null = null;
const savedListeners = new Set<() => void>();

/** Nothing fetched is waiting to be written to the device (the e2e tests and the shell's readiness flag wait for it). */
export function allSavedToDevice(): boolean {
  return running === null || (running.pending.size === 0 && running.timer === null && running.writesInFlight === 0);
}

export function onSavedToDevice(listener: () => void): () => void {
  savedListeners.add(listener);
  return () => savedListeners.delete(listener);
}

/**
 * Puts the signed-in user's answers kept on the device into the query client (issue 37), so the
 * app starts with them without a network; then keeps them up to date (startReadingCache). Each
 * restored answer keeps its fetch time and is marked stale, so online the screen draws it first and
 * fetches it again at once (however recent it is), and offline the offline bar says how old it is.
 * Online, answers a screen copies into its state when it opens are not restored (isRestoredOnline).
 * Other sites' graph answers than the one in the address (`pathname`) are read when a screen asks
 * for them (isReadAtStart); what they weigh is read when the browser is idle. Entries older than
 * 30 days are removed, not shown.
 */
export async function restoreReadingCache(
  client: QueryClient,
  userId: string,
  online = typeof navigator === 'undefined' || navigator.onLine !== false,
  pathname = typeof location === 'undefined' ? '/' : location.pathname,
): Promise<void> {
  const state = startReadingCache(client, userId);
  // Begun by the page's first script when it could (earlyRead.ts); a failed early read is tried again.
  const early = takeEarlyRead(userId, pathname);
  const { atStart, later } = await (early ? early.catch(() => readFirst(userId, pathname)) : readFirst(userId, pathname));
  const readLater = new Set(later);
  // Until their weight is read: counted as used now, so no eviction takes them first meanwhile.
  const now = Date.now();
  for (const hash of later) if (!state.index.has(hash)) state.index.set(hash, { bytes: 0, usedAt: now });
  await restoreEntries(state, atStart, online);
  // Asked for already (the first screen's calls start with the app, shell/firstScreenFetch.ts).
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.data === undefined && readLater.has(query.queryHash)) void reload(state, query);
  }
  whenIdle(() => void weighLater(state, later));
}

async function restoreEntries(state: Running, saved: { hash: string; saved: SavedQuery }[], online: boolean) {
  const { client, userId } = state;
  const now = Date.now();
  const expired: string[] = [];
  const restored = new Set<string>();
  for (const { hash, saved: entry } of saved) {
    if (now - entry.dataUpdatedAt > MAX_AGE_MS) {
      expired.push(hash);
      continue;
    }
    state.index.set(hash, { bytes: entry.bytes, usedAt: entry.usedAt });
    if (online && !isRestoredOnline(entry.queryKey)) continue;
    // Never over a newer answer that came in while the device was being read.
    const current = client.getQueryState(entry.queryKey);
    if (current?.data !== undefined && current.dataUpdatedAt >= entry.dataUpdatedAt) continue;
    client.setQueryData(entry.queryKey, entry.data, { updatedAt: entry.dataUpdatedAt });
    // setQueryData's own 'success' is the restore, not a new answer: nothing to write back (the
    // device's key is the query's own hash).
    state.pending.delete(hash);
    restored.add(hash);
  }
  // Stale whatever their age, in one pass: a screen that mounts one fetches the server's answer straight after drawing it.
  if (restored.size > 0) void client.invalidateQueries({ predicate: (query) => restored.has(query.queryHash), refetchType: 'none' });
  if (expired.length > 0) {
    for (const hash of expired) state.index.delete(hash);
    await removeQueries(userId, expired);
  }
}

/** Answers read from the device in one go when idle: a few sites' months at a time, never a long pause. */
const WEIGH_BATCH = 6;

/** What the entries left at start weigh and when they were used (the storage budget), and the expired ones removed. */
async function weighLater(state: Running, later: string[]) {
  const now = Date.now();
  for (let i = 0; i < later.length; i += WEIGH_BATCH) {
    if (running !== state) return;
    const batch = await readSavedMany(state.userId, later.slice(i, i + WEIGH_BATCH)).catch(() => []);
    const expired: string[] = [];
    for (const { hash, saved } of batch) {
      if (now - saved.dataUpdatedAt > MAX_AGE_MS) expired.push(hash);
      else if (state.index.has(hash))
        state.index.set(hash, { bytes: saved.bytes, usedAt: Math.max(saved.usedAt, state.index.get(hash)!.usedAt) });
    }
    if (expired.length > 0) {
      for (const hash of expired) state.index.delete(hash);
      await removeQueries(state.userId, expired).catch(() => undefined);
    }
    await new Promise<void>((resolve) => whenIdle(resolve));
  }
  // What other users left behind on a shared device (a sign-out in a closed tab).
  if (running === state) await removeOtherUsers(state.userId).catch(() => undefined);
}

function whenIdle(run: () => void) {
  if (typeof window !== 'undefined' && window.requestIdleCallback) window.requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 0);
}

/**
 * Writes each kept answer (keptQueries.ts) to IndexedDB as it arrives, within the storage budget
 * (cachePolicy.ts), and forgets everything when the user signs out. Started once per user, by the
 * app's start (a stored session) or by the signed-in shell (a fresh sign-in).
 */
export function startReadingCache(client: QueryClient, userId: string): Running {
  if (running && running.client === client && running.userId === userId) return running;
  running?.stop();
  const state: Running = {
    client,
    userId,
    index: new Map(),
    pending: new Map(),
    timer: null,
    writesInFlight: 0,
    writing: Promise.resolve(),
    stop: () => undefined,
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    // Signed out (local storage is cleared before the cache) or another user signed in.
    if (readSession()?.userId !== userId) {
      forget(state);
      return;
    }
    if (!isKeptOnDevice(event.query.queryKey)) return;
    if (event.type === 'updated' && event.action.type === 'success' && event.query.state.data !== undefined) {
      state.pending.set(event.query.queryHash, event.query);
      scheduleWrite(state);
    } else if (event.type === 'added' && event.query.state.data === undefined && state.index.has(event.query.queryHash)) {
      // Restored at the start but dropped from memory since (unused for a while): read it again.
      void reload(state, event.query);
    } else if (event.type === 'observerAdded') {
      const saved = state.index.get(event.query.queryHash);
      if (saved) saved.usedAt = Date.now();
    }
  });
  const stopFlushing = typeof window === 'undefined' ? () => undefined : flushOnLeave(state);
  state.stop = () => {
    unsubscribe();
    stopFlushing();
    if (state.timer) clearTimeout(state.timer);
    state.timer = null;
    state.pending.clear();
    if (running === state) running = null;
    notifySaved();
  };
  running = state;
  // Started after sign-in: the profile and preferences (and whatever else) came before the shell did.
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status === 'success' && isKeptOnDevice(query.queryKey)) state.pending.set(query.queryHash, query);
  }
  if (state.pending.size > 0) scheduleWrite(state);
  return state;
}

async function reload(state: Running, query: Query) {
  // Online, what screens copy into their state is fetched, never read back (see isRestoredOnline).
  if (onlineManager.isOnline() && !isRestoredOnline(query.queryKey)) return;
  const saved = await readSavedQuery(state.userId, query.queryHash).catch(() => undefined);
  if (!saved || query.state.data !== undefined || running !== state) return;
  if (Date.now() - saved.dataUpdatedAt > MAX_AGE_MS) return; // Removed when the idle pass weighs it.
  state.client.setQueryData(saved.queryKey, saved.data, { updatedAt: saved.dataUpdatedAt });
  state.pending.delete(query.queryHash);
}

function notifySaved() {
  for (const listener of savedListeners) listener();
}

function forget(state: Running) {
  state.stop();
  // Everything on the device goes: the next user of this phone sees none of it.
  void state.writing.then(() => removeOtherUsers(null)).catch(() => undefined);
}

function scheduleWrite(state: Running) {
  if (state.timer) return;
  notifySaved();
  state.timer = setTimeout(() => writeNow(state), WRITE_DELAY_MS);
}

/** Writes what is waiting at once: the batch's timer, or the page going away (flushOnLeave). */
function writeNow(state: Running) {
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  if (state.pending.size === 0) return;
  const batch = [...state.pending.values()];
  state.pending.clear();
  state.writesInFlight += 1;
  state.writing = state.writing
    .then(() => write(state, batch))
    .catch(() => undefined) // A full or unavailable disk: the app works on, without the offline copy.
    .finally(() => {
      state.writesInFlight -= 1;
      notifySaved();
    });
}

/**
 * What is waiting is written when the page is hidden (the grower switches to another app, and a
 * phone may close a page in the background without warning) or left, not a second later. Writes
 * begun as a page unloads may still be cut off by the browser.
 */
function flushOnLeave(state: Running): () => void {
  const onHidden = () => {
    if (document.visibilityState === 'hidden') writeNow(state);
  };
  const onPageHide = () => writeNow(state);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
  };
}

async function write(state: Running, batch: Query[]) {
  const now = Date.now();
  const items: { hash: string; saved: SavedQuery }[] = [];
  for (const query of batch) {
    if (query.state.data === undefined) continue;
    const bytes = approximateBytes(query.state.data);
    items.push({
      hash: query.queryHash,
      saved: { queryKey: query.queryKey, data: query.state.data, dataUpdatedAt: query.state.dataUpdatedAt, usedAt: now, bytes },
    });
  }
  if (items.length === 0) return;
  await saveQueries(state.userId, items);
  for (const { hash, saved } of items) state.index.set(hash, { bytes: saved.bytes, usedAt: saved.usedAt });

  // Oldest first out when over the budget, never what the page on screen shows.
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  const onScreen = new Set(
    state.client
      .getQueryCache()
      .getAll()
      .filter((query) => query.getObserversCount() > 0)
      .map((query) => query.queryHash),
  );
  const entries = [...state.index].map(([id, info]) => ({ id, ...info }));
  const evicted = entriesToEvict(entries, storageBudget(estimate?.quota), onScreen, now);
  if (evicted.length > 0) {
    await removeQueries(state.userId, evicted);
    for (const hash of evicted) state.index.delete(hash);
  }
}
