import type { Kysely, Selectable } from 'kysely';
import type { Database, TwoFactorTable } from '../../db/schema';

export type TwoFactorRow = Selectable<TwoFactorTable>;

/** Authenticator secrets (sealed) and recovery-code hashes (issue 36). */
export class TwoFactorRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(userId: string): Promise<TwoFactorRow | undefined> {
    return this.db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** Stores a secret being set up, replacing an earlier unfinished one; never one in use. */
  async savePending(userId: string, sealed: string, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('two_factor').where('user_id', '=', userId).where('enabled_at', 'is', null).execute();
      await trx
        .insertInto('two_factor')
        .values({ user_id: userId, secret_sealed: sealed, created_at: now, enabled_at: null, last_step: 0 })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    });
  }

  /** Turns the pending secret on with the step of its first code and the recovery codes' hashes; false if none was pending. */
  async enable(userId: string, step: number, codeHashes: string[], now: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('two_factor')
        .set({ enabled_at: now, last_step: step })
        .where('user_id', '=', userId)
        .where('enabled_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      await trx
        .insertInto('recovery_codes')
        .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now, used_at: null })))
        .execute();
      return true;
    });
  }

  /** Accepts a code's time step once: false when this step (or a later one) was used already. */
  async advanceStep(userId: string, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('two_factor')
      .set({ last_step: step })
      .where('user_id', '=', userId)
      .where('enabled_at', 'is not', null)
      .where('last_step', '<', step)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Uses a recovery code; false when it is unknown or was used already. */
  async useRecoveryCode(userId: string, codeHash: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('recovery_codes')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async replaceRecoveryCodes(userId: string, codeHashes: string[], now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      await trx
        .insertInto('recovery_codes')
        .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now, used_at: null })))
        .execute();
    });
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async remove(userId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
    });
  }

  async requiresAdminTwoFactor(organisationId: string | null): Promise<boolean> {
    if (!organisationId) return false;
    const row = await this.db
      .selectFrom('account_security_settings')
      .select('require_admin_two_factor')
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
    return row?.require_admin_two_factor === 1;
  }

  async saveAccountSetting(organisationId: string, required: boolean, now: string): Promise<void> {
    const value = required ? 1 : 0;
    await this.db
      .insertInto('account_security_settings')
      .values({ organisation_id: organisationId, require_admin_two_factor: value, updated_at: now })
      .onConflict((oc) => oc.column('organisation_id').doUpdateSet({ require_admin_two_factor: value, updated_at: now }))
      .execute();
  }
}
