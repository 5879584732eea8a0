import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { SessionRepository } from '../auth/sessionRepository';
import { contactRoutes } from '../contact/routes';
import { ContactService } from '../contact/contactService';
import { FileRepository } from '../files/fileRepository';
import { fileRoutes } from '../files/routes';
import { UploadService } from '../files/uploadService';
import { helpRoutes } from '../help/routes';
import { loadInvitationSecret } from '../invitations/invitationKeys';
import { InvitationRepository } from '../invitations/invitationRepository';
import { InvitationService } from '../invitations/invitationService';
import { MemberInvitationService } from '../invitations/memberInvitationService';
import { invitationRoutes } from '../invitations/routes';
import { createMailer } from '../mail/mailer';
import { MemberRepository } from '../members/memberRepository';
import { memberRoutes } from '../members/routes';
import { MemberService } from '../members/memberService';
import { AccountCreationService } from '../organisations/accountCreationService';
import { OrganisationRepository } from '../organisations/organisationRepository';
import { OrganisationService } from '../organisations/organisationService';
import { organisationRoutes } from '../organisations/routes';
import { Viewpoints } from '../organisations/viewpoint';
import { OutboxRepository } from '../outbox/outboxRepository';
import { outboxRoutes } from '../outbox/routes';
import { SignupRepository } from '../signup/signupRepository';
import { signupRoutes } from '../signup/routes';
import { SignupService } from '../signup/signupService';
import { UserRepository } from '../users/userRepository';
import { UserService } from '../users/userService';
import type { FarmOverviewService } from '../sites/farmOverviewService';
import { ProfileUpdateService } from './profileUpdateService';
import { accountRoutes } from './routes';

/**
 * Accounts, members, invitations, sign-up, profile edits, uploads, contact, help and the outbox:
 * wired here so the app registers the whole area with one line.
 */
export async function registerAccounts(
  api: FastifyInstance,
  config: Config,
  database: Db,
  farmOverviews?: FarmOverviewService,
): Promise<void> {
  const { db } = database;
  const mailer = createMailer(config, db, (error) => api.log.error({ err: error }, 'mail delivery failed'));
  const secret = await loadInvitationSecret(db, config.invitationSecret);

  const orgs = new OrganisationRepository(db);
  const members = new MemberRepository(db);
  const files = new FileRepository(db);
  const invitationRows = new InvitationRepository(db);
  const invitations = new InvitationService(invitationRows, orgs, mailer, config, secret);
  const memberInvitations = new MemberInvitationService(invitations, orgs, members);
  const organisations = new OrganisationService(orgs, new Viewpoints(new UserRepository(db), orgs), files, farmOverviews);
  const creation = new AccountCreationService(orgs, organisations, members, invitationRows, invitations);
  const signups = new SignupService(invitations, members, new SignupRepository(db, invitationRows), new SessionRepository(db), config);

  await api.register(organisationRoutes(organisations, creation));
  await api.register(memberRoutes(new MemberService(members, orgs, invitationRows, memberInvitations)));
  await api.register(invitationRoutes(invitations, memberInvitations));
  await api.register(signupRoutes(signups));
  await api.register(accountRoutes(new ProfileUpdateService(members, files, new UserService(db))));
  await api.register(fileRoutes(new UploadService(files, config.dataDir, config.uploadMaxBytes), config.uploadMaxBytes));
  await api.register(contactRoutes(new ContactService(mailer, config.supportEmail, members, orgs)));
  await api.register(helpRoutes(config.helpVideos));
  await api.register(outboxRoutes(new OutboxRepository(db)));
}
