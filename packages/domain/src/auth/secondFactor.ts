import type { RoleName } from '../accounts/roles';

/**
 * Two-factor sign-in (issue 36) without zod: the sign-in page loads this, and zod would double its
 * weight (see signinForm.ts). The schemas of the calls are in ./security.
 */

/** POST /user/signin's error when the account has a second factor and no code came with the password. */
export const SECOND_FACTOR_REQUIRED = 'SecondFactorRequired';
/** …when the code sent is neither the authenticator's current code nor an unused recovery code. */
export const SECOND_FACTOR_WRONG = 'SecondFactorWrong';
/** …when the account's role needs a second factor and it has none yet: it sets one up first. */
export const SECOND_FACTOR_SETUP_REQUIRED = 'SecondFactorSetupRequired';

export const SECOND_FACTOR_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
export const SECOND_FACTOR_WRONG_MESSAGE =
  'That code is not right. Codes change every 30 seconds: check that your phone shows the right time, and try the newest one.';
export const SECOND_FACTOR_SETUP_MESSAGE =
  'Your role needs two-step sign-in. Set it up now with an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password).';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Longest code field accepted: a recovery code with its dashes and a few spaces. */
export const SECOND_FACTOR_CODE_MAX = 40;

/** The code as typed, for comparison: spaces and dashes dropped, lower case ('123 456' → '123456'). */
export function normaliseSecondFactorCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}

/** A code of the authenticator app (6 digits), as opposed to a recovery code. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(normaliseSecondFactorCode(code));
}

/** The code field's message, or undefined when it may be sent. */
export function secondFactorCodeError(code: string): string | undefined {
  const value = normaliseSecondFactorCode(code);
  if (value.length === 0) return 'Code is required';
  if (code.length > SECOND_FACTOR_CODE_MAX) return 'Code is too long';
  if (/^\d+$/.test(value) && value.length !== TOTP_DIGITS) return 'The code from the app has 6 digits';
  return undefined;
}

/** What decides whether a role must sign in with a second factor. */
export interface SecondFactorRules {
  /** REQUIRE_ADMIN_2FA: the platform admin (tilth_admin) needs one. */
  platformAdmins: boolean;
  /** The account's setting (distributors and dealers): its admins need one. */
  accountAdmins: boolean;
}

/** Roles an account's setting can require a second factor of. */
export const ACCOUNT_SETTING_ROLES: readonly RoleName[] = ['distributor_admin', 'dealer_admin'];

export function secondFactorRequired(role: RoleName, rules: SecondFactorRules): boolean {
  if (role === 'tilth_admin') return rules.platformAdmins;
  return ACCOUNT_SETTING_ROLES.includes(role) && rules.accountAdmins;
}
