import type { Kysely } from 'kysely';
import { storedPreferenceSchema, type PreferenceUpdate } from '@tilth/domain';
import type { Database } from '../../db/schema';
import { parseStoredOrNull } from '../../db/storedJson';

export class PreferenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The stored preference fields; null when there are none or the row is damaged. */
  async find(userId: string): Promise<PreferenceUpdate | null> {
    const row = await this.db.selectFrom('preferences').select('data').where('user_id', '=', userId).executeTakeFirst();
    // A damaged row must not lock the user out of the app; defaults apply until the next save.
    return row ? parseStoredOrNull(storedPreferenceSchema, row.data) : null;
  }

  async save(userId: string, data: unknown, now: string): Promise<void> {
    const json = JSON.stringify(data);
    await this.db
      .insertInto('preferences')
      .values({ user_id: userId, data: json, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ data: json, updated_at: now }))
      .execute();
  }
}
