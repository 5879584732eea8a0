import { z } from 'zod';
import { ROLE_NAMES } from '../accounts/roles';
import { isSingleLineText, singleLineMessage } from '../api/plainText';

/** Sign-in payload (spec 000 §5): the email field carries the username or the e-mail. */
export const signinBodySchema = z.object({
  email: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(254)
    .refine(isSingleLineText, singleLineMessage('Username')),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});
export type SigninBody = z.infer<typeof signinBodySchema>;

/** Answer of POST /user/signin, shaped as the documented API. */
export const signinDataSchema = z.object({
  id: z.string(),
  sessionToken: z.string(),
  username: z.string(),
  role: z.enum(ROLE_NAMES),
  type: z.literal('login'),
});
export type SigninData = z.infer<typeof signinDataSchema>;
