import { can, type Actor, type AddNote, type NotePhoto, type NotesQuery, type Scope, type SiteNote } from '@tilth/domain';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import { writeOnce } from '../../lib/writeOnce';
import { parseDateParam } from '../sites/dateParams';
import { SiteRepository } from '../sites/siteRepository';
import { scopeFromPath } from '../users/organisationScope';
import { NoteRepository, type NoteRow } from './noteRepository';
import { presentNote, presentNotePhoto } from './notePresenter';
import type { NotePhotoFiles } from './notePhotoFiles';
import type { NotePhotoRepository } from './notePhotoRepository';
import type { CheckedPhoto } from './notePhotoUpload';
import { text } from '../../lib/i18n/catalog';
import { siteGraphText } from './messages';

/** A date of the list's query by the graph calls' rule, as the ISO 8601 UTC text notes are stored with; null when absent. */
function parseDate(value: string | undefined, field: string): string | null {
  const seconds = parseDateParam(value, field);
  return seconds === null ? null : new Date(seconds * 1000).toISOString();
}

/**
 * The notes calls of spec 001 §7: any reader of a site may list and add (and add photos to a
 * note, issue 37); deleting is the author's or an admin's, and takes the note's photos with it.
 */
export class NoteService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly notes: NoteRepository,
    private readonly photos: NotePhotoRepository,
    private readonly photoFiles: NotePhotoFiles,
  ) {}

  /** The site and its scope; a site outside the caller's subtree reads as not found. */
  private async readableSite(actor: Actor, siteKey: string): Promise<{ id: string; scope: Scope }> {
    const site = await this.sites.findByAnyId(siteKey);
    const row = site ? await this.sites.scopeOf(site.id) : undefined;
    const scope = row ? scopeFromPath(row.path, row.farm_id) : undefined;
    if (!site || !scope || !can(actor, 'site:read', scope)) throw notFound(text(siteGraphText, 'siteNotFound'));
    return { id: site.id, scope };
  }

  /** A note on a site the caller may read, with its site's scope; any other reads as not found. */
  private async readableNote(actor: Actor, id: string): Promise<{ note: NoteRow; scope: Scope }> {
    const note = await this.notes.find(id);
    const row = note ? await this.sites.scopeOf(note.site_id) : undefined;
    const scope = row ? scopeFromPath(row.path, row.farm_id) : undefined;
    if (!note || !scope || !can(actor, 'site:read', scope)) throw notFound(text(siteGraphText, 'noteNotFound'));
    return { note, scope };
  }

  private mayDelete(actor: Actor, createdBy: string | null, scope: Scope): boolean {
    return createdBy === actor.userId || can(actor, 'note:deleteAny', scope);
  }

  async list(actor: Actor, siteKey: string, query: NotesQuery): Promise<SiteNote[]> {
    const site = await this.readableSite(actor, siteKey);
    const from = parseDate(query.fromDate, 'fromDate');
    const to = parseDate(query.toDate, 'toDate');
    if (from !== null && to !== null && from > to) throw badRequest(text(siteGraphText, 'fromdateMustNotAfter'), ['fromDate', 'toDate']);
    const rows = await this.notes.list(site.id, from, to);
    const photos = await this.photos.ofNotes(rows.map((r) => r.id));
    return rows.map((row) => presentNote(row, this.mayDelete(actor, row.created_by, site.scope), photos.get(row.id)));
  }

  /** Adds a note; a resend with the same clientId (offline queue) answers the note stored the first time. */
  async add(actor: Actor, siteKey: string, body: AddNote): Promise<SiteNote> {
    const site = await this.readableSite(actor, siteKey);
    const stored = await writeOnce<NoteRow>({
      clientId: body.clientId,
      stored: (clientId) => this.notes.findByClientId(clientId),
      isSameWrite: (note) => note.site_id === site.id && note.created_by === actor.userId,
      insert: async () => {
        const row = {
          id: newObjectId(),
          site_id: site.id,
          timestamp: new Date(body.timestamp).toISOString(),
          note: body.note,
          created_by: actor.userId,
          created_at: new Date().toISOString(),
          client_id: body.clientId ?? null,
        };
        await this.notes.insert(row);
        return (await this.notes.find(row.id)) ?? { ...row, author_name: null };
      },
    });
    // The author may always delete their own note, as the first answer said.
    return presentNote(stored, true, (await this.photos.ofNotes([stored.id])).get(stored.id));
  }

  async remove(actor: Actor, id: string): Promise<{ objectId: string }> {
    // A note on a site the caller can't see doesn't exist for them.
    const { note, scope } = await this.readableNote(actor, id);
    if (!this.mayDelete(actor, note.created_by, scope)) throw forbidden(text(siteGraphText, 'onlyNotesAuthorAdmin'));
    const files = await this.photos.deleteOfNote(id);
    await this.notes.delete(id);
    await this.photoFiles.remove(files);
    return { objectId: id };
  }

  /**
   * Adds a photo to a note: anyone who may add notes on its site may (the same rule); a resend
   * with the same clientId answers the photo stored the first time.
   */
  async addPhoto(actor: Actor, noteId: string, photo: CheckedPhoto): Promise<NotePhoto> {
    const { note } = await this.readableNote(actor, noteId);
    const stored = await writeOnce({
      clientId: photo.clientId,
      stored: (clientId) => this.photos.findByClientId(clientId),
      isSameWrite: (found) => found.note_id === note.id && found.created_by === actor.userId,
      insert: async () => {
        const id = newObjectId();
        const row = {
          id,
          note_id: note.id,
          file_name: `${id}.${photo.ext}`,
          content_type: photo.contentType,
          bytes: photo.bytes.length,
          client_id: photo.clientId ?? null,
          created_by: actor.userId,
          created_at: new Date().toISOString(),
        };
        await this.photoFiles.write(row.file_name, photo.bytes);
        try {
          await this.photos.insert(row);
        } catch (error) {
          // A repeat that lost the race (or a database failure) leaves no file behind.
          await this.photoFiles.remove([row.file_name]);
          throw error;
        }
        return { ...row, site_id: note.site_id };
      },
    });
    return presentNotePhoto(stored);
  }

  /** A photo the caller may see (a reader of its note's site) and where its bytes are. */
  async photo(actor: Actor, photoId: string): Promise<{ photo: NotePhoto; path: string }> {
    const found = await this.photos.find(photoId);
    const row = found ? await this.sites.scopeOf(found.site_id) : undefined;
    const scope = row ? scopeFromPath(row.path, row.farm_id) : undefined;
    if (!found || !scope || !can(actor, 'site:read', scope) || !this.photoFiles.exists(found.file_name)) {
      throw notFound(text(siteGraphText, 'photoNotFound'));
    }
    return { photo: presentNotePhoto(found), path: this.photoFiles.pathOf(found.file_name) };
  }
}
