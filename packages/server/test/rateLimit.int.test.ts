import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const LIMITS = { enabled: true, windowSeconds: 60, perKey: 3, perAddress: 5, publicPerAddress: 2 };

describe.each(ENGINES)('rate limits on %s', (engine) => {
  let t: TestServer;
  let session: { token: string; userId: string };

  beforeAll(async () => {
    t = await startTestServer(engine, { rateLimit: LIMITS });
    session = await t.signin('dealer.admin');
  });
  afterAll(async () => t?.close());

  const expectLimited = (answer: Awaited<ReturnType<TestServer['request']>>, limit: number) => {
    expect(answer.status).toBe(429);
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(answer.headers.get('ratelimit-limit')).toBe(String(limit));
    expect(answer.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(answer.headers.get('ratelimit-reset'))).toBe(retryAfter);
    expect(answer.body).toMatchObject({ success: false, status: 429, error: 'TooManyRequests' });
    expect(answer.body.message).toBe(`Too many requests — try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`);
  };

  it('limits each API key on its own budget, apart from the address', async () => {
    const created = await t.request('POST', '/user/api-keys', { token: session.token, body: { name: 'Limited', scope: 'read' } });
    const key = { authorization: `Bearer ${created.body.data.secret}` };
    const path = `/org/view/${session.userId}`;
    for (let i = 1; i <= LIMITS.perKey; i++) {
      const answer = await t.request('GET', path, { headers: key });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit-limit')).toBe(String(LIMITS.perKey));
      expect(answer.headers.get('ratelimit-remaining')).toBe(String(LIMITS.perKey - i));
    }
    expectLimited(await t.request('GET', path, { headers: key }), LIMITS.perKey);
    // A second key has a budget of its own.
    const second = await t.request('POST', '/user/api-keys', { token: session.token, body: { name: 'Second', scope: 'read' } });
    expect((await t.request('GET', path, { headers: { authorization: `Bearer ${second.body.data.secret}` } })).status).toBe(200);
  });

  it('limits each address on session calls', async () => {
    let answer = await t.request('GET', '/notifications', { token: session.token });
    for (let i = 0; i < LIMITS.perAddress && answer.status === 200; i++)
      answer = await t.request('GET', '/notifications', { token: session.token });
    expectLimited(answer, LIMITS.perAddress);
  });

  it('limits each address on a public call (an invitation opening), sign-in included', async () => {
    // The sign-in in beforeAll was this address's first public call of the window.
    for (let i = 2; i <= LIMITS.publicPerAddress; i++) {
      const answer = await t.request('GET', '/invitations/nosuchinvite?key=x');
      expect(answer.status).not.toBe(429);
      expect(answer.headers.get('ratelimit-remaining')).toBe(String(LIMITS.publicPerAddress - i));
    }
    expectLimited(await t.request('GET', '/invitations/nosuchinvite?key=x'), LIMITS.publicPerAddress);
    expectLimited(await t.request('POST', '/user/signin', { body: { email: 'dealer.admin', password: 'wrong' } }), LIMITS.publicPerAddress);
  });

  it('reads its limits from the environment, out of the test suites’ reach by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimit.perAddress).toBeGreaterThanOrEqual(100_000);
    expect(loadConfig({}).rateLimit).toEqual({ enabled: true, windowSeconds: 60, perKey: 600, perAddress: 1200, publicPerAddress: 300 });
    expect(loadConfig({ RATE_LIMIT_PER_KEY: '50', RATE_LIMIT: 'off' }).rateLimit).toMatchObject({ enabled: false, perKey: 50 });
  });
});
