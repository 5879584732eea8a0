/** An error whose message is safe and useful to show the caller. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly fields?: string[],
    /** Reply headers that belong to this answer, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: string[]) => new AppError(400, 'ValidationError', message, fields);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, 'Unauthorized', message);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError(403, 'Forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'NotFound', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'TooManyRequests', message, undefined, { 'retry-after': String(retryAfterSeconds) });
