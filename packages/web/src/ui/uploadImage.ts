import type { ApiEnvelope } from '@tilth/domain';
import type { UploadedImageView } from '@tilth/domain/accounts/views';
import { ApiError, badAnswer, networkError } from '../api/errors';
import { TOKEN_KEY } from '../api/session';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * POST /file/image as multipart (spec 000 §7): the one call that is not JSON, so it does not go
 * through the JSON client; it answers the same wrapper and fails the same way.
 */
export async function uploadImage(file: File): Promise<UploadedImageView> {
  const body = new FormData();
  body.append('file', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = token;

  let response: Response;
  try {
    response = await fetch('/file/image', { method: 'POST', headers, body });
  } catch {
    throw networkError();
  }
  const payload = (await response.json().catch(() => null)) as ApiEnvelope<UploadedImageView> | null;
  if (!payload || !payload.success || !payload.data) {
    throw new ApiError(payload?.message || badAnswer(response.status).message, {
      error: payload?.error ?? 'BadResponse',
      status: payload?.status || response.status,
      fields: payload?.fields,
    });
  }
  return payload.data;
}
