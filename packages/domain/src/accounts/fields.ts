import { z } from 'zod';
import { isMultiLineText, isSingleLineText, multiLineMessage, normaliseLineBreaks, singleLineMessage } from '../api/plainText';

/**
 * Field rules shared by the account, invitation, sign-up, profile and contact payloads
 * (spec 000 §5). Each builder takes the label the form shows, so the server's 400 message
 * names the field the way the screen does.
 */

/** An e-mail with at least two domain parts (a@b.co); 'a@localhost' is refused. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Account phone: an optional plus, then digits with parentheses, hyphens and (for real-world input) spaces or dots. */
export const PHONE_PATTERN = /^\+?[\d\s().-]*\d[\d\s().-]*$/;
/** Business phone: ten digits, an optional country prefix, separators allowed ('+1 (806) 555-0187'). */
export const BUSINESS_PHONE_PATTERN = /^(\+?\d{1,3}[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
/** Password rule of the edit-account page (spec 000 §5, §9). */
export const ACCOUNT_PASSWORD_PATTERN = /^[A-Za-z0-9]{3,30}$/;

/** One line of plain text (api/plainText): refuses control characters, line breaks and broken Unicode. */
export const singleLine = <S extends z.ZodString>(schema: S, label: string): S => schema.refine(isSingleLineText, singleLineMessage(label));

export const requiredText = (label: string, max = 200) =>
  singleLine(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, { error: `${label} is required`, abort: true })
      .max(max, `${label} is too long`),
    label,
  );

/**
 * Text that may run over several lines (notes, messages): \r\n and \r are stored as \n; other
 * control characters and broken Unicode are refused.
 */
export const requiredMultiLineText = (label: string, max: number, required = `${label} is required`) =>
  z
    .string({ error: required })
    .overwrite(normaliseLineBreaks)
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, `${label} is too long (at most ${max} characters)`)
    .refine(isMultiLineText, multiLineMessage(label));

export const emailField = (label = 'Email') =>
  singleLine(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, { error: `${label} is required`, abort: true })
      .max(254, `${label} is too long`)
      .regex(EMAIL_PATTERN, `${label} must be a valid e-mail address`),
    label,
  ).toLowerCase();

/** Valid if given; an empty string counts as not given. */
export const optionalEmailField = (label = 'Email') => z.union([z.literal('').transform(() => undefined), emailField(label)]).optional();

export const phoneField = (label = 'Phone') =>
  requiredText(label, 40).regex(PHONE_PATTERN, `${label} must be digits, optionally starting with + and using ( ) or -`);

export const businessPhoneField = (label = 'Business Phone') =>
  requiredText(label, 40).regex(BUSINESS_PHONE_PATTERN, 'Invalid Phone Number');

export const accountPasswordField = (label = 'Password') =>
  z
    .string({ error: `${label} is required` })
    .min(1, { error: `${label} is required`, abort: true })
    .regex(ACCOUNT_PASSWORD_PATTERN, `${label} must be 3 to 30 letters or digits`);

/** Sign-up only asks for a password (spec 000 §5); the upper bound keeps hashing cheap. */
export const signupPasswordField = (label = 'Password') =>
  z
    .string({ error: `${label} is required` })
    .min(1, { error: `${label} is required`, abort: true })
    .max(256, `${label} is too long`);

/** Usernames sign in (case-insensitively), so they are stored lower-case and hold no spaces. */
export const usernameField = (label = 'Username') =>
  requiredText(label, 254).regex(/^\S+$/, `${label} must not contain spaces`).toLowerCase();

/** Search text: trailing whitespace is trimmed (spec 000 §5). */
export const searchText = z
  .string()
  .max(100)
  .transform((s) => s.trimEnd())
  .refine(isSingleLineText, singleLineMessage('Search text'));

export const idField = z.string().regex(/^[A-Za-z0-9]{1,32}$/, 'must be an object id');
