import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import type { OrganisationRepository } from '../organisations/organisationRepository';
import type { MemberRepository } from '../users/memberRepository';
import { loadInvitationSecret } from './invitationKeys';
import type { InvitationRepository } from './invitationRepository';
import { InvitationService } from './invitationService';
import { MemberInvitationService } from './memberInvitationService';
import { invitationRoutes } from './routes';

export interface InvitationsModuleDeps {
  config: Pick<Config, 'publicUrl' | 'invitationTtlDays' | 'invitationSecret'>;
  db: Kysely<Database>;
  invitations: InvitationRepository;
  organisations: OrganisationRepository;
  members: MemberRepository;
  mailer: Mailer;
}

/** Invitations by e-mail and the teams they invite to, signed with the server's secret (the composition root calls this once). */
export async function createInvitationsModule(d: InvitationsModuleDeps) {
  const secret = await loadInvitationSecret(d.db, d.config.invitationSecret);
  const service = new InvitationService(d.invitations, d.organisations, d.mailer, d.config, secret);
  const memberInvitations = new MemberInvitationService(service, d.organisations, d.members);
  return { service, memberInvitations, routes: () => invitationRoutes(service, memberInvitations) };
}
