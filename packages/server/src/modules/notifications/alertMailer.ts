import type { Mailer } from '../mail/mailer';
import type { AlertPreferenceRepository } from './alertPreferenceRepository';
import { digestMail, singleAlertMail } from './alertMail';
import { ChannelPass, type Channel } from './channelPass';
import type { NotificationRepository } from './notificationRepository';
import type { UnsubscribeTokens } from './unsubscribeTokens';

/** E-mail as a channel of the pass: one mail per alert or the digest, with each kind's unsubscribe link. */
export function mailChannel(mailer: Mailer, tokens: UnsubscribeTokens, publicUrl: string): Channel<string> {
  return {
    name: 'email',
    recipientOf: async (_userId, email) => email,
    async send(to, rows, { userId, digest, now }) {
      const parts = {
        publicUrl,
        tokens: new Map(rows.map((r) => [r.kind, tokens.issue(userId, r.kind, now)])),
        language: rows[0]!.language,
      };
      await mailer.send({ to, ...(digest ? digestMail(rows, parts) : singleAlertMail(rows[0]!, parts)) });
      return true;
    },
  };
}

/**
 * The mail pass: each user's waiting alert e-mails go out unless the farm's clock is in their quiet
 * hours; with the digest on, all of them in one e-mail at most once a day. An alert whose e-mail was
 * turned off meanwhile (unsubscribed) is dropped. The channel pass (channelPass.ts) with e-mail.
 */
export class AlertMailer {
  private readonly pass: ChannelPass<string>;

  constructor(
    notifications: NotificationRepository,
    preferences: AlertPreferenceRepository,
    mailer: Mailer,
    tokens: UnsubscribeTokens,
    publicUrl: string,
  ) {
    this.pass = new ChannelPass(notifications, preferences, mailChannel(mailer, tokens, publicUrl));
  }

  async sendDue(now: Date): Promise<{ mails: number; alerts: number; failed: number }> {
    const { messages, alerts, failed } = await this.pass.sendDue(now);
    return { mails: messages, alerts, failed };
  }
}
