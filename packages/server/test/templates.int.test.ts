import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cropTemplateRows,
  TEMPLATE_FORM_MESSAGES,
  TEMPLATE_MESSAGES,
  templateUsageSchema,
  THRESHOLD_PAGE_MESSAGES,
  type RoleName,
  type TemplateRow,
} from '@tilth/domain';
import { CROP_TYPE_MESSAGES } from '@tilth/domain/sites/cropTypes';
import { newObjectId } from '../src/lib/ids';
import { siteOn } from './helpers/siteDetailFixtures';
import { createTestSite } from './helpers/sites';
import { TWO_ROWS } from './helpers/templateFixtures';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';
import { MEMBERS_NOT_CANDIDATES } from '../src/modules/templates/templateService';
import { demoTemplateName, seedDemoTemplates } from '../src/seed/seedDemoTemplates';
import { demoSites } from '../src/seed/demoSites';

const DEMO_ROLES = [
  'admin',
  'distributor.admin',
  'distributor.user',
  'dealer.admin',
  'dealer.user',
  'business.admin',
  'business.user',
  'farm.admin',
  'farm.user',
] as const;

describe.each(ENGINES)('crop templates on %s', (engine) => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const ids = new Map<string, string>();
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let otherSite: Awaited<ReturnType<typeof createTestSite>>;

  const db = () => t.server.database.db;
  const orgId = async (name: string) =>
    (await db().selectFrom('organisations').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  /** An extra user signed in by token: an admin of another organisation (a sibling, a cousin). */
  async function extraUser(login: string, role: RoleName, organisationName: string) {
    const id = newObjectId();
    const now = new Date().toISOString();
    await db()
      .insertInto('users')
      .values({
        id,
        username: login,
        email: `${login}@templates.example`,
        password_hash: (await db().selectFrom('users').select('password_hash').where('username', '=', 'admin').executeTakeFirstOrThrow())
          .password_hash,
        name: `Extra ${login}`,
        phone: null,
        address: null,
        profile_image: null,
        role,
        organisation_id: await orgId(organisationName),
        farm_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const { token } = await t.signin(login);
    tokens.set(login, token);
    ids.set(login, id);
  }

  beforeAll(async () => {
    t = await startTestServer(engine);
    for (const login of DEMO_ROLES) {
      const { token, userId } = await t.signin(login);
      tokens.set(login, token);
      ids.set(login, userId);
    }
    const greenacres = await db()
      .selectFrom('users')
      .select('organisation_id')
      .where('username', '=', 'business.admin')
      .executeTakeFirstOrThrow();
    const sibling = await db()
      .selectFrom('organisations as o')
      .innerJoin('organisations as p', 'p.id', 'o.parent_id')
      .select('o.name')
      .where('o.type', '=', 'business')
      .where('o.id', '!=', greenacres.organisation_id!)
      .where('p.id', '=', await dealerOf(greenacres.organisation_id!))
      .executeTakeFirstOrThrow();
    await extraUser('sibling.admin', 'business_admin', sibling.name);
    const cousinDealer = await db()
      .selectFrom('organisations')
      .select('name')
      .where('type', '=', 'dealer')
      .where('id', '!=', await dealerOf(greenacres.organisation_id!))
      .executeTakeFirstOrThrow();
    await extraUser('cousin.dealer', 'dealer_admin', cousinDealer.name);
    site = await createTestSite(t, { localSensor: false }); // North Pivot Farm, Green Acres
    otherSite = await createTestSite(t, { farmName: 'Big Bend Corn', localSensor: false }); // another dealer's business
  });
  afterAll(async () => t?.close());

  async function dealerOf(businessId: string): Promise<string> {
    return (await db().selectFrom('organisations').select('parent_id').where('id', '=', businessId).executeTakeFirstOrThrow()).parent_id!;
  }

  const call = (login: string, method: string, path: string, body?: unknown) =>
    t.request(method, path, { token: tokens.get(login)!, body });

  async function create(login: string, body: Record<string, unknown> = {}) {
    const answer = await call(login, 'POST', '/templates', {
      name: `Template ${newObjectId()}`,
      cropType: 'Corn',
      templateData: TWO_ROWS,
      ...body,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { objectId: string; isEditable: boolean; [key: string]: unknown };
  }

  /** Who among these logins sees the template, by the list and by GET /templates/{id}, which must agree. */
  async function seenBy(templateId: string, logins: readonly string[]): Promise<string[]> {
    const seen: string[] = [];
    for (const login of logins) {
      const list = await call(login, 'GET', '/templates');
      expect(list.status).toBe(200);
      const listed = (list.body.data as { objectId: string }[]).some((x) => x.objectId === templateId);
      const one = await call(login, 'GET', `/templates/${templateId}`);
      expect(one.status, login).toBe(listed ? 200 : 404);
      if (listed) seen.push(login);
    }
    return seen;
  }
  const everyone = () => [...DEMO_ROLES, 'sibling.admin', 'cousin.dealer'];

  describe('sharing', () => {
    it('TEAM_AND_ABOVE (the default): the owner organisation and those above it, not siblings or children', async () => {
      const business = await create('business.admin');
      expect(business.sharingSettings).toEqual({ sharingOption: 'TEAM_AND_ABOVE', members: [] });
      expect(await seenBy(business.objectId, everyone())).toEqual([
        'admin',
        'distributor.admin',
        'distributor.user',
        'dealer.admin',
        'dealer.user',
        'business.admin',
        'business.user',
        'farm.admin',
        'farm.user',
      ]);
      const dealer = await create('dealer.admin');
      expect(await seenBy(dealer.objectId, everyone())).toEqual([
        'admin',
        'distributor.admin',
        'distributor.user',
        'dealer.admin',
        'dealer.user',
      ]);
    });

    it('CUSTOM: the creator and the chosen members (and the platform admin)', async () => {
      const custom = await create('dealer.admin', {
        sharingSettings: { sharingOption: 'CUSTOM', members: [ids.get('business.user'), ids.get('farm.user')] },
      });
      expect(custom.sharingSettings).toEqual({
        sharingOption: 'CUSTOM',
        members: expect.arrayContaining([
          expect.objectContaining({ objectId: ids.get('business.user'), username: 'business.user' }),
          expect.objectContaining({ objectId: ids.get('farm.user'), username: 'farm.user' }),
        ]),
      });
      expect(await seenBy(custom.objectId, everyone())).toEqual(['admin', 'dealer.admin', 'business.user', 'farm.user']);
    });

    it('PUBLIC: everyone; set by the platform admin only', async () => {
      const open = await create('admin', { sharingSettings: { sharingOption: 'PUBLIC', members: [] } });
      expect(await seenBy(open.objectId, everyone())).toEqual(everyone());
      for (const login of ['distributor.admin', 'business.admin', 'farm.admin']) {
        const refused = await call(login, 'POST', '/templates', {
          name: 'Mine for all',
          cropType: 'Corn',
          templateData: TWO_ROWS,
          sharingSettings: { sharingOption: 'PUBLIC', members: [] },
        });
        expect(refused.status, login).toBe(403);
        expect(refused.body.message).toBe(TEMPLATE_FORM_MESSAGES.publicAdminOnly);
        expect(refused.body.fields).toEqual(['sharingSettings']);
      }
      const mine = await create('dealer.admin');
      const widened = await call('dealer.admin', 'PATCH', `/templates/${mine.objectId}`, {
        sharingSettings: { sharingOption: 'PUBLIC', members: [] },
      });
      expect(widened.status).toBe(403);
    });

    it('CUSTOM needs members, and members the creator can see', async () => {
      const none = await call('dealer.admin', 'POST', '/templates', {
        name: 'Custom',
        cropType: 'Corn',
        templateData: TWO_ROWS,
        sharingSettings: { sharingOption: 'CUSTOM', members: [] },
      });
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(TEMPLATE_FORM_MESSAGES.membersRequired);
      const stranger = await call('business.admin', 'POST', '/templates', {
        name: 'Custom',
        cropType: 'Corn',
        templateData: TWO_ROWS,
        sharingSettings: { sharingOption: 'CUSTOM', members: [ids.get('sibling.admin')] },
      });
      expect(stranger.status).toBe(400);
      expect(stranger.body.message).toBe(MEMBERS_NOT_CANDIDATES);
    });

    it('offers as members the users the caller can see, not themselves', async () => {
      const names = async (login: string) =>
        ((await call(login, 'GET', '/templates/members')).body.data as { username: string; organisation: string }[]).map((m) => m.username);
      const dealer = await names('dealer.admin');
      expect(dealer).toEqual(
        expect.arrayContaining(['dealer.user', 'business.admin', 'business.user', 'farm.admin', 'farm.user', 'sibling.admin']),
      );
      expect(dealer).not.toContain('dealer.admin');
      expect(dealer).not.toContain('cousin.dealer');
      expect(dealer).not.toContain('distributor.admin');
      const farm = await names('farm.admin');
      expect(farm).toContain('farm.user');
      expect(farm).not.toContain('business.admin');
      const answer = (await call('business.admin', 'GET', '/templates/members')).body.data as { username: string; organisation: string }[];
      expect(answer.find((m) => m.username === 'business.user')?.organisation).toEqual(expect.any(String));
    });
  });

  describe('owning', () => {
    it('lets only the creator change or delete a template; others see it as not editable', async () => {
      const own = await create('business.admin', { name: 'Green Acres corn' });
      expect(own.isEditable).toBe(true);
      expect(own.createdBy).toMatchObject({ objectId: ids.get('business.admin'), username: 'business.admin' });
      expect((await call('dealer.admin', 'GET', `/templates/${own.objectId}`)).body.data.isEditable).toBe(false);

      for (const [method, body] of [
        ['PATCH', { name: 'Taken over' }],
        ['DELETE', undefined],
      ] as const) {
        const other = await call('dealer.admin', method, `/templates/${own.objectId}`, body);
        expect(other.status, method).toBe(403);
        expect(other.body.message).toBe(TEMPLATE_FORM_MESSAGES.ownerOnly);
        expect((await call('sibling.admin', method, `/templates/${own.objectId}`, body)).status, method).toBe(404);
        expect((await call('business.user', method, `/templates/${own.objectId}`, body)).status, method).toBe(403);
      }

      const renamed = await call('business.admin', 'PATCH', `/templates/${own.objectId}`, { name: '  Green Acres corn v2 ' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data.headerDetails).toEqual({ Name: 'Green Acres corn v2' });
      expect(renamed.body.data.templateData).toEqual(TWO_ROWS);

      // Rows are saved sorted by start day, values to two decimals.
      const rows = [
        { start_day: 40, red: 50.126, yellow: 60, green: 80, light_blue: 100 },
        { start_day: 1, red: 30, yellow: 40, green: 90, light_blue: 100 },
      ];
      const edited = await call('business.admin', 'PATCH', `/templates/${own.objectId}`, { templateData: rows });
      expect(edited.status).toBe(200);
      expect(edited.body.data.templateData).toEqual([rows[1], { ...rows[0], red: 50.13 }]);
      expect(edited.body.data.headerDetails.Name).toBe('Green Acres corn v2');

      const gone = await call('business.admin', 'DELETE', `/templates/${own.objectId}`);
      expect(gone.status).toBe(200);
      expect(gone.body.data).toEqual({ objectId: own.objectId });
      expect((await call('business.admin', 'GET', `/templates/${own.objectId}`)).status).toBe(404);
    });

    it('refuses member roles a new template', async () => {
      for (const login of ['distributor.user', 'dealer.user', 'business.user', 'farm.user']) {
        const answer = await call(login, 'POST', '/templates', { name: 'Mine', cropType: 'Corn', templateData: TWO_ROWS });
        expect(answer.status, login).toBe(403);
      }
    });

    it('clears the template from the sites it was applied to when it is deleted', async () => {
      const applied = await create('business.admin');
      await db().updateTable('sites').set({ crop_template_id: applied.objectId }).where('id', '=', site.id).execute();
      expect((await call('business.admin', 'DELETE', `/templates/${applied.objectId}`)).status).toBe(200);
      const after = await db().selectFrom('sites').select('crop_template_id').where('id', '=', site.id).executeTakeFirstOrThrow();
      expect(after.crop_template_id).toBeNull();
    });

    it('tells its creator how many sites deleting it takes it from, whoever’s sites they are', async () => {
      const shared = await create('admin', { sharingSettings: { sharingOption: 'PUBLIC', members: [] } });
      const usage = async (login = 'admin') => {
        const answer = await call(login, 'GET', `/templates/${shared.objectId}/usage`);
        return answer.status === 200 ? templateUsageSchema.parse(answer.body.data).siteCount : answer.status;
      };
      expect(await usage()).toBe(0);
      // Applied on two businesses' sites, one the creator sees and one of another dealer.
      await db().updateTable('sites').set({ crop_template_id: shared.objectId }).where('id', 'in', [site.id, otherSite.id]).execute();
      expect(await usage()).toBe(2);
      // Only its creator deletes it, so only they are told.
      expect(await usage('dealer.admin')).toBe(403);
      expect(await usage('business.user')).toBe(403);
      const own = await create('business.admin');
      expect((await call('sibling.admin', 'GET', `/templates/${own.objectId}/usage`)).status).toBe(404);

      expect((await call('admin', 'DELETE', `/templates/${shared.objectId}`)).status).toBe(200);
      const after = await db().selectFrom('sites').select('crop_template_id').where('id', 'in', [site.id, otherSite.id]).execute();
      expect(after.map((r) => r.crop_template_id)).toEqual([null, null]);
      expect(await usage()).toBe(404);
    });
  });

  describe('checks', () => {
    const row = (start_day: unknown, red: unknown = 10, yellow: unknown = 20, green: unknown = 30, light_blue: unknown = 100) => ({
      start_day,
      red,
      yellow,
      green,
      light_blue,
    });
    const cases: [string, unknown[]][] = [
      [TEMPLATE_MESSAGES.tooShort, [row(1)]],
      [TEMPLATE_MESSAGES.invalidStart, [row(1), row(0)]],
      [TEMPLATE_MESSAGES.invalidStart, [row(1), row('x')]],
      [TEMPLATE_MESSAGES.duplicateStart, [row(1), row(5), row(5)]],
      [TEMPLATE_MESSAGES.missing, [row(1), row(5, null)]],
      [TEMPLATE_MESSAGES.missing, [row(1), { start_day: 5, red: 10, yellow: 20, light_blue: 100 }]],
      [TEMPLATE_MESSAGES.blueBelow100, [row(1), row(5, 10, 20, 30, 90)]],
      [TEMPLATE_MESSAGES.invalidSeries, [row(1), row(5, 30, 20, 40)]],
      [TEMPLATE_MESSAGES.invalidSeries, [row(1), row(5, -1, 20, 40)]],
    ];

    it('answers each crop-template check with the spec’s message, on create and on edit', async () => {
      const own = await create('dealer.admin');
      for (const [message, templateData] of cases) {
        const created = await call('dealer.admin', 'POST', '/templates', { name: 'Checked', cropType: 'Corn', templateData });
        expect(created.status, message).toBe(400);
        expect(created.body.message).toBe(message);
        expect(created.body.fields).toEqual(['templateData']);
        const edited = await call('dealer.admin', 'PATCH', `/templates/${own.objectId}`, { templateData });
        expect(edited.status, message).toBe(400);
        expect(edited.body.message).toBe(message);
      }
    });

    it('takes a crop type of the list, spelt as the list spells it', async () => {
      for (const cropType of ['Potato', 'Tomato']) {
        const answer = await call('dealer.admin', 'POST', '/templates', { name: 'Crop', cropType, templateData: TWO_ROWS });
        expect([answer.status, answer.body.message, answer.body.fields]).toEqual([400, CROP_TYPE_MESSAGES.unknown(cropType), ['cropType']]);
      }
      expect((await create('dealer.admin', { cropType: ' potatoes ' })).cropType).toBe('Potatoes');
    });

    it('wants a name', async () => {
      for (const name of ['', '   ']) {
        const answer = await call('dealer.admin', 'POST', '/templates', { name, cropType: 'Corn', templateData: TWO_ROWS });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(TEMPLATE_FORM_MESSAGES.nameRequired);
        expect(answer.body.fields).toEqual(['name']);
      }
      const own = await create('dealer.admin');
      const blank = await call('dealer.admin', 'PATCH', `/templates/${own.objectId}`, { name: ' ' });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe(TEMPLATE_FORM_MESSAGES.nameRequired);
    });
  });

  describe('listing', () => {
    it('filters by crop type in any case and orders by name', async () => {
      await create('dealer.admin', { name: 'zz cotton late', cropType: 'Cotton' });
      await create('dealer.admin', { name: 'AA cotton early', cropType: 'cotton' });
      await create('dealer.admin', { name: 'corn only', cropType: 'Corn' });
      const answer = await call('dealer.admin', 'GET', '/templates?croptype=COTTON');
      expect(answer.status).toBe(200);
      const list = answer.body.data as { headerDetails: { Name: string }; cropType: string }[];
      expect(list.every((x) => x.cropType.toLowerCase() === 'cotton')).toBe(true);
      const names = list.map((x) => x.headerDetails.Name);
      expect(names).toEqual(expect.arrayContaining(['zz cotton late', 'AA cotton early', demoTemplateName('Cotton')]));
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect((await call('dealer.admin', 'GET', '/templates?croptype=Tomato')).body.data).toEqual([]);
    });
  });

  describe('demo templates', () => {
    it('seeds one PUBLIC template per demo crop, by the platform admin, from the FAO-56 stages', async () => {
      const corn = ((await call('farm.user', 'GET', '/templates?croptype=corn')).body.data as Record<string, any>[]).find(
        (x) => x.headerDetails.Name === demoTemplateName('Corn'),
      );
      expect(corn).toMatchObject({
        cropType: 'Corn',
        sharingSettings: { sharingOption: 'PUBLIC', members: [] },
        createdBy: { objectId: ids.get('admin') },
        templateData: cropTemplateRows('corn'),
        isEditable: false,
      });
      for (const crop of ['Cotton', 'Wheat', 'Potatoes', 'Soybean', 'Alfalfa']) {
        const list = (await call('farm.user', 'GET', `/templates?croptype=${crop}`)).body.data as { headerDetails: { Name: string } }[];
        expect(
          list.map((x) => x.headerDetails.Name),
          crop,
        ).toContain(demoTemplateName(crop));
      }
    });

    it('adds what is missing on a later start and applies it to about half the demo sites of the crop', async () => {
      expect(await seedDemoTemplates(db())).toBe(0);
      await db().deleteFrom('crop_templates').where('name', '=', demoTemplateName('Corn')).execute();
      const farm = await db().selectFrom('farms').select('id').where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow();
      const names = demoSites.filter((s) => s.farm === 'northpivot' && s.crop === 'corn').map((s) => s.name);
      expect(names.length).toBeGreaterThanOrEqual(2);
      const sites = [];
      for (const name of names) sites.push(await siteOn(db(), farm.id, { name }));
      expect(await seedDemoTemplates(db())).toBe(1);
      const template = await db()
        .selectFrom('crop_templates')
        .select('id')
        .where('name', '=', demoTemplateName('Corn'))
        .executeTakeFirstOrThrow();
      const applied = await db()
        .selectFrom('sites')
        .select('id')
        .where(
          'id',
          'in',
          sites.map((s) => s.id),
        )
        .where('crop_template_id', '=', template.id)
        .execute();
      expect(applied).toHaveLength(Math.ceil(sites.length / 2));
      // The test's own corn sites (not the demo's) are left alone.
      const own = await db().selectFrom('sites').select('crop_template_id').where('id', '=', site.id).executeTakeFirstOrThrow();
      expect(own.crop_template_id).not.toBe(template.id);
    });
  });

  describe('a template on a site’s calendar', () => {
    const rows: TemplateRow[] = [
      { start_day: 1, red: 40, yellow: 50, green: 90, light_blue: 100 },
      { start_day: 31, red: 55, yellow: 65, green: 85, light_blue: 100 },
    ];
    const series = (login: string, siteKey: string, templateId: string, query = '') =>
      call(login, 'GET', `/sites/${siteKey}/templates/${templateId}${query}`);

    it('refuses a template of another crop than the site’s', async () => {
      const cotton = await create('business.admin', { cropType: 'Cotton', templateData: rows });
      const answer = await series('farm.user', site.id, cotton.objectId);
      expect([answer.status, answer.body.message, answer.body.fields]).toEqual([400, TEMPLATE_FORM_MESSAGES.cropMismatch, ['templateId']]);
      // The crop is compared as the list spells it, in any case.
      await db().updateTable('crop_templates').set({ crop_type: 'corn' }).where('id', '=', cotton.objectId).execute();
      expect((await series('farm.user', site.id, cotton.objectId)).status).toBe(200);
    });

    it('lays the rows from the site’s planting date, the bands from the row in force', async () => {
      const template = await create('business.admin', { templateData: rows });
      const answer = await series('farm.user', site.id, template.objectId, '?fromDate=2026-04-28&toDate=2026-06-05');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const data = answer.body.data as { plantingDate: string; dateSeries: string[]; colorSeries: Record<string, number[]> };
      expect(data.plantingDate).toBe('2026-05-01');
      expect(data.dateSeries[0]).toBe('2026-05-01');
      expect(data.dateSeries.at(-1)).toBe('2026-06-05');
      expect(data.dateSeries).toHaveLength(36);
      const on = (date: string) => {
        const i = data.dateSeries.indexOf(date);
        return {
          red: data.colorSeries.red![i],
          yellow: data.colorSeries.yellow![i],
          green: data.colorSeries.green![i],
          blue: data.colorSeries.light_blue![i],
        };
      };
      expect(on('2026-05-30')).toEqual({ red: 40, yellow: 50, green: 90, blue: 100 });
      expect(on('2026-05-31')).toEqual({ red: 55, yellow: 65, green: 85, blue: 100 });

      const moved = await series('farm.user', site.siteId, template.objectId, '?plantingdate=2026-05-10&toDate=2026-06-09T12:00:00Z');
      expect(moved.body.data.plantingDate).toBe('2026-05-10');
      expect(moved.body.data.dateSeries[0]).toBe('2026-05-10');
      expect(moved.body.data.dateSeries.at(-1)).toBe('2026-06-09');
      expect(moved.body.data.colorSeries.red[29]).toBe(40);
      expect(moved.body.data.colorSeries.red[30]).toBe(55);

      // By default: from planting to the later of today and 60 days past the last row's start.
      const whole = await series('farm.user', site.id, template.objectId);
      expect(whole.body.data.dateSeries[0]).toBe('2026-05-01');
      expect(whole.body.data.dateSeries.at(-1) >= '2026-07-30').toBe(true);

      const bad = await series('farm.user', site.id, template.objectId, '?fromDate=someday');
      expect(bad.status).toBe(400);
    });

    it('needs a planting date', async () => {
      const template = await create('business.admin');
      await db().updateTable('sites').set({ planting_date: null }).where('id', '=', site.id).execute();
      try {
        const missing = await series('business.user', site.id, template.objectId);
        expect(missing.status).toBe(400);
        expect(missing.body.message).toBe(THRESHOLD_PAGE_MESSAGES.templateNeedsPlantingDate);
        const given = await series('business.user', site.id, template.objectId, '?plantingdate=2026-05-01&toDate=2026-05-02');
        expect(given.body.data.dateSeries).toEqual(['2026-05-01', '2026-05-02']);
      } finally {
        await db().updateTable('sites').set({ planting_date: '2026-05-01' }).where('id', '=', site.id).execute();
      }
    });

    it('refuses another business’s site and a template the caller may not see', async () => {
      const open = await create('admin', { sharingSettings: { sharingOption: 'PUBLIC', members: [] } });
      expect((await series('business.admin', otherSite.id, open.objectId)).status).toBe(404);
      expect((await series('farm.user', otherSite.id, open.objectId)).status).toBe(404);
      const dealers = await create('dealer.admin');
      expect((await series('business.admin', site.id, dealers.objectId)).status).toBe(404);
      expect((await series('dealer.admin', site.id, dealers.objectId)).status).toBe(200);
      expect((await series('business.admin', site.id, 'NoSuchTmpl')).status).toBe(404);
    });
  });
});
