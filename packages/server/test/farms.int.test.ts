import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFarms, demoOrganisations } from '../src/seed/demoData';
import { addFarm, addSites, farmIdByName } from './helpers/farmSites';
import { createForeignBranch, type ForeignBranch } from './helpers/roleFixtures';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
/** The test's own farms, oldest first; queries narrow to them with name=qa so the seed's sites never count. */
const QA = ['Qa Alpha', 'Qa Bravo', 'Qa Charlie', 'Qa Delta'];
const orgName = (key: string) => demoOrganisations.find((o) => o.key === key)!.name;
const ancestors = (key: string | null): string[] =>
  key ? [key, ...ancestors(demoOrganisations.find((o) => o.key === key)?.parent ?? null)] : [];
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
/** Demo farms whose business sits under this organisation (seed key), alphabetical. */
const demoFarmsUnder = (key: string) =>
  demoFarms
    .filter((f) => ancestors(f.business).includes(key))
    .map((f) => f.name)
    .sort(byName);
type Session = { token: string; userId: string };
type Page = { body: { data: { farms: { name: string }[] } } };

describe.each(ENGINES)('farms dashboard calls on %s', (engine) => {
  let t: TestServer;
  let foreign: ForeignBranch;
  const sessions = new Map<string, Session>();
  const as = (login: string) => sessions.get(login)!;
  const list = (login: string, query = '', userId = as(login).userId) =>
    t.request('GET', `/farm/user/${userId}${query}`, { token: as(login).token });
  const names = (answer: Page) => answer.body.data.farms.map((f) => f.name);

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.server.database.db;
    foreign = await createForeignBranch(db);
    for (const login of [
      'admin',
      'distributor.user',
      'dealer.admin',
      'dealer.user',
      'business.admin',
      'business.user',
      'farm.admin',
      'farm.user',
    ])
      sessions.set(login, await t.signin(login));
    const at = (minute: number) => `2020-01-01T00:0${minute}:00.000Z`;
    await addFarm(db, 'Qa Alpha', orgName('greenacres'), at(1));
    await addFarm(db, 'Qa Bravo', orgName('sanjoaquin'), at(2));
    await addFarm(db, 'Qa Charlie', orgName('greenacres'), at(3));
    await addFarm(db, 'Qa Delta', orgName('snake'), at(4));
    await addSites(db, 'Qa Alpha', [
      { name: 'Pivot Fresh', hoursAgo: 1 },
      { name: 'Pivot Lagging', hoursAgo: 4 },
      { name: 'Pivot Stale', hoursAgo: 12 },
      { name: 'Pivot Silent', hoursAgo: 48 },
      { name: 'Pivot Never', hoursAgo: null },
      { name: 'Pivot Pulled', hoursAgo: 2000, extracted: true },
      { name: 'Pivot Planned', hoursAgo: null, status: 'PENDING' },
    ]);
    await addSites(db, 'Qa Bravo', [{ name: 'Almond Row 4', hoursAgo: 12 }]);
    await addSites(db, 'Qa Charlie', [{ name: 'Flat East', hoursAgo: 0.5 }]);
  });
  afterAll(async () => t?.close());

  it('answers a batch with health counts, each site with its status, and paging', async () => {
    const answer = await list('admin', '?name=qa');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 4, skip: 0, limit: 10, nextSkip: null });
    expect(names(answer)).toEqual([...QA].reverse());
    const alpha = answer.body.data.farms.find((f: { name: string }) => f.name === 'Qa Alpha');
    expect(alpha).toMatchObject({
      physicalAddress: 'Qa Alpha Rd, Plainview, TX 79072',
      location: { latitude: 34.1, longitude: -101.8 },
      businessName: orgName('greenacres'),
      timeZone: 'America/Chicago',
      siteCount: 6,
      reportingStatus: [
        { status: 'LOW', count: 1 },
        { status: 'MED', count: 1 },
        { status: 'FAIR', count: 1 },
        { status: 'EXTRACTED', count: 1 },
        { status: 'NOT_CONNECTED', count: 2 },
      ],
    });
    expect(alpha).not.toHaveProperty('image');
    const health = Object.fromEntries(alpha.sites.map((s: { name: string; health: string }) => [s.name, s.health]));
    expect(health).toEqual({
      'Pivot Fresh': 'FAIR',
      'Pivot Lagging': 'MED',
      'Pivot Stale': 'LOW',
      'Pivot Silent': 'NOT_CONNECTED',
      'Pivot Never': 'NOT_CONNECTED',
      'Pivot Pulled': 'EXTRACTED',
      'Pivot Planned': 'PENDING',
    });
    expect(alpha.sites[0]).toMatchObject({
      objectId: expect.any(String),
      siteId: expect.stringMatching(/^\d+$/),
      plan: 'Gold',
      location: { latitude: 34.2, longitude: -101.7 },
    });
    const delta = answer.body.data.farms.find((f: { name: string }) => f.name === 'Qa Delta');
    expect(delta).toMatchObject({ siteCount: 0, sites: [] });
  });

  it('answers every farm the provider sees, in batches of 10 by default', async () => {
    // The provider sees every branch, the foreign fixture's too.
    const all = [...demoFarms.map((f) => f.name), ...QA, 'Foreign Farm'];
    const first = await list('admin', '?sort=ALPHA-ASC');
    expect(first.body.data).toMatchObject({ total: all.length, limit: 10, nextSkip: all.length > 10 ? 10 : null });
    expect(names(first)).toEqual([...all].sort(byName).slice(0, 10));
  });

  it('pages with skip and limit, in every sort order', async () => {
    const alpha = await list('admin', '?name=qa&sort=ALPHA-ASC&limit=3');
    expect(names(alpha)).toEqual(QA.slice(0, 3));
    expect(alpha.body.data).toMatchObject({ total: 4, limit: 3, nextSkip: 3 });
    const rest = await list('admin', '?name=qa&sort=ALPHA-ASC&limit=3&skip=3');
    expect(names(rest)).toEqual(QA.slice(3));
    expect(rest.body.data.nextSkip).toBeNull();
    expect(names(await list('admin', '?name=qa&sort=ALPHA-DESC'))).toEqual([...QA].reverse());
    expect(names(await list('admin', '?name=qa&sort=ASC'))).toEqual(QA);
    expect(names(await list('admin', '?name=qa&sort=DESC'))).toEqual([...QA].reverse());
  });

  it('searches by name substring, ignoring case and trailing spaces', async () => {
    expect(names(await list('admin', '?name=QA%20BRA%20%20'))).toEqual(['Qa Bravo']);
    expect(names(await list('admin', '?name=a%20c'))).toEqual(['Qa Charlie']);
    const none = await list('admin', '?name=zzz');
    expect(none.body.data).toMatchObject({ farms: [], total: 0, nextSkip: null });
    // LIKE wildcards in the search are taken literally.
    expect((await list('admin', '?name=%25')).body.data.total).toBe(0);
    expect((await list('admin', '?name=_')).body.data.total).toBe(0);
  });

  it('filters farms by the status of their sites', async () => {
    const only = async (status: string) => names(await list('admin', `?name=qa&sort=ALPHA-ASC&siteStatus=${status}`));
    expect(await only('LOW')).toEqual(['Qa Alpha', 'Qa Bravo']);
    expect(await only('FAIR')).toEqual(['Qa Alpha', 'Qa Charlie']);
    expect(await only('MED')).toEqual(['Qa Alpha']);
    expect(await only('EXTRACTED')).toEqual(['Qa Alpha']);
    expect(await only('NOT_CONNECTED')).toEqual(['Qa Alpha']);
    const combined = await list('admin', '?siteStatus=LOW&name=bravo');
    expect(names(combined)).toEqual(['Qa Bravo']);
    expect(combined.body.data.total).toBe(1);
  });

  it('adds images on request and leaves sites out for the map', async () => {
    const withImages = await list('admin', '?imageRequired=true&limit=1');
    expect(withImages.body.data.farms[0]).toHaveProperty('image');
    const bare = await list('admin', '?withSites=false&name=qa');
    expect(bare.body.data.farms[0]).not.toHaveProperty('sites');
    const full = await list('admin', '?name=qa');
    // Counted by the database without the sites, the counts are the same.
    expect(bare.body.data.farms.map((f: { siteCount: number }) => f.siteCount)).toEqual(
      full.body.data.farms.map((f: { siteCount: number }) => f.siteCount),
    );
    expect(bare.body.data.farms.map((f: { reportingStatus: unknown }) => f.reportingStatus)).toEqual(
      full.body.data.farms.map((f: { reportingStatus: unknown }) => f.reportingStatus),
    );
  });

  it("lists only the farms in the viewer's subtree, for themselves or a user they can see", async () => {
    const alphabetical = (login: string, userId?: string) => list(login, '?sort=ALPHA-ASC&limit=100', userId).then(names);
    const heartland = [...demoFarmsUnder('heartland'), 'Qa Alpha', 'Qa Charlie', 'Qa Delta'].sort(byName);
    expect(await alphabetical('dealer.user')).toEqual(heartland);
    expect(await alphabetical('business.user')).toEqual([...demoFarmsUnder('greenacres'), 'Qa Alpha', 'Qa Charlie'].sort(byName));
    const ownFarm = demoFarms.find((f) => f.key === 'northpivot')!.name;
    expect(await alphabetical('farm.user')).toEqual([ownFarm]);
    // The provider looking at the dealer user's dashboard sees what that user sees.
    expect(await alphabetical('admin', as('dealer.user').userId)).toEqual(heartland);
    expect((await list('dealer.user', '', foreign.users[0]!.id)).status).toBe(404);
    expect((await list('farm.user', '', as('dealer.admin').userId)).status).toBe(404);
    expect(JSON.stringify((await list('dealer.admin', '?limit=1000')).body)).not.toContain(foreign.farm);
  });

  it('refuses bad queries naming the parameter', async () => {
    for (const [query, field] of [
      ['?sort=NEWEST', 'sort'],
      ['?limit=0', 'limit'],
      ['?limit=5000', 'limit'],
      ['?skip=-1', 'skip'],
      ['?siteStatus=DRY', 'siteStatus'],
      ['?imageRequired=yes', 'imageRequired'],
    ]) {
      const answer = await list('admin', query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.fields, query).toEqual([field]);
    }
  });

  it('answers the farm picker by farm name or site ID, alphabetically', async () => {
    const { token } = as('dealer.admin');
    const all = await t.request('GET', '/farm/picker', { token });
    expect(all.body.data.map((f: { name: string }) => f.name)).toEqual(
      [...demoFarmsUnder('heartland'), 'Qa Alpha', 'Qa Charlie', 'Qa Delta'].sort(byName),
    );
    const alpha = all.body.data.find((f: { name: string }) => f.name === 'Qa Alpha');
    expect(alpha.siteIds).toHaveLength(6);
    const bySite = await t.request('GET', `/farm/picker?name=${alpha.siteIds[0]}`, { token });
    expect(bySite.body.data.map((f: { name: string }) => f.name)).toEqual(['Qa Alpha']);
    expect((await t.request('GET', '/farm/picker?name=qa%20d', { token })).body.data).toHaveLength(1);
    expect(
      (await t.request('GET', '/farm/picker', { token: as('farm.user').token })).body.data.map((f: { name: string }) => f.name),
    ).toEqual([demoFarms.find((f) => f.key === 'northpivot')!.name]);
  });

  it('serves the map tile configuration', async () => {
    const answer = await t.request('GET', '/config/map', { token: as('farm.user').token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      maxZoom: 18,
      road: { url: expect.stringContaining('{z}') },
      satellite: { url: expect.any(String) },
    });
    expect((await t.request('GET', '/config/map')).status).toBe(401);
  });

  describe('creating a farm', () => {
    const body = (extra: Record<string, unknown> = {}) => ({
      name: `New Farm ${Math.random().toString(36).slice(2, 7)}`,
      physicalAddress: '500 County Rd 12, Plainview, TX 79072',
      mailingAddress: 'PO Box 9, Plainview, TX 79073',
      location: { lat: 34.19, lng: -101.71 },
      ...extra,
    });
    const create = (login: string, payload: unknown) => t.request('POST', '/farm', { token: as(login).token, body: payload });
    const orgId = async (key: string) =>
      (await t.server.database.db.selectFrom('organisations').select('id').where('name', '=', orgName(key)).executeTakeFirstOrThrow()).id;

    it("creates a farm for the business user's own business, and it shows at once in the list and the tree", async () => {
      const payload = body();
      const answer = await create('business.admin', payload);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Farm created');
      expect(answer.body.data).toMatchObject({
        name: payload.name,
        physicalAddress: payload.physicalAddress,
        mailingAddress: payload.mailingAddress,
        location: { latitude: 34.19, longitude: -101.71 },
        businessName: orgName('greenacres'),
        timeZone: 'America/Chicago',
        siteCount: 0,
        image: null,
      });
      expect(names(await list('business.admin', '?limit=1'))).toEqual([payload.name]);
      const tree = await t.request('GET', `/org/view/${as('dealer.admin').userId}`, { token: as('dealer.admin').token });
      expect(JSON.stringify(tree.body.data)).toContain(answer.body.data.objectId);
    });

    it('creates a farm with a logo for a chosen business, and guesses or takes the time zone', async () => {
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
      const upload = await fetch(`${t.url}/file/image`, {
        method: 'POST',
        headers: { authorization: as('dealer.admin').token },
        body: form,
      });
      const fileId = ((await upload.json()) as { data: { objectId: string } }).data.objectId;
      const snake = await orgId('snake');
      const answer = await create(
        'dealer.admin',
        body({ businessId: snake, fileId, physicalAddress: "Coeur d'Alene, ID 83814", location: { lat: 47.67, lng: -116.78 } }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.image).toMatch(/^\/uploads\/[A-Za-z0-9]+\.png$/);
      expect(answer.body.data.timeZone).toBe('America/Los_Angeles');
      const picked = await create('dealer.admin', body({ businessId: snake, timeZone: 'America/Denver' }));
      expect(picked.body.data.timeZone).toBe('America/Denver');
      const withImage = await list('dealer.admin', `?imageRequired=true&name=${encodeURIComponent(answer.body.data.name)}`);
      expect(withImage.body.data.farms[0].image).toBe(answer.body.data.image);
      // Someone else's upload cannot become this farm's logo.
      expect((await create('business.admin', body({ fileId }))).body.fields).toEqual(['fileId']);
    });

    it('lets a farm admin add a farm to their business', async () => {
      const answer = await create('farm.admin', body());
      expect(answer.status).toBe(200);
      expect(answer.body.data.businessName).toBe(orgName('greenacres'));
    });

    it('refuses bad input naming the field', async () => {
      const cases: [unknown, string][] = [
        [body({ name: '  ' }), 'name'],
        [body({ physicalAddress: '' }), 'physicalAddress'],
        [{ ...body(), location: undefined }, 'location'],
        [body({ location: { lat: 91, lng: 0 } }), 'location.lat'],
        [body({ location: { lat: 0, lng: 'east' } }), 'location.lng'],
        [body({ timeZone: 'Mars/Olympus' }), 'timeZone'],
        [body({ businessId: 'bad id!' }), 'businessId'],
        [body({ fileId: 'NoSuchFile' }), 'fileId'],
      ];
      for (const [payload, field] of cases) {
        const answer = await create('business.admin', payload);
        expect(answer.status, field).toBe(400);
        expect(answer.body.fields, field).toEqual([field]);
      }
      // Above a business, the business must be named, must be a business, and must be visible.
      const missing = await create('dealer.admin', body());
      expect([missing.status, missing.body.fields, missing.body.message]).toEqual([
        400,
        ['businessId'],
        'Business Organisation is required',
      ]);
      const notBusiness = await create('dealer.admin', body({ businessId: await orgId('heartland') }));
      expect([notBusiness.status, notBusiness.body.fields]).toEqual([400, ['businessId']]);
      const outside = await create('dealer.admin', body({ businessId: foreign.business }));
      expect([outside.status, outside.body.fields, outside.body.data]).toEqual([404, ['businessId'], null]);
      const taken = await create('business.admin', body({ name: 'qa ALPHA' }));
      expect([taken.status, taken.body.fields]).toEqual([409, ['name']]);
    });

    it('refuses control characters and broken Unicode in names and addresses, naming the field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: 'North\u0000Farm' }, 'name'],
        [{ name: 'North\r\nFarm' }, 'name'],
        [{ physicalAddress: '500 County Rd 12\nPlainview' }, 'physicalAddress'],
        [{ physicalAddress: 'Plainview \ud800 TX' }, 'physicalAddress'],
        [{ mailingAddress: 'PO Box 9\u0085' }, 'mailingAddress'],
      ];
      for (const [extra, field] of cases) {
        const answer = await create('business.admin', body(extra));
        expect([answer.status, answer.body.fields], JSON.stringify(extra)).toEqual([400, [field]]);
      }
      // Spaces at either end, line breaks included, are trimmed away rather than refused.
      const trimmed = await create('business.admin', body({ name: '  Trim Test Farm\r\n' }));
      expect([trimmed.status, trimmed.body.data.name]).toEqual([200, 'Trim Test Farm']);
    });

    it('is refused to every user role, distributor_user included (spec 000 §6)', async () => {
      for (const login of ['distributor.user', 'dealer.user', 'business.user', 'farm.user'])
        expect((await create(login, body())).status, login).toBe(403);
    });
  });

  describe('farm selection in preferences', () => {
    it('takes farms the user can see and refuses others naming the field', async () => {
      const { token } = as('dealer.admin');
      const db = t.server.database.db;
      const [alpha, charlie, bravo] = [
        await farmIdByName(db, 'Qa Alpha'),
        await farmIdByName(db, 'Qa Charlie'),
        await farmIdByName(db, 'Qa Bravo'),
      ];
      const saved = await t.request('PUT', '/user/details', {
        token,
        body: { selectedFarms: [alpha, charlie], selectAllFarms: false, selectedFarm: alpha },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.preference).toMatchObject({ selectedFarms: [alpha, charlie], selectAllFarms: false, selectedFarm: alpha });

      const foreignList = await t.request('PUT', '/user/details', { token, body: { selectedFarms: [alpha, foreign.farm] } });
      expect([foreignList.status, foreignList.body.fields]).toEqual([400, ['selectedFarms']]);
      expect(foreignList.body.message).toContain(foreign.farm);
      const outsideBranch = await t.request('PUT', '/user/details', { token, body: { selectedFarms: [bravo] } });
      expect([outsideBranch.status, outsideBranch.body.fields]).toEqual([400, ['selectedFarms']]);
      const unknown = await t.request('PUT', '/user/details', { token, body: { selectedFarm: 'NoSuchFarm' } });
      expect([unknown.status, unknown.body.fields]).toEqual([400, ['selectedFarm']]);
      expect((await t.request('PUT', '/user/details', { token: as('farm.user').token, body: { selectedFarm: alpha } })).status).toBe(400);
      // Nothing was saved by the refused calls; clearing the choice is always allowed.
      expect((await t.request('GET', '/user/details', { token })).body.data.preference.selectedFarms).toEqual([alpha, charlie]);
      expect((await t.request('PUT', '/user/details', { token, body: { selectedFarm: null, selectedFarms: [] } })).status).toBe(200);
    });
  });
});
