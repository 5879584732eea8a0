import type { Kysely } from 'kysely';
import { alertPreferencesSchema, defaultAlertPreferences, type AlertPreferences } from '@tilth/domain/notifications/preferences';
import type { Database } from '../../db/schema';
import { parseStoredOrNull } from '../../db/storedJson';

export interface StoredAlertPreferences {
  preferences: AlertPreferences;
  lastDigestAt: string | null;
  lastPlanAt: string | null;
}

/** alert_preferences: a damaged row reads as the defaults rather than silencing or locking anyone out. */
export class AlertPreferenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private static read(
    row: { data: string; last_digest_at: string | null; last_plan_at: string | null } | undefined,
  ): StoredAlertPreferences {
    return {
      preferences: (row && parseStoredOrNull(alertPreferencesSchema, row.data)) ?? defaultAlertPreferences(),
      lastDigestAt: row?.last_digest_at ?? null,
      lastPlanAt: row?.last_plan_at ?? null,
    };
  }

  async of(userId: string): Promise<StoredAlertPreferences> {
    const row = await this.db
      .selectFrom('alert_preferences')
      .select(['data', 'last_digest_at', 'last_plan_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return AlertPreferenceRepository.read(row);
  }

  /** Everyone's stored preferences; users without a row have the defaults. */
  async all(): Promise<Map<string, StoredAlertPreferences>> {
    const rows = await this.db.selectFrom('alert_preferences').select(['user_id', 'data', 'last_digest_at', 'last_plan_at']).execute();
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

  async markDigestSent(userId: string, at: string): Promise<void> {
    const current = await this.of(userId);
    await this.db
      .insertInto('alert_preferences')
      .values({ user_id: userId, data: JSON.stringify(current.preferences), last_digest_at: at, last_plan_at: null, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_digest_at: at }))
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
