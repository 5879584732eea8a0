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
import type { Access } from './access';

export type RouteRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParsedParams<E>;
  Querystring: ParsedQuery<E>;
  Body: ParsedBody<E>;
}>;

export interface RouteOptions<E extends Endpoint> {
  access: Access;
  tags: string[];
  summary: string;
  description?: string;
  /** Request content types for the OpenAPI document, when not JSON (an upload's multipart/form-data). */
  consumes?: string[];
  /** The largest request body accepted, bytes, where a route needs more than the server's default. */
  bodyLimit?: number;
  /** Answers the call; its `data` is checked against the endpoint's schema at compile time. */
  handler: (request: RouteRequest<E>, reply: FastifyReply) => Promise<ApiSuccess<EndpointAnswer<E>>>;
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
  if (options.description) schema.description = options.description;
  if (options.consumes) schema.consumes = options.consumes;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: options.access },
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    schema,
    handler: options.handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
