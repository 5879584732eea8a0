import { useCallback, useEffect, useState } from 'react';
import { SKIP_WAITING } from '../../serviceWorker/messages';
import { registerServiceWorker } from './registerServiceWorker';

export interface AppUpdate {
  /** A new version is installed and waits for the user (or has taken over from another tab). */
  available: boolean;
  /** Switches to the new version and reloads the page once it is in charge. */
  apply: () => void;
}

/**
 * Registers the service worker and watches for a new version (issue 37). The page never reloads
 * by itself — the user may be typing: it offers "Update available — reload", and only that
 * button's press posts SKIP_WAITING to the waiting worker and reloads once, on controllerchange.
 * Writes queued offline are in IndexedDB and survive the reload.
 */
export function useAppUpdate(): AppUpdate {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [takenOver, setTakenOver] = useState(false);

  useEffect(() => {
    let stopped = false;
    const cleanups: (() => void)[] = [];
    const hadController = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
    void registerServiceWorker()
      .then((registration) => {
        if (!registration || stopped) return;
        // Only a worker that replaces another is an update; the first one just takes the page.
        const offer = (worker: ServiceWorker | null) => {
          if (worker && navigator.serviceWorker.controller) setWaiting(worker);
        };
        offer(registration.waiting);
        const onUpdateFound = () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') offer(installing);
          });
        };
        registration.addEventListener('updatefound', onUpdateFound);
        // The browser checks for a new version on page loads; an app left open checks when shown again.
        const onVisible = () => {
          if (document.visibilityState === 'visible' && navigator.onLine) void registration.update().catch(() => undefined);
        };
        document.addEventListener('visibilitychange', onVisible);
        // Another tab applied the update: this page runs the old version under the new worker.
        const onControllerChange = () => {
          if (hadController) setTakenOver(true);
        };
        navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
        cleanups.push(
          () => registration.removeEventListener('updatefound', onUpdateFound),
          () => document.removeEventListener('visibilitychange', onVisible),
          () => navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange),
        );
      })
      .catch(() => undefined); // No worker (private mode, an old browser): the app works online as before.
    return () => {
      stopped = true;
      cleanups.forEach((cleanup) => cleanup());
    };
  }, []);

  const apply = useCallback(() => {
    if (!waiting) {
      window.location.reload();
      return;
    }
    let reloaded = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (reloaded) return;
      reloaded = true;
      window.location.reload();
    });
    waiting.postMessage({ type: SKIP_WAITING });
  }, [waiting]);

  return { available: waiting !== null || takenOver, apply };
}
