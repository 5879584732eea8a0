import type { Kysely } from 'kysely';
import type { Database, UserTable } from '../../src/db/schema';
import { newObjectId } from '../../src/lib/ids';
import type { TestServer } from './testServer';

/** Every demo login, one per role (README 'Demo logins'). */
export const ROLE_LOGINS = {
  tilth_admin: 'admin',
  distributor_admin: 'distributor.admin',
  distributor_user: 'distributor.user',
  dealer_admin: 'dealer.admin',
  dealer_user: 'dealer.user',
  business_admin: 'business.admin',
  business_user: 'business.user',
  farm_admin: 'farm.admin',
  farm_user: 'farm.user',
} as const;
export type RoleName = keyof typeof ROLE_LOGINS;

export interface ForeignBranch {
  distributor: string;
  dealer: string;
  business: string;
  farm: string;
  /** One user in each of the organisations above and one farm user. */
  users: { id: string; organisationId: string }[];
  /** A Farm Health Report recipient of the foreign business, covering its farm. */
  recipient: string;
  ids: string[];
}

export interface RoleContext {
  role: RoleName;
  level: string;
  token: string;
  userId: string;
  /** The caller's own organisation (the business, for farm-level users). */
  orgId: string;
  orgType: string;
  /** A farm inside the caller's subtree (their own farm for farm-level users). */
  farmId: string;
  /** Resources in a second distributor branch: outside every subtree but the provider's. */
  foreign: ForeignBranch | null;
}

const now = () => new Date().toISOString();

async function insertUser(db: Kysely<Database>, role: string, organisationId: string, farmId: string | null): Promise<string> {
  const id = newObjectId();
  const username = `fixture.${id.toLowerCase()}`;
  await db
    .insertInto('users')
    .values({
      id,
      username,
      email: `${username}@fixture.example`,
      password_hash: 'scrypt$1$1$1$x$y',
      name: `Fixture ${role}`,
      phone: null,
      address: null,
      profile_image: null,
      // Fixture roles are built from account levels ('dealer' + '_user'): always one of the domain's.
      role: role as UserTable['role'],
      organisation_id: organisationId,
      farm_id: farmId,
      created_at: now(),
      updated_at: now(),
    })
    .execute();
  return id;
}

/** A second distributor → dealer → business → farm branch with a user in each, under the provider. */
export async function createForeignBranch(db: Kysely<Database>): Promise<ForeignBranch> {
  const root = await db.selectFrom('organisations').select(['id', 'path']).where('type', '=', 'tilth').executeTakeFirstOrThrow();
  const branch: Partial<ForeignBranch> = {};
  let parent = root;
  for (const type of ['distributor', 'dealer', 'business'] as const) {
    const id = newObjectId();
    const path = `${parent.path}/${id}`;
    await db
      .insertInto('organisations')
      .values({
        id,
        name: `Foreign ${type}`,
        type,
        status: 'INVITATION_ACCEPTED',
        parent_id: parent.id,
        path,
        hq_address: 'x',
        business_email: 'f@foreign.example',
        phone: '1',
        image: null,
        invited_by: null,
        invited_to_email: null,
        created_at: now(),
      })
      .execute();
    branch[type] = id;
    parent = { id, path };
  }
  const farm = newObjectId();
  await db
    .insertInto('farms')
    .values({
      id: farm,
      name: 'Foreign Farm',
      business_id: branch.business!,
      physical_address: 'x',
      mailing_address: null,
      latitude: 1,
      longitude: 2,
      time_zone: 'UTC',
      image: null,
      created_by: null,
      created_at: now(),
    })
    .execute();
  const users = [];
  for (const type of ['distributor', 'dealer', 'business'] as const) {
    users.push({ id: await insertUser(db, `${type}_admin`, branch[type]!, null), organisationId: branch[type]! });
  }
  users.push({ id: await insertUser(db, 'farm_user', branch.business!, farm), organisationId: branch.business! });
  const recipient = await insertRecipient(db, { key: branch.business!, path: parent.path, farmId: null }, farm);
  const ids = [branch.distributor!, branch.dealer!, branch.business!, farm, recipient, ...users.map((u) => u.id)];
  return { ...(branch as Omit<ForeignBranch, 'farm' | 'users' | 'ids' | 'recipient'>), farm, users, recipient, ids };
}

/** A Farm Health Report recipient owned by an organisation (or a farm) and covering one farm. */
export async function insertRecipient(
  db: Kysely<Database>,
  owner: { key: string; path: string; farmId: string | null },
  farmId: string,
): Promise<string> {
  const id = newObjectId();
  await db
    .insertInto('field_report_recipients')
    .values({
      id,
      email: `r${id.toLowerCase()}@fixture.example`,
      owner_key: owner.key,
      owner_path: owner.path,
      owner_farm_id: owner.farmId,
      created_by: null,
      created_at: now(),
      updated_at: now(),
      last_sent_at: null,
      next_send_at: null,
    })
    .execute();
  await db.insertInto('field_report_recipient_farms').values({ recipient_id: id, farm_id: farmId }).execute();
  return id;
}

/** A recipient owned where the caller would own one: their farm, or their organisation. */
export async function ownRecipient(db: Kysely<Database>, ctx: RoleContext): Promise<string> {
  const org = await db.selectFrom('organisations').select(['id', 'path']).where('id', '=', ctx.orgId).executeTakeFirstOrThrow();
  const owner =
    ctx.level === 'farm' ? { key: ctx.farmId, path: org.path, farmId: ctx.farmId } : { key: org.id, path: org.path, farmId: null };
  return insertRecipient(db, owner, ctx.farmId);
}

/** A throwaway member of the caller's own team (farm or account), for role-change and removal calls. */
export async function disposableMember(db: Kysely<Database>, ctx: RoleContext): Promise<{ orgId: string; userId: string }> {
  if (ctx.level === 'farm') return { orgId: ctx.orgId, userId: await insertUser(db, 'farm_user', ctx.orgId, ctx.farmId) };
  // The provider's account has no user role: its admins manage members one level down.
  const level = ctx.level === 'tilth' ? 'distributor' : ctx.level;
  const orgId =
    ctx.level === 'tilth'
      ? (await db.selectFrom('organisations').select('id').where('type', '=', 'distributor').executeTakeFirstOrThrow()).id
      : ctx.orgId;
  return { orgId, userId: await insertUser(db, `${level}_user`, orgId, null) };
}

export async function roleContexts(t: TestServer, foreign: ForeignBranch): Promise<RoleContext[]> {
  const db = t.server.database.db;
  const northPivot = await db.selectFrom('farms').select('id').where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow();
  const contexts: RoleContext[] = [];
  for (const [role, login] of Object.entries(ROLE_LOGINS) as [RoleName, string][]) {
    const { token, userId } = await t.signin(login);
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const org = await db.selectFrom('organisations').selectAll().where('id', '=', user.organisation_id!).executeTakeFirstOrThrow();
    contexts.push({
      role,
      level: role.slice(0, role.lastIndexOf('_')),
      token,
      userId,
      orgId: org.id,
      orgType: org.type,
      farmId: user.farm_id ?? northPivot.id,
      foreign: role === 'tilth_admin' ? null : foreign,
    });
  }
  return contexts;
}
