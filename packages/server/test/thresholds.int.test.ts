import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARDWARE_TYPES, MAX_READINGS_PER_BATCH } from '@tilth/domain';
import { resolveSite, simulateSite, type SiteSimConfig } from '@tilth/simulator';
import { createTestSite } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/**
 * Automatic thresholds end to end: a season of simulated sand under a deficit-irrigated pivot goes
 * in through the ingestion API, detection runs from the job and the recompute route, and the
 * detected FC is compared with the simulator's true sensor-scale FC (true value + the sensor's
 * calibration offset) within the ±1.0 %VWC the simulator detection tests found for sand.
 */
const CONFIG: SiteSimConfig = {
  seed: 'thresholds-int',
  latitude: 34.2,
  longitude: -101.7,
  soil: 'sand',
  crop: 'corn',
  plantingDate: '2026-05-01',
  irrigation: 'centerPivot',
  mad: 0.7,
  depthsIn: HARDWARE_TYPES[0]!.depths,
  localSensor: true,
};
const FROM = Date.UTC(2026, 3, 1) / 1000;
const TO = Date.UTC(2026, 9, 15) / 1000;
const truth = resolveSite(CONFIG).thresholds;
const r2 = (v: number) => Math.round(v * 100) / 100;

type Settings = Record<string, { userEdited?: boolean; value: Record<string, number>[] } & Record<string, unknown>>;
const values = (entry: Settings[string] | undefined) => (entry?.value ?? []).map((item, i) => item[String(i)]!);

