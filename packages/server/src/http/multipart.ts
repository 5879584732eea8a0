import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart field a route reads its file from (route()'s fileField), named by a malformed form's 400. */
    fileField?: string;
  }
}

/**
 * What busboy (under @fastify/multipart) throws on a body that is not the form its Content-Type
 * announces. They are plain Errors, told apart only by their messages, and without a status they
 * would be answered as the server's fault (500): a missing or unusable boundary in the header, or
 * a form that ends before its parts do.
 */
const MALFORMED: { pattern: RegExp; message: string }[] = [
  {
    pattern: /^Multipart: Boundary not found$|^The needle cannot (be an empty|have a length bigger)/,
    message: 'The form could not be read: its Content-Type names no usable boundary.',
  },
  {
    pattern: /terminated early due to unexpected end of multipart data$|^Unexpected end of multipart data$/,
    message: 'The form arrived incomplete: it ended in the middle of a part.',
  },
];

/**
 * A malformed multipart body as the client's error: 400 naming the route's file field (the form
 * as a whole when the route names none); null for any other error.
 */
export function malformedMultipart(error: { message?: unknown }, fileField: string | undefined): AppError | null {
  const message = typeof error.message === 'string' ? error.message : '';
  const known = MALFORMED.find((m) => m.pattern.test(message));
  if (!known) return null;
  const field = fileField ?? 'body';
  const advice = fileField ? ` Please send it again as multipart/form-data, with the file in "${fileField}".` : ' Please send it again.';
  return new AppError(400, 'ValidationError', `${known.message}${advice}`, [field]);
}
