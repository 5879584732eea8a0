import type { SiteNote } from '@tilth/domain';
import type { NoteRow } from './noteRepository';

/** A note as the graph's note viewer reads it (spec 001 §3: objectId, timestamp, note). */
export function presentNote(row: NoteRow, canDelete: boolean): SiteNote {
  return {
    objectId: row.id,
    timestamp: row.timestamp,
    note: row.note,
    createdBy: { objectId: row.created_by, name: row.author_name },
    canDelete,
  };
}
