import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AccountLinkRepository } from '../auth/accountLinkRepository';
import type { AuthService } from '../auth/authService';
import type { createTwoFactor } from '../auth/createTwoFactor';
import { PasswordResetService } from '../auth/passwordResetService';
import { ACCOUNT_LINK_KEY_NAME, loadServerKey } from '../auth/serverKeys';
import { SigninThrottle } from '../auth/throttle';
import type { ThrottleRepository } from '../auth/throttleRepository';
import type { Mailer } from '../mail/mailer';
import type { MemberRepository } from '../users/memberRepository';
import type { UserRepository } from '../users/userRepository';
import type { SessionRepository } from '../auth/sessionRepository';
import { AccountSecurityService } from './accountSecurityService';
import { EmailChangeService } from './emailChangeService';
import type { OrganisationService } from './organisationService';
import { securityRoutes } from './securityRoutes';

export interface AccountSecurityDeps {
  config: Config;
  db: Kysely<Database>;
  users: UserRepository;
  members: MemberRepository;
  sessions: SessionRepository;
  throttle: ThrottleRepository;
  auth: AuthService;
  twoFactor: Awaited<ReturnType<typeof createTwoFactor>>;
  organisations: OrganisationService;
  mailer: Mailer;
  log: (error: unknown) => void;
}

/** Issue 36's services (password resets, e-mail changes, account security) and their routes. */
export async function createAccountSecurity(deps: AccountSecurityDeps) {
  const { config } = deps;
  const links = new AccountLinkRepository(deps.db);
  const linkSecret = await loadServerKey(deps.db, ACCOUNT_LINK_KEY_NAME, config.accountLinkSecret);
  // Requests for links count apart from sign-in failures ('reset:' keys), in the same window.
  const resetThrottle = new SigninThrottle(
    deps.throttle,
    {
      maxFailuresPerAccount: config.passwordResetThrottle.maxPerAccount,
      maxFailuresPerAddress: config.passwordResetThrottle.maxPerAddress,
      windowMinutes: config.signinThrottle.windowMinutes,
    },
    'reset:',
  );
  const passwordResets = new PasswordResetService(deps.users, links, deps.sessions, resetThrottle, deps.mailer, linkSecret, {
    publicUrl: config.publicUrl,
    ttlMinutes: config.passwordResetTtlMinutes,
    log: deps.log,
  });
  const emailChanges = new EmailChangeService(deps.members, links, deps.mailer, linkSecret, config.publicUrl);
  const security = new AccountSecurityService(
    deps.members,
    deps.auth,
    deps.twoFactor.service,
    deps.twoFactor.repository,
    emailChanges,
    deps.organisations,
    deps.mailer,
    deps.log,
  );
  return {
    passwordResets,
    emailChanges,
    security,
    routes: () => securityRoutes(deps.auth, passwordResets, emailChanges, security),
  };
}
