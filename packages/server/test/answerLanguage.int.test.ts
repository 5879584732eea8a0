import { HARDWARE_TYPES, type FleetPage } from '@tilth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../src/modules/planner/siteInputs';
import type { ProvisionedSite } from '../src/modules/sites/siteProvisioner';
import { ROLE_LOGINS, type RoleName } from './helpers/roleFixtures';
import { siteOn } from './helpers/siteDetailFixtures';
import { createTestSite, plantedDaysAgo } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/**
 * Sentences inside answers' data in the request's language (issue 34): the planner's summary and
 * reason, fleet health's status, fault titles and evidence — Spanish for the web app's es, the
 * domain's English without a header.
 */
const ES = { 'accept-language': 'es-MX,es;q=0.9' };
const DAY = 86_400;
const STEP = 900;
const DEPTHS = HARDWARE_TYPES[0]!.depths;
const PIVOT = {
  system_type: 2,
  flow_rate: 800,
  flow_rate_unit: 'gpm',
  irrigated_area: 125,
  irrigated_area_unit: 'ac',
  nozzle_type: 0,
  application_efficiency: 80,
} as const;

/** Readings every 15 minutes from `start`; from `stuckFrom` on, the 16-in sensor (index 2) reads 25.55 %. */
function probeReadings(start: number, count: number, stuckFrom?: number) {
  return Array.from({ length: count }, (_, i) => {
    const ts = start + i * STEP;
    return {
      timestamp: ts,
      moisture: DEPTHS.map((_, d) =>
        d === 2 && stuckFrom !== undefined && ts >= stuckFrom
          ? 25.55
          : Math.round((30 - d + 0.6 * Math.sin((2 * Math.PI * ts) / DAY + d)) * 100) / 100,
      ),
      temperature: DEPTHS.map((_, d) => 20 - d / 2),
      battery: 2.6,
      rssi: -90,
      per: 0.02,
    };
  });
}

