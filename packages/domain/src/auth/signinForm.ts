import { isSingleLineText, singleLineMessage } from '../api/plainText';

/**
 * The sign-in form's checks without zod: the sign-in page loads before anything else, and zod
 * alone would weigh more than the rest of its JavaScript but React (issue 16). Same rules,
 * order and messages as signinBodySchema (./schemas), which the server keeps using; the unit test
 * runs both over the same inputs.
 */
export const SIGNIN_USERNAME_MAX = 254;
export const SIGNIN_PASSWORD_MAX = 256;

export interface SigninFormValues {
  email: string;
  password: string;
}

export type SigninFormCheck =
  | { valid: true; body: SigninFormValues; errors: Record<never, string> }
  | { valid: false; errors: Partial<Record<keyof SigninFormValues, string>> };

// The schema's field-level message (`z.string({ error })`) also names the length checks, so a
// too-long field reads "… is required" there too.
function usernameError(username: string): string | undefined {
  if (username.length < 1 || username.length > SIGNIN_USERNAME_MAX) return 'Username is required';
  if (!isSingleLineText(username)) return singleLineMessage('Username');
  return undefined;
}

function passwordError(password: string): string | undefined {
  if (password.length < 1 || password.length > SIGNIN_PASSWORD_MAX) return 'Password is required';
  return undefined;
}

/** The first problem of each field, or the body to send (the username trimmed, as the schema does). */
export function checkSigninForm(values: SigninFormValues): SigninFormCheck {
  const email = values.email.trim();
  const errors: Partial<Record<keyof SigninFormValues, string>> = {};
  const emailError = usernameError(email);
  const passwordProblem = passwordError(values.password);
  if (emailError) errors.email = emailError;
  if (passwordProblem) errors.password = passwordProblem;
  if (emailError || passwordProblem) return { valid: false, errors };
  return { valid: true, body: { email, password: values.password }, errors: {} };
}
