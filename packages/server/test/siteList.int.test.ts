import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const PIN_RED_FIRST = ['red', 'yellow', 'green', 'lightBlue', 'blue', 'white', 'grey'];

describe.each(ENGINES)('farm sites page API on %s', (engine) => {
  let t: TestServer;
  let farmId: string;
  let otherFarmId: string;
  beforeAll(async () => {
    t = await startTestServer(engine, { demo: { sites: true, historyDays: 3, live: false, intervalSeconds: 900, timeScale: 1 } });
    const farms = await t.server.database.db.selectFrom('farms').select(['id', 'name']).execute();
    farmId = farms.find((f) => f.name === 'North Pivot Farm')!.id;
    otherFarmId = farms.find((f) => f.name === 'Big Bend Corn')!.id;
  });
  afterAll(async () => t?.close());

  it('lists active sites as cards, A to Z by default, with state, pin, bar and plan gating', async () => {
    const { token } = await t.signin('farm.user');
    const answer = await t.request('GET', `/farm/${farmId}/sites`, { token });
    expect(answer.status).toBe(200);
    const { sites, total, farms } = answer.body.data;
    expect(farms).toEqual([{ objectId: farmId, name: 'North Pivot Farm' }]);
    expect(total).toBe(8);
    const names = sites.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const pivot = sites.find((s: { name: string }) => s.name === 'North Pivot 1');
    expect(pivot).toMatchObject({
      status: 'ACTIVE',
      crop: 'Corn',
      planDetails: { plan: 'Gold' },
      canViewDetail: true,
      canOpenGraph: true,
      hardwareType: '40" AquaCheck(6 sensors)',
    });
    expect(pivot.twigId).toMatch(/^0x[0-9a-f]{16}$/);
    expect(pivot.foxSensor).toMatch(/^0x/);
    expect(pivot.bar.percentageFilled).toEqual(expect.any(Number));
    expect(['red', 'yellow', 'green', 'lightBlue', 'darkBlue', 'none']).toContain(pivot.bar.colour);
    expect(pivot.deficit).toEqual(expect.any(Number));
    expect(pivot.detail.depths).toEqual([4, 8, 16, 24, 32, 40]);
    expect(pivot.detail.plantImageHeight).toBe(53 + 25 * 6 + 2 * 36);
    expect(pivot.detail.rawPerDepth).toHaveLength(6);
    expect(pivot.detail.predictedWaterUse).toHaveLength(9);
    const fresh = sites.find((s: { name: string }) => s.name === 'New Pivot 7');
    expect(fresh.pin.colour).toBe('white');
    expect(fresh.lastUpdated).toBeNull();
    const silent = sites.find((s: { name: string }) => s.name === 'South Corner');
    expect(silent.planDetails.plan).toBe('None');
    expect(silent.canViewDetail).toBe(false);
    expect(silent.detail).toBeNull();
    const admin = await t.signin('admin');
    const asAdmin = await t.request('GET', `/farm/${farmId}/sites?name=South`, { token: admin.token });
    expect(asAdmin.body.data.sites[0].canViewDetail).toBe(true);
  });

  it('sorts by pin colour, red first or blue first', async () => {
    const { token } = await t.signin('farm.admin');
    const red = (await t.request('GET', `/farm/${farmId}/sites?sort=PINCLR-RED&limit=50`, { token })).body.data.sites.map(
      (s: { pin: { colour: string } }) => s.pin.colour,
    );
    const ranks = red.map((c: string) => PIN_RED_FIRST.indexOf(c));
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b));
    const blue = (await t.request('GET', `/farm/${farmId}/sites?sort=PINCLR-BLUE&limit=50`, { token })).body.data.sites.map(
      (s: { pin: { colour: string } }) => s.pin.colour,
    );
    const blueOrder = ['blue', 'lightBlue', 'green', 'yellow', 'red', 'white', 'grey'];
    const blueRanks = blue.map((c: string) => blueOrder.indexOf(c));
    expect(blueRanks).toEqual([...blueRanks].sort((a: number, b: number) => a - b));
    expect(new Set(red)).toEqual(new Set(blue));
    expect(red).toContain('white');
    const desc = (await t.request('GET', `/farm/${farmId}/sites?sort=ALPHA-DESC`, { token })).body.data.sites.map(
      (s: { name: string }) => s.name,
    );
    expect(desc[0]).toBe('Wheat Pivot');
  });

  it('pages, searches, and lists pending sites', async () => {
    const { token } = await t.signin('farm.user');
    const page = await t.request('GET', `/farm/${farmId}/sites?skip=5&limit=5`, { token });
    expect(page.body.data.sites).toHaveLength(3);
    const search = await t.request('GET', `/farm/${farmId}/sites?name=pivot%20`, { token });
    expect(search.body.data.sites.map((s: { name: string }) => s.name).sort()).toEqual([
      'New Pivot 7',
      'North Pivot 1',
      'North Pivot 2',
      'Wheat Pivot',
    ]);
    const pending = await t.request('GET', `/farm/${farmId}/sites?query=Pending`, { token });
    expect(pending.body.data.sites).toHaveLength(1);
    expect(pending.body.data.sites[0]).toMatchObject({
      name: 'West Quarter',
      status: 'PENDING',
      installByDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      foxSensor: null,
    });
    const bad = await t.request('GET', `/farm/${farmId}/sites?sort=COLOUR`, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual(['sort']);
  });

  it('pages every order as slices of the whole list, and searches names and site ids literally', async () => {
    const { token } = await t.signin('farm.admin');
    type Card = { name: string; siteId: string };
    const list = async (query: string) => (await t.request('GET', `/farm/${farmId}/sites?${query}`, { token })).body.data;
    for (const sort of ['ALPHA-ASC', 'ALPHA-DESC', 'PINCLR-RED', 'PINCLR-BLUE']) {
      const whole = await list(`sort=${sort}&limit=100`);
      const pages: Card[] = [];
      for (let skip = 0; skip < whole.total; skip += 3) {
        const page = await list(`sort=${sort}&skip=${skip}&limit=3`);
        expect(page.total).toBe(whole.total);
        pages.push(...page.sites);
      }
      expect(pages.map((c) => c.siteId)).toEqual(whole.sites.map((c: Card) => c.siteId));
    }
    const names = async (name: string) => ((await list(`name=${encodeURIComponent(name)}&limit=100`)).sites as Card[]).map((c) => c.name);
    expect((await names('NORTH pivot')).sort()).toEqual(['North Pivot 1', 'North Pivot 2']);
    // Spec 001 §5: matching ignores case and a space.
    expect((await names('northpivot')).sort()).toEqual(['North Pivot 1', 'North Pivot 2']);
    expect(await names('NorthPivot 1')).toEqual(['North Pivot 1']);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    const [first] = (await list('limit=1')).sites as Card[];
    expect(await names(first!.siteId)).toContain(first!.name);
  });

  it('answers several farms at once, and hides farms outside the caller’s subtree', async () => {
    const admin = await t.signin('admin');
    const both = await t.request('GET', `/sites?farmIds=${farmId},${otherFarmId}&limit=100`, { token: admin.token });
    expect(both.body.data.farms).toHaveLength(2);
    expect(both.body.data.total).toBeGreaterThan(12);
    const dealer = await t.signin('dealer.admin');
    expect((await t.request('GET', `/farm/${otherFarmId}/sites`, { token: dealer.token })).status).toBe(404);
    expect((await t.request('GET', `/sites?farmIds=${farmId},${otherFarmId}`, { token: dealer.token })).status).toBe(404);
    const farmUser = await t.signin('farm.user');
    expect((await t.request('GET', `/farm/${otherFarmId}/sites`, { token: farmUser.token })).status).toBe(404);
  });
});
