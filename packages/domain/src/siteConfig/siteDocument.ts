import { z } from 'zod';
import { bucketDetailsSchema } from '../agronomy/buckets';
import { siteStateFlagsSchema } from '../agronomy/siteState';
import { IRRIGATION_DATA_SOURCES, RAINFALL_DATA_SOURCES } from './siteConfigConstants';

/**
 * The documented site (spec 001 §3, spec 002 §3) of GET /site/{id}?twigDetails=true and the site
 * lists: the site itself, and with `twigDetails=true` its unit's details and settings in the
 * documented names. Dates in twigDetails are the documented MM/DD/YYYY ('' when unknown).
 */

/** A sensor of a depth list: its name and depth (inches below the reference). */
export const sensorDepthSchema = z.object({ name: z.string(), depthOffset: z.number() });
export type SensorDepth = z.infer<typeof sensorDepthSchema>;

/** hardwareSensorLocation / localSensorLocation: depths of the probe or of the local sensor (TSS). */
export const sensorLocationSchema = z.object({
  value: z.object({ referenceDepth: z.array(z.number()), sensors: z.array(sensorDepthSchema) }),
  sensorType: z.string(),
  count: z.number().int(),
});
export type SensorLocation = z.infer<typeof sensorLocationSchema>;

/** Share of pumped water that reaches the roots, % (the planner's gross depth); absent: the system's default. */
const applicationEfficiencyField = z
  .number()
  .gt(0, 'Application efficiency must be above 0 %.')
  .max(100, 'Application efficiency cannot be above 100 %.')
  .optional();

/** Room the planner leaves for rain, inches: the recommended net depth is this much less than the deficit. */
const rainAllowanceField = z
  .number()
  .min(0, 'Rain allowance cannot be below 0 in.')
  .max(3, 'Rain allowance cannot be above 3 in.')
  .optional();

export const irrigationPropertiesSchema = z.discriminatedUnion('system_type', [
  z.object({
    system_type: z.literal(2),
    flow_rate: z.number(),
    flow_rate_unit: z.literal('gpm'),
    irrigated_area: z.number(),
    irrigated_area_unit: z.literal('ac'),
    nozzle_type: z.number(),
    application_efficiency: applicationEfficiencyField,
    rain_allowance_in: rainAllowanceField,
  }),
  z.object({
    system_type: z.literal(5),
    flow_rate: z.number(),
    flow_rate_unit: z.literal('gpm'),
    irrigated_area: z.number(),
    irrigated_area_unit: z.literal('ac'),
    application_efficiency: applicationEfficiencyField,
    rain_allowance_in: rainAllowanceField,
  }),
  z.object({
    system_type: z.literal(8),
    emitter_discharge_rate: z.number(),
    emitter_discharge_rate_unit: z.literal('gpm'),
    emitter_spacing: z.number(),
    emitter_spacing_unit: z.literal('in'),
    irrigated_area: z.number(),
    irrigated_area_unit: z.literal('ac'),
    lateral_spacing: z.number(),
    lateral_spacing_unit: z.literal('in'),
    line_depth: z.number(),
    line_depth_unit: z.literal('in'),
    application_efficiency: applicationEfficiencyField,
    rain_allowance_in: rainAllowanceField,
  }),
]);

/** One expected growth stage (Potatoes): stageDate YYYY-MM-DD, null until picked. */
export const expectedStageSchema = z.object({ stageId: z.number().int(), stageDate: z.string().nullable() });

