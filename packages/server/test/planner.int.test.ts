import { addDays, cropKcOnDay, effectiveRainIn, HARDWARE_TYPES } from '@tilth/domain';
import { defaultAlertPreferences } from '@tilth/domain/notifications/preferences';
import { provisionSite } from '../src/modules/sites/siteProvisioner';
import { createForeignBranch } from './helpers/roleFixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../src/modules/planner/siteInputs';
import { createTestSite, plantedDaysAgo } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const round2 = (v: number) => Math.round(v * 100) / 100;
const PIVOT = {
  system_type: 2,
  flow_rate: 800,
  flow_rate_unit: 'gpm',
  irrigated_area: 125,
  irrigated_area_unit: 'ac',
  nozzle_type: 0,
  application_efficiency: 80,
} as const;

/**
 * The irrigation planner on the real server: a corn pivot planted 60 days ago, its newest day
 * measured at 2.8 in of a 4.0 in root zone (70 %; refill point 50 %, green band top 90 %), the
 * synthetic weather's forecast, an 800 gpm pivot on 125 ac at 80 %.
 */
describe.each(ENGINES)('irrigation planner (%s)', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let admin: string;
  let farmUser: string;
  let today: string;
  /** The planting date as stored (a UTC day): between midnight UTC and the farm's, it is 61 farm days ago. */
  let planted: string;
  const db = () => t.server.database.db;

  beforeAll(async () => {
    t = await startTestServer(engine, { weatherProvider: 'synthetic' });
    planted = plantedDaysAgo(60);
    site = await createTestSite(t, { plantingDate: planted, localSensor: false });
    admin = (await t.signin('admin')).token;
    farmUser = (await t.signin('farm.user')).token;
    const farm = await db().selectFrom('farms').select('time_zone').where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow();
    today = todayIn(farm.time_zone, Date.now());
    const patch = await t.request('PATCH', `/site/${site.id}`, {
      token: admin,
      body: { irrigationType: 'Center Pivot', irrigationProperties: PIVOT },
    });
    expect(patch.status, patch.body.message).toBe(200);
    await db()
      .updateTable('devices')
      .set({ last_reading_at: Math.floor(Date.now() / 1000) - 600 })
      .where('site_id', '=', site.id)
      .execute();
    await db()
      .insertInto('site_daily_values')
      .values({
        site_id: site.id,
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
  });
  afterAll(async () => t?.close());

  it('recommends from the measured root zone, the forecast and the pivot', async () => {
    const answer = await t.request('GET', `/sites/${site.id}/recommendation`, { token: farmUser });
    expect(answer.status, answer.body.message).toBe(200);
    const r = answer.body.data.recommendation;
    expect(r.now).toMatchObject({
      measuredOn: today,
      availableWaterIn: 2.8,
      capacityIn: 4,
      targetIn: 3.6,
      refillPointIn: 2,
      deficitToTargetIn: 0.8,
    });
    // Net 0.8 in at 80 % = 1.0 in gross; 800 gpm on 125 ac = 0.01413 in/h → 70.8 h.
    expect(r.amount).toMatchObject({ netIn: 0.8, grossIn: 1, efficiencyPercent: 80 });
    expect(r.runTime).toMatchObject({ hours: 70.8, days: 2.9 });
    expect(answer.body.data).toMatchObject({ irrigatedAreaAc: 125, systemFlowGpm: 800, irrigationType: 'Center Pivot' });

    // The projection is the forecast's ETo × corn's Kc on its day since planting, less effective rain.
    const weather = await t.request('GET', `/weather/${encodeURIComponent(`${34.2},${-101.7}`)}?unit=uk2`, { token: farmUser });
    const forecast = (weather.body.data as { date: string; et: number; precip: number }[]).filter((d) => d.date > today);
    let above = 0.8;
    const expected = forecast.map((d) => {
      const kc = cropKcOnDay('corn', Math.round((Date.parse(d.date) - Date.parse(planted)) / 86_400_000))!;
      above = Math.min(2, above - d.et * kc + effectiveRainIn(d.precip));
      return round2(above);
    });
    expect(r.projection.days.map((d: { aboveRefillIn: number }) => d.aboveRefillIn)).toEqual(expected);
    const first = expected.findIndex((v) => v <= 0);
    expect(r.projection.refillDate).toBe(first === -1 ? null : forecast[first]!.date);
    expect(r.projection.forecastSimulated).toBe(true);
    expect(r.summary).toMatch(/1\.00 in · 2\.9 days \(71 h\)$/);
  });

  it('counts a logged irrigation: it resets the projection and shows on the graph', async () => {
    const before = (await t.request('GET', `/sites/${site.id}/recommendation`, { token: farmUser })).body.data.recommendation;
    const logged = await t.request('POST', `/sites/${site.id}/irrigations`, { token: farmUser, body: { date: today, hours: 35.4 } });
    expect(logged.status, logged.body.message).toBe(200);
    // 35.4 h × 0.01413 in/h = 0.50 in gross, 0.40 in net at 80 %.
    expect(logged.body.data).toMatchObject({
      date: today,
      depthIn: 0.5,
      netIn: 0.4,
      hours: 35.4,
      source: 'logged',
      createdBy: 'Jake Miller',
    });
    const after = (await t.request('GET', `/sites/${site.id}/recommendation`, { token: farmUser })).body.data.recommendation;
    expect(after.projection.days[0].aboveRefillIn).toBe(round2(Math.min(2, before.projection.days[0].aboveRefillIn + 0.4)));

    const list = await t.request('GET', `/sites/${site.id}/irrigations`, { token: farmUser });
    expect(list.body.data.irrigations).toHaveLength(1);
    expect(list.body.data.rateInPerHour).toBe(0.0141);
    const graph = await t.request(
      'GET',
      `/stem/get-irrigation-data/${site.id}?startDate=${addDays(today, -2)}&endDate=${addDays(today, 1)}`,
      { token: farmUser },
    );
    expect(graph.status, graph.body.message).toBe(200);
    expect(graph.body.data.points.map((p: { yValue: number }) => p.yValue)).toContain(0.5);

    const removed = await t.request('DELETE', `/sites/${site.id}/irrigations/${logged.body.data.id}`, { token: farmUser });
    expect(removed.body.data).toEqual({ deleted: true });
    const again = (await t.request('GET', `/sites/${site.id}/recommendation`, { token: farmUser })).body.data.recommendation;
    expect(again.projection.days[0].aboveRefillIn).toBe(before.projection.days[0].aboveRefillIn);
  });

  it('refuses bad input with the field named, and future days', async () => {
    const none = await t.request('POST', `/sites/${site.id}/irrigations`, { token: farmUser, body: { date: today } });
    expect(none.status).toBe(400);
    expect(none.body.fields).toContain('depthIn');
    const future = await t.request('POST', `/sites/${site.id}/irrigations`, {
      token: farmUser,
      body: { date: addDays(today, 2), depthIn: 1 },
    });
    expect(future.status).toBe(400);
    expect(future.body.fields).toEqual(['date']);
    const negative = await t.request('POST', `/sites/${site.id}/irrigations`, { token: farmUser, body: { date: today, depthIn: -1 } });
    expect(negative.status).toBe(400);
    expect(negative.body.fields).toContain('depthIn');
  });

  it('lists the farm’s sites in the planner, ranked, and filters by due date', async () => {
    const page = await t.request('GET', '/planner', { token: farmUser });
    expect(page.status, page.body.message).toBe(200);
    const row = page.body.data.rows.find((r: { siteObjectId: string }) => r.siteObjectId === site.id);
    expect(row).toMatchObject({ siteName: 'Test Pivot', farmName: 'North Pivot Farm', plan: 'Gold' });
    expect(page.body.data.unit).toBe('feetInches');
    expect(page.body.data.pumping.find((p: { farmId: string }) => p.farmId === row.farmId)).toBeDefined();
    const due = await t.request('GET', `/planner?dueWithinDays=0`, { token: farmUser });
    for (const r of due.body.data.rows) expect(r.recommendation.irrigateBy <= today).toBe(true);
    const bad = await t.request('GET', '/planner?dueWithinDays=x', { token: farmUser });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toContain('dueWithinDays');
  });

  it('follows the plan: None gets no numbers and cannot log; the water account is Gold', async () => {
    await db().updateTable('sites').set({ plan: 'Silver' }).where('id', '=', site.id).execute();
    const silver = await t.request('GET', `/sites/${site.id}/recommendation`, { token: farmUser });
    expect(silver.body.data.recommendation.now).not.toBeNull();
    const farmId = silver.body.data.farmId;
    const account = await t.request('GET', `/farms/${farmId}/water-account`, { token: farmUser });
    expect(account.status, account.body.message).toBe(200);
    expect(account.body.data.skipped.map((s: { siteObjectId: string }) => s.siteObjectId)).toContain(site.id);

    await db().updateTable('sites').set({ plan: 'None' }).where('id', '=', site.id).execute();
    const none = (await t.request('GET', `/sites/${site.id}/recommendation`, { token: farmUser })).body.data.recommendation;
    expect(none).toMatchObject({ status: 'incomplete', now: null, amount: null, irrigateBy: null });
    expect(none.missing).toEqual([expect.objectContaining({ input: 'plan', place: 'subscription' })]);
    const refused = await t.request('POST', `/sites/${site.id}/irrigations`, { token: farmUser, body: { date: today, depthIn: 1 } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('not part of this site’s plan (None)');
    // The platform admin sees every plan's numbers.
    const asAdmin = (await t.request('GET', `/sites/${site.id}/recommendation`, { token: admin })).body.data.recommendation;
    expect(asAdmin.now).not.toBeNull();
    await db().updateTable('sites').set({ plan: 'Gold' }).where('id', '=', site.id).execute();
  });

  it('keeps the season water account of a Gold site in inches and acre-inches', async () => {
    await t.request('POST', `/sites/${site.id}/irrigations`, { token: farmUser, body: { date: today, depthIn: 1.2 } });
    const farmId = (await t.request('GET', `/sites/${site.id}/recommendation`, { token: farmUser })).body.data.farmId;
    const account = await t.request('GET', `/farms/${farmId}/water-account?from=${addDays(today, -6)}&to=${today}`, { token: farmUser });
    expect(account.status, account.body.message).toBe(200);
    const own = account.body.data.sites.find((s: { siteObjectId: string }) => s.siteObjectId === site.id);
    expect(own.days).toHaveLength(7);
    expect(own.totals.irrigationIn).toBe(1.2);
    expect(own.acreInches.irrigationIn).toBe(150);
    expect(own.areaAc).toBe(125);
    expect(account.body.data.weatherSimulated).toBe(true);
    const wrong = await t.request('GET', `/farms/${farmId}/water-account?from=${today}&to=${addDays(today, -3)}`, { token: farmUser });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual(['from']);
  });

  it('refuses other tenants: a site and farm of another branch are not found', async () => {
    const foreign = await createForeignBranch(db());
    const outside = await provisionSite(db(), {
      farmId: foreign.farm,
      name: 'Foreign Pivot',
      status: 'ACTIVE',
      latitude: 41,
      longitude: -100,
      plan: 'Gold',
      hardware: HARDWARE_TYPES[0]!,
      crop: 'Corn',
      plantingDate: plantedDaysAgo(60),
      soilType: 'Loam',
      irrigationType: 'Center Pivot',
      installByDate: null,
      rootDepthIn: 36,
      localSensor: false,
    });
    for (const token of [farmUser, (await t.signin('dealer.admin')).token]) {
      expect((await t.request('GET', `/sites/${outside.id}/recommendation`, { token })).status).toBe(404);
      expect((await t.request('POST', `/sites/${outside.id}/irrigations`, { token, body: { date: today, depthIn: 1 } })).status).toBe(404);
      expect((await t.request('GET', `/farms/${foreign.farm}/water-account`, { token })).status).toBe(404);
      expect((await t.request('GET', `/planner?farmId=${foreign.farm}`, { token })).status).toBe(404);
      const rows = (await t.request('GET', '/planner', { token })).body.data.rows as { siteObjectId: string }[];
      expect(rows.some((r) => r.siteObjectId === outside.id)).toBe(false);
    }
    // The provider's admin sees every branch.
    expect((await t.request('GET', `/sites/${outside.id}/recommendation`, { token: admin })).status).toBe(200);
    expect((await t.request('GET', '/sites/nosuchsite1/recommendation', { token: admin })).status).toBe(404);
  });

  it('mails the weekly irrigation plan on Monday morning farm time to those who chose it, once', async () => {
    const chosen = await t.request('PUT', '/notifications/preferences', {
      token: farmUser,
      body: { ...defaultAlertPreferences(), irrigationPlan: true },
    });
    expect(chosen.status, chosen.body.message).toBe(200);
    expect(chosen.body.data.preferences.irrigationPlan).toBe(true);
    const mails = async () =>
      (
        await db().selectFrom('outbox').select(['subject', 'text_body']).where('recipient', '=', 'farm.user@demo.tilth.farm').execute()
      ).filter((m) => m.subject.includes('irrigation plan'));
    const before = (await mails()).length;
    // North Pivot Farm is on Central time: Monday 2026-11-30 13:00 UTC is 07:00 there; Tuesday is not the day.
    const mailer = t.server.services.planner.planMailer;
    expect((await mailer.sendDue(new Date('2026-12-01T13:00:00Z'))).sent).toBe(0);
    expect((await mailer.sendDue(new Date('2026-11-30T11:00:00Z'))).sent).toBe(0); // 05:00 farm time: too early
    expect((await mailer.sendDue(new Date('2026-11-30T13:00:00Z'))).sent).toBe(1);
    expect((await mailer.sendDue(new Date('2026-11-30T14:00:00Z'))).sent).toBe(0);
    const sent = await mails();
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)!.subject).toMatch(/^Tilth irrigation plan: /);
    expect(sent.at(-1)!.text_body).toContain('/dashboard/planner');
    // Nobody else chose it.
    const others = await db().selectFrom('outbox').select('recipient').where('subject', 'like', '%irrigation plan%').execute();
    expect(new Set(others.map((o) => o.recipient))).toEqual(new Set(['farm.user@demo.tilth.farm']));
  });
});
