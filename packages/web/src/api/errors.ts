import { translate } from '../i18n/catalog';
import en from '../ui/locales/start.en.json';
import { uiStartMessages as apiMessages } from '../ui/startMessages';

/** Error names of the client's own failures: codes, never shown. */
const NETWORK_ERROR = 'NetworkError';
const BAD_RESPONSE = 'BadResponse';
const CANCELLED = 'Cancelled';

/**
 * Every failed call surfaces as an ApiError (spec 000 §8): the server's message, its error name
 * and the HTTP status. Status 0 means no answer arrived at all.
 */
export class ApiError extends Error {
  readonly error: string | null;
  readonly status: number;
  /** Request fields the server rejected, when it named any. */
  readonly fields: readonly string[];
  /** The request was aborted by the app (navigation, newer search); callers ignore these. */
  readonly isCancelled: boolean;

  constructor(message: string, options: { error?: string | null; status: number; fields?: readonly string[]; isCancelled?: boolean }) {
    super(message);
    this.name = 'ApiError';
    this.error = options.error ?? null;
    this.status = options.status;
    this.fields = options.fields ?? [];
    this.isCancelled = options.isCancelled ?? false;
  }
}

/**
 * A request that got no answer (server unreachable, connection down). Said in words a grower
 * understands, without the request's address, and telling them their typing is kept (issue 27;
 * this replaces spec 000 §8's 'Failed to connect to {path}'). The path still goes to the console.
 * In the app's language when the error is made; the constant is the English (tests compare with it).
 */
export const noConnection = () => translate(apiMessages, 'noConnection');
export const NO_CONNECTION = en.noConnection;

/** A gateway's answer for the server behind it (502, 503, 504): the server is down or restarting. */
export const serverUnavailable = () => translate(apiMessages, 'serverUnavailable');
export const SERVER_UNAVAILABLE = en.serverUnavailable;

/** Any other answer that is not the API's (an error page, a cut-off body): words again, no address. */
export const BAD_ANSWER = en.badAnswer;

export function networkError(): ApiError {
  return new ApiError(noConnection(), { error: NETWORK_ERROR, status: 0 });
}

export function badAnswer(status: number): ApiError {
  const message = status >= 502 && status <= 504 ? serverUnavailable() : translate(apiMessages, 'badAnswer');
  return new ApiError(message, { error: BAD_RESPONSE, status });
}

/** A request the app aborted (navigation, newer search): callers ignore it. */
export function cancelled(): ApiError {
  return new ApiError(translate(apiMessages, 'requestCancelled'), { error: CANCELLED, status: 0, isCancelled: true });
}

/** A file's call answered without the file. */
export const fileMissing = () => new ApiError(translate(apiMessages, 'fileMissing'), { status: 0 });

/** The wrapper said it failed but gave no message (never from this server; perhaps from an older one). */
export const refusedWithoutMessage = (status: number) => translate(apiMessages, 'refusedWithoutMessage', { status });

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function isUnauthorized(value: unknown): boolean {
  return isApiError(value) && value.status === 401;
}

/** Client errors (400–499) are the user's to fix and are not worth logging (spec 000 §8). */
export function shouldLog(error: ApiError): boolean {
  return !error.isCancelled && (error.status < 400 || error.status >= 500);
}
