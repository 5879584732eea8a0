import { z } from 'zod';
import {
  businessPhoneField,
  emailField,
  idField,
  optionalEmailField,
  requiredText,
  signupPasswordField,
  usernameField,
} from '../accounts/fields';
import { isSingleLineText, singleLineMessage } from '../api/plainText';

const matchesPassword = (body: { password: string; confirmPassword?: string }) => body.confirmPassword === body.password;
const mismatch = { message: 'must match Password', path: ['confirmPassword'] };

/** Team sign-up form (spec 000 §2.10, §5). */
export const teamSignupFormSchema = z
  .object({
    email: emailField('Email'),
    username: usernameField('Username'),
    password: signupPasswordField(),
    confirmPassword: z.string({ error: 'Confirm Password is required' }).min(1, 'Confirm Password is required'),
  })
  .refine(matchesPassword, mismatch);

/** Member sign-up form: as team sign-up without a username (it is set to the e-mail). */
export const memberSignupFormSchema = z
  .object({
    email: emailField('Email'),
    password: signupPasswordField(),
    confirmPassword: z.string({ error: 'Confirm Password is required' }).min(1, 'Confirm Password is required'),
  })
  .refine(matchesPassword, mismatch);

/**
 * POST /user/signup/{username}: the spec's payload (email, password, username, confirmPassword for
 * a team, autologin, org) plus the invitation's id and key from the link, which prove the caller
 * was invited: without them anyone knowing an invited e-mail could take the account.
 */
export const signupBodySchema = z
  .object({
    email: emailField('Email'),
    password: signupPasswordField(),
    username: usernameField('Username').optional(),
    confirmPassword: z.string().optional(),
    autologin: z.boolean().optional(),
    org: idField,
    invitationId: idField,
    key: z.string().min(1).max(200),
  })
  .refine((body) => body.confirmPassword === undefined || matchesPassword(body), mismatch);
export type SignupBody = z.infer<typeof signupBodySchema>;

export const signupParamsSchema = z.object({
  username: z.string().trim().min(1).max(254).refine(isSingleLineText, singleLineMessage('username')),
});

/** Step 1 of team sign-up: business info (spec 000 §5). */
export const businessInfoSchema = z.object({
  name: requiredText('Name'),
  hqAddress: requiredText('Headquarter Address', 500),
  businessEmail: optionalEmailField('Business Email'),
  phone: businessPhoneField('Business Phone'),
  fileId: idField.optional(),
});

/** Step 2 of team sign-up and the member join page: personal info. */
export const personalInfoSchema = z.object({
  name: requiredText('Your Name'),
  email: optionalEmailField('Your Email'),
  fileId: idField.optional(),
});

/** The new user's id and, with autologin, their session token. */
export const signedUpSchema = z.object({ id: z.string(), sessionToken: z.string().nullable() });
export type SignedUp = z.infer<typeof signedUpSchema>;
/** POST /user/signup/{username}'s answer, repeated at data.data where spec 000 §7 reads it. */
export const signedUpAnswerSchema = signedUpSchema.extend({ data: signedUpSchema });

/** Team sign-up when the organisation is still INVITED; otherwise joining as a member. */
export function signupMode(status: string): 'team' | 'member' {
  return status === 'INVITED' ? 'team' : 'member';
}

export type BusinessInfoForm = z.input<typeof businessInfoSchema>;
export type PersonalInfoForm = z.input<typeof personalInfoSchema>;
