import { can, type Actor } from '@tilth/domain';
import { ALERT_TEXT } from '@tilth/domain/notifications/kinds';
import { resolveAlertPreferences, type AlertPreferences } from '@tilth/domain/notifications/preferences';
import {
  UNSUBSCRIBE_MESSAGES,
  type AlertSettings,
  type NotificationList,
  type NotificationView,
  type UnsubscribeAnswer,
} from '@tilth/domain/notifications/schemas';
import { AppError, notFound } from '../../http/errors';
import { scopeFromPath } from '../users/organisationScope';
import type { AlertPreferenceRepository } from './alertPreferenceRepository';
import type { AlertRepository } from './alertRepository';
import { presentNotification } from './notificationPresenter';
import type { NotificationRepository } from './notificationRepository';
import type { UnsubscribeTokens } from './unsubscribeTokens';
import { text } from '../../lib/i18n/catalog';
import { notificationsText } from './messages';

/** The signed-in user's notifications and alert preferences, and the e-mails' unsubscribe links. */
export class NotificationService {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly preferences: AlertPreferenceRepository,
    private readonly alerts: AlertRepository,
    private readonly tokens: UnsubscribeTokens,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(actor: Actor, query: { farmId?: string; limit: number }): Promise<NotificationList> {
    const [rows, unread] = await Promise.all([
      this.notifications.listFor(actor.userId, query.farmId, query.limit),
      this.notifications.unreadCount(actor.userId, query.farmId),
    ]);
    return { unread, items: rows.map(presentNotification) };
  }

  async readAll(actor: Actor, farmId: string | undefined): Promise<{ read: number }> {
    return { read: await this.notifications.markAllRead(actor.userId, farmId, this.clock().toISOString()) };
  }

  async read(actor: Actor, id: string): Promise<NotificationView> {
    const row = await this.notifications.markRead(actor.userId, id, this.clock().toISOString());
    if (!row) throw notFound(text(notificationsText, 'notificationNotFound'));
    return presentNotification(row);
  }

  async settings(actor: Actor): Promise<AlertSettings> {
    const [{ preferences }, farms] = await Promise.all([this.preferences.of(actor.userId), this.readableFarms(actor)]);
    // Kinds the stored row doesn't name yet are shown at the role's defaults (sensor faults: on for service roles).
    return { preferences: resolveAlertPreferences(preferences, actor.role), farms };
  }

  /** Farms the user may not read are dropped from the choice rather than refused (a farm may have moved). */
  async saveSettings(actor: Actor, preferences: AlertPreferences): Promise<AlertSettings> {
    const farms = await this.readableFarms(actor);
    const readable = new Set(farms.map((f) => f.objectId));
    const kept = preferences.farms === 'all' ? 'all' : preferences.farms.filter((id) => readable.has(id));
    await this.preferences.save(actor.userId, { ...preferences, farms: kept }, this.clock().toISOString());
    return { preferences: { ...preferences, farms: kept }, farms };
  }

  /** The one-click link: turns off that kind's e-mails for the user the link was issued to. */
  async unsubscribe(token: string): Promise<UnsubscribeAnswer> {
    const checked = this.tokens.check(token, this.clock());
    if (!checked.ok)
      throw new AppError(checked.reason === 'expired' ? 410 : 400, 'UnsubscribeRefused', UNSUBSCRIBE_MESSAGES[checked.reason]);
    // A link outliving its account has nobody left to unsubscribe.
    if (!(await this.alerts.userExists(checked.userId))) throw new AppError(400, 'UnsubscribeRefused', UNSUBSCRIBE_MESSAGES.invalid);
    const { preferences } = await this.preferences.of(checked.userId);
    // An e-mail went only for a kind the user turned on, so its channels are stored.
    const kinds = { ...preferences.kinds, [checked.kind]: { inApp: preferences.kinds[checked.kind]?.inApp ?? false, email: false } };
    await this.preferences.save(checked.userId, { ...preferences, kinds }, this.clock().toISOString());
    const label = ALERT_TEXT[checked.kind].label;
    return { kind: checked.kind, label, message: `You will no longer receive e-mails about "${label}".` };
  }

  private async readableFarms(actor: Actor): Promise<AlertSettings['farms']> {
    const farms = await this.alerts.farms();
    return farms
      .filter((f) => can(actor, 'farm:read', scopeFromPath(f.path, f.id)))
      .map((f) => ({ objectId: f.id, name: f.name, timeZone: f.time_zone }));
  }
}
