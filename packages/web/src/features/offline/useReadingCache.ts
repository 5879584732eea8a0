import { onlineManager, useQueryClient } from '@tanstack/react-query';
import type { Preference } from '@tilth/domain';
import { useEffect } from 'react';
import { allSavedToDevice, onSavedToDevice, startReadingCache } from './readingCache/readingCache';
import { prefetchForOffline } from './readingCache/prefetchForOffline';

/** The first screen has its turn: the prefetch starts when the browser is idle, or after this long. */
const PREFETCH_AFTER_MS = 3_000;

/**
 * The signed-in shell's side of the reading cache (issue 37): keeps the user's answers on the
 * device (readingCache.ts) and, online, fetches ahead what a start without signal needs
 * (prefetchForOffline.ts), never in the first screen's way. `<html data-offline-ready>` says
 * when that is done and written to the device (what the e2e tests wait for).
 */
export function useReadingCache(userId: string, preference: Preference) {
  const client = useQueryClient();
  const { sort } = preference.site;

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
      // Current preferences, read when the prefetch runs: only the list's sort is in the deps.
      void prefetchForOffline(client, { ...preference, site: { sort } }, abort.signal)
        .catch(() => undefined) // Lost signal midway: whatever arrived is kept.
        .finally(() => {
          prefetched = true;
          mark();
        });
    };
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(run, { timeout: PREFETCH_AFTER_MS })
      : window.setTimeout(run, PREFETCH_AFTER_MS);
    return () => {
      abort.abort();
      stopWatching();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      delete document.documentElement.dataset.offlineReady;
    };
    // The prefetch runs once per user and sort, not on every preference change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, userId, sort]);
}
