import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSites } from './helpers/farmSites';
import { createForeignBranch, type ForeignBranch } from './helpers/roleFixtures';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

describe.each(ENGINES)('what an upload is attached to on %s', (engine) => {
  let t: TestServer;
  let foreign: ForeignBranch;
  let session: { token: string; userId: string };
  let site: string | undefined;

  beforeAll(async () => {
    t = await startTestServer(engine);
    foreign = await createForeignBranch(t.server.database.db);
    session = await t.signin('business.admin');
  });
  afterAll(async () => t?.close());

  /** POST /file/image with these form fields before the file, as the documented API sends them. */
  const upload = async (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'x.png');
    const response = await fetch(`${t.url}/file/image`, { method: 'POST', headers: { authorization: session.token }, body: form });
    return { status: response.status, body: (await response.json()) as { data: { objectId: string } | null; fields?: string[] } };
  };
  const stored = (id: string) =>
    t.server.database.db.selectFrom('files').select(['parent_id', 'type']).where('id', '=', id).executeTakeFirstOrThrow();
  const own = async () => {
    const db = t.server.database.db;
    const user = await db.selectFrom('users').select('organisation_id').where('id', '=', session.userId).executeTakeFirstOrThrow();
    const farm = await db
      .selectFrom('farms')
      .select(['id', 'name'])
      .where('business_id', '=', user.organisation_id!)
      .executeTakeFirstOrThrow();
    site ??= (await addSites(db, farm.name, [{ name: 'Upload Pivot', hoursAgo: null }]))[0]!.id;
    return { organisation: user.organisation_id!, farm: farm.id, site };
  };

  it('stores the kind and the record when the caller may touch that record', async () => {
    const mine = await own();
    for (const [type, parentId] of [
      ['profile', session.userId],
      ['organisation', mine.organisation],
      ['farm', mine.farm],
      ['installation', mine.site],
    ] as const) {
      const answer = await upload({ type, parentId });
      expect(answer.status, type).toBe(200);
      expect(await stored(answer.body.data!.objectId)).toEqual({ parent_id: parentId, type });
    }
    const plain = await upload({});
    expect(await stored(plain.body.data!.objectId)).toEqual({ parent_id: null, type: null });
  });

  it('refuses unknown kinds and malformed ids with 400 naming the field', async () => {
    const mine = await own();
    const cases: [Record<string, string>, string][] = [
      [{ type: 'anything' }, 'type'],
      [{ type: 'farm', parentId: 'not an id!' }, 'parentId'],
      [{ type: 'farm', parentId: 'x'.repeat(65) }, 'parentId'],
      [{ parentId: mine.farm }, 'type'],
    ];
    for (const [fields, field] of cases) {
      const answer = await upload(fields);
      expect([answer.status, answer.body.fields], JSON.stringify(fields)).toEqual([400, [field]]);
    }
  });

  it('refuses records outside the caller’s subtree, unknown ones and the wrong kind as not found', async () => {
    const mine = await own();
    for (const fields of [
      { type: 'farm', parentId: foreign.farm },
      { type: 'organisation', parentId: foreign.business },
      { type: 'profile', parentId: foreign.users[0]!.id },
      { type: 'farm', parentId: 'NoSuchFarm' },
      { type: 'farm', parentId: mine.organisation },
    ]) {
      const answer = await upload(fields);
      expect([answer.status, answer.body.fields, answer.body.data], JSON.stringify(fields)).toEqual([404, ['parentId'], null]);
    }
    const count = await t.server.database.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', 'in', [foreign.farm, foreign.business, 'NoSuchFarm'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
