/// <reference lib="webworker" />
// Tilth's service worker: Workbox (through vite-plugin-pwa, injectManifest) with our own handlers.
// What it does today and how to extend it: ./serviceWorker/README.md.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerPushHandlers } from './serviceWorker/push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// A new version takes over at once: the worker holds no state a page depends on.
void self.skipWaiting();
clientsClaim();

// The build's precache list (vite.config.ts injectManifest.globPatterns), old versions' caches removed.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerPushHandlers(self);
