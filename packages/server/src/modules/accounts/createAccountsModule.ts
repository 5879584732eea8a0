import type { FastifyPluginAsync } from 'fastify';
import type { createTwoFactor } from '../auth/createTwoFactor';
import type { FileRepository } from '../files/fileRepository';
import type { InvitationService } from '../invitations/invitationService';
import type { OrganisationRepository } from '../organisations/organisationRepository';
import type { Viewpoints } from '../organisations/viewpoint';
import type { FarmOverviewService } from '../sites/farmOverviewService';
import type { MemberRepository } from '../users/memberRepository';
import { AccountCreationService } from './accountCreationService';
import { organisationRoutes } from './organisationRoutes';
import { OrganisationService } from './organisationService';
import { securitySettingsRoutes } from './securitySettingsRoutes';
import { SecuritySettingsService } from './securitySettingsService';

export interface AccountsModuleDeps {
  organisations: OrganisationRepository;
  viewpoints: Viewpoints;
  files: FileRepository;
  /** Each farm's overview (sites, dry fields, weather) on the org view. */
  farmOverviews: FarmOverviewService;
  members: MemberRepository;
  invitations: InvitationService;
  twoFactor: Awaited<ReturnType<typeof createTwoFactor>>;
}

/** Accounts: the org view and account screens, account creation, and an account's sign-in security setting (the composition root calls this once). */
export function createAccountsModule(d: AccountsModuleDeps) {
  const organisations = new OrganisationService(d.organisations, d.viewpoints, d.files, d.farmOverviews);
  const creation = new AccountCreationService(d.organisations, organisations, d.members, d.invitations);
  const securitySettings = new SecuritySettingsService(d.twoFactor.service, d.twoFactor.repository, organisations);
  return {
    organisations,
    creation,
    securitySettings,
    routes: (): FastifyPluginAsync => async (app) => {
      await app.register(organisationRoutes(organisations, creation));
      await app.register(securitySettingsRoutes(securitySettings));
    },
  };
}
