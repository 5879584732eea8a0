import type { Kysely, Selectable } from 'kysely';
import type { Database, UserTable } from '../../db/schema';
import { nameContains } from '../../db/textSearch';

export type UserRow = Selectable<UserTable>;
export type MemberRow = UserRow & { organisation_path: string | null };

/** What an identifier check treats as the caller's own. */
export interface IdentifierOwner {
  /** The user who sets it: their own username and e-mail don't count against them. */
  userId?: string;
  /** The caller's e-mail (their own, or the one their invitation went to): invitations to it are theirs. */
  email?: string;
  /** The invitation being used: the username it proposes is the caller's. */
  invitationId?: string;
}

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

  /**
   * Whether an identifier is spoken for. Usernames and e-mails share one namespace, because either
   * signs in; a pending invitation holds its e-mail (a member's username will be that e-mail) and
   * the username proposed for a new account. `owner` names what is already the caller's own.
   */
  async identifierTaken(identifier: string, owner: IdentifierOwner, now: string): Promise<boolean> {
    const value = identifier.trim().toLowerCase();
    let users = this.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('username', '=', value), eb('email', '=', value)]));
    if (owner.userId) users = users.where('id', '!=', owner.userId);
    if (await users.executeTakeFirst()) return true;
    let invitations = this.db
      .selectFrom('invitations')
      .select('id')
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', now)
      .where((eb) => eb.or([eb('email', '=', value), eb('username', '=', value)]));
    if (owner.email) invitations = invitations.where('email', '!=', owner.email.toLowerCase());
    if (owner.invitationId) invitations = invitations.where('id', '!=', owner.invitationId);
    return !!(await invitations.executeTakeFirst());
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
