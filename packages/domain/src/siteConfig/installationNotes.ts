import { z } from 'zod';
import { idField } from '../accounts/fields';
import { endpoint } from '../api/endpoint';
import { objectIdParams } from '../api/params';
import { isMultiLineText, multiLineMessage, normaliseLineBreaks } from '../api/plainText';

/** The About page's installation notes (spec 002 §2.3, §3 'Site note', §4, §7.2, §8). */
export const INSTALLATION_NOTE_MAX_LENGTH = 4000;
/** More @-mentions than this in one note is not a note but a mailing list. */
export const INSTALLATION_NOTE_MAX_MENTIONS = 20;
export const INSTALLATION_NOTE_EMPTY = 'Please enter a note or choose an image';

/**
 * The text fields of POST /installationNotes/site/{id} (multipart, sent before an optional `file`):
 * the note's text, the id of an image already uploaded with POST /file/image (type=installation,
 * parentId = the site), and the ids of the users @-mentioned, comma-separated. A note needs text
 * or an image (either alone is a note: spec 002 §8's ''Image' updated').
 */
export const installationNoteFieldsSchema = z.object({
  text: z
    .string()
    .overwrite(normaliseLineBreaks)
    .trim()
    .max(INSTALLATION_NOTE_MAX_LENGTH, `text is too long (at most ${INSTALLATION_NOTE_MAX_LENGTH} characters)`)
    .refine(isMultiLineText, multiLineMessage('text'))
    .default(''),
  fileId: idField.optional(),
  mentions: z
    .string()
    .max(INSTALLATION_NOTE_MAX_MENTIONS * 33)
    .transform((list) => [
      ...new Set(
        list
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(idField).max(INSTALLATION_NOTE_MAX_MENTIONS, `at most ${INSTALLATION_NOTE_MAX_MENTIONS} people per note`))
    .default([]),
});
export type InstallationNoteFields = z.infer<typeof installationNoteFieldsSchema>;

/** GET /installationNotes/site/{id}?sort=date: newest first (the only order the page shows). */
export const installationNotesQuerySchema = z.object({ sort: z.enum(['date']).optional() });

export const installationNoteSchema = z.object({
  objectId: z.string(),
  text: z.string(),
  /** The image's URL (/uploads/…), or null. */
  image: z.string().nullable(),
  /** ISO 8601 UTC. */
  date: z.string(),
  user: z.object({
    objectId: z.string(),
    name: z.string(),
    organisation: z.object({ name: z.string(), type: z.string(), image: z.string().nullable() }).nullable(),
  }),
});
export type InstallationNote = z.infer<typeof installationNoteSchema>;

/** The note just published, with the people its mentions e-mailed. */
export const addedInstallationNoteSchema = installationNoteSchema.extend({
  mentioned: z.array(z.object({ objectId: z.string(), name: z.string() })),
});
export type AddedInstallationNote = z.infer<typeof addedInstallationNoteSchema>;

export const installationNoteEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/installationNotes/site/:id',
    params: objectIdParams,
    query: installationNotesQuerySchema,
    data: z.array(installationNoteSchema),
  }),
  /** Multipart (fields above, optional `file`): the route reads the form itself. */
  add: endpoint({
    method: 'POST',
    path: '/installationNotes/site/:id',
    params: objectIdParams,
    multipart: true,
    data: addedInstallationNoteSchema,
  }),
};

/** Spec 002 §8: what a published note says it updated. */
export function installationNoteSavedMessage(hasText: boolean, hasImage: boolean): string {
  if (hasText && hasImage) return "'Notes & Image' updated";
  return hasImage ? "'Image' updated" : "'Notes' updated";
}

/** Spec 002 §8: a note that could not be saved, after the server's message. */
export const installationNoteFailedMessage = (message: string) => `${message}: 'Notes' could not be updated`;

/** Spec 002 §8: an image that could not be uploaded, after the server's message. */
export const installationImageFailedMessage = (message: string) => `${message}: 'Error Updating 'image'`;
