import { z } from 'zod';
import { accountPasswordField, idField } from '../accounts/fields';
import { endpoint } from '../api/endpoint';
import { isSingleLineText, singleLineMessage } from '../api/plainText';
import { signinBodySchema } from './schemas';

/**
 * Account security (issue 36) on the sign-in side: forgotten passwords, setting up two-step sign-in
 * at sign-in, and a distributor's or dealer's setting that its admins must use it. The user's own
 * account security on Edit Profile (e-mail changes, two-step sign-in, sessions) is profile/accountSecurity.
 */

/** What the forgot-password form answers whatever was typed, so nobody learns which accounts exist. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account matches, we sent a link to its e-mail address. The link works once, within 1 hour. Check your spam folder too.';
export const RESET_LINK_INVALID =
  'This link no longer works: it was already used, it expired, or part of it is missing. Ask for a new one from the sign-in page.';
export const PASSWORD_CHANGED = 'Your password was changed. Sign in with the new one.';

/** The signed key of a mailed link (base64url). */
export const linkKeyField = z
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

// ---- Two-step sign-in -----------------------------------------------------------------------------

/** A new authenticator secret, shown while it is being set up and never again. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/… for the QR code. */
  uri: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

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
  /** A role that needs a second factor and has none sets it up here, with its password, before signing in. */
  signinTwoFactorSetup: endpoint({
    method: 'POST',
    path: '/user/signin/two-factor/setup',
    body: signinBodySchema,
    data: twoFactorSetupSchema,
  }),
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
