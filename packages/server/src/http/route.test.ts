import { endpoint, idParams, ok } from '@tilth/domain';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuthService } from '../modules/auth/authService';
import type { StationAuthenticator } from '../modules/telemetry/stationAuthenticator';
import { registerAuthentication, type ApiKeyAuthenticator } from './authentication';
import { registerErrorHandling } from './errorHandler';
import { responseSerializer } from './responseSerializer';
import { LazyArray } from '../lib/fastJson/jsonStream';
import { accepts, encodedAnswer, route, streamedJson } from './route';

const thing = endpoint({ method: 'GET', path: '/thing/:id', params: idParams, data: z.object({ id: z.string(), size: z.number() }) });

/** An API scope as the app builds it, with a public route added by `add`. */
async function api(add: (app: ReturnType<typeof Fastify>) => void, validate = true) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(validate));
  registerErrorHandling(app);
  await app.register(async (scope) => {
    registerAuthentication(scope, {} as AuthService, {} as StationAuthenticator, {} as ApiKeyAuthenticator);
    add(scope);
  });
  await app.ready();
  return app;
}

describe('route() and the start-up checks', () => {
  it('serves a route declared from its endpoint, with its params validated', async () => {
    const app = await api((scope) =>
      route(scope, thing, {
        access: 'public',
        tags: [],
        summary: 'A thing',
        handler: async (request) => ok({ id: request.params.id, size: 3 }),
      }),
    );
    expect((await app.inject({ method: 'GET', url: '/thing/abc' })).json()).toMatchObject({ success: true, data: { id: 'abc', size: 3 } });
    expect((await app.inject({ method: 'GET', url: `/thing/${'x'.repeat(40)}` })).statusCode).toBe(400);
  });

  it('refuses to start with a route that declares no access rule', async () => {
    await expect(api((scope) => scope.get('/open', { schema: { response: { 200: z.null() } } }, async () => null))).rejects.toThrow(
      /declares no access rule/,
    );
  });

  it('refuses to start with a route that declares no answer', async () => {
    await expect(api((scope) => scope.get('/loose', { config: { access: 'public' } }, async () => ({})))).rejects.toThrow(
      /declares no answer/,
    );
  });

  it('fails an answer that drifts from its schema when validating (tests), and sends it unchecked otherwise', async () => {
    // A handler that lies about its type (as a cast could) is caught at run time under test.
    const drifting = (scope: ReturnType<typeof Fastify>) =>
      route(scope, thing, {
        access: 'public',
        tags: [],
        summary: 'A thing',
        handler: async () => ok({ id: 'a', size: 'big' } as unknown as { id: string; size: number }),
      });
    const checked = await api(drifting, true);
    expect((await checked.inject({ method: 'GET', url: '/thing/a' })).statusCode).toBe(500);
    const unchecked = await api(drifting, false);
    expect((await unchecked.inject({ method: 'GET', url: '/thing/a' })).json().data).toEqual({ id: 'a', size: 'big' });
  });

  it('makes a handler whose answer drifts from the schema a compile error', () => {
    // If route() stopped checking answers, this expect-error would be unused and `npm run typecheck` would fail.
    const register = (scope: ReturnType<typeof Fastify>) =>
      // @ts-expect-error size must be a number
      route(scope, thing, { access: 'public', tags: [], summary: 'A thing', handler: async () => ok({ id: 'a', size: 'big' }) });
    expect(register).toBeTypeOf('function');
  });

  it('writes a streamed JSON answer and another form of the data when the client asks for it', async () => {
    const listed = endpoint({ method: 'GET', path: '/things', data: z.object({ items: z.array(z.number()) }) });
    const items = Array.from({ length: 1000 }, (_, i) => i);
    const app = await api((scope) => {
      route(scope, thing, {
        access: 'public',
        tags: [],
        summary: 'A thing',
        encodings: [{ mediaType: 'application/vnd.tilth.thing', summary: 'its size as one byte' }],
        handler: async (request) => {
          const data = { id: request.params.id, size: 3 };
          if (!accepts(request, 'application/vnd.tilth.thing')) return ok(data);
          return encodedAnswer(thing, data, { mediaType: 'application/vnd.tilth.thing', encode: (d) => Uint8Array.of(d.size) });
        },
      });
      route(scope, listed, {
        access: 'public',
        tags: [],
        summary: 'Things',
        handler: async () => streamedJson(listed, ok({ items: new LazyArray(items.length, (s, e) => items.slice(s, e)) })),
      });
    });
    const encoded = await app.inject({ method: 'GET', url: '/thing/a', headers: { accept: 'application/vnd.tilth.thing' } });
    expect(encoded.headers['content-type']).toBe('application/vnd.tilth.thing');
    expect(encoded.headers.vary).toBe('Accept');
    expect([...encoded.rawPayload]).toEqual([3]);
    const json = await app.inject({
      method: 'GET',
      url: '/thing/a',
      headers: { accept: 'application/vnd.tilth.thing;q=0, application/json' },
    });
    expect(json.json()).toMatchObject({ data: { id: 'a', size: 3 } });
    const streamed = await app.inject({ method: 'GET', url: '/things' });
    expect(streamed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(streamed.body).toBe(JSON.stringify(ok({ items })));
  });
});
