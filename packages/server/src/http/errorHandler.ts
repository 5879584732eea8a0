import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail } from '@tilth/domain';
import { databaseFault, type FaultKind } from '../db/faults';
import { domainSentence, validationMessage } from '../lib/i18n/domainText';
import { requestLanguage, translate } from '../lib/i18n/catalog';
import { httpText } from './messages';
import { AppError } from './errors';
import { FaultLog } from './faultLog';
import { malformedMultipart } from './multipart';

/** The database and storage faults' sentences in the catalogue (db/faults.ts keeps the English for its own use). */
const FAULT_TEXT = {
  unavailable: 'databaseUnreachable',
  busy: 'databaseBusy',
  'disk-full': 'storageFull',
  'read-only': 'storageReadOnly',
  'storage-error': 'storageError',
} as const satisfies Record<FaultKind, string>;

function validationFields(error: { validation: { instancePath: string }[]; validationContext?: string }): string[] {
  const fields = error.validation.map((v) => v.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body');
  return [...new Set(fields)];
}

/**
 * Turns every failure into the response wrapper. Only AppErrors and known client errors keep
 * their message; database and storage faults (unreachable, busy, disk full, read-only) are 503 or
 * 507 with Retry-After, logged once a minute (`storage` names where the data lives in that line);
 * anything else is a 500 with a generic message (no stack, no SQL).
 */
export function registerErrorHandling(app: FastifyInstance, options: { storage?: string } = {}): void {
  const faults = new FaultLog((line) => app.log.error(line), options.storage ?? '');
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A malformed multipart form fails inside the parser, wherever a route reads its parts: one answer for all of them.
    const known = error instanceof AppError ? error : malformedMultipart(error, request.routeOptions.config?.fileField);
    const language = requestLanguage(request);
    if (known) {
      if (known.headers) reply.headers(known.headers);
      // A sentence without a catalogue entry is most often one of packages/domain's (its translations by the English).
      const message = known.text ? known.messageIn(language) : domainSentence(language, known.message);
      return reply.status(known.status).send(fail(known.status, known.errorName, message, known.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error);
      const details = error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
        return `${field}: ${validationMessage(language, v)}`;
      });
      return reply
        .status(400)
        .send(fail(400, 'ValidationError', translate(language, httpText, 'invalidRequest', { details: details.join('; ') }), fields));
    }
    const fault = error.statusCode === undefined ? databaseFault(error) : null;
    if (fault) {
      faults.note(fault, error);
      reply.header('retry-after', String(fault.retryAfterSeconds));
      return reply.status(fault.status).send(fail(fault.status, fault.errorName, translate(language, httpText, FAULT_TEXT[fault.kind])));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(fail(413, 'PayloadTooLarge', translate(language, httpText, 'bodyTooLarge')));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(fail(415, 'UnsupportedMediaType', translate(language, httpText, 'sendJson')));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, empty body…) carry safe messages.
      return reply.status(status).send(fail(status, error.name === 'Error' ? 'BadRequest' : error.name, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(500, 'InternalServerError', translate(language, httpText, 'somethingWrong')));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(
        fail(
          404,
          'NotFound',
          translate(requestLanguage(request), httpText, 'noRoute', { method: request.method, path: request.url.split('?')[0] }),
        ),
      );
  });
}
