import { z } from 'zod';
import { emailField, idField } from '../accounts/fields';
import { objectIdParams } from '../api/params';

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

export const recipientParamsSchema = objectIdParams;

/** POST /farm-health-report/send: one recipient, or every recipient the caller sees. */
export const sendReportSchema = z.object({ recipientId: idField.optional() }).strict();

/** A Field Health Report recipient (spec 000 §3), with farm names for the cards. */
export const recipientSchema = z.object({
  objectId: z.string(),
  email: z.string(),
  /** The ids of the farms the report covers. */
  farms: z.array(z.string()),
  farmDetails: z.array(z.object({ objectId: z.string(), name: z.string() })),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
  /** Null when scheduled sending is off. */
  nextSendAt: z.string().nullable(),
  /**
   * The farm zone (IANA) the card says these times in: the one whose clock sends the next report
   * (reportZoneAt), so the card reads '7:00 AM CST' for a 07:00 farm-time send; null without farms.
   */
  timeZone: z.string().nullable(),
});
export type Recipient = z.infer<typeof recipientSchema>;

/** POST /farm-health-report/send's answer: how many reports went out, and to whom. */
export const reportSendResultSchema = z.object({ sent: z.number().int(), recipients: z.array(z.string()) });
export type ReportSendResult = z.infer<typeof reportSendResultSchema>;
