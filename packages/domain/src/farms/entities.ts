import { z } from 'zod';
import { FARM_STATUSES, type SiteHealth } from './health';

const SITE_HEALTHS = [...FARM_STATUSES, 'PENDING'] as const satisfies readonly SiteHealth[];

export const locationSchema = z.object({ latitude: z.number(), longitude: z.number() });

/** Sites per status: LOW, MED, FAIR, EXTRACTED, NOT_CONNECTED. */
export const statusCountsSchema = z.array(z.object({ status: z.enum(FARM_STATUSES), count: z.number().int() }));

/** A farm's basic fields, as every farm answer presents them (the server's farmBasics). */
export const farmBasicsSchema = z.object({
  objectId: z.string(),
  name: z.string(),
  physicalAddress: z.string(),
  mailingAddress: z.string().nullable(),
  image: z.string().nullable(),
  location: locationSchema,
});

/** A site inside a farm card (spec 000 §3 'Site (summary here)'), with its health. */
export const farmSiteSchema = z.object({
  objectId: z.string(),
  siteId: z.string(),
  name: z.string(),
  status: z.string(),
  health: z.enum(SITE_HEALTHS),
  lastReadingAt: z.string().nullable(),
  plan: z.string(),
  location: locationSchema,
});
export type FarmSite = z.infer<typeof farmSiteSchema>;

const farmFields = {
  objectId: z.string(),
  name: z.string(),
  physicalAddress: z.string(),
  mailingAddress: z.string().nullable(),
  /** Present only when asked for with imageRequired=true. */
  image: z.string().nullable().optional(),
  location: locationSchema,
  businessId: z.string(),
  businessName: z.string(),
  timeZone: z.string(),
  createdAt: z.string(),
  /** Sites per status: LOW, MED, FAIR, EXTRACTED, NOT_CONNECTED (ACTIVE sites; extracted ones as EXTRACTED). */
  reportingStatus: statusCountsSchema,
  siteCount: z.number().int(),
  /** Open sensor faults on the farm's devices (fleet health, issue 30). */
  sensorFaults: z.number().int().optional(),
};

/** A farm of GET /farm/user/{userId} (spec 000 §3 'Farm'); `sites` is left out with withSites=false. */
export const farmListItemSchema = z.object({ ...farmFields, sites: z.array(farmSiteSchema).optional() });
export type FarmListItem = z.infer<typeof farmListItemSchema>;

/** One batch of farms: skip/limit paging, newest first by default. */
export const farmPageSchema = z.object({
  farms: z.array(farmListItemSchema),
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
  /** The skip of the next batch, or null after the last one. */
  nextSkip: z.number().int().nullable(),
});
export type FarmPage = z.infer<typeof farmPageSchema>;

/** A farm in the pickers (selection modal, recipient modal): name and its site IDs. */
export const farmOptionSchema = z.object({ objectId: z.string(), name: z.string(), siteIds: z.array(z.string()) });
export type FarmOption = z.infer<typeof farmOptionSchema>;

/** POST /farm's answer: the created farm. */
export const createdFarmSchema = z.object(farmFields);
export type CreatedFarm = z.infer<typeof createdFarmSchema>;
