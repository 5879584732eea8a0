import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

describe.each(ENGINES)('sign-in and sessions on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { sessionTtlDays: 30 });
  });
  afterAll(async () => t?.close());

  it('signs in by e-mail and answers the documented shape', async () => {
    const answer = await t.request('POST', '/user/signin', { body: { email: 'dealer.admin@demo.tilth.farm', password: 'tilthdemo1' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, status: 200, message: 'User logged in successfully', error: null });
    expect(Object.keys(answer.body.data).sort()).toEqual(['id', 'role', 'sessionToken', 'type', 'username']);
    expect(answer.body.data).toMatchObject({ username: 'dealer.admin', role: 'dealer_admin', type: 'login' });
    expect(answer.body.data.sessionToken).toMatch(/^r:[0-9a-f]{32}$/);
    expect(answer.body.data.id).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it('signs in by username, case-insensitively', async () => {
    const answer = await t.request('POST', '/user/signin', { body: { email: '  Dealer.Admin ', password: 'tilthdemo1' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.role).toBe('dealer_admin');
  });

  it('refuses a wrong password with 401 and a clear message', async () => {
    const answer = await t.request('POST', '/user/signin', { body: { email: 'farm.user', password: 'nope' } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      success: false,
      data: null,
      message: 'Invalid username or password.',
      error: 'Unauthorized',
      status: 401,
    });
  });

  it('answers control characters in the identifier with 400 naming the field, not a database error', async () => {
    const answer = await t.request('POST', '/user/signin', { body: { email: 'farm.user\u0000', password: 'nope' } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual(['email']);
  });

  it('refuses an unknown account with the same message', async () => {
    const answer = await t.request('POST', '/user/signin', { body: { email: 'nobody@example.com', password: 'x' } });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Invalid username or password.');
  });

  it('accepts the token bare and as Bearer, and revokes it on logout', async () => {
    const { token, userId } = await t.signin('business.admin');
    expect((await t.request('GET', `/user/${userId}`, { token })).status).toBe(200);
    expect((await t.request('GET', `/user/${userId}`, { token: `Bearer ${token}` })).status).toBe(200);
    const logout = await t.request('POST', '/user/logout', { token, headers: { 'content-type': 'application/json' } });
    expect(logout.status).toBe(200);
    expect(logout.body.success).toBe(true);
    const after = await t.request('GET', `/user/${userId}`, { token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false, error: 'Unauthorized', status: 401 });
  });

  it('refuses calls without a token or with a forged one', async () => {
    const { userId } = await t.signin('farm.admin');
    expect((await t.request('GET', `/user/${userId}`)).status).toBe(401);
    expect((await t.request('GET', `/user/${userId}`, { token: 'r:00000000000000000000000000000000' })).status).toBe(401);
    expect((await t.request('POST', '/user/logout')).status).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const { token } = await t.signin('dealer.user');
    const rows = await t.server.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === token || r.token_hash.includes(token.slice(2)))).toBe(false);
  });

  it('expires sessions and slides the expiry on use', async () => {
    const { token, userId } = await t.signin('distributor.user');
    const db = t.server.database.db;
    const longAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    const soon = new Date(Date.now() + 60_000).toISOString();
    await db.updateTable('sessions').set({ last_seen_at: longAgo, expires_at: soon }).execute();
    expect((await t.request('GET', `/user/${userId}`, { token })).status).toBe(200);
    const slid = await db.selectFrom('sessions').select('expires_at').orderBy('last_seen_at', 'desc').executeTakeFirstOrThrow();
    expect(Date.parse(slid.expires_at)).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await t.request('GET', `/user/${userId}`, { token })).status).toBe(401);
  });
});

describe.each(ENGINES)('sign-in throttling on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { signinThrottle: { maxFailuresPerAccount: 3, maxFailuresPerAddress: 100, windowMinutes: 15 } });
  });
  afterAll(async () => t?.close());

  it('answers 429 after repeated failures for one account, and lets the owner in once the window passes', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.request('POST', '/user/signin', { body: { email: 'business.user', password: 'guess' + i } })).status).toBe(401);
    }
    const blocked = await t.request('POST', '/user/signin', { body: { email: 'business.user', password: 'tilthdemo1' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, error: 'TooManyRequests', status: 429 });
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts\. Please try again in \d+ minutes?\./);
    // Other accounts are unaffected.
    expect((await t.request('POST', '/user/signin', { body: { email: 'dealer.user', password: 'tilthdemo1' } })).status).toBe(200);
    // The block lifts by itself: move it into the past.
    await t.server.database.db
      .updateTable('auth_throttle')
      .set({ blocked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await t.request('POST', '/user/signin', { body: { email: 'business.user', password: 'tilthdemo1' } })).status).toBe(200);
  });

  it('counts the failures of one account whatever identifier was typed, and says when to retry', async () => {
    const guesses = ['dealer.admin', 'dealer.admin@demo.tilth.farm', ' Dealer.Admin '];
    for (const [i, email] of guesses.entries()) {
      expect((await t.request('POST', '/user/signin', { body: { email, password: 'guess' + i } })).status).toBe(401);
    }
    const blocked = await t.request('POST', '/user/signin', { body: { email: 'DEALER.ADMIN@demo.tilth.farm', password: 'tilthdemo1' } });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('counts unknown identifiers by the typed value', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.request('POST', '/user/signin', { body: { email: 'Nobody@Example.com', password: 'x' } })).status).toBe(401);
    }
    const blocked = await t.request('POST', '/user/signin', { body: { email: 'nobody@example.com ', password: 'x' } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.request('POST', '/user/signin', { body: { email: 'somebody@example.com', password: 'x' } })).status).toBe(401);
  });
});

describe.each(ENGINES)('sign-in throttling per address on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { signinThrottle: { maxFailuresPerAccount: 100, maxFailuresPerAddress: 3, windowMinutes: 15 } });
  });
  afterAll(async () => t?.close());

  it('blocks an address that guesses across accounts, with Retry-After', async () => {
    for (const email of ['farm.user', 'farm.admin', 'no.such.user']) {
      expect((await t.request('POST', '/user/signin', { body: { email, password: 'guess' } })).status).toBe(401);
    }
    const blocked = await t.request('POST', '/user/signin', { body: { email: 'business.admin', password: 'tilthdemo1' } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });
});
