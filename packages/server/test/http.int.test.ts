import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

describe.each(ENGINES)('HTTP behaviour on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { bodyLimitBytes: 64 * 1024 });
  });
  afterAll(async () => t?.close());

  it('answers missing fields with 400 naming them', async () => {
    const answer = await t.request('POST', '/user/signin', { body: {} });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, data: null, error: 'ValidationError', status: 400 });
    expect(answer.body.fields).toEqual(['email', 'password']);
  });

  it('answers wrong types and empty strings with 400 naming the field', async () => {
    const wrongType = await t.request('POST', '/user/signin', { body: { email: 42, password: 'x' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fields).toEqual(['email']);
    const empty = await t.request('POST', '/user/signin', { body: { email: 'a', password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual(['password']);
    expect(empty.body.message).toContain('Password is required');
  });

  it('answers a missing or malformed body with 400 in the wrapper', async () => {
    const none = await t.request('POST', '/user/signin', { headers: { 'content-type': 'application/json' } });
    expect(none.status).toBe(400);
    expect(none.body.success).toBe(false);
    const malformed = await t.request('POST', '/user/signin', { raw: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, status: 400, message: 'The request body is not valid JSON.' });
  });

  it('answers a deeply nested body with 400 before reading it', async () => {
    const { token } = await t.signin('admin');
    const nested = (depth: number) => `{"graph":{"site":{"x":${'['.repeat(depth - 3)}${']'.repeat(depth - 3)}}}}`;
    const headers = { 'content-type': 'application/json' };
    const deep = await t.request('PUT', '/user/details', { token, raw: nested(20_000), headers });
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({ success: false, status: 400, message: 'The request body is nested too deeply.' });
    // At the limit the body is read and validated like any other.
    const atLimit = await t.request('PUT', '/user/details', { token, raw: nested(32), headers });
    expect(atLimit.status).toBeLessThan(500);
    expect(atLimit.body.message).not.toBe('The request body is nested too deeply.');
  });

  it('answers a huge body with 413', async () => {
    const answer = await t.request('POST', '/user/signin', { body: { email: 'x'.repeat(100_000), password: 'y' } });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false, error: 'PayloadTooLarge', status: 413 });
  });

  it('answers an unsupported content type with 415', async () => {
    const answer = await t.request('POST', '/user/signin', {
      raw: 'email=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(415);
    expect(answer.body.success).toBe(false);
  });

  it('answers unknown API paths with 404 in the wrapper', async () => {
    const answer = await t.request('GET', '/no/such/path');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, error: 'NotFound', status: 404 });
  });

  it('sends security headers', async () => {
    const answer = await t.request('GET', '/health');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The local payment provider (the default) needs no third-party script: Stripe's stays out.
    expect(csp).not.toContain('stripe.com');
    expect(answer.body.data).toMatchObject({ version: '1.1.6', database: engine });
  });

  it('tells caches not to keep API answers, but lets them keep uploaded images', async () => {
    const { token } = await t.signin('farm.user');
    for (const [path, status] of [
      ['/user/details', 200],
      ['/health', 200],
      ['/user/ZZZZZZZZZZ', 404],
    ] as const) {
      const answer = await t.request('GET', path, { token });
      expect(answer.status, path).toBe(status);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
    const refused = await t.request('GET', '/user/details');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');

    const form = new FormData();
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
    form.append('file', new Blob([png], { type: 'image/png' }), 'x.png');
    const uploaded = await fetch(`${t.url}/file/image`, { method: 'POST', headers: { authorization: token }, body: form });
    expect(uploaded.headers.get('cache-control')).toBe('no-store');
    const { data } = (await uploaded.json()) as { data: { image: string } };
    const image = await fetch(`${t.url}${data.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('publishes an OpenAPI document listing the calls', async () => {
    const response = await fetch(`${t.url}/api/docs/json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ['/user/signin', '/user/logout', '/user/{id}', '/user/details']) expect(Object.keys(doc.paths)).toContain(p);
    const ui = await fetch(`${t.url}/api/docs`);
    expect(ui.status).toBe(200);
  });

  it('reads corrupted stored preferences as defaults instead of failing', async () => {
    const { token, userId } = await t.signin('farm.user');
    await t.server.database.db
      .insertInto('preferences')
      .values({ user_id: userId, data: '{not json', updated_at: new Date().toISOString() })
      .execute();
    const answer = await t.request('GET', '/user/details', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.preference.unit).toBe('feetInches');
  });
});
