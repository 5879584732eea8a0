import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoint, idParams } from '@tilth/domain';
import { z } from 'zod';
import { call, callEncoded, callEnvelope, endpointUrl } from './client';
import { ApiError } from './errors';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const getUser = endpoint({ method: 'GET', path: '/user/:id', params: idParams, data: z.object({ id: z.string() }) });
const signIn = endpoint({
  method: 'POST',
  path: '/user/signin',
  body: z.object({ email: z.string(), password: z.string() }),
  data: z.null(),
});
const farmList = endpoint({
  method: 'GET',
  path: '/farm/user/:id',
  params: idParams,
  query: z.object({ name: z.string().optional(), skip: z.number().optional(), status: z.array(z.string()).optional() }),
  data: z.null(),
});
const notes = endpoint({ method: 'GET', path: '/notes/:id', params: idParams, data: z.null() });
const credentials = { email: 'a', password: 'b' };

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    consoleError.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored token as the Authorization header and unwraps the data', async () => {
    localStorage.setItem('token', 'r:abc');
    fetchMock.mockResolvedValue(answer(200, { success: true, status: 200, message: 'OK', error: null, data: { id: 'u1' } }));

    await expect(call(getUser, { params: { id: 'u1' } })).resolves.toEqual({ id: 'u1' });

    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/user/u1');
    expect((init?.headers as Record<string, string>).Authorization).toBe('r:abc');
  });

  it('sends no Authorization header when signed out, and JSON bodies as JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, status: 200, message: 'done', error: null, data: null }));

    const result = await callEnvelope(signIn, { body: credentials });

    const init = fetchMock.mock.calls[0]![1]!;
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"email":"a","password":"b"}');
    expect(result.message).toBe('done');
  });

  it('throws the server message, error name and status when success is false', async () => {
    fetchMock.mockResolvedValue(
      answer(401, { success: false, status: 401, message: 'Invalid username or password.', error: 'Unauthorized', data: null }),
    );

    const error = await call(signIn, { body: credentials }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Invalid username or password.', error: 'Unauthorized', status: 401, isCancelled: false });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('carries the rejected field names of a 400', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { success: false, status: 400, message: 'Invalid input', error: 'Bad Request', data: null, fields: ['email'] }),
    );

    await expect(call(signIn, { body: credentials })).rejects.toMatchObject({ status: 400, fields: ['email'] });
  });

  it('logs server errors (5xx) but not client errors', async () => {
    fetchMock.mockResolvedValue(answer(500, { success: false, status: 500, message: 'Boom', error: 'Internal', data: null }));

    await expect(call(getUser, { params: { id: 'u1' } })).rejects.toMatchObject({ status: 500, message: 'Boom' });
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it('reports "Failed to connect to <path>" when no answer arrives', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));

    await expect(call(signIn, { body: credentials })).rejects.toMatchObject({
      message: 'Failed to connect to /user/signin',
      status: 0,
      isCancelled: false,
    });
  });

  it('flags an aborted request as cancelled and does not log it', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));

    await expect(call(farmList, { params: { id: 'u1' }, signal: controller.signal })).rejects.toMatchObject({ isCancelled: true });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('flags a request aborted while its body was read as cancelled, not as a bad answer', async () => {
    const controller = new AbortController();
    const body = new ReadableStream({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"success":'));
        controller.abort();
        stream.error(new DOMException('aborted', 'AbortError'));
      },
    });
    fetchMock.mockResolvedValue(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));

    await expect(call(notes, { params: { id: 's1' }, signal: controller.signal })).rejects.toMatchObject({ isCancelled: true });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('treats an answer without the wrapper as an error with the HTTP status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));

    await expect(call(getUser, { params: { id: 'u1' } })).rejects.toMatchObject({ status: 502, error: 'BadResponse' });
  });

  it('fills path parameters (encoded) and leaves empty query values out', () => {
    expect(endpointUrl(farmList, { params: { id: 'a b' }, query: { name: '', skip: 20, status: ['LOW', 'MED'] } })).toBe(
      '/farm/user/a%20b?skip=20&status=LOW&status=MED',
    );
    expect(() => endpointUrl(farmList, { params: { id: '' } })).toThrow(/parameter id is missing/);
  });

  it('asks for a compact form first, decodes it, and still reads JSON answers and errors', async () => {
    const compact = { mediaType: 'application/vnd.tilth.thing', decode: (bytes: Uint8Array) => ({ id: `bytes:${bytes.length}` }) };
    fetchMock.mockResolvedValueOnce(new Response(Uint8Array.of(1, 2, 3), { status: 200, headers: { 'Content-Type': compact.mediaType } }));
    expect(await callEncoded(getUser, compact, { params: { id: 'u1' } })).toEqual({ id: 'bytes:3' });
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('Accept')).toBe('application/vnd.tilth.thing, application/json;q=0.5');
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: { id: 'u1' }, message: 'OK', error: null, status: 200 }));
    expect(await callEncoded(getUser, compact, { params: { id: 'u1' } })).toEqual({ id: 'u1' });
    fetchMock.mockResolvedValueOnce(answer(404, { success: false, data: null, message: 'Site not found', error: 'NotFound', status: 404 }));
    await expect(callEncoded(getUser, compact, { params: { id: 'u1' } })).rejects.toMatchObject({ status: 404, message: 'Site not found' });
  });
});
