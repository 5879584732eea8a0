import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CODE_MESSAGES, PHONE_FORMAT_MESSAGE } from '@tilth/domain/alertChannels/phone';
import { startFakeTwilio, type FakeTwilio } from './helpers/fakeTwilio';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/** Issue 32: a phone number is verified by a texted code before any alert goes there. */
describe.each(ENGINES)('phone verification on %s', (engine) => {
  let t: TestServer;
  let twilioServer: TestServer;
  let twilio: FakeTwilio;
  const db = () => t.server.database.db;
  const userId = async (server: TestServer, login: string) =>
    (await server.server.database.db.selectFrom('users').select('id').where('username', '=', login).executeTakeFirstOrThrow()).id;
  const lastCode = async (phone: string) => {
    const rows = await db()
      .selectFrom('text_messages')
      .select('body')
      .where('recipient', '=', phone)
      .orderBy('created_at', 'desc')
      .execute();
    return /code is (\d{6})\./.exec(rows[0]?.body ?? '')?.[1];
  };
  /** Moves the codes sent so far an hour back, as if the resend limits had passed. */
  const forgetSends = async (login: string) =>
    db()
      .updateTable('alert_phones')
      .set({ codes_sent: '[]' })
      .where('user_id', '=', await userId(t, login))
      .execute();

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    t = await startTestServer(engine);
    twilioServer = await startTestServer(engine, {
      smsProvider: 'twilio',
      twilio: { accountSid: 'AC0123456789abcdef', authToken: 'twilio-secret', from: '+15005550006', apiUrl: twilio.url },
    });
  });
  afterAll(async () => {
    await t?.close();
    await twilioServer?.close();
    await twilio?.close();
  });

  it('refuses a number not in E.164, naming the field', async () => {
    const { token } = await t.signin('farm.user');
    const answer = await t.request('PUT', '/alert-channels/phone', { token, body: { phone: '806-555-0150' } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual(['phone']);
    expect(answer.body.message).toBe(`Invalid request. phone: ${PHONE_FORMAT_MESSAGE}`);
    expect((await t.request('POST', '/alert-channels/phone/code', { token })).status).toBe(400);
  });

  it('verifies a number with the texted code; tries, expiry and resends are limited', async () => {
    const { token } = await t.signin('farm.user');
    const set = await t.request('PUT', '/alert-channels/phone', { token, body: { phone: '+1 (806) 555-0150' } });
    expect(set.body.data).toEqual({ number: '+18065550150', verified: false, codeExpiresAt: null, resendInSeconds: 0 });

    const sent = await t.request('POST', '/alert-channels/phone/code', { token });
    expect(sent.status).toBe(200);
    expect(Date.parse(sent.body.data.codeExpiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(sent.body.data.codeExpiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(sent.body.data.resendInSeconds).toBeGreaterThan(55);
    const code = (await lastCode('+18065550150'))!;
    expect(code).toMatch(/^\d{6}$/);
    const stored = await db()
      .selectFrom('alert_phones')
      .selectAll()
      .where('user_id', '=', await userId(t, 'farm.user'))
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);

    const again = await t.request('POST', '/alert-channels/phone/code', { token });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Wait \d+ seconds before sending another code\.$/);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);

    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await t.request('POST', '/alert-channels/phone/verify', { token, body: { code: wrong } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(PHONE_CODE_MESSAGES.wrong);
      expect(answer.body.fields).toEqual(['code']);
    }
    const locked = await t.request('POST', '/alert-channels/phone/verify', { token, body: { code } });
    expect(locked.body.message).toBe(PHONE_CODE_MESSAGES.tooManyTries);

    await forgetSends('farm.user');
    await t.request('POST', '/alert-channels/phone/code', { token });
    const expiring = (await lastCode('+18065550150'))!;
    await db()
      .updateTable('alert_phones')
      .set({ code_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', await userId(t, 'farm.user'))
      .execute();
    const expired = await t.request('POST', '/alert-channels/phone/verify', { token, body: { code: expiring } });
    expect(expired.body.message).toBe(PHONE_CODE_MESSAGES.expired);

    await forgetSends('farm.user');
    await t.request('POST', '/alert-channels/phone/code', { token });
    const verified = await t.request('POST', '/alert-channels/phone/verify', { token, body: { code: (await lastCode('+18065550150'))! } });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ number: '+18065550150', verified: true, codeExpiresAt: null });
    expect((await t.request('GET', '/alert-channels', { token })).body.data.phone.verified).toBe(true);

    // The same number again stays verified; another number is unverified until its own code.
    expect((await t.request('PUT', '/alert-channels/phone', { token, body: { phone: '+18065550150' } })).body.data.verified).toBe(true);
    const changed = await t.request('PUT', '/alert-channels/phone', { token, body: { phone: '+18065550151' } });
    expect(changed.body.data).toMatchObject({ number: '+18065550151', verified: false });
    const removed = await t.request('DELETE', '/alert-channels/phone', { token });
    expect(removed.body.data).toEqual({ number: null, verified: false, codeExpiresAt: null, resendInSeconds: 0 });
  });

  it('allows five codes an hour', async () => {
    const { token } = await t.signin('farm.admin');
    await t.request('PUT', '/alert-channels/phone', { token, body: { phone: '+18065550160' } });
    const id = await userId(t, 'farm.admin');
    const earlier = [50, 40, 30, 20].map((minutes) => new Date(Date.now() - minutes * 60_000).toISOString());
    await db()
      .updateTable('alert_phones')
      .set({ codes_sent: JSON.stringify(earlier) })
      .where('user_id', '=', id)
      .execute();
    expect((await t.request('POST', '/alert-channels/phone/code', { token })).status).toBe(200);
    await db()
      .updateTable('alert_phones')
      .set({ codes_sent: JSON.stringify([...earlier, new Date(Date.now() - 2 * 60_000).toISOString()]) })
      .where('user_id', '=', id)
      .execute();
    const sixth = await t.request('POST', '/alert-channels/phone/code', { token });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
  });

  it('texts the code through Twilio’s API: the account’s path, basic auth, To, From and Body', async () => {
    const { token } = await twilioServer.signin('farm.user');
    await twilioServer.request('PUT', '/alert-channels/phone', { token, body: { phone: '+18065550170' } });
    expect((await twilioServer.request('POST', '/alert-channels/phone/code', { token })).status).toBe(200);
    const [request, ...more] = twilio.requests;
    expect(more).toEqual([]);
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(request!.authorization).toBe(`Basic ${Buffer.from('AC0123456789abcdef:twilio-secret').toString('base64')}`);
    expect(request!.contentType).toBe('application/x-www-form-urlencoded');
    expect(request!.form).toEqual({
      To: '+18065550170',
      From: '+15005550006',
      Body: expect.stringMatching(/^Tilth: your verification code is \d{6}\. It expires in 10 minutes\.$/),
    });
    const code = /code is (\d{6})/.exec(request!.form.Body!)![1]!;
    const verified = await twilioServer.request('POST', '/alert-channels/phone/verify', { token, body: { code } });
    expect(verified.body.data.verified).toBe(true);
    // Nothing was kept by the local provider on this server.
    expect(
      await twilioServer.server.database.db.selectFrom('text_messages').selectAll().where('recipient', '=', '+18065550170').execute(),
    ).toEqual([]);

    twilio.refuse = true;
    const admin = await twilioServer.signin('farm.admin');
    await twilioServer.request('PUT', '/alert-channels/phone', { token: admin.token, body: { phone: '+18065550171' } });
    const refused = await twilioServer.request('POST', '/alert-channels/phone/code', { token: admin.token });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe('The text message could not be sent. Check the number or try again in a few minutes.');
    expect((await twilioServer.request('GET', '/alert-channels', { token: admin.token })).body.data.phone.codeExpiresAt).toBeNull();
  });
});
