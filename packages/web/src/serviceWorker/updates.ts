/// <reference lib="webworker" />

import { SKIP_WAITING } from './messages';

/**
 * A new version waits until the user asks for it: the page shows "Update available — reload"
 * and posts SKIP_WAITING, then reloads once the new worker controls it. Taking over unasked
 * would swap the build under a page that is still running the old one.
 */
export function registerUpdateHandler(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void worker.skipWaiting();
  });
}
