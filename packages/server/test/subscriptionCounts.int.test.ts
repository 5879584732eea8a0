import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

type Summary = { gold: number; silver: number; none: number };
type DealerLine = { dealerName: string; goldCount: number; silverCount: number; noneCount: number };
type DealerSites = { dealerName: string; sites: { objectId: string }[] };
type HistoryFarm = { sites: { objectId: string }[] };

/**
 * Issue 27 item 7: Subscription History summed to 40 demo sites (21 Gold, 13 Silver, 6 None) and
 * Dealer Summary to 38 (20/13/5): the dealer tabs left out extracted sites. An extracted site keeps its
 * plan (it is listed on Subscription History, where its plan is changed), so both tabs count it.
 */
describe.each(ENGINES)('subscription screens count the same sites on the demo data (%s)', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { demo: { sites: true, historyDays: 1, live: false, intervalSeconds: 900, timeScale: 1 } });
  });
  afterAll(async () => t?.close());

  for (const login of ['admin', 'distributor.admin']) {
    it(`Subscription History and Dealer Summary agree plan by plan for ${login}, extracted sites included`, async () => {
      const { token, userId } = await t.signin(login);
      const history = await t.request('GET', `/user/${userId}/subscription-history?limit=1000`, { token });
      expect(history.status).toBe(200);
      const summary = history.body.data.summary as Summary;
      const listed = (history.body.data.farms as HistoryFarm[]).flatMap((f) => f.sites.map((s) => s.objectId)).sort();

      const dealers = await t.request('GET', `/user/${userId}/dealer-summary`, { token });
      expect(dealers.status).toBe(200);
      const lines = dealers.body.data as DealerLine[];
      const sum = (key: keyof Omit<DealerLine, 'dealerName'>) => lines.reduce((n, line) => n + line[key], 0);
      expect({ gold: sum('goldCount'), silver: sum('silverCount'), none: sum('noneCount') }).toEqual(summary);

      // "Get all site details" by dealer lists those very sites.
      const bySite = await t.request('GET', `/user/${userId}/dealer-sites`, { token });
      expect(bySite.status).toBe(200);
      expect((bySite.body.data as DealerSites[]).flatMap((d) => d.sites.map((s) => s.objectId)).sort()).toEqual(listed);

      // The comparison covers the sites that used to differ: the demo's extracted ones are on both.
      if (login === 'admin') {
        const db = t.server.database.db;
        const extracted = await db.selectFrom('sites').select('id').where('extracted', '<>', 0).execute();
        expect(extracted.length).toBeGreaterThan(0);
        for (const site of extracted) expect(listed).toContain(site.id);
      }
      expect(summary.gold + summary.silver + summary.none).toBe(listed.length);
    });
  }
});
