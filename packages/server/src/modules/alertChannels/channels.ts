import type { Channel } from '../notifications/channelPass';
import { pushMessage, textMessage } from './channelMessages';
import type { PhoneRepository } from './phoneRepository';
import type { PushSubscriptionRepository, StoredPushSubscription } from './pushSubscriptionRepository';
import type { SmsProvider } from './smsProvider';
import type { WebPushSender } from './webPushSender';

/**
 * Web Push as a channel of the pass: every device the user subscribed gets the message; a device the
 * push service calls gone (404/410) is removed. Delivered when one device took it; with every
 * device gone, the alerts are dropped; when none took it otherwise, the pass tries again later.
 */
export function pushChannel(subscriptions: PushSubscriptionRepository, sender: WebPushSender): Channel<StoredPushSubscription[]> {
  return {
    name: 'push',
    async recipientOf(userId) {
      const devices = await subscriptions.ofUser(userId);
      return devices.length ? devices : null;
    },
    async send(devices, rows, { digest, now }) {
      const message = pushMessage(rows, digest);
      const sent: string[] = [];
      let gone = 0;
      for (const device of devices) {
        const outcome = await sender.send(device, message);
        if (outcome === 'sent') sent.push(device.id);
        if (outcome === 'gone') {
          gone++;
          await subscriptions.removeById(device.id);
        }
      }
      await subscriptions.markSent(sent, now.toISOString());
      if (sent.length) return true;
      if (gone === devices.length) return false;
      throw new Error('No push service accepted the message');
    },
  };
}

/** Text messages as a channel of the pass: only to a verified phone number; without one, the alerts are dropped. */
export function smsChannel(phones: PhoneRepository, sms: SmsProvider, publicUrl: string): Channel<string> {
  return {
    name: 'sms',
    recipientOf: (userId) => phones.verifiedPhone(userId),
    async send(phone, rows, { digest }) {
      await sms.send({ to: phone, body: textMessage(rows, digest, publicUrl) });
      return true;
    },
  };
}
