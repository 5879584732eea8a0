import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FARM_STATUSES, REPORTING_STATUSES, type FarmStatus } from '@tilth/domain';
import { runAlerts } from '../src/modules/notifications/alertJob';
import { ReportBuilder } from '../src/modules/fieldReport/reportBuilder';
import { SiteSummaryService } from '../src/modules/sites/siteSummaryService';
import type { WeatherService } from '../src/modules/weather/weatherService';
import { createRepositories } from '../src/repositories';
import { plantedDaysAgo } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

type Counts = { status: string; count: number }[];
type TreeNode = { name: string; type?: string; reportingStatus: Counts; children: TreeNode[]; sites?: unknown[] };
type ListFarm = { objectId: string; name: string; reportingStatus: Counts; sites?: { objectId: string; name: string; health: string }[] };

const countOf = (counts: Counts, status: string) => counts.find((c) => c.status === status)?.count ?? 0;
const farmNodes = (node: TreeNode): TreeNode[] => (node.sites ? [node] : node.children.flatMap(farmNodes));

/**
 * One farm health on the demo with its simulated sites (issue 27): a site outside its crop's
 * season needs no attention and raises no dryness alert, and the tree counts what the list counts.
 */
describe.each(ENGINES)('farm health on the demo data (%s)', (engine) => {
  let t: TestServer;
  let admin: { token: string; userId: string };
  const db = () => t.server.database.db;
  const site = (name: string) => db().selectFrom('sites').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  const setSite = (id: string, values: { health_level?: string | null; planting_date?: string }) =>
    db().updateTable('sites').set(values).where('id', '=', id).execute();
  const farms = async (query = ''): Promise<ListFarm[]> => {
    const answer = await t.request('GET', `/farm/user/${admin.userId}?limit=1000${query}`, { token: admin.token });
    expect(answer.status).toBe(200);
    return answer.body.data.farms;
  };
  const episodes = async (siteId: string) =>
    (await db().selectFrom('alert_episodes').select('kind').where('site_id', '=', siteId).execute()).map((e) => e.kind);

  beforeAll(async () => {
    t = await startTestServer(engine, { demo: { sites: true, historyDays: 4, live: false, intervalSeconds: 900, timeScale: 1 } });
    admin = await t.signin('admin');
  });
  afterAll(async () => t?.close());

  it('East Dryland, cotton planted in May and harvested, is not "Needs attention" anywhere and raises no dryness alert', async () => {
    const east = await site('East Dryland');
    expect([east.crop, east.planting_date]).toEqual(['Cotton', '2026-05-15']);
    // Its dry profile as the issue saw it: the newest derived day below the refill point.
    await setSite(east.id, { health_level: 'LOW' });
    // A control on the same farm: the same dry level with a crop growing needs attention.
    const control = await site('North Pivot 2');
    await setSite(control.id, { health_level: 'LOW', planting_date: plantedDaysAgo(30) });

    // The list (sites in code) and its counts and filter (the database's twin of the rule).
    const [north] = await farms('&name=North%20Pivot');
    const health = (name: string) => north!.sites!.find((s) => s.name === name)!.health;
    expect(health('East Dryland')).toBe('FAIR');
    expect(health('North Pivot 2')).toBe('LOW');
    const [counted] = await farms('&name=North%20Pivot&withSites=false');
    expect(counted!.reportingStatus).toEqual(north!.reportingStatus);
    const needing = await farms('&siteStatus=LOW&withSites=false');
    expect(needing.map((f) => f.name)).toContain('North Pivot Farm');

    // The card says why: the pin does not judge the moisture, the state says outside the season.
    const cards = await t.request('GET', `/farm/${east.farm_id}/sites?name=East%20Dryland`, { token: admin.token });
    const card = cards.body.data.sites[0];
    expect(card.state.outOfSeason).toBe(true);
    expect(card.pin.colour).toBe('grey');
    const controlCard = (await t.request('GET', `/farm/${east.farm_id}/sites?name=North%20Pivot%202`, { token: admin.token })).body.data
      .sites[0];
    expect(controlCard.state.outOfSeason).toBeUndefined();

    // The Farm Health Report lists only the control under Needs attention.
    const repos = createRepositories(t.server.database);
    const noWeather = { sevenDays: async () => [] } as unknown as WeatherService;
    const builder = new ReportBuilder(
      repos.farms,
      repos.sites,
      repos.devices,
      new SiteSummaryService(repos.readings),
      noWeather,
      'http://x',
    );
    const report = await builder.build([east.farm_id], new Date());
    expect(report.farms[0]!.attention.map((s) => s.name)).toEqual(['North Pivot 2']);

    // The alert evaluation: the control's dry spell is an alert, East Dryland's is not.
    await runAlerts(t.server.services.notifications.alerts, new Date());
    expect(await episodes(east.id)).not.toContain('belowRefill');
    expect(await episodes(east.id)).not.toContain('refillSoon');
    expect(await episodes(control.id)).toContain('belowRefill');

    // When the control's season ends its dry spell ends without news: no 'back above its refill point'.
    await setSite(control.id, { planting_date: plantedDaysAgo(300) });
    await runAlerts(t.server.services.notifications.alerts, new Date());
    expect(await episodes(control.id)).not.toContain('belowRefill');
    const cleared = await db()
      .selectFrom('notifications')
      .select('title')
      .where('site_id', '=', control.id)
      .where('event', '=', 'cleared')
      .execute();
    expect(cleared).toEqual([]);
    expect((await farms('&name=North%20Pivot'))[0]!.sites!.find((s) => s.name === 'North Pivot 2')!.health).toBe('FAIR');
    await setSite(control.id, { planting_date: plantedDaysAgo(30) });
  });

  it('the tree counts every farm and account as the list does, not-reporting sites included', async () => {
    const listed = new Map((await farms('&withSites=false')).map((f) => [f.objectId, f.reportingStatus]));
    const tree = await t.request('GET', `/org/view/${admin.userId}/`, { token: admin.token });
    expect(tree.status).toBe(200);
    const root = tree.body.data as TreeNode & { objectId: string };
    const leaves = farmNodes(root) as (TreeNode & { objectId: string })[];
    expect(leaves.length).toBe(listed.size);
    const treeStatuses = REPORTING_STATUSES as readonly string[];
    const total = Object.fromEntries(treeStatuses.map((s) => [s, 0]));
    for (const farm of leaves) {
      const list = listed.get(farm.objectId)!;
      for (const status of treeStatuses) {
        expect(countOf(farm.reportingStatus, status), `${farm.name} ${status}`).toBe(countOf(list, status));
        total[status]! += countOf(list, status);
      }
    }
    for (const status of treeStatuses) expect(countOf(root.reportingStatus, status), status).toBe(total[status]);
    // The demo has a site needing attention (the control above) and a disconnected one, so the sums say something.
    expect(total.LOW).toBeGreaterThanOrEqual(1);
    expect(total.NOT_CONNECTED).toBeGreaterThanOrEqual(1);
    // The list's other statuses are the ones the tree leaves out (extracted), never a site counted twice.
    expect((FARM_STATUSES as readonly FarmStatus[]).filter((s) => !treeStatuses.includes(s))).toEqual(['EXTRACTED']);
  });
});
