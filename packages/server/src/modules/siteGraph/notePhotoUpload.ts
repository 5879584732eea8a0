import type { FastifyRequest } from 'fastify';
import { NOTE_PHOTO_MAX_BYTES, NOTE_PHOTO_TYPES, notePhotoFieldsSchema, type NotePhoto } from '@tilth/domain';
import { AppError, badRequest } from '../../http/errors';
import { detectImage } from '../files/imageTypes';
import { text } from '../../lib/i18n/catalog';
import { siteGraphText } from './messages';

/** A photo form read and checked: the image's bytes and kind (by its bytes, never its name), and the clientId. */
export interface CheckedPhoto {
  bytes: Buffer;
  ext: string;
  contentType: NotePhoto['contentType'];
  clientId: string | undefined;
}

const MAX_MB = NOTE_PHOTO_MAX_BYTES / (1024 * 1024);
export const photoTooLarge = () =>
  new AppError(413, 'PayloadTooLarge', text(siteGraphText, 'photoLargerThanMb', { maxMb: MAX_MB }), ['photo']);
const missingPhoto = () => badRequest(text(siteGraphText, 'sendPhotoMultipartForm'), ['photo']);

/** The multipart fields the photo route reads: the file `photo` and the text `clientId`, in either order. */
export async function readPhotoForm(request: FastifyRequest): Promise<CheckedPhoto> {
  if (!request.isMultipart()) throw missingPhoto();
  const fields: Record<string, unknown> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo')
          throw badRequest(text(siteGraphText, 'unexpectedFileFieldSend', { fieldname: part.fieldname }), ['photo']);
        bytes = await part.toBuffer();
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(text(siteGraphText, 'sendOnePhotoTime'), ['photo']);
    throw error;
  }
  const parsed = notePhotoFieldsSchema.safeParse({ clientId: fields.clientId === '' ? undefined : fields.clientId });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message, ['clientId']);
  if (!bytes || bytes.length === 0) throw missingPhoto();
  if (bytes.length > NOTE_PHOTO_MAX_BYTES) throw photoTooLarge();
  const kind = detectImage(bytes);
  if (!kind || !(NOTE_PHOTO_TYPES as readonly string[]).includes(kind.contentType)) {
    throw new AppError(415, 'UnsupportedMediaType', text(siteGraphText, 'onlyJpegPngWebp'), ['photo']);
  }
  return { bytes, ext: kind.ext, contentType: kind.contentType as NotePhoto['contentType'], clientId: parsed.data.clientId };
}
