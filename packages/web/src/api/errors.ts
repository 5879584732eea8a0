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
