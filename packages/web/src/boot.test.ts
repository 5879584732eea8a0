import { describe, expect, it } from 'vitest';
import { TOKEN_KEY, USER_ID_KEY } from './api/session';
import { preloadSignedInChunks, signedInChunks, STORED, storedSession } from './boot';
import { DEVICE_LANGUAGE_KEY } from './i18n/deviceLanguage';
import { memoryStorage } from './test/memoryStorage';

function page(list: string | null): Document {
  const doc = document.implementation.createHTMLDocument('Tilth');
  if (list !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'tilth-signed-in';
    meta.content = list;
    doc.head.append(meta);
  }
  return doc;
}
const storage = memoryStorage;
const signedIn = storage({ token: 'r:abc', userId: 'U1' });

describe('boot', () => {
  it("reads the session and the language under the app's own keys", () => {
    expect(STORED).toEqual({ token: TOKEN_KEY, userId: USER_ID_KEY, language: DEVICE_LANGUAGE_KEY });
    expect(storedSession(storage({ token: 'r:abc', userId: 'U1' }))).toEqual({ token: 'r:abc', userId: 'U1' });
    expect(storedSession(storage({ token: 'r:abc' }))).toBeNull();
  });

  it("lists the build's chunks only when a session is stored", () => {
    const doc = page('/assets/shell-1.js /assets/mantine-2.js');
    expect(signedInChunks(doc, signedIn)).toEqual(['/assets/shell-1.js', '/assets/mantine-2.js']);
    expect(signedInChunks(doc, storage({}))).toEqual([]);
    expect(signedInChunks(page(null), signedIn)).toEqual([]);
  });

  it('starts their downloads as module preloads', () => {
    const doc = page('/assets/shell-1.js /assets/mantine-2.js');
    preloadSignedInChunks(doc, signedIn);
    const links = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/assets/shell-1.js', '/assets/mantine-2.js']);
    const signedOut = page('/assets/shell-1.js');
    preloadSignedInChunks(signedOut, storage({}));
    expect(signedOut.head.querySelectorAll('link')).toHaveLength(0);
  });
});
