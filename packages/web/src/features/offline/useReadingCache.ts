import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { allSavedToDevice, onSavedToDevice, startReadingCache } from './readingCache/readingCache';

/**
 * The page has its turn first: the prefetch starts once no answer has come or gone for this long
 * (the user is reading, not clicking through), then when the browser is idle.
 */
const QUIET_BEFORE_PREFETCH_MS = 8_000;
const IDLE_TIMEOUT_MS = 2_000;

/**
 * The signed-in shell's side of the reading cache (issue 37): keeps the user's answers on the
 * device (readingCache.ts) and, online, fetches ahead what a start without signal needs
 * (`prefetch`, given by the shell: shell/offlinePrefetch.ts), never in the first screen's way,
 * once per user and `prefetchKey` (what changes the answers to fetch, e.g. the list's sort).
 * `<html data-offline-ready>` says when that is done and written to the device (the e2e tests
 * wait for it).
 */
export function useReadingCache(userId: string, prefetch: (signal: AbortSignal) => Promise<void>, prefetchKey: string) {
  const client = useQueryClient();
  const latestPrefetch = useRef(prefetch);
  useEffect(() => {
    latestPrefetch.current = prefetch;
  });

  useEffect(() => {
    startReadingCache(client, userId);
  }, [client, userId]);

  useEffect(() => {
    const abort = new AbortController();
    let prefetched = false;
    const mark = () => {
      document.documentElement.dataset.offlineReady = String(prefetched && allSavedToDevice());
    };
    mark();
    const stopWatching = onSavedToDevice(mark);
    const run = () => {
      if (!onlineManager.isOnline()) return;
      void latestPrefetch
        .current(abort.signal)
        .catch(() => undefined) // Lost signal midway: whatever arrived is kept.
        .finally(() => {
          if (abort.signal.aborted) return;
          prefetched = true;
          mark();
        });
    };
    let idle: number | null = null;
    const whenIdle = () => {
      idle = window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(run, 0);
    };
    let quiet = window.setTimeout(whenIdle, QUIET_BEFORE_PREFETCH_MS);
    const stopQuiet = client.getQueryCache().subscribe(() => {
      if (idle !== null) return;
      window.clearTimeout(quiet);
      quiet = window.setTimeout(whenIdle, QUIET_BEFORE_PREFETCH_MS);
    });
    return () => {
      abort.abort();
      stopWatching();
      stopQuiet();
      window.clearTimeout(quiet);
      if (idle !== null) {
        if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      }
      delete document.documentElement.dataset.offlineReady;
    };
  }, [client, userId, prefetchKey]);
}
