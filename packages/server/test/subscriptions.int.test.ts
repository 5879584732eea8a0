import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HARDWARE_TYPES, localMidnight, matchesSiteSearch, planEffectiveDay, type SubscriptionHistory } from '@tilth/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { provisionSite } from '../src/modules/sites/siteProvisioner';
import { demoOrganisations } from '../src/seed/demoData';
import { addFarm } from './helpers/farmSites';
import { createForeignBranch, type ForeignBranch } from './helpers/roleFixtures';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const orgName = (key: string) => demoOrganisations.find((o) => o.key === key)!.name;
const TZ = 'America/Los_Angeles';
type Session = { token: string; userId: string };

async function site(
  db: Kysely<Database>,
  farmId: string,
  siteId: string,
  name: string,
  plan: 'Gold' | 'Silver' | 'None',
  status = 'ACTIVE',
) {
  const made = await provisionSite(db, {
    farmId,
    siteId,
    name,
    status: status as 'ACTIVE',
    latitude: 36.6,
    longitude: -119.5,
    plan,
    hardware: HARDWARE_TYPES[0]!,
    crop: 'Corn',
    plantingDate: '2026-05-01',
    soilType: 'Loam',
    irrigationType: 'Center Pivot',
    installByDate: null,
    rootDepthIn: 36,
    localSensor: false,
  });
  return made.id;
}

