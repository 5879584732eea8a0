import { z } from 'zod';
import { accountPasswordField, idField } from '../accounts/fields';
import { endpoint } from '../api/endpoint';
import { isSingleLineText, singleLineMessage } from '../api/plainText';
import { SECOND_FACTOR_CODE_MAX, secondFactorCodeError } from './secondFactor';
import { signinBodySchema } from './schemas';

/**
 * Account security (issue 36): forgotten passwords, confirmed e-mail changes, two-step sign-in
 * with an authenticator app (TOTP, RFC 6238) and recovery codes, and the user's own sessions.
 */

/** What the forgot-password form answers whatever was typed, so nobody learns which accounts exist. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account matches, we sent a link to its e-mail address. The link works once, within 1 hour. Check your spam folder too.';
export const RESET_LINK_INVALID =
  'This link no longer works: it was already used, it expired, or part of it is missing. Ask for a new one from the sign-in page.';
export const EMAIL_LINK_INVALID =
  'This confirmation link no longer works: it was already used, it expired, or part of it is missing. Change the e-mail again from Edit Profile.';
export const PASSWORD_CHANGED = 'Your password was changed. Sign in with the new one.';

const codeField = z
  .string({ error: 'Code is required' })
  .max(SECOND_FACTOR_CODE_MAX, 'Code is too long')
  .superRefine((code, ctx) => {
    const problem = secondFactorCodeError(code);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const currentPasswordField = z
  .string({ error: 'Current Password is required' })
  .min(1, 'Current Password is required')
  .max(256, 'Current Password is too long');
/** The signed key of a mailed link (base64url). */
const linkKeyField = z
  .string({ error: 'The link is incomplete' })
  .min(1, 'The link is incomplete')
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'The link is incomplete');

// ---- Forgotten password -------------------------------------------------------------------------

export const forgotPasswordBodySchema = z.object({
  login: z
    .string({ error: 'Username or e-mail is required' })
    .trim()
    .min(1, 'Username or e-mail is required')
    .max(254, 'Username or e-mail is too long')
    .refine(isSingleLineText, singleLineMessage('Username or e-mail')),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetLinkParamsSchema = z.object({ id: idField });
export const resetLinkQuerySchema = z.object({ key: linkKeyField });
export const resetLinkSchema = z.object({ expiresAt: z.string() });

export const passwordResetBodySchema = z.object({
  id: idField,
  key: linkKeyField,
  password: accountPasswordField('New Password'),
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

// ---- E-mail change --------------------------------------------------------------------------------

export const emailConfirmBodySchema = z.object({ id: idField, key: linkKeyField });
export const emailConfirmedSchema = z.object({ email: z.string() });

// ---- Two-step sign-in -----------------------------------------------------------------------------

/** GET /user/security: the signed-in user's own account security (never the secret). */
export const accountSecuritySchema = z.object({
  twoFactor: z.object({
    enabled: z.boolean(),
    /** The user's role needs it (REQUIRE_ADMIN_2FA, or their account's setting): it can't be turned off. */
    required: z.boolean(),
    enabledAt: z.string().nullable(),
    recoveryCodesLeft: z.number().int(),
  }),
  /** An e-mail change waiting for its confirmation link to be opened. */
  pendingEmail: z.object({ email: z.string(), expiresAt: z.string() }).nullable(),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

/** A new authenticator secret, shown while it is being set up and never again. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/… for the QR code. */
  uri: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorEnableBodySchema = z.object({ code: codeField, currentPassword: currentPasswordField });
export const twoFactorConfirmBodySchema = twoFactorEnableBodySchema;
export type TwoFactorConfirmBody = z.infer<typeof twoFactorConfirmBodySchema>;
/** Shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

// ---- Sessions -------------------------------------------------------------------------------------

export const sessionViewSchema = z.object({
  id: z.string(),
  /** 'Chrome on Windows', from the browser's user agent. */
  device: z.string(),
  address: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this call came with. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;
export const sessionListSchema = z.object({ sessions: z.array(sessionViewSchema) });
export const sessionIdParamsSchema = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/, 'must be a session id') });
export const signedOutSchema = z.object({ signedOut: z.number().int() });

// ---- The account setting --------------------------------------------------------------------------

/** A distributor's or dealer's setting: its admins must sign in with a second factor. */
export const accountSecuritySettingsSchema = z.object({
  requireAdminTwoFactor: z.boolean({ error: 'requireAdminTwoFactor must be true or false' }),
});
export type AccountSecuritySettings = z.infer<typeof accountSecuritySettingsSchema>;

export const securityEndpoints = {
  forgotPassword: endpoint({ method: 'POST', path: '/user/password/forgot', body: forgotPasswordBodySchema, data: z.null() }),
  resetLink: endpoint({
    method: 'GET',
    path: '/user/password/reset/:id',
    params: resetLinkParamsSchema,
    query: resetLinkQuerySchema,
    data: resetLinkSchema,
  }),
  resetPassword: endpoint({ method: 'POST', path: '/user/password/reset', body: passwordResetBodySchema, data: z.null() }),
  confirmEmail: endpoint({ method: 'POST', path: '/user/email/confirm', body: emailConfirmBodySchema, data: emailConfirmedSchema }),
  /** A role that needs a second factor and has none sets it up here, with its password, before signing in. */
  signinTwoFactorSetup: endpoint({
    method: 'POST',
    path: '/user/signin/two-factor/setup',
    body: signinBodySchema,
    data: twoFactorSetupSchema,
  }),
  read: endpoint({ method: 'GET', path: '/user/security', data: accountSecuritySchema }),
  twoFactorSetup: endpoint({ method: 'POST', path: '/user/security/two-factor/setup', data: twoFactorSetupSchema }),
  twoFactorEnable: endpoint({
    method: 'POST',
    path: '/user/security/two-factor/enable',
    body: twoFactorEnableBodySchema,
    data: recoveryCodesSchema,
  }),
  twoFactorDisable: endpoint({
    method: 'POST',
    path: '/user/security/two-factor/disable',
    body: twoFactorConfirmBodySchema,
    data: z.null(),
  }),
  recoveryCodes: endpoint({
    method: 'POST',
    path: '/user/security/two-factor/recovery-codes',
    body: twoFactorConfirmBodySchema,
    data: recoveryCodesSchema,
  }),
  sessions: endpoint({ method: 'GET', path: '/user/sessions', data: sessionListSchema }),
  signOutSession: endpoint({ method: 'DELETE', path: '/user/sessions/:id', params: sessionIdParamsSchema, data: z.null() }),
  signOutOthers: endpoint({ method: 'POST', path: '/user/sessions/sign-out-others', data: signedOutSchema }),
  accountSettings: endpoint({
    method: 'GET',
    path: '/org/:id/security-settings',
    params: resetLinkParamsSchema,
    data: accountSecuritySettingsSchema,
  }),
  saveAccountSettings: endpoint({
    method: 'PUT',
    path: '/org/:id/security-settings',
    params: resetLinkParamsSchema,
    body: accountSecuritySettingsSchema,
    data: accountSecuritySettingsSchema,
  }),
};
