import type { Kysely, Selectable } from 'kysely';
import type { AccountLinkTable, Database } from '../../db/schema';

export type AccountLinkRow = Selectable<AccountLinkTable>;
export type AccountLinkKind = 'password_reset' | 'email_change';

/** Mailed single-use links: password resets and e-mail changes (issue 36). */
export class AccountLinkRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: AccountLinkRow): Promise<void> {
    await this.db.insertInto('account_links').values(row).execute();
  }

  async find(id: string, kind: AccountLinkKind): Promise<AccountLinkRow | undefined> {
    return this.db.selectFrom('account_links').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
  }

  /** Marks the link used; false when it was used already (two clicks racing: one wins). */
  async use(id: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('account_links')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Ends the user's unused links of a kind (a newer one replaces them). */
  async retire(userId: string, kind: AccountLinkKind, now: string): Promise<void> {
    await this.db
      .updateTable('account_links')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .execute();
  }

  /** The newest unused, unexpired link of a kind. */
  async pending(userId: string, kind: AccountLinkKind, now: string): Promise<AccountLinkRow | undefined> {
    return this.db
      .selectFrom('account_links')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }

  /** Sets a new password hash (a password-reset link was used). */
  async updateUserPassword(userId: string, passwordHash: string, now: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
  }

  /** Sets the confirmed new e-mail (an e-mail-change link was used). */
  async updateUserEmail(userId: string, email: string, now: string): Promise<void> {
    await this.db.updateTable('users').set({ email, updated_at: now }).where('id', '=', userId).execute();
  }

  async deleteExpired(before: string): Promise<void> {
    await this.db.deleteFrom('account_links').where('expires_at', '<', before).execute();
  }
}
