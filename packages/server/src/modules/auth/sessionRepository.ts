import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Only a hash of each token is stored, so a leaked database doesn't leak live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(token: string, userId: string, now: string, expiresAt: string): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: expiresAt, last_seen_at: now })
      .execute();
  }

  async findWithUser(token: string) {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.token_hash',
        'sessions.expires_at',
        'sessions.last_seen_at',
        'users.id as user_id',
        'users.role',
        'users.organisation_id',
        'users.farm_id',
      ])
      .where('sessions.token_hash', '=', hashToken(token))
      .executeTakeFirst();
  }

  async touch(tokenHash: string, now: string, expiresAt: string): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: now, expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
  }

  async delete(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  async deleteExpired(now: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<', now).execute();
  }
}
