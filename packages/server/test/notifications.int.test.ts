import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAlertPreferences, type AlertPreferences } from '@tilth/domain/notifications/preferences';
import { wallTime } from '@tilth/domain/time/zones';
import { runAlerts } from '../src/modules/notifications/alertJob';
import { loadUnsubscribeSecret, UnsubscribeTokens } from '../src/modules/notifications/unsubscribeTokens';
import { createTestSite, plantedDaysAgo, readingsFrom } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const HOUR = 3_600_000;

describe.each(ENGINES)('notifications and alerts on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let foreignSite: Awaited<ReturnType<typeof createTestSite>>;
  let farmZone: string;
  let farmId: string;
  let foreignFarmId: string;
  // Every instant of the story lies in the past: ingestion refuses readings from the future.
  const start = Math.floor((Date.now() - 96 * HOUR) / 1000 / 900) * 900 * 1000;
  const db = () => t.server.database.db;
  const run = (at: number) => runAlerts(t.server.services.notifications.alerts, new Date(at));
  const setLevel = (siteId: string, level: string | null) =>
    db().updateTable('sites').set({ health_level: level }).where('id', '=', siteId).execute();
  const ingest = (s: typeof site, from: number, count: number, battery = 2.9) =>
    t.request('POST', '/ingest/v1/readings', {
      body: { devices: [{ deviceId: s.probe.deviceId, readings: readingsFrom(from / 1000, count).map((r) => ({ ...r, battery })) }] },
      headers: { authorization: `Bearer ${s.key}` },
    });
  const rowsOf = async (login: string, siteId: string) => {
    const user = await db().selectFrom('users').select('id').where('username', '=', login).executeTakeFirstOrThrow();
    return db()
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('site_id', '=', siteId)
      .orderBy('created_at')
      .execute();
  };
  // Alert e-mails only: the disconnection detection's own e-mail ('Site … stopped reporting') predates these alerts.
  const outbox = async (to: string) =>
    (await db().selectFrom('outbox').selectAll().where('recipient', '=', to).orderBy('created_at').execute()).filter(
      (m) => !m.subject.startsWith('Site '),
    );
  const savePrefs = async (login: string, change: (p: AlertPreferences) => AlertPreferences) => {
    const { token } = await t.signin(login);
    const answer = await t.request('PUT', '/notifications/preferences', { token, body: change(defaultAlertPreferences()) });
    expect(answer.status).toBe(200);
    return answer.body.data as { preferences: AlertPreferences; farms: { objectId: string }[] };
  };

  beforeAll(async () => {
    t = await startTestServer(engine);
    // Dryness alerts hold in the crop's season only: the sites' corn is growing.
    site = await createTestSite(t, { localSensor: false, plantingDate: plantedDaysAgo(30) });
    foreignSite = await createTestSite(t, { farmName: 'Big Bend Corn', localSensor: false, plantingDate: plantedDaysAgo(30) });
    const farmOf = async (siteId: string) =>
      (await db().selectFrom('sites').select('farm_id').where('id', '=', siteId).executeTakeFirstOrThrow()).farm_id;
    farmId = await farmOf(site.id);
    foreignFarmId = await farmOf(foreignSite.id);
    farmZone = (await db().selectFrom('farms').select('time_zone').where('id', '=', farmId).executeTakeFirstOrThrow()).time_zone;
    await ingest(site, start - 2 * HOUR, 8);
    await ingest(foreignSite, start - 2 * HOUR, 8);
  });
  afterAll(async () => t?.close());

  it('raises one alert per dry spell, repeats it at most daily and clears it on recovery', async () => {
    await setLevel(site.id, 'LOW');
    expect((await run(start)).opened).toBeGreaterThanOrEqual(1);
    await run(start + HOUR);
    await run(start + 23 * HOUR);
    let rows = await rowsOf('farm.user', site.id);
    expect(rows.map((r) => [r.kind, r.event])).toEqual([['belowRefill', 'raised']]);
    expect(rows[0]!.title).toBe(`Test Pivot (ID# ${site.siteId}) fell below its refill point`);

    await run(start + 24 * HOUR);
    await run(start + 25 * HOUR);
    rows = await rowsOf('farm.user', site.id);
    expect(rows.map((r) => r.event)).toEqual(['raised', 'reminder']);

    await setLevel(site.id, 'FAIR');
    await run(start + 26 * HOUR);
    await run(start + 27 * HOUR);
    rows = await rowsOf('farm.user', site.id);
    expect(rows.map((r) => r.event)).toEqual(['raised', 'reminder', 'cleared']);
    expect(rows[2]!.title).toBe(`Test Pivot (ID# ${site.siteId}) is back above its refill point`);
    expect(await db().selectFrom('alert_episodes').selectAll().where('site_id', '=', site.id).execute()).toEqual([]);
  });

  it('tells only the users who may read the site', async () => {
    await setLevel(foreignSite.id, 'LOW');
    await run(start + 28 * HOUR);
    expect(await rowsOf('farm.user', foreignSite.id)).toEqual([]);
    expect(await rowsOf('dealer.admin', foreignSite.id)).toEqual([]);
    expect(await rowsOf('admin', foreignSite.id)).toHaveLength(1);
    const { token } = await t.signin('dealer.admin');
    const list = await t.request('GET', '/notifications', { token });
    expect(JSON.stringify(list.body.data)).not.toContain(foreignSite.id);
    await setLevel(foreignSite.id, null);
  });

  it('follows a probe that stops reporting and comes back, once per outage', async () => {
    const silentFrom = start + 30 * HOUR;
    await t.server.disconnections.check(new Date(silentFrom));
    await run(silentFrom);
    await run(silentFrom + HOUR);
    expect((await rowsOf('farm.admin', site.id)).filter((r) => r.kind === 'notReporting').map((r) => r.event)).toEqual(['raised']);

    await ingest(site, silentFrom, 1);
    await t.server.disconnections.check(new Date(silentFrom + 15 * 60_000));
    await run(silentFrom + 2 * HOUR);
    const events = (await rowsOf('farm.admin', site.id)).filter((r) => r.kind === 'notReporting').map((r) => r.event);
    expect(events).toEqual(['raised', 'cleared']);
  });

  it('raises a low battery from the newest reading', async () => {
    const at = start + 40 * HOUR;
    await ingest(site, at - 15 * 60_000, 1, 2.1);
    await run(at);
    const battery = (await rowsOf('farm.user', site.id)).filter((r) => r.kind === 'batteryLow');
    expect(battery.map((r) => r.title)).toEqual([`Test Pivot (ID# ${site.siteId}) has a low battery (10 %)`]);
  });

  it('predicts a refill within days from the dry-down of the derived values', async () => {
    const at = start + 41 * HOUR;
    const day = (offset: number) => new Date(at + offset * 86_400_000).toISOString().slice(0, 10);
    await db().deleteFrom('site_daily_values').where('site_id', '=', site.id).execute();
    await db()
      .insertInto('site_daily_values')
      .values(
        [
          [day(-2), 64],
          [day(-1), 59],
          [day(0), 54],
        ].map(([d, aw]) => ({
          site_id: site.id,
          day: d as string,
          aw_percent: aw as number,
          rp: 50,
          wl1: 60,
          wl2: 80,
          band_source: 'thresholds',
          level: 'MED',
          computed_at: new Date(at).toISOString(),
        })),
      )
      .execute();
    await run(at);
    const soon = (await rowsOf('farm.user', site.id)).filter((r) => r.kind === 'refillSoon');
    expect(soon.map((r) => r.title)).toEqual([`Test Pivot (ID# ${site.siteId}) is predicted to reach its refill point within 1 day`]);
  });

  it('lists the bell and the farm’s panel, reads one and reads all', async () => {
    const { token } = await t.signin('farm.user');
    const list = await t.request('GET', '/notifications', { token });
    expect(list.status).toBe(200);
    expect(list.body.data.unread).toBeGreaterThanOrEqual(5);
    const first = list.body.data.items[0];
    expect(first.site).toEqual({ objectId: site.id, siteId: site.siteId, name: 'Test Pivot', twigId: site.probe.deviceId });
    const farm = await t.request('GET', `/notifications?farmId=${farmId}`, { token });
    expect(farm.body.data.unread).toBe(list.body.data.unread);
    const other = await t.request('GET', `/notifications?farmId=${foreignFarmId}`, { token });
    expect(other.body.data).toEqual({ unread: 0, items: [] });

    const one = await t.request('POST', `/notifications/${first.id}/read`, { token });
    expect(one.body.data.readAt).not.toBeNull();
    const all = await t.request('POST', '/notifications/read-all', { token, body: {} });
    expect(all.body.data.read).toBe(list.body.data.unread - 1);
    const after = await t.request('GET', '/notifications', { token });
    expect(after.body.data.unread).toBe(0);
    expect(after.body.data.items.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
    const stranger = await t.signin('farm.admin');
    expect((await t.request('POST', `/notifications/${first.id}/read`, { token: stranger.token })).status).toBe(404);
  });

  it('holds e-mail in quiet hours, then sends it with a working unsubscribe link', async () => {
    const at = start + 50 * HOUR;
    const wall = wallTime(at / 1000, farmZone);
    const hhmm = (h: number) => `${String(((h % 24) + 24) % 24).padStart(2, '0')}:00`;
    await savePrefs('farm.user', (p) => ({
      ...p,
      kinds: { ...p.kinds, belowRefill: { inApp: true, email: true } },
      quietHours: { enabled: true, start: hhmm(wall.hour - 1), end: hhmm(wall.hour + 2) },
    }));
    await setLevel(site.id, 'LOW');
    await run(at);
    expect(await outbox('farm.user@demo.tilth.farm')).toEqual([]);
    await run(at + 3 * HOUR);
    const mails = await outbox('farm.user@demo.tilth.farm');
    expect(mails.map((m) => m.subject)).toEqual([`Test Pivot (ID# ${site.siteId}) fell below its refill point`]);
    expect(mails[0]!.text_body).toContain(`/farm/${farmId}/site/${site.siteId}/${site.id}/${site.probe.deviceId}/graph`);
    const link = /\/alerts\/unsubscribe\?token=(\S+)/.exec(mails[0]!.text_body)![1]!;
    const token = decodeURIComponent(link);

    const tampered = token.replace('belowRefill', 'batteryLow');
    expect((await t.request('GET', `/notifications/unsubscribe?token=${encodeURIComponent(tampered)}`)).status).toBe(400);
    const secret = await loadUnsubscribeSecret(db());
    const user = await db().selectFrom('users').select('id').where('username', '=', 'farm.user').executeTakeFirstOrThrow();
    const old = new UnsubscribeTokens(secret).issue(user.id, 'belowRefill', new Date(Date.now() - 31 * 86_400_000));
    const expired = await t.request('GET', `/notifications/unsubscribe?token=${encodeURIComponent(old)}`);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toContain('expired');

    const done = await t.request('GET', `/notifications/unsubscribe?token=${link}`);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({
      kind: 'belowRefill',
      label: 'Below refill point',
      message: 'You will no longer receive e-mails about "Below refill point".',
    });
    const { token: session } = await t.signin('farm.user');
    const saved = await t.request('GET', '/notifications/preferences', { token: session });
    expect(saved.body.data.preferences.kinds.belowRefill).toEqual({ inApp: true, email: false });
    await setLevel(site.id, 'FAIR');
    await run(at + 4 * HOUR);
    expect(await outbox('farm.user@demo.tilth.farm')).toHaveLength(1);
  });

  it('sends a daily digest instead of single e-mails', async () => {
    const at = start + 60 * HOUR;
    await savePrefs('farm.admin', (p) => ({ ...p, kinds: { ...p.kinds, belowRefill: { inApp: false, email: true } }, digest: true }));
    await setLevel(site.id, 'LOW');
    await run(at);
    await setLevel(site.id, 'FAIR');
    await run(at + HOUR);
    await setLevel(site.id, 'LOW');
    await run(at + 2 * HOUR);
    const mails = await outbox('farm.admin@demo.tilth.farm');
    const digests = mails.filter((m) => m.subject.startsWith('Tilth alerts'));
    expect(digests.map((m) => m.subject)).toEqual(['Tilth alerts: 1 since your last digest']);
    await run(at + 25 * HOUR);
    const later = (await outbox('farm.admin@demo.tilth.farm')).filter((m) => m.subject.startsWith('Tilth alerts'));
    expect(later.map((m) => m.subject)).toEqual(['Tilth alerts: 1 since your last digest', 'Tilth alerts: 2 since your last digest']);
    // E-mail only: nothing of belowRefill in the bell since.
    const { token } = await t.signin('farm.admin');
    const list = await t.request('GET', '/notifications', { token });
    const inApp = list.body.data.items.filter(
      (n: { kind: string; createdAt: string }) => n.kind === 'belowRefill' && Date.parse(n.createdAt) >= at,
    );
    expect(inApp).toEqual([]);
    await setLevel(site.id, 'FAIR');
  });

  it('offers only readable farms and drops others from the choice', async () => {
    const saved = await savePrefs('farm.user', (p) => ({ ...p, farms: [farmId, foreignFarmId] }));
    expect(saved.preferences.farms).toEqual([farmId]);
    expect(saved.farms.map((f) => f.objectId)).toEqual([farmId]);
  });
});
