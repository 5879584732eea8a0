import { describe, expect, it } from 'vitest';
import { defaultAlertPreferences, type AlertPreferences, type DeliveryChannel } from '@tilth/domain/notifications/preferences';
import type { AlertPreferenceRepository, StoredAlertPreferences } from './alertPreferenceRepository';
import { ChannelPass, type Channel } from './channelPass';
import type { NotificationRepository, PendingNotification } from './notificationRepository';

const row = (id: string, user = 'u1'): PendingNotification => ({
  id,
  user_id: user,
  kind: 'belowRefill',
  event: 'raised',
  title: `Site ${id} fell below its refill point`,
  created_at: '2026-06-01T12:00:00.000Z',
  read_at: null,
  farm_id: 'f1',
  farm_name: 'North Pivot Farm',
  time_zone: 'UTC',
  site_id: 's1',
  site_number: '1001',
  site_name: 'Pivot',
  twig_id: null,
  email: 'u1@example.com',
  language: 'en',
});

/** In-memory rows with a state per channel, and one user's stored preferences with a digest day per channel. */
function fakes(prefs: AlertPreferences, digests: Partial<Record<DeliveryChannel, string>> = {}) {
  const state = new Map<string, string>();
  const rows = [row('a'), row('b')];
  for (const r of rows) for (const c of ['email', 'push', 'sms']) state.set(`${c}:${r.id}`, 'pending');
  const stored: StoredAlertPreferences = {
    preferences: prefs,
    lastDigestAt: digests.email ?? null,
    lastPlanAt: null,
    digests: { email: digests.email ?? null, push: digests.push ?? null, sms: digests.sms ?? null },
  };
  const notifications = {
    pending: async (channel: DeliveryChannel) => rows.filter((r) => state.get(`${channel}:${r.id}`) === 'pending'),
    setState: async (channel: DeliveryChannel, ids: readonly string[], to: string) =>
      ids.forEach((id) => state.set(`${channel}:${id}`, to)),
  } as unknown as NotificationRepository;
  const preferences = {
    of: async () => stored,
    markDigestSent: async (_user: string, at: string, channel: DeliveryChannel) => {
      stored.digests[channel] = at;
    },
  } as unknown as AlertPreferenceRepository;
  return { state, stored, notifications, preferences };
}

function recorder(name: DeliveryChannel, recipient: string | null = 'there') {
  const sent: { ids: string[]; digest: boolean }[] = [];
  const channel: Channel<string> = {
    name,
    recipientOf: async () => recipient,
    send: async (_to, rows, { digest }) => {
      sent.push({ ids: rows.map((r) => r.id), digest });
      return true;
    },
  };
  return { channel, sent };
}

const on = (prefs: AlertPreferences): AlertPreferences => ({
  ...prefs,
  kinds: { ...prefs.kinds, belowRefill: { inApp: true, email: true, push: true, sms: true } },
});
const at = (hhmm: string) => new Date(`2026-06-01T${hhmm}:00.000Z`);

describe('the channel pass', () => {
  it('holds a channel in quiet hours and sends each alert after', async () => {
    const f = fakes({ ...on(defaultAlertPreferences()), quietHours: { enabled: true, start: '21:00', end: '07:00' } });
    const push = recorder('push');
    const pass = new ChannelPass(f.notifications, f.preferences, push.channel);
    expect(await pass.sendDue(at('23:30'))).toEqual({ messages: 0, alerts: 0, failed: 0 });
    expect(push.sent).toEqual([]);
    expect(await pass.sendDue(at('07:05'))).toEqual({ messages: 2, alerts: 2, failed: 0 });
    expect(push.sent).toEqual([
      { ids: ['a'], digest: false },
      { ids: ['b'], digest: false },
    ]);
    expect([f.state.get('push:a'), f.state.get('sms:a'), f.state.get('email:a')]).toEqual(['sent', 'pending', 'pending']);
  });

  it('sends one digest per channel, each by its own last digest', async () => {
    // E-mail's digest went an hour ago; SMS has never sent one.
    const f = fakes({ ...on(defaultAlertPreferences()), digest: true }, { email: '2026-06-01T11:00:00.000Z' });
    const email = recorder('email');
    const sms = recorder('sms');
    await new ChannelPass(f.notifications, f.preferences, email.channel).sendDue(at('12:00'));
    await new ChannelPass(f.notifications, f.preferences, sms.channel).sendDue(at('12:00'));
    expect(email.sent).toEqual([]);
    expect(sms.sent).toEqual([{ ids: ['a', 'b'], digest: true }]);
    expect(f.stored.digests).toEqual({ email: '2026-06-01T11:00:00.000Z', push: null, sms: '2026-06-01T12:00:00.000Z' });
  });

  it('drops the alerts of a channel turned off or with nowhere to go (no verified phone)', async () => {
    const f = fakes({
      ...on(defaultAlertPreferences()),
      kinds: { ...defaultAlertPreferences().kinds, belowRefill: { inApp: true, email: false, sms: true } },
    });
    const email = recorder('email');
    const sms = recorder('sms', null);
    await new ChannelPass(f.notifications, f.preferences, email.channel).sendDue(at('12:00'));
    await new ChannelPass(f.notifications, f.preferences, sms.channel).sendDue(at('12:00'));
    expect(email.sent).toEqual([]);
    expect(sms.sent).toEqual([]);
    expect([f.state.get('email:a'), f.state.get('sms:a'), f.state.get('push:a')]).toEqual(['none', 'none', 'pending']);
  });
});
