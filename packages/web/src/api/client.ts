import type { ApiEnvelope } from '@tilth/domain';
import { ApiError, shouldLog } from './errors';
import { TOKEN_KEY } from './session';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

/** A successful answer: the envelope's data and its human-readable message. */
export interface ApiResult<T> {
  data: T;
  message: string;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

function report(error: ApiError, method: Method, path: string): ApiError {
  if (shouldLog(error)) console.error(`${method} ${path} failed (${error.status}): ${error.message}`);
  return error;
}

/**
 * Calls the API on the app's own origin with the stored token and unwraps the response
 * wrapper `{success, data, message, error, status}`; anything but success throws an ApiError.
 */
export async function requestEnvelope<T>(method: Method, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted || (cause instanceof DOMException && cause.name === 'AbortError')) {
      throw new ApiError('Request cancelled', { error: 'Cancelled', status: 0, isCancelled: true });
    }
    throw report(new ApiError(`Failed to connect to ${path}`, { error: 'NetworkError', status: 0 }), method, path);
  }

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // A proxy or crash page instead of the wrapper; handled below as an unexpected answer.
  }

  if (!isEnvelope(payload)) {
    // Aborted while the body was read (the view changed): a cancellation, not a bad answer.
    if (options.signal?.aborted) throw new ApiError('Request cancelled', { error: 'Cancelled', status: 0, isCancelled: true });
    const message = response.ok ? `Unexpected answer from ${path}` : `${path} answered ${response.status} ${response.statusText}`.trim();
    throw report(new ApiError(message, { error: 'BadResponse', status: response.status }), method, path);
  }
  if (!payload.success || !response.ok) {
    const status = typeof payload.status === 'number' && payload.status > 0 ? payload.status : response.status;
    throw report(
      new ApiError(payload.message || `Request to ${path} failed`, { error: payload.error, status, fields: payload.fields }),
      method,
      path,
    );
  }
  return { data: payload.data as T, message: payload.message };
}

export async function request<T>(method: Method, path: string, options?: RequestOptions): Promise<T> {
  return (await requestEnvelope<T>(method, path, options)).data;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, { signal }),
  post: <T>(path: string, body?: unknown, signal?: AbortSignal) => request<T>('POST', path, { body, signal }),
  put: <T>(path: string, body?: unknown, signal?: AbortSignal) => request<T>('PUT', path, { body, signal }),
  patch: <T>(path: string, body?: unknown, signal?: AbortSignal) => request<T>('PATCH', path, { body, signal }),
  delete: <T>(path: string, signal?: AbortSignal) => request<T>('DELETE', path, { signal }),
};
