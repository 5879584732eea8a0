import { z } from 'zod';
import { requiredMultiLineText } from '../accounts/fields';
import { dateRangeQuery } from '../api/params';
import { dateBoundsError, parseDateParam } from '../time/dateParam';

/** Notes on a site's graph (spec 001 §3 Note, §5, §7). */
export const NOTE_REQUIRED = 'Please enter note';
export const NOTE_MAX_LENGTH = 2000;

/** Several lines allowed (\r\n stored as \n); other control characters refused. */
export const noteTextField = requiredMultiLineText('Note', NOTE_MAX_LENGTH, NOTE_REQUIRED);

/** POST /notes/add/{siteId}: the note's time (ISO 8601, any offset, from 2000 to 2099) and its text. */
export const addNoteSchema = z.object({
  timestamp: z.iso
    .datetime({ offset: true, error: 'timestamp must be an ISO 8601 date and time', abort: true })
    .refine((text) => parseDateParam(text) !== null, { error: dateBoundsError('timestamp') }),
  note: noteTextField,
});
export type AddNote = z.infer<typeof addNoteSchema>;

/** GET /notes/{siteId}: an optional range, ISO 8601 or epoch (seconds or milliseconds). */
export const notesQuerySchema = dateRangeQuery;
export type NotesQuery = z.infer<typeof notesQuerySchema>;

export const siteNoteSchema = z.object({
  objectId: z.string(),
  /** ISO 8601 UTC. */
  timestamp: z.string(),
  note: z.string(),
  createdBy: z.object({ objectId: z.string().nullable(), name: z.string().nullable() }),
  /** Whether the caller may delete it (its author, or an admin role). */
  canDelete: z.boolean(),
});
export type SiteNote = z.infer<typeof siteNoteSchema>;

/** DELETE /notes/delete/{id}: the deleted note's id. */
export const deletedNoteSchema = z.object({ objectId: z.string() });

/** Whether the Add button is enabled: the text, trimmed, is not empty. */
export function noteTextError(text: string): string | null {
  return text.trim() === '' ? NOTE_REQUIRED : null;
}
