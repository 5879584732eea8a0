/**
 * Registers the service worker (src/sw.ts → /sw.js) for the signed-in app: in a production build
 * only (vite dev serves none). Resolves with the registration, or null where there is none.
 * Used by the signed-in shell (the app offline, updates) and by push sign-up (alertChannels).
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  return navigator.serviceWorker.register('/sw.js', { scope: '/' });
}
