import { askFirstScreenEarly } from './api/earlyAnswers';
import { startEarlyRead } from './features/offline/readingCache/earlyRead';

/**
 * The page's first script, run before the app's entry (index.html): when someone is signed in on
 * this device, it starts downloading the signed-in app's shared chunks — listed by the build in
 * `<meta name="tilth-signed-in">` (build/signedInPreload.ts) —, asks the server for the first
 * screen's answers (api/earlyAnswers.ts) and reads what the device keeps for it (offline/readingCache/
 * earlyRead.ts), while the browser is still evaluating React and the entry.
 * On a phone that is ~0.2 s (chunks) and ~0.5 s (answers) sooner than the app could ask (issue 37).
 * Signed out it does nothing, so the sign-in page downloads none of the signed-in app. Its imports
 * share its chunk (vite.config.ts): another chunk would be evaluated before it.
 */

/** The session's key in localStorage (api/session.ts TOKEN_KEY; boot.test.ts keeps the two equal). */
export const SESSION_TOKEN_KEY = 'token';

/** The chunks to start downloading: the build's list when a session is stored, else none. */
export function signedInChunks(doc: Document = document, storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  const list = doc.querySelector<HTMLMetaElement>('meta[name="tilth-signed-in"]')?.content.trim();
  if (!list || !storage.getItem(SESSION_TOKEN_KEY)) return [];
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

/** The language the app will start in (i18n/deviceLanguage.ts): the device's kept choice, else the browser's. */
function startLanguage(storage: Pick<Storage, 'getItem'>): string {
  return storage.getItem('tilth-language') ?? navigator.languages?.join(', ') ?? navigator.language;
}

try {
  if (typeof document !== 'undefined' && typeof localStorage !== 'undefined') {
    preloadSignedInChunks();
    askFirstScreenEarly(localStorage, location.pathname, startLanguage(localStorage));
    const userId = localStorage.getItem(SESSION_TOKEN_KEY) && localStorage.getItem('userId');
    if (userId && typeof indexedDB !== 'undefined') startEarlyRead(userId, location.pathname);
  }
} catch {
  // Storage refused (private mode, a blocked origin): the app's entry loads the chunks as before.
}
