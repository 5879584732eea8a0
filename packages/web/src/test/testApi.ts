import { vi } from 'vitest';
import { envelope } from './render';

/** Answers one call: the parsed JSON body (if any) and the URL with its query. */
export type FakeHandler = (body: unknown, url: URL) => Response | Promise<Response>;

/**
 * Stubs fetch with answers keyed by 'METHOD /path' (no query); any other call answers 404, so an
 * unexpected request shows up as a failure rather than a hang.
 */
export function stubApi(handlers: Record<string, FakeHandler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) return envelope(404, null, `No fake for ${key}`, 'NotFound');
    return handler(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to 'METHOD /path', as their URL and parsed body. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: string): { url: URL; body: unknown }[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => `${init?.method ?? 'GET'} ${url.pathname}` === key)
    .map(({ url, init }) => ({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined }));
}
