import { z } from 'zod';
import { emailField, idField } from '../accounts/fields';

const farmIds = z
  .array(idField, { error: 'Select at least one farm' })
  .min(1, 'Select at least one farm')
  .max(1000, 'Select at most 1,000 farms')
  .transform((ids) => [...new Set(ids)]);

/** POST /farm-health-report/user (spec 000 §3, §5): an e-mail and at least one farm. */
export const recipientBodySchema = z.object({ email: emailField('Email'), farms: farmIds });
export type RecipientBody = z.infer<typeof recipientBodySchema>;

/** PATCH /farm-health-report/user/{id}: the farms (the e-mail is the recipient's identity). */
export const recipientUpdateSchema = z.object({ farms: farmIds });
export type RecipientUpdate = z.infer<typeof recipientUpdateSchema>;

export const recipientParamsSchema = z.object({ id: idField });

/** POST /farm-health-report/send: one recipient, or every recipient the caller sees. */
export const sendReportSchema = z.object({ recipientId: idField.optional() }).strict();

/** A Field Health Report recipient (spec 000 §3), with farm names for the cards. */
export interface Recipient {
  objectId: string;
  email: string;
  farms: string[];
  farmDetails: { objectId: string; name: string }[];
  createdAt: string;
  lastSentAt: string | null;
  nextSendAt: string | null;
}
