import type { Kysely } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema';

export class OutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(message: OutboxTable): Promise<void> {
    await this.db.insertInto('outbox').values(message).execute();
  }

  async latest(limit: number) {
    return this.db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
  }
}
