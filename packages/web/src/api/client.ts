import { fillPath, type ApiEnvelope, type Endpoint, type EndpointData } from '@tilth/domain';
import type { z } from 'zod';
import { apiHeaders, takeEarly } from './earlyAnswers';
import { ApiError, badAnswer, cancelled, fileMissing, networkError, refusedWithoutMessage, shouldLog } from './errors';
import { TOKEN_KEY } from './session';
import { currentLanguage } from '../i18n/catalog';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** JSON, or a FormData sent as multipart/form-data (an upload). */
  body?: unknown;
  signal?: AbortSignal;
  /** Another form of the answer to ask for first (Accept), and how to read it when the server sends it. */
  encoding?: AnswerEncoding<unknown>;
}

/** A compact form of an endpoint's data (e.g. the chart's series, SERIES_MEDIA_TYPE). */
export interface AnswerEncoding<T> {
  mediaType: string;
  decode: (bytes: Uint8Array) => T;
}

/** A successful answer: the envelope's data and its human-readable message. */
export interface ApiResult<T> {
  data: T;
  message: string;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

/** `answer`, or an AbortError as soon as `signal` aborts (an early answer's request isn't the caller's to abort). */
function untilAborted(answer: Promise<Response>, signal: AbortSignal | undefined): Promise<Response> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Logs a failure with the request's address and detail (for whoever debugs it); the message shown never has them. */
function report(error: ApiError, method: Method, path: string, detail = ''): ApiError {
  if (shouldLog(error)) console.error(`${method} ${path} failed (${error.status}): ${error.message}${detail ? ` (${detail})` : ''}`);
  return error;
}

/**
 * Calls the API on the app's own origin with the stored token and unwraps the response
 * wrapper `{success, data, message, error, status}`; anything but success throws an ApiError.
 * Only `call`/`callEnvelope` use it, so every answer's type comes from its endpoint's schema.
 */
async function requestEnvelope<T>(method: Method, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const encoding = options.encoding;
  const token = localStorage.getItem(TOKEN_KEY);
  // The server words its messages (errors, e-mails it sends for this call) in the app's language.
  const headers = apiHeaders(token, currentLanguage(), encoding?.mediaType);
  // A form's Content-Type (multipart, with its boundary) is set by fetch itself.
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';

  const ask = () =>
    fetch(path, {
      method,
      headers,
      body: form ? (options.body as FormData) : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  // The first screen's answer the page's first script asked for already (earlyAnswers.ts), if any;
  // asked again should that request have failed.
  const early = method === 'GET' && !encoding ? takeEarly(path, token) : undefined;

  let response: Response;
  try {
    response = await (early ? untilAborted(early.catch(ask), options.signal) : ask());
  } catch (cause) {
    if (options.signal?.aborted || (cause instanceof DOMException && cause.name === 'AbortError')) {
      throw cancelled();
    }
    throw report(networkError(), method, path, cause instanceof Error ? cause.message : '');
  }

  // The compact form has no wrapper: errors (and servers that don't know the form) still answer JSON.
  if (encoding && response.ok && response.headers.get('content-type')?.startsWith(encoding.mediaType)) {
    try {
      return { data: encoding.decode(new Uint8Array(await response.arrayBuffer())) as T, message: '' };
    } catch (cause) {
      if (options.signal?.aborted) throw cancelled();
      throw report(badAnswer(response.status), method, path, cause instanceof Error ? cause.message : '');
    }
  }

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // A proxy or crash page instead of the wrapper; handled below as an unexpected answer.
  }

  if (!isEnvelope(payload)) {
    // Aborted while the body was read (the view changed): a cancellation, not a bad answer.
    if (options.signal?.aborted) throw cancelled();
    throw report(badAnswer(response.status), method, path, `${response.status} ${response.statusText}`.trim());
  }
  if (!payload.success || !response.ok) {
    const status = typeof payload.status === 'number' && payload.status > 0 ? payload.status : response.status;
    const message = payload.message || refusedWithoutMessage(status);
    throw report(new ApiError(message, { error: payload.error, status, fields: payload.fields }), method, path);
  }
  return { data: payload.data as T, message: payload.message };
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type ParamsArg<E extends Endpoint> = E['params'] extends z.ZodType ? { params: Input<E['params']> } : { params?: undefined };
type QueryArg<E extends Endpoint> = E['query'] extends z.ZodType
  ? Record<string, never> extends Input<E['query']>
    ? { query?: Input<E['query']> }
    : { query: Input<E['query']> }
  : { query?: undefined };
type BodyArg<E extends Endpoint> = E['multipart'] extends true
  ? { body: FormData }
  : E['body'] extends z.ZodType
    ? { body: Input<E['body']> }
    : { body?: undefined };

/** What a call of an endpoint takes: its path parameters, query and body, typed by the contract. */
export type CallArgs<E extends Endpoint> = ParamsArg<E> & QueryArg<E> & BodyArg<E> & { signal?: AbortSignal };

/** `?a=1&b=x` from a query object; undefined, null and '' are left out, arrays repeat the key. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a call: the endpoint's path with its parameters, and the query string. */
export function endpointUrl<E extends Endpoint>(endpoint: E, args: CallArgs<E>): string {
  return fillPath(endpoint.path, args.params as Record<string, string> | undefined) + queryString(args.query as Record<string, unknown>);
}

/** Calls an endpoint of the contract: arguments and answer are typed from its schemas. */
export async function callEnvelope<E extends Endpoint>(
  endpoint: E,
  ...[args]: OptionalIfEmpty<CallArgs<E>>
): Promise<ApiResult<EndpointData<E>>> {
  const given = (args ?? {}) as CallArgs<E>;
  return requestEnvelope<EndpointData<E>>(endpoint.method, endpointUrl(endpoint, given), { body: given.body, signal: given.signal });
}

/** Calls an endpoint of the contract and answers its data. */
export async function call<E extends Endpoint>(endpoint: E, ...args: OptionalIfEmpty<CallArgs<E>>): Promise<EndpointData<E>> {
  return (await callEnvelope(endpoint, ...args)).data;
}

/**
 * Calls an endpoint asking for a compact form of its data first (the server answers it with
 * Accept), and answers the data decoded; a JSON answer (an error, an older server) is read as usual.
 */
export async function callEncoded<E extends Endpoint>(
  endpoint: E,
  encoding: AnswerEncoding<EndpointData<E>>,
  ...[args]: OptionalIfEmpty<CallArgs<E>>
): Promise<EndpointData<E>> {
  const given = (args ?? {}) as CallArgs<E>;
  const url = endpointUrl(endpoint, given);
  return (await requestEnvelope<EndpointData<E>>(endpoint.method, url, { body: given.body, signal: given.signal, encoding })).data;
}

/**
 * Calls an endpoint for a file it writes when Accept names the file's media type (an export): the
 * file's bytes; an error answers JSON as usual and throws its ApiError.
 */
export async function callFile<E extends Endpoint>(
  endpoint: E,
  mediaType: string,
  ...[args]: OptionalIfEmpty<CallArgs<E>>
): Promise<Uint8Array> {
  const given = (args ?? {}) as CallArgs<E>;
  const url = endpointUrl(endpoint, given);
  const encoding: AnswerEncoding<unknown> = { mediaType, decode: (bytes) => bytes };
  const { data } = await requestEnvelope<unknown>(endpoint.method, url, { body: given.body, signal: given.signal, encoding });
  if (!(data instanceof Uint8Array)) throw fileMissing();
  return data;
}

/** The arguments object may be left out when nothing in it is required. */
type OptionalIfEmpty<A> = Partial<A> extends A ? [args?: A] : [args: A];
