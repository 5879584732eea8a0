import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_FORM_MESSAGES, THRESHOLD_PAGE_MESSAGES, thresholdPageSchema } from '@tilth/domain';
import { THRESHOLD_EDIT_MESSAGES } from '@tilth/domain/thresholds/thresholdSets';
import { siteOn } from './helpers/siteDetailFixtures';
import { createTestSite, plantedDaysAgo, readingsFrom } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/**
 * The threshold page end to end (spec 001 §2.9, §3, §4): the page's answer, the A/M round trip of
 * PATCH /site/{id}, its checks, applying and clearing a crop template (with the site card following
 * the template's band for today), both recomputes and their derived values, and who may do what.
 */
const DAY = 86_400;
const DEPTHS = 6;
const DAYS_OF_READINGS = 6;
const perDepth = (...values: number[]) => values.map((v, i) => ({ [String(i)]: v }));
const same = (v: number) => perDepth(...Array<number>(DEPTHS).fill(v));

describe.each(ENGINES)('threshold page on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let farmId: string;
  let admin: string;
  const start = Math.floor(Date.now() / 1000 / 900) * 900 - DAYS_OF_READINGS * DAY;

  beforeAll(async () => {
    t = await startTestServer(engine);
    site = await createTestSite(t);
    const db = t.server.database.db;
    farmId = (await db.selectFrom('farms').select('id').where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow()).id;
    // Readings every 15 minutes up to now: VWC 30–36 % over defaults FC 50 / PWP 10, so ~55 % of available water.
    const ingest = await t.request('POST', '/ingest/v1/readings', {
      body: { devices: [{ deviceId: site.probe.deviceId, readings: readingsFrom(start, DAYS_OF_READINGS * 96, DEPTHS) }] },
      headers: { authorization: `Bearer ${site.key}` },
    });
    expect(ingest.status, ingest.body?.message).toBe(200);
    admin = (await t.signin('admin')).token;
  });
  afterAll(async () => t?.close());

  const page = async (token = admin, id = site.id) => t.request('GET', `/site/${id}/thresholds`, { token });
  const patch = async (body: unknown, token = admin, id = site.id) => t.request('PATCH', `/site/${id}`, { token, body });
  const settingsOf = async () =>
    JSON.parse(
      (await t.server.database.db.selectFrom('sites').select('settings').where('id', '=', site.id).executeTakeFirstOrThrow()).settings,
    );
  const inForce = (settings: Record<string, { value: Record<string, number>[] }>, key: string) =>
    settings[key]!.value.map((item, i) => item[String(i)]);
  const dailyRows = () =>
    t.server.database.db.selectFrom('site_daily_values').selectAll().where('site_id', '=', site.id).orderBy('day').execute();
  const card = async (token = admin) => {
    const answer = await t.request('GET', `/farm/${farmId}/sites?name=Test%20Pivot&limit=50`, { token });
    expect(answer.status).toBe(200);
    return (answer.body.data.sites as { objectId: string; bar: { colour: string; rp: number }; state: { moisture?: string } }[]).find(
      (s) => s.objectId === site.id,
    )!;
  };

  it('answers the page: local sensor first, then the probe’s depths, sets in the documented names', async () => {
    const answer = await page();
    expect(answer.status).toBe(200);
    const data = thresholdPageSchema.parse(answer.body.data);
    expect(data.sensors).toEqual([
      { key: '0', variant: 'local', name: 'Local', depthIn: 6 },
      ...[4, 8, 16, 24, 32, 40].map((depthIn, i) => ({ key: String(i), variant: 'hardware', name: `Sensor ${i + 1}`, depthIn })),
    ]);
    expect(data).toMatchObject({ objectId: site.id, plantType: 'Corn', plantingDate: '2026-05-01', cropTemplate: null, canEdit: true });
    expect(data.timeZone).toMatch(/\//);
    expect(data.recompute.state).toBe('idle');
    expect(data.thresholds!.rpValues).toEqual(same(60));
    expect(data.thresholds!.fcValues_mlValue).toEqual(same(50));
    expect(data.thresholds!.pwpValuesLocal).toEqual(perDepth(10));
    expect(data.thresholds!.rpValuesEdited).toBe(false);
  });

  it('has no sets for a pressure transducer', async () => {
    const pressure = await siteOn(t.server.database.db, farmId, { name: 'Pressure Only', pressure: true });
    const answer = await page(admin, pressure.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data.thresholds).toBeNull();
    expect(answer.body.data.sensors).toEqual([]);
  });

  it('switches RP to M with values, reads them back, and a detection run leaves them alone', async () => {
    const answer = await patch({ rpValuesEdited: true, rpValues: same(40), rpValuesLocal: perDepth(42) });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data.thresholds.rpValuesEdited).toBe(true);
    expect(answer.body.data.parsedSite).toMatchObject({ objectId: site.id, plantType: 'Corn', cropTemplate: null });
    expect(inForce(await settingsOf(), 'x_volwatcontRP')).toEqual(Array(DEPTHS).fill(40));
    expect(inForce(await settingsOf(), 'x_volwatcontRP_local')).toEqual([42]);

    const read = (await page()).body.data;
    expect(read.thresholds.rpValues).toEqual(same(40));
    expect(read.thresholds.rpValues_mlValue).toEqual(same(60));
    expect(read.thresholds.rpValuesEdited).toBe(true);

    const detect = await t.request('POST', `/site/${site.id}/thresholds/detect`, { token: admin });
    expect(detect.status).toBe(200);
    expect(inForce(await settingsOf(), 'x_volwatcontRP')).toEqual(Array(DEPTHS).fill(40));
    expect((await page()).body.data.thresholds.rpValues).toEqual(same(40));
  });

  it('the change recomputed today’s derived values with the new RP', async () => {
    const rows = await dailyRows();
    const today = rows.at(-1)!;
    expect(today.rp).toBe(40);
    expect(today.band_source).toBe('thresholds');
    expect(today.aw_percent).toBeGreaterThan(40);
    expect(today.aw_percent).toBeLessThan(70);
    expect(today.level).toBe('MED');
    const level = await t.server.database.db
      .selectFrom('sites')
      .select(['health_level'])
      .where('id', '=', site.id)
      .executeTakeFirstOrThrow();
    expect(level.health_level).toBe('MED');
  });

  it('refuses lists without one value per depth and sets that are not sane, naming the field', async () => {
    const cases: [unknown, string, string?][] = [
      [{ rpValues: same(40).slice(1) }, 'rpValues'],
      [{ wl1Values: [...same(70).slice(1), { '9': 70 }] }, 'wl1Values'],
      [{ fcValuesLocal: same(40) }, 'fcValuesLocal'],
      [{ fcValuesEdited: true, fcValues: same(8) }, 'fcValues', THRESHOLD_EDIT_MESSAGES.fcAbovePwp],
      [{ wl1ValuesEdited: true, wl1Values: same(30) }, 'rpValues', THRESHOLD_EDIT_MESSAGES.rpNotAboveWl1],
      [{ wl2ValuesEdited: true, wl2Values: same(65) }, 'wl1Values', THRESHOLD_EDIT_MESSAGES.wl1NotAboveWl2],
    ];
    for (const [body, field, message] of cases) {
      const answer = await patch(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields).toEqual([field]);
      if (message) expect(answer.body.message).toContain(message);
    }
    expect((await patch({ rpValues: [{ '0': 101 }] })).status).toBe(400);
    expect((await patch({ unknown: 1 })).status).toBe(400);
    expect((await page()).body.data.thresholds.fcValuesEdited).toBe(false);
  });

  it('applies a template of the crop: the card’s bar and level follow its band for today; another crop type clears it', async () => {
    const create = (cropType: string) =>
      t.request('POST', '/templates', {
        token: admin,
        body: {
          name: `Bands ${cropType}`,
          cropType,
          templateData: [
            { start_day: 1, red: 10, yellow: 20, green: 30, light_blue: 100 },
            { start_day: 500, red: 50, yellow: 60, green: 70, light_blue: 100 },
          ],
        },
      });
    const corn = await create('corn');
    expect(corn.status, corn.body.message).toBe(200);
    const wheat = await create('Wheat');
    expect(wheat.status).toBe(200);

    const before = await card();
    expect(before.bar.colour).toBe('yellow');

    const mismatch = await patch({ cropTemplate: { objectId: wheat.body.data.objectId } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(TEMPLATE_FORM_MESSAGES.cropMismatch);
    expect((await patch({ cropTemplate: { objectId: 'nosuchtemplate' } })).status).toBe(404);

    const db = t.server.database.db;
    await db.updateTable('sites').set({ planting_date: null }).where('id', '=', site.id).execute();
    const undated = await patch({ cropTemplate: { objectId: corn.body.data.objectId } });
    expect(undated.status).toBe(400);
    expect(undated.body.message).toBe(THRESHOLD_PAGE_MESSAGES.templateNeedsPlantingDate);
    await db.updateTable('sites').set({ planting_date: '2026-05-01' }).where('id', '=', site.id).execute();

    const applied = await patch({ cropTemplate: { objectId: corn.body.data.objectId } });
    expect(applied.status, applied.body.message).toBe(200);
    expect(applied.body.data.parsedSite.cropTemplate).toEqual({ objectId: corn.body.data.objectId });
    expect((await page()).body.data.cropTemplate).toEqual({ objectId: corn.body.data.objectId });

    const after = await card();
    expect(after.bar).toMatchObject({ colour: 'lightBlue', rp: 10 });
    expect(after.state.moisture).toBe('GOOD');
    const today = (await dailyRows()).at(-1)!;
    expect(today).toMatchObject({ band_source: 'template', rp: 10, wl1: 20, wl2: 30, level: 'GOOD' });

    const recrop = await patch({ plantType: 'Soybean' });
    expect(recrop.status).toBe(200);
    expect(recrop.body.data.parsedSite).toMatchObject({ plantType: 'Soybean', cropTemplate: null });
    expect((await card()).bar.colour).toBe('yellow');
    await patch({ plantType: 'Corn' });
  });

  it('recomputes all values as a background job, refusing a second request meanwhile', async () => {
    const queued = await t.request('POST', `/site/${site.id}/recompute`, { token: admin, body: { mode: 'all' } });
    expect(queued.status).toBe(200);
    expect(queued.body.data).toMatchObject({ state: 'queued', mode: 'all' });
    for (const mode of ['all', 'future']) {
      const again = await t.request('POST', `/site/${site.id}/recompute`, { token: admin, body: { mode } });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(THRESHOLD_PAGE_MESSAGES.alreadyRunning);
    }
    expect((await page()).body.data.recompute.state).toBe('queued');

    expect(await t.server.services.dailyValues.recompute.runQueued()).toBe(1);
    const status = await t.request('GET', `/site/${site.id}/recompute`, { token: admin });
    expect(status.body.data).toMatchObject({ state: 'done', mode: 'all', message: null });
    const rows = await dailyRows();
    expect(status.body.data.days).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(DAYS_OF_READINGS + 1);
    expect(rows.every((r) => r.aw_percent !== null && r.level === 'MED' && r.rp === 40)).toBe(true);
  });

  it('recomputes future values at once, and the values follow a threshold edit', async () => {
    const wl1 = await patch({ wl1ValuesEdited: true, wl1Values: same(50) });
    expect(wl1.status).toBe(200);
    const future = await t.request('POST', `/site/${site.id}/recompute`, { token: admin, body: { mode: 'future' } });
    expect(future.status).toBe(200);
    expect(future.body.data).toMatchObject({ state: 'done', mode: 'future' });
    const rows = await dailyRows();
    expect(rows.at(-1)).toMatchObject({ wl1: 50, level: 'FAIR' });
    expect(rows[0]).toMatchObject({ wl1: 70, level: 'MED' });
  });

  it('keeps today’s values fresh after new readings through the freshness job', async () => {
    const db = t.server.database.db;
    await db.updateTable('site_daily_values').set({ computed_at: '2000-01-01T00:00:00.000Z' }).where('site_id', '=', site.id).execute();
    const result = await t.server.services.dailyValues.recompute.refreshStale(new Date());
    expect(result.refreshed).toBeGreaterThanOrEqual(1);
    expect((await dailyRows()).at(-1)!.computed_at > '2000-01-01').toBe(true);
  });

  it('farm health counts a reporting site by its stored level, in SQL as in the sites it lists', async () => {
    const db = t.server.database.db;
    // The level counts in the crop's season (outside it the site has no issues): corn growing now.
    await db
      .updateTable('sites')
      .set({ planting_date: plantedDaysAgo(30) })
      .where('id', '=', site.id)
      .execute();
    const { token, userId } = await t.signin('admin');
    const farms = (query: string) => t.request('GET', `/farm/user/${userId}?name=North%20Pivot${query}`, { token });
    for (const [level, health] of [
      ['LOW', 'LOW'],
      ['HIGH', 'FAIR'],
      ['MED', 'MED'],
    ] as const) {
      await db.updateTable('sites').set({ health_level: level }).where('id', '=', site.id).execute();
      const full = (await farms('')).body.data.farms[0];
      expect(full.sites.find((s: { objectId: string }) => s.objectId === site.id).health).toBe(health);
      const counted = (await farms('&withSites=false')).body.data.farms[0];
      expect(counted.reportingStatus).toEqual(full.reportingStatus);
      expect((await farms(`&siteStatus=${health}`)).body.data.total).toBe(1);
    }
    // A site that stopped reporting is not connected whatever its last level.
    await db
      .updateTable('devices')
      .set({ last_reading_at: start - 3 * DAY })
      .where('num', '=', site.probe.num)
      .execute();
    const silent = (await farms('')).body.data.farms[0];
    expect(silent.sites.find((s: { objectId: string }) => s.objectId === site.id).health).toBe('NOT_CONNECTED');
    expect((await farms('&withSites=false')).body.data.farms[0].reportingStatus).toEqual(silent.reportingStatus);
  });

  it('lets a farm user read the page but change nothing; other tenants get 404', async () => {
    const farmUser = (await t.signin('farm.user')).token;
    const read = await page(farmUser);
    expect(read.status).toBe(200);
    expect(read.body.data.canEdit).toBe(false);
    expect((await patch({ rpValuesEdited: false }, farmUser)).status).toBe(403);
    expect((await patch({ showNotes: true }, farmUser)).status).toBe(200);
    expect((await t.request('POST', `/site/${site.id}/recompute`, { token: farmUser, body: { mode: 'future' } })).status).toBe(403);
    expect((await t.request('GET', `/site/${site.id}/recompute`, { token: farmUser })).status).toBe(200);

    const db = t.server.database.db;
    const foreignFarm = (await db.selectFrom('farms').select('id').where('name', '=', 'Big Bend Corn').executeTakeFirstOrThrow()).id;
    const foreign = await siteOn(db, foreignFarm, { name: 'Foreign Pivot' });
    const businessAdmin = (await t.signin('business.admin')).token;
    expect((await page(businessAdmin, foreign.id)).status).toBe(404);
    expect((await patch({ rpValuesEdited: true }, businessAdmin, foreign.id)).status).toBe(404);
    expect((await t.request('POST', `/site/${foreign.id}/recompute`, { token: businessAdmin, body: { mode: 'all' } })).status).toBe(404);
    expect((await page(businessAdmin)).body.data.canEdit).toBe(true);
  });
});
