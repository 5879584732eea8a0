import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Sign-in accepts the username or the e-mail, case-insensitively. */
  async findByLogin(identifier: string) {
    const value = identifier.trim().toLowerCase();
    return this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb('email', '=', value), eb('username', '=', value)]))
      .executeTakeFirst();
  }

  /** The names of these users by id, in one query (users since deleted are left out). */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async findById(id: string) {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findOrganisation(id: string) {
    return this.db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findFarm(id: string) {
    return this.db.selectFrom('farms').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
