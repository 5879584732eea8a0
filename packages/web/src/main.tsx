import './styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { readSession } from './api/session';
import { AppProviders } from './App';
import { setLanguage } from './i18n/catalog';
import { INTL_LOCALE } from '@tilth/domain/preferences/language';
import { SNAPSHOT_ROOT_ATTRIBUTE } from './features/offline/screenSnapshot/screenSnapshot';
import { deviceLanguage } from './i18n/deviceLanguage';
import { warmIntl } from './i18n/warmIntl';
import { createQueryClient } from './queryClient';
import { preloadRouteChunks, routes } from './routes';

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();

/** A slow device store never holds the first screen back longer than this; what it holds arrives after. */
const RESTORE_WAIT_MS = 1_500;
/**
 * While the device's picture of the screen is shown (src/boot.ts), the first render waits longer for
 * the screen's chunks: rendered without them it would replace the picture with a loader.
 */
const PICTURE_WAIT_MS = 10_000;

/** Resolves after the first screen's longest wait: longer while a picture of it is on screen. */
function firstScreenWait(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      const picture = document.getElementById('root')?.hasAttribute(SNAPSHOT_ROOT_ATTRIBUTE);
      if (picture) setTimeout(resolve, PICTURE_WAIT_MS - RESTORE_WAIT_MS);
      else resolve();
    }, RESTORE_WAIT_MS),
  );
}

function render() {
  // The device's language (the last signed-in user's, else the browser's) before the first frame, so
  // a Spanish-speaking grower never sees English flash first; its files come from the cache offline.
  void setLanguage(deviceLanguage()).finally(renderRoot);
}

function renderRoot() {
  // Marks of the start (bench/field.ts, a trace's Timings): when the first render begins.
  performance.mark('tilth:first-render');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// Signed in: the data kept on this device (issue 37) goes into the query client first, so the app
// starts without a network. Loaded only then: the sign-in page carries none of it.
const session = readSession();
if (session) {
  performance.mark('tilth:start');
  // The screen's chunks download while the device store is read, not after the first render, and
  // its API calls start at once instead of one after another as each level renders.
  const screens = preloadRouteChunks(window.location.pathname);
  void import('./features/shell/firstScreenFetch')
    .then((first) => first.startFirstScreenFetches(queryClient, session.userId, window.location.pathname))
    .catch(() => undefined);
  // In the first pause, while the chunks above download.
  setTimeout(() => warmIntl(INTL_LOCALE[deviceLanguage()]));
  const restored = import('./features/offline/readingCache/readingCache')
    .then((cache) => cache.restoreReadingCache(queryClient, session.userId))
    .then(() => performance.mark('tilth:device-read'))
    .catch(() => undefined);
  // The first render waits for the screen's chunks too: rendered before them, each lazy level would
  // show its loader and be retried by React, time-sliced and throttled — ~0.3 s per level on a phone.
  void Promise.race([Promise.all([restored, screens]), firstScreenWait()]).then(render);
} else {
  render();
}
