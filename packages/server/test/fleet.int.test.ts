import { completenessPercent, fleetStatus, HARDWARE_TYPES, type FleetPage } from '@tilth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAlerts } from '../src/modules/notifications/alertJob';
import { provisionSite } from '../src/modules/sites/siteProvisioner';
import { createForeignBranch, ROLE_LOGINS, type RoleName } from './helpers/roleFixtures';
import { createTestSite } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const DAY = 86_400;
const STEP = 900;
/** The probe of the test site: 4, 8, 16, 24, 32 and 40 in; the 16-in sensor (index 2) sticks. */
const DEPTHS = HARDWARE_TYPES[0]!.depths;
const STUCK = 2;

/**
 * Probe readings every 15 minutes from `start`: each depth moves with the day (±0.6 %, no wetting), the battery
 * drains 2 % a day from 60 % (2.60 V), and from `stuckFrom` on the 16-in sensor reads 25.55 %.
 * `skip(ts)` leaves readings out (lost packets).
 */
function probeReadings(start: number, count: number, options: { stuckFrom?: number; skip?: (ts: number) => boolean } = {}) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const ts = start + i * STEP;
    if (options.skip?.(ts)) continue;
    const days = (ts - start) / DAY;
    out.push({
      timestamp: ts,
      moisture: DEPTHS.map((_, d) =>
        d === STUCK && options.stuckFrom !== undefined && ts >= options.stuckFrom
          ? 25.55
          : Math.round((30 - d + 0.6 * Math.sin((2 * Math.PI * ts) / DAY + d)) * 100) / 100,
      ),
      temperature: DEPTHS.map((_, d) => 20 - d / 2),
      battery: Math.round((2.6 - 0.02 * days) * 10_000) / 10_000,
      rssi: -90,
      per: 0.02,
    });
  }
  return out;
}

