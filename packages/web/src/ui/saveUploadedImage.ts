import { imageUpdated, imageUploadFailed } from './apiMessages';
import type { Flash } from './flash';
import { uploadImage } from './uploadImage';

/**
 * Uploads a picked picture or logo and saves it on the record at once, as the save-on-blur cards
 * save their fields: there is no Save button to wait for. A failed upload or save says so in the
 * same words, since the user cannot tell the two apart.
 */
export async function saveUploadedImage(file: File, save: (change: { fileId: string }) => Promise<unknown>, flash: Flash): Promise<void> {
  try {
    const uploaded = await uploadImage(file);
    await save({ fileId: uploaded.objectId });
    flash.show('success', imageUpdated());
  } catch {
    flash.show('error', imageUploadFailed());
  }
}
