import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Only a hash of each token is stored, so a leaked database doesn't leak live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A session's id on the Sessions card: derived from the token's hash, useless for signing in. */
export function sessionId(tokenHash: string): string {
  return createHash('sha256').update(`session-id:${tokenHash}`).digest('hex').slice(0, 24);
}

/** Where a session is used from (issue 36's Sessions card). */
export interface SessionClient {
  userAgent?: string | null;
  address?: string | null;
}

const clip = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(
    token: string,
    userId: string,
    now: string,
    expiresAt: string,
    client: SessionClient & { secondFactor?: boolean } = {},
  ): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        created_at: now,
        expires_at: expiresAt,
        last_seen_at: now,
        user_agent: clip(client.userAgent, 300),
        address: clip(client.address, 64),
        second_factor: client.secondFactor ? 1 : 0,
      })
      .execute();
  }

  async findWithUser(token: string) {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .leftJoin('account_security_settings', 'account_security_settings.organisation_id', 'users.organisation_id')
      .select([
        'sessions.token_hash',
        'sessions.expires_at',
        'sessions.last_seen_at',
        'sessions.address',
        'sessions.user_agent',
        'sessions.second_factor',
        'users.id as user_id',
        'users.role',
        'users.organisation_id',
        'users.farm_id',
        'account_security_settings.require_admin_two_factor',
      ])
      .where('sessions.token_hash', '=', hashToken(token))
      .executeTakeFirst();
  }

  async touch(tokenHash: string, now: string, expiresAt: string, client: SessionClient = {}): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: expiresAt, ...(client.address ? { address: clip(client.address, 64) } : {}) })
      .where('token_hash', '=', tokenHash)
      .execute();
    if (client.userAgent) {
      await this.db
        .updateTable('sessions')
        .set({ user_agent: clip(client.userAgent, 300) })
        .where('token_hash', '=', tokenHash)
        .where('user_agent', 'is', null)
        .execute();
    }
  }

  /** Marks a session as opened with a second factor (its user just proved one in it). */
  async markSecondFactor(tokenHash: string): Promise<void> {
    await this.db.updateTable('sessions').set({ second_factor: 1 }).where('token_hash', '=', tokenHash).execute();
  }

  /** The user's unexpired sessions, most recently used first. */
  async ofUser(userId: string, now: string) {
    return this.db
      .selectFrom('sessions')
      .select(['token_hash', 'user_agent', 'address', 'created_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .orderBy('last_seen_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
  }

  async delete(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  /** Signs out every session of the user but the one kept (none: all); answers how many ended. */
  async deleteOfUser(userId: string, keepTokenHash?: string): Promise<number> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async deleteExpired(now: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<', now).execute();
  }
}
