import { fillPath, noteEndpoints, type NotePhoto, type SiteNote } from '@tilth/domain';
import type { NotePhotoTable } from '../../db/schema';
import type { NoteRow } from './noteRepository';

/** A photo as the note viewer reads it; its url is the authenticated GET /notes/photos/{id}. */
export function presentNotePhoto(row: NotePhotoTable): NotePhoto {
  return {
    id: row.id,
    url: fillPath(noteEndpoints.photo.path, { photoId: row.id }),
    contentType: row.content_type as NotePhoto['contentType'],
    bytes: row.bytes,
    createdAt: row.created_at,
    clientId: row.client_id,
  };
}

/** A note as the graph's note viewer reads it (spec 001 §3: objectId, timestamp, note), with its photos. */
export function presentNote(row: NoteRow, canDelete: boolean, photos: readonly NotePhotoTable[] = []): SiteNote {
  return {
    objectId: row.id,
    timestamp: row.timestamp,
    note: row.note,
    createdBy: { objectId: row.created_by, name: row.author_name },
    canDelete,
    clientId: row.client_id,
    photos: photos.map(presentNotePhoto),
  };
}
