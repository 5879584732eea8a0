import { text } from '../lib/i18n/catalog';
import { AppError } from './errors';
import { httpText } from './messages';

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
const MALFORMED: { pattern: RegExp; message: string; key: 'formNoBoundaryResend' | 'formIncompleteResend' }[] = [
  {
    pattern: /^Multipart: Boundary not found$|^The needle cannot (be an empty|have a length bigger)/,
    message: 'The form could not be read: its Content-Type names no usable boundary.',
    key: 'formNoBoundaryResend',
  },
  {
    pattern: /terminated early due to unexpected end of multipart data$|^Unexpected end of multipart data$/,
    message: 'The form arrived incomplete: it ended in the middle of a part.',
    key: 'formIncompleteResend',
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
  // Each wording is one whole sentence pair in the catalogue (issue 34): the reason, then what to do.
  const wording = fileField ? text(httpText, `${known.key}File`, { field: fileField }) : text(httpText, known.key);
  return new AppError(400, 'ValidationError', wording, [field]);
}
