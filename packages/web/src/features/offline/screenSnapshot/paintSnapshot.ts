import { COLOR_SCHEME_ATTRIBUTE, currentBuild, readSnapshot, SNAPSHOT_ROOT_ATTRIBUTE, type ScreenSnapshot } from './screenSnapshot';

/**
 * Paints the device's picture of the addressed screen into `#root` (src/boot.ts), once its
 * stylesheets have loaded — from the service worker's cache, tens of milliseconds; unstyled it would
 * flash. React's first commit clears `#root` (createRoot replaces what a container holds), which
 * takes the picture down; so does a start whose app never rendered (its code failed to load).
 */

/** Stylesheets slower than this (no service worker, a slow network): no picture this time. */
const STYLES_WAIT_MS = 800;
/** A picture the app never replaced is taken down after this: a page that looks live but isn't would mislead. */
export const SNAPSHOT_LIFETIME_MS = 15_000;

export interface PaintArgs {
  doc: Document;
  storage: Pick<Storage, 'getItem'>;
  userId: string;
  pathname: string;
  width: number;
  now: number;
}

/** Paints the kept picture when there is one for this start; resolves whether it did. */
export async function paintKeptScreen({ doc, storage, userId, pathname, width, now }: PaintArgs): Promise<boolean> {
  const snapshot = readSnapshot(storage, { userId, pathname, width, now, build: currentBuild(doc) });
  const root = doc.getElementById('root');
  if (!snapshot || !root || root.hasChildNodes()) return false;
  if (!(await stylesheetsLoaded(doc, snapshot.stylesheets, STYLES_WAIT_MS))) return false;
  if (root.hasChildNodes()) return false; // The app drew first.
  paint(doc, root, snapshot);
  return true;
}

function paint(doc: Document, root: HTMLElement, snapshot: ScreenSnapshot) {
  const html = doc.documentElement;
  if (snapshot.colorScheme && !html.hasAttribute(COLOR_SCHEME_ATTRIBUTE)) html.setAttribute(COLOR_SCHEME_ATTRIBUTE, snapshot.colorScheme);
  const picture = doc.createElement('div');
  picture.style.display = 'contents'; // The picture's markup lays out as the app's did, directly in #root.
  picture.innerHTML = snapshot.html;
  // A picture does nothing when pressed: inert, a press waits for the live page rather than being lost in it.
  picture.inert = true;
  root.setAttribute(SNAPSHOT_ROOT_ATTRIBUTE, new Date(snapshot.takenAt).toISOString());
  root.setAttribute('aria-busy', 'true'); // Screen readers wait for the live page.
  root.append(picture);

  const takeDown = () => {
    observer.disconnect();
    clearTimeout(timer);
    picture.remove();
    root.removeAttribute(SNAPSHOT_ROOT_ATTRIBUTE);
    root.removeAttribute('aria-busy');
  };
  const observer = new MutationObserver(() => {
    if (!picture.isConnected || root.firstChild !== picture) takeDown();
  });
  observer.observe(root, { childList: true });
  const timer = setTimeout(takeDown, SNAPSHOT_LIFETIME_MS);
}

/** Adds the stylesheets the page lacks; true once all have loaded, false when one failed or after `waitMs` (an unstyled picture would flash). */
function stylesheetsLoaded(doc: Document, hrefs: string[], waitMs: number): Promise<boolean> {
  const present = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')));
  const loads = hrefs
    .filter((href) => !present.has(href))
    .map(
      (href) =>
        new Promise<boolean>((resolve) => {
          const link = doc.createElement('link');
          link.rel = 'stylesheet';
          link.crossOrigin = ''; // As the build's own links (Vite's loader then finds this one and adds none).
          link.href = href;
          link.onload = () => resolve(true);
          link.onerror = () => resolve(false);
          doc.head.append(link);
        }),
    );
  return Promise.race([
    Promise.all(loads).then((loaded) => loaded.every(Boolean)),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), waitMs)),
  ]);
}
