import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadingStore } from '../src/modules/telemetry/readingStore';
import { createTestSite, readingsFrom } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const HOUR = 3600;

describe.each(ENGINES)('ingestion on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  const start = Math.floor(Date.now() / 1000 / 900) * 900 - 48 * HOUR;
  const ingest = (body: unknown, key = site.key) =>
    t.request('POST', '/ingest/v1/readings', { body, headers: { authorization: `Bearer ${key}` } });
  const count = () => new ReadingStore(t.server.database).count(site.probe.num);

  beforeAll(async () => {
    t = await startTestServer(engine);
    site = await createTestSite(t);
  });
  afterAll(async () => t?.close());

  it('refuses batches without a valid station key', async () => {
    const body = { devices: [{ deviceId: site.probe.deviceId, readings: readingsFrom(start, 1) }] };
    expect((await ingest(body, 'tsk_' + '0'.repeat(40))).status).toBe(401);
    expect((await t.request('POST', '/ingest/v1/readings', { body })).status).toBe(401);
    const user = await t.signin('admin');
    expect((await t.request('POST', '/ingest/v1/readings', { body, token: user.token })).status).toBe(401);
  });

  it('stores a batch, stores nothing twice on retry, survives a restart, and counts stay exact', async () => {
    const first = { devices: [{ deviceId: site.probe.deviceId, readings: readingsFrom(start, 96) }] };
    const a = await ingest(first);
    expect(a.status).toBe(200);
    expect(a.body.data).toEqual({ received: 96, stored: 96, duplicates: 0, rejected: [] });
    const retry = await ingest(first);
    expect(retry.body.data).toEqual({ received: 96, stored: 0, duplicates: 96, rejected: [] });
    expect(await count()).toBe(96);

    await t.restart();
    expect(await count()).toBe(96);
    // Overlapping batch after the restart: half old, half new, sent out of order.
    const overlap = readingsFrom(start + 48 * 900, 96).reverse();
    const b = await ingest({ devices: [{ deviceId: site.probe.deviceId, readings: overlap }] });
    expect(b.body.data).toMatchObject({ received: 96, stored: 48, duplicates: 48 });
    expect(await count()).toBe(144);
  });

  it('accepts late readings older than what is stored', async () => {
    const late = readingsFrom(start - 10 * 900, 10);
    const answer = await ingest({ devices: [{ deviceId: site.probe.deviceId, readings: late }] });
    expect(answer.body.data.stored).toBe(10);
    expect(await count()).toBe(154);
  });

  it('refuses bad readings with reasons and keeps the good ones of the same batch', async () => {
    const good = readingsFrom(start - 100 * 900, 3);
    const future = { ...good[0], timestamp: new Date(Date.now() + 2 * HOUR * 1000).toISOString() };
    const outOfRange = { ...good[0], timestamp: new Date((start - 90 * 900) * 1000).toISOString(), moisture: [150, 20, 20, 20, 20, 20] };
    const wrongType = { timestamp: 'soon', moisture: 'wet' };
    const answer = await ingest({
      devices: [
        { deviceId: site.probe.deviceId, readings: [good[0], future, good[1], outOfRange, wrongType, good[2]] },
        { deviceId: '0x00000000deadbeef', readings: [good[0]] },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.stored).toBe(3);
    const reasons = answer.body.data.rejected.map((r: { index: number; reasons: string[]; deviceId: string }) => [
      r.deviceId,
      r.index,
      r.reasons[0],
    ]);
    expect(reasons).toEqual([
      [site.probe.deviceId, 1, 'timestamp: is in the future'],
      [site.probe.deviceId, 3, 'moisture[0]: 150 is outside 0–100'],
      [site.probe.deviceId, 4, expect.stringMatching(/^timestamp:/)],
      ['0x00000000deadbeef', 0, 'deviceId: unknown device for this base station'],
    ]);
    expect(await count()).toBe(157);
  });

  it('answers a malformed batch with 400 naming the field, storing nothing', async () => {
    const before = await count();
    const answer = await ingest({ devices: [{ deviceId: 'probe-1', readings: [] }] });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual(['devices.0.deviceId']);
    expect(await count()).toBe(before);
  });

  it('rotating the key revokes the old one', async () => {
    const admin = await t.signin('admin');
    const rotated = await t.request('POST', `/base-stations/${site.baseStationId}/key`, { token: admin.token });
    const body = { devices: [{ deviceId: site.probe.deviceId, readings: readingsFrom(start, 1) }] };
    expect((await ingest(body)).status).toBe(401);
    expect((await ingest(body, rotated.body.data.key)).status).toBe(200);
    site.key = rotated.body.data.key;
    const dealer = await t.signin('dealer.admin');
    expect((await t.request('POST', `/base-stations/${site.baseStationId}/key`, { token: dealer.token })).status).toBe(403);
  });

  it('refuses readings dated before 2000 one by one, as it refuses future ones', async () => {
    const before = await count();
    const [template] = readingsFrom(start, 1);
    const ancient = ['0001-01-01T00:00:00Z', '1900-01-01T00:00:00Z', '1970-01-01T00:00:00Z', 1, 946_684_799].map((timestamp) => ({
      ...template,
      timestamp,
    }));
    const answer = await ingest({ devices: [{ deviceId: site.probe.deviceId, readings: ancient }] });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ received: 5, stored: 0 });
    expect(answer.body.data.rejected.map((r: { index: number; reasons: string[] }) => [r.index, r.reasons])).toEqual(
      [0, 1, 2, 3, 4].map((index) => [index, ['timestamp: is before 2000-01-01']]),
    );
    expect(await count()).toBe(before);
  });
});
