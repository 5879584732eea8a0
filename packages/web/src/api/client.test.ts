import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoint, idParams } from '@tilth/domain';
import { z } from 'zod';
import { call, callEncoded, callEnvelope, endpointUrl } from './client';
import { ApiError, BAD_ANSWER, NO_CONNECTION, SERVER_UNAVAILABLE } from './errors';

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
const upload = endpoint({ method: 'POST', path: '/file/image', multipart: true, data: z.object({ objectId: z.string() }) });
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

  it('sends a FormData as multipart: the form itself, its Content-Type left to fetch', async () => {
    localStorage.setItem('token', 'r:abc');
    fetchMock.mockResolvedValue(
      answer(200, { success: true, status: 200, message: 'Image uploaded', error: null, data: { objectId: 'f1' } }),
    );
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');

    await expect(call(upload, { body: form })).resolves.toEqual({ objectId: 'f1' });

    const [path, init] = fetchMock.mock.calls[0]!;
    const headers = init!.headers as Record<string, string>;
    expect(path).toBe('/file/image');
    expect(init!.method).toBe('POST');
    expect(init!.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('r:abc');
    expect(headers.Accept).toBe('application/json');
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

  it('says in words that the server could not be reached, without the address, when no answer arrives (issue 27)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const addNote = endpoint({
      method: 'POST',
      path: '/notes/add/:id',
      params: idParams,
      body: z.object({ note: z.string() }),
      data: z.null(),
    });

    const error = await call(addNote, { params: { id: 'Rz9wMnC8Nn' }, body: { note: 'Hail' } }).catch((e: unknown) => e);

    expect(error).toMatchObject({ message: NO_CONNECTION, error: 'NetworkError', status: 0, isCancelled: false });
    expect(NO_CONNECTION).toBe("Tilth can't reach the server. Check your connection and try again — what you typed is still here.");
    expect((error as Error).message).not.toMatch(/\/|notes|Rz9wMnC8Nn|connect to/);
    // Whoever debugs it still finds the address in the console.
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('POST /notes/add/Rz9wMnC8Nn');
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

    await expect(call(getUser, { params: { id: 'u1' } })).rejects.toMatchObject({
      status: 502,
      error: 'BadResponse',
      message: SERVER_UNAVAILABLE,
    });
  });

  it('names no address when an answer cannot be read or a failure comes without a message', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>OK</html>', { status: 200 }));
    await expect(call(getUser, { params: { id: 'u1' } })).rejects.toMatchObject({ status: 200, message: BAD_ANSWER });
    fetchMock.mockResolvedValueOnce(answer(409, { success: false, status: 409, message: '', error: 'Conflict', data: null }));
    const refused = await call(getUser, { params: { id: 'u1' } }).catch((e: unknown) => e);
    expect((refused as Error).message).toBe("Tilth's server could not do this (error 409). What you typed is still here.");
    const compact = {
      mediaType: 'application/vnd.tilth.thing',
      decode: () => {
        throw new Error('truncated');
      },
    };
    fetchMock.mockResolvedValueOnce(new Response(Uint8Array.of(1), { status: 200, headers: { 'Content-Type': compact.mediaType } }));
    await expect(callEncoded(getUser, compact, { params: { id: 'u1' } })).rejects.toMatchObject({ message: BAD_ANSWER });
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
