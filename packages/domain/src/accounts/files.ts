import { z } from 'zod';
import { idField } from './fields';

/** GET /uploads/{name}: a stored upload's public name. */
export const uploadNameParamsSchema = z.object({ name: z.string().min(1).max(64) });

/**
 * What an upload may be attached to (spec 000 §7: "parentId and type when attached to other
 * records"): each kind, sent as `type`, names the record its `parentId` points at.
 */
export const UPLOAD_PARENTS = {
  /** A profile picture: the user. */
  profile: 'user',
  /** An account's logo: the organisation. */
  organisation: 'organisation',
  /** A farm's logo (spec 000 §2.5, spec 001 §2.3). */
  farm: 'farm',
  /** A site's installation photo (spec 002 §7: type=installation). */
  installation: 'site',
  /** A note's image, uploaded before the note exists (spec 002 §5): the site. */
  note: 'site',
} as const;
export type UploadKind = keyof typeof UPLOAD_PARENTS;
export type UploadParentKind = (typeof UPLOAD_PARENTS)[UploadKind];
export const UPLOAD_KINDS = Object.keys(UPLOAD_PARENTS) as [UploadKind, ...UploadKind[]];

/** The optional form fields of POST /file/image, sent before the file. */
export const uploadAttachmentSchema = z
  .object({
    type: z.enum(UPLOAD_KINDS, { error: `type must be one of ${UPLOAD_KINDS.join(', ')}` }).optional(),
    parentId: idField.optional(),
  })
  .refine((attach) => !attach.parentId || attach.type, {
    error: 'type is required with parentId: it says what kind of record parentId names',
    path: ['type'],
  });
export type UploadAttachment = z.infer<typeof uploadAttachmentSchema>;
