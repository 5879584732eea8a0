import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite, readingsFrom } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

type Node = { name: string; type?: string; children?: Node[]; [key: string]: unknown };
const find = (node: Node, name: string): Node | undefined =>
  node.name === name ? node : node.children?.map((c) => find(c, name)).find(Boolean);

describe.each(ENGINES)('documented org view with sites and weather on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;

  beforeAll(async () => {
    t = await startTestServer(engine);
    site = await createTestSite(t, { localSensor: false });
    const now = Math.floor(Date.now() / 1000 / 900) * 900;
    // Dry profile: 20 % VWC against FC 50 / PWP 10 is 25 % filled, below the refill point.
    const readings = readingsFrom(now - 8 * 900, 8).map((r) => ({
      ...r,
      moisture: r.moisture.map(() => 20),
      salinity: r.salinity.map(() => 0.4),
    }));
    await t.request('POST', '/ingest/v1/readings', {
      body: { devices: [{ deviceId: site.probe.deviceId, readings }] },
      headers: { authorization: `Bearer ${site.key}` },
    });
  });
  afterAll(async () => t?.close());

  it('answers farms with their sites, state counts and 7-day weather', async () => {
    const { token, userId } = await t.signin('dealer.user');
    const answer = await t.request('GET', `/org/view/${userId}/`, { token });
    expect(answer.status).toBe(200);
    const farm = find(answer.body.data, 'North Pivot Farm')!;
    expect(farm).toBeDefined();
    const sites = farm.sites as Record<string, unknown>[];
    expect(sites).toHaveLength(1);
    expect(sites[0]).toEqual({
      location: { __type: 'GeoPoint', latitude: 34.2, longitude: -101.7 },
      gId: expect.stringMatching(/^[23456789CFGHJMPQRVWX]{8}\+[23456789CFGHJMPQRVWX]{3}$/),
      siteId: site.siteId,
      status: 'ACTIVE',
      notes: '',
      farm: { objectId: farm.objectId },
      createdAt: expect.any(String),
      baseStationId: site.baseStationDeviceId,
      twigId: site.probe.deviceId,
      cropTemplate: null,
      planDetails: { plan: 'Gold' },
      name: 'Test Pivot',
      id: site.id,
    });
    expect(farm.reportingStatus).toEqual([
      { status: 'FAIR', count: 1 },
      { status: 'LOW', count: 0 },
      { status: 'MED', count: 0 },
      { status: 'NOT_CONNECTED', count: 0 },
    ]);
    expect(farm.moistureStateWithSites).toEqual([{ siteId: site.siteId, state: 'LOW' }]);
    expect((farm.moistureState as { value: string; count: number }[]).find((m) => m.value === 'LOW')!.count).toBe(1);
    const weather = farm.weather as Record<string, unknown>[];
    expect(weather).toHaveLength(7);
    expect(weather[0]).toMatchObject({
      weekdayName: expect.stringMatching(/^[SMTWF]$/),
      tempMaxMin: expect.stringMatching(/^-?\d+\/-?\d+$/),
      windMaxMin: expect.stringMatching(/^\d+\/\d+$/),
      precip: expect.any(Number),
      precipProb: expect.any(Number),
      et: expect.any(Number),
      simulated: true,
    });
    // Totals roll up: the business and the dealer count the site too.
    expect((find(answer.body.data, 'Green Acres Growers')!.reportingStatus as { count: number }[])[0]!.count).toBe(1);
    expect((answer.body.data.reportingStatus as { count: number }[])[0]!.count).toBe(1);
  });

  it('answers the weather call in the user’s units', async () => {
    const { token } = await t.signin('farm.user');
    const uk2 = await t.request('GET', '/weather/34.23,-101.71?unit=uk2', { token });
    expect(uk2.status).toBe(200);
    expect(uk2.body.message).toBe('Simulated weather (no forecast service reachable)');
    expect(uk2.body.data).toHaveLength(7);
    const si = await t.request('GET', '/weather/34.23,-101.71?unit=si', { token });
    const [maxF] = (uk2.body.data[0].tempMaxMin as string).split('/').map(Number);
    const [maxC] = (si.body.data[0].tempMaxMin as string).split('/').map(Number);
    expect(Math.abs(maxF! - (maxC! * 9) / 5 - 32)).toBeLessThanOrEqual(1.5);
    expect((await t.request('GET', '/weather/north,west', { token })).status).toBe(400);
    expect((await t.request('GET', '/weather/95,10', { token })).body.fields).toEqual(['coordinates']);
    expect((await t.request('GET', '/weather/34,-101')).status).toBe(401);
  });
});
