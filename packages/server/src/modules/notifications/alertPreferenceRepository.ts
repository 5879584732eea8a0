import type { Kysely } from 'kysely';
import {
  alertPreferencesSchema,
  defaultAlertPreferences,
  type AlertPreferences,
  type DeliveryChannel,
} from '@tilth/domain/notifications/preferences';
import type { Database } from '../../db/schema';
import { parseStoredOrNull } from '../../db/storedJson';

export interface StoredAlertPreferences {
  preferences: AlertPreferences;
  /** E-mail's last digest. */
  lastDigestAt: string | null;
  lastPlanAt: string | null;
  /** Each channel's last digest (issue 32): a push or SMS digest keeps its own day. */
  digests: Record<DeliveryChannel, string | null>;
}

/** Each channel's last-digest column. */
const DIGEST_COLUMNS = { email: 'last_digest_at', push: 'last_push_digest_at', sms: 'last_sms_digest_at' } as const;
const COLUMNS = ['data', 'last_digest_at', 'last_plan_at', 'last_push_digest_at', 'last_sms_digest_at'] as const;
interface StoredRow {
  data: string;
  last_digest_at: string | null;
  last_plan_at: string | null;
  last_push_digest_at?: string | null;
  last_sms_digest_at?: string | null;
}

/** alert_preferences: a damaged row reads as the defaults rather than silencing or locking anyone out. */
export class AlertPreferenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private static read(row: StoredRow | undefined): StoredAlertPreferences {
    return {
      preferences: (row && parseStoredOrNull(alertPreferencesSchema, row.data)) ?? defaultAlertPreferences(),
      lastDigestAt: row?.last_digest_at ?? null,
      lastPlanAt: row?.last_plan_at ?? null,
      digests: { email: row?.last_digest_at ?? null, push: row?.last_push_digest_at ?? null, sms: row?.last_sms_digest_at ?? null },
    };
  }

  async of(userId: string): Promise<StoredAlertPreferences> {
    const row = await this.db
      .selectFrom('alert_preferences')
      .select([...COLUMNS])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return AlertPreferenceRepository.read(row);
  }

  /** Everyone's stored preferences; users without a row have the defaults. */
  async all(): Promise<Map<string, StoredAlertPreferences>> {
    const rows = await this.db
      .selectFrom('alert_preferences')
      .select(['user_id', ...COLUMNS])
      .execute();
    return new Map(rows.map((r) => [r.user_id, AlertPreferenceRepository.read(r)]));
  }

  async save(userId: string, preferences: AlertPreferences, at: string): Promise<void> {
    const data = JSON.stringify(preferences);
    await this.db
      .insertInto('alert_preferences')
      .values({ user_id: userId, data, last_digest_at: null, last_plan_at: null, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ data, updated_at: at }))
      .execute();
  }

  /** Records a channel's digest as sent now (e-mail's unless another channel is named). */
  async markDigestSent(userId: string, at: string, channel: DeliveryChannel = 'email'): Promise<void> {
    const current = await this.of(userId);
    const column = DIGEST_COLUMNS[channel];
    await this.db
      .insertInto('alert_preferences')
      .values({
        user_id: userId,
        data: JSON.stringify(current.preferences),
        last_digest_at: null,
        last_plan_at: null,
        updated_at: at,
        [column]: at,
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ [column]: at }))
      .execute();
  }

  /** Users who chose the weekly irrigation plan e-mail, with when it last went. */
  async irrigationPlanUsers(): Promise<{ userId: string; lastPlanAt: string | null }[]> {
    return [...(await this.all()).entries()]
      .filter(([, stored]) => stored.preferences.irrigationPlan)
      .map(([userId, stored]) => ({ userId, lastPlanAt: stored.lastPlanAt }));
  }

  async markPlanSent(userId: string, at: string): Promise<void> {
    await this.db.updateTable('alert_preferences').set({ last_plan_at: at }).where('user_id', '=', userId).execute();
  }
}
