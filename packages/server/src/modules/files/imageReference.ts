import type { Actor } from '@tilth/domain';
import { badRequest } from '../../http/errors';
import type { FileRepository, FileRow } from './fileRepository';
import { text } from '../../lib/i18n/catalog';
import { filesText } from './messages';

export const fileUrl = (file: Pick<FileRow, 'name'>) => `/uploads/${file.name}`;

/**
 * Turns the `image`/`profileImage` + `fileId` of an update into the stored image URL: an image is
 * set only from a file its uploader sends (so no one points a record at another site's URL or at
 * someone else's upload); null removes it; undefined leaves it alone.
 */
export async function resolveImage(
  files: FileRepository,
  actor: Actor,
  image: string | null | undefined,
  fileId: string | undefined,
  field: string,
): Promise<string | null | undefined> {
  if (fileId) {
    const file = await files.findById(fileId);
    if (!file || file.uploaded_by !== actor.userId) throw badRequest(text(filesText, 'uploadImageFirstSend'), ['fileId']);
    return fileUrl(file);
  }
  if (image === null) return null;
  // Re-sending a URL this server already serves (a form saved whole) is harmless.
  const stored = image?.match(/^\/uploads\/([A-Za-z0-9]+\.[a-z]+)$/);
  if (stored && (await files.findByName(stored[1]!))) return image;
  if (image !== undefined) throw badRequest(text(filesText, 'uploadImagePostFile'), [field]);
  return undefined;
}