describe.each(ENGINES)('automatic thresholds on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let edited: Settings;

  const settingsOf = async (id: string) =>
    JSON.parse(
      (await t.server.database.db.selectFrom('sites').select('settings').where('id', '=', id).executeTakeFirstOrThrow()).settings,
    ) as Settings;

  beforeAll(async () => {
    t = await startTestServer(engine);
    site = await createTestSite(t);
    // The installer's calibration: PWP per depth and the local sensor's FC switched to manual (M),
    // and a WL1 of the grower's choosing. Detection must leave all of these alone.
    const settings = await settingsOf(site.id);
    const manual = (key: string, list: number[]) => {
      const value = list.map((v, i) => ({ [String(i)]: v }));
      settings[key] = { ...settings[key]!, userEdited: true, value };
      settings[`${key}_manualValue`] = { ...settings[`${key}_manualValue`]!, value };
    };
    manual(
      'x_volwatcontMin',
      truth.probe.map((s) => r2(s.pwp)),
    );
    manual('x_volwatcontWL1', [65, 65, 66, 67, 68, 70]);
    manual('x_volwatcontMax_local', [20]);
    await t.server.database.db
      .updateTable('sites')
      .set({ settings: JSON.stringify(settings), soil_type: 'Sand' })
      .where('id', '=', site.id)
      .execute();
    edited = settings;

    const readings = simulateSite(CONFIG, FROM, TO);
    const devices = [
      { deviceId: site.probe.deviceId, readings: readings.probe },
      { deviceId: site.local!.deviceId, readings: readings.local },
    ];
    for (const device of devices) {
      for (let i = 0; i < device.readings.length; i += MAX_READINGS_PER_BATCH) {
        const batch = device.readings.slice(i, i + MAX_READINGS_PER_BATCH);
        const answer = await t.request('POST', '/ingest/v1/readings', {
          body: { devices: [{ deviceId: device.deviceId, readings: batch }] },
          headers: { authorization: `Bearer ${site.key}` },
        });
        expect(answer.status, answer.body?.message).toBe(200);
        expect(answer.body.data.rejected).toEqual([]);
      }
    }
  });
  afterAll(async () => t?.close());

  it('the daily job detects sites never run, and skips them until new readings arrive', async () => {
    const detection = t.server.services.thresholds.detection;
    const now = new Date();
    expect(await detection.runDue(now, { maxSites: 10, maxMs: 60_000 })).toEqual({ due: 1, detected: 1, failed: 0 });
    expect((await settingsOf(site.id)).thresholdDetection).toMatchObject({ ranAt: now.toISOString() });
    expect(await detection.runDue(now, { maxSites: 10, maxMs: 60_000 })).toMatchObject({ due: 0 });
    // A day later the site would be due, but nothing new has been read since.
    expect(await detection.runDue(new Date(now.getTime() + 2 * 86_400_000), { maxSites: 10, maxMs: 60_000 })).toMatchObject({ due: 0 });
  });

  it('recomputes on demand: detected FC per depth within ±1.0 %VWC of the true sensor-scale FC', async () => {
    const { token } = await t.signin('dealer.admin');
    const answer = await t.request('POST', `/site/${site.siteId}/thresholds/detect`, { token });
    expect(answer.status, answer.body?.message).toBe(200);
    const summary = answer.body.data;
    expect(summary).toMatchObject({
      siteId: site.siteId,
      objectId: site.id,
      probe: { depthsIn: CONFIG.depthsIn },
      local: { depthsIn: [6] },
    });

    const depths = summary.detection.depths as {
      depthIn: number;
      fc: { value: number; written: boolean; events: number };
      rp: { value: number; percent: number; written: boolean };
    }[];
    const written = depths.filter((d) => d.fc.written);
    expect(written.length).toBeGreaterThanOrEqual(4);
    for (const d of written) {
      const i = CONFIG.depthsIn.indexOf(d.depthIn);
      expect(d.fc.events, `${d.depthIn} in`).toBeGreaterThanOrEqual(2);
      expect(Math.abs(d.fc.value - truth.probe[i]!.fc), `${d.depthIn} in`).toBeLessThanOrEqual(1.0);
      expect(summary.probe.thresholds.fc.detected[i]).toBe(d.fc.value);
    }
    // FC is automatic (A): the values in force are the detected ones, also on depths left as they were.
    const fc = summary.probe.thresholds.fc;
    expect(fc.userEdited).toBe(false);
    expect(fc.value).toEqual(fc.detected);

    // The refill point lands on the stress onset FC − p (FC − PWP) within the simulator tests' ±1.5,
    // stored as percent of available water against the detected FC and the installer's PWP.
    const rps = depths.filter((d) => d.rp.written);
    expect(rps.length).toBeGreaterThanOrEqual(3);
    for (const d of rps) {
      const i = CONFIG.depthsIn.indexOf(d.depthIn);
      expect(Math.abs(d.rp.value - truth.probe[i]!.stressPoint), `${d.depthIn} in`).toBeLessThanOrEqual(1.5);
      const pwp = r2(truth.probe[i]!.pwp);
      expect(d.rp.percent).toBeCloseTo(((d.rp.value - pwp) / (fc.value[i] - pwp)) * 100, 1);
      expect(summary.probe.thresholds.rp.value[i]).toBe(d.rp.percent);
    }
  });

  it('never touches user-edited columns, nor the manual values', async () => {
    const after = await settingsOf(site.id);
    for (const key of [
      'x_volwatcontMin',
      'x_volwatcontWL1',
      'x_volwatcontMax_local',
      'x_volwatcontMin_manualValue',
      'x_volwatcontMax_manualValue',
      'x_volwatcontRP_manualValue',
    ]) {
      expect(after[key], key).toEqual(edited[key]);
    }
    // PWP, WL1 and WL2 detected values stay as they were: readings cannot place them.
    for (const key of ['x_volwatcontMin_mlValue', 'x_volwatcontWL1_mlValue', 'x_volwatcontWL2_mlValue', 'x_volwatcontWL2']) {
      expect(after[key], key).toEqual(edited[key]);
    }
    const local = (after.thresholdDetection as unknown as { local: { fc: { value: number; written: boolean } }[] }).local[0]!;
    if (local.fc.written) expect(values(after.x_volwatcontMax_local_mlValue)).toEqual([local.fc.value]);
    expect(values(after.x_volwatcontMax_local)).toEqual([20]);
  });

  it('is for administrators inside the subtree: a dealer admin elsewhere gets 404, a farm user 403', async () => {
    // Big Bend Corn belongs to the other dealer (Valley Water Partners).
    const elsewhere = await createTestSite(t, { farmName: 'Big Bend Corn', localSensor: false });
    const dealer = await t.signin('dealer.admin');
    const refused = await t.request('POST', `/site/${elsewhere.siteId}/thresholds/detect`, { token: dealer.token });
    expect(refused.status).toBe(404);
    expect(refused.body.data).toBeNull();
    expect((await t.request('POST', `/site/nosuchsite/thresholds/detect`, { token: dealer.token })).status).toBe(404);

    const farmUser = await t.signin('farm.user');
    const forbidden = await t.request('POST', `/site/${site.siteId}/thresholds/detect`, { token: farmUser.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.data).toBeNull();

    const admin = await t.signin('admin');
    expect((await t.request('POST', `/site/${elsewhere.id}/thresholds/detect`, { token: admin.token })).status).toBe(200);
  });
});
