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
 */
export const NO_CONNECTION = "Tilth can't reach the server. Check your connection and try again — what you typed is still here.";

/** A gateway's answer for the server behind it (502, 503, 504): the server is down or restarting. */
export const SERVER_UNAVAILABLE = "Tilth's server is not answering right now. Try again in a moment — what you typed is still here.";

/** Any other answer that is not the API's (an error page, a cut-off body): words again, no address. */
export const BAD_ANSWER = "Tilth's server sent an answer that could not be read. Try again in a moment — what you typed is still here.";

export function networkError(): ApiError {
  return new ApiError(NO_CONNECTION, { error: 'NetworkError', status: 0 });
}

export function badAnswer(status: number): ApiError {
  const message = status >= 502 && status <= 504 ? SERVER_UNAVAILABLE : BAD_ANSWER;
  return new ApiError(message, { error: 'BadResponse', status });
}

/** The wrapper said it failed but gave no message (never from this server; perhaps from an older one). */
export const refusedWithoutMessage = (status: number) =>
  `Tilth's server could not do this (error ${status}). What you typed is still here.`;

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
