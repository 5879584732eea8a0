import { z } from 'zod';
import { accountPasswordField, emailField, idField, requiredText, singleLine, usernameField } from '../accounts/fields';

/**
 * PATCH /user/{id}: the changed fields of the edit-account page (spec 000 §2.8, §5). name and
 * phone may not be emptied; the password is 3 to 30 letters or digits; profileImage comes from
 * an upload (fileId), or null to remove it.
 */
const profileFields = z.object({
  name: requiredText('Name'),
  phone: requiredText('Phone', 40),
  address: singleLine(z.string().trim().max(500), 'Address').nullable(),
  username: usernameField('Username'),
  password: accountPasswordField(),
  email: emailField('Email'),
  profileImage: z.string().max(500).nullable(),
  fileId: idField,
});

/**
 * The password the user signs in with now. A session token alone must not take an account over,
 * so changing what signs in (username, e-mail, password) needs it as well.
 */
const currentPasswordField = z.string().max(256, 'Current Password is too long');

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your username, e-mail or password.';
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';

export const profileUpdateSchema = profileFields
  .partial()
  .extend({ currentPassword: currentPasswordField.optional() })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== 'currentPassword'), 'Send at least one field to change');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Whether a change touches what signs in to the account, and so needs the current password. */
export function needsCurrentPassword(
  change: Pick<ProfileUpdate, 'username' | 'email' | 'password'>,
  saved: { username: string; email: string },
): boolean {
  return (
    change.password !== undefined ||
    (change.username !== undefined && change.username !== saved.username) ||
    (change.email !== undefined && change.email !== saved.email)
  );
}

/** The edit-account page's Basic Information card (spec 000 §2.8): name and phone required. */
export const profileBasicFormSchema = profileFields.pick({ name: true, phone: true });
export type ProfileBasicForm = z.infer<typeof profileBasicFormSchema>;

/**
 * The Account Information card: username, e-mail and a new password (3 to 30 letters or digits),
 * and the current password that confirms a change of any of them.
 */
export const accountInfoFormSchema = profileFields
  .pick({ username: true, email: true, password: true })
  .extend({ currentPassword: currentPasswordField });
export type AccountInfoForm = z.infer<typeof accountInfoFormSchema>;
