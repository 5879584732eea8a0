import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_RANGE_ERROR } from '@tilth/domain';
import { ReadingStore } from '../src/modules/telemetry/readingStore';
import { createTestSite, readingsFrom } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const iso = (s: number) => new Date(s * 1000).toISOString();

/**
 * Delete Data (spec 001 §4 'Graph delete flow', §6): hide a range from the graphs, then remove it
 * from storage; only the provider's admins and dealer admins may.
 */
describe.each(ENGINES)('graph Delete Data on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  // Two days of readings every 15 minutes on the probe and the local sensor: 192 each.
  const start = Date.parse('2026-07-01T00:00:00Z') / 1000;
  const end = start + 191 * 900;
  const token = async (login: string) => (await t.signin(login)).token;
  const del = async (
    login: string,
    kind: 'graph-data' | 'phant-data',
    from: string,
    to: string,
    twig = site.probe.deviceId,
    key = site.siteId,
  ) =>
    t.request('DELETE', `/stem/${kind}/${key}/${twig}?fromDate=${encodeURIComponent(from)}&toDate=${encodeURIComponent(to)}`, {
      token: await token(login),
    });
  const seriesTs = async (from: number, to: number) => {
    const answer = await t.request('GET', `/sites/${site.id}/series?fromDate=${iso(from)}&toDate=${iso(to)}`, {
      token: await token('farm.user'),
    });
    return { probe: answer.body.data.probe.ts as number[], local: answer.body.data.local.ts as number[] };
  };

  beforeAll(async () => {
    t = await startTestServer(engine);
    site = await createTestSite(t);
    const readings = readingsFrom(start, 192);
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
    expect(answer.body.data.stored).toBe(384);
  });
  afterAll(async () => t?.close());

  it('refuses every role but tilth_admin and dealer_admin', async () => {
    for (const login of [
      'farm.user',
      'farm.admin',
      'business.admin',
      'business.user',
      'dealer.user',
      'distributor.admin',
      'distributor.user',
    ]) {
      for (const kind of ['graph-data', 'phant-data'] as const) {
        const answer = await del(login, kind, '2026-07-01T01:00:00Z', '2026-07-01T03:00:00Z');
        expect(answer.status, `${login} ${kind}`).toBe(403);
        expect(answer.body.data).toBeNull();
      }
    }
    expect((await seriesTs(start, end)).probe).toHaveLength(192);
  });

  it('hides a range from the graph calls and answers how many readings it hid', async () => {
    const from = start + 6 * 3600;
    const to = start + 8 * 3600;
    const hidden = await del('dealer.admin', 'graph-data', '2026-07-01T01:00:00-05:00', '2026-07-01T08:00:00Z');
    expect(hidden.status).toBe(200);
    // 06:00 to 08:00 UTC, both ends included: 9 readings on each of the two devices.
    expect(hidden.body.data).toEqual({ readings: 18 });
    const series = await seriesTs(start, end);
    expect(series.probe).toHaveLength(192 - 9);
    expect(series.local).toHaveLength(192 - 9);
    expect(series.probe.filter((ts) => ts >= from && ts <= to)).toEqual([]);
    expect(series.probe).toContain(from - 900);
    expect(series.probe).toContain(to + 900);
    const graph = await t.request(
      'GET',
      `/stem/graph-data/${site.siteId}/${site.probe.deviceId}?fromDate=${iso(start)}&toDate=${iso(start + 12 * 3600)}`,
      { token: await token('farm.user') },
    );
    const times = graph.body.data.graph.moisture.absolute.map((p: { xValue: string }) => p.xValue);
    expect(times).toHaveLength(49 - 9);
    expect(times).not.toContain(iso(from + 3600));
    expect(graph.body.data.graph.volwatcont_local.absolute).toHaveLength(49 - 9);

    // Again over an overlapping range: only what was still shown counts. The base station's id names the site too.
    const station = (
      await t.server.database.db.selectFrom('base_stations').select('device_id').where('site_id', '=', site.id).executeTakeFirstOrThrow()
    ).device_id;
    const again = await del('admin', 'graph-data', '2026-07-01T07:00:00Z', '2026-07-01T09:00:00Z', station);
    expect(again.body.data).toEqual({ readings: 8 });
    expect((await seriesTs(start, end)).probe).toHaveLength(192 - 13);
    // Hidden, not removed: storage still holds every reading.
    expect(await new ReadingStore(t.server.database).count(site.probe.num)).toBe(192);
  });

  it('refuses a range under an hour with the spec’s message, and other bad ranges naming the field', async () => {
    const short = await del('dealer.admin', 'graph-data', '2026-07-01T10:00:00Z', '2026-07-01T10:59:59Z');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(DELETE_RANGE_ERROR);
    expect(short.body.fields).toEqual(['toDate']);
    const reversed = await del('dealer.admin', 'phant-data', '2026-07-01T12:00:00Z', '2026-07-01T10:00:00Z');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(DELETE_RANGE_ERROR);
    const noOffset = await del('dealer.admin', 'graph-data', 'July 1st', '2026-07-01T12:00:00Z');
    expect(noOffset.status).toBe(400);
    expect(noOffset.body.fields).toEqual(['fromDate']);
    const missing = await t.request('DELETE', `/stem/graph-data/${site.siteId}/${site.probe.deviceId}?fromDate=2026-07-01T10:00:00Z`, {
      token: await token('admin'),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual(['toDate']);
    expect((await seriesTs(start, end)).probe).toHaveLength(192 - 13);
  });

  it('answers 404 for a device not on the site and for sites outside the caller’s subtree', async () => {
    expect((await del('dealer.admin', 'graph-data', '2026-07-01T10:00:00Z', '2026-07-01T12:00:00Z', '0x0000000000000001')).status).toBe(
      404,
    );
    // Platte River Farms (dealer Valley Water Partners) is outside Heartland's subtree.
    const other = await createTestSite(t, { farmName: 'Big Bend Corn', localSensor: false });
    for (const kind of ['graph-data', 'phant-data'] as const) {
      const answer = await del('dealer.admin', kind, '2026-07-01T10:00:00Z', '2026-07-01T12:00:00Z', other.probe.deviceId, other.id);
      expect(answer.status, kind).toBe(404);
      expect(answer.body.data).toBeNull();
    }
    expect(
      (await del('admin', 'graph-data', '2026-07-01T10:00:00Z', '2026-07-01T12:00:00Z', other.probe.deviceId, other.id)).body.data,
    ).toEqual({ readings: 0 });
  });

  it('removes a range from storage for good, across a day boundary, keeping the readings around it', async () => {
    const store = new ReadingStore(t.server.database);
    // 23:30 to 00:30 spans the two stored days: 5 readings per device.
    const removed = await del('dealer.admin', 'phant-data', '2026-07-01T23:30:00Z', '2026-07-02T00:30:00Z');
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ readings: 10 });
    expect(await store.count(site.probe.num)).toBe(187);
    expect(await store.count(site.local!.num)).toBe(187);
    const boundary = Date.parse('2026-07-02T00:00:00Z') / 1000;
    const around = await store.readRange(site.probe.num, 6, boundary - 3600, boundary + 3600);
    expect(Array.from(around.ts)).toEqual([boundary - 3600, boundary - 2700, boundary + 2700, boundary + 3600]);
    // The rows around it keep their values in step with their times.
    expect(around.channels.moisture[0]![0]).toBeCloseTo(30 + (92 % 10) / 10, 4);
    expect(around.channels.moisture[0]![2]).toBeCloseTo(30 + (99 % 10) / 10, 4);
    // A fresh graph call on the range shows nothing; the hidden-range deletes still hold.
    const graph = await t.request(
      'GET',
      `/stem/graph-data/${site.siteId}/${site.probe.deviceId}?fromDate=2026-07-01T23:30:00Z&toDate=2026-07-02T00:30:00Z`,
      { token: await token('farm.user') },
    );
    expect(graph.body.data.graph.moisture.absolute).toEqual([]);
    expect((await seriesTs(start, end)).probe).toHaveLength(192 - 13 - 5);
    // Deleting it again removes nothing.
    expect((await del('admin', 'phant-data', '2026-07-01T23:30:00Z', '2026-07-02T00:30:00Z')).body.data).toEqual({ readings: 0 });
  });

  it('keeps the devices’ reading span true when the newest readings go', async () => {
    const header = async () =>
      (await t.request('GET', `/site/${site.id}/header`, { token: await token('farm.user') })).body.data.lastUpdated;
    expect(await header()).toBe(iso(end));
    const removed = await del('admin', 'phant-data', iso(end - 3600), iso(end + 3600));
    expect(removed.body.data).toEqual({ readings: 10 });
    expect(await header()).toBe(iso(end - 3600 - 900));
    // Removing a whole day deletes its stored row.
    const day = await del('admin', 'phant-data', '2026-07-02T00:00:00Z', '2026-07-02T23:59:59Z');
    expect(day.body.data.readings).toBe(2 * (96 - 3 - 5));
    const rows = await t.server.database.db.selectFrom('reading_days').select('day').where('device_num', '=', site.probe.num).execute();
    expect(rows.map((r) => r.day)).toEqual([Math.floor(start / 86_400)]);
    expect(await header()).toBe(iso(Date.parse('2026-07-01T23:15:00Z') / 1000));
  });
});
