// Deep import: the package's index would bring every feature's schemas along.
import { accountSecurityEndpoints, type TwoFactorConfirmBody } from '@tilth/domain/profile/accountSecurity';
import { call } from '../../api/client';

/** Edit Profile's account security (issue 36): two-step sign-in and the user's sessions. */
export const accountSecurityKeys = {
  all: ['account-security'] as const,
  sessions: ['account-security', 'sessions'] as const,
};

export const fetchAccountSecurity = (signal?: AbortSignal) => call(accountSecurityEndpoints.read, { signal });
export const startTwoFactorSetup = () => call(accountSecurityEndpoints.twoFactorSetup);
export const enableTwoFactor = (body: TwoFactorConfirmBody) => call(accountSecurityEndpoints.twoFactorEnable, { body });
export const disableTwoFactor = (body: TwoFactorConfirmBody) => call(accountSecurityEndpoints.twoFactorDisable, { body });
export const renewRecoveryCodes = (body: TwoFactorConfirmBody) => call(accountSecurityEndpoints.recoveryCodes, { body });

export const fetchSessions = (signal?: AbortSignal) => call(accountSecurityEndpoints.sessions, { signal });
export const signOutSession = (id: string) => call(accountSecurityEndpoints.signOutSession, { params: { id } });
export const signOutOthers = () => call(accountSecurityEndpoints.signOutOthers);
