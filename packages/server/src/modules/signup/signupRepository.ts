import type { Kysely } from 'kysely';
import type { Database, UserTable } from '../../db/schema';
import type { InvitationRepository } from '../invitations/invitationRepository';

/** Which unique column a failed insert hit, on either engine; null for any other error. */
export function uniqueViolation(error: unknown): 'email' | 'username' | null {
  const e = error as { code?: string; message?: string; constraint?: string };
  const text = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (e.code !== '23505' && !String(e.code).startsWith('SQLITE_CONSTRAINT')) return null;
  if (text.includes('email')) return 'email';
  if (text.includes('username')) return 'username';
  return null;
}

export class SignupRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly invitations: InvitationRepository,
  ) {}

  /**
   * In one transaction: use up the invitation, create the user and, for a team sign-up, mark the
   * account active. False when the invitation was used meanwhile (nothing is written then).
   */
  async createFromInvitation(invitationId: string, user: UserTable, activateOrganisation: boolean): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.invitations.claim(trx, invitationId, user.id, user.created_at))) return false;
      await trx.insertInto('users').values(user).execute();
      if (activateOrganisation) {
        await trx.updateTable('organisations').set({ status: 'INVITATION_ACCEPTED' }).where('id', '=', user.organisation_id!).execute();
      }
      return true;
    });
  }
}
