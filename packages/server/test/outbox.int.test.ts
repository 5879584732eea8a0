import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInvitationSecret } from '../src/modules/invitations/invitationKeys';
import { invitationLink } from './helpers/smtpPeer';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const invite = (invitedBy: string, n: number) => ({
  name: `Outbox Growers ${n}`,
  invitedToName: 'Kim',
  invitedToEmail: `kim${n}@outbox.example`,
  userId: `kim${n}`,
  password: 'x1y2z3',
  invitedBy,
  type: 'business',
});

describe.each(ENGINES)('mail without SMTP on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { smtpUrl: null });
  });
  afterAll(async () => t?.close());

  it('keeps mail in the outbox, readable by the platform admin only', async () => {
    const dealer = await t.signin('dealer.admin');
    expect((await t.request('POST', '/org', { token: dealer.token, body: invite(dealer.userId, 1) })).status).toBe(200);
    const admin = await t.signin('admin');
    const outbox = await t.request('GET', '/admin/outbox', { token: admin.token });
    expect(outbox.status).toBe(200);
    const mail = outbox.body.data.find((m: { to: string }) => m.to === 'kim1@outbox.example');
    expect(mail.subject).toBe('Invitation to join Outbox Growers 1 on Tilth');
    const link = invitationLink({ to: [mail.to], subject: mail.subject, replyTo: null, content: mail.text });
    expect(link.url.startsWith('http://localhost:8080/signUp/')).toBe(true);
    expect((await t.request('GET', `/invitations/${link.id}?key=${encodeURIComponent(link.key)}`)).body.data.email).toBe(
      'kim1@outbox.example',
    );

    for (const login of ['dealer.admin', 'distributor.admin', 'farm.user']) {
      const { token } = await t.signin(login);
      const refused = await t.request('GET', '/admin/outbox', { token });
      expect(refused.status).toBe(403);
      expect(refused.body.data).toBeNull();
    }
  });

  it('generates the invitation signing key once and keeps it in the database', async () => {
    const db = t.server.database.db;
    // Other secrets share the table (unsubscribe links, VAPID keys, webhook seals): this one by its name.
    const stored = await db.selectFrom('server_secrets').select('value').where('name', '=', 'invitation_hmac').executeTakeFirstOrThrow();
    expect(stored.value.length).toBeGreaterThanOrEqual(40);
    expect(await loadInvitationSecret(db, null)).toBe(stored.value);
    expect(await loadInvitationSecret(db, 'from-the-environment')).toBe('from-the-environment');
  });
});

describe.each(ENGINES)('mail server down on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    // Port 1 on loopback refuses at once: the mail can't be delivered.
    t = await startTestServer(engine, { smtpUrl: 'smtp://127.0.0.1:1' });
  });
  afterAll(async () => t?.close());

  it('answers 502 and keeps neither the account nor the invitation', async () => {
    const dealer = await t.signin('dealer.admin');
    const answer = await t.request('POST', '/org', { token: dealer.token, body: invite(dealer.userId, 2) });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ success: false, data: null, message: 'The e-mail could not be sent. Please try again later.' });
    const businesses = await t.request('GET', '/org?type=business', { token: dealer.token });
    expect(businesses.body.data.map((o: { name: string }) => o.name)).not.toContain('Outbox Growers 2');
    expect(await t.server.database.db.selectFrom('invitations').select('id').execute()).toEqual([]);
  });
});
