import { isApiError } from '../api/errors';
import { translate } from '../i18n/catalog';
import { uiMessages } from './messages';

/** Spec 000 §5: the server's duplicate messages (status 500), matched exactly. */
export const DUPLICATE_USER_ID = 'UserId already exists, kindly enter a new userId!';
export const DUPLICATE_EMAIL = 'Email already exists, kindly enter different email!';

// The answer's error name too: the message is worded in the app's language (issue 34), the name isn't.
export function isDuplicateUserId(error: unknown): boolean {
  return isApiError(error) && (error.error === 'DuplicateUserId' || error.message === DUPLICATE_USER_ID);
}

export function isDuplicateEmail(error: unknown): boolean {
  return isApiError(error) && (error.error === 'DuplicateEmail' || error.message === DUPLICATE_EMAIL);
}

/**
 * The form fields a failed call marks: each request field the server names, mapped to the form
 * field that holds it (names not in the map are left alone), with the message to show under it.
 * The duplicate messages are the field's message; a validation failure gets a generic one.
 */
export function serverFieldErrors(error: unknown, fieldFor: Record<string, string>): { field: string; message: string }[] {
  if (!isApiError(error)) return [];
  const message = isDuplicateUserId(error) || isDuplicateEmail(error) ? error.message : translate(uiMessages, 'serverRefusedValue');
  return error.fields.flatMap((name) => (fieldFor[name] ? [{ field: fieldFor[name], message }] : []));
}