describe.each(ENGINES)('fleet health (%s)', (engine) => {
  let t: TestServer;
  let pivot: Awaited<ReturnType<typeof createTestSite>>;
  let silent: Awaited<ReturnType<typeof createTestSite>>;
  let foreignDeviceId: string;
  const tokens = new Map<RoleName, string>();
  const db = () => t.server.database.db;
  // The readings end half an hour ago (the probe is reporting), leaving room for two more later.
  const now = Math.floor(Date.now() / 1000 / STEP) * STEP;
  const end = now - 2 * STEP;
  const start = end - 3 * DAY + STEP;
  const stuckFrom = end - 30 * 3600;
  const lostInLastDay = (ts: number) => ts > now - DAY && Math.round(ts / STEP) % 4 === 0;
  const sent = probeReadings(start, 3 * 96, { stuckFrom, skip: lostInLastDay });

  const ingest = (site: Awaited<ReturnType<typeof createTestSite>>, deviceId: string, readings: unknown[]) =>
    t.request('POST', '/ingest/v1/readings', {
      body: { devices: [{ deviceId, readings }] },
      headers: { authorization: `Bearer ${site.key}` },
    });
  const check = (at: number) =>
    t.server.services.fleet.health.checkNow([pivot.probe.num, pivot.local!.num, silent.probe.num], new Date(at * 1000));
  const list = async (role: RoleName, query = '') => {
    const answer = await t.request<FleetPage>('GET', `/fleet/devices${query}`, { token: tokens.get(role) });
    expect(answer.status, `${role} ${query}: ${answer.body?.message}`).toBe(200);
    return answer.body.data;
  };
  const row = (page: FleetPage, deviceId: string) => page.devices.find((d) => d.deviceId === deviceId);

  beforeAll(async () => {
    t = await startTestServer(engine);
    pivot = await createTestSite(t, { localSensor: true });
    silent = await createTestSite(t, { localSensor: false, farmName: 'Cotton Flat' });
    const foreign = await createForeignBranch(db());
    const foreignSite = await provisionSite(db(), {
      farmId: foreign.farm,
      name: 'Foreign Pivot',
      status: 'ACTIVE',
      latitude: 1,
      longitude: 2,
      plan: 'Gold',
      hardware: HARDWARE_TYPES[0]!,
      crop: 'Corn',
      plantingDate: '2026-05-01',
      soilType: 'Loam',
      irrigationType: 'Center Pivot',
      installByDate: null,
      rootDepthIn: 36,
      localSensor: false,
    });
    foreignDeviceId = (await db().selectFrom('devices').select('id').where('site_id', '=', foreignSite.id).executeTakeFirstOrThrow()).id;
    for (const role of Object.keys(ROLE_LOGINS) as RoleName[]) tokens.set(role, (await t.signin(ROLE_LOGINS[role])).token);

    const probe = await ingest(pivot, pivot.probe.deviceId, sent);
    expect(probe.status, JSON.stringify(probe.body).slice(0, 300)).toBe(200);
    expect(probe.body.data.rejected).toEqual([]);
    const local = sent.map((r) => ({ ...r, moisture: [r.moisture[0]], temperature: [r.temperature[0]], battery: 2.95 }));
    expect((await ingest(pivot, pivot.local!.deviceId, local)).status).toBe(200);
    // The Cotton Flat probe's readings end three days and an hour ago.
    const old = probeReadings(now - 5 * DAY, 2 * 96 - 4);
    expect((await ingest(silent, silent.probe.deviceId, old)).status).toBe(200);
    await check(now);
  });
  afterAll(async () => t?.close());

  it('keeps a device’s completeness, interval and battery slope from its known readings', async () => {
    const page = await list('dealer_admin');
    const probe = row(page, pivot.probe.deviceId)!;
    const inLastDay = sent.filter((r) => r.timestamp >= now - DAY).length;
    expect(probe.completeness.h24).toBe(completenessPercent(inLastDay, 96));
    expect(probe.completeness.h24).toBeGreaterThan(70);
    expect(probe.completeness.h24).toBeLessThan(80);
    expect(probe.completeness.d7).toBe(completenessPercent(sent.length, Math.floor((now - start) / STEP)));
    expect(probe.reportingIntervalMinutes).toBe(15);
    // 2.60 V less 0.02 V a day: 60 % falling 2 % a day; now about 54 %, 17 days from 20 %.
    expect(probe.battery!.perDay).toBeGreaterThan(-2.1);
    expect(probe.battery!.perDay).toBeLessThan(-1.9);
    expect(probe.battery!.perDay).toBeCloseTo(-2, 0);
    expect(probe.battery!.percent).toBeCloseTo(54, 0);
    expect(probe.battery!.daysToLow).toBeGreaterThan(15);
    expect(probe.battery!.daysToLow).toBeLessThan(19);
    expect(probe.battery!.low).toBe(false);
    expect(probe.signal).toMatchObject({ rssi: -90, bars: 3, median7dRssi: -90, median7dBars: 3 });
    expect(probe.packetErrorPercent).toBe(2);
    expect(probe.status).toBe('reporting');
    expect(probe.faults).toEqual([{ kind: 'flatline', channel: 'moisture', depthIn: 16, title: 'Flatline at 16 in' }]);
  });

  it('orders worst first — the silent probe, the faulty one, then the healthy local sensor — and counts them', async () => {
    const page = await list('dealer_admin');
    expect(page.devices.map((d) => d.deviceId)).toEqual([silent.probe.deviceId, pivot.probe.deviceId, pivot.local!.deviceId]);
    expect(page.devices[0]).toMatchObject({ status: 'silent', silentDays: 3, statusText: 'Silent 3 days' });
    expect(page.summary).toEqual({ devices: 3, reporting: 2, late: 0, silent: 1, noData: 0, extracted: 0, lowBattery: 0, faults: 1 });
    // The SQL's status is the domain's rule on the same row.
    for (const d of page.devices) {
      const last = d.lastReadingAt === null ? null : Date.parse(d.lastReadingAt) / 1000;
      const nowS = Math.floor(Date.parse(page.generatedAt) / 1000);
      expect(
        fleetStatus({ lastReadingAt: last, intervalSeconds: (d.reportingIntervalMinutes ?? 15) * 60, extracted: false }, nowS).status,
      ).toBe(d.status);
    }
    expect(page.customers.map((c) => c.name)).toEqual(['Green Acres Growers']);
  });

  it('pages in SQL and filters by status, fault, battery, customer, farm and search', async () => {
    const first = await list('dealer_admin', '?limit=1');
    expect(first).toMatchObject({ total: 3, skip: 0, limit: 1, nextSkip: 1 });
    const second = await list('dealer_admin', '?limit=1&skip=1');
    expect(second.devices[0]!.deviceId).toBe(pivot.probe.deviceId);
    expect((await list('dealer_admin', '?limit=1&skip=2')).nextSkip).toBeNull();
    const ids = async (query: string) => (await list('dealer_admin', query)).devices.map((d) => d.deviceId);
    expect(await ids('?status=silent')).toEqual([silent.probe.deviceId]);
    expect(await ids('?status=reporting')).toEqual([pivot.probe.deviceId, pivot.local!.deviceId]);
    expect(await ids('?fault=any')).toEqual([pivot.probe.deviceId]);
    expect(await ids('?fault=flatline')).toEqual([pivot.probe.deviceId]);
    expect(await ids('?fault=spike')).toEqual([]);
    expect(await ids('?batteryBelow=57')).toEqual([silent.probe.deviceId, pivot.probe.deviceId]);
    expect(await ids('?lowBattery=true')).toEqual([]);
    const page = await list('dealer_admin');
    const cottonFlat = page.farms.find((f) => f.name === 'Cotton Flat')!;
    expect(await ids(`?farm=${cottonFlat.id}`)).toEqual([silent.probe.deviceId]);
    expect(await ids(`?customer=${cottonFlat.customerId}`)).toHaveLength(3);
    expect(await ids(`?q=${pivot.local!.deviceId.slice(2, 10)}`)).toEqual([pivot.local!.deviceId]);
    expect(await ids('?sort=battery')).toEqual([pivot.probe.deviceId, silent.probe.deviceId, pivot.local!.deviceId]);
    // The summary counts the farm's devices whatever the status filter.
    expect((await list('dealer_admin', `?farm=${cottonFlat.id}&status=reporting`)).summary).toMatchObject({ devices: 1, silent: 1 });
  });

  it('answers 400 naming the field, and 404 for a customer or farm the user does not see', async () => {
    const token = tokens.get('dealer_admin');
    for (const [query, field] of [
      ['?status=asleep', 'status'],
      ['?limit=0', 'limit'],
      ['?batteryBelow=150', 'batteryBelow'],
      ['?fault=smoke', 'fault'],
      ['?sort=random', 'sort'],
    ] as const) {
      const answer = await t.request('GET', `/fleet/devices${query}`, { token });
      expect(answer.status, query).toBe(400);
      expect(answer.body.fields, query).toContain(field);
    }
    const foreign = await db().selectFrom('organisations').select('id').where('name', '=', 'Foreign business').executeTakeFirstOrThrow();
    expect((await t.request('GET', `/fleet/devices?customer=${foreign.id}`, { token })).status).toBe(404);
  });

  it('shows each role only its own devices: the dealer’s, the business admin’s, a farm admin’s farm; members of growers are refused', async () => {
    const mine = [pivot.probe.deviceId, pivot.local!.deviceId, silent.probe.deviceId].sort();
    const seen = async (role: RoleName) => (await list(role)).devices.map((d) => d.deviceId).sort();
    const all = await seen('tilth_admin');
    expect(all).toHaveLength(4);
    expect(all).toEqual(expect.arrayContaining(mine));
    for (const role of ['distributor_admin', 'distributor_user', 'dealer_admin', 'dealer_user', 'business_admin'] as const) {
      expect(await seen(role), role).toEqual(mine);
    }
    expect(await seen('farm_admin')).toEqual([pivot.probe.deviceId, pivot.local!.deviceId].sort());
    for (const role of ['business_user', 'farm_user'] as const) {
      expect((await t.request('GET', '/fleet/devices', { token: tokens.get(role) })).status, role).toBe(403);
    }
    const detail = await t.request('GET', `/fleet/devices/${foreignDeviceId}`, { token: tokens.get('dealer_admin') });
    expect(detail.status).toBe(404);
    expect((await t.request('GET', `/fleet/devices/${foreignDeviceId}`, { token: tokens.get('tilth_admin') })).status).toBe(200);
  });

  it('answers a device’s month, its faults with their evidence, the site’s outages and changelog, and the graph’s path', async () => {
    const probeId = (await db().selectFrom('devices').select('id').where('num', '=', pivot.probe.num).executeTakeFirstOrThrow()).id;
    const answer = await t.request('GET', `/fleet/devices/${probeId}`, { token: tokens.get('dealer_user') });
    expect(answer.status, answer.body.message).toBe(200);
    const detail = answer.body.data;
    expect(detail.device.deviceId).toBe(pivot.probe.deviceId);
    expect(detail.days.length).toBeGreaterThanOrEqual(3);
    expect(detail.days.at(-2).batteryPercent).toBeGreaterThan(50);
    expect(detail.faults).toHaveLength(1);
    expect(detail.faults[0]).toMatchObject({ kind: 'flatline', depthIn: 16, clearedAt: null, title: 'Flatline at 16 in' });
    expect(detail.faults[0].evidence.from).toBe(new Date(stuckFrom * 1000).toISOString());
    expect(detail.faults[0].evidence.summary).toMatch(/16 in sensor has read 25\.55 % for 30 hours/);
    expect(detail.graphPath).toBe(`/farm/${await farmOf(pivot.id)}/site/${pivot.siteId}/${pivot.id}/${pivot.probe.deviceId}/graph`);
    expect(detail.disconnections).toEqual([]);
    expect(Array.isArray(detail.changelog)).toBe(true);
    expect((await t.request('GET', '/fleet/devices/nosuchdevice', { token: tokens.get('dealer_user') })).status).toBe(404);
  });

  it('counts faults on the farm card and names them on the site card', async () => {
    const farmAdmin = await t.signin('farm.admin');
    const farms = await t.request('GET', `/farm/user/${farmAdmin.userId}`, { token: farmAdmin.token });
    expect(farms.body.data.farms.find((f: { name: string }) => f.name === 'North Pivot Farm').sensorFaults).toBe(1);
    const farmId = await farmOf(pivot.id);
    const sites = await t.request('GET', `/farm/${farmId}/sites?query=Active`, { token: farmAdmin.token });
    expect(sites.status, sites.body.message).toBe(200);
    const card = sites.body.data.sites.find((s: { objectId: string }) => s.objectId === pivot.id);
    expect(card.sensorFaults).toEqual(['Flatline at 16 in']);
  });

  it('opens one "Sensor fault" alert for the dealer (on by default) and not for the grower, and clears it on recovery', async () => {
    const sensorFaultNotes = () =>
      db()
        .selectFrom('notifications')
        .select(['user_id', 'event', 'title'])
        .where('kind', '=', 'sensorFault')
        .orderBy('created_at')
        .execute();
    const dealer = await t.signin('dealer.admin');
    const grower = await t.signin('farm.admin');
    const prefs = async (token: string) =>
      (await t.request('GET', '/notifications/preferences', { token })).body.data.preferences.kinds.sensorFault;
    expect(await prefs(dealer.token)).toEqual({ inApp: true, email: false });
    expect(await prefs(grower.token)).toEqual({ inApp: false, email: false });

    await runAlerts(t.server.services.notifications.alerts, new Date(now * 1000));
    await runAlerts(t.server.services.notifications.alerts, new Date(now * 1000 + 5 * 60_000));
    const raised = (await sensorFaultNotes()).filter((n) => n.event === 'raised');
    expect(raised.filter((n) => n.user_id === dealer.userId)).toHaveLength(1);
    expect(raised.filter((n) => n.user_id === grower.userId)).toHaveLength(0);
    expect(raised[0]!.title).toBe('Test Pivot (ID# ' + pivot.siteId + ') has a sensor fault (flatline at 16 in)');

    // The sensor moves again: the next readings end the flatline.
    const later = probeReadings(now - STEP, 2).map((r) => ({ ...r, battery: 2.5 }));
    expect((await ingest(pivot, pivot.probe.deviceId, later)).status).toBe(200);
    // Ingestion keeps the newest battery at once (2.50 V is 50 %), before the health job runs.
    expect(row(await list('dealer_admin'), pivot.probe.deviceId)!.battery!.percent).toBe(50);
    await check(now);
    const fault = await db().selectFrom('device_faults').selectAll().where('device_num', '=', pivot.probe.num).executeTakeFirstOrThrow();
    expect(fault.cleared_at).not.toBeNull();
    expect((await list('dealer_admin', '?fault=any')).devices).toEqual([]);
    await runAlerts(t.server.services.notifications.alerts, new Date(now * 1000 + 60 * 60_000));
    const cleared = (await sensorFaultNotes()).filter((n) => n.event === 'cleared' && n.user_id === dealer.userId);
    expect(cleared).toHaveLength(1);
    expect(cleared[0]!.title).toMatch(/has no sensor fault any more/);
  });

  const farmOf = async (siteId: string) =>
    (await db().selectFrom('sites').select('farm_id').where('id', '=', siteId).executeTakeFirstOrThrow()).farm_id;
});
