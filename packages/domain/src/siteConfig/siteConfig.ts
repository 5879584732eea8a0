import { z } from 'zod';
import { IRRIGATION_DATA_SOURCES, RAINFALL_DATA_SOURCES } from './siteConfigConstants';
import { expectedStageSchema, irrigationPropertiesSchema, sensorDepthSchema, twigSettingsSchema } from './siteDocument';

/**
 * The site configuration groups of PATCH /site/{id} (spec 002 §7.1): merged into the one general
 * update's body (thresholdPage.ts siteUpdateBodySchema). The pages send only the groups that
 * changed (§4). Dates are MM/DD/YYYY or YYYY-MM-DD; the server checks them with
 * siteConfigValidation.ts (same messages as the pages).
 */
const numberField = (label: string) => z.number({ error: `${label} must be a number.` });
const depth = (label: string) => numberField(label).min(0).max(400);
const deviceId = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_:-]+$/, 'Device ids hold letters, digits, :, - and _ only.');
const dateText = z.string().trim().max(10);

export const siteConfigBodyShape = {
  /** Hardware card: a value of the HardwareType list; the probe's depths follow the catalogue. */
  hardwareType: z.string().trim().min(1).max(60).optional(),
  /** The probe's radio id (twigId and badgerId name the same unit in Tilth). */
  twigId: deviceId.optional(),
  badgerId: deviceId.optional(),
  hardwareConfiguration: z
    .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((r) => Object.keys(r).length <= 20, 'At most 20 configuration entries.')
    .optional(),
  /** Minutes. */
  reportingInterval: z.number().int().min(1).max(1440).optional(),
  addLocalSensor: z.boolean().optional(),
  /** The type of local sensor (TSS type); null clears it. */
  localSensor: z.string().trim().max(60).nullable().optional(),
  selectedSensors: z.array(z.string().max(20)).max(32).optional(),
  extracted: z.boolean().optional(),
  /** The irrigation-types card; a system_type other than the site's resets the others to the defaults. */
  irrigationProperties: irrigationPropertiesSchema.optional(),
  expectedStages: z.object({ value: z.array(expectedStageSchema).min(1).max(12) }).optional(),
  hardwareReferenceDepth: depth('Reference depth').nullable().optional(),
  localReferenceDepth: depth('Local reference depth').nullable().optional(),
  hardwareSensors: z
    .array(sensorDepthSchema.extend({ depthOffset: depth('Sensor depth') }))
    .max(32)
    .optional(),
  localSensors: z
    .array(sensorDepthSchema.extend({ depthOffset: depth('Sensor depth') }))
    .max(4)
    .optional(),
  /** Well capacity and field size: numbers or null. */
  maxIrrigationVolume: numberField('Well capacity').min(0).nullable().optional(),
  distanceFromWaterSource: numberField('Field size').min(0).nullable().optional(),
  /** A name of the IrrigationType list; a change resets the irrigation properties to the new type's defaults. */
  irrigationType: z.string().trim().min(1).max(60).optional(),
  soilType: z.string().trim().min(1).max(60).optional(),
  /** '' or null clears it. */
  plantingDate: dateText.nullable().optional(),
  /** Required when the agronomic block is saved: 'Install date should have a value.' */
  installByDate: dateText.optional(),
  /** Site information and the map modal; only inside the caller's area. */
  location: z
    .object({ latitude: numberField('Latitude').min(-90).max(90), longitude: numberField('Longitude').min(-180).max(180) })
    .optional(),
  /** The numeric site ID users type. */
  siteId: z
    .string()
    .trim()
    .regex(/^[0-9]{1,12}$/, 'Site ID must be digits.')
    .optional(),
  name: z.string().trim().min(1, 'Site name is required.').max(100).optional(),
};

/** The twig part of the answer: the settings after the change (spec 002 §7.1 parsedTwig). */
export const parsedTwigSchema = z.object({
  settings: twigSettingsSchema,
  twigId: z.string().nullable(),
  badgerId: z.string().nullable(),
  updatedAt: z.string(),
});
export type ParsedTwig = z.infer<typeof parsedTwigSchema>;

/**
 * PUT /site/update/irrigation-rainfall/{id}: the software card (data sources) and the forecast-days
 * card (three distinct days 1–9, in the body or as ?forecastDays=1,3,9). Send either group.
 */
export const irrigationRainfallBodySchema = z
  .object({
    irrigationDataSourceType: z.enum(IRRIGATION_DATA_SOURCES).nullable().optional(),
    rainfallDataSourceType: z.enum(RAINFALL_DATA_SOURCES).optional(),
    forecastDays: z.array(z.number().int()).optional(),
  })
  .strict();
export type IrrigationRainfallBody = z.infer<typeof irrigationRainfallBodySchema>;

export const irrigationRainfallQuerySchema = z.object({
  forecastDays: z
    .string()
    .max(40)
    .regex(/^\d(,\d)*$/, 'forecastDays: three days such as 1,3,9')
    .optional(),
});

