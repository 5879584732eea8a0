import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { UserLanguages } from '../../lib/i18n/userLanguage';
import type { Mailer } from '../mail/mailer';
import type { UserRepository } from '../users/userRepository';
import { AccountLinkRepository } from './accountLinkRepository';
import type { AuthService } from './authService';
import { PasswordResetService } from './passwordResetService';
import { ACCOUNT_LINK_KEY_NAME, loadServerKey } from './serverKeys';
import type { SessionRepository } from './sessionRepository';
import { signinHelpRoutes } from './signinHelpRoutes';
import { SigninThrottle } from './throttle';
import type { ThrottleRepository } from './throttleRepository';

export interface PasswordResetDeps {
  config: Config;
  db: Kysely<Database>;
  users: UserRepository;
  sessions: SessionRepository;
  throttle: ThrottleRepository;
  auth: AuthService;
  mailer: Mailer;
  log: (error: unknown) => void;
}

/** Issue 36 on the sign-in page: forgotten passwords (and two-step sign-in set up at sign-in), with their routes. */
export async function createPasswordResets(deps: PasswordResetDeps) {
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
    languages: new UserLanguages(deps.db),
  });
  return { passwordResets, routes: () => signinHelpRoutes(deps.auth, passwordResets) };
}
