import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DisconnectionRepository } from '../src/modules/connectivity/disconnectionRepository';
import { createTestSite, readingsFrom } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

describe.each(ENGINES)('connection and disconnection alerts on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  const now = Math.floor(Date.now() / 1000 / 900) * 900;
  const ingest = (start: number, count: number) =>
    t.request('POST', '/ingest/v1/readings', {
      body: { devices: [{ deviceId: site.probe.deviceId, readings: readingsFrom(start, count) }] },
      headers: { authorization: `Bearer ${site.key}` },
    });
  const outbox = () => t.server.database.db.selectFrom('outbox').selectAll().orderBy('recipient').execute();

  beforeAll(async () => {
    t = await startTestServer(engine, { disconnectAfterMinutes: 120 });
    site = await createTestSite(t, { localSensor: false });
  });
  afterAll(async () => t?.close());

  it('reports the hardware connection with the latest signal', async () => {
    await ingest(now - 6 * 3600, 8); // last reading 4h15 ago
    const { token } = await t.signin('farm.admin');
    const answer = await t.request('GET', `/site/${site.id}/connection`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.badger).toEqual({
      deviceId: site.probe.deviceId,
      rssi: -85,
      extraData: { lastReportedTime: new Date((now - 6 * 3600 + 7 * 900) * 1000).toISOString(), per: 0.01 },
    });
    expect(answer.body.data.fox).toBeNull();
    expect(answer.body.data.baseStation.deviceId).toBe(site.baseStationDeviceId);
  });

  it('records an outage once, e-mails the farm’s contacts once, and closes it when readings return', async () => {
    const first = await t.server.disconnections.check(new Date(now * 1000));
    expect(first).toEqual({ opened: 1, closed: 0 });
    const mails = await outbox();
    // North Pivot Farm: its two farm users and Green Acres' business admin.
    expect(mails.map((m) => m.recipient)).toEqual([
      'business.admin@demo.tilth.farm',
      'farm.admin@demo.tilth.farm',
      'farm.user@demo.tilth.farm',
    ]);
    expect(mails[0]!.subject).toBe(`Site Test Pivot (ID# ${site.siteId}) stopped reporting`);
    expect(mails[0]!.text_body).toContain('The base station failed to connect with the probe logger');

    expect(await t.server.disconnections.check(new Date(now * 1000 + 600_000))).toEqual({ opened: 0, closed: 0 });
    expect(await outbox()).toHaveLength(3);

    const { token } = await t.signin('farm.user');
    const history = await t.request('GET', `/site/${site.siteId}/disconnections`, { token });
    expect(history.status).toBe(200);
    expect(history.body.data.totalCount).toBe(1);
    expect(history.body.data.disconnectionAlerts[0].date.iso).toBe(new Date((now - 6 * 3600 + 7 * 900) * 1000).toISOString());
    expect(history.body.data.disconnectionActions.map((a: { value: string }) => a.value)).toContain('farm.user@demo.tilth.farm');
    expect(history.body.data.disconnectionActions[0].text).toBe(
      `The base station failed to connect with the probe logger. The email ${history.body.data.disconnectionActions[0].value} has been notified.`,
    );

    await ingest(now - 900, 1);
    expect(await t.server.disconnections.check(new Date(now * 1000))).toEqual({ opened: 0, closed: 1 });
    const closed = await t.request('GET', `/site/${site.siteId}/disconnections`, { token });
    expect(closed.body.data.disconnectionAlerts[0].endedAt).toBe(new Date((now - 900) * 1000).toISOString());
  });

  it('mails an outage that a run cut short had opened but not mailed, once (the job is safe to run again)', async () => {
    const cut = await createTestSite(t, { localSensor: false });
    const answer = await t.request('POST', '/ingest/v1/readings', {
      body: { devices: [{ deviceId: cut.probe.deviceId, readings: readingsFrom(now - 6 * 3600, 4) }] },
      headers: { authorization: `Bearer ${cut.key}` },
    });
    expect(answer.status).toBe(200);
    // What a run that died after opening the outage leaves behind: the outage, no mail, no notified_at.
    await new DisconnectionRepository(t.server.database.db).open(
      cut.id,
      cut.probe.deviceId,
      new Date((now - 6 * 3600) * 1000).toISOString(),
    );
    const mailsOf = async () => (await outbox()).filter((m) => m.subject.includes(`(ID# ${cut.siteId})`));
    expect(await mailsOf()).toEqual([]);
    expect(await t.server.disconnections.check(new Date(now * 1000))).toEqual({ opened: 1, closed: 0 });
    const mails = await mailsOf();
    expect(mails.length).toBeGreaterThan(0);
    expect(await t.server.disconnections.check(new Date(now * 1000 + 600_000))).toEqual({ opened: 0, closed: 0 });
    expect(await mailsOf()).toHaveLength(mails.length);
  });

  it('hides connection data outside the caller’s subtree', async () => {
    const other = await createTestSite(t, { farmName: 'Big Bend Corn', localSensor: false });
    const { token } = await t.signin('dealer.admin');
    expect((await t.request('GET', `/site/${other.id}/connection`, { token })).status).toBe(404);
    expect((await t.request('GET', `/site/${other.id}/disconnections`, { token })).status).toBe(404);
  });
});
