import { z } from 'zod';
import { accountPasswordField, emailField, idField, requiredText, usernameField } from './fields';

/**
 * PATCH /user/{id}: the changed fields of the edit-account page (spec 000 §2.8, §5). name and
 * phone may not be emptied; the password is 3 to 30 letters or digits; profileImage comes from
 * an upload (fileId), or null to remove it.
 */
const profileFields = z.object({
  name: requiredText('Name'),
  phone: requiredText('Phone', 40),
  address: z.string().trim().max(500).nullable(),
  username: usernameField('Username'),
  password: accountPasswordField(),
  email: emailField('Email'),
  profileImage: z.string().max(500).nullable(),
  fileId: idField,
});

export const profileUpdateSchema = profileFields
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The edit-account page's Basic Information card (spec 000 §2.8): name and phone required. */
export const profileBasicFormSchema = profileFields.pick({ name: true, phone: true });
export type ProfileBasicForm = z.infer<typeof profileBasicFormSchema>;

/** The Account Information card: username, e-mail and a new password (3 to 30 letters or digits). */
export const accountInfoFormSchema = profileFields.pick({ username: true, email: true, password: true });
export type AccountInfoForm = z.infer<typeof accountInfoFormSchema>;
