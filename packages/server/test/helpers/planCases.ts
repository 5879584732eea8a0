import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { Call, RouteCase } from './routeCase';
import type { RoleName } from './roleFixtures';
import { siteOn } from './siteDetailFixtures';

type Plan = 'None' | 'Silver' | 'Gold';
const PLANS: Plan[] = ['None', 'Silver', 'Gold'];

/** The policy's plan rules (spec 001 §6, 002 §6), written out for the loop to check every route against. */
const graph = (plan: Plan) => (role: RoleName) => role === 'tilth_admin' || plan !== 'None';
const gold = (plan: Plan) => (role: RoleName) => role === 'tilth_admin' || plan === 'Gold';
/** The documented graph-data call answers on every plan: without the graph's, as a range without readings (issue 27). */
const everyPlan = () => () => true;
const deleteData = (plan: Plan) => (role: RoleName) => role === 'tilth_admin' || (role === 'dealer_admin' && plan !== 'None');

// Per test database (the loop runs once per engine), by farm and plan: a site with its probe.
const planSites = new Map<string, { id: string; twig: string }>();
async function planSite(db: Kysely<Database>, farmId: string, plan: Plan) {
  const key = `${farmId}|${plan}`;
  let site = planSites.get(key);
  if (!site) {
    const made = await siteOn(db, farmId, { name: `Loop ${plan} Site ${farmId}`, plan });
    planSites.set(key, (site = { id: made.id, twig: made.probe.deviceId }));
  }
  return site;
}

type SiteCall = (site: { id: string; twig: string }) => Call;
const RANGE = '?fromDate=2026-07-01T00:00:00Z&toDate=2026-07-01T02:00:00Z';

/** Every plan-gated route with the rule that gates it. */
const GATED: { route: string; rule: (plan: Plan) => (role: RoleName) => boolean; call: SiteCall }[] = [
  { route: 'GET /sites/{siteId}/series', rule: graph, call: (s) => ({ method: 'GET', path: `/sites/${s.id}/series` }) },
  {
    route: 'GET /stem/graph-data/{siteId}/{deviceId}',
    rule: everyPlan,
    call: (s) => ({ method: 'GET', path: `/stem/graph-data/${s.id}/${s.twig}` }),
  },
  { route: 'GET /stem/get-rain-fall-data/{id}', rule: graph, call: (s) => ({ method: 'GET', path: `/stem/get-rain-fall-data/${s.id}` }) },
  { route: 'GET /stem/get-irrigation-data/{id}', rule: graph, call: (s) => ({ method: 'GET', path: `/stem/get-irrigation-data/${s.id}` }) },
  { route: 'GET /stem/wp-s3-data/{id}', rule: graph, call: (s) => ({ method: 'GET', path: `/stem/wp-s3-data/${s.id}` }) },
  {
    route: 'PUT /stem/wp-s3-data/{id}',
    rule: graph,
    call: (s) => ({
      method: 'PUT',
      path: `/stem/wp-s3-data/${s.id}`,
      body: { entries: [{ date: '2026-07-01', waterPercolationManual: 0 }] },
    }),
  },
  { route: 'GET /stem/root-activity/{id}', rule: graph, call: (s) => ({ method: 'GET', path: `/stem/root-activity/${s.id}` }) },
  { route: 'GET /stem/ra/{id}', rule: graph, call: (s) => ({ method: 'GET', path: `/stem/ra/${s.id}` }) },
  {
    route: 'PUT /stem/ra/{id}',
    rule: graph,
    call: (s) => ({ method: 'PUT', path: `/stem/ra/${s.id}`, body: { entries: [{ sensorId: '0', dateOfFirstRAManual: '2026-06-01' }] } }),
  },
  { route: 'GET /stem/get-prediction-data/{id}', rule: gold, call: (s) => ({ method: 'GET', path: `/stem/get-prediction-data/${s.id}` }) },
  { route: 'GET /stem/gdd-envelope/{siteId}', rule: gold, call: (s) => ({ method: 'GET', path: `/stem/gdd-envelope/${s.id}` }) },
  {
    route: 'GET /stem/gdd-envelope/{siteId}/{growthId}',
    rule: gold,
    call: (s) => ({ method: 'GET', path: `/stem/gdd-envelope/${s.id}/none` }),
  },
  {
    route: 'POST /stem/recompute/gdd-envelope',
    rule: gold,
    call: (s) => ({ method: 'POST', path: '/stem/recompute/gdd-envelope', body: [{ siteId: s.id }] }),
  },
  {
    route: 'DELETE /stem/graph-data/{siteId}/{twigId}',
    rule: deleteData,
    call: (s) => ({ method: 'DELETE', path: `/stem/graph-data/${s.id}/${s.twig}${RANGE}` }),
  },
  {
    route: 'DELETE /stem/phant-data/{siteId}/{twigId}',
    rule: deleteData,
    call: (s) => ({ method: 'DELETE', path: `/stem/phant-data/${s.id}/${s.twig}${RANGE}` }),
  },
];

/**
 * The role loop's plan cases (issue 13): None, Silver and Gold × every role × every plan-gated
 * route, on a site of that plan in the caller's farm; the same plan's site on the foreign farm is
 * refused to everyone whose subtree it is not in.
 */
export function planCases(): RouteCase[] {
  return PLANS.flatMap((plan) =>
    GATED.map(({ route, rule, call }): RouteCase => ({
      route,
      label: `${route} on a ${plan} site`,
      allowed: rule(plan),
      inside: async (c, db) => {
        if (c.foreign) await planSite(db, c.foreign.farm, plan);
        return call(await planSite(db, c.farmId, plan));
      },
      outside: (c) => [call(planSites.get(`${c.foreign!.farm}|${plan}`)!)],
    })),
  );
}
