import { SNAPSHOT_VERSION, type ScreenSnapshot } from '../features/offline/screenSnapshot/screenSnapshot';

/** The tests' picture: North Pivot Farm's sites list, kept at 10:42 on a 390 px phone by user U1. */
export const SITES = '/farm/F1/sites';
export const GRAPH = '/farm/F1/site/10001/S1/0xab/graph';
export const BUILD = '/assets/shell-1.js /assets/mantine-2.js';
export const TAKEN = Date.UTC(2026, 10, 28, 10, 42);

export const testPicture = (over: Partial<ScreenSnapshot> = {}): ScreenSnapshot => ({
  version: SNAPSHOT_VERSION,
  userId: 'U1',
  pathname: SITES,
  build: BUILD,
  width: 390,
  takenAt: TAKEN,
  colorScheme: 'dark',
  stylesheets: ['/assets/start-1.css'],
  html: '<article data-site-id="10001">North Pivot 1</article>',
  ...over,
});
