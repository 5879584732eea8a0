import { describe, expect, it } from 'vitest';
import { captureScreen } from './captureScreen';
import { SNAPSHOT_VERSION } from './screenSnapshot';
import { GRAPH, SITES, TAKEN } from '../../../test/snapshotFixtures';

const NOW = TAKEN;

function page(body: string, { build = '/assets/shell-1.js' as string | null } = {}): Document {
  const doc = document.implementation.createHTMLDocument('Tilth');
  if (build) doc.head.insertAdjacentHTML('beforeend', `<meta name="tilth-signed-in" content="${build} /assets/mantine-2.js">`);
  doc.head.insertAdjacentHTML(
    'beforeend',
    '<link rel="stylesheet" href="/assets/start-1.css"><link rel="stylesheet" href="/assets/shell-1.css">',
  );
  doc.documentElement.setAttribute('data-mantine-color-scheme', 'dark');
  doc.body.innerHTML = `<div id="root">${body}</div>`;
  return doc;
}
const take = (doc: Document, pathname = SITES) => captureScreen(doc, { userId: 'U1', pathname, width: 390, now: NOW });

const SITES_PAGE = `
  <div data-snapshot-omit><div role="alert">Offline — data from 10:42 today</div></div>
  <h1>North Pivot Farm</h1>
  <article data-site-id="10001" onclick="alert(1)"><p>North Pivot 1</p><p data-snapshot-hide>Last Updated: 5 minutes ago</p></article>
  <div class="leaflet-container" style="height: 300px"><img src="https://tile.example/1/2/3.png"><div class="leaflet-marker-icon"></div></div>
  <img src="blob:http://localhost/abc" alt="photo">`;

describe('a picture of the screen', () => {
  it("keeps the page's markup and what it needs to be painted alike", () => {
    const snapshot = take(page(SITES_PAGE))!;
    expect(snapshot).toMatchObject({
      version: SNAPSHOT_VERSION,
      userId: 'U1',
      pathname: SITES,
      build: '/assets/shell-1.js /assets/mantine-2.js',
      width: 390,
      takenAt: NOW,
      colorScheme: 'dark',
      stylesheets: ['/assets/start-1.css', '/assets/shell-1.css'],
    });
    expect(snapshot.html).toContain('<h1>North Pivot Farm</h1>');
    expect(snapshot.html).toContain('North Pivot 1');
  });

  it('leaves out the connection banners, handlers and object URLs; blanks relative times and the map', () => {
    const doc = page(SITES_PAGE);
    const html = take(doc)!.html;
    expect(html).not.toContain('Offline — data from');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('blob:');
    expect(html).not.toContain('tile.example');
    expect(html).toContain('<div class="leaflet-container" style="height: 300px"></div>');
    const kept = doc.createElement('div');
    kept.innerHTML = html;
    expect(kept.querySelector<HTMLElement>('[data-snapshot-hide]')!.style.visibility).toBe('hidden');
    // The live page is untouched.
    expect(doc.querySelector('[data-snapshot-omit]')).not.toBeNull();
    expect(doc.querySelector('article')!.getAttribute('onclick')).toBe('alert(1)');
  });

  it("turns the chart's canvas into an image of its pixels, without the frame times", () => {
    const doc = page(
      '<div data-testid="site-graph-chart" data-first-drawn-at="812.5" data-drawn-at="812.5" data-drawn="2"><canvas class="u-canvas" width="1170" height="900" style="width: 390px; height: 300px"></canvas></div>',
    );
    const canvas = doc.querySelector('canvas')!;
    canvas.toDataURL = () => 'data:image/webp;base64,UklGRg==';
    const html = take(doc, GRAPH)!.html;
    expect(html).not.toContain('<canvas');
    expect(html).not.toContain('data-drawn');
    expect(html).not.toContain('drawn-at');
    const kept = doc.createElement('div');
    kept.innerHTML = html;
    const image = kept.querySelector<HTMLImageElement>('img[data-snapshot-canvas]')!;
    expect(image.getAttribute('src')).toBe('data:image/webp;base64,UklGRg==');
    expect(image.className).toBe('u-canvas');
    expect([image.style.width, image.style.height]).toEqual(['390px', '300px']);
  });

  it('keeps an empty image of the right size for a canvas it may not read', () => {
    const doc = page(
      '<div data-testid="site-graph-chart" data-first-drawn-at="1"><canvas width="10" height="10" style="width: 10px; height: 20px"></canvas></div>',
    );
    doc.querySelector('canvas')!.toDataURL = () => {
      throw new DOMException('tainted', 'SecurityError');
    };
    const kept = doc.createElement('div');
    kept.innerHTML = take(doc, GRAPH)!.html;
    const image = kept.querySelector<HTMLImageElement>('img[data-snapshot-canvas]')!;
    expect(image.hasAttribute('src')).toBe(false);
    expect(image.style.height).toBe('20px');
  });

  it('is not taken before the page has drawn, of another screen, of a picture, or without a build', () => {
    expect(take(page('<p>Loading…</p>')), 'no card yet').toBeNull();
    expect(take(page('<div data-testid="site-graph-chart"></div>'), GRAPH), 'no frame drawn yet').toBeNull();
    expect(take(page(SITES_PAGE), '/farm/F1/sites/notifications')).toBeNull();
    expect(take(page(SITES_PAGE, { build: null }))).toBeNull();
    const shown = page(SITES_PAGE);
    shown.getElementById('root')!.setAttribute('data-snapshot', '2026-11-28T10:42:00.000Z');
    expect(take(shown), 'the picture itself').toBeNull();
  });
});
