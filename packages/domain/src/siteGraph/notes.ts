import { z } from 'zod';
import { requiredMultiLineText } from '../accounts/fields';
import { clientIdSchema } from '../api/clientId';
import { dateRangeQuery } from '../api/params';
import { dateBoundsError, parseDateParam } from '../time/dateParam';

/** Notes on a site's graph (spec 001 §3 Note, §5, §7). */
export const NOTE_REQUIRED = 'Please enter note';
export const NOTE_MAX_LENGTH = 2000;

/** Several lines allowed (\r\n stored as \n); other control characters refused. */
export const noteTextField = requiredMultiLineText('Note', NOTE_MAX_LENGTH, NOTE_REQUIRED);

/** An ISO 8601 date and time (any offset) from 2000 to 2099, named `field` in its errors. */
export const isoTimeField = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `${field} must be an ISO 8601 date and time`, abort: true })
    .refine((text) => parseDateParam(text) !== null, { error: dateBoundsError(field) });

/**
 * POST /notes/add/{siteId}: the note's time (ISO 8601, any offset, from 2000 to 2099) and its text;
 * clientId (optional) makes a resend from the phone's offline queue answer the note already stored.
 */
export const addNoteSchema = z.object({
  timestamp: isoTimeField('timestamp'),
  note: noteTextField,
  clientId: clientIdSchema.optional(),
});
export type AddNote = z.infer<typeof addNoteSchema>;

/** GET /notes/{siteId}: an optional range, ISO 8601 or epoch (seconds or milliseconds). */
export const notesQuerySchema = dateRangeQuery;
export type NotesQuery = z.infer<typeof notesQuerySchema>;

/** Photo uploads: JPEG, PNG or WebP (recognised by their bytes), up to 10 MB each. */
export const NOTE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const NOTE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** A photo on a note; `url` is GET /notes/photos/{id}, which needs the caller's token like every call. */
export const notePhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.enum(NOTE_PHOTO_TYPES),
  bytes: z.number().int(),
  /** ISO 8601 UTC. */
  createdAt: z.string(),
  clientId: z.string().nullable(),
});
export type NotePhoto = z.infer<typeof notePhotoSchema>;

/** GET /notes/photos/{photoId} */
export const notePhotoParams = z.object({ photoId: z.string().min(1).max(32) });
/** POST /notes/{noteId}/photos */
export const noteIdParams = z.object({ noteId: z.string().min(1).max(32) });
/** The text fields of the photo form (the file itself is the multipart field `photo`). */
export const notePhotoFieldsSchema = z.object({ clientId: clientIdSchema.optional() });

export const siteNoteSchema = z.object({
  objectId: z.string(),
  /** ISO 8601 UTC. */
  timestamp: z.string(),
  note: z.string(),
  createdBy: z.object({ objectId: z.string().nullable(), name: z.string().nullable() }),
  /** Whether the caller may delete it (its author, or an admin role). */
  canDelete: z.boolean(),
  /** The id the app sent with it (offline queue), so the app can match its queued write; null otherwise. */
  clientId: z.string().nullable(),
  /** Oldest first; empty when none. */
  photos: z.array(notePhotoSchema),
});
export type SiteNote = z.infer<typeof siteNoteSchema>;

/** DELETE /notes/delete/{id}: the deleted note's id. */
export const deletedNoteSchema = z.object({ objectId: z.string() });

/** Whether the Add button is enabled: the text, trimmed, is not empty. */
export function noteTextError(text: string): string | null {
  return text.trim() === '' ? NOTE_REQUIRED : null;
}
