import type { Kysely } from 'kysely';
import type { Database, ManualReadingTable } from '../../db/schema';

export type ManualReadingRow = ManualReadingTable & { author_name: string | null };

export class ManualReadingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private withAuthor() {
    return this.db
      .selectFrom('manual_readings')
      .leftJoin('users', 'users.id', 'manual_readings.created_by')
      .selectAll('manual_readings')
      .select('users.name as author_name');
  }

  /** A site's readings taken in a range (ISO bounds, inclusive), newest first. */
  async list(siteId: string, from: string | null, to: string | null): Promise<ManualReadingRow[]> {
    let query = this.withAuthor().where('manual_readings.site_id', '=', siteId);
    if (from !== null) query = query.where('manual_readings.taken_at', '>=', from);
    if (to !== null) query = query.where('manual_readings.taken_at', '<=', to);
    return query.orderBy('manual_readings.taken_at', 'desc').orderBy('manual_readings.id', 'desc').execute();
  }

  async find(id: string): Promise<ManualReadingRow | undefined> {
    return this.withAuthor().where('manual_readings.id', '=', id).executeTakeFirst();
  }

  /** The reading the app stored earlier under this clientId (offline queue), on any site. */
  async findByClientId(clientId: string): Promise<ManualReadingRow | undefined> {
    return this.withAuthor().where('manual_readings.client_id', '=', clientId).executeTakeFirst();
  }

  async insert(row: ManualReadingTable): Promise<void> {
    await this.db.insertInto('manual_readings').values(row).execute();
  }

  /** Whether a reading of this site was deleted (false: none such, or deleted already). */
  async delete(siteId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('manual_readings').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
