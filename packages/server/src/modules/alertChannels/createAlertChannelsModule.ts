import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { UserLanguages } from '../../lib/i18n/userLanguage';
import type { AlertPreferenceRepository } from '../notifications/alertPreferenceRepository';
import { ChannelPass } from '../notifications/channelPass';
import type { NotificationRepository } from '../notifications/notificationRepository';
import { AlertChannelService } from './alertChannelService';
import { pushChannel, smsChannel } from './channels';
import { createSmsProvider } from './createSmsProvider';
import { PhoneRepository } from './phoneRepository';
import { PhoneVerification } from './phoneVerification';
import { PushSubscriptionRepository } from './pushSubscriptionRepository';
import { alertChannelRoutes } from './routes';
import type { SmsProvider } from './smsProvider';
import { loadVapidKeys } from './vapidKeys';
import { WebPushSender } from './webPushSender';

export interface AlertChannelsModuleDeps {
  config: Pick<Config, 'smsProvider' | 'twilio' | 'webPush' | 'publicUrl'>;
  db: Kysely<Database>;
  notifications: NotificationRepository;
  alertPreferences: AlertPreferenceRepository;
  /** Another provider than SMS_PROVIDER's (tests). */
  sms?: SmsProvider;
}

/**
 * Alert channels (issue 32): Web Push to the user's devices and text messages to their verified
 * phone number, each a channel of the notifications' pass (quiet hours, digest), run by the alert
 * job after the mail pass (the composition root passes `passes` to notifications).
 */
export async function createAlertChannelsModule(d: AlertChannelsModuleDeps) {
  const keys = await loadVapidKeys(d.db);
  const sms = d.sms ?? createSmsProvider(d.config, d.db);
  const subscriptions = new PushSubscriptionRepository(d.db);
  const phones = new PhoneRepository(d.db);
  const sender = new WebPushSender(keys, d.config.webPush);
  const service = new AlertChannelService(keys, subscriptions, sender, new PhoneVerification(phones, sms, new UserLanguages(d.db)));
  const push = new ChannelPass(d.notifications, d.alertPreferences, pushChannel(subscriptions, sender));
  const text = new ChannelPass(d.notifications, d.alertPreferences, smsChannel(phones, sms, d.config.publicUrl));
  const passes = {
    /** The push pass, then the SMS pass. */
    async sendDue(now: Date) {
      const pushed = await push.sendDue(now);
      const texted = await text.sendDue(now);
      return { pushes: pushed.messages, texts: texted.messages, channelFailures: pushed.failed + texted.failed };
    },
  };
  return { service, sms, passes, routes: () => alertChannelRoutes(service, d.db) };
}
