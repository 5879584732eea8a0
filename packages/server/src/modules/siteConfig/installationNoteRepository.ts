import type { Kysely } from 'kysely';
import type { Database, InstallationNoteTable } from '../../db/schema';

/** A note with what its answer shows: the author, their organisation and the image's stored name. */
export interface InstallationNoteRow extends InstallationNoteTable {
  author_name: string | null;
  organisation_name: string | null;
  organisation_type: string | null;
  organisation_image: string | null;
  image_name: string | null;
}

export class InstallationNoteRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private withAuthor() {
    return this.db
      .selectFrom('installation_notes')
      .leftJoin('users', 'users.id', 'installation_notes.user_id')
      .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
      .leftJoin('files', 'files.id', 'installation_notes.image_file_id')
      .selectAll('installation_notes')
      .select([
        'users.name as author_name',
        'organisations.name as organisation_name',
        'organisations.type as organisation_type',
        'organisations.image as organisation_image',
        'files.name as image_name',
      ]);
  }

  /** A site's notes, newest first. */
  async ofSite(siteId: string): Promise<InstallationNoteRow[]> {
    return this.withAuthor()
      .where('installation_notes.site_id', '=', siteId)
      .orderBy('installation_notes.created_at', 'desc')
      .orderBy('installation_notes.id', 'desc')
      .execute();
  }

  async find(id: string): Promise<InstallationNoteRow | undefined> {
    return this.withAuthor().where('installation_notes.id', '=', id).executeTakeFirst();
  }

  async insert(row: InstallationNoteTable): Promise<void> {
    await this.db.insertInto('installation_notes').values(row).execute();
  }
}
