import { isApiError } from '../api/errors';
import { translate } from '../i18n/catalog';
import en from './locales/en.json';
import { uiMessages } from './messages';

/** Spec 000 §8 messages, in one place so every screen words them alike (in the app's language). */

/** "'{field}' updated" after a field saved on blur. */
export const fieldUpdated = (field: string) => translate(uiMessages, 'fieldUpdated', { field });

/**
 * "{message}: '{field}' could not be updated"; when no answer came, the field first and then the
 * client's sentences, which don't read as the head of a colon (issue 27).
 */
export const fieldNotUpdated = (error: unknown, field: string) =>
  isApiError(error) && error.status === 0 && !error.isCancelled
    ? translate(uiMessages, 'fieldNotUpdatedNoAnswer', { field, message: error.message })
    : translate(uiMessages, 'fieldNotUpdated', { field, message: errorText(error) });

/** "'image' Updated" in the app's language. */
export const imageUpdated = () => translate(uiMessages, 'imageUpdated');
/** "'image' Upload Failed" in the app's language. */
export const imageUploadFailed = () => translate(uiMessages, 'imageUploadFailed');
/** The English of imageUpdated() and imageUploadFailed(): for tests; screens call the functions. */
export const IMAGE_UPDATED = en.imageUpdated;
export const IMAGE_UPLOAD_FAILED = en.imageUploadFailed;

/** The server's message; for a request that got no answer, the client's NO_CONNECTION sentence. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error && error.message ? error.message : translate(uiMessages, 'somethingWentWrong');
}

/** "{message}: {server message or You might be offline}" for lists that fail to load. */
export function loadFailed(message: string, error: unknown): string {
  const reason = isApiError(error) && error.status === 0 ? translate(uiMessages, 'mightBeOffline') : errorText(error);
  return translate(uiMessages, 'loadFailed', { message, reason });
}
