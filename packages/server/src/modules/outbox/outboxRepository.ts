import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class OutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async latest(limit: number) {
    return this.db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
  }
}
