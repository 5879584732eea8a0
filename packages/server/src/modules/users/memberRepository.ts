import type { Kysely, Selectable } from 'kysely';
import type { Database, UserTable } from '../../db/schema';
import { nameContains } from '../../db/textSearch';

export type UserRow = Selectable<UserTable>;
export type MemberRow = UserRow & { organisation_path: string | null };

export interface MemberFilter {
  name?: string;
}

/** Users as members of accounts and farms; every list carries the path its scope is checked on. */
export class MemberRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private members() {
    return this.db
      .selectFrom('users')
      .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
      .selectAll('users')
      .select('organisations.path as organisation_path');
  }

  async findById(id: string): Promise<MemberRow | undefined> {
    return this.members().where('users.id', '=', id).executeTakeFirst();
  }

  async usernameTaken(username: string): Promise<boolean> {
    return !!(await this.db.selectFrom('users').select('id').where('username', '=', username.toLowerCase()).executeTakeFirst());
  }

  async emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
    let query = this.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase());
    if (exceptUserId) query = query.where('id', '!=', exceptUserId);
    return !!(await query.executeTakeFirst());
  }

  /** Members of one account itself: its users that don't belong to a farm of it. */
  async ofOrganisation(organisationId: string, filter: MemberFilter = {}): Promise<MemberRow[]> {
    let query = this.members().where('users.organisation_id', '=', organisationId).where('users.farm_id', 'is', null);
    if (filter.name) query = query.where(nameContains('users.name', filter.name));
    return query.orderBy('users.created_at').orderBy('users.id').execute();
  }

  async ofFarm(farmId: string, filter: MemberFilter = {}): Promise<MemberRow[]> {
    let query = this.members().where('users.farm_id', '=', farmId);
    if (filter.name) query = query.where(nameContains('users.name', filter.name));
    return query.orderBy('users.created_at').orderBy('users.id').execute();
  }

  /** Everyone in the subtree rooted at this path, farm members included. */
  async inSubtree(rootPath: string, filter: MemberFilter = {}): Promise<MemberRow[]> {
    let query = this.members().where((eb) =>
      eb.or([eb('organisations.path', '=', rootPath), eb('organisations.path', 'like', `${rootPath}/%`)]),
    );
    if (filter.name) query = query.where(nameContains('users.name', filter.name));
    return query.orderBy('users.created_at').orderBy('users.id').execute();
  }

  async insert(user: UserTable): Promise<void> {
    await this.db.insertInto('users').values(user).execute();
  }

  async update(id: string, fields: Partial<Omit<UserTable, 'id' | 'created_at'>>): Promise<void> {
    await this.db.updateTable('users').set(fields).where('id', '=', id).execute();
  }

  /** Removes a member; their sessions and preferences go with them (foreign keys cascade). */
  async delete(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
      await trx.deleteFrom('preferences').where('user_id', '=', id).execute();
      await trx.deleteFrom('users').where('id', '=', id).execute();
    });
  }

  /** Signs a user out everywhere except, optionally, the session in use. */
  async revokeSessions(userId: string, keepTokenHash?: string): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
    await query.execute();
  }
}