export const parsedTwigAnswerSchema = z.object({ parsedTwig: parsedTwigSchema });
export type ParsedTwigAnswer = z.infer<typeof parsedTwigAnswerSchema>;

/** Spec 002 §7.1 'Recompute all values': siteId, twigId, status (the path's id decides the site). */
export const recomputeAllBodySchema = z
  .object({ siteId: z.string().max(32).optional(), twigId: z.string().max(32).optional(), status: z.string().max(20).optional() })
  .strict();

/** One changelog entry (spec 002 §3); only the fields of §9 are listed. */
export const changeLogEntrySchema = z.object({
  objectId: z.string(),
  /** The body key that changed (name, addLocalSensor, localSensor, plantingDate, plantType). */
  field: z.string(),
  friendlyName: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  /** ISO UTC. */
  createdAt: z.string(),
  user: z.object({ name: z.string() }),
});
export type ChangeLogEntry = z.infer<typeof changeLogEntrySchema>;

export const changelogQuerySchema = z.object({
  /** The site's object id (or site ID). */
  siteid: z.string().min(1).max(32),
  /** The twig's object id or radio id; accepted for the documented call, the site decides. */
  twigid: z.string().max(32).optional(),
});

export const changelogAnswerSchema = z.object({ changeLogs: z.array(changeLogEntrySchema) });
export type ChangelogAnswer = z.infer<typeof changelogAnswerSchema>;

/**
 * Friendly names of the changelog. Every change is recorded; the changelog call lists the ones
 * spec 002 §9 names (CHANGELOG_SHOWN_FIELDS).
 */
export const CHANGELOG_FRIENDLY_NAMES: Readonly<Record<string, string>> = {
  name: 'Site Name',
  addLocalSensor: 'TSS',
  localSensor: 'TSS type',
  plantingDate: 'Planting Date',
  plantType: 'Crop Type',
  siteId: 'Site ID',
  location: 'Location',
  hardwareType: 'Hardware Type',
  twigId: 'Twig ID',
  badgerId: 'Badger ID',
  hardwareConfiguration: 'Hardware Configuration',
  reportingInterval: 'Reporting Interval',
  selectedSensors: 'Sensors To Include',
  extracted: 'Extracted',
  irrigationProperties: 'Irrigation Properties',
  expectedStages: 'Expected Stages',
  hardwareReferenceDepth: 'Reference Depth',
  localReferenceDepth: 'Local Reference Depth',
  hardwareSensors: 'Sensor Depths',
  localSensors: 'Local Sensor Depths',
  maxIrrigationVolume: 'Well Capacity',
  distanceFromWaterSource: 'Field Size',
  irrigationType: 'Irrigation Type',
  soilType: 'Soil Type',
  installByDate: 'Install Date',
  irrigationDataSource: 'Irrigation Data Source',
  rainfallDataSource: 'Rainfall Data Source',
  forecastDays: 'Forecast Days',
  cropTemplate: 'Crop Template',
  showNotes: 'Show Notes',
  thresholds: 'Thresholds',
};
export const CHANGELOG_SHOWN_FIELDS = ['name', 'addLocalSensor', 'localSensor', 'plantingDate', 'plantType'] as const;

/** The types lists (spec 002 §7.1): GET /types/{typeName}. */
export const TYPE_NAMES = ['HardwareType', 'IrrigationType', 'PlantType', 'SoilType'] as const;
export type TypeName = (typeof TYPE_NAMES)[number];

export const typeListItemSchema = z.object({
  /** What the pages show and send back (e.g. '40" AquaCheck(6 sensors)', 'Center Pivot', 'Potatoes', 'Loam'). */
  name: z.string(),
  /** HardwareType: the documented device name ('badger', 'pressure') and depths in inches. */
  type: z.string().optional(),
  depths: z.array(z.number()).optional(),
  /** IrrigationType: the system type of the irrigation-types card (null for None). */
  systemType: z.number().int().nullable().optional(),
});
export type TypeListItem = z.infer<typeof typeListItemSchema>;

/** GET /object/{id}/options: everything the Configuration page's selects offer for this site. */
export const objectOptionsSchema = z.object({
  objectId: z.string(),
  HardwareType: z.array(typeListItemSchema),
  IrrigationType: z.array(typeListItemSchema),
  PlantType: z.array(typeListItemSchema),
  SoilType: z.array(typeListItemSchema),
  irrigationDataSources: z.array(z.string()),
  rainfallDataSources: z.array(z.string()),
  forecastDayOptions: z.array(z.number().int()),
  /** Sensors the sensors-to-include dropdown lists: key, name and depth (local first). */
  sensors: z.array(z.object({ key: z.string(), name: z.string(), depthIn: z.number(), variant: z.enum(['hardware', 'local']) })),
});
export type ObjectOptions = z.infer<typeof objectOptionsSchema>;
