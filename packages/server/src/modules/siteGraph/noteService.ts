import { can, type Actor, type AddNote, type NotesQuery, type Scope, type SiteNote } from '@tilth/domain';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import { parseDateParam } from '../sites/dateParams';
import { SiteRepository } from '../sites/siteRepository';
import { scopeFromPath } from '../users/organisationScope';
import { NoteRepository } from './noteRepository';
import { presentNote } from './notePresenter';

/** A date of the list's query by the graph calls' rule, as the ISO 8601 UTC text notes are stored with; null when absent. */
function parseDate(value: string | undefined, field: string): string | null {
  const seconds = parseDateParam(value, field);
  return seconds === null ? null : new Date(seconds * 1000).toISOString();
}

/** The notes calls of spec 001 §7: any reader of a site may list and add; deleting is the author's or an admin's. */
export class NoteService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly notes: NoteRepository,
  ) {}

  /** The site and its scope; a site outside the caller's subtree reads as not found. */
  private async readableSite(actor: Actor, siteKey: string): Promise<{ id: string; scope: Scope }> {
    const site = await this.sites.findByAnyId(siteKey);
    const row = site ? await this.sites.scopeOf(site.id) : undefined;
    const scope = row ? scopeFromPath(row.path, row.farm_id) : undefined;
    if (!site || !scope || !can(actor, 'site:read', scope)) throw notFound('Site not found.');
    return { id: site.id, scope };
  }

  private mayDelete(actor: Actor, createdBy: string | null, scope: Scope): boolean {
    return createdBy === actor.userId || can(actor, 'note:deleteAny', scope);
  }

  async list(actor: Actor, siteKey: string, query: NotesQuery): Promise<SiteNote[]> {
    const site = await this.readableSite(actor, siteKey);
    const from = parseDate(query.fromDate, 'fromDate');
    const to = parseDate(query.toDate, 'toDate');
    if (from !== null && to !== null && from > to) throw badRequest('fromDate must not be after toDate', ['fromDate', 'toDate']);
    const rows = await this.notes.list(site.id, from, to);
    return rows.map((row) => presentNote(row, this.mayDelete(actor, row.created_by, site.scope)));
  }

  async add(actor: Actor, siteKey: string, body: AddNote): Promise<SiteNote> {
    const site = await this.readableSite(actor, siteKey);
    const row = {
      id: newObjectId(),
      site_id: site.id,
      timestamp: new Date(body.timestamp).toISOString(),
      note: body.note,
      created_by: actor.userId,
      created_at: new Date().toISOString(),
    };
    await this.notes.insert(row);
    const stored = await this.notes.find(row.id);
    return presentNote(stored ?? { ...row, author_name: null }, true);
  }

  async remove(actor: Actor, id: string): Promise<{ objectId: string }> {
    const note = await this.notes.find(id);
    if (!note) throw notFound('Note not found.');
    // A note on a site the caller can't see doesn't exist for them.
    const row = await this.sites.scopeOf(note.site_id);
    const scope = row ? scopeFromPath(row.path, row.farm_id) : undefined;
    if (!scope || !can(actor, 'site:read', scope)) throw notFound('Note not found.');
    if (!this.mayDelete(actor, note.created_by, scope)) throw forbidden('Only the note’s author or an admin may delete it.');
    await this.notes.delete(id);
    return { objectId: id };
  }
}
