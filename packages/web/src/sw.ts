/// <reference lib="webworker" />
// Tilth's service worker: Workbox (through vite-plugin-pwa, injectManifest) with our own handlers.
// What it does and how to extend it: ./serviceWorker/README.md.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerAppShell } from './serviceWorker/appShell';
import { registerPushHandlers } from './serviceWorker/push';
import { registerUpdateHandler } from './serviceWorker/updates';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// The first worker controls the open page at once (there is no old one to wait for); later
// versions wait for the user's "reload" (updates.ts).
clientsClaim();
registerUpdateHandler(self);

// The whole build (vite.config.ts injectManifest.globPatterns), old versions' caches removed.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerAppShell();

registerPushHandlers(self);
