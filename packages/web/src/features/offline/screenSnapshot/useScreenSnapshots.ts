import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readSession } from '../../../api/session';
import { captureScreen } from './captureScreen';
import { saveSnapshot, snapshotKind } from './screenSnapshot';

/** After an address is opened: a first picture once its page has settled, retried while it is still drawing. */
const FIRST_TAKE_MS = 3_000;
const RETRY_MS = 2_000;
const TRIES = 10;

/** Takes a picture of the current screen and keeps it; false when there was nothing to take. */
export function keepPictureOfScreen(): boolean {
  const session = readSession();
  if (!session) return false; // Signed out (a sign-out clears storage; nothing is written after it).
  const snapshot = captureScreen(document, {
    userId: session.userId,
    pathname: location.pathname,
    width: window.innerWidth,
    now: Date.now(),
  });
  return snapshot !== null && saveSnapshot(localStorage, snapshot);
}

/** When the browser is idle (a picture with a chart's image costs a phone tens of milliseconds), else soon. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

/**
 * Keeps the device's picture of the sites list and a site's graph (screenSnapshot.ts) up to date: a
 * first once the page has drawn, and the last when the app is left (hidden, closed or switched
 * away from), so the next start paints what the grower saw last. Mounted by the signed-in frame.
 */
export function useScreenSnapshots() {
  const { pathname } = useLocation();

  useEffect(() => {
    if (!snapshotKind(pathname)) return;
    let cancelIdle = () => {};
    let timer: ReturnType<typeof setTimeout>;
    const attempt = (triesLeft: number) => {
      cancelIdle = whenIdle(() => {
        if (!keepPictureOfScreen() && triesLeft > 1) timer = setTimeout(() => attempt(triesLeft - 1), RETRY_MS);
      });
    };
    timer = setTimeout(() => attempt(TRIES), FIRST_TAKE_MS);
    // Closing a tab fires both: one picture.
    let leftAt = -Infinity;
    const onLeave = () => {
      if (document.visibilityState !== 'hidden' || performance.now() - leftAt < 1_000) return;
      leftAt = performance.now();
      keepPictureOfScreen();
    };
    document.addEventListener('visibilitychange', onLeave);
    window.addEventListener('pagehide', onLeave);
    return () => {
      clearTimeout(timer);
      cancelIdle();
      document.removeEventListener('visibilitychange', onLeave);
      window.removeEventListener('pagehide', onLeave);
    };
  }, [pathname]);
}
