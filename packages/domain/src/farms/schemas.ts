import { z } from 'zod';
import { idField, requiredText, searchText, singleLine } from '../accounts/fields';
import { FARM_STATUSES } from './health';
import { isTimeZone } from './timeZone';
import { userIdParams } from '../api/params';

/** Farm list orders: newest first (spec 000 §9 default), oldest first, or by name. */
export const FARM_SORTS = ['DESC', 'ASC', 'ALPHA-ASC', 'ALPHA-DESC'] as const;
export type FarmSort = (typeof FARM_SORTS)[number];

/** Spec 000 §9: farms load in batches of 10. */
export const FARM_BATCH_SIZE = 10;
export const FARM_LIST_MAX_LIMIT = 1000;

const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /farm/user/{userId}: one batch of the farms a user sees. */
export const farmListQuerySchema = z.object({
  imageRequired: booleanFlag.optional(),
  sort: z.enum(FARM_SORTS).default('DESC'),
  name: searchText.optional(),
  siteStatus: z.enum(FARM_STATUSES).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(FARM_LIST_MAX_LIMIT).default(FARM_BATCH_SIZE),
  /** Leave the sites out (the map needs only the farms). */
  withSites: booleanFlag.default(true),
});
export type FarmListQuery = z.infer<typeof farmListQuerySchema>;

export const farmUserParamsSchema = userIdParams;

/** GET /farm/picker: farms by name or site ID, for the pickers and the selection modal. */
export const farmPickerQuerySchema = z.object({
  name: searchText.optional(),
  limit: z.coerce.number().int().min(1).max(10_000).default(10_000),
});

/** Coordinates of a farm, shared by creation and the Settings panel. */
export const latitudeField = z
  .number({ error: 'Latitude is required' })
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');
export const longitudeField = z
  .number({ error: 'Longitude is required' })
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');

export const timeZoneField = z.string().max(64).refine(isTimeZone, 'Time Zone must be an IANA zone such as America/Chicago');

const optionalText = (label: string, max = 500) =>
  singleLine(z.string().trim().max(max, `${label} is too long`), label)
    .transform((v) => (v === '' ? undefined : v))
    .optional();

/**
 * POST /farm (spec 000 §3, §5, §7). businessId is required unless the caller's organisation is a
 * business (the server checks that part); timeZone defaults to a guess from address and location.
 */
export const newFarmSchema = z.object({
  name: requiredText('Farm Name'),
  physicalAddress: requiredText('Farm Physical Address', 500),
  mailingAddress: optionalText('Farm Mailing Address'),
  location: z.object({ lat: latitudeField, lng: longitudeField }, { error: 'Latitude and longitude are required' }),
  businessId: idField.optional(),
  fileId: idField.optional(),
  timeZone: timeZoneField.optional(),
});
export type NewFarm = z.infer<typeof newFarmSchema>;

/** Number inputs hand over '' when cleared. */
export const numberInput = (schema: z.ZodNumber) =>
  z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v), schema);

/** The Create New Farm form: the same rules, with latitude and longitude as separate inputs. */
export function farmFormSchema(options: { businessRequired: boolean }) {
  return z.object({
    name: requiredText('Farm Name'),
    physicalAddress: requiredText('Farm Physical Address', 500),
    mailingAddress: singleLine(z.string().max(500, 'Farm Mailing Address is too long'), 'Farm Mailing Address'),
    latitude: numberInput(latitudeField),
    longitude: numberInput(longitudeField),
    dealerId: z.string(),
    businessId: options.businessRequired ? z.string().min(1, 'Business Organisation is required') : z.string(),
    fileId: z.string(),
    timeZone: z.string().min(1, 'Time Zone is required'),
  });
}
export type FarmFormInput = z.input<ReturnType<typeof farmFormSchema>>;
export type FarmFormValues = z.output<ReturnType<typeof farmFormSchema>>;

export function farmFormToBody(form: FarmFormValues): NewFarm {
  return {
    name: form.name,
    physicalAddress: form.physicalAddress,
    mailingAddress: form.mailingAddress.trim() || undefined,
    location: { lat: form.latitude as number, lng: form.longitude as number },
    businessId: form.businessId || undefined,
    fileId: form.fileId || undefined,
    timeZone: form.timeZone,
  };
}

/** GET /geocode/search?q=: an address to look up. */
export const geocodeQuerySchema = z.object({ q: requiredText('Address', 500) });

/** A place found for an address (GET /geocode/search). */
export const geocodeResultSchema = z.object({
  displayName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** A time-zone guess for the place (address state or longitude). */
  timeZone: z.string(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

/** A tile layer of the maps: URL template and the attribution shown on the map. */
const mapLayerSchema = z.object({ url: z.string(), attribution: z.string() });

/** GET /config/map: tile sources for the maps (env MAP_TILES_*); a layer not configured is null. */
export const mapConfigSchema = z.object({
  road: mapLayerSchema.nullable(),
  satellite: mapLayerSchema.nullable(),
  labels: mapLayerSchema.nullable(),
  maxZoom: z.number().int(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
