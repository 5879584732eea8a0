import { translate } from '../../../i18n/catalog';
import { outboxMessages } from './outboxMessages';

/**
 * A note's photo made small on the phone before it is kept (issue 37): a camera's 12-megapixel
 * picture is several MB, too heavy to keep queued and send over a field's weak signal. The longest
 * side becomes at most 1600 px, saved as JPEG.
 */
export const PHOTO_MAX_SIDE = 1600;
const JPEG_QUALITY = 0.82;

/** The English of photoUnreadable(), for tests; errors are thrown in the app's language. */
export const PHOTO_UNREADABLE = 'This photo could not be read. Choose a JPEG, PNG or WebP photo.';
const photoUnreadable = () => translate(outboxMessages, 'photoUnreadable');

/** The size that fits within max × max keeping the proportions; never larger than the original. */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The photo as a JPEG of at most 1600 px, drawn on a canvas; throws PHOTO_UNREADABLE when the browser can't decode it. */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(photoUnreadable());
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(photoUnreadable());
  // JPEG has no transparency: a PNG's clear parts become white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) throw new Error(photoUnreadable());
  return blob;
}

/** The kept photo's file name: the original's, ending in .jpg. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'photo';
  return `${base}.jpg`;
}
