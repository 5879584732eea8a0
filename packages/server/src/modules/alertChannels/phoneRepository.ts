import type { Kysely } from 'kysely';
import type { AlertPhoneTable, Database } from '../../db/schema';

/** alert_phones: a user's phone number for text messages, its verification, and the codes sent lately. */
export class PhoneRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async of(userId: string): Promise<AlertPhoneTable | undefined> {
    return this.db.selectFrom('alert_phones').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** The number text messages go to: only a verified one. */
  async verifiedPhone(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('alert_phones')
      .select('phone')
      .where('user_id', '=', userId)
      .where('verified_at', 'is not', null)
      .executeTakeFirst();
    return row?.phone ?? null;
  }

  /** A new number, unverified; the codes sent lately still count against the resend limit. */
  async setNumber(userId: string, phone: string, at: string): Promise<void> {
    const fresh = { phone, verified_at: null, code_hash: null, code_expires_at: null, code_tries: 0, updated_at: at };
    await this.db
      .insertInto('alert_phones')
      .values({ user_id: userId, ...fresh, codes_sent: '[]' })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(fresh))
      .execute();
  }

  async remove(userId: string): Promise<void> {
    await this.db.deleteFrom('alert_phones').where('user_id', '=', userId).execute();
  }

  async storeCode(userId: string, code: { hash: string; expiresAt: string; codesSent: string[] }, at: string): Promise<void> {
    await this.db
      .updateTable('alert_phones')
      .set({
        code_hash: code.hash,
        code_expires_at: code.expiresAt,
        code_tries: 0,
        codes_sent: JSON.stringify(code.codesSent),
        updated_at: at,
      })
      .where('user_id', '=', userId)
      .execute();
  }

  async addTry(userId: string): Promise<void> {
    await this.db
      .updateTable('alert_phones')
      .set((eb) => ({ code_tries: eb('code_tries', '+', 1) }))
      .where('user_id', '=', userId)
      .execute();
  }

  async markVerified(userId: string, at: string): Promise<void> {
    await this.db
      .updateTable('alert_phones')
      .set({ verified_at: at, code_hash: null, code_expires_at: null, code_tries: 0, updated_at: at })
      .where('user_id', '=', userId)
      .execute();
  }
}
