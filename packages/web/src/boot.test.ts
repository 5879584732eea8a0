import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from './api/session';
import { preloadSignedInChunks, SESSION_TOKEN_KEY, signedInChunks } from './boot';

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
const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('boot', () => {
  it("reads the session under the app's own key", () => {
    expect(SESSION_TOKEN_KEY).toBe(TOKEN_KEY);
  });

  it("lists the build's chunks only when a session is stored", () => {
    const doc = page('/assets/shell-1.js /assets/mantine-2.js');
    expect(signedInChunks(doc, storage({ token: 'r:abc' }))).toEqual(['/assets/shell-1.js', '/assets/mantine-2.js']);
    expect(signedInChunks(doc, storage({}))).toEqual([]);
    expect(signedInChunks(page(null), storage({ token: 'r:abc' }))).toEqual([]);
  });

  it('starts their downloads as module preloads', () => {
    const doc = page('/assets/shell-1.js /assets/mantine-2.js');
    preloadSignedInChunks(doc, storage({ token: 'r:abc' }));
    const links = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/assets/shell-1.js', '/assets/mantine-2.js']);
    const signedOut = page('/assets/shell-1.js');
    preloadSignedInChunks(signedOut, storage({}));
    expect(signedOut.head.querySelectorAll('link')).toHaveLength(0);
  });
});
