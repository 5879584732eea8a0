import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

type Node = { name: string; children?: Node[]; sites?: Record<string, unknown>[]; [key: string]: unknown };
const farms = (node: Node): Node[] => (node.sites ? [node] : (node.children ?? []).flatMap(farms));

/** The documented calls on the demo organisation with its simulated sites, field by field. */
describe.each(ENGINES)('documented API on the demo data (%s)', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { demo: { sites: true, historyDays: 4, live: false, intervalSeconds: 900, timeScale: 1 } });
  });
  afterAll(async () => t?.close());

  it('signs in the documented way and walks org view → graph data for every active demo site', async () => {
    const signin = await t.request('POST', '/user/signin', { body: { email: 'dealer.user@demo.tilth.farm', password: 'tilthdemo1' } });
    expect(signin.body).toMatchObject({
      status: 200,
      success: true,
      message: 'User logged in successfully',
      data: { role: 'dealer_user', type: 'login' },
    });
    const { sessionToken, id } = signin.body.data;

    const view = await t.request('GET', `/org/view/${id}/`, { token: sessionToken });
    expect(view.status).toBe(200);
    expect(Object.keys(view.body.data)).toEqual(
      expect.arrayContaining([
        'invitedToEmail',
        'type',
        'name',
        'status',
        'invitedBy',
        'parentId',
        'createdAt',
        'objectId',
        'reportingStatus',
        'children',
      ]),
    );
    const demoFarms = farms(view.body.data);
    expect(demoFarms.map((f) => f.name).sort()).toEqual(['Cotton Flat', 'North Pivot Farm', 'Russet Bend']);
    for (const farm of demoFarms) {
      expect(Object.keys(farm)).toEqual(
        expect.arrayContaining([
          'location',
          'createdBy',
          'physicalAddress',
          'name',
          'mailingAddress',
          'status',
          'parentId',
          'createdAt',
          'weather',
          'objectId',
          'moistureState',
          'reportingStatus',
          'moistureStateWithSites',
          'reportingStatusWithSites',
          'sites',
        ]),
      );
      expect(farm.weather).toHaveLength(7);
      for (const day of farm.weather as Record<string, unknown>[]) {
        expect(Object.keys(day)).toEqual(
          expect.arrayContaining(['weekdayName', 'weatherDesc', 'tempMaxMin', 'windDir', 'windMaxMin', 'precip', 'precipProb', 'et']),
        );
      }
    }
    const sites = demoFarms.flatMap((f) => f.sites!).filter((s) => s.status === 'ACTIVE');
    expect(sites.length).toBeGreaterThanOrEqual(12);
    const withData = [];
    const refused: string[] = [];
    for (const site of sites) {
      expect(Object.keys(site).sort()).toEqual([
        'baseStationId',
        'createdAt',
        'cropTemplate',
        'farm',
        'gId',
        'id',
        'location',
        'name',
        'notes',
        'planDetails',
        'siteId',
        'status',
        'twigId',
      ]);
      const graph = await t.request(
        'GET',
        `/stem/graph-data/${site.siteId}/${site.twigId}/?fromDate=${new Date(Date.now() - 2 * 86_400_000).toISOString()}&toDate=${new Date().toISOString()}`,
        { token: sessionToken },
      );
      expect(graph.status).toBe(200);
      // A site on no plan has no graph for anyone but the provider's admins (issue 13: the plan is
      // policy): the documented call answers it without readings, with the plan's message (issue 27).
      if ((site.planDetails as { plan: string }).plan === 'None') {
        expect(graph.body.message).toContain('(None)');
        expect(graph.body.data.graph.moisture.absolute).toEqual([]);
        refused.push(String(site.siteId));
        continue;
      }
      expect(graph.body.message).toBe('Data populated successfully');
      const { siteDetails, graph: series } = graph.body.data;
      expect(siteDetails.siteId).toBe(site.siteId);
      expect(siteDetails.twigId).toBe(site.twigId);
      expect(siteDetails.settings.hardwareType.value).toEqual(expect.any(String));
      if (series.moisture.absolute.length > 0) withData.push(site.siteId);
    }
    // Every subscribed active site but the just-installed and disconnected ones has readings of the last two days.
    expect(refused.length).toBeGreaterThan(0);
    expect(withData.length).toBeGreaterThanOrEqual(sites.length - refused.length - 2);
  });

  it('lets a client walking every site of the org view go on past the None-plan sites (issue 27)', async () => {
    // As the scripts written for the documented API do: org view, then graph data for every site,
    // stopping at the first answer that is not 200.
    const { token, userId } = await t.signin('business.user');
    const view = await t.request('GET', `/org/view/${userId}/`, { token });
    expect(view.status).toBe(200);
    const sites = farms(view.body.data).flatMap((f) => f.sites!);
    const range = `fromDate=${new Date(Date.now() - 2 * 86_400_000).toISOString()}&toDate=${new Date().toISOString()}`;
    const readingsByPlan: Record<string, number[]> = { None: [], Silver: [], Gold: [] };
    for (const site of sites) {
      const answer = await t.request('GET', `/stem/graph-data/${site.siteId}/${site.twigId}/?${range}`, { token });
      const plan = (site.planDetails as { plan: string }).plan;
      if (answer.status !== 200)
        throw new Error(`the client stops at site ${site.siteId} (${plan}): ${answer.status} ${answer.body.message}`);
      const { graph, siteDetails } = answer.body.data;
      expect(siteDetails.siteId).toBe(site.siteId);
      const count = graph.moisture.absolute.length + graph.aw.absolute.length + graph.rssi.absolute.length;
      // Pending and inactive sites have no readings whatever their plan.
      if (site.status === 'ACTIVE') readingsByPlan[plan]!.push(count);
      if (plan === 'None') {
        expect(answer.body.message).toBe(
          'The graph and its data is not part of this site’s plan (None). Please contact your dealer to subscribe to this feature.',
        );
        // Nothing the plan hides: no reading, no latest values, no forecast use, no next growth stage.
        for (const series of Object.values(graph) as { absolute: unknown[] }[]) expect(series.absolute).toEqual([]);
        expect(siteDetails.details.data.moisture.multivalue_ordered).toEqual([]);
        expect(siteDetails.details.data.rssi.value).toBeNull();
        expect(siteDetails.settings.predictedWaterUse).toEqual([]);
        expect(siteDetails.settings.dtnDetails.nextGrowthStage).toBeNull();
      } else {
        expect(answer.body.message).toBe('Data populated successfully');
      }
    }
    expect(readingsByPlan.None!.length).toBeGreaterThan(0);
    expect(readingsByPlan.None!.every((n) => n === 0)).toBe(true);
    // Every active subscribed site but the just-installed and disconnected ones has readings of the last two days.
    const subscribed = [...readingsByPlan.Silver!, ...readingsByPlan.Gold!];
    expect(subscribed.filter((n) => n > 0).length).toBeGreaterThanOrEqual(subscribed.length - 2);
    // The web app's own chart call still refuses a None site; another business's site is still not found.
    const none = sites.find((s) => (s.planDetails as { plan: string }).plan === 'None')!;
    expect((await t.request('GET', `/sites/${none.id}/series`, { token })).status).toBe(403);
    // Big Bend Corn belongs to Platte River Farms, under another dealer.
    const foreign = await t.server.database.db
      .selectFrom('sites')
      .innerJoin('farms', 'farms.id', 'sites.farm_id')
      .innerJoin('devices', 'devices.site_id', 'sites.id')
      .select(['sites.site_id', 'devices.device_id'])
      .where('farms.name', '=', 'Big Bend Corn')
      .where('devices.kind', '=', 'probe')
      .executeTakeFirstOrThrow();
    const outside = await t.request('GET', `/stem/graph-data/${foreign.site_id}/${foreign.device_id}/?${range}`, { token });
    expect(outside.status).toBe(404);
    expect(outside.body.data).toBeNull();
  });

  it('fills moisture, available water, temperature, salinity, signal and battery from the simulated probes', async () => {
    const { token, userId } = await t.signin('farm.user');
    const view = await t.request('GET', `/org/view/${userId}/`, { token });
    const farm = farms(view.body.data).find((f) => f.name === 'North Pivot Farm')!;
    const site = farm.sites!.find((s) => s.name === 'North Pivot 1')!;
    const answer = await t.request('GET', `/stem/graph-data/${site.siteId}/${site.twigId}`, { token });
    const { graph } = answer.body.data;
    const newest = graph.moisture.absolute[0];
    expect(Object.keys(newest).sort()).toEqual(['0', '1', '2', '3', '4', '5', 'xValue']);
    for (const d of ['0', '1', '2', '3', '4', '5']) expect(newest[d]).toBeGreaterThan(0);
    expect(graph.aw.absolute[0].total).toEqual(expect.any(Number));
    expect(graph.temp_f.absolute[0]['0']).toBeGreaterThan(-20);
    expect(graph.salinity.absolute[0]['0']).toBeGreaterThanOrEqual(0);
    expect(graph.rssi.absolute[0].yValue).toBeLessThan(0);
    expect(graph.v_bandgap.absolute[0].yValue).toBeGreaterThan(2);
    expect(graph.volwatcont_local.absolute[0].deepSensor1).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(newest.xValue)).toBeLessThan(3600_000);
  });
});
