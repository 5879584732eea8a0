import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import {
  successEnvelopeSchema,
  type ApiSuccess,
  type Endpoint,
  type EndpointAnswer,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
} from '@tilth/domain';
import { batched, jsonPieces, type Streamable } from '../lib/fastJson/jsonStream';
import type { Access } from './access';
import { compressedStream } from './compression';

export type RouteRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParsedParams<E>;
  Querystring: ParsedQuery<E>;
  Body: ParsedBody<E>;
}>;

export interface RouteOptions<E extends Endpoint> {
  access: Access;
  /**
   * API keys (issue 32): false for calls a key never makes (key management, password, e-mail,
   * two-step, sessions, the shop); 'read' for a POST that only reads, which read-only keys may make.
   */
  keys?: false | 'read';
  tags: string[];
  summary: string;
  description?: string;
  /** Request content types for the OpenAPI document, when not JSON (an upload's multipart/form-data). */
  consumes?: string[];
  /** The multipart field the route reads its file from: a malformed form answers 400 naming it (http/multipart.ts). */
  fileField?: string;
  /** The largest request body accepted, bytes, where a route needs more than the server's default. */
  bodyLimit?: number;
  /** Other forms of the answer a client may ask for with Accept (documented in the route's description). */
  encodings?: { mediaType: string; summary: string }[];
  /** Answers the call; its `data` is checked against the endpoint's schema at compile time. */
  handler: (request: RouteRequest<E>, reply: FastifyReply) => Promise<ApiSuccess<EndpointAnswer<E>> | WrittenAnswer<E>>;
}

/**
 * An answer the route writes itself instead of the serialised JSON wrapper: the JSON wrapper as a
 * stream (`streamedJson`), another form of the data (`encodedAnswer`), or a file the request asks
 * for (`fileAnswer`, an export). Made only by those functions, each typed by the endpoint, so a route still answers what its endpoint declares; the
 * OpenAPI document keeps the endpoint's JSON schema. Streamed answers skip the test-time schema
 * check of the serialiser: their tests parse the body and check it.
 */
export class WrittenAnswer<E extends Endpoint> {
  /** Ties the answer to its endpoint's type. */
  declare readonly endpoint: E;
  private constructor(
    readonly contentType: string,
    /** Bytes, or text pieces streamed (and compressed as they stream, as the client accepts). */
    readonly body: Uint8Array | AsyncIterable<string | Buffer>,
    /** Whether a streamed body is compressed as the client accepts (not for files that are compressed already). */
    readonly compress = true,
  ) {}

  /** The JSON wrapper written piece by piece (its LazyArrays built as they are written), so the event loop never waits for all of it. */
  static streamedJson<E extends Endpoint>(_endpoint: E, answer: Streamable<ApiSuccess<EndpointAnswer<E>>>): WrittenAnswer<E> {
    return new WrittenAnswer<E>('application/json; charset=utf-8', batched(jsonPieces(answer)));
  }

  /** The data in another form, made by an encoder of the endpoint's data. */
  static encoded<E extends Endpoint>(
    _endpoint: E,
    data: EndpointAnswer<E>,
    encoding: { mediaType: string; encode: (data: EndpointAnswer<E>) => Uint8Array },
  ): WrittenAnswer<E> {
    return new WrittenAnswer<E>(encoding.mediaType, encoding.encode(data));
  }

  /**
   * A file made from the endpoint's request (an export), streamed; `compress: false` for formats
   * that are compressed already (zip, xlsx). The route sets its Content-Disposition.
   */
  static file<E extends Endpoint>(
    _endpoint: E,
    file: { contentType: string; body: AsyncIterable<string | Buffer>; compress: boolean },
  ): WrittenAnswer<E> {
    return new WrittenAnswer<E>(file.contentType, file.body, file.compress);
  }
}

export const streamedJson = WrittenAnswer.streamedJson;
export const fileAnswer = WrittenAnswer.file;
export const encodedAnswer = WrittenAnswer.encoded;

/** Whether the request's Accept header names this media type (the JSON answer stays the default). */
export function accepts(request: FastifyRequest, mediaType: string): boolean {
  return (request.headers.accept ?? '')
    .split(',')
    .some((part) => part.split(';')[0]!.trim().toLowerCase() === mediaType && !/;\s*q=0(\.0*)?\s*(;|$)/.test(part));
}

/**
 * Registers one API route from its endpoint in the domain's contract: the only way a module
 * adds a route, so every route validates its input, documents its answer and declares access.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, options: RouteOptions<E>): void {
  const schema: FastifySchema & { tags: string[]; summary: string; description?: string; consumes?: string[] } = {
    tags: options.tags,
    summary: options.summary,
    response: { 200: successEnvelopeSchema(endpoint.data) },
  };
  const encodings = (options.encodings ?? []).map((e) => `With Accept: ${e.mediaType}, answers ${e.summary}.`);
  const description = [options.description, ...encodings].filter(Boolean).join(' ');
  if (description) schema.description = description;
  if (options.consumes) schema.consumes = options.consumes;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: options.access,
      ...(options.keys !== undefined && { keys: options.keys }),
      ...(options.fileField !== undefined && { fileField: options.fileField }),
    },
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    schema,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await options.handler(request as RouteRequest<E>, reply);
      if (!(answer instanceof WrittenAnswer)) return answer;
      // Vary: caches must tell the forms of one URL apart.
      if (options.encodings) void reply.header('Vary', 'Accept');
      void reply.type(answer.contentType);
      if (answer.body instanceof Uint8Array) return reply.send(answer.body);
      return reply.send(answer.compress ? compressedStream(request, reply, answer.body) : Readable.from(answer.body));
    },
  });
}
