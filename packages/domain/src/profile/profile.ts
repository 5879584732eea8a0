import { z } from 'zod';
import { ORGANISATION_TYPES, ROLE_NAMES } from '../accounts/roles';

export const objectIdSchema = z.string().regex(/^[A-Za-z0-9]{10}$/, 'must be an object id');

export const organisationSummarySchema = z.object({
  objectId: z.string(),
  name: z.string(),
  type: z.enum(ORGANISATION_TYPES),
  hqAddress: z.string().nullable(),
  businessEmail: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
});
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;

/** The profile of GET /user/{id} (spec 000 §3). */
export const profileSchema = z.object({
  objectId: z.string(),
  name: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  username: z.string(),
  profileImage: z.string().nullable(),
  role: z.object({ name: z.enum(ROLE_NAMES) }),
  organisation: organisationSummarySchema.nullable(),
  farm: z.object({ objectId: z.string() }).nullable(),
  stripeCustomerDetails: z
    .object({
      default_source: z.string().nullable(),
      sources: z.object({
        data: z.array(z.object({ id: z.string(), name: z.string().nullable(), brand: z.string(), last4: z.string() })),
      }),
    })
    .nullable(),
  /** Actions this user may take, from the permission policy; the web app hides the rest. */
  permissions: z.array(z.string()),
  /** Parent organisation details used by the navigation (spec 000 §3 'Parent info'). */
  parent: z.object({
    parentType: z.string().nullable(),
    parentName: z.string().nullable(),
    isDirectChildOfProvider: z.boolean(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;
