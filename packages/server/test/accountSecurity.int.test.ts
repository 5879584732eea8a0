import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demoData';
import { newObjectId } from '../src/lib/ids';
import { spawnServer, testServerEnv } from './helpers/serverProcess';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from './helpers/smtpPeer';
import { createTestDatabase, ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/** The code an authenticator app shows for this secret, now or `offsetSteps` periods away. */
function codeFor(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** The id and key of a mailed link to /reset-password or /confirm-email. */
function mailedLink(mail: ReceivedMail, page: 'reset-password' | 'confirm-email'): { id: string; key: string; url: string } {
  const found = mail.content.match(new RegExp(`(https?://[^\\s"<>]+/${page}\\?id=([A-Za-z0-9]+)&key=([A-Za-z0-9_-]+))`));
  if (!found) throw new Error(`no ${page} link in mail '${mail.subject}'`);
  return { url: found[1]!, id: found[2]!, key: found[3]! };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(ENGINES)('account security (issue 36) on %s', (engine) => {
  let t: TestServer;
  let smtp: SmtpPeer;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    // Behind a proxy, so each test can come from its own address (X-Forwarded-For) and keep its own counts.
    t = await startTestServer(engine, {
      smtpUrl: smtp.url,
      publicUrl: 'http://tilth.test',
      trustProxy: true,
      passwordResetThrottle: { maxPerAccount: 3, maxPerAddress: 40 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const forgot = (login: string, address: string) =>
    t.request('POST', '/user/password/forgot', { body: { login }, headers: from(address) });
  const signinAnswer = (email: string, password: string, code?: string, headers: Record<string, string> = {}) =>
    t.request('POST', '/user/signin', { body: { email, password, ...(code !== undefined && { code }) }, headers });
  const mailsTo = (to: string, match: RegExp) => smtp.mails.filter((m) => m.to.includes(to) && match.test(m.content));

  it('mails a single-use link whatever the answer says, sets the new password, and signs every session out', async () => {
    const first = await t.signin('farm.user');
    const second = await t.signin('farm.user');
    const known = await forgot('farm.user', '192.0.2.1');
    const unknown = await forgot('nobody.here@nowhere.example', '192.0.2.1');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toMatch(/^If an account matches, we sent a link/);

    const link = mailedLink(await smtp.waitFor('farm.user@demo.tilth.farm', /reset-password/), 'reset-password');
    expect(link.url.startsWith('http://tilth.test/reset-password?id=')).toBe(true);
    const check = await t.request('GET', `/user/password/reset/${link.id}?key=${link.key}`);
    expect(check.status).toBe(200);
    const minutes = (Date.parse(check.body.data.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    const forged = await t.request('GET', `/user/password/reset/${link.id}?key=${link.key.slice(0, -2)}AA`);
    expect(forged.status).toBe(400);
    expect(forged.body.fields).toEqual(['key']);

    const weak = await t.request('POST', '/user/password/reset', { body: { id: link.id, key: link.key, password: 'a b' } });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual(['password']);
    const reset = await t.request('POST', '/user/password/reset', { body: { id: link.id, key: link.key, password: 'Furrow2026' } });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password was changed. Sign in with the new one.');
    const again = await t.request('POST', '/user/password/reset', { body: { id: link.id, key: link.key, password: 'Another2026' } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, fields: ['key'] });
    expect(again.body.message).toMatch(/no longer works/);

    for (const session of [first, second])
      expect((await t.request('GET', `/user/${session.userId}`, { token: session.token })).status).toBe(401);
    expect((await signinAnswer('farm.user', DEMO_PASSWORD)).status).toBe(401);
    expect((await t.signin('farm.user', 'Furrow2026')).userId).toBe(first.userId);
    const notice = await smtp.waitFor('farm.user@demo.tilth.farm', /Your password was changed/);
    expect(notice.subject).toBe('Your Tilth password was changed');
  });

  it('ends a link when it expires, when a newer one is sent, and when the password changes', async () => {
    const db = t.server.database.db;
    const links = async () => {
      const mails = mailsTo('farm.admin@demo.tilth.farm', /reset-password/);
      return mails.map((m) => mailedLink(m, 'reset-password'));
    };
    const works = async (link: { id: string; key: string }) =>
      (await t.request('GET', `/user/password/reset/${link.id}?key=${link.key}`)).status;

    expect((await forgot('farm.admin@demo.tilth.farm', '192.0.2.2')).status).toBe(200);
    await smtp.waitFor('farm.admin@demo.tilth.farm', /reset-password/);
    const [expiring] = await links();
    await db
      .updateTable('account_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expiring!.id)
      .execute();
    expect(await works(expiring!)).toBe(400);

    expect((await forgot('farm.admin', '192.0.2.2')).status).toBe(200);
    await expect.poll(async () => (await links()).length).toBe(2);
    const older = (await links())[1]!;
    expect(await works(older)).toBe(200);
    expect((await forgot('FARM.ADMIN', '192.0.2.2')).status).toBe(200);
    await expect.poll(async () => (await links()).length).toBe(3);
    const newest = (await links())[2]!;
    expect(await works(older)).toBe(400);
    expect(await works(newest)).toBe(200);

    // A password changed on the profile ends the link too: it was signed over the old password's hash.
    const { token, userId } = await t.signin('farm.admin');
    const changed = await t.request('PATCH', `/user/${userId}`, { token, body: { password: 'Pivot2026', currentPassword: DEMO_PASSWORD } });
    expect(changed.status).toBe(200);
    expect(await works(newest)).toBe(400);
  });

  it('throttles requests per account, whatever identifier was typed, and per address, answering alike for unknown names', async () => {
    for (const login of ['business.user', 'business.user@demo.tilth.farm', 'Business.User']) {
      expect((await forgot(login, '192.0.2.3')).status).toBe(200);
    }
    const blocked = await forgot('business.user', '192.0.2.33');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/Too many password requests/);
    for (let i = 0; i < 3; i++) expect((await forgot('ghost.grower', '192.0.2.4')).status).toBe(200);
    const ghost = await forgot('ghost.grower', '192.0.2.44');
    expect(ghost.status).toBe(429);
    expect(ghost.body.message).toBe(blocked.body.message.replace(/\d+ minutes?/, ghost.body.message.match(/\d+ minutes?/)![0]));

    // One address asking for many accounts is blocked too (40 in this test server's window).
    for (let i = 0; i < 40; i++) expect((await forgot(`someone${i}@nowhere.example`, '198.51.100.7')).status, `request ${i}`).toBe(200);
    expect((await forgot('someone.else@nowhere.example', '198.51.100.7')).status).toBe(429);
    // Sign-in is counted apart: the owner still signs in.
    expect((await signinAnswer('business.user', DEMO_PASSWORD)).status).toBe(200);
  });

  it('answers as fast for an account that exists as for one that does not', async () => {
    const db = t.server.database.db;
    const now = new Date().toISOString();
    const known: string[] = [];
    for (let i = 0; i < 12; i++) {
      const id = newObjectId();
      const username = `timing.${id.toLowerCase()}`;
      known.push(username);
      await db
        .insertInto('users')
        .values({
          id,
          username,
          email: `${username}@timing.example`,
          password_hash: 'scrypt$16384$8$1$x$y',
          name: 'Timing',
          phone: null,
          address: null,
          profile_image: null,
          role: 'farm_user',
          organisation_id: null,
          farm_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const timed = async (login: string, address: string) => {
      const started = performance.now();
      const answer = await forgot(login, address);
      expect(answer.status).toBe(200);
      return performance.now() - started;
    };
    // Warm up both paths, then interleave them.
    await timed(known[0]!, '203.0.113.1');
    await timed('warm.up@nowhere.example', '203.0.113.1');
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 1; i < known.length; i++) {
      knownTimes.push(await timed(known[i]!, `203.0.113.${10 + i}`));
      unknownTimes.push(await timed(`missing${i}@timing.example`, `203.0.113.${40 + i}`));
    }
    // Medians of interleaved calls: within 15 ms, or half the typical answer on a machine slow enough to make that tight.
    const difference = Math.abs(median(knownTimes) - median(unknownTimes));
    const tolerance = Math.max(15, median(unknownTimes) / 2);
    expect(difference, `known ${median(knownTimes).toFixed(1)} ms, unknown ${median(unknownTimes).toFixed(1)} ms`).toBeLessThan(tolerance);
  });

  it('changes the e-mail only when the link mailed to the new address is opened, and tells the old address', async () => {
    const { token, userId } = await t.signin('dealer.user');
    const changed = await t.request('PATCH', `/user/${userId}`, {
      token,
      body: { email: 'Luis@Fields.example', currentPassword: DEMO_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.email).toBe('dealer.user@demo.tilth.farm');
    expect(changed.body.message).toMatch(/We sent a link to luis@fields\.example/);
    const security = await t.request('GET', '/user/security', { token });
    expect(security.body.data.pendingEmail).toMatchObject({ email: 'luis@fields.example' });

    const confirm = await smtp.waitFor('luis@fields.example', /confirm-email/);
    expect(confirm.subject).toBe('Confirm your new Tilth e-mail address');
    const notice = await smtp.waitFor('dealer.user@demo.tilth.farm', /luis@fields\.example/);
    expect(notice.subject).toBe('Your Tilth e-mail address is being changed');
    expect(notice.content).not.toMatch(/confirm-email/);

    expect((await signinAnswer('luis@fields.example', DEMO_PASSWORD)).status).toBe(401);
    expect((await signinAnswer('dealer.user@demo.tilth.farm', DEMO_PASSWORD)).status).toBe(200);

    const link = mailedLink(confirm, 'confirm-email');
    const forged = await t.request('POST', '/user/email/confirm', { body: { id: link.id, key: `${link.key.slice(0, -1)}x` } });
    expect(forged.status).toBe(400);
    expect(forged.body.fields).toEqual(['key']);
    const confirmed = await t.request('POST', '/user/email/confirm', { body: link });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ email: 'luis@fields.example' });
    expect((await t.request('POST', '/user/email/confirm', { body: link })).status).toBe(400);

    expect((await signinAnswer('luis@fields.example', DEMO_PASSWORD)).status).toBe(200);
    expect((await t.request('GET', `/user/${userId}`, { token })).body.data.email).toBe('luis@fields.example');
    expect((await t.request('GET', '/user/security', { token })).body.data.pendingEmail).toBeNull();
  });

  it('sets two-step sign-in up with the first code, signs in with codes once each and recovery codes once each, and turns it off', async () => {
    const session = await t.signin('business.admin');
    const { token } = session;
    const status = await t.request('GET', '/user/security', { token });
    expect(status.body.data.twoFactor).toEqual({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 });

    const setup = await t.request('POST', '/user/security/two-factor/setup', { token });
    expect(setup.status).toBe(200);
    const { secret, uri } = setup.body.data as { secret: string; uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Tilth:business.admin?issuer=Tilth&secret=${secret}&algorithm=SHA1&digits=6&period=30`);

    const enable = (body: Record<string, unknown>) => t.request('POST', '/user/security/two-factor/enable', { token, body });
    const wrongCode = await enable({ code: codeFor(secret, 5), currentPassword: DEMO_PASSWORD });
    expect(wrongCode.status).toBe(403);
    expect(wrongCode.body).toMatchObject({ error: 'SecondFactorWrong', fields: ['code'] });
    const wrongPassword = await enable({ code: codeFor(secret), currentPassword: 'notMine1' });
    expect(wrongPassword.status).toBe(403);
    expect(wrongPassword.body.fields).toEqual(['currentPassword']);
    expect((await enable({ code: '12345', currentPassword: DEMO_PASSWORD })).body.fields).toEqual(['code']);
    const firstCode = codeFor(secret);
    const enabled = await enable({ code: firstCode, currentPassword: DEMO_PASSWORD });
    expect(enabled.status).toBe(200);
    const codes = enabled.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    await smtp.waitFor('business.admin@demo.tilth.farm', /Two-step sign-in is now on/);

    const after = await t.request('GET', '/user/security', { token });
    expect(after.body.data.twoFactor).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(JSON.stringify(after.body)).not.toContain(secret);
    expect((await t.request('POST', '/user/security/two-factor/setup', { token })).status).toBe(409);
    // The session it was set up in goes on; so do the others.
    expect((await t.request('GET', `/user/${session.userId}`, { token })).status).toBe(200);

    const passwordOnly = await signinAnswer('business.admin', DEMO_PASSWORD);
    expect(passwordOnly.status).toBe(401);
    expect(passwordOnly.body).toMatchObject({ error: 'SecondFactorRequired', fields: ['code'], data: null });
    expect(passwordOnly.body.message).toMatch(/6-digit code/);
    const wrongPasswordWithCode = await signinAnswer('business.admin', 'nope', codeFor(secret, 1));
    expect(wrongPasswordWithCode.body.message).toBe('Invalid username or password.');
    // The code used to turn it on can't sign in: each code works once.
    const replay = await signinAnswer('business.admin', DEMO_PASSWORD, firstCode);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ error: 'SecondFactorWrong', fields: ['code'] });
    const next = await signinAnswer('business.admin', DEMO_PASSWORD, codeFor(secret, 1));
    expect(next.status).toBe(200);
    expect(Object.keys(next.body.data).sort()).toEqual(['id', 'role', 'sessionToken', 'type', 'username']);

    const recovery = await signinAnswer('business.admin', DEMO_PASSWORD, codes[0]!.toUpperCase().replace(/-/g, ' '));
    expect(recovery.status).toBe(200);
    expect((await signinAnswer('business.admin', DEMO_PASSWORD, codes[0]!)).status).toBe(401);
    expect((await t.request('GET', '/user/security', { token })).body.data.twoFactor.recoveryCodesLeft).toBe(9);

    const renewed = await t.request('POST', '/user/security/two-factor/recovery-codes', {
      token,
      body: { code: codes[1]!, currentPassword: DEMO_PASSWORD },
    });
    expect(renewed.status).toBe(200);
    const newCodes = renewed.body.data.recoveryCodes as string[];
    expect((await signinAnswer('business.admin', DEMO_PASSWORD, codes[2]!)).status).toBe(401);

    const disable = (body: Record<string, unknown>) => t.request('POST', '/user/security/two-factor/disable', { token, body });
    expect((await disable({ code: codes[3]!, currentPassword: DEMO_PASSWORD })).status).toBe(403);
    expect((await disable({ code: newCodes[0]!, currentPassword: DEMO_PASSWORD })).status).toBe(200);
    await smtp.waitFor('business.admin@demo.tilth.farm', /Two-step sign-in is now off/);
    expect((await signinAnswer('business.admin', DEMO_PASSWORD)).status).toBe(200);
    expect((await t.request('GET', '/user/security', { token })).body.data.twoFactor.enabled).toBe(false);
  });

  it('counts wrong codes with the sign-in throttle', async () => {
    const { token } = await t.signin('distributor.user');
    const { secret } = (await t.request('POST', '/user/security/two-factor/setup', { token })).body.data;
    expect(
      (
        await t.request('POST', '/user/security/two-factor/enable', {
          token,
          body: { code: codeFor(secret), currentPassword: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(200);
    const address = from('192.0.2.77');
    for (let i = 0; i < 5; i++) expect((await signinAnswer('distributor.user', DEMO_PASSWORD, '000000', address)).status).toBe(401);
    const blocked = await signinAnswer('distributor.user', DEMO_PASSWORD, codeFor(secret, 1), address);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lists the sessions with device, address and last use, signs one out, and signs out every other', async () => {
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const open = async (agent: string, address: string) =>
      (await signinAnswer('distributor.admin', DEMO_PASSWORD, undefined, { 'user-agent': agent, ...from(address) })).body.data
        .sessionToken as string;
    const desk = await open(chrome, '192.0.2.10');
    const phone = await open(safari, '192.0.2.11');
    const third = await open('curl/8.5.0', '192.0.2.12');

    // The address shown is the one the session was last used from.
    const list = await t.request('GET', '/user/sessions', { token: desk, headers: from('192.0.2.10') });
    expect(list.status).toBe(200);
    const sessions = list.body.data.sessions as { id: string; device: string; address: string; current: boolean; lastUsedAt: string }[];
    const mine = sessions.filter((s) => ['192.0.2.10', '192.0.2.11', '192.0.2.12'].includes(s.address));
    expect(mine.map((s) => [s.device, s.address, s.current]).sort()).toEqual([
      ['Chrome on Windows', '192.0.2.10', true],
      ['Safari on iPhone', '192.0.2.11', false],
      ['curl', '192.0.2.12', false],
    ]);
    for (const s of mine) expect(Math.abs(Date.parse(s.lastUsedAt) - Date.now())).toBeLessThan(60_000);
    expect(JSON.stringify(list.body)).not.toContain(desk.slice(2));

    const phoneId = mine.find((s) => s.device === 'Safari on iPhone')!.id;
    expect((await t.request('DELETE', `/user/sessions/${phoneId}`, { token: desk })).status).toBe(200);
    expect((await t.request('GET', '/user/sessions', { token: phone })).status).toBe(401);
    expect((await t.request('DELETE', `/user/sessions/${phoneId}`, { token: desk })).status).toBe(404);
    // Another user's session reads as not found.
    const stranger = await t.signin('dealer.user');
    const strangerId = (await t.request('GET', '/user/sessions', { token: stranger.token })).body.data.sessions.find(
      (s: { current: boolean }) => s.current,
    ).id;
    expect((await t.request('DELETE', `/user/sessions/${strangerId}`, { token: desk })).status).toBe(404);
    expect((await t.request('GET', '/user/sessions', { token: stranger.token })).status).toBe(200);

    const others = await t.request('POST', '/user/sessions/sign-out-others', { token: desk });
    expect(others.status).toBe(200);
    expect(others.body.data.signedOut).toBeGreaterThanOrEqual(1);
    expect((await t.request('GET', '/user/sessions', { token: third })).status).toBe(401);
    const left = await t.request('GET', '/user/sessions', { token: desk });
    expect(left.body.data.sessions).toHaveLength(1);
    expect(left.body.data.sessions[0].current).toBe(true);
  });

  it("requires a second factor of a dealer's admins once the account's setting says so, and enrols them at sign-in", async () => {
    const dealerAdmin = await t.signin('dealer.admin');
    const dealerOrg = (await t.request('GET', `/user/${dealerAdmin.userId}`, { token: dealerAdmin.token })).body.data.organisation.objectId;
    const distributor = await t.signin('distributor.admin');
    const path = `/org/${dealerOrg}/security-settings`;
    expect((await t.request('GET', path, { token: distributor.token })).body.data).toEqual({ requireAdminTwoFactor: false });
    // The dealer's own admin can't turn it on before using it himself.
    const own = await t.request('PUT', path, { token: dealerAdmin.token, body: { requireAdminTwoFactor: true } });
    expect(own.status).toBe(409);
    expect(own.body.message).toMatch(/Turn on two-step sign-in for yourself first/);
    expect((await t.request('PUT', path, { token: distributor.token, body: { requireAdminTwoFactor: 'yes' } })).body.fields).toEqual([
      'requireAdminTwoFactor',
    ]);
    const business = await t.signin('business.admin');
    expect((await t.request('PUT', path, { token: business.token, body: { requireAdminTwoFactor: true } })).status).toBe(403);
    const saved = await t.request('PUT', path, { token: distributor.token, body: { requireAdminTwoFactor: true } });
    expect(saved.status).toBe(200);

    // The session opened with the password alone ends; the dealer's members are not affected.
    const ended = await t.request('GET', `/user/${dealerAdmin.userId}`, { token: dealerAdmin.token });
    expect(ended.status).toBe(401);
    expect(ended.body.error).toBe('SecondFactorSetupRequired');
    const refused = await signinAnswer('dealer.admin', DEMO_PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'SecondFactorSetupRequired', data: null });
    expect(refused.body.message).toMatch(/Your role needs two-step sign-in/);
    expect((await signinAnswer('dealer.user', DEMO_PASSWORD)).status).toBe(200);

    const wrongPassword = await t.request('POST', '/user/signin/two-factor/setup', { body: { email: 'dealer.admin', password: 'x' } });
    expect(wrongPassword.status).toBe(401);
    expect(
      (await t.request('POST', '/user/signin/two-factor/setup', { body: { email: 'dealer.user', password: DEMO_PASSWORD } })).status,
    ).toBe(400);
    const setup = await t.request('POST', '/user/signin/two-factor/setup', { body: { email: 'dealer.admin', password: DEMO_PASSWORD } });
    expect(setup.status).toBe(200);
    expect((await signinAnswer('dealer.admin', DEMO_PASSWORD, '123456')).status).toBe(401);
    const signedIn = await signinAnswer('dealer.admin', DEMO_PASSWORD, codeFor(setup.body.data.secret));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.recoveryCodes).toHaveLength(10);
    const token = signedIn.body.data.sessionToken as string;
    expect((await t.request('GET', `/user/${dealerAdmin.userId}`, { token })).status).toBe(200);
    expect((await t.request('GET', '/user/security', { token })).body.data.twoFactor).toMatchObject({ enabled: true, required: true });
    expect((await signinAnswer('dealer.admin', DEMO_PASSWORD)).body.error).toBe('SecondFactorRequired');

    await t.request('PUT', path, { token: distributor.token, body: { requireAdminTwoFactor: false } });
  });
});

describe.each(ENGINES)('the platform admin with REQUIRE_ADMIN_2FA on (%s)', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { smtpUrl: null, requireAdminTwoFactor: true });
  });
  afterAll(async () => t?.close());

  it('refuses the platform admin without a second factor, enrols it at sign-in, then asks for the code', async () => {
    const refused = await t.request('POST', '/user/signin', { body: { email: 'admin', password: DEMO_PASSWORD } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, data: null, error: 'SecondFactorSetupRequired' });
    // Not a way to guess passwords either.
    expect((await t.request('POST', '/user/signin', { body: { email: 'admin', password: 'guess' } })).status).toBe(401);

    const { secret } = (await t.request('POST', '/user/signin/two-factor/setup', { body: { email: 'admin', password: DEMO_PASSWORD } }))
      .body.data;
    const enrolled = await t.request('POST', '/user/signin', { body: { email: 'admin', password: DEMO_PASSWORD, code: codeFor(secret) } });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.data).toMatchObject({ role: 'tilth_admin', type: 'login' });
    expect(enrolled.body.data.recoveryCodes).toHaveLength(10);
    const token = enrolled.body.data.sessionToken;
    expect((await t.request('GET', '/org?type=distributor', { token })).status).toBe(200);

    const next = await t.request('POST', '/user/signin', { body: { email: 'admin', password: DEMO_PASSWORD } });
    expect(next.status).toBe(401);
    expect(next.body.error).toBe('SecondFactorRequired');
    expect(
      (await t.request('POST', '/user/signin', { body: { email: 'admin', password: DEMO_PASSWORD, code: codeFor(secret, 1) } })).status,
    ).toBe(200);
    // Other roles sign in as before.
    expect((await t.request('POST', '/user/signin', { body: { email: 'farm.user', password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it('ends a platform admin session opened without a second factor', async () => {
    const { db } = t.server.database;
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    // A session from before the requirement (made as sign-in made them then).
    const { hashToken } = await import('../src/modules/auth/sessionRepository');
    await db
      .insertInto('sessions')
      .values({
        token_hash: hashToken('r:0123456789abcdef0123456789abcdef'),
        user_id: admin.id,
        created_at: now,
        expires_at: '2999-01-01T00:00:00.000Z',
        last_seen_at: now,
        user_agent: null,
        address: null,
      })
      .execute();
    const answer = await t.request('GET', `/user/${admin.id}`, { token: 'r:0123456789abcdef0123456789abcdef' });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('SecondFactorSetupRequired');
  });
});

describe.each(ENGINES)('secrets out of answers, logs and storage, as `npm start` runs (%s)', (engine) => {
  it('keeps the authenticator secret, recovery codes, link keys, passwords and tokens out of the logs and stores none in clear', async () => {
    const smtp = await startSmtpPeer();
    const database = await createTestDatabase(engine);
    // No NODE_ENV: production defaults, so REQUIRE_ADMIN_2FA is on; every request logged.
    const server = await spawnServer(
      testServerEnv({
        DATABASE_URL: database.url,
        DATA_DIR: `/tmp/tilth-security-${process.pid}-${engine}`,
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'trace',
        JOBS: 'off',
        PUBLIC_URL: 'http://tilth.test',
      }),
      { timeoutMs: 90_000 },
    );
    try {
      const post = async (path: string, body: unknown, token?: string) => {
        const response = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token && { authorization: token }) },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as any };
      };
      expect((await post('/user/signin', { email: 'admin', password: DEMO_PASSWORD })).body.error).toBe('SecondFactorSetupRequired');
      const setup = await post('/user/signin/two-factor/setup', { email: 'admin', password: DEMO_PASSWORD });
      const secret = setup.body.data.secret as string;
      const signedIn = await post('/user/signin', { email: 'admin', password: DEMO_PASSWORD, code: codeFor(secret) });
      expect(signedIn.status).toBe(200);
      const codes = signedIn.body.data.recoveryCodes as string[];
      const token = signedIn.body.data.sessionToken as string;
      const read = await fetch(`${server.url}/user/security`, { headers: { authorization: token } });
      expect(await read.text()).not.toContain(secret);

      expect((await post('/user/password/forgot', { login: 'farm.user' })).status).toBe(200);
      const link = mailedLink(await smtp.waitFor('farm.user@demo.tilth.farm', /reset-password/, 15_000), 'reset-password');
      await fetch(`${server.url}/user/password/reset/${link.id}?key=${link.key}`);
      await fetch(`${server.url}/reset-password?id=${link.id}&key=${link.key}`, { headers: { accept: 'text/html' } });
      expect((await post('/user/password/reset', { id: link.id, key: link.key, password: 'Secret2026' })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));

      const logs = server.lines.join('\n');
      expect(logs).toContain('/user/password/reset/');
      for (const [name, value] of [
        ['secret', secret],
        ['recovery code', codes[0]!],
        ['link key', link.key],
        ['new password', 'Secret2026'],
        ['session token', token.slice(2)],
      ] as const) {
        expect(logs.includes(value), `${name} in the logs`).toBe(false);
      }

      // Storage: the secret only sealed, the codes and link keys only as hashes or not at all.
      const { openDatabase } = await import('../src/db/database');
      const db = openDatabase(database.url);
      try {
        const stored = JSON.stringify([
          await db.db.selectFrom('two_factor').selectAll().execute(),
          await db.db.selectFrom('recovery_codes').selectAll().execute(),
          await db.db.selectFrom('account_links').selectAll().execute(),
          await db.db.selectFrom('sessions').selectAll().execute(),
          await db.db.selectFrom('server_secrets').selectAll().execute(),
        ]);
        expect(stored).toContain('"secret_sealed":"v1.');
        for (const value of [secret, secret.toLowerCase(), link.key, token, ...codes, ...codes.map((c) => c.replace(/-/g, ''))]) {
          expect(stored.includes(value), value).toBe(false);
        }
      } finally {
        await db.close();
      }
    } finally {
      await server.stop();
      await smtp.close();
      await database.drop();
    }
  }, 120_000);
});
