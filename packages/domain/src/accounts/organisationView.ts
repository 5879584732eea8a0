import { z } from 'zod';
import { MOISTURE_LEVELS, REPORTING_STATUSES } from '../agronomy/siteState';
import { weatherDaySchema } from '../weather/forecast';
import { ORGANISATION_STATUSES } from './organisations';
import { ORGANISATION_TYPES } from './roles';

/**
 * GET /org/view/{userId}, the documented "Get Orgnization View": the account hierarchy rooted at
 * the user's account, with farms (their sites, state counts and 7-day weather) as leaves below
 * their business. Field names and the GeoPoint wrapper follow the documented answer.
 */

const objectRefSchema = z.object({ objectId: z.string() });
const geoPointSchema = z.object({ __type: z.literal('GeoPoint'), latitude: z.number(), longitude: z.number() });

/**
 * The tree totals (spec 000 §4: the farm statuses, NOT_CONNECTED counted only here): active,
 * unextracted sites per farm health (domain siteHealth, as the farm list, map and Farm Health Report
 * count them), always all four in REPORTING_STATUSES order; an account sums everything below it.
 */
const reportingCountsSchema = z.array(z.object({ status: z.enum(REPORTING_STATUSES), count: z.number().int() }));

/** A site of a farm leaf, in the documented field names. */
export const orgViewSiteSchema = z.object({
  location: geoPointSchema,
  /** The site's plus code. */
  gId: z.string(),
  siteId: z.string(),
  status: z.string(),
  notes: z.string(),
  farm: objectRefSchema,
  createdAt: z.string(),
  /** The base station's device id, '0x' without one. */
  baseStationId: z.string(),
  /** The probe's device id. */
  twigId: z.string().nullable(),
  cropTemplate: z.null(),
  planDetails: z.object({ plan: z.string() }),
  name: z.string(),
  id: z.string(),
});
export type OrgViewSite = z.infer<typeof orgViewSiteSchema>;

/** A farm: a leaf of the tree (its `children` is always empty). */
export const farmTreeNodeSchema = z.object({
  location: geoPointSchema,
  createdBy: objectRefSchema.nullable(),
  physicalAddress: z.string(),
  name: z.string(),
  mailingAddress: z.string().nullable(),
  image: z.string().nullable(),
  status: z.literal('ACTIVE'),
  /** The farm's business. */
  parentId: z.string(),
  createdAt: z.string(),
  weather: z.array(weatherDaySchema),
  objectId: z.string(),
  /** Active sites per moisture level, HIGH, GOOD, FAIR, MED, LOW; sites without a level are not counted. */
  moistureState: z.array(z.object({ value: z.enum(MOISTURE_LEVELS), count: z.number().int() })),
  reportingStatus: reportingCountsSchema,
  moistureStateWithSites: z.array(z.object({ siteId: z.string(), state: z.enum(MOISTURE_LEVELS) })),
  reportingStatusWithSites: z.array(z.object({ siteId: z.string(), status: z.enum(REPORTING_STATUSES) })),
  sites: z.array(orgViewSiteSchema),
  children: z.array(z.never()),
});
export type FarmTreeNode = z.infer<typeof farmTreeNodeSchema>;

/**
 * An account with the accounts below it, then (for a business) its farms. The id names it in the
 * OpenAPI document, which can describe a recursive schema only as a shared component.
 */
export const organisationTreeNodeSchema = z
  .object({
    invitedToEmail: z.string().nullable(),
    type: z.enum(ORGANISATION_TYPES),
    name: z.string(),
    status: z.enum(ORGANISATION_STATUSES),
    invitedBy: objectRefSchema.nullable(),
    parentId: z.string().nullable(),
    createdAt: z.string(),
    objectId: z.string(),
    image: z.string().nullable(),
    reportingStatus: reportingCountsSchema,
    // Recursive: the getter's type is written out because TypeScript can't infer it from itself.
    get children(): z.ZodArray<z.ZodUnion<[typeof organisationTreeNodeSchema, typeof farmTreeNodeSchema]>> {
      return z.array(z.union([organisationTreeNodeSchema, farmTreeNodeSchema]));
    },
  })
  .meta({ id: 'OrganisationTreeNode' });
export type OrganisationTreeNode = z.infer<typeof organisationTreeNodeSchema>;
