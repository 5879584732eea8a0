import type { PushSubscriptionBody } from '@tilth/domain/alertChannels/schemas';
import { translate } from '../../i18n/catalog';
import { registerServiceWorker } from '../offline/registerServiceWorker';
import { alertChannelsMessages } from './messages';

/** Where this browser stands on push notifications. */
export type PushSupport = 'supported' | 'unsupported' | 'insecure';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (!window.isSecureContext) return 'insecure';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return 'supported';
}

/** Why subscribing failed, in words a grower understands. */
export class PushSetupError extends Error {
  constructor(
    readonly reason: 'blocked' | 'dismissed' | 'noWorker' | 'pushService',
    message: string,
  ) {
    super(message);
  }
}

/** What to do when the browser blocks Tilth's notifications, in the active language. */
export const blockedMessage = () => translate(alertChannelsMessages, 'blocked');

/** The VAPID key in base64url as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const registered = (await navigator.serviceWorker.getRegistration('/')) ?? (await registerServiceWorker());
  if (!registered) throw new PushSetupError('noWorker', translate(alertChannelsMessages, 'noWorker'));
  return navigator.serviceWorker.ready;
}

/** This browser's current subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const registered = await navigator.serviceWorker.getRegistration('/');
  return registered ? registered.pushManager.getSubscription() : null;
}

/** Asks permission (when not yet given) and subscribes this browser with the server's key. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionBody> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError('blocked', blockedMessage());
  if (permission !== 'granted') throw new PushSetupError('dismissed', translate(alertChannelsMessages, 'dismissed'));
  const worker = await registration();
  let subscription: PushSubscription;
  try {
    subscription =
      (await worker.pushManager.getSubscription()) ??
      (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  } catch (error) {
    throw new PushSetupError(
      'pushService',
      translate(alertChannelsMessages, 'pushService', {
        reason: error instanceof Error ? error.message : translate(alertChannelsMessages, 'noReason'),
      }),
    );
  }
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
