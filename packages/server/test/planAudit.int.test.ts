import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerSummaryLine, dealerSitesSchema, dealerSummarySchema, planAuditPageSchema, siteSubscriptionSchema } from '@tilth/domain';
import { newObjectId } from '../src/lib/ids';
import { createForeignBranch, type ForeignBranch } from './helpers/roleFixtures';
import { siteOn } from './helpers/siteDetailFixtures';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const NO_ACCESS = 'Cannot access this page - Please contact your admin to add Plans for your sites';

describe.each(ENGINES)('dealer summary, plan audit and the site subscription card on %s', (engine) => {
  let t: TestServer;
  let foreign: ForeignBranch;
  const site: Record<string, { id: string; siteId: string }> = {};
  const audit: Record<string, string> = {};
  let adminId: string;

  beforeAll(async () => {
    t = await startTestServer(engine, { smtpUrl: null });
    const db = t.server.database.db;
    foreign = await createForeignBranch(db);
    const farms = await db.selectFrom('farms').select(['id', 'name']).execute();
    const farm = (name: string) => farms.find((f) => f.name === name)!.id;
    const add = async (key: string, farmId: string, plan: 'Gold' | 'Silver' | 'None') => {
      const created = await siteOn(db, farmId, { name: `Plan ${key}`, plan });
      site[key] = { id: created.id, siteId: created.siteId };
    };
    // Heartland (North Pivot Farm, Russet Bend): 2 Gold, 1 Silver, 2 None; Valley (Big Bend Corn): 1 Silver.
    await add('hGold1', farm('North Pivot Farm'), 'Gold');
    await add('hGold2', farm('Russet Bend'), 'Gold');
    await add('hSilver', farm('North Pivot Farm'), 'Silver');
    await add('hNone1', farm('North Pivot Farm'), 'None');
    await add('hNone2', farm('Russet Bend'), 'None');
    await add('vSilver', farm('Big Bend Corn'), 'Silver');
    await add('foreign', foreign.farm, 'Gold');
    // An extracted site keeps its plan: counted and listed as Subscription History lists it (issue 27).
    await add('extracted', farm('North Pivot Farm'), 'Gold');
    await db.updateTable('sites').set({ extracted: 1 }).where('id', '=', site.extracted!.id).execute();
    // A dealer without sites whose lower-case name sorts first only when case is ignored.
    const plains = await db
      .selectFrom('organisations')
      .select(['id', 'path'])
      .where('name', '=', 'Great Plains Ag Distribution')
      .executeTakeFirstOrThrow();
    const acme = newObjectId();
    await db
      .insertInto('organisations')
      .values({
        id: acme,
        name: 'acme Ag',
        type: 'dealer',
        status: 'INVITATION_ACCEPTED',
        parent_id: plains.id,
        path: `${plains.path}/${acme}`,
        hq_address: null,
        business_email: null,
        phone: null,
        image: null,
        invited_by: null,
        invited_to_email: null,
        created_at: new Date().toISOString(),
      })
      .execute();

    adminId = (await t.signin('admin')).userId;
    const record = async (key: string, siteKey: string, oldPlan: string, currentPlan: string, at: string, by = adminId) => {
      audit[key] = newObjectId();
      await db
        .insertInto('plan_audit')
        .values({
          id: audit[key]!,
          site_id: site[siteKey]!.id,
          old_plan: oldPlan,
          current_plan: currentPlan,
          modified_by: by,
          modified_by_name: by === adminId ? 'Avery Stone' : 'Foreign Admin',
          modified_at: at,
        })
        .execute();
    };
    await record('first', 'hGold1', 'Silver', 'Gold', '2026-11-20T10:00:00.000Z');
    await record('second', 'hNone1', 'Gold', 'None', '2026-11-21T10:00:00.000Z');
    await record('third', 'vSilver', 'None', 'Silver', '2026-11-22T10:00:00.000Z');
    await record('foreign', 'foreign', 'Silver', 'Gold', '2026-11-23T10:00:00.000Z', foreign.users[0]!.id);
    await db
      .insertInto('site_plan_changes')
      .values({
        site_id: site.hSilver!.id,
        old_plan: 'Silver',
        new_plan: 'Gold',
        effective_day: '2026-11-25',
        requested_by: adminId,
        requested_at: '2026-11-24T10:00:00.000Z',
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (login: string, path: string) => {
    const { token, userId } = await t.signin(login);
    return t.request('GET', path.replace('{me}', userId), { token });
  };

  it('counts each dealer’s sites by plan, sorted by name ignoring case; the platform admin sees every dealer', async () => {
    const answer = await get('admin', '/user/{me}/dealer-summary');
    expect(answer.status).toBe(200);
    const summaries = dealerSummarySchema.array().parse(answer.body.data);
    expect(summaries.map(dealerSummaryLine)).toEqual([
      'acme Ag - 0 not subscribed, 0 silver, 0 gold',
      'Foreign dealer - 0 not subscribed, 0 silver, 1 gold',
      // The pending change (Silver → Gold from Nov 25) counts only from its day.
      'Heartland Irrigation Supply - 2 not subscribed, 1 silver, 3 gold',
      'Valley Water Partners - 0 not subscribed, 1 silver, 0 gold',
    ]);
  });

  it('never counts or lists another organisation’s dealers and sites', async () => {
    const summary = await get('distributor.user', '/user/{me}/dealer-summary');
    expect(summary.status).toBe(200);
    expect(summary.body.data.map((d: { dealerName: string }) => d.dealerName)).toEqual([
      'acme Ag',
      'Heartland Irrigation Supply',
      'Valley Water Partners',
    ]);
    expect(JSON.stringify(summary.body)).not.toContain(foreign.dealer);

    const sites = await get('distributor.admin', '/user/{me}/dealer-sites');
    expect(sites.status).toBe(200);
    const dealers = dealerSitesSchema.array().parse(sites.body.data);
    expect(dealers.map((d) => [d.dealerName, d.sites.map((s) => s.siteId)])).toEqual([
      ['acme Ag', []],
      ['Heartland Irrigation Supply', ['hGold1', 'hGold2', 'hSilver', 'hNone1', 'hNone2', 'extracted'].map((k) => site[k]!.siteId)],
      ['Valley Water Partners', [site.vSilver!.siteId]],
    ]);
    expect(dealers[1]!.sites[0]).toEqual({
      objectId: site.hGold1!.id,
      siteId: site.hGold1!.siteId,
      siteName: 'Plan hGold1',
      farmId: expect.any(String),
      farmName: 'North Pivot Farm',
      plan: 'Gold',
      status: 'ACTIVE',
    });
    expect(JSON.stringify(sites.body)).not.toContain(site.foreign!.id);
  });

  it('searches dealer names by case-insensitive substring, trimmed', async () => {
    const answer = await get('admin', `/user/{me}/dealer-summary?name=${encodeURIComponent('  WATER ')}`);
    expect(answer.body.data.map((d: { dealerName: string }) => d.dealerName)).toEqual(['Valley Water Partners']);
    expect((await get('admin', '/user/{me}/dealer-summary?name=zzz')).body.data).toEqual([]);
  });

  it('refuses the tabs to users below the provider’s direct children, and another tree’s user', async () => {
    for (const login of ['dealer.admin', 'business.user', 'farm.admin']) {
      for (const path of ['/user/{me}/dealer-summary', '/user/{me}/dealer-sites', '/subscriptions/plan-audit']) {
        const answer = await get(login, path);
        expect(answer.status, `${login} ${path}`).toBe(403);
        expect(answer.body.data).toBeNull();
      }
    }
    // The distributor names a user of the foreign branch: not found.
    const answer = await get('distributor.admin', `/user/${foreign.users[0]!.id}/dealer-summary`);
    expect(answer.status).toBe(404);
    // The provider names the dealer admin, who has no Subscription page: refused.
    const dealer = await t.signin('dealer.admin');
    const refused = await get('admin', `/user/${dealer.userId}/dealer-summary`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NO_ACCESS);
  });

  it('lists the audit newest first, searched by site ID substring, paged in SQL', async () => {
    const all = await get('admin', '/subscriptions/plan-audit');
    expect(all.status).toBe(200);
    const page = planAuditPageSchema.parse(all.body.data);
    expect(page.records.map((r) => r.id)).toEqual([audit.foreign, audit.third, audit.second, audit.first]);
    expect(page).toMatchObject({ total: 4, skip: 0, limit: 50, nextSkip: null });
    expect(page.records[1]).toEqual({
      id: audit.third,
      siteId: site.vSilver!.siteId,
      siteObjectId: site.vSilver!.id,
      oldPlan: 'None',
      currentPlan: 'Silver',
      modifiedBy: 'Avery Stone',
      modifiedById: adminId,
      modifiedAt: '2026-11-22T10:00:00.000Z',
    });

    const paged = (await get('admin', '/subscriptions/plan-audit?skip=1&limit=2')).body.data;
    expect(paged.records.map((r: { id: string }) => r.id)).toEqual([audit.third, audit.second]);
    expect(paged).toMatchObject({ total: 4, skip: 1, limit: 2, nextSkip: 3 });

    // A substring from the middle of one site ID, with spaces around it.
    const middle = site.hNone1!.siteId.slice(1);
    const searched = (await get('admin', `/subscriptions/plan-audit?siteId=${encodeURIComponent(` ${middle} `)}`)).body.data;
    expect(searched.records.map((r: { id: string }) => r.id)).toEqual([audit.second]);
    expect(searched.total).toBe(1);
    // A prefix of every site ID matches them all; a wildcard is taken literally.
    expect((await get('admin', `/subscriptions/plan-audit?siteId=${site.hGold1!.siteId.slice(0, 2)}`)).body.data.total).toBe(4);
    expect((await get('admin', '/subscriptions/plan-audit?siteId=%25')).body.data.total).toBe(0);
  });

  it('shows the distributor only its own subtree’s audit records', async () => {
    const answer = await get('distributor.user', '/subscriptions/plan-audit');
    expect(answer.status).toBe(200);
    expect(answer.body.data.records.map((r: { id: string }) => r.id)).toEqual([audit.third, audit.second, audit.first]);
    expect(answer.body.data.total).toBe(3);
    expect(JSON.stringify(answer.body)).not.toContain(foreign.users[0]!.id);
  });

  it('gives the site’s plan card to direct children of the root, Update Subscription to their admins', async () => {
    const path = `/site/${site.hSilver!.id}/subscription`;
    const expected = {
      'distributor.admin': { showCard: true, canUpdate: true },
      'distributor.user': { showCard: true, canUpdate: false },
      admin: { showCard: true, canUpdate: false },
      'dealer.admin': { showCard: false, canUpdate: false },
      'business.admin': { showCard: false, canUpdate: false },
      'farm.user': { showCard: false, canUpdate: false },
    };
    for (const [login, rules] of Object.entries(expected)) {
      const answer = await get(login, path);
      expect(answer.status, login).toBe(200);
      expect(siteSubscriptionSchema.parse(answer.body.data), login).toEqual({
        objectId: site.hSilver!.id,
        siteId: site.hSilver!.siteId,
        plan: 'Silver',
        pending: { plan: 'Gold', effectiveDay: '2026-11-25' },
        // No purchase pays for it (shop.int.test.ts fills these).
        subscriptionDetails: null,
        canCancel: false,
        ...rules,
      });
    }
    // By site ID too; no pending change.
    const bySiteId = await get('distributor.admin', `/site/${site.hNone1!.siteId}/subscription`);
    expect(bySiteId.body.data).toMatchObject({ objectId: site.hNone1!.id, plan: 'None', pending: null });
  });

  it('refuses the card of a site outside the caller’s subtree', async () => {
    for (const login of ['distributor.admin', 'dealer.admin', 'farm.user']) {
      const answer = await get(login, `/site/${site.foreign!.id}/subscription`);
      expect(answer.status, login).toBe(404);
      expect(answer.body.data).toBeNull();
    }
    // Farm users read only their own farm's sites.
    expect((await get('farm.user', `/site/${site.vSilver!.id}/subscription`)).status).toBe(404);
  });
});
