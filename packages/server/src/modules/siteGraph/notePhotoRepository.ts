import type { Kysely } from 'kysely';
import type { Database, NotePhotoTable } from '../../db/schema';

/** A photo with the site its note is on, which decides who may see it. */
export type NotePhotoRow = NotePhotoTable & { site_id: string };

export class NotePhotoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private withSite() {
    return this.db
      .selectFrom('note_photos')
      .innerJoin('site_notes', 'site_notes.id', 'note_photos.note_id')
      .selectAll('note_photos')
      .select('site_notes.site_id');
  }

  async find(id: string): Promise<NotePhotoRow | undefined> {
    return this.withSite().where('note_photos.id', '=', id).executeTakeFirst();
  }

  async findByClientId(clientId: string): Promise<NotePhotoRow | undefined> {
    return this.withSite().where('note_photos.client_id', '=', clientId).executeTakeFirst();
  }

  /** The photos of these notes, oldest first, by note. */
  async ofNotes(noteIds: readonly string[]): Promise<Map<string, NotePhotoTable[]>> {
    const byNote = new Map<string, NotePhotoTable[]>();
    // In slices: a year of notes must not exceed the engines' bound-parameter limits.
    for (let i = 0; i < noteIds.length; i += 500) {
      const rows = await this.db
        .selectFrom('note_photos')
        .selectAll()
        .where('note_id', 'in', noteIds.slice(i, i + 500))
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      for (const row of rows) byNote.set(row.note_id, [...(byNote.get(row.note_id) ?? []), row]);
    }
    return byNote;
  }

  async insert(row: NotePhotoTable): Promise<void> {
    await this.db.insertInto('note_photos').values(row).execute();
  }

  /** Deletes a note's photos' rows and answers their files' names, for the caller to remove. */
  async deleteOfNote(noteId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('note_photos').select('file_name').where('note_id', '=', noteId).execute();
    await this.db.deleteFrom('note_photos').where('note_id', '=', noteId).execute();
    return rows.map((r) => r.file_name);
  }
}
