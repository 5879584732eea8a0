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
