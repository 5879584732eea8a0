import type { InstallationNote } from '@tilth/domain';
import { fileUrl } from '../files/imageReference';
import type { InstallationNoteRow } from './installationNoteRepository';

/** A note as spec 002 §3 'Site note' reads it: text, image, date, user {name, organisation {name, type, image}}. */
export function presentInstallationNote(row: InstallationNoteRow): InstallationNote {
  return {
    objectId: row.id,
    text: row.text,
    image: row.image_name ? fileUrl({ name: row.image_name }) : null,
    date: row.created_at,
    user: {
      objectId: row.user_id,
      // A removed author's notes stay; the answer says so instead of leaving the name blank.
      name: row.author_name ?? 'Former user',
      organisation:
        row.organisation_name !== null && row.organisation_type !== null
          ? { name: row.organisation_name, type: row.organisation_type, image: row.organisation_image }
          : null,
    },
  };
}
