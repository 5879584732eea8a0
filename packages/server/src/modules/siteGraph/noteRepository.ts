import type { Kysely } from 'kysely';
import type { Database, SiteNoteTable } from '../../db/schema';

export type NoteRow = SiteNoteTable & { author_name: string | null };

export class NoteRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A site's notes in a time range (ISO bounds, inclusive), oldest first, with the author's name. */
  private withAuthor() {
    return this.db
      .selectFrom('site_notes')
      .leftJoin('users', 'users.id', 'site_notes.created_by')
      .selectAll('site_notes')
      .select('users.name as author_name');
  }

  async list(siteId: string, from: string | null, to: string | null): Promise<NoteRow[]> {
    let query = this.withAuthor().where('site_notes.site_id', '=', siteId);
    if (from !== null) query = query.where('site_notes.timestamp', '>=', from);
    if (to !== null) query = query.where('site_notes.timestamp', '<=', to);
    return query.orderBy('site_notes.timestamp').orderBy('site_notes.id').execute();
  }

  async find(id: string): Promise<NoteRow | undefined> {
    return this.withAuthor().where('site_notes.id', '=', id).executeTakeFirst();
  }

  /** The note the app stored earlier under this clientId (offline queue), on any site. */
  async findByClientId(clientId: string): Promise<NoteRow | undefined> {
    return this.withAuthor().where('site_notes.client_id', '=', clientId).executeTakeFirst();
  }

  async insert(row: SiteNoteTable): Promise<void> {
    await this.db.insertInto('site_notes').values(row).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('site_notes').where('id', '=', id).execute();
  }
}
