import { z } from 'zod';
import { emailField, requiredMultiLineText, requiredText } from '../accounts/fields';

/** POST /user/contact (spec 000 §5): every field required, e-mail with at least two domain parts. */
export const contactMessageSchema = z.object({
  firstName: requiredText('First Name', 100),
  lastName: requiredText('Last Name', 100),
  email: emailField('Email'),
  phone: requiredText('Phone', 40),
  message: requiredMultiLineText('Message', 5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
