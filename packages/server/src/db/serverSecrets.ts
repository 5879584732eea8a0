import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Secrets the server generates once and every instance then shares (server_secrets). */
export class ServerSecretRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores the secret unless one of that name exists (the first writer wins). */
  async insertIfAbsent(name: string, value: string, createdAt: string): Promise<void> {
    await this.db
      .insertInto('server_secrets')
      .values({ name, value, created_at: createdAt })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }

  async valueOf(name: string): Promise<string> {
    const row = await this.db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
    return row.value;
  }
}
