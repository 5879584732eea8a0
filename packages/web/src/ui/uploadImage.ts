// Deep import: the package's index would bring every feature's schemas along.
import { supportEndpoints } from '@tilth/domain/accounts/supportEndpoints';
import type { UploadedImageView } from '@tilth/domain/accounts/views';
import { call } from '../api/client';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** POST /file/image as multipart (spec 000 §7): the image under the field `file`. */
export function uploadImage(file: File): Promise<UploadedImageView> {
  const body = new FormData();
  body.append('file', file);
  return call(supportEndpoints.uploadImage, { body });
}
