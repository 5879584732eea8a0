import { channelsFor, mailIsDue } from '@tilth/domain/notifications/preferences';
import { wallTime } from '@tilth/domain/time/zones';
import type { Mailer } from '../mail/mailer';
import type { AlertPreferenceRepository } from './alertPreferenceRepository';
import { digestMail, singleAlertMail } from './alertMail';
import type { NotificationRepository, NotificationRow } from './notificationRepository';
import type { UnsubscribeTokens } from './unsubscribeTokens';

function localMinutes(now: Date, zone: string): number {
  try {
    const wall = wallTime(now.getTime() / 1000, zone);
    return wall.hour * 60 + wall.minute;
  } catch {
    return now.getUTCHours() * 60 + now.getUTCMinutes();
  }
}

/**
 * The mail pass: each user's waiting alert e-mails go out unless the farm's clock is in their quiet
 * hours; with the digest on, all of them in one e-mail at most once a day. An alert whose e-mail was
 * turned off meanwhile (unsubscribed) is dropped.
 */
export class AlertMailer {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly preferences: AlertPreferenceRepository,
    private readonly mailer: Mailer,
    private readonly tokens: UnsubscribeTokens,
    private readonly publicUrl: string,
  ) {}

  async sendDue(now: Date): Promise<{ mails: number; alerts: number; failed: number }> {
    const byUser = new Map<string, (NotificationRow & { email: string })[]>();
    for (const row of await this.notifications.pendingMail()) {
      const rows = byUser.get(row.user_id) ?? [];
      rows.push(row);
      byUser.set(row.user_id, rows);
    }
    let mails = 0;
    let alerts = 0;
    let failed = 0;
    const at = now.toISOString();
    for (const [userId, pending] of byUser) {
      const { preferences, lastDigestAt } = await this.preferences.of(userId);
      const wanted = pending.filter((r) => channelsFor(preferences, r.kind, r.farm_id).email);
      const dropped = pending.filter((r) => !wanted.includes(r));
      if (dropped.length)
        await this.notifications.setMailState(
          dropped.map((r) => r.id),
          'none',
          at,
        );
      const first = wanted[0];
      if (!first) continue;
      const due = mailIsDue({
        prefs: preferences,
        localMinutes: localMinutes(now, first.time_zone),
        now: now.getTime(),
        lastDigestAt: lastDigestAt === null ? null : Date.parse(lastDigestAt),
      });
      if (!due) continue;
      const tokens = new Map(wanted.map((r) => [r.kind, this.tokens.issue(userId, r.kind, now)]));
      const parts = { publicUrl: this.publicUrl, tokens };
      // Each message is marked sent as it goes: a mail server failing halfway repeats nothing already sent.
      const batches = preferences.digest ? [wanted] : wanted.map((r) => [r]);
      try {
        for (const batch of batches) {
          const message = preferences.digest ? digestMail(batch, parts) : singleAlertMail(batch[0]!, parts);
          await this.mailer.send({ to: first.email, ...message });
          await this.notifications.setMailState(
            batch.map((r) => r.id),
            'sent',
            at,
          );
          mails++;
          alerts += batch.length;
        }
        if (preferences.digest) await this.preferences.markDigestSent(userId, at);
      } catch {
        failed++;
      }
    }
    return { mails, alerts, failed };
  }
}
