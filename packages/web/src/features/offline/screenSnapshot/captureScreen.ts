import { SNAPSHOT_HIDE_ATTRIBUTE, SNAPSHOT_OMIT_ATTRIBUTE } from '../../../ui/snapshotMarks';
import {
  COLOR_SCHEME_ATTRIBUTE,
  currentBuild,
  SNAPSHOT_ROOT_ATTRIBUTE,
  SNAPSHOT_VERSION,
  snapshotKind,
  type ScreenSnapshot,
  type SnapshotKind,
} from './screenSnapshot';

/** What the live page shows before its picture is worth keeping: cards, the chart's first frame. */
const READY: Record<SnapshotKind, string> = {
  sites: 'article[data-site-id]',
  graph: '[data-testid="site-graph-chart"][data-first-drawn-at]',
};

/** Attributes a picture leaves out: the chart's frame count and times (a picture is not a drawn frame) and any handler. */
const DROPPED_ATTRIBUTE = /^(on|data-drawn$|data-drawn-at$|data-first-drawn-at$|autofocus$)/i;

/**
 * A picture of the screen in `#root`, or null when the address is not one the device keeps, the page
 * is not drawn yet (or is itself a picture), or the page has no build identity (a dev server).
 */
export function captureScreen(
  doc: Document,
  { userId, pathname, width, now }: { userId: string; pathname: string; width: number; now: number },
): ScreenSnapshot | null {
  const kind = snapshotKind(pathname);
  const build = currentBuild(doc);
  const root = doc.getElementById('root');
  if (!kind || !build || !root || root.hasAttribute(SNAPSHOT_ROOT_ATTRIBUTE) || !root.querySelector(READY[kind])) return null;

  const clone = root.cloneNode(true) as HTMLElement;
  canvasesAsImages(root, clone);
  // A map's tiles need the network and its markers are placed by script: an empty map of the same size.
  for (const map of clone.querySelectorAll('.leaflet-container')) map.replaceChildren();
  for (const element of clone.querySelectorAll(`[${SNAPSHOT_OMIT_ATTRIBUTE}]`)) element.remove();
  for (const element of clone.querySelectorAll<HTMLElement>(`[${SNAPSHOT_HIDE_ATTRIBUTE}]`)) element.style.visibility = 'hidden';
  // Object URLs (a photo being attached) end with the page that made them.
  for (const image of clone.querySelectorAll<HTMLImageElement>('img[src^="blob:"]')) {
    image.removeAttribute('src');
    image.style.visibility = 'hidden';
  }
  for (const element of clone.querySelectorAll('*')) {
    for (const { name } of [...element.attributes]) if (DROPPED_ATTRIBUTE.test(name)) element.removeAttribute(name);
  }
  return {
    version: SNAPSHOT_VERSION,
    userId,
    pathname,
    build,
    width,
    takenAt: now,
    colorScheme: doc.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE),
    stylesheets: [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .map((link) => link.getAttribute('href'))
      .filter((href): href is string => !!href),
    html: clone.innerHTML,
  };
}

/** Each canvas of the clone (a copy has no pixels) becomes an image of the live one's, at its size on the page. */
function canvasesAsImages(live: HTMLElement, clone: HTMLElement) {
  const copies = clone.querySelectorAll('canvas');
  live.querySelectorAll('canvas').forEach((canvas, index) => {
    const copy = copies[index];
    if (!copy) return;
    const image = clone.ownerDocument.createElement('img');
    image.alt = '';
    image.setAttribute('data-snapshot-canvas', '');
    if (canvas.className) image.className = canvas.className;
    image.style.cssText = canvas.style.cssText;
    image.style.width = canvas.style.width || `${canvas.clientWidth}px`;
    image.style.height = canvas.style.height || `${canvas.clientHeight}px`;
    const pixels = canvas.width > 0 && canvas.height > 0 && !canvas.closest('.leaflet-container') ? dataUrl(canvas) : null;
    if (pixels) image.src = pixels;
    copy.replaceWith(image);
  });
}

function dataUrl(canvas: HTMLCanvasElement): string | null {
  try {
    const url = canvas.toDataURL('image/webp', 0.85);
    return url?.startsWith('data:image/') ? url : null;
  } catch {
    return null; // A canvas holding another origin's pixels can't be read.
  }
}
