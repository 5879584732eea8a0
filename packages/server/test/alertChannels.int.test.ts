import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAlertPreferences, type AlertPreferences } from '@tilth/domain/notifications/preferences';
import { wallTime } from '@tilth/domain/time/zones';
import { runAlerts } from '../src/modules/notifications/alertJob';
import { startFakePushService, type FakePushService } from './helpers/fakePushService';
import { createTestSite, plantedDaysAgo, readingsFrom } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const HOUR = 3_600_000;

/**
 * Issue 32: alerts by Web Push and SMS. A local push service receives the pushes (decrypted here
 * with the subscription's own keys); texts go to the built-in provider's table. Quiet hours and
 * the digest hold and bundle them as they do e-mail; the bell is never held.
 */
describe.each(ENGINES)('alert channels on %s', (engine) => {
  let t: TestServer;
  let push: FakePushService;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let farmZone: string;
  const start = Math.floor((Date.now() - 200 * HOUR) / 1000 / 900) * 900 * 1000;
  const db = () => t.server.database.db;
  const run = (at: number) => runAlerts(t.server.services.notifications.alerts, new Date(at));
  const setLevel = (level: string | null) => db().updateTable('sites').set({ health_level: level }).where('id', '=', site.id).execute();
  const userId = async (login: string) =>
    (await db().selectFrom('users').select('id').where('username', '=', login).executeTakeFirstOrThrow()).id;
  const texts = async (to: string) =>
    (await db().selectFrom('text_messages').selectAll().where('recipient', '=', to).orderBy('created_at').orderBy('id').execute()).map(
      (m) => m.body,
    );
  const savePrefs = async (login: string, change: (p: AlertPreferences) => AlertPreferences) => {
    const { token } = await t.signin(login);
    const answer = await t.request('PUT', '/notifications/preferences', { token, body: change(defaultAlertPreferences()) });
    expect(answer.status).toBe(200);
  };
  const onFor = (p: AlertPreferences, channels: Partial<AlertPreferences['kinds']['belowRefill']>) => ({
    ...p,
    kinds: { ...p.kinds, belowRefill: { inApp: true, email: false, ...channels } },
  });
  /** A verified number, set straight in the table (the verification itself: phoneVerification.int.test.ts). */
  const verifiedPhone = async (login: string, phone: string, verified = true) => {
    const at = new Date().toISOString();
    await db()
      .insertInto('alert_phones')
      .values({
        user_id: await userId(login),
        phone,
        verified_at: verified ? at : null,
        code_hash: null,
        code_expires_at: null,
        code_tries: 0,
        codes_sent: '[]',
        updated_at: at,
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ phone, verified_at: verified ? at : null }))
      .execute();
  };
  const pushesTo = (path: string) => push.received.filter((r) => r.path === path);
  /** A new 'fell below its refill point' alert at `at`; the episode is then ended without a 'back above' alert. */
  const drySpell = async (at: number) => {
    await setLevel('LOW');
    await run(at);
    await db().deleteFrom('alert_episodes').where('site_id', '=', site.id).execute();
    await setLevel('FAIR');
  };
  let quietDevice: ReturnType<FakePushService['subscription']>;

  beforeAll(async () => {
    push = await startFakePushService();
    t = await startTestServer(engine);
    site = await createTestSite(t, { localSensor: false, plantingDate: plantedDaysAgo(30) });
    const farm = await db().selectFrom('sites').select('farm_id').where('id', '=', site.id).executeTakeFirstOrThrow();
    farmZone = (await db().selectFrom('farms').select('time_zone').where('id', '=', farm.farm_id).executeTakeFirstOrThrow()).time_zone;
    await t.request('POST', '/ingest/v1/readings', {
      body: { devices: [{ deviceId: site.probe.deviceId, readings: readingsFrom((start - 2 * HOUR) / 1000, 8) }] },
      headers: { authorization: `Bearer ${site.key}` },
    });
    // Only the users under test hear about the site: the others' alerts would go to the same places.
    for (const login of ['farm.admin', 'admin', 'distributor.admin', 'distributor.user', 'dealer.admin', 'dealer.user']) {
      await savePrefs(login, (p) => ({ ...p, farms: [] }));
    }
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  it('gives the VAPID public key and keeps it across restarts', async () => {
    const { token } = await t.signin('farm.user');
    const key = await t.request('GET', '/alert-channels/push/key', { token });
    expect(key.status).toBe(200);
    expect(Buffer.from(key.body.data.publicKey, 'base64url')).toHaveLength(65);
    await t.restart();
    const again = await t.request('GET', '/alert-channels/push/key', { token: (await t.signin('farm.user')).token });
    expect(again.body.data.publicKey).toBe(key.body.data.publicKey);
  });

  it('delivers an alert by Web Push: aes128gcm, VAPID, TTL, and the payload the service worker shows', async () => {
    const device = push.subscription('/push/farm-user-phone');
    const { token } = await t.signin('farm.user');
    const saved = await t.request('PUT', '/alert-channels/push/subscription', { token, body: device });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ devices: 1 });
    await savePrefs('farm.user', (p) => onFor(p, { push: true }));

    await drySpell(start);
    const [received, ...more] = pushesTo('/push/farm-user-phone');
    expect(more).toEqual([]);
    expect(received!.headers['content-encoding']).toBe('aes128gcm');
    expect(received!.headers.ttl).toBe('86400');
    const publicKey = (await t.request('GET', '/alert-channels/push/key', { token })).body.data.publicKey;
    expect(received!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    const payload = JSON.parse(device.decrypt(received!.body));
    expect(payload).toEqual({
      title: `Test Pivot (ID# ${site.siteId}) fell below its refill point`,
      body: expect.stringContaining('Open the site'),
      url: expect.stringMatching(new RegExp(`^/farm/.+/site/${site.siteId}/${site.id}/${site.probe.deviceId}/graph$`)),
      tag: `${site.id}:belowRefill`,
    });
    const rows = await db()
      .selectFrom('notifications')
      .select(['push_state', 'sms_state'])
      .where('user_id', '=', await userId('farm.user'))
      .execute();
    expect(rows.map((r) => r.push_state)).toEqual(['sent']);
    expect(rows.map((r) => r.sms_state)).toEqual(['none']);

    const test = await t.request('POST', '/alert-channels/push/test', { token });
    expect(test.body.data).toEqual({ sent: 1, removed: 0 });
    expect(JSON.parse(device.decrypt(pushesTo('/push/farm-user-phone')[1]!.body)).title).toBe('Tilth test notification');
  });

  it('removes a subscription the push service calls gone (410)', async () => {
    const gone = push.subscription('/push/gone');
    push.statusOf.set('/push/gone', 410);
    const { token } = await t.signin('farm.user');
    expect((await t.request('PUT', '/alert-channels/push/subscription', { token, body: gone })).body.data).toEqual({ devices: 2 });
    await drySpell(start + 2 * HOUR);
    expect(pushesTo('/push/gone')).toHaveLength(1);
    expect(pushesTo('/push/farm-user-phone')).toHaveLength(3);
    const endpoints = await db()
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', await userId('farm.user'))
      .execute();
    expect(endpoints.map((e) => e.endpoint)).toEqual([`${push.url}/push/farm-user-phone`]);
    const state = await t.request('GET', '/alert-channels', { token });
    expect(state.body.data.push.devices).toBe(1);
    // Keys that are not a browser's are refused, naming the field.
    const bad = await t.request('PUT', '/alert-channels/push/subscription', {
      token,
      body: { ...gone, keys: { p256dh: 'x'.repeat(20), auth: 'y'.repeat(10) } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual(['keys']);
    const removed = await t.request('POST', '/alert-channels/push/subscription/remove', {
      token,
      body: { endpoint: `${push.url}/push/farm-user-phone` },
    });
    expect(removed.body.data).toEqual({ devices: 0 });
    expect((await t.request('POST', '/alert-channels/push/test', { token })).status).toBe(400);
  });

  it('texts a verified number through the local provider, and an unverified one gets nothing', async () => {
    await savePrefs('farm.user', (p) => onFor(p, { sms: true }));
    await verifiedPhone('farm.user', '+18065550101', false);
    await drySpell(start + 4 * HOUR);
    expect(await texts('+18065550101')).toEqual([]);
    const unverified = await db()
      .selectFrom('notifications')
      .select('sms_state')
      .where('user_id', '=', await userId('farm.user'))
      .where('created_at', '=', new Date(start + 4 * HOUR).toISOString())
      .execute();
    expect(unverified.map((r) => r.sms_state)).toEqual(['none']);

    await verifiedPhone('farm.user', '+18065550101');
    await drySpell(start + 6 * HOUR);
    const sent = await texts('+18065550101');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(
      new RegExp(`^Tilth: Test Pivot \\(ID# ${site.siteId}\\) fell below its refill point \\(.+\\)\\. http://.+/graph$`),
    );
  });

  it('holds push and SMS in quiet hours while the bell still rings, and releases them after', async () => {
    quietDevice = push.subscription('/push/quiet');
    const { token } = await t.signin('farm.user');
    await t.request('PUT', '/alert-channels/push/subscription', { token, body: quietDevice });
    const at = start + 10 * HOUR;
    const wall = wallTime(at / 1000, farmZone);
    const hhmm = (h: number) => `${String(((h % 24) + 24) % 24).padStart(2, '0')}:00`;
    await savePrefs('farm.user', (p) => ({
      ...onFor(p, { push: true, sms: true }),
      quietHours: { enabled: true, start: hhmm(wall.hour - 1), end: hhmm(wall.hour + 2) },
    }));
    const before = (await texts('+18065550101')).length;
    await drySpell(at);
    expect(pushesTo('/push/quiet')).toEqual([]);
    expect(await texts('+18065550101')).toHaveLength(before);
    const bell = await t.request('GET', '/notifications', { token });
    expect(bell.body.data.items[0].title).toBe(`Test Pivot (ID# ${site.siteId}) fell below its refill point`);
    expect(bell.body.data.items[0].createdAt).toBe(new Date(at).toISOString());

    await run(at + 3 * HOUR);
    expect(pushesTo('/push/quiet')).toHaveLength(1);
    expect(await texts('+18065550101')).toHaveLength(before + 1);
  });

  it('sends one push and one text a day with the digest on, each channel on its own day', async () => {
    await savePrefs('farm.user', (p) => ({ ...onFor(p, { push: true, sms: true }), digest: true }));
    const at = start + 20 * HOUR;
    const before = { pushes: pushesTo('/push/quiet').length, texts: (await texts('+18065550101')).length };
    await drySpell(at);
    await drySpell(at + HOUR);
    await drySpell(at + 2 * HOUR);
    // The first pass sent the first digest (one alert); the next two alerts wait for tomorrow's.
    const pushes = pushesTo('/push/quiet').slice(before.pushes);
    const sent = (await texts('+18065550101')).slice(before.texts);
    expect(pushes).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(quietDevice.decrypt(pushes[0]!.body)).title).toBe('Tilth: 1 alert since your last digest');
    await run(at + 25 * HOUR);
    const later = (await texts('+18065550101')).slice(before.texts);
    expect(later).toHaveLength(2);
    expect(later[1]).toMatch(
      /^Tilth: 2 alerts since your last digest: Test Pivot .+ fell below its refill point; Test Pivot .+ fell below its refill point\. http/,
    );
    const digests = pushesTo('/push/quiet').slice(before.pushes);
    expect(digests).toHaveLength(2);
    expect(JSON.parse(quietDevice.decrypt(digests[1]!.body))).toMatchObject({ title: 'Tilth: 2 alerts since your last digest', url: '/' });
    const prefs = await db()
      .selectFrom('alert_preferences')
      .select(['last_digest_at', 'last_push_digest_at', 'last_sms_digest_at'])
      .where('user_id', '=', await userId('farm.user'))
      .executeTakeFirstOrThrow();
    expect(prefs.last_push_digest_at).toBe(new Date(at + 25 * HOUR).toISOString());
    expect(prefs.last_sms_digest_at).toBe(new Date(at + 25 * HOUR).toISOString());
    expect(prefs.last_digest_at).toBeNull();
  });

  it('loads preferences stored before push and SMS existed', async () => {
    const stored = defaultAlertPreferences();
    expect(JSON.stringify(stored)).not.toContain('push');
    await db()
      .updateTable('alert_preferences')
      .set({ data: JSON.stringify(stored) })
      .where('user_id', '=', await userId('farm.user'))
      .execute();
    const { token } = await t.signin('farm.user');
    const answer = await t.request('GET', '/notifications/preferences', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.preferences.kinds.belowRefill).toEqual({ inApp: true, email: false });
    const before = (await texts('+18065550101')).length;
    await drySpell(start + 60 * HOUR);
    expect(await texts('+18065550101')).toHaveLength(before);
  });
});
