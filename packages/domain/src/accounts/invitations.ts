import { z } from 'zod';
import { objectIdParams } from '../api/params';
import { ORGANISATION_STATUSES } from './organisations';
import { ORGANISATION_TYPES, ROLE_NAMES } from './roles';

export const invitationParamsSchema = objectIdParams;
export const invitationQuerySchema = z.object({ key: z.string().min(1).max(200) });

/** What GET /invitations/{id} answers (spec 000 §3 'Invitation'). */
export const invitationSchema = z.object({
  objectId: z.string(),
  email: z.string(),
  role: z.enum(ROLE_NAMES),
  /** The username proposed by whoever created the account, when there is one. */
  username: z.string().nullable(),
  organisation: z.object({
    objectId: z.string(),
    name: z.string(),
    type: z.enum(ORGANISATION_TYPES),
    status: z.enum(ORGANISATION_STATUSES),
  }),
  farm: z.object({ objectId: z.string(), name: z.string() }).nullable(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /invitations/{id}'s answer: the invitation, repeated at data.data where spec 000 §7 reads it. */
export const openedInvitationSchema = invitationSchema.extend({ data: invitationSchema });
