import { allChannelsFor, channelDecision, type DeliveryChannel } from '@tilth/domain/notifications/preferences';
import { wallTime } from '@tilth/domain/time/zones';
import type { AlertPreferenceRepository } from './alertPreferenceRepository';
import type { NotificationRepository, PendingNotification } from './notificationRepository';

/** One delivery channel of the alerts (e-mail here; push and SMS in alertChannels). */
export interface Channel<Recipient> {
  readonly name: DeliveryChannel;
  /**
   * Where the user is reached on this channel; null when nowhere (no verified phone, no subscribed
   * device): their waiting alerts on it are dropped rather than kept for ever.
   */
  recipientOf(userId: string, email: string): Promise<Recipient | null>;
  /**
   * Sends one message: one alert, or with `digest` every alert since the last digest. False when
   * the recipient turned out to be gone (every device unsubscribed): the rows are dropped. Throws
   * on a failure worth retrying; the rows then stay pending for the next pass.
   */
  send(
    recipient: Recipient,
    rows: readonly PendingNotification[],
    context: { userId: string; digest: boolean; now: Date },
  ): Promise<boolean>;
}

export interface ChannelPassResult {
  /** Messages sent (a digest is one). */
  messages: number;
  /** Alerts those messages carried. */
  alerts: number;
  /** Users whose messages failed (kept pending for the next pass). */
  failed: number;
}

function localMinutes(now: Date, zone: string): number {
  try {
    const wall = wallTime(now.getTime() / 1000, zone);
    return wall.hour * 60 + wall.minute;
  } catch {
    return now.getUTCHours() * 60 + now.getUTCMinutes();
  }
}

/**
 * One channel's pass over the waiting notification rows, the same for e-mail, push and SMS: each
 * user's waiting alerts go unless the farm's clock is in their quiet hours; with the digest on,
 * all of them in one message at most once a day (each channel keeps its own digest day). An alert
 * whose channel was turned off meanwhile, or with nowhere to go, is dropped. Rows are marked as
 * each message goes, so a failure halfway repeats nothing already sent.
 */
export class ChannelPass<Recipient> {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly preferences: AlertPreferenceRepository,
    private readonly channel: Channel<Recipient>,
  ) {}

  async sendDue(now: Date): Promise<ChannelPassResult> {
    const name = this.channel.name;
    const byUser = new Map<string, PendingNotification[]>();
    for (const row of await this.notifications.pending(name)) {
      const rows = byUser.get(row.user_id) ?? [];
      rows.push(row);
      byUser.set(row.user_id, rows);
    }
    const result: ChannelPassResult = { messages: 0, alerts: 0, failed: 0 };
    const at = now.toISOString();
    const drop = (rows: readonly PendingNotification[]) =>
      rows.length
        ? this.notifications.setState(
            name,
            rows.map((r) => r.id),
            'none',
            at,
          )
        : Promise.resolve();
    for (const [userId, pending] of byUser) {
      const stored = await this.preferences.of(userId);
      const wanted = pending.filter((r) => allChannelsFor(stored.preferences, r.kind, r.farm_id)[name]);
      await drop(pending.filter((r) => !wanted.includes(r)));
      const first = wanted[0];
      if (!first) continue;
      const lastDigestAt = stored.digests[name];
      const decision = channelDecision({
        prefs: stored.preferences,
        localMinutes: localMinutes(now, first.time_zone),
        now: now.getTime(),
        lastDigestAt: lastDigestAt === null ? null : Date.parse(lastDigestAt),
      });
      if (decision === 'hold') continue;
      try {
        const recipient = await this.channel.recipientOf(userId, first.email);
        if (recipient === null) {
          await drop(wanted);
          continue;
        }
        const digest = decision === 'digest';
        for (const batch of digest ? [wanted] : wanted.map((r) => [r])) {
          const delivered = await this.channel.send(recipient, batch, { userId, digest, now });
          if (!delivered) {
            await drop(wanted.slice(wanted.indexOf(batch[0]!)));
            break;
          }
          await this.notifications.setState(
            name,
            batch.map((r) => r.id),
            'sent',
            at,
          );
          result.messages++;
          result.alerts += batch.length;
        }
        if (digest) await this.preferences.markDigestSent(userId, at, name);
      } catch {
        result.failed++;
      }
    }
    return result;
  }
}