/** twigDetails.settings (spec 002 §3); sentekData/agsenseData are the sensor API card's (GET /site/{id}/sensor-api). */
export const twigSettingsSchema = z.object({
  hardwareType: z.object({ hardwareId: z.string().nullable(), type: z.string(), value: z.string() }),
  extracted: z.boolean(),
  /** Keys of the sensors the root-zone values use: hardware '0', '1', … and local 'deepSensor1'. All when never chosen. */
  selectedSensors: z.array(z.string()),
  irrigationDataSource: z.object({ type: z.enum(IRRIGATION_DATA_SOURCES).nullable() }),
  rainfallDataSource: z.object({ type: z.enum(RAINFALL_DATA_SOURCES) }),
  /** Days 1–9, `display` true on the three picked (the forecast-days card). */
  predictedWaterUse: z.array(z.object({ forecastDay: z.number().int(), display: z.boolean() })),
  /** Null for irrigation type None. */
  irrigationProperties: irrigationPropertiesSchema.nullable(),
  /** Shown for potato sites only; four stages without dates until set. */
  expectedStages: z.object({ value: z.array(expectedStageSchema) }),
  /** Reporting interval of the unit, minutes. */
  reportingInterval: z.number().int(),
  /** The Add Local Sensor checkbox (changelog: TSS) and the type of local sensor (changelog: TSS type). */
  addLocalSensor: z.boolean(),
  localSensor: z.string().nullable(),
  /** Free key/value configuration of the unit (hardware card), as last saved. */
  hardwareConfiguration: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type TwigSettings = z.infer<typeof twigSettingsSchema>;

export const twigDetailsSchema = z.object({
  hardwaretype: z.string(),
  /** The probe logger's radio id (the hardware connection's badger); Tilth's twig is that same unit. */
  badgerId: z.string().nullable(),
  /** The local sensor's radio id, null without one. */
  FoxSensor: z.string().nullable(),
  /** Reporting interval, minutes. */
  configInterval: z.number().int(),
  plantType: z.string(),
  soilType: z.string(),
  plantingDate: z.string(),
  installByDate: z.string(),
  /** Well capacity (gpm) and field size (ac): numbers or null. */
  maxIrrigationVolume: z.number().nullable(),
  distanceFromWaterSource: z.number().nullable(),
  /** A name of the IrrigationType list ('Center Pivot', 'Furrow', 'Drip', 'None'), '' when unknown. */
  irrigationType: z.string(),
  /** The probe device's object id; null before one is provisioned. */
  twigObjectId: z.string().nullable(),
  state: siteStateFlagsSchema,
  lastUpdated: z.string().nullable(),
  hardwareSensorLocation: sensorLocationSchema,
  /** Null without a local sensor. */
  localSensorLocation: sensorLocationSchema.nullable(),
  settings: twigSettingsSchema,
});
export type TwigDetails = z.infer<typeof twigDetailsSchema>;

/**
 * What the caller may do on the Configuration and About pages (spec 002 §6), decided by the
 * policy so the pages never re-derive role and plan rules:
 * - canEdit: Edit/Save of hardware, software, site information (name, location, the map modal),
 *   agronomic, irrigation and sensor information (hidden for dealer_user, business_user, farm_user).
 * - canEditForecast: the forecast-days and irrigation-types cards (everyone who sees them).
 * - canSelectSensors / canRecomputeAll: the sensors-to-include dropdown and 'Recompute all values'.
 * - showExtraCards: the forecast-days and irrigation-types cards and the changelog arrangement
 *   (the provider's admin, or a Gold site).
 * - showExpectedStages: the crop is Potatoes.
 */
export const siteConfigActionsSchema = z.object({
  canEdit: z.boolean(),
  canEditForecast: z.boolean(),
  canSelectSensors: z.boolean(),
  canRecomputeAll: z.boolean(),
  showExtraCards: z.boolean(),
  showExpectedStages: z.boolean(),
});
export type SiteConfigActions = z.infer<typeof siteConfigActionsSchema>;

export const siteDocumentSchema = z.object({
  id: z.string(),
  objectId: z.string(),
  siteId: z.string(),
  name: z.string(),
  /** The probe's radio id (the graph route's twigid), null before one is provisioned. */
  twigId: z.string().nullable(),
  status: z.enum(['ACTIVE', 'PENDING', 'INACTIVE']),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  farm: z.object({ objectId: z.string() }),
  cropTemplate: z.object({ objectId: z.string() }).nullable(),
  planDetails: z.object({ plan: z.string() }),
  /** Today's bucket totals; null before the site has derived values. */
  bucketDetails: bucketDetailsSchema.nullable(),
  /** Only with ?twigDetails=true. */
  twigDetails: twigDetailsSchema.optional(),
  configActions: siteConfigActionsSchema,
});
export type SiteDocument = z.infer<typeof siteDocumentSchema>;

/** POST /site/farms: the sites of several farms, grouped by farm. */
export const farmSitesGroupSchema = z.object({
  farm: z.object({ objectId: z.string(), name: z.string() }),
  sites: z.array(siteDocumentSchema),
});
export type FarmSitesGroup = z.infer<typeof farmSitesGroupSchema>;

/** GET /site/{id}/state: the site state flags (pin colour inputs) and when the unit last reported. */
export const siteStateAnswerSchema = z.object({
  objectId: z.string(),
  siteId: z.string(),
  status: z.string(),
  state: siteStateFlagsSchema,
  lastUpdated: z.string().nullable(),
});
export type SiteStateAnswer = z.infer<typeof siteStateAnswerSchema>;
