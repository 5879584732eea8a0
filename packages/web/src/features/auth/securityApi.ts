// Deep import: the package's index would bring every feature's schemas along.
import { securityEndpoints, type AccountSecuritySettings, type TwoFactorConfirmBody } from '@tilth/domain/auth/security';
import { call, callEnvelope } from '../../api/client';

/** Issue 36's calls: forgotten passwords, e-mail confirmation, two-step sign-in and sessions. */
export const securityKeys = {
  all: ['account-security'] as const,
  sessions: ['account-security', 'sessions'] as const,
  accountSettings: (id: string) => ['account-security', 'account', id] as const,
};

export const requestPasswordLink = async (login: string) =>
  (await callEnvelope(securityEndpoints.forgotPassword, { body: { login } })).message;
export const checkResetLink = (id: string, key: string) => call(securityEndpoints.resetLink, { params: { id }, query: { key } });
export const resetPassword = (id: string, key: string, password: string) =>
  call(securityEndpoints.resetPassword, { body: { id, key, password } });
export const confirmEmail = (id: string, key: string) => call(securityEndpoints.confirmEmail, { body: { id, key } });
export const signinTwoFactorSetup = (email: string, password: string) =>
  call(securityEndpoints.signinTwoFactorSetup, { body: { email, password } });

export const fetchAccountSecurity = (signal?: AbortSignal) => call(securityEndpoints.read, { signal });
export const startTwoFactorSetup = () => call(securityEndpoints.twoFactorSetup);
export const enableTwoFactor = (body: TwoFactorConfirmBody) => call(securityEndpoints.twoFactorEnable, { body });
export const disableTwoFactor = (body: TwoFactorConfirmBody) => call(securityEndpoints.twoFactorDisable, { body });
export const renewRecoveryCodes = (body: TwoFactorConfirmBody) => call(securityEndpoints.recoveryCodes, { body });

export const fetchSessions = (signal?: AbortSignal) => call(securityEndpoints.sessions, { signal });
export const signOutSession = (id: string) => call(securityEndpoints.signOutSession, { params: { id } });
export const signOutOthers = () => call(securityEndpoints.signOutOthers);

export const fetchAccountSecuritySettings = (id: string, signal?: AbortSignal) =>
  call(securityEndpoints.accountSettings, { params: { id }, signal });
export const saveAccountSecuritySettings = (id: string, body: AccountSecuritySettings) =>
  call(securityEndpoints.saveAccountSettings, { params: { id }, body });
