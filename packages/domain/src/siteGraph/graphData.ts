import { z } from 'zod';
import { gddEnvelopeViewSchema } from './extras';

/**
 * The documented GET /stem/graph-data/{siteId}/{deviceId} answer (the documented API's "Get Graph
 * Data"): `{ siteDetails, graph }`, every reading of the range newest first, one object per reading
 * time. A year of readings is megabytes: the server builds this shape directly, and the schema
 * serves the documentation, compile-time checks and the test-time answer check only.
 */

/**
 * A reading time with one value per depth key ("0", "1", … or "deepSensor1" for the local sensor);
 * the available-water series add the root zone's `total`. Values are numbers, null when missing:
 * the catchall admits strings only because TypeScript's index signature must cover `xValue`.
 */
export const depthPointSchema = z.object({ xValue: z.string() }).catchall(z.union([z.number(), z.null(), z.string()]));
export type DepthPoint = z.infer<typeof depthPointSchema>;

/** A reading time with a single value (RSSI, battery, pressure); times without one are left out. */
export const scalarPointSchema = z.object({ xValue: z.string(), yValue: z.number().nullable() });
export type ScalarPoint = z.infer<typeof scalarPointSchema>;

/** VWC % (absolute) and AW % (relative), or AW inches and AW %. */
const bothSeries = z.object({ absolute: z.array(depthPointSchema), relative: z.array(depthPointSchema) });
/** Series without a relative form: `relative` is always empty. */
const absoluteSeries = z.object({ absolute: z.array(depthPointSchema), relative: z.array(z.never()) });
const scalarSeries = z.object({ absolute: z.array(scalarPointSchema), relative: z.array(z.never()) });

/** `data.graph`: the probe's series, the local sensor's (only when the site has one), and the GDD envelope. */
export const documentedGraphSchema = z.object({
  moisture: bothSeries,
  aw: bothSeries,
  /** °F. */
  temp_f: absoluteSeries,
  salinity: absoluteSeries,
  conductivity: absoluteSeries,
  rssi: scalarSeries,
  v_bandgap: scalarSeries,
  pressure: scalarSeries,
  volwatcont_local: bothSeries.optional(),
  aw_local: bothSeries.optional(),
  temp_f_local: absoluteSeries.optional(),
  salinity_local: absoluteSeries.optional(),
  conductivity_local: absoluteSeries.optional(),
  gddEnvelope: gddEnvelopeViewSchema,
});
export type DocumentedGraph = z.infer<typeof documentedGraphSchema>;

/** A channel's newest reading in `siteDetails.details.data`; per-depth channels list `{ [depthKey]: value }`. */
const channelSummarySchema = z.object({
  sort_order: z.number(),
  Unit: z.string(),
  label: z.string(),
  /** Empty when the range has no reading. */
  multivalue_ordered: z.array(z.record(z.string(), z.number().nullable())).optional(),
  value: z.number().nullable(),
  max_value: z.number().optional(),
  min_value: z.number().optional(),
});

export const channelSummariesSchema = z.object({
  moisture: channelSummarySchema,
  aw: channelSummarySchema,
  temp_f: channelSummarySchema,
  rssi: channelSummarySchema,
  v_bandgap: channelSummarySchema,
  volwatcont_local: channelSummarySchema.optional(),
  temp_f_local: channelSummarySchema.optional(),
  salinity_local: channelSummarySchema.optional(),
  conductivity_local: channelSummarySchema.optional(),
});
export type ChannelSummaries = z.infer<typeof channelSummariesSchema>;

/** `data.siteDetails`: the site as the documented API describes it. */
export const graphSiteDetailsSchema = z.object({
  /**
   * The site's stored settings bag (sites/stored.ts) with the range's derived predictedWaterUse and
   * dtnDetails: free-form JSON whose keys depend on the hardware and on past edits.
   */
  settings: z.record(z.string(), z.unknown()),
  location: z.object({ __type: z.literal('GeoPoint'), latitude: z.number(), longitude: z.number() }),
  type: z.literal('sensor'),
  siteId: z.string(),
  isEnabled: z.boolean(),
  locationName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The base station's radio id. */
  badgerId: z.string().nullable(),
  twigId: z.string(),
  details: z.object({ lastUpdated: z.string().nullable(), data: channelSummariesSchema }),
  properties: z.strictObject({}),
  objectId: z.string(),
});
export type GraphSiteDetails = z.infer<typeof graphSiteDetailsSchema>;

export const documentedGraphDataSchema = z.object({ siteDetails: graphSiteDetailsSchema, graph: documentedGraphSchema });
export type DocumentedGraphData = z.infer<typeof documentedGraphDataSchema>;
