import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAlertPreferences } from '@tilth/domain/notifications/preferences';
import { runAlerts } from '../src/modules/notifications/alertJob';
import { createTestSite, plantedDaysAgo, readingsFrom } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const HOUR = 3_600_000;

/** Issue 34: every mail in its recipient's language — their choice, else their last browser's, else English. */
describe.each(ENGINES)('mails in the recipient’s language on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  const start = Math.floor((Date.now() - 48 * HOUR) / 1000 / 900) * 900 * 1000;
  const db = () => t.server.database.db;
  const emailOf = async (login: string) =>
    (await db().selectFrom('users').select('email').where('username', '=', login).executeTakeFirstOrThrow()).email;
  const outbox = async (to: string) =>
    (await db().selectFrom('outbox').selectAll().where('recipient', '=', to).orderBy('created_at').execute()).filter(
      (m) => !m.subject.startsWith('Site '),
    );
  const waitForMail = async (to: string, match: RegExp) => {
    for (let i = 0; i < 100; i++) {
      const found = (await outbox(to)).find((m) => match.test(m.text_body));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail to ${to} matching ${match}`);
  };
  /** The user's language choice and browser, and every e-mail about a dry site. */
  const prepare = async (login: string, language: Record<string, unknown>) => {
    const { token } = await t.signin(login);
    expect((await t.request('PUT', '/user/details', { token, body: language })).status).toBe(200);
    const prefs = defaultAlertPreferences();
    const alerts = await t.request('PUT', '/notifications/preferences', {
      token,
      body: { ...prefs, kinds: { ...prefs.kinds, belowRefill: { inApp: true, email: true } } },
    });
    expect(alerts.status).toBe(200);
  };

  beforeAll(async () => {
    t = await startTestServer(engine);
    site = await createTestSite(t, { localSensor: false, plantingDate: plantedDaysAgo(30) });
    await t.request('POST', '/ingest/v1/readings', {
      body: { devices: [{ deviceId: site.probe.deviceId, readings: readingsFrom((start - 2 * HOUR) / 1000, 8) }] },
      headers: { authorization: `Bearer ${site.key}` },
    });
  });
  afterAll(async () => t?.close());

  it('writes the alert e-mail and the bell’s line in Spanish to a Spanish reader, in English to an English one', async () => {
    await prepare('farm.user', { language: 'es' });
    await prepare('farm.admin', { language: 'system', browserLanguage: 'es' });
    await prepare('admin', { language: 'en', browserLanguage: 'es' });
    await db().updateTable('sites').set({ health_level: 'LOW' }).where('id', '=', site.id).execute();
    await runAlerts(t.server.services.notifications.alerts, new Date(start));

    const spanish = `Test Pivot (ID# ${site.siteId}) bajó de su punto de recarga`;
    for (const login of ['farm.user', 'farm.admin']) {
      const mails = await outbox(await emailOf(login));
      expect(mails.map((m) => m.subject)).toEqual([spanish]);
      expect(mails[0]!.text_body).toContain(`${spanish}.\nFinca: `);
      expect(mails[0]!.text_body).toContain('Abre el sitio: ');
      expect(mails[0]!.text_body).toContain('Cambia qué alertas recibes en Editar perfil.');
      expect(mails[0]!.text_body).toContain('Dejar de recibir correos electrónicos sobre "Por debajo del punto de recarga": ');
      expect(mails[0]!.text_body).not.toContain('Open the site');
    }
    const { token } = await t.signin('farm.user');
    const bell = await t.request('GET', '/notifications', { token });
    expect(bell.body.data.items.map((n: { title: string }) => n.title)).toContain(spanish);

    const english = await outbox(await emailOf('admin'));
    const mine = english.filter((m) => m.subject.startsWith('Test Pivot'));
    expect(mine.map((m) => m.subject)).toEqual([`Test Pivot (ID# ${site.siteId}) fell below its refill point`]);
    expect(mine[0]!.text_body).toContain('Change which alerts you receive on Edit Profile.');
    expect(mine[0]!.text_body).toContain('Stop e-mails about "Below refill point": ');
  });

  it('writes the password reset to a Spanish reader in Spanish', async () => {
    const to = await emailOf('farm.user');
    const answer = await t.request('POST', '/user/password/forgot', {
      body: { login: 'farm.user' },
      headers: { 'x-forwarded-for': '192.0.2.7' },
    });
    expect(answer.status).toBe(200);
    const mail = await waitForMail(to, /reset-password/);
    expect(mail.subject).toBe('Elige una nueva contraseña de Tilth');
    expect(mail.text_body).toContain('Alguien (esperamos que tú) pidió elegir una nueva contraseña para la cuenta de Tilth farm.user.');
    expect(mail.html_body).toContain('Elegir una nueva contraseña</a>');
  });

  it('writes an invitation in the inviting request’s language', async () => {
    const dealer = await t.signin('dealer.admin');
    const created = await t.request('POST', '/org', {
      token: dealer.token,
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
      body: {
        name: 'Rancho Sol',
        invitedToName: 'Ana López',
        invitedToEmail: 'ana@ranchosol.example',
        userId: 'ana.lopez',
        password: 'whatever1',
        invitedBy: dealer.userId,
        type: 'business',
      },
    });
    expect(created.status).toBe(200);
    const [mail] = await outbox('ana@ranchosol.example');
    expect(mail!.subject).toBe('Invitación para unirte a Rancho Sol en Tilth');
    expect(mail!.text_body).toContain('en Tilth como administrador (Administrador de empresa).');
    expect(mail!.text_body).toContain('Crea tu cuenta aquí:');
    expect(mail!.text_body).toMatch(/La invitación se puede usar una sola vez y vence el \d+ de \w+ de \d{4}\./);
  });
});
