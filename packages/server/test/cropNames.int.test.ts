import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { up as canonicalCropNames } from '../src/db/migrations/0012_canonical_crop_names';
import { newObjectId } from '../src/lib/ids';
import { demoTemplateName, seedDemoTemplates } from '../src/seed/seedDemoTemplates';
import { siteOn } from './helpers/siteDetailFixtures';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/**
 * One spelling per crop type (issue 27): migration 0012 rewrites what databases seeded before hold
 * ('Potato') to the list's spelling ('Potatoes') in every table holding a crop type, and leaves
 * crops the list does not know alone. The migration runs again here over rows written the old way.
 */
describe.each(ENGINES)('crop names on %s', (engine) => {
  let t: TestServer;
  const db = () => t.server.database.db;
  const now = new Date().toISOString();

  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => t?.close());

  /** A site as the old seed stored it: crop column and documented settings. */
  async function siteGrowing(crop: string, name: string) {
    const farm = await db().selectFrom('farms').select('id').where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow();
    const site = await siteOn(db(), farm.id, { name });
    const { settings } = await db().selectFrom('sites').select('settings').where('id', '=', site.id).executeTakeFirstOrThrow();
    const stored = JSON.parse(settings) as Record<string, { value?: unknown }>;
    await db()
      .updateTable('sites')
      .set({ crop, settings: JSON.stringify({ ...stored, plantType: { ...stored.plantType, value: crop } }) })
      .where('id', '=', site.id)
      .execute();
    return site.id;
  }
  const siteCrop = async (id: string) => {
    const row = await db().selectFrom('sites').select(['crop', 'settings']).where('id', '=', id).executeTakeFirstOrThrow();
    return [row.crop, (JSON.parse(row.settings) as { plantType: { value: string } }).plantType.value];
  };

  it('rewrites Potato to Potatoes in sites, their settings, templates and the changelog; other crops stay', async () => {
    const potato = await siteGrowing('Potato', 'Old potato site');
    const lower = await siteGrowing('potatoes', 'Lower-case potato site');
    const beet = await siteGrowing('Sugar beet', 'Free-text crop site');
    const corn = await siteGrowing('Corn', 'Corn site');

    // The demo's potato template as the old seed named it, and a user's template of the old spelling.
    const admin = await db()
      .selectFrom('users')
      .select(['id', 'organisation_id'])
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    await db().deleteFrom('crop_templates').where('name', '=', demoTemplateName('Potatoes')).execute();
    const template = (name: string, cropType: string) => ({
      id: newObjectId(),
      name,
      crop_type: cropType,
      created_by: admin.id,
      owner_organisation_id: admin.organisation_id!,
      sharing_option: 'PUBLIC' as const,
      template_data: '[]',
      created_at: now,
      updated_at: now,
    });
    const demo = template('Potato - FAO-56 growth stages', 'Potato');
    const mine = template('My potato rows', 'potato');
    await db().insertInto('crop_templates').values([demo, mine]).execute();

    const log = (field: string, oldValue: string | null, newValue: string | null) => ({
      id: newObjectId(),
      site_id: potato,
      field,
      friendly_name: field,
      old_value: oldValue,
      new_value: newValue,
      user_id: null,
      user_name: 'Someone',
      created_at: now,
    });
    const entries = [log('plantType', 'Corn', 'Potato'), log('plantType', 'Potato', 'Sugar beet'), log('name', 'Potato', 'Potato')];
    await db().insertInto('site_changelog').values(entries).execute();

    await canonicalCropNames(db() as unknown as Kysely<unknown>);

    expect(await siteCrop(potato)).toEqual(['Potatoes', 'Potatoes']);
    expect(await siteCrop(lower)).toEqual(['Potatoes', 'Potatoes']);
    expect(await siteCrop(beet)).toEqual(['Sugar beet', 'Sugar beet']);
    expect(await siteCrop(corn)).toEqual(['Corn', 'Corn']);
    const templates = await db()
      .selectFrom('crop_templates')
      .select(['id', 'name', 'crop_type'])
      .where('id', 'in', [demo.id, mine.id])
      .orderBy('name')
      .execute();
    expect(templates).toEqual([
      { id: mine.id, name: 'My potato rows', crop_type: 'Potatoes' },
      { id: demo.id, name: demoTemplateName('Potatoes'), crop_type: 'Potatoes' },
    ]);
    const logged = await db()
      .selectFrom('site_changelog')
      .select(['id', 'old_value', 'new_value'])
      .where(
        'id',
        'in',
        entries.map((e) => e.id),
      )
      .execute();
    expect(Object.fromEntries(logged.map((r) => [r.id, [r.old_value, r.new_value]]))).toEqual({
      [entries[0]!.id]: ['Corn', 'Potatoes'],
      [entries[1]!.id]: ['Potatoes', 'Sugar beet'],
      // Only crop-type entries hold crop names.
      [entries[2]!.id]: ['Potato', 'Potato'],
    });

    // The seed finds the demo's template under its new name: no second one.
    expect(await seedDemoTemplates(db())).toBe(0);
    const named = await db().selectFrom('crop_templates').select('id').where('name', '=', demoTemplateName('Potatoes')).execute();
    expect(named).toEqual([{ id: demo.id }]);
  });

  it('offers the same spelling in the crop-type list and shows Expected Stages for the rewritten site', async () => {
    const { token } = await t.signin('dealer.admin');
    const types = await t.request('GET', '/types/PlantType', { token });
    expect((types.body.data as { name: string }[]).map((x) => x.name)).toContain('Potatoes');
    expect((types.body.data as { name: string }[]).map((x) => x.name)).not.toContain('Potato');
    const site = await siteGrowing('Potato', 'Potato site for the card');
    await canonicalCropNames(db() as unknown as Kysely<unknown>);
    const doc = await t.request('GET', `/site/${site}?twigDetails=true`, { token });
    expect(doc.status).toBe(200);
    expect(doc.body.data.twigDetails.plantType).toBe('Potatoes');
    expect(doc.body.data.configActions.showExpectedStages).toBe(true);
  });
});