describe.each(ENGINES)('subscription history and plan changes on %s', (engine) => {
  let t: TestServer;
  let db: Kysely<Database>;
  let foreign: ForeignBranch;
  let foreignSite: string;
  const ids = new Map<string, string>();
  const sessions = new Map<string, Session>();
  const as = (login: string) => sessions.get(login)!;
  const history = async (login: string, query: string, userId = as(login).userId) =>
    t.request<SubscriptionHistory>('GET', `/user/${userId}/subscription-history?${query}`, { token: as(login).token });
  const siteIds = (answer: { body: { data: SubscriptionHistory } }) => answer.body.data.farms.flatMap((f) => f.sites.map((s) => s.siteId));
  const save = (login: string, body: unknown) => t.request('POST', '/subscriptions/plan-changes', { token: as(login).token, body });
  const planOf = async (id: string) => (await db.selectFrom('sites').select('plan').where('id', '=', id).executeTakeFirstOrThrow()).plan;
  const pendingOf = (id: string) => db.selectFrom('site_plan_changes').selectAll().where('site_id', '=', id).executeTakeFirst();
  const auditOf = (id: string) => db.selectFrom('plan_audit').selectAll().where('site_id', '=', id).orderBy('modified_at').execute();

  beforeAll(async () => {
    t = await startTestServer(engine);
    db = t.server.database.db;
    foreign = await createForeignBranch(db);
    for (const login of ['admin', 'distributor.admin', 'distributor.user', 'dealer.admin', 'farm.admin'])
      sessions.set(login, await t.signin(login));
    const at = '2020-01-01T00:00:00.000Z';
    await addFarm(db, 'Zq Empty', orgName('greenacres'), at);
    const farm = await addFarm(db, 'Zq Orchard', orgName('sanjoaquin'), at, { latitude: 36.6, longitude: -119.5, timeZone: TZ });
    ids.set('77101', await site(db, farm, '77101', 'North Block', 'Gold'));
    ids.set('77102', await site(db, farm, '77102', 'South Block', 'Silver'));
    ids.set('77103', await site(db, farm, '77103', 'Almond Row', 'None', 'INACTIVE'));
    ids.set('77104', await site(db, farm, '77104', 'Pistachio 101', 'None', 'PENDING'));
    ids.set('77105', await site(db, farm, '77105', 'Walnut East', 'Gold'));
    foreignSite = await site(db, foreign.farm, '88001', 'Foreign Block', 'Gold');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('groups the subtree’s sites by farm with the summary, listing farms without sites', async () => {
    const answer = await history('distributor.admin', 'farmSearch=zq%20%20');
    expect(answer.status).toBe(200);
    const { farms, summary, farmCount } = answer.body.data;
    expect(farms.map((f) => f.name)).toEqual(['Zq Empty', 'Zq Orchard']);
    expect(farms[0]!.sites).toEqual([]);
    expect(farms[1]!.sites.map((s) => [s.siteId, s.plan, s.status, s.dealerName])).toEqual([
      ['77101', 'Gold', 'ACTIVE', 'Valley Water Partners'],
      ['77102', 'Silver', 'ACTIVE', 'Valley Water Partners'],
      ['77103', 'None', 'INACTIVE', 'Valley Water Partners'],
      ['77104', 'None', 'PENDING', 'Valley Water Partners'],
      ['77105', 'Gold', 'ACTIVE', 'Valley Water Partners'],
    ]);
    expect(summary).toEqual({ gold: 2, silver: 1, none: 2 });
    expect(farmCount).toBeGreaterThan(2);
  });

  it('applies the search rules of spec 002 §5 exactly as the domain states them, hiding farms without matches', async () => {
    const all = (await history('distributor.admin', 'farmSearch=Zq%20Orchard')).body.data.farms[0]!.sites;
    for (const search of ['771', '101', 'block', 'BLOCK  ', 'pistachio', 'valley water', 'heartland', '77103, walnut', '7710', 'x']) {
      const answer = await history('distributor.admin', `farmSearch=zq&siteSearch=${encodeURIComponent(search)}`);
      const expected = all.filter((s) => matchesSiteSearch(s, search)).map((s) => s.siteId);
      expect(siteIds(answer), search).toEqual(expected);
      expect(
        answer.body.data.farms.map((f) => f.name),
        search,
      ).toEqual(expected.length ? ['Zq Orchard'] : []);
    }
    // Site IDs match by prefix only: '101' finds 'Pistachio 101' by name, not 77101.
    expect(siteIds(await history('distributor.admin', 'farmSearch=zq&siteSearch=101'))).toEqual(['77104']);
  });

  it('filters by plan and active state, with the summary over the matches', async () => {
    const gold = await history('distributor.admin', 'farmSearch=zq&plans=Gold');
    expect(siteIds(gold)).toEqual(['77101', '77105']);
    expect(gold.body.data.summary).toEqual({ gold: 2, silver: 0, none: 0 });
    expect(siteIds(await history('distributor.admin', 'farmSearch=zq&active=inactive'))).toEqual(['77103', '77104']);
    expect(siteIds(await history('distributor.admin', 'farmSearch=zq&active=active&plans=Silver,None'))).toEqual(['77102']);
    expect(siteIds(await history('distributor.admin', 'farmSearch=zq&plans='))).toEqual([]);
    expect((await history('distributor.admin', 'plans=Platinum')).status).toBe(400);
  });

  it('pages in SQL: rows are sites plus farms without sites', async () => {
    const first = await history('distributor.admin', 'farmSearch=zq&limit=3');
    expect(first.body.data).toMatchObject({ total: 6, skip: 0, limit: 3, nextSkip: 3 });
    expect(first.body.data.farms.map((f) => [f.name, f.sites.length])).toEqual([
      ['Zq Empty', 0],
      ['Zq Orchard', 2],
    ]);
    const second = await history('distributor.admin', 'farmSearch=zq&limit=3&skip=3');
    expect(siteIds(second)).toEqual(['77103', '77104', '77105']);
    expect(second.body.data.nextSkip).toBeNull();
  });

  it('is for the platform admin and the users directly under the provider, within their subtree', async () => {
    expect((await history('distributor.user', 'farmSearch=zq')).status).toBe(200);
    expect(siteIds(await history('admin', 'siteSearch=88001'))).toEqual(['88001']);
    expect(siteIds(await history('distributor.admin', 'siteSearch=88001'))).toEqual([]);
    const refused = await history('dealer.admin', '');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Cannot access this page - Please contact your admin to add Plans for your sites');
    expect((await history('farm.admin', '')).status).toBe(403);
    // Another branch's user is not the caller's to look at.
    expect([403, 404]).toContain((await history('distributor.admin', '', foreign.users[0]!.id)).status);
  });

  it('saves changes as pending for the farm’s next day with an audit row each; the old plan holds', async () => {
    const before = Date.now();
    const answer = await save('distributor.admin', [
      { siteId: ids.get('77101'), oldPlan: 'Gold', currentPlan: 'None' },
      { siteId: ids.get('77102'), oldPlan: 'Silver', currentPlan: 'Gold' },
      { siteId: ids.get('77103'), oldPlan: 'None', currentPlan: 'Silver' },
      { siteId: ids.get('77105'), oldPlan: 'Gold', currentPlan: 'Gold' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.title).toBe('Subscription Activation In Progress');
    expect(answer.body.data.message).toBe('Changes in the subscribed plan for the sites will be activated tomorrow');
    const day = planEffectiveDay(before, TZ);
    expect(answer.body.data.pending).toHaveLength(3);
    for (const [siteId, plan] of [
      ['77101', 'None'],
      ['77102', 'Gold'],
      ['77103', 'Silver'],
    ] as const) {
      expect(await pendingOf(ids.get(siteId)!)).toMatchObject({ new_plan: plan, effective_day: day });
      const audit = await auditOf(ids.get(siteId)!);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ current_plan: plan, modified_by: as('distributor.admin').userId, modified_by_name: 'Marcus Bell' });
    }
    expect(await pendingOf(ids.get('77105')!)).toBeUndefined();
    expect(await auditOf(ids.get('77105')!)).toEqual([]);
    expect(await planOf(ids.get('77101')!)).toBe('Gold');
    const listed = (await history('distributor.admin', 'farmSearch=zq&siteSearch=77101')).body.data.farms[0]!.sites[0]!;
    expect(listed).toMatchObject({ plan: 'Gold', pending: { plan: 'None', effectiveDay: day } });
  });

  it('refuses a stale oldPlan with 409 and a foreign site with 404, writing nothing', async () => {
    const auditRows = async () => (await db.selectFrom('plan_audit').select('id').execute()).length;
    const rows = await auditRows();
    // 77102 now waits for Gold: its oldPlan is Gold, no longer Silver.
    const stale = await save('distributor.admin', [
      { siteId: ids.get('77104'), oldPlan: 'None', currentPlan: 'Gold' },
      { siteId: ids.get('77102'), oldPlan: 'Silver', currentPlan: 'None' },
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('77102');
    const crossTenant = await save('distributor.admin', [
      { siteId: ids.get('77104'), oldPlan: 'None', currentPlan: 'Gold' },
      { siteId: foreignSite, oldPlan: 'Gold', currentPlan: 'None' },
    ]);
    expect(crossTenant.status).toBe(404);
    expect(crossTenant.body.data).toBeNull();
    expect(await pendingOf(ids.get('77104')!)).toBeUndefined();
    expect(await pendingOf(foreignSite)).toBeUndefined();
    expect(await auditRows()).toBe(rows);
    expect((await save('distributor.user', [{ siteId: ids.get('77104'), oldPlan: 'None', currentPlan: 'Gold' }])).status).toBe(403);
    expect((await save('dealer.admin', [{ siteId: ids.get('77104'), oldPlan: 'None', currentPlan: 'Gold' }])).status).toBe(403);
  });

  it('leaves neither the pending change nor the audit row when the audit write fails', async () => {
    const repository = t.server.services.repos.subscriptions;
    const failing = vi.spyOn(repository, 'insertAudit').mockRejectedValueOnce(new Error('disk full'));
    try {
      const answer = await save('distributor.admin', [{ siteId: ids.get('77104'), oldPlan: 'None', currentPlan: 'Gold' }]);
      expect(answer.status).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await pendingOf(ids.get('77104')!)).toBeUndefined();
    expect(await auditOf(ids.get('77104')!)).toEqual([]);
  });

  it('answers the subscription comments of a site and of the sites just saved', async () => {
    const comments = await t.request('GET', `/site/subscription-comments/${ids.get('77102')}`, { token: as('distributor.admin').token });
    expect(comments.status).toBe(200);
    expect(comments.body.data).toMatchObject({
      siteId: '77102',
      plan: 'Silver',
      pending: { oldPlan: 'Silver', newPlan: 'Gold', requestedBy: 'Marcus Bell' },
    });
    expect(comments.body.data.comment).toContain('Gold from then');
    const batch = await t.request('POST', '/subscriptions/activate-comments', {
      token: as('admin').token,
      body: { siteIds: [ids.get('77101'), ids.get('77105')] },
    });
    expect(batch.body.data.title).toBe('Subscription Activation In Progress');
    expect(batch.body.data.sites.map((s: { pending: unknown }) => s.pending !== null)).toEqual([true, false]);
    const foreignComments = await t.request('GET', `/site/subscription-comments/${foreignSite}`, { token: as('distributor.admin').token });
    expect(foreignComments.status).toBe(404);
  });

  it('activates a pending change at the farm’s local midnight, not before', async () => {
    const pending = (await pendingOf(ids.get('77101')!))!;
    const midnight = localMidnight(pending.effective_day, TZ);
    const activation = t.server.services.subscriptions.planActivation;
    expect(await activation.applyDue(new Date(midnight - 60_000))).toBe(0);
    expect(await planOf(ids.get('77101')!)).toBe('Gold');
    expect(await activation.applyDue(new Date(midnight + 60_000))).toBeGreaterThanOrEqual(3);
    expect(await planOf(ids.get('77101')!)).toBe('None');
    expect(await planOf(ids.get('77102')!)).toBe('Gold');
    expect(await planOf(ids.get('77103')!)).toBe('Silver');
    expect(await pendingOf(ids.get('77101')!)).toBeUndefined();
    // Applied once: a second run finds nothing.
    expect(await activation.applyDue(new Date(midnight + 120_000))).toBe(0);
    // The site's changelog has the request and the change, each once, in the name of who asked.
    const log = await db.selectFrom('site_changelog').selectAll().where('site_id', '=', ids.get('77101')!).orderBy('created_at').execute();
    expect(log.map((r) => [r.field, r.old_value, r.new_value])).toEqual([
      ['pendingPlan', 'Gold', 'None'],
      ['plan', 'Gold', 'None'],
    ]);
    expect(new Set(log.map((r) => r.user_id)).size).toBe(1);
    const listed = (await history('distributor.admin', 'farmSearch=zq&siteSearch=77101')).body.data.farms[0]!.sites[0]!;
    expect(listed).toMatchObject({ plan: 'None', pending: null });
  });

  it('cancels a pending change when the current plan is chosen again (audited)', async () => {
    const id = ids.get('77105')!;
    expect((await save('admin', [{ siteId: id, oldPlan: 'Gold', currentPlan: 'Silver' }])).status).toBe(200);
    expect(await pendingOf(id)).toBeDefined();
    expect((await save('admin', [{ siteId: id, oldPlan: 'Silver', currentPlan: 'Gold' }])).status).toBe(200);
    expect(await pendingOf(id)).toBeUndefined();
    expect((await auditOf(id)).map((a) => [a.old_plan, a.current_plan])).toEqual([
      ['Gold', 'Silver'],
      ['Silver', 'Gold'],
    ]);
  });

  it('switches a site inactive and active again within the caller’s subtree', async () => {
    const id = ids.get('77102')!;
    // The dealer admin services Heartland's sites; this one is Valley's.
    expect((await t.request('POST', `/site/${id}/deactivate`, { token: as('dealer.admin').token })).status).toBe(404);
    const off = await t.request('POST', `/site/${id}/deactivate`, { token: as('distributor.admin').token });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ objectId: id, siteId: '77102', status: 'INACTIVE' });
    expect(siteIds(await history('distributor.admin', 'farmSearch=zq&active=inactive'))).toContain('77102');
    const on = await t.request('POST', `/site/${id}/activate`, { token: as('distributor.admin').token });
    expect(on.body.data.status).toBe('ACTIVE');
    expect((await t.request('POST', `/site/${id}/deactivate`, { token: as('distributor.user').token })).status).toBe(403);
    const foreignOff = await t.request('POST', `/site/${foreignSite}/deactivate`, { token: as('distributor.admin').token });
    expect(foreignOff.status).toBe(404);
    expect((await db.selectFrom('sites').select('status').where('id', '=', foreignSite).executeTakeFirstOrThrow()).status).toBe('ACTIVE');
    const log = await db
      .selectFrom('site_changelog')
      .selectAll()
      .where('site_id', '=', id)
      .where('field', '=', 'status')
      .orderBy('created_at')
      .execute();
    expect(log.map((r) => [r.old_value, r.new_value])).toEqual([
      ['ACTIVE', 'INACTIVE'],
      ['INACTIVE', 'ACTIVE'],
    ]);
  });
});
