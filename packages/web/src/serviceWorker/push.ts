/// <reference lib="webworker" />
import { languageOf } from '@tilth/domain/preferences/language';
import en from './locales/en.json';
import es from './locales/es.json';

/**
 * The worker's few words, in the browser's language: the app's catalogues (i18n/) and the user's
 * choice don't reach a service worker, and both languages together are a few bytes.
 */
const WORDS = { en, es };
const words = () => WORDS[languageOf(self.navigator.languages ?? [self.navigator.language])];

/** What the server pushes (packages/server/src/modules/alertChannels/webPushSender.ts PushMessage). */
interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function readMessage(event: PushEvent): PushMessage {
  try {
    const data = event.data?.json() as Partial<PushMessage> | undefined;
    if (data?.title) return { title: data.title, body: data.body ?? '', url: data.url ?? '/', tag: data.tag ?? 'tilth' };
  } catch {
    // Not JSON: shown as a plain alert below.
  }
  return { title: words().alert, body: event.data?.text() ?? '', url: '/', tag: 'tilth' };
}

/**
 * Web Push (issue 32): a push shows a notification with the alert; a click focuses an open Tilth
 * window on the alert's page, or opens one.
 */
export function registerPushHandlers(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const message = readMessage(event);
    event.waitUntil(
      worker.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: '/favicon.svg',
        badge: '/favicon.svg',
        data: { url: message.url },
      }),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', worker.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
        if (open) {
          await open.focus();
          if (open.url !== url) await open.navigate(url);
          return;
        }
        await worker.clients.openWindow(url);
      })(),
    );
  });
}
