import { z } from 'zod';
import { idField } from '../accounts/fields';
import { endpoint } from '../api/endpoint';
import { SECOND_FACTOR_CODE_MAX, secondFactorCodeError } from '../auth/secondFactor';
import { linkKeyField, twoFactorSetupSchema } from '../auth/security';

/**
 * The signed-in user's own account security on Edit Profile (issue 36): confirmed e-mail changes,
 * two-step sign-in with an authenticator app (TOTP, RFC 6238) and recovery codes, and their sessions.
 */

export const EMAIL_LINK_INVALID =
  'This confirmation link no longer works: it was already used, it expired, or part of it is missing. Change the e-mail again from Edit Profile.';

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

export const accountSecurityEndpoints = {
  confirmEmail: endpoint({ method: 'POST', path: '/user/email/confirm', body: emailConfirmBodySchema, data: emailConfirmedSchema }),
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
};
