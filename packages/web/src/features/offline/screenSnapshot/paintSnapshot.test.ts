import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../test/memoryStorage';
import { paintKeptScreen, SNAPSHOT_LIFETIME_MS } from './paintSnapshot';
import { snapshotKey, type ScreenSnapshot } from './screenSnapshot';
import { BUILD, SITES, TAKEN, testPicture } from '../../../test/snapshotFixtures';

const picture = testPicture;

function page(): Document {
  const doc = document.implementation.createHTMLDocument('Tilth');
  doc.head.insertAdjacentHTML(
    'beforeend',
    `<meta name="tilth-signed-in" content="${BUILD}"><link rel="stylesheet" href="/assets/start-1.css">`,
  );
  doc.body.innerHTML = '<div id="root"></div>';
  return doc;
}
const stored = (snapshot: ScreenSnapshot) => memoryStorage({ [snapshotKey('sites')]: JSON.stringify(snapshot) });
const paint = (doc: Document, snapshot = picture()) =>
  paintKeptScreen({ doc, storage: stored(snapshot), userId: 'U1', pathname: SITES, width: 390, now: TAKEN + 60_000 });
/** MutationObserver callbacks run as microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe("painting the device's picture", () => {
  it('paints it into #root, inert and busy, in its colour scheme', async () => {
    const doc = page();
    expect(await paint(doc)).toBe(true);
    const root = doc.getElementById('root')!;
    expect(root.getAttribute('data-snapshot')).toBe('2026-11-28T10:42:00.000Z');
    expect(root.getAttribute('aria-busy')).toBe('true');
    expect(root.querySelector('article')?.textContent).toBe('North Pivot 1');
    expect((root.firstElementChild as HTMLElement).inert).toBe(true);
    expect(doc.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('is taken down when the app draws into #root', async () => {
    const doc = page();
    await paint(doc);
    const root = doc.getElementById('root')!;
    root.replaceChildren(Object.assign(doc.createElement('main'), { textContent: 'live' }));
    await settle();
    expect(root.hasAttribute('data-snapshot')).toBe(false);
    expect(root.hasAttribute('aria-busy')).toBe(false);
    expect(root.textContent).toBe('live');
  });

  it('is taken down if the app never draws', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const doc = page();
    await paint(doc);
    vi.advanceTimersByTime(SNAPSHOT_LIFETIME_MS);
    const root = doc.getElementById('root')!;
    expect(root.hasChildNodes()).toBe(false);
    expect(root.hasAttribute('data-snapshot')).toBe(false);
  });

  it('waits for a stylesheet the page lacks, and paints nothing when it fails', async () => {
    // The links are held back from the test DOM, which would fail them at once: their events are the test's.
    const added = (doc: Document) => {
      const links: HTMLLinkElement[] = [];
      doc.head.append = (...nodes) => void links.push(...(nodes as HTMLLinkElement[]));
      return links;
    };
    const doc = page();
    const links = added(doc);
    const painted = paint(doc, picture({ stylesheets: ['/assets/start-1.css', '/assets/shell-1.css'] }));
    expect(links.map((link) => [link.rel, link.getAttribute('href')])).toEqual([['stylesheet', '/assets/shell-1.css']]);
    await settle();
    expect(doc.getElementById('root')!.hasChildNodes(), 'not before its styles').toBe(false);
    links[0]!.dispatchEvent(new Event('load'));
    expect(await painted).toBe(true);

    const failing = page();
    const failingLinks = added(failing);
    const notPainted = paint(failing, picture({ stylesheets: ['/assets/shell-1.css'] }));
    failingLinks[0]!.dispatchEvent(new Event('error'));
    expect(await notPainted).toBe(false);
    expect(failing.getElementById('root')!.hasChildNodes()).toBe(false);
  });

  it("paints nothing when the app drew first or the picture isn't this start's", async () => {
    const drawn = page();
    drawn.getElementById('root')!.innerHTML = '<main>live</main>';
    expect(await paint(drawn)).toBe(false);
    expect(drawn.getElementById('root')!.innerHTML).toBe('<main>live</main>');
    expect(await paint(page(), picture({ userId: 'U2' }))).toBe(false);
    expect(await paint(page(), picture({ build: '/assets/shell-0.js' }))).toBe(false);
  });
});
