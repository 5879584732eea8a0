// Deep imports: the package's index would bring every feature's schemas along.
import { securityEndpoints, type AccountSecuritySettings } from '@tilth/domain/auth/security';
import { accountSecurityEndpoints } from '@tilth/domain/profile/accountSecurity';
import { call, callEnvelope } from '../../api/client';

/**
 * Issue 36's calls outside Edit Profile: forgotten passwords, e-mail confirmation, two-step sign-in
 * set up at sign-in, and an account's setting (Edit Profile's own are profile/accountSecurityApi).
 */
export const securityKeys = {
  accountSettings: (id: string) => ['account-security', 'account', id] as const,
};

export const requestPasswordLink = async (login: string) =>
  (await callEnvelope(securityEndpoints.forgotPassword, { body: { login } })).message;
export const checkResetLink = (id: string, key: string) => call(securityEndpoints.resetLink, { params: { id }, query: { key } });
export const resetPassword = (id: string, key: string, password: string) =>
  call(securityEndpoints.resetPassword, { body: { id, key, password } });
export const confirmEmail = (id: string, key: string) => call(accountSecurityEndpoints.confirmEmail, { body: { id, key } });
export const signinTwoFactorSetup = (email: string, password: string) =>
  call(securityEndpoints.signinTwoFactorSetup, { body: { email, password } });

export const fetchAccountSecuritySettings = (id: string, signal?: AbortSignal) =>
  call(securityEndpoints.accountSettings, { params: { id }, signal });
export const saveAccountSecuritySettings = (id: string, body: AccountSecuritySettings) =>
  call(securityEndpoints.saveAccountSettings, { params: { id }, body });
