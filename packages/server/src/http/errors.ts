import type { Language } from '@tilth/domain/preferences/language';
import { render, text, type LocalText } from '../lib/i18n/catalog';
import { httpText } from './messages';

/** An error's message: a sentence as it is (English), or a catalogue message worded in the caller's language. */
export type ErrorMessage = string | LocalText;

/** An error whose message is safe and useful to show the caller. */
export class AppError extends Error {
  /** The catalogue message, when the error has one: the answer words it in the request's language. */
  readonly text?: LocalText;
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: ErrorMessage,
    readonly fields?: string[],
    /** Reply headers that belong to this answer, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : render('en', message));
    if (typeof message !== 'string') this.text = message;
  }

  /** The message in a language (English for a sentence that has no catalogue entry yet). */
  messageIn(language: Language): string {
    return this.text ? render(language, this.text) : this.message;
  }
}

export const badRequest = (message: ErrorMessage, fields?: string[]) => new AppError(400, 'ValidationError', message, fields);
export const unauthorized = (message: ErrorMessage = text(httpText, 'signInToContinue')) => new AppError(401, 'Unauthorized', message);
export const forbidden = (message: ErrorMessage = text(httpText, 'noPermission')) => new AppError(403, 'Forbidden', message);
export const notFound = (message: ErrorMessage = text(httpText, 'notFound')) => new AppError(404, 'NotFound', message);
export const tooManyRequests = (message: ErrorMessage, retryAfterSeconds: number) =>
  new AppError(429, 'TooManyRequests', message, undefined, { 'retry-after': String(retryAfterSeconds) });
