import { askFirstScreenEarly } from './api/earlyAnswers';
import { startEarlyRead } from './features/offline/readingCache/earlyRead';
import { paintKeptScreen } from './features/offline/screenSnapshot/paintSnapshot';
import { currentBuild } from './features/offline/screenSnapshot/screenSnapshot';
import { startAddress } from './features/shell/keptLanding';

/**
 * The page's first script, run before the app's entry (index.html): when someone is signed in on
 * this device, it starts downloading the signed-in app's shared chunks — listed by the build in
 * `<meta name="tilth-signed-in">` (build/signedInPreload.ts) —, asks the server for the first
 * screen's answers (api/earlyAnswers.ts) and reads what the device keeps for it (offline/readingCache/
 * earlyRead.ts), while the browser is still evaluating React and the entry; and paints the device's
 * picture of the screen as the app last drew it (offline/screenSnapshot), which the app's first
 * render replaces.
 * On a phone that is ~0.2 s (chunks) and ~0.5 s (answers) sooner than the app could ask (issue 37).
 * Signed out it does nothing, so the sign-in page downloads none of the signed-in app. Its imports
 * share its chunk (vite.config.ts): another chunk would be evaluated before it.
 */

/**
 * Where the app keeps the session and the device's language in localStorage (api/session.ts,
 * i18n/deviceLanguage.ts; boot.test.ts keeps them equal): spelled here, as importing those modules
 * would bring their chunk in ahead of this one.
 */
export const STORED = { token: 'token', userId: 'userId', language: 'tilth-language' } as const;

/** The stored session, if any. */
export function storedSession(storage: Pick<Storage, 'getItem'>): { token: string; userId: string } | null {
  const token = storage.getItem(STORED.token);
  const userId = storage.getItem(STORED.userId);
  return token && userId ? { token, userId } : null;
}

/** The chunks to start downloading: the build's list when a session is stored, else none. */
export function signedInChunks(doc: Document = document, storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  const list = currentBuild(doc);
  if (!list || !storedSession(storage)) return [];
  return list.split(/\s+/);
}

export function preloadSignedInChunks(doc: Document = document, storage: Pick<Storage, 'getItem'> = localStorage): void {
  for (const file of signedInChunks(doc, storage)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    doc.head.append(link);
  }
}

/** The installed app opens at /dashboard: a farm user starts at their farm's sites instead (features/shell/keptLanding.ts). */
function startAtLanding(userId: string): void {
  const start = startAddress(localStorage, userId, location.pathname);
  if (start !== location.pathname) history.replaceState(history.state, '', start);
}

/** The language the app will start in (i18n/deviceLanguage.ts): the device's kept choice, else the browser's. */
function startLanguage(storage: Pick<Storage, 'getItem'>): string {
  return storage.getItem(STORED.language) ?? navigator.languages?.join(', ') ?? navigator.language;
}

try {
  if (typeof document !== 'undefined' && typeof localStorage !== 'undefined') {
    const session = storedSession(localStorage);
    if (session) {
      startAtLanding(session.userId);
      // Then the picture: its stylesheets are the first pixels' only wait.
      void paintKeptScreen({
        doc: document,
        storage: localStorage,
        userId: session.userId,
        pathname: location.pathname,
        width: window.innerWidth,
        now: Date.now(),
      }).catch(() => undefined);
      preloadSignedInChunks();
      askFirstScreenEarly(session, location.pathname, startLanguage(localStorage));
      if (typeof indexedDB !== 'undefined') startEarlyRead(session.userId, location.pathname);
    }
  }
} catch {
  // Storage refused (private mode, a blocked origin): the app's entry loads the chunks as before.
}
