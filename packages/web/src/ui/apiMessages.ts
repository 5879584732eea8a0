import { isApiError } from '../api/errors';

/** Spec 000 §8 messages, in one place so every screen words them alike. */

/** "'{field}' updated" after a field saved on blur. */
export const fieldUpdated = (field: string) => `'${field}' updated`;

/**
 * "{message}: '{field}' could not be updated"; when no answer came, the field first and then the
 * client's sentences, which don't read as the head of a colon (issue 27).
 */
export const fieldNotUpdated = (error: unknown, field: string) =>
  isApiError(error) && error.status === 0 && !error.isCancelled
    ? `'${field}' could not be updated. ${error.message}`
    : `${errorText(error)}: '${field}' could not be updated`;

export const IMAGE_UPDATED = "'image' Updated";
export const IMAGE_UPLOAD_FAILED = "'image' Upload Failed";

/** The server's message; for a request that got no answer, the client's NO_CONNECTION sentence. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}

/** "{message}: {server message or You might be offline}" for lists that fail to load. */
export function loadFailed(message: string, error: unknown): string {
  const reason = isApiError(error) && error.status === 0 ? 'You might be offline' : errorText(error);
  return `${message}: ${reason}`;
}
