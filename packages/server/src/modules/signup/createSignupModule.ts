import type { Config } from '../../config';
import type { SessionRepository } from '../auth/sessionRepository';
import type { InvitationService } from '../invitations/invitationService';
import type { MemberRepository } from '../users/memberRepository';
import { signupRoutes } from './routes';
import type { SignupRepository } from './signupRepository';
import { SignupService } from './signupService';

export interface SignupModuleDeps {
  config: Pick<Config, 'sessionTtlDays'>;
  invitations: InvitationService;
  members: MemberRepository;
  signups: SignupRepository;
  sessions: SessionRepository;
}

/** Sign-up by invitation (the composition root calls this once). */
export function createSignupModule(d: SignupModuleDeps) {
  const service = new SignupService(d.invitations, d.members, d.signups, d.sessions, d.config);
  return { service, routes: () => signupRoutes(service) };
}
