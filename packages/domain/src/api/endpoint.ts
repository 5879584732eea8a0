import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API, the single source of its types: the server registers its route from it
 * (request validation, the response schema of the OpenAPI document, the handler's checked return
 * type) and the web client calls it (typed arguments and answer). `data` describes the `data` of a
 * successful answer's wrapper `{success, data, message, error, status}`.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Fastify-style path: `/farm/:farmId/sites`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The body is multipart/form-data (an upload), read by the server's route itself rather than by a
   * body schema: the web client sends a FormData.
   */
  multipart?: true;
  data: z.ZodType;
}

/** Declares an endpoint, keeping its literal method, path and schema types. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Part<S> = S extends z.ZodType ? S : undefined;
/** What the server hands its handler after validation. */
export type ParsedParams<E extends Endpoint> = E['params'] extends z.ZodType ? z.output<Part<E['params']>> : Record<string, never>;
export type ParsedQuery<E extends Endpoint> = E['query'] extends z.ZodType ? z.output<Part<E['query']>> : Record<string, never>;
export type ParsedBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<Part<E['body']>> : undefined;
/** What a handler must answer in `data` (checked at compile time), and what the client receives. */
export type EndpointAnswer<E extends Endpoint> = z.input<E['data']>;
export type EndpointData<E extends Endpoint> = z.output<E['data']>;

/** A successful answer's wrapper around a call's data. */
export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.string(),
    error: z.null(),
    status: z.number().int(),
  });
}

/** The first segments of the API's paths (`/farm`, `/stem`…): what a dev proxy must forward. */
export function pathPrefixes(endpoints: Iterable<Endpoint>): string[] {
  const prefixes = new Set<string>();
  for (const { path } of endpoints) prefixes.add(`/${path.split('/')[1]}`);
  return [...prefixes].sort();
}

/** The path with its `:name` parameters filled in (URI-encoded); a missing one is a programming error. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
