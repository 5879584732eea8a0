import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite, readingsFrom } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

describe.each(ENGINES)('documented graph-data call on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  const start = Date.parse('2026-07-01T00:00:00Z') / 1000;

  beforeAll(async () => {
    t = await startTestServer(engine);
    site = await createTestSite(t);
    const readings = readingsFrom(start, 3000);
    const local = readings.map((r) => ({ ...r, moisture: [25], temperature: [22], salinity: [0.4], conductivity: [1.1] }));
    const answer = await t.request('POST', '/ingest/v1/readings', {
      body: {
        devices: [
          { deviceId: site.probe.deviceId, readings },
          { deviceId: site.local!.deviceId, readings: local },
        ],
      },
      headers: { authorization: `Bearer ${site.key}` },
    });
    expect(answer.body.data.stored).toBe(6000);
  });
  afterAll(async () => t?.close());

  const url = (from: string, to: string) => `/stem/graph-data/${site.siteId}/${site.probe.deviceId}/?fromDate=${from}&toDate=${to}`;

  it('returns every reading in the range in the documented shape, newest first', async () => {
    const { token } = await t.signin('dealer.user');
    const answer = await t.request('GET', url('2026-07-01T00:00:00Z', '2026-08-01T00:00:00Z'), { token });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Data populated successfully');
    const { graph, siteDetails } = answer.body.data;
    expect(graph.moisture.absolute).toHaveLength(2977);
    const newest = graph.moisture.absolute[0];
    const oldest = graph.moisture.absolute.at(-1);
    expect(oldest.xValue).toBe('2026-07-01T00:00:00.000Z');
    expect(newest.xValue).toBe('2026-08-01T00:00:00.000Z');
    expect(Object.keys(oldest).sort()).toEqual(['0', '1', '2', '3', '4', '5', 'xValue']);
    expect(oldest).toMatchObject({ '0': 30, '5': 35 });
    // AW: (VWC − PWP)/100 × layer thickness; defaults FC 50, PWP 10; top layer 0–6 in.
    expect(graph.aw.absolute.at(-1)['0']).toBeCloseTo(((30 - 10) / 100) * 6, 2);
    expect(graph.aw.relative.at(-1)['0']).toBeCloseTo(50, 2);
    expect(graph.aw.absolute.at(-1).total).toBeGreaterThan(0);
    expect(graph.temp_f.absolute.at(-1)['0']).toBe(68);
    expect(graph.rssi.absolute.at(-1)).toEqual({ xValue: '2026-07-01T00:00:00.000Z', yValue: -85 });
    expect(graph.v_bandgap.absolute.at(-1)).toEqual({ xValue: '2026-07-01T00:00:00.000Z', yValue: 2.9 });
    expect(graph.volwatcont_local.absolute.at(-1)).toEqual({ xValue: '2026-07-01T00:00:00.000Z', deepSensor1: 25 });
    for (const key of [
      'moisture',
      'aw',
      'temp_f',
      'salinity',
      'conductivity',
      'rssi',
      'v_bandgap',
      'gddEnvelope',
      'volwatcont_local',
      'temp_f_local',
      'salinity_local',
      'conductivity_local',
    ]) {
      expect(graph).toHaveProperty(key);
    }
    expect(siteDetails).toMatchObject({
      siteId: site.siteId,
      twigId: site.probe.deviceId,
      objectId: site.id,
      type: 'sensor',
      locationName: 'Test Pivot',
    });
    expect(siteDetails.settings.hardwareType.value).toBe('40" AquaCheck(6 sensors)');
    expect(siteDetails.settings.x_volwatcontRP).toMatchObject({ userEdited: false, count: 6 });
    expect(siteDetails.details.data.moisture.multivalue_ordered).toHaveLength(6);
    // Planted 2026-05-01: GDD accumulates to the end of the range, inside a past-years envelope.
    expect(graph.gddEnvelope.absolute[0]).toMatchObject({
      xValue: '2026-05-01T00:00:00.000Z',
      agdd: expect.any(Number),
      agddEnvelopeMin: expect.any(Number),
      agddEnvelopeMax: expect.any(Number),
    });
    expect(graph.gddEnvelope.stageData[0]).toEqual({ xValue: expect.stringMatching(/^2026-05/), stageName: 'VE' });
    expect(siteDetails.settings.predictedWaterUse).toHaveLength(9);
    expect(siteDetails.settings.predictedWaterUse[0]).toEqual({
      forecastDay: 1,
      forecastValue: expect.stringMatching(/^\d+\.\d\d$/),
      display: true,
    });
    expect(Number(siteDetails.settings.predictedWaterUse[8].forecastValue)).toBeGreaterThan(
      Number(siteDetails.settings.predictedWaterUse[0].forecastValue),
    );
    expect(siteDetails.settings.dtnDetails).toMatchObject({
      plantType: 'Corn',
      plantingDate: '05/01/2026',
      nextGrowthStage: expect.any(String),
    });
  });

  it('answers the compact columnar series the web app charts from', async () => {
    const { token } = await t.signin('farm.user');
    const answer = await t.request('GET', `/sites/${site.id}/series?fromDate=2026-07-01T00:00:00Z&toDate=2026-07-02T00:00:00Z`, { token });
    expect(answer.status).toBe(200);
    const { probe, local, timeZone } = answer.body.data;
    expect(timeZone).toBe('America/Chicago');
    expect(probe.ts).toHaveLength(97);
    expect(probe.ts[0]).toBe(Date.parse('2026-07-01T00:00:00Z') / 1000);
    expect(probe.depths).toEqual([4, 8, 16, 24, 32, 40]);
    expect(probe.moisture).toHaveLength(6);
    expect(probe.moisture[0][0]).toBe(30);
    expect(probe.temperature[1][0]).toBe(19.5);
    expect(probe.battery[0]).toBe(2.9);
    expect(local.moisture[0][0]).toBe(25);
    // Thresholds for the chart's relative series and bands: the site's (here the spec's defaults),
    // with each layer's thickness by the midpoint rule (4/8/16/24/32/40 in → 6/6/8/8/8/8 in).
    const six = (v: number) => Array(6).fill(v);
    expect(answer.body.data.thresholds).toEqual({
      probe: { fc: six(50), pwp: six(10), rp: six(60), wl1: six(70), wl2: six(95), thicknessIn: [6, 6, 8, 8, 8, 8] },
      local: { fc: [50], pwp: [10], rp: [60], wl1: [70], wl2: [95], thicknessIn: [12] },
    });
  });

  it('is not limited to a few readings per call', async () => {
    const { token } = await t.signin('admin');
    const answer = await t.request('GET', url('2026-06-01', '2026-09-01'), { token });
    expect(answer.body.data.graph.moisture.absolute).toHaveLength(3000);
  });

  it('hides sites outside the caller’s subtree and refuses bad dates', async () => {
    const inside = await t.signin('business.admin'); // Green Acres owns North Pivot Farm
    expect((await t.request('GET', url('2026-07-01', '2026-07-02'), { token: inside.token })).status).toBe(200);
    // A site of Platte River Farms (dealer Valley Water Partners) is outside Heartland's subtree.
    const other = await createTestSite(t, { farmName: 'Big Bend Corn', localSensor: false });
    const otherUrl = `/stem/graph-data/${other.siteId}/${other.probe.deviceId}/`;
    for (const login of ['dealer.admin', 'dealer.user', 'business.admin', 'farm.user']) {
      const answer = await t.request('GET', otherUrl, { token: (await t.signin(login)).token });
      expect(answer.status).toBe(404);
      expect(answer.body.data).toBeNull();
    }
    for (const login of ['distributor.user', 'admin']) {
      expect((await t.request('GET', otherUrl, { token: (await t.signin(login)).token })).status).toBe(200);
    }
    const { token } = await t.signin('admin');
    const bad = await t.request('GET', url('last-week', '2026-07-02'), { token });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual(['fromDate']);
    const reversed = await t.request('GET', url('2026-07-05', '2026-07-02'), { token });
    expect(reversed.status).toBe(400);
    const wrongDevice = await t.request('GET', `/stem/graph-data/${site.siteId}/0x0000000000000001`, { token });
    expect(wrongDevice.status).toBe(404);
  });

  it('caps both calls at 400 days and answers extreme dates with 400 naming the field', async () => {
    const { token } = await t.signin('admin');
    const series = (from: string, to: string) => `/sites/${site.id}/series?fromDate=${from}&toDate=${to}`;
    for (const make of [url, series]) {
      // The graph's longest period, a year, fits.
      expect((await t.request('GET', make('2025-08-01T00:00:00Z', '2026-08-01T00:00:00Z'), { token })).status).toBe(200);
      const long = await t.request('GET', make('2025-01-01T00:00:00Z', '2026-08-01T00:00:00Z'), { token });
      expect(long.status).toBe(400);
      expect(long.body.fields).toEqual(['fromDate', 'toDate']);
      expect(long.body.message).toContain('400 days');
      for (const [from, to, field] of [
        ['0', '2026-07-02', 'fromDate'],
        ['99999999999999999999', '2026-07-02', 'fromDate'],
        ['2026-07-01', '-271821-04-20T00:00:00Z', 'toDate'],
        ['2026-07-01', '+275760-09-13T00:00:00Z', 'toDate'],
        ['2026-07-01', '2026-13-45', 'toDate'],
      ]) {
        const bad = await t.request('GET', make(encodeURIComponent(from!), encodeURIComponent(to!)), { token });
        expect(bad.status, `${from} ${to}`).toBe(400);
        expect(bad.body.fields).toEqual([field]);
      }
    }
  });
});
