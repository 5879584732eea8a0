import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class PreferenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(userId: string): Promise<unknown> {
    const row = await this.db.selectFrom('preferences').select('data').where('user_id', '=', userId).executeTakeFirst();
    if (!row) return null;
    try {
      return JSON.parse(row.data) as unknown;
    } catch {
      // A damaged row must not lock the user out of the app; defaults apply until the next save.
      return null;
    }
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