describe.each(ENGINES)('answers’ sentences in the request’s language (%s)', (engine) => {
  let t: TestServer;
  let planned: Awaited<ReturnType<typeof createTestSite>>;
  let unplanted: Awaited<ReturnType<typeof createTestSite>>;
  let faulty: Awaited<ReturnType<typeof createTestSite>>;
  let silent: Awaited<ReturnType<typeof createTestSite>>;
  let none: ProvisionedSite;
  let farmId: string;
  let farmUser: string;
  const tokens = new Map<RoleName, string>();
  const db = () => t.server.database.db;
  const now = Math.floor(Date.now() / 1000 / STEP) * STEP;

  beforeAll(async () => {
    t = await startTestServer(engine, { weatherProvider: 'synthetic' });
    for (const role of Object.keys(ROLE_LOGINS) as RoleName[]) tokens.set(role, (await t.signin(ROLE_LOGINS[role])).token);
    farmUser = (await t.signin('farm.user')).token;
    const admin = (await t.signin('admin')).token;

    // The planner's site: as in planner.int.test.ts, 2.8 in of a 4.0 in root zone, an 800 gpm pivot on 125 ac.
    planned = await createTestSite(t, { plantingDate: plantedDaysAgo(60), localSensor: false });
    const farm = await db()
      .selectFrom('farms')
      .select(['id', 'time_zone'])
      .where('name', '=', 'North Pivot Farm')
      .executeTakeFirstOrThrow();
    const today = todayIn(farm.time_zone, Date.now());
    farmId = farm.id;
    // A site whose plan leaves out the graph, the download and the water account.
    none = await siteOn(db(), farm.id, { name: 'Answer None', plan: 'None' });
    const patch = await t.request('PATCH', `/site/${planned.id}`, {
      token: admin,
      body: { irrigationType: 'Center Pivot', irrigationProperties: PIVOT },
    });
    expect(patch.status, patch.body.message).toBe(200);
    await db()
      .updateTable('devices')
      .set({ last_reading_at: now - 600 })
      .where('site_id', '=', planned.id)
      .execute();
    await db()
      .insertInto('site_daily_values')
      .values({
        site_id: planned.id,
        day: today,
        aw_percent: 70,
        aw_in: 2.8,
        taw_in: 4,
        rp: 50,
        wl1: 70,
        wl2: 90,
        band_source: 'thresholds',
        level: 'FAIR',
        computed_at: new Date().toISOString(),
      })
      .execute();
    // A site still waiting for its first readings.
    unplanted = await createTestSite(t, { plantingDate: plantedDaysAgo(30), localSensor: false });

    // Fleet: a probe whose 16-in sensor has stuck for 30 hours, and one silent for three days.
    faulty = await createTestSite(t, { localSensor: false, farmName: 'Cotton Flat' });
    silent = await createTestSite(t, { localSensor: false, farmName: 'Cotton Flat' });
    const ingest = (site: typeof faulty, readings: unknown[]) =>
      t.request('POST', '/ingest/v1/readings', {
        body: { devices: [{ deviceId: site.probe.deviceId, readings }] },
        headers: { authorization: `Bearer ${site.key}` },
      });
    const end = now - 2 * STEP;
    expect((await ingest(faulty, probeReadings(end - 3 * DAY + STEP, 3 * 96, end - 30 * 3600))).status).toBe(200);
    expect((await ingest(silent, probeReadings(now - 5 * DAY, 2 * 96 - 4))).status).toBe(200);
    await t.server.services.fleet.health.checkNow([faulty.probe.num, silent.probe.num], new Date(now * 1000));
  });
  afterAll(async () => t?.close());

  it('words a site’s recommendation in Spanish, English without a header', async () => {
    const en = await t.request('GET', `/sites/${planned.id}/recommendation`, { token: farmUser });
    expect(en.status, en.body.message).toBe(200);
    const es = await t.request('GET', `/sites/${planned.id}/recommendation`, { token: farmUser, headers: ES });
    expect(es.status, es.body.message).toBe(200);
    const [r, s] = [en.body.data.recommendation, es.body.data.recommendation];
    expect(r.summary).toMatch(/^(Irrigate now|Irrigate by \w+( \d+)?|Not due this week) · 1\.00 in · 2\.9 days \(71 h\)$/);
    expect(s.summary).toMatch(
      /^(Regar ahora|Regar a más tardar (el |mañana)\S*( \S+)?|No toca regar esta semana) · 1\.00 in · 2\.9 días \(71 h\)$/,
    );
    expect(r.reason).toMatch(/^(Refill point in|Above the refill point|At or below)/);
    expect(s.reason).toMatch(/^(Punto de recarga en|Por encima del punto de recarga|En el punto de recarga)/);
    // The numbers are the same answer.
    expect({ ...s, summary: '', reason: '' }).toEqual({ ...r, summary: '', reason: '' });

    const waiting = await t.request('GET', `/sites/${unplanted.id}/recommendation`, { token: farmUser, headers: ES });
    expect(waiting.body.data.recommendation.summary).toBe('Esperando lecturas');
    expect(waiting.body.data.recommendation.missing[0].message).toBe(
      'Aún no hay lecturas de humedad del suelo, así que no se conoce el agua de la zona radicular.',
    );
    const english = await t.request('GET', `/sites/${unplanted.id}/recommendation`, { token: farmUser });
    expect(english.body.data.recommendation.summary).toBe('Waiting for readings');
  });

  it('words the planner list and its pumping messages', async () => {
    const es = await t.request('GET', '/planner', { token: farmUser, headers: ES });
    expect(es.status, es.body.message).toBe(200);
    const row = es.body.data.rows.find((r: { siteObjectId: string }) => r.siteObjectId === unplanted.id);
    expect(row.recommendation.summary).toBe('Esperando lecturas');
    for (const farm of es.body.data.pumping) expect(farm.message).toMatch(/pozo/);
    const en = await t.request('GET', '/planner', { token: farmUser });
    for (const farm of en.body.data.pumping) expect(farm.message).toMatch(/well/);
  });

  it('words a fleet problem: the status, the fault’s title and its evidence', async () => {
    const list = async (headers?: Record<string, string>) => {
      const answer = await t.request<FleetPage>('GET', '/fleet/devices', { token: tokens.get('dealer_admin'), headers });
      expect(answer.status, answer.body?.message).toBe(200);
      return answer.body.data;
    };
    const [en, es] = [await list(), await list(ES)];
    const row = (page: FleetPage, site: typeof faulty) => page.devices.find((d) => d.deviceId === site.probe.deviceId)!;
    expect(row(en, silent)).toMatchObject({ status: 'silent', silentDays: 3, statusText: 'Silent 3 days' });
    expect(row(es, silent)).toMatchObject({ status: 'silent', silentDays: 3, statusText: 'En silencio 3 días' });
    expect(row(en, faulty).faults).toEqual([{ kind: 'flatline', channel: 'moisture', depthIn: 16, title: 'Flatline at 16 in' }]);
    expect(row(es, faulty).faults).toEqual([{ kind: 'flatline', channel: 'moisture', depthIn: 16, title: 'Valor plano a 16 in' }]);
    expect(row(es, faulty).statusText).toBe('Reportando');

    const probeId = (await db().selectFrom('devices').select('id').where('num', '=', faulty.probe.num).executeTakeFirstOrThrow()).id;
    const detail = async (headers?: Record<string, string>) =>
      (await t.request('GET', `/fleet/devices/${probeId}`, { token: tokens.get('dealer_admin'), headers })).body.data;
    const [dEn, dEs] = [await detail(), await detail(ES)];
    expect(dEn.faults[0].evidence.summary).toMatch(/^The 16 in sensor has read 25\.55 % for 30 hours/);
    expect(dEs.faults[0].evidence.summary).toMatch(/^El sensor a 16 in ha marcado 25\.55 % durante 30 horas mientras/);
    expect(dEs.faults[0].title).toBe('Valor plano a 16 in');
  });

  it('words the skipped sites’ reasons of an export, the water account and the graph data', async () => {
    const body = {
      siteIds: [planned.id, none.id],
      from: '2026-01-01',
      to: '2026-01-07',
      measures: ['moisture'],
      interval: 'logged',
      format: 'csv',
    };
    const es = await t.request('POST', '/export', { token: farmUser, body, headers: ES });
    expect(es.status, es.body.message).toBe(200);
    expect(es.body.data.skipped[0].reason).toMatch(/^Descargar todos los datos no forma parte del plan de este sitio \(None\)/);
    const en = await t.request('POST', '/export', { token: farmUser, body });
    expect(en.body.data.skipped[0].reason).toMatch(/^Download all data is not part of this site’s plan \(None\)/);

    const account = await t.request('GET', `/farms/${farmId}/water-account`, { token: farmUser, headers: ES });
    expect(account.status, account.body.message).toBe(200);
    const reasons = account.body.data.skipped.map((s: { reason: string }) => s.reason);
    expect(reasons).toContain('No hay lecturas de humedad del suelo en este rango.');
    expect(reasons.some((r: string) => r.startsWith('El balance hídrico de la temporada no forma parte'))).toBe(true);
    const english = await t.request('GET', `/farms/${farmId}/water-account`, { token: farmUser });
    expect(english.body.data.skipped.map((s: { reason: string }) => s.reason)).toContain('No soil-moisture readings in this range.');

    const graph = await t.request('GET', `/stem/graph-data/${none.id}/${none.probe.deviceId}`, { token: farmUser, headers: ES });
    expect(graph.status, graph.body.message).toBe(200);
    expect(graph.body.message).toMatch(/^El gráfico y sus datos no forman parte del plan de este sitio \(None\)/);
  });
});
