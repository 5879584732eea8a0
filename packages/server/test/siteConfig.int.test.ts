import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changelogAnswerSchema,
  FORECAST_DAYS_MESSAGE,
  objectOptionsSchema,
  siteDocumentSchema,
  siteUpdateAnswerSchema,
  SITE_CONFIG_MESSAGES,
} from '@tilth/domain';
import { CROP_TYPE_MESSAGES } from '@tilth/domain/sites/cropTypes';
import { createForeignBranch } from './helpers/roleFixtures';
import { siteOn } from './helpers/siteDetailFixtures';
import { createTestSite } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/**
 * Site configuration end to end (issue 12; spec 002 §3–§9): the documented site calls, the general
 * PATCH /site/{id} with the §5 rules and messages, role rules of §6, the changelog written in the
 * change's transaction, recomputes queued by changes of derived inputs, and cross-tenant refusals.
 */
const POTATO_STAGES = (...dates: (string | null)[]) => ({ value: dates.map((stageDate, i) => ({ stageId: i + 1, stageDate })) });

describe.each(ENGINES)('site configuration on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let farmId: string;
  let admin: string;
  let dealer: string;
  let farmUser: string;
  let foreignSite: string;
  let foreignFarm: string;

  beforeAll(async () => {
    t = await startTestServer(engine);
    site = await createTestSite(t);
    const db = t.server.database.db;
    farmId = (await db.selectFrom('farms').select('id').where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow()).id;
    const foreign = await createForeignBranch(db);
    foreignFarm = foreign.farm;
    foreignSite = (await siteOn(db, foreign.farm, { name: 'Foreign Config Site' })).id;
    admin = (await t.signin('admin')).token;
    dealer = (await t.signin('dealer.admin')).token;
    farmUser = (await t.signin('farm.user')).token;
  });
  afterAll(async () => t?.close());

  const patch = (body: unknown, token = dealer, id = site.id) => t.request('PATCH', `/site/${id}`, { token, body });
  const row = () => t.server.database.db.selectFrom('sites').selectAll().where('id', '=', site.id).executeTakeFirstOrThrow();
  const changelogRows = () =>
    t.server.database.db.selectFrom('site_changelog').selectAll().where('site_id', '=', site.id).orderBy('created_at').execute();
  const job = () => t.server.database.db.selectFrom('site_recompute_jobs').selectAll().where('site_id', '=', site.id).executeTakeFirst();
  const clearJob = () => t.server.database.db.deleteFrom('site_recompute_jobs').where('site_id', '=', site.id).execute();

  it('answers the documented site with twigDetails and the caller’s actions', async () => {
    const answer = await t.request('GET', `/site/${site.siteId}?twigDetails=true`, { token: dealer });
    expect(answer.status).toBe(200);
    const doc = siteDocumentSchema.parse(answer.body.data);
    expect(doc).toMatchObject({ objectId: site.id, siteId: site.siteId, status: 'ACTIVE', planDetails: { plan: 'Gold' } });
    expect(doc.twigDetails).toMatchObject({
      hardwaretype: '40" AquaCheck(6 sensors)',
      badgerId: site.probe.deviceId,
      plantType: 'Corn',
      plantingDate: '05/01/2026',
      irrigationType: 'Center Pivot',
      settings: {
        rainfallDataSource: { type: 'DTN' },
        irrigationDataSource: { type: null },
        expectedStages: { value: [1, 2, 3, 4].map((stageId) => ({ stageId, stageDate: null })) },
      },
    });
    expect(doc.twigDetails!.hardwareSensorLocation.value.sensors.map((s) => s.depthOffset)).toEqual([4, 8, 16, 24, 32, 40]);
    expect(doc.twigDetails!.localSensorLocation).not.toBeNull();
    expect(doc.twigDetails!.settings.predictedWaterUse.filter((p) => p.display).map((p) => p.forecastDay)).toEqual([1, 3, 9]);
    expect(doc.configActions).toEqual({
      canEdit: true,
      canEditForecast: true,
      canSelectSensors: true,
      canRecomputeAll: true,
      showExtraCards: true,
      showExpectedStages: false,
    });
    const plain = await t.request('GET', `/site/${site.id}`, { token: farmUser });
    expect(plain.body.data.twigDetails).toBeUndefined();
    expect(plain.body.data.configActions).toMatchObject({ canEdit: false, canEditForecast: true, canSelectSensors: false });
  });

  it('lists, searches and groups sites, state and buckets, options and types', async () => {
    const farm = await t.request('GET', `/site/farm/${farmId}?twigDetails=true`, { token: farmUser });
    expect(farm.status).toBe(200);
    expect((farm.body.data as { objectId: string }[]).some((s) => s.objectId === site.id)).toBe(true);
    const search = await t.request('GET', `/site?name=test%20piv&status=ACTIVE&farmId=${farmId}`, { token: dealer });
    expect(search.body.data.map((s: { objectId: string }) => s.objectId)).toContain(site.id);
    const bySiteId = await t.request('GET', `/site?name=${site.siteId}`, { token: dealer });
    expect(bySiteId.body.data.map((s: { objectId: string }) => s.objectId)).toEqual([site.id]);
    const pending = await t.request('GET', `/site?name=Test%20Pivot&status=PENDING`, { token: dealer });
    expect(pending.body.data).toEqual([]);
    const grouped = await t.request('POST', '/site/farms?twigDetails=true', { token: dealer, body: { farms: [farmId, foreignFarm] } });
    expect(grouped.status).toBe(200);
    expect(grouped.body.data.map((g: { farm: { objectId: string } }) => g.farm.objectId)).toEqual([farmId]);
    expect(JSON.stringify(grouped.body.data)).not.toContain(foreignSite);

    const state = await t.request('GET', `/site/${site.id}/state`, { token: farmUser });
    expect(state.body.data).toMatchObject({ objectId: site.id, status: 'ACTIVE', lastUpdated: null });
    const buckets = await t.request('GET', `/stem/${site.id}/bucket-details`, { token: farmUser });
    expect(buckets.status).toBe(200);
    expect(buckets.body.data).toBeNull();
    const options = objectOptionsSchema.parse((await t.request('GET', `/object/${site.id}/options`, { token: farmUser })).body.data);
    expect(options.sensors.map((s) => s.key)).toEqual(['deepSensor1', '0', '1', '2', '3', '4', '5']);
    expect(options.IrrigationType.map((i) => [i.name, i.systemType])).toEqual([
      ['Center Pivot', 2],
      ['Furrow', 5],
      ['Drip', 8],
      ['None', null],
    ]);
    for (const typeName of ['HardwareType', 'IrrigationType', 'PlantType', 'SoilType']) {
      const list = await t.request('GET', `/types/${typeName}`, { token: farmUser });
      expect(list.status, typeName).toBe(200);
      expect(list.body.data.length).toBeGreaterThan(2);
    }
    expect((await t.request('GET', '/types/Nonsense', { token: farmUser })).status).toBe(400);
  });

  it('saves changed groups, answers parsedSite and parsedTwig, and logs the §9 fields', async () => {
    const answer = await patch({ name: 'Renamed Pivot', addLocalSensor: false, localSensor: 'GroGuru TSS', maxIrrigationVolume: 800 });
    expect(answer.status, answer.body.message).toBe(200);
    const data = siteUpdateAnswerSchema.parse(answer.body.data);
    expect(data.parsedSite.name).toBe('Renamed Pivot');
    expect(data.parsedTwig.settings).toMatchObject({ addLocalSensor: false, localSensor: 'GroGuru TSS' });
    expect((await row()).name).toBe('Renamed Pivot');

    const log = changelogAnswerSchema.parse(
      (await t.request('GET', `/changelog?siteid=${site.id}&twigid=x`, { token: farmUser })).body.data,
    );
    expect(log.changeLogs.map((c) => c.friendlyName).sort()).toEqual(['Site Name', 'TSS', 'TSS type']);
    expect(log.changeLogs.find((c) => c.field === 'name')).toMatchObject({
      oldValue: 'Test Pivot',
      newValue: 'Renamed Pivot',
      user: { name: expect.any(String) },
    });
    // Every change is recorded; the call lists only the §9 fields.
    expect((await changelogRows()).map((r) => r.field)).toContain('maxIrrigationVolume');

    // Saving the same values again changes nothing and logs nothing.
    const before = (await changelogRows()).length;
    expect((await patch({ name: 'Renamed Pivot' })).status).toBe(200);
    expect((await changelogRows()).length).toBe(before);
  });

  it('leaves neither the change nor its changelog when the transaction fails', async () => {
    const db = t.server.database.db;
    const before = (await changelogRows()).length;
    // A changelog insert that fails after the site's update: the site must keep its name.
    await db.schema.alterTable('site_changelog').renameTo('site_changelog_away').execute();
    try {
      const answer = await patch({ name: 'Never Saved' });
      expect(answer.status).toBe(500);
    } finally {
      await db.schema.alterTable('site_changelog_away').renameTo('site_changelog').execute();
    }
    expect((await row()).name).toBe('Renamed Pivot');
    expect((await changelogRows()).length).toBe(before);
  });

  it('checks the §5 rules with their messages', async () => {
    const refused = async (body: unknown, message: string) => {
      const answer = await patch(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      // Rules of the body's schema come after the route's 'Invalid request.' prefix and the field.
      expect(answer.body.message).toContain(message);
    };
    await refused({ installByDate: '' }, 'Install date should have a value.');
    await refused({ installByDate: '02/30/2026' }, SITE_CONFIG_MESSAGES.invalidDate('Install date'));
    await refused({ installByDate: '01/01/2099' }, SITE_CONFIG_MESSAGES.tooFarAhead('Install date'));
    await refused({ plantingDate: '01/01/2099' }, SITE_CONFIG_MESSAGES.tooFarAhead('Planting date'));
    // Expected stages are for Potatoes (the site is Corn): the stage rules are checked with the crop changed in the same body.
    const potatoes = { plantType: 'Potatoes' };
    await refused(
      { ...potatoes, expectedStages: POTATO_STAGES('2026-05-10', null, '2026-07-01', '2026-08-01') },
      'Please Enter Dates for all Stages',
    );
    await refused(
      { ...potatoes, expectedStages: POTATO_STAGES('2026-05-10', '2026-05-10', '2026-07-01', '2026-08-01') },
      'Multiple stages cannot happen on the same Date',
    );
    await refused(
      { ...potatoes, expectedStages: POTATO_STAGES('2026-06-10', '2026-05-20', '2026-07-01', '2026-08-01') },
      'Please Enter Stage Dates In Sequence',
    );
    // The first stage cannot come before the planting date (2026-05-01).
    await refused(
      { ...potatoes, expectedStages: POTATO_STAGES('2026-04-10', '2026-05-20', '2026-07-01', '2026-08-01') },
      'Please Enter Stage Dates In Sequence',
    );
    await refused({ maxIrrigationVolume: 'lots' }, 'Well capacity must be a number.');
    await refused({ distanceFromWaterSource: 'far' }, 'Field size must be a number.');
    await refused({ name: '   ' }, 'Site name is required.');
    await refused({ location: { latitude: 'x', longitude: 1 } }, 'Latitude must be a number.');
    await refused({ hardwareType: 'Garden Hose' }, SITE_CONFIG_MESSAGES.unknownType('HardwareType', 'Garden Hose'));
    await refused({ irrigationType: 'Bucket' }, SITE_CONFIG_MESSAGES.unknownType('IrrigationType', 'Bucket'));
    expect((await row()).name).toBe('Renamed Pivot');

    const stages = await patch({
      plantType: 'Potatoes',
      installByDate: '04/20/2026',
      expectedStages: POTATO_STAGES('05/10/2026', '2026-06-01', '2026-07-01', '2026-08-01'),
    });
    expect(stages.status, stages.body.message).toBe(200);
    expect(stages.body.data.parsedTwig.settings.expectedStages.value[0]).toEqual({ stageId: 1, stageDate: '2026-05-10' });
    expect(stages.body.data.parsedSite.installByDate).toBe('2026-04-20');
    const doc = await t.request('GET', `/site/${site.id}?twigDetails=true`, { token: dealer });
    expect(doc.body.data.configActions.showExpectedStages).toBe(true);
    expect(doc.body.data.twigDetails.installByDate).toBe('04/20/2026');
  });

  it('takes crop types of the list only, spelt as the list spells them, and expected stages only for Potatoes', async () => {
    const crop = async () => (await row()).crop;
    const before = await crop();
    expect(before).toBe('Potatoes');
    const corn = await patch({ plantType: 'corn' });
    expect(corn.status, corn.body.message).toBe(200);
    expect([corn.body.data.parsedSite.plantType, await crop()]).toEqual(['Corn', 'Corn']);
    expect(JSON.parse((await row()).settings).plantType.value).toBe('Corn');

    // Valid stage dates on a Corn site: refused, naming the field, nothing saved.
    const stages = POTATO_STAGES('2026-05-10', '2026-06-01', '2026-07-01', '2026-08-01');
    const onCorn = await patch({ expectedStages: stages });
    expect([onCorn.status, onCorn.body.message, onCorn.body.fields]).toEqual([
      400,
      "Expected stages are only for Potatoes; this site's crop type is Corn.",
      ['expectedStages'],
    ]);
    // Changing to Corn and setting stages in one body: refused too.
    await patch({ plantType: 'Potatoes' });
    const toCorn = await patch({ plantType: 'Corn', expectedStages: stages });
    expect([toCorn.status, toCorn.body.fields]).toEqual([400, ['expectedStages']]);
    expect(await crop()).toBe('Potatoes');

    for (const plantType of ['Potato', 'Tomato']) {
      const unknown = await patch({ plantType });
      expect([unknown.status, unknown.body.message, unknown.body.fields]).toEqual([
        400,
        CROP_TYPE_MESSAGES.unknown(plantType),
        ['plantType'],
      ]);
    }
    expect(await crop()).toBe('Potatoes');
  });

  it('resets irrigation properties to the new type’s defaults', async () => {
    const drip = await patch({ irrigationType: 'Drip' }, farmUser);
    expect(drip.status, drip.body.message).toBe(200);
    expect(drip.body.data.parsedTwig.settings.irrigationProperties).toMatchObject({
      system_type: 8,
      emitter_discharge_rate: 0.2,
      line_depth: 12,
    });
    const edited = await patch(
      { irrigationProperties: { ...drip.body.data.parsedTwig.settings.irrigationProperties, line_depth: 14 } },
      farmUser,
    );
    expect(edited.body.data.parsedTwig.settings.irrigationProperties.line_depth).toBe(14);
    const pivot = await patch({ irrigationType: 'Center Pivot' }, farmUser);
    expect(pivot.body.data.parsedTwig.settings.irrigationProperties).toEqual({
      system_type: 2,
      flow_rate: 500,
      flow_rate_unit: 'gpm',
      irrigated_area: 120,
      irrigated_area_unit: 'ac',
      nozzle_type: 0,
    });
    expect(pivot.body.data.parsedSite.irrigationType).toBe('Center Pivot');
    const none = await patch({ irrigationType: 'None' }, farmUser);
    expect(none.body.data.parsedTwig.settings.irrigationProperties).toBeNull();
  });

  it('clears the crop template on another crop and queues a recompute after derived inputs change', async () => {
    const db = t.server.database.db;
    await db.updateTable('sites').set({ crop_template_id: 'SomeTmpl01' }).where('id', '=', site.id).execute();
    await clearJob();
    const crop = await patch({ plantType: 'Corn' });
    expect(crop.status, crop.body.message).toBe(200);
    expect(crop.body.data.parsedSite.cropTemplate).toBeNull();
    const log = (await t.request('GET', `/changelog?siteid=${site.id}`, { token: dealer })).body.data.changeLogs;
    expect(log[0]).toMatchObject({ friendlyName: 'Crop Type', oldValue: 'Potatoes', newValue: 'Corn' });

    for (const body of [
      { soilType: 'Clay' },
      { plantingDate: '2026-05-02' },
      { hardwareReferenceDepth: 10 },
      { hardwareSensors: [4, 8, 12, 24, 32, 40].map((depthOffset, i) => ({ name: String(i + 1), depthOffset })) },
      { selectedSensors: ['0', '1', '2'] },
    ]) {
      await clearJob();
      const answer = await patch(body);
      expect(answer.status, `${JSON.stringify(body)} ${answer.body.message}`).toBe(200);
      expect((await job())?.state, JSON.stringify(body)).toBe('queued');
    }
    const probe = await db.selectFrom('devices').select('depths').where('device_id', '=', site.probe.deviceId).executeTakeFirstOrThrow();
    expect(JSON.parse(probe.depths)).toEqual([4, 8, 12, 24, 32, 40]);
    await clearJob();
    expect((await patch({ maxIrrigationVolume: 700 })).status).toBe(200);
    expect(await job()).toBeUndefined();
    const wrongCount = await patch({ hardwareSensors: [{ name: '1', depthOffset: 4 }] });
    expect(wrongCount.status).toBe(400);
  });

  it('keeps device and site ids unique and moves only the pin', async () => {
    const other = await siteOn(t.server.database.db, farmId, { name: 'Neighbour Config Site' });
    const taken = await patch({ badgerId: other.probe.deviceId });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe(SITE_CONFIG_MESSAGES.idInUse('Badger ID'));
    expect((await patch({ siteId: other.siteId })).body.message).toBe(SITE_CONFIG_MESSAGES.idInUse('Site ID'));
    const moved = await patch({ location: { latitude: 34.25, longitude: -101.75 } });
    expect(moved.body.data.parsedSite.location).toEqual({ latitude: 34.25, longitude: -101.75 });
    expect((await row()).farm_id).toBe(farmId);
  });

  it('saves software sources and forecast days, with their rules', async () => {
    const path = `/site/update/irrigation-rainfall/${site.id}`;
    const software = await t.request('PUT', path, {
      token: dealer,
      body: { irrigationDataSourceType: 'pivotrac', rainfallDataSourceType: 'pivotrac' },
    });
    expect(software.status, software.body.message).toBe(200);
    expect(software.body.message).toBe('Data updated successfully');
    expect(software.body.data.parsedTwig.settings).toMatchObject({
      irrigationDataSource: { type: 'pivotrac' },
      rainfallDataSource: { type: 'pivotrac' },
    });
    expect((await t.request('PUT', path, { token: dealer, body: { rainfallDataSourceType: 'Weather.com' } })).status).toBe(400);

    const days = await t.request('PUT', `${path}?forecastDays=2,5,7`, { token: farmUser, body: {} });
    expect(days.status, days.body.message).toBe(200);
    const shown = days.body.data.parsedTwig.settings.predictedWaterUse.filter((p: { display: boolean }) => p.display);
    expect(shown.map((p: { forecastDay: number }) => p.forecastDay)).toEqual([2, 5, 7]);
    for (const forecastDays of [
      [1, 1, 2],
      [1, 2],
      [0, 3, 9],
      [1, 3, 10],
    ]) {
      const bad = await t.request('PUT', path, { token: farmUser, body: { forecastDays } });
      expect(bad.status, JSON.stringify(forecastDays)).toBe(400);
      expect(bad.body.message).toBe(FORECAST_DAYS_MESSAGE);
    }
    // A read-only role may pick forecast days but not the data sources.
    expect((await t.request('PUT', path, { token: farmUser, body: { rainfallDataSourceType: 'DTN' } })).status).toBe(403);
  });

  it('queues recompute-all and the one-time migration with "Update In Progress!"', async () => {
    await clearJob();
    const migrate = await t.request('GET', `/site/migrate/irrigation-rainfall/${site.id}`, { token: dealer });
    expect(migrate.status, migrate.body.message).toBe(200);
    expect(migrate.body.data).toMatchObject({ title: 'Update In Progress!', recompute: { state: 'queued', mode: 'all' } });
    const again = await t.request('POST', `/site/${site.id}/recompute-all`, {
      token: dealer,
      body: { siteId: site.siteId, status: 'ACTIVE' },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.title).toBe('Update In Progress!');
    expect((await t.request('GET', `/site/migrate/irrigation-rainfall/${site.id}`, { token: farmUser })).status).toBe(403);
    expect((await t.request('POST', `/site/${site.id}/recompute-all`, { token: farmUser, body: {} })).status).toBe(403);
  });

  it('applies the role rules of §6 by role and plan', async () => {
    const db = t.server.database.db;
    // Read-only roles: no edits of the configuration groups.
    for (const body of [{ name: 'Nope' }, { installByDate: '04/20/2026' }, { maxIrrigationVolume: 1 }, { selectedSensors: ['0'] }]) {
      expect((await patch(body, farmUser)).status, JSON.stringify(body)).toBe(403);
    }
    expect((await patch({ name: 'Nope' }, (await t.signin('dealer.user')).token)).status).toBe(403);
    // On Silver a dealer admin edits the site but loses the Gold cards and tools.
    await db.updateTable('sites').set({ plan: 'Silver' }).where('id', '=', site.id).execute();
    try {
      const doc = await t.request('GET', `/site/${site.id}`, { token: dealer });
      expect(doc.body.data.configActions).toMatchObject({
        canEdit: true,
        canEditForecast: false,
        canSelectSensors: false,
        canRecomputeAll: false,
        showExtraCards: false,
      });
      expect((await patch({ selectedSensors: ['0', '1'] })).status).toBe(403);
      expect((await patch({ irrigationType: 'Drip' }, farmUser)).status).toBe(403);
      expect((await patch({ irrigationType: 'Drip' })).status).toBe(200);
      expect(
        (await t.request('PUT', `/site/update/irrigation-rainfall/${site.id}`, { token: dealer, body: { forecastDays: [1, 2, 3] } }))
          .status,
      ).toBe(403);
      expect((await t.request('POST', `/site/${site.id}/recompute-all`, { token: dealer, body: {} })).status).toBe(403);
      const adminDoc = await t.request('GET', `/site/${site.id}`, { token: admin });
      expect(adminDoc.body.data.configActions).toMatchObject({ canEditForecast: true, canSelectSensors: true, showExtraCards: true });
    } finally {
      await db.updateTable('sites').set({ plan: 'Gold' }).where('id', '=', site.id).execute();
    }
  });

  it('refuses sites and farms of another branch', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', `/site/${foreignSite}?twigDetails=true`],
      ['GET', `/site/farm/${foreignFarm}`],
      ['GET', `/site/${foreignSite}/state`],
      ['GET', `/stem/${foreignSite}/bucket-details`],
      ['GET', `/object/${foreignSite}/options`],
      ['GET', `/changelog?siteid=${foreignSite}`],
      ['PATCH', `/site/${foreignSite}`, { name: 'Taken' }],
      ['PUT', `/site/update/irrigation-rainfall/${foreignSite}`, { forecastDays: [1, 2, 3] }],
      ['GET', `/site/migrate/irrigation-rainfall/${foreignSite}`],
      ['POST', `/site/${foreignSite}/recompute-all`, {}],
    ];
    for (const [method, path, body] of calls) {
      const answer = await t.request(method, path, { token: dealer, ...(body === undefined ? {} : { body }) });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    const search = await t.request('GET', '/site?name=Foreign%20Config', { token: dealer });
    expect(search.body.data).toEqual([]);
    const own = await t.request('GET', '/site?name=Foreign%20Config', { token: admin });
    expect(own.body.data.map((s: { objectId: string }) => s.objectId)).toEqual([foreignSite]);
    const name = await t.server.database.db.selectFrom('sites').select('name').where('id', '=', foreignSite).executeTakeFirstOrThrow();
    expect(name.name).toBe('Foreign Config Site');
  });
});
