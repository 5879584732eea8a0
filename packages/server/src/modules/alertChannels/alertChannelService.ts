import type { Actor } from '@tilth/domain';
import type { AlertChannelState, PushSubscriptionBody } from '@tilth/domain/alertChannels/schemas';
import { badRequest } from '../../http/errors';
import type { PhoneVerification } from './phoneVerification';
import type { PushSubscriptionRepository } from './pushSubscriptionRepository';
import type { VapidKeys } from './vapidKeys';
import type { WebPushSender } from './webPushSender';
import { text } from '../../lib/i18n/catalog';
import { alertChannelsText } from './messages';

/** The signed-in user's own alert channels: their devices for Web Push and their phone number. */
export class AlertChannelService {
  constructor(
    private readonly keys: VapidKeys,
    private readonly subscriptions: PushSubscriptionRepository,
    private readonly sender: WebPushSender,
    readonly phone: PhoneVerification,
  ) {}

  publicKey(): { publicKey: string } {
    return { publicKey: this.keys.publicKey };
  }

  async state(actor: Actor, now = new Date()): Promise<AlertChannelState> {
    return {
      push: { publicKey: this.keys.publicKey, devices: await this.subscriptions.count(actor.userId) },
      phone: await this.phone.state(actor.userId, now),
    };
  }

  async subscribe(actor: Actor, body: PushSubscriptionBody, userAgent: string | null, now = new Date()) {
    const subscription = { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
    try {
      // The keys must be a browser's (a P-256 public key and a 16-byte secret): encrypting a message proves it.
      this.sender.request(subscription, { title: '', body: '', url: '/', tag: '' });
    } catch {
      throw badRequest(text(alertChannelsText, 'keysTheseNotBrowsers'), ['keys']);
    }
    await this.subscriptions.save(actor.userId, subscription, userAgent?.slice(0, 300) ?? null, now.toISOString());
    return { devices: await this.subscriptions.count(actor.userId) };
  }

  async unsubscribe(actor: Actor, endpoint: string) {
    await this.subscriptions.remove(actor.userId, endpoint);
    return { devices: await this.subscriptions.count(actor.userId) };
  }

  /** A test notification to every device of the user; devices the push service calls gone are removed. */
  async testPush(actor: Actor) {
    const devices = await this.subscriptions.ofUser(actor.userId);
    if (devices.length === 0) throw badRequest(text(alertChannelsText, 'noDeviceYoursSet'));
    let sent = 0;
    let removed = 0;
    for (const device of devices) {
      const outcome = await this.sender.send(device, {
        title: 'Tilth test notification',
        body: 'Alerts will reach this device like this.',
        url: '/dashboard/edit-account',
        tag: 'tilth-test',
      });
      if (outcome === 'sent') sent++;
      if (outcome === 'gone') {
        removed++;
        await this.subscriptions.removeById(device.id);
      }
    }
    return { sent, removed };
  }
}
