import type { Kysely, Selectable } from 'kysely';
import type { Database, InvitationTable } from '../../db/schema';

export type InvitationRow = Selectable<InvitationTable>;
type Executor = Pick<Kysely<Database>, 'updateTable'>;

export class InvitationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(invitation: InvitationTable): Promise<void> {
    await this.db.insertInto('invitations').values(invitation).execute();
  }

  async findById(id: string): Promise<InvitationRow | undefined> {
    return this.db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('invitations').where('id', '=', id).execute();
  }

  /** Pending (unused, unexpired) invitations into one account itself, or into one farm. */
  async pending(now: string, target: { organisationId: string } | { farmId: string }): Promise<InvitationRow[]> {
    let query = this.db.selectFrom('invitations').selectAll().where('accepted_at', 'is', null).where('expires_at', '>', now);
    query =
      'farmId' in target
        ? query.where('farm_id', '=', target.farmId)
        : query.where('organisation_id', '=', target.organisationId).where('farm_id', 'is', null);
    return query.orderBy('created_at').orderBy('id').execute();
  }

  /**
   * Marks the invitation used, only if nobody used it first: the conditional update is what makes
   * an invitation single-use even when two sign-ups race.
   */
  async claim(executor: Executor, id: string, userId: string, now: string): Promise<boolean> {
    const result = await executor
      .updateTable('invitations')
      .set({ accepted_at: now, accepted_by: userId })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
