import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import type { UserRepository } from '../users/userRepository';
import { AuthService } from './authService';
import { createPasswordResets } from './createPasswordResets';
import { createTwoFactor } from './createTwoFactor';
import { authRoutes } from './routes';
import type { SessionRepository } from './sessionRepository';
import { SigninThrottle } from './throttle';
import type { ThrottleRepository } from './throttleRepository';

export interface AuthModuleDeps {
  config: Config;
  db: Kysely<Database>;
  users: UserRepository;
  sessions: SessionRepository;
  throttle: ThrottleRepository;
  mailer: Mailer;
  /** Says a password-reset mail that failed. */
  log: (error: unknown) => void;
}

/**
 * Sign-in, sessions and two-step sign-in, and the sign-in page's help (forgotten passwords, two-step
 * sign-in set up before signing in): services and routes (the composition root calls this once).
 */
export async function createAuthModule(d: AuthModuleDeps) {
  const twoFactor = await createTwoFactor(d.config, d.db);
  const service = new AuthService(
    d.users,
    d.sessions,
    new SigninThrottle(d.throttle, d.config.signinThrottle),
    d.config,
    twoFactor.service,
  );
  const signinHelp = await createPasswordResets({ ...d, auth: service });
  return {
    /** Authenticates sessions (the authentication hook) and signs in and out. */
    service,
    twoFactor,
    passwordResets: signinHelp.passwordResets,
    routes: (): FastifyPluginAsync => async (app) => {
      await app.register(authRoutes(service));
      await app.register(signinHelp.routes());
    },
  };
}
