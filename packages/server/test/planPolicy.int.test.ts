import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProvisionedSite } from '../src/modules/sites/siteProvisioner';
import { ingestProbe, siteOn, wettingReadings } from './helpers/siteDetailFixtures';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const HOUR = 3600;
type Plan = 'None' | 'Silver' | 'Gold';
const PLANS: Plan[] = ['None', 'Silver', 'Gold'];
const SUBSCRIBE = 'Please contact your dealer to subscribe to this feature.';

/**
 * Plans as policy (issue 13, spec 001 §6, 002 §6): the site's effective plan (sites.plan) gates its
 * graph, data and premium features in the API itself, not only in the web app. A None-plan site
 * used to answer its graph calls to any signed-in user of the farm.
 */
describe.each(ENGINES)('plan-gated routes on %s', (engine) => {
  let t: TestServer;
  const sites = {} as Record<Plan, ProvisionedSite>;
  let tokens: Record<'farmUser' | 'dealerAdmin' | 'admin', string>;
  let farmId: string;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestServer(engine, { smtpUrl: null });
    const db = t.server.database.db;
    farmId = (await db.selectFrom('farms').select('id').where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow()).id;
    const start = Math.floor(Date.now() / 1000 / HOUR) * HOUR - 48 * HOUR;
    for (const plan of PLANS) {
      sites[plan] = await siteOn(db, farmId, { name: `Plan ${plan}`, plan });
      await ingestProbe(t, sites[plan], wettingReadings(start, 40, 20));
    }
    const admin = await t.signin('admin');
    adminId = admin.userId;
    tokens = {
      farmUser: (await t.signin('farm.user')).token,
      dealerAdmin: (await t.signin('dealer.admin')).token,
      admin: admin.token,
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  const graphCalls = (site: ProvisionedSite) => ({
    series: `/sites/${site.id}/series`,
    graphData: `/stem/graph-data/${site.siteId}/${site.probe.deviceId}`,
    prediction: `/stem/get-prediction-data/${site.id}`,
  });

  const expectRefused = (answer: { status: number; body: any }, label: string) => {
    expect(answer.status, label).toBe(403);
    expect(answer.body.data, label).toBeNull();
    expect(answer.body.message, label).toContain(SUBSCRIBE);
  };

  it('refuses a None-plan site’s series and prediction to the farm’s own users, without data', async () => {
    for (const token of [tokens.farmUser, tokens.dealerAdmin]) {
      const { graphData: _documented, ...own } = graphCalls(sites.None);
      for (const [name, path] of Object.entries(own)) {
        const answer = await t.request('GET', path, { token });
        expectRefused(answer, `${name} ${path}`);
        expect(answer.body.message).toContain('(None)');
      }
    }
  });

  it('answers the documented graph-data call on a None-plan site as a range without readings, with the plan’s message', async () => {
    // Scripts written for the documented API walk every site and stop at the first error (issue 27).
    for (const token of [tokens.farmUser, tokens.dealerAdmin]) {
      const answer = await t.request('GET', graphCalls(sites.None).graphData, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toContain('(None)');
      expect(answer.body.message).toContain(SUBSCRIBE);
      for (const series of Object.values(answer.body.data.graph) as { absolute: unknown[] }[]) expect(series.absolute).toEqual([]);
    }
    const admin = await t.request('GET', graphCalls(sites.None).graphData, { token: tokens.admin });
    expect(admin.body.message).toBe('Data populated successfully');
    expect(admin.body.data.graph.moisture.absolute.length).toBeGreaterThan(0);
  });

  it('serves every plan’s graph to the provider’s admin', async () => {
    for (const plan of PLANS) {
      for (const [name, path] of Object.entries(graphCalls(sites[plan]))) {
        expect((await t.request('GET', path, { token: tokens.admin })).status, `${plan} ${name}`).toBe(200);
      }
    }
  });

  it('serves the graph on Silver without the Gold features: prediction, GDD envelope, GDD in graph-data', async () => {
    const token = tokens.farmUser;
    const silver = graphCalls(sites.Silver);
    expect((await t.request('GET', silver.series, { token })).status).toBe(200);
    const graphData = await t.request('GET', silver.graphData, { token });
    expect(graphData.status).toBe(200);
    expect(graphData.body.data.graph.gddEnvelope).toMatchObject({ absolute: [], stageData: [] });
    expectRefused(await t.request('GET', silver.prediction, { token }), 'Silver prediction');
    expectRefused(await t.request('GET', `/stem/gdd-envelope/${sites.Silver.id}`, { token }), 'Silver GDD');
    expectRefused(
      await t.request('POST', '/stem/recompute/gdd-envelope', { token, body: [{ siteId: sites.Silver.id }] }),
      'Silver GDD recompute',
    );
    for (const side of ['get-rain-fall-data', 'get-irrigation-data', 'wp-s3-data', 'root-activity', 'ra']) {
      expect((await t.request('GET', `/stem/${side}/${sites.Silver.id}`, { token })).status, side).toBe(200);
    }

    const gold = graphCalls(sites.Gold);
    for (const path of Object.values(gold)) expect((await t.request('GET', path, { token })).status, path).toBe(200);
    expect((await t.request('GET', gold.graphData, { token })).body.data.graph.gddEnvelope.absolute.length).toBeGreaterThan(0);
    expect((await t.request('GET', `/stem/gdd-envelope/${sites.Gold.id}`, { token })).status).toBe(200);
  });

  it('refuses the graph’s side calls on a None site', async () => {
    for (const side of ['get-rain-fall-data', 'get-irrigation-data', 'wp-s3-data', 'root-activity', 'ra', 'gdd-envelope']) {
      expectRefused(await t.request('GET', `/stem/${side}/${sites.None.id}`, { token: tokens.farmUser }), side);
    }
  });

  it('keeps Delete Data to its roles and adds the plan: dealer_admin not on None, tilth_admin everywhere', async () => {
    const range = '?fromDate=2026-07-01T00:00:00Z&toDate=2026-07-01T02:00:00Z';
    const hide = (site: ProvisionedSite, token: string) =>
      t.request('DELETE', `/stem/graph-data/${site.id}/${site.probe.deviceId}${range}`, { token });
    expectRefused(await hide(sites.None, tokens.dealerAdmin), 'dealer_admin on None');
    expect((await hide(sites.Silver, tokens.dealerAdmin)).status).toBe(200);
    expect((await hide(sites.None, tokens.admin)).status).toBe(200);
    expect((await hide(sites.Gold, tokens.farmUser)).status).toBe(403);
  });

  it('keeps a None site’s per-depth buckets out of the documented site calls, for all but the provider’s admin', async () => {
    // Spec 001 §2.4, §6: the card hides a None site's detail; the API served it (issue 27).
    const bucketsOf = async (plan: Plan, token: string) => {
      const id = sites[plan].id;
      const farmList = await t.request('GET', `/site/farm/${farmId}?twigDetails=true`, { token });
      const answers = {
        bucketDetails: (await t.request('GET', `/stem/${id}/bucket-details`, { token })).body.data,
        site: (await t.request('GET', `/site/${id}?twigDetails=true`, { token })).body.data.bucketDetails,
        farmSites: farmList.body.data.find((doc: { objectId: string }) => doc.objectId === id).bucketDetails,
      };
      return Object.entries(answers);
    };
    for (const token of [tokens.farmUser, tokens.dealerAdmin]) {
      for (const [call, buckets] of await bucketsOf('None', token)) {
        expect(buckets, call).toMatchObject({ bucketDictionary: {}, localBucketDictionary: {} });
        expect(Object.keys(buckets.bucketDictionary), call).toEqual([]);
        // The card header's root-zone figures stay: each total series is its total alone.
        expect(buckets.totalDictionary.percentageFilled, call).toEqual([{ total: expect.any(Number) }]);
        expect(buckets.totalDictionary.raw, call).toHaveLength(1);
        expect(JSON.stringify(buckets), call).not.toMatch(/awValue|rawValue|"RP":\d/);
      }
      for (const plan of ['Silver', 'Gold'] as const) {
        for (const [call, buckets] of await bucketsOf(plan, token)) {
          expect(buckets.bucketDictionary['0'], `${plan} ${call}`).toMatchObject({ percentageFilled: expect.any(Number), RP: 60 });
        }
      }
    }
    for (const [call, buckets] of await bucketsOf('None', tokens.admin)) {
      expect(Object.keys(buckets.bucketDictionary), call).toHaveLength(sites.None.probe.depths.length);
      expect(buckets.totalDictionary.percentageFilled.length, call).toBeGreaterThan(1);
    }
  });

  it('leaves the series out of a None site’s thumbnail and keeps the others', async () => {
    const answer = await t.request('POST', '/stem/graph-datas', {
      token: tokens.farmUser,
      body: { sites: PLANS.map((plan) => ({ siteId: sites[plan].id })) },
    });
    expect(answer.status).toBe(200);
    const [none, silver, gold] = answer.body.data.sites;
    expect(none).toMatchObject({ allowed: false, ts: [], aw: [] });
    expect(silver.allowed).toBe(true);
    expect(gold.allowed).toBe(true);
    expect(gold.ts.length).toBeGreaterThan(0);
  });

  it('tells the web app, in the site header, what the policy allows on the site', async () => {
    const header = async (plan: Plan, token: string) => (await t.request('GET', `/site/${sites[plan].id}/header`, { token })).body.data;
    expect(await header('None', tokens.farmUser)).toMatchObject({ canOpenGraph: false, allowedActions: [] });
    const planner = ['irrigation:recommend', 'irrigation:log'];
    expect(await header('Silver', tokens.farmUser)).toMatchObject({ canOpenGraph: true, allowedActions: ['graph:read', ...planner] });
    expect((await header('Gold', tokens.farmUser)).allowedActions).toEqual([
      'graph:read',
      'graph:download',
      'graph:prediction',
      'graph:stages',
      'graph:gdd',
      ...planner,
      'waterAccount:read',
    ]);
    expect((await header('Silver', tokens.dealerAdmin)).allowedActions).toEqual(['graph:read', 'graphData:delete', ...planner]);
    expect((await header('None', tokens.admin)).allowedActions).toHaveLength(9);
  });

  it('follows the effective plan: a pending change counts only once applied to the site', async () => {
    const db = t.server.database.db;
    const site = await siteOn(db, farmId, { name: 'Plan Moving', plan: 'Gold' });
    const path = `/sites/${site.id}/series`;
    await db
      .insertInto('site_plan_changes')
      .values({
        site_id: site.id,
        old_plan: 'Gold',
        new_plan: 'None',
        effective_day: '2099-01-01',
        requested_by: adminId,
        requested_at: new Date().toISOString(),
      })
      .execute();
    expect((await t.request('GET', path, { token: tokens.farmUser })).status).toBe(200);
    // What the activation job does at the farm's midnight.
    await db.updateTable('sites').set({ plan: 'None' }).where('id', '=', site.id).execute();
    expectRefused(await t.request('GET', path, { token: tokens.farmUser }), 'after the change applies');
  });
});
