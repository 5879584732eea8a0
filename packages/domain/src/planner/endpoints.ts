import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { clientIdSchema } from '../api/clientId';
import { farmIdParams, pathIdSchema, siteIdParams } from '../api/params';
import { recommendationSchema } from './schemas';
import { waterAccountDaySchema, waterTotalsSchema } from './waterAccount';

const isoDay = (field: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date as YYYY-MM-DD.`);

/** One site's line in the planner: who, what grows, the system, and the recommendation. */
export const plannerRowSchema = z.object({
  siteObjectId: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  farmId: z.string(),
  farmName: z.string(),
  crop: z.string().nullable(),
  irrigationType: z.string().nullable(),
  plan: z.string(),
  /** The probe's device id, for the link to the site's graph ('0x' without one). */
  deviceId: z.string(),
  irrigatedAreaAc: z.number().nullable(),
  /** What the system draws while it runs, and the site's well capacity (spec 002 §3 maxIrrigationVolume), gpm. */
  systemFlowGpm: z.number().nullable(),
  wellCapacityGpm: z.number().nullable(),
  recommendation: recommendationSchema,
});
export type PlannerRow = z.infer<typeof plannerRowSchema>;

/** A farm's pumping on one day: the sites whose run falls on it and what they draw together. */
export const pumpDaySchema = z.object({ date: z.string(), demandGpm: z.number(), sites: z.array(z.string()) });
export const farmPumpingSchema = z.object({
  farmId: z.string(),
  farmName: z.string(),
  /** Sum of the farm's sites' well capacities, gpm; null when none is set. */
  wellCapacityGpm: z.number().nullable(),
  days: z.array(pumpDaySchema),
  /** The first day the sites due together need more than the wells deliver; null: they fit. */
  overloadedOn: z.string().nullable(),
  message: z.string(),
});
export type FarmPumping = z.infer<typeof farmPumpingSchema>;

export const plannerQuerySchema = z.object({
  farmId: pathIdSchema.optional(),
  dueWithinDays: z.coerce.number().int('dueWithinDays must be a whole number of days.').min(0).max(30).optional(),
});
export const plannerPageSchema = z.object({
  rows: z.array(plannerRowSchema),
  pumping: z.array(farmPumpingSchema),
  /** The user's units: the summary lines are written in them. */
  unit: z.enum(['feetInches', 'meters']),
  rainRule: z.string(),
  generatedAt: z.string(),
});
export type PlannerPage = z.infer<typeof plannerPageSchema>;

/** A logged irrigation. depthIn is what the system put on (gross); netIn what reached the roots. */
export const irrigationLogSchema = z.object({
  id: z.string(),
  date: z.string(),
  depthIn: z.number(),
  netIn: z.number(),
  hours: z.number().nullable(),
  /** logged: typed by a user; detected: a probe wetting event the user confirmed. */
  source: z.enum(['logged', 'detected']),
  note: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** The id the app sent with it (offline queue); null for irrigations logged without one. */
  clientId: z.string().nullable(),
});
export type IrrigationLog = z.infer<typeof irrigationLogSchema>;

/** A wetting event the probe saw that no logged irrigation explains: proposed for confirmation. */
export const proposedIrrigationSchema = z.object({ date: z.string(), depthIn: z.number() });
export const irrigationListSchema = z.object({
  irrigations: z.array(irrigationLogSchema),
  proposed: z.array(proposedIrrigationSchema),
  /** Depth for one hour of the site's system (gross, in/h); null when the system is not set. */
  rateInPerHour: z.number().nullable(),
  efficiencyPercent: z.number().nullable(),
  /** The farm's local day: the latest day an irrigation can be logged for. */
  today: z.string(),
});
export type IrrigationList = z.infer<typeof irrigationListSchema>;

export const irrigationCreateSchema = z
  .object({
    date: isoDay('date'),
    depthIn: z.number().gt(0, 'depthIn must be more than 0.').max(20, 'depthIn cannot be more than 20 in.').optional(),
    hours: z.number().gt(0, 'hours must be more than 0.').max(720, 'hours cannot be more than 720 (30 days).').optional(),
    source: z.enum(['logged', 'detected']).default('logged'),
    note: z.string().max(500).default(''),
    /** Makes a resend from the phone's offline queue answer the irrigation already logged. */
    clientId: clientIdSchema.optional(),
  })
  .refine((b) => b.depthIn !== undefined || b.hours !== undefined, {
    message: 'Give the depth applied or the hours the system ran.',
    path: ['depthIn'],
  });

export const irrigationRangeQuery = z.object({ from: isoDay('from').optional(), to: isoDay('to').optional() });

export const siteWaterAccountSchema = z.object({
  siteObjectId: z.string(),
  siteName: z.string(),
  crop: z.string().nullable(),
  areaAc: z.number().nullable(),
  from: z.string(),
  to: z.string(),
  totals: waterTotalsSchema,
  /** Totals × irrigated area; null without an area on the Irrigation Types card. */
  acreInches: waterTotalsSchema.nullable(),
  days: z.array(waterAccountDaySchema),
});
export type SiteWaterAccount = z.infer<typeof siteWaterAccountSchema>;

export const waterAccountQuerySchema = z.object({ from: isoDay('from').optional(), to: isoDay('to').optional() });
export const farmWaterAccountSchema = z.object({
  farmId: z.string(),
  farmName: z.string(),
  from: z.string(),
  to: z.string(),
  sites: z.array(siteWaterAccountSchema),
  /** Sum over the sites with an area, acre-inches. */
  acreInches: waterTotalsSchema,
  /** Sites left out and why (plan, no readings). */
  skipped: z.array(z.object({ siteObjectId: z.string(), siteName: z.string(), reason: z.string() })),
  rainRule: z.string(),
  weatherSimulated: z.boolean(),
});
export type FarmWaterAccount = z.infer<typeof farmWaterAccountSchema>;

export const plannerEndpoints = {
  planner: endpoint({ method: 'GET', path: '/planner', query: plannerQuerySchema, data: plannerPageSchema }),
  recommendation: endpoint({ method: 'GET', path: '/sites/:siteId/recommendation', params: siteIdParams, data: plannerRowSchema }),
  irrigations: endpoint({
    method: 'GET',
    path: '/sites/:siteId/irrigations',
    params: siteIdParams,
    query: irrigationRangeQuery,
    data: irrigationListSchema,
  }),
  logIrrigation: endpoint({
    method: 'POST',
    path: '/sites/:siteId/irrigations',
    params: siteIdParams,
    body: irrigationCreateSchema,
    data: irrigationLogSchema,
  }),
  deleteIrrigation: endpoint({
    method: 'DELETE',
    path: '/sites/:siteId/irrigations/:irrigationId',
    params: z.object({ siteId: pathIdSchema, irrigationId: pathIdSchema }),
    data: z.object({ deleted: z.boolean() }),
  }),
  waterAccount: endpoint({
    method: 'GET',
    path: '/farms/:farmId/water-account',
    params: farmIdParams,
    query: waterAccountQuerySchema,
    data: farmWaterAccountSchema,
  }),
};
