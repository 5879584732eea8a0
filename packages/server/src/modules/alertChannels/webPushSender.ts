import webpush from 'web-push';
import type { StoredPushSubscription } from './pushSubscriptionRepository';
import type { VapidKeys } from './vapidKeys';

/** What the service worker (packages/web/src/sw.ts) reads from a push: it shows title and body, and opens url on a click. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path or full address on the site to open when the notification is clicked. */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

/** Seconds a push service keeps a message for a device that is offline: a day, after which an alert is old news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends Web Push messages: `web-push` encrypts the payload (aes128gcm, RFC 8291) and signs the
 * VAPID header (RFC 8292); the request itself goes out through fetch, so any push service address
 * works (the tests' receiver listens on plain http). A 404 or 410 means the subscription is gone.
 */
export class WebPushSender {
  constructor(
    private readonly keys: VapidKeys,
    private readonly options: { subject: string; timeoutMs: number },
  ) {}

  /** The encrypted, signed request for one device (throws on keys that aren't a browser's). */
  request(subscription: Pick<StoredPushSubscription, 'endpoint' | 'p256dh' | 'auth'>, message: PushMessage) {
    return webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject: this.options.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
  }

  async send(subscription: StoredPushSubscription, message: PushMessage): Promise<PushOutcome> {
    try {
      const request = this.request(subscription, message);
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  }
}
