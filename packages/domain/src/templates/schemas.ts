import { z } from 'zod';
import { idField } from '../accounts/fields';
import { isSingleLineText, singleLineMessage } from '../api/plainText';
import { MAX_TEMPLATE_ROWS, templateRowSchema } from './templateRows';

/**
 * Crop templates (spec 001 §3, §5, §6, §7): who may see one follows its sharing option —
 * TEAM_AND_ABOVE (the default): the creator's organisation and the organisations above it;
 * CUSTOM: the members chosen; PUBLIC (set by admins only): everyone.
 */
export const SHARING_OPTIONS = ['TEAM_AND_ABOVE', 'CUSTOM', 'PUBLIC'] as const;
export type SharingOption = (typeof SHARING_OPTIONS)[number];

export const SHARING_LABELS: Readonly<Record<SharingOption, string>> = {
  TEAM_AND_ABOVE: 'My team and above',
  CUSTOM: 'Selected members',
  PUBLIC: 'Share with everyone (public)',
};

/** The template form's messages (spec 001 §5, §8). */
export const TEMPLATE_FORM_MESSAGES = {
  nameRequired: 'Please give a name for this template',
  membersRequired: 'Please select members allowed to access template',
  publicAdminOnly: 'Only administrators may share a template with everyone (public).',
  ownerOnly: 'Only the creator of this template may change or delete it.',
  notFound: 'Template not found.',
  cropMismatch: 'This template is for another crop type than the site.',
} as const;

/**
 * What deleting a template does to the sites it is applied to, for the delete dialog (issue 27):
 * null when none uses it. Deleting un-applies it from every site, whoever's, so all are counted.
 */
export function templateInUseMessage(siteCount: number): string | null {
  if (siteCount <= 0) return null;
  if (siteCount === 1)
    return 'This template is applied to 1 site; deleting it removes it from that site, which goes back to its own thresholds.';
  return `This template is applied to ${siteCount.toLocaleString('en-US')} sites; deleting it removes it from them, and they go back to their own thresholds.`;
}

/** GET /templates/{id}/usage: how many sites the template is applied to (its creator's delete dialog). */
export const templateUsageSchema = z.object({ objectId: z.string(), siteCount: z.number().int().nonnegative() });
export type TemplateUsage = z.infer<typeof templateUsageSchema>;

export const MAX_TEMPLATE_NAME = 100;
export const MAX_CUSTOM_MEMBERS = 200;

const templateNameField = z.string().max(MAX_TEMPLATE_NAME).refine(isSingleLineText, singleLineMessage('name'));
const cropTypeField = z.string().trim().min(1).max(60).refine(isSingleLineText, singleLineMessage('cropType'));

export const sharingSettingsSchema = z.object({
  sharingOption: z.enum(SHARING_OPTIONS),
  /** User object ids allowed to see a CUSTOM template; empty for the other options. */
  members: z.array(idField).max(MAX_CUSTOM_MEMBERS).default([]),
});
export type SharingSettings = z.infer<typeof sharingSettingsSchema>;

const sharingAnswerSchema = z.object({
  sharingOption: z.enum(SHARING_OPTIONS),
  members: z.array(z.object({ objectId: z.string(), name: z.string(), username: z.string() })),
});

export const cropTemplateSchema = z.object({
  objectId: z.string(),
  headerDetails: z.object({ Name: z.string() }),
  cropType: z.string(),
  createdBy: z.object({ objectId: z.string(), name: z.string(), username: z.string() }),
  ownerOrganisation: z.object({ objectId: z.string(), name: z.string() }),
  sharingSettings: sharingAnswerSchema,
  templateData: z.array(templateRowSchema),
  /** True when the caller created it: only they may edit or delete it (spec 001 §6). */
  isEditable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CropTemplate = z.infer<typeof cropTemplateSchema>;

/**
 * Rows as sent: loose, so the service can answer each crop-template check with the spec's
 * message (a missing colour is 'Template has color region values missing', not a schema error).
 */
export const templateDataBodySchema = z
  .array(z.record(z.string().max(20), z.union([z.number(), z.string().max(20), z.null()])))
  .max(MAX_TEMPLATE_ROWS);

export const createTemplateBodySchema = z.object({
  name: templateNameField,
  cropType: cropTypeField,
  templateData: templateDataBodySchema,
  sharingSettings: sharingSettingsSchema.optional(),
});
export type CreateTemplateBody = z.infer<typeof createTemplateBodySchema>;

/** Either the header (name, sharing) or the rows, or both. */
export const updateTemplateBodySchema = z.object({
  name: templateNameField.optional(),
  sharingSettings: sharingSettingsSchema.optional(),
  templateData: templateDataBodySchema.optional(),
});
export type UpdateTemplateBody = z.infer<typeof updateTemplateBodySchema>;

export const templateListQuerySchema = z.object({
  croptype: z.string().max(60).optional(),
});

export const templateSeriesQuerySchema = z.object({
  /** YYYY-MM-DD; the site's planting date when absent. */
  plantingdate: z.string().max(40).optional(),
  fromDate: z.string().max(40).optional(),
  toDate: z.string().max(40).optional(),
});

/** Someone a CUSTOM template can be shared with (the members the caller can see). */
export const sharingCandidateSchema = z.object({
  objectId: z.string(),
  name: z.string(),
  username: z.string(),
  organisation: z.string(),
});
export type SharingCandidate = z.infer<typeof sharingCandidateSchema>;
