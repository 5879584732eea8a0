import { z } from 'zod';
import { ROLE_NAMES } from '../accounts/roles';
import { isSingleLineText, singleLineMessage } from '../api/plainText';
import { SECOND_FACTOR_CODE_MAX } from './secondFactor';

/** Sign-in payload (spec 000 §5): the email field carries the username or the e-mail. */
export const signinBodySchema = z.object({
  email: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(254)
    .refine(isSingleLineText, singleLineMessage('Username')),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
  /**
   * Two-step sign-in (issue 36): the authenticator app's code or a recovery code, for accounts
   * with a second factor. Without it such an account answers 401 SecondFactorRequired, and the
   * client asks for the code and sends the same body again with it.
   */
  code: z.string().max(SECOND_FACTOR_CODE_MAX, 'Code is too long').optional(),
});
export type SigninBody = z.infer<typeof signinBodySchema>;

/** Answer of POST /user/signin, shaped as the documented API. */
export const signinDataSchema = z.object({
  id: z.string(),
  sessionToken: z.string(),
  username: z.string(),
  role: z.enum(ROLE_NAMES),
  type: z.literal('login'),
  /** Only when this sign-in finished setting up the second factor: the recovery codes, shown once. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type SigninData = z.infer<typeof signinDataSchema>;
