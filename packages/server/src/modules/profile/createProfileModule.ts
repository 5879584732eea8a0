import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { UserLanguages } from '../../lib/i18n/userLanguage';
import { AccountLinkRepository } from '../auth/accountLinkRepository';
import type { AuthService } from '../auth/authService';
import type { createTwoFactor } from '../auth/createTwoFactor';
import { ACCOUNT_LINK_KEY_NAME, loadServerKey } from '../auth/serverKeys';
import type { FileRepository } from '../files/fileRepository';
import type { Mailer } from '../mail/mailer';
import type { MemberRepository } from '../users/memberRepository';
import type { UserRepository } from '../users/userRepository';
import { AccountSecurityService } from './accountSecurityService';
import { EmailChangeService } from './emailChangeService';
import { ProfileService } from './profileService';
import { ProfileUpdateService } from './profileUpdateService';
import { profileRoutes } from './routes';
import { securityRoutes } from './securityRoutes';

export interface ProfileDeps {
  config: Config;
  db: Kysely<Database>;
  users: UserRepository;
  members: MemberRepository;
  files: FileRepository;
  auth: AuthService;
  twoFactor: Awaited<ReturnType<typeof createTwoFactor>>;
  mailer: Mailer;
  log: (error: unknown) => void;
}

/**
 * Edit Profile's server side: a user's profile, editing your own, the confirmed e-mail change and
 * your account security (issue 36: two-step sign-in, sessions), with their routes.
 */
export async function createProfileModule(deps: ProfileDeps) {
  const links = new AccountLinkRepository(deps.db);
  const linkSecret = await loadServerKey(deps.db, ACCOUNT_LINK_KEY_NAME, deps.config.accountLinkSecret);
  const profiles = new ProfileService(deps.users);
  const languages = new UserLanguages(deps.db);
  const emailChanges = new EmailChangeService(deps.members, links, deps.mailer, linkSecret, deps.config.publicUrl, languages);
  const updates = new ProfileUpdateService(deps.members, deps.files, profiles, deps.auth, emailChanges);
  const security = new AccountSecurityService(
    deps.members,
    deps.auth,
    deps.twoFactor.service,
    emailChanges,
    deps.mailer,
    deps.log,
    languages,
  );
  const routes = (): FastifyPluginAsync => async (app) => {
    await app.register(profileRoutes(profiles, updates));
    await app.register(securityRoutes(deps.auth, emailChanges, security));
  };
  return { profiles, updates, emailChanges, security, routes };
}

export type ProfileModule = Awaited<ReturnType<typeof createProfileModule>>;
