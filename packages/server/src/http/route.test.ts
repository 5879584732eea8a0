import { endpoint, idParams, ok } from '@tilth/domain';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuthService } from '../modules/auth/authService';
import type { StationAuthenticator } from '../modules/telemetry/stationAuthenticator';
import { registerAuthentication } from './authentication';
import { registerErrorHandling } from './errorHandler';
import { responseSerializer } from './responseSerializer';
import { route } from './route';

const thing = endpoint({ method: 'GET', path: '/thing/:id', params: idParams, data: z.object({ id: z.string(), size: z.number() }) });

/** An API scope as the app builds it, with a public route added by `add`. */
async function api(add: (app: ReturnType<typeof Fastify>) => void, validate = true) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(validate));
  registerErrorHandling(app);
  await app.register(async (scope) => {
    registerAuthentication(scope, {} as AuthService, {} as StationAuthenticator);
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
});
