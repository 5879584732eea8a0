/// <reference lib="webworker" />
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * Navigations that are not pages of the app: the server answers them itself (files, downloads,
 * the API), so the worker lets them through to the network. Everything else the browser opens
 * as a page is the app, whose routes all start from index.html (the server does the same,
 * packages/server/src/http/webApp.ts).
 */
export const NOT_APP_PAGES: RegExp[] = [
  // The API and its OpenAPI pages.
  /^\/api(?:\/|$)/,
  // Uploaded files (farm and site pictures).
  /^\/uploads\//,
  // A note's photo.
  /^\/notes\/photos\//,
  // An export's file.
  /^\/export\/jobs\/[^/]+\/file/,
  // Any path that names a file (the help videos, sw.js, the manifest, icons).
  /\/[^/]+\.[a-z0-9]+$/i,
];

/**
 * The app shell offline: a navigation is answered with the precached index.html, so the app
 * opens without a network and reads its data from the device (features/offline/readingCache).
 * Only the build is cached here; the API's answers are per user and never kept by the worker.
 */
export function registerAppShell(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_APP_PAGES }));
}
