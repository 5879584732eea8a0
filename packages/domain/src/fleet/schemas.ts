import { z } from 'zod';
import { searchText } from '../accounts/fields';
import { pathIdSchema } from '../api/params';
import { changeLogEntrySchema } from '../siteConfig/siteConfig';
import { FAULT_KINDS } from './detectors';
import { FLEET_STATUSES } from './deviceHealth';

/** The fleet screen's orders: worst first (default), or by one column, the one needing attention first. */
export const FLEET_SORTS = ['worst', 'lastReading', 'battery', 'signal', 'completeness', 'site'] as const;
export type FleetSort = (typeof FLEET_SORTS)[number];
export const FLEET_PAGE_SIZE = 50;
export const FLEET_MAX_LIMIT = 1000;

const booleanFlag = z.enum(['true', 'false'], { error: 'Use true or false.' }).transform((v) => v === 'true');

/** GET /fleet/devices: filters, order and one page. */
export const fleetQuerySchema = z.object({
  /** The customer: a business's object id. */
  customer: pathIdSchema.optional(),
  farm: pathIdSchema.optional(),
  status: z.enum(FLEET_STATUSES, { error: `status must be one of ${FLEET_STATUSES.join(', ')}.` }).optional(),
  /** Low now or within two weeks at its slope (the summary's "low battery"). */
  lowBattery: booleanFlag.optional(),
  /** Battery below this percentage now. */
  batteryBelow: z.coerce
    .number({ error: 'batteryBelow must be a percentage.' })
    .min(0, 'batteryBelow must be between 0 and 100.')
    .max(100, 'batteryBelow must be between 0 and 100.')
    .optional(),
  /** Devices with an open fault: any, or of one kind. */
  fault: z.enum(['any', ...FAULT_KINDS], { error: `fault must be any or one of ${FAULT_KINDS.join(', ')}.` }).optional(),
  /** Site name, site ID or the device's radio id. */
  q: searchText.optional(),
  sort: z.enum(FLEET_SORTS, { error: `sort must be one of ${FLEET_SORTS.join(', ')}.` }).default('worst'),
  skip: z.coerce.number({ error: 'skip must be a number.' }).int('skip must be a whole number.').min(0).max(1_000_000).default(0),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(FLEET_MAX_LIMIT, `limit must be at most ${FLEET_MAX_LIMIT}.`)
    .default(FLEET_PAGE_SIZE),
});
export type FleetQuery = z.infer<typeof fleetQuerySchema>;

/** An open fault as the table shows it. */
export const fleetFaultBriefSchema = z.object({
  kind: z.enum(FAULT_KINDS),
  channel: z.enum(['moisture', 'temperature']),
  depthIn: z.number(),
  /** "Flatline at 8 in". */
  title: z.string(),
});

export const fleetDeviceRowSchema = z.object({
  /** The device's object id (GET /fleet/devices/{id}). */
  id: z.string(),
  /** Its radio id (0x…). */
  deviceId: z.string(),
  kind: z.enum(['probe', 'local']),
  hardwareType: z.string(),
  depthsIn: z.array(z.number()),
  customer: z.object({ id: z.string(), name: z.string() }),
  farm: z.object({ id: z.string(), name: z.string() }),
  site: z.object({ objectId: z.string(), siteId: z.string(), name: z.string(), plan: z.string(), twigId: z.string().nullable() }),
  status: z.enum(FLEET_STATUSES),
  /** Whole days without a reading when silent. */
  silentDays: z.number().int().nullable(),
  /** "Silent 3 days". */
  statusText: z.string(),
  lastReadingAt: z.string().nullable(),
  reportingIntervalMinutes: z.number().nullable(),
  /** % of the expected readings that arrived; null before the first health check. */
  completeness: z.object({ h24: z.number().nullable(), d7: z.number().nullable(), d30: z.number().nullable() }),
  battery: z
    .object({
      percent: z.number(),
      /** % per day over two weeks (negative: draining). */
      perDay: z.number().nullable(),
      /** Days until the low threshold at that slope (0: low now); null when not draining. */
      daysToLow: z.number().nullable(),
      low: z.boolean(),
    })
    .nullable(),
  signal: z
    .object({
      rssi: z.number(),
      bars: z.number().int(),
      median7dRssi: z.number().nullable(),
      median7dBars: z.number().int().nullable(),
    })
    .nullable(),
  /** Packet error rate reported by the radio, % (null where not reported). */
  packetErrorPercent: z.number().nullable(),
  faults: z.array(fleetFaultBriefSchema),
  /** When the health figures were last worked out. */
  checkedAt: z.string().nullable(),
});
export type FleetDeviceRow = z.infer<typeof fleetDeviceRowSchema>;

/** The counts above the table (every device matching the customer, farm and search filters). */
export const fleetSummarySchema = z.object({
  devices: z.number().int(),
  reporting: z.number().int(),
  late: z.number().int(),
  silent: z.number().int(),
  noData: z.number().int(),
  extracted: z.number().int(),
  lowBattery: z.number().int(),
  /** Devices with at least one open fault. */
  faults: z.number().int(),
});
export type FleetSummary = z.infer<typeof fleetSummarySchema>;

export const fleetPageSchema = z.object({
  devices: z.array(fleetDeviceRowSchema),
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
  nextSkip: z.number().int().nullable(),
  summary: fleetSummarySchema,
  /** The filter's choices: every customer and farm the user sees devices on. */
  customers: z.array(z.object({ id: z.string(), name: z.string() })),
  farms: z.array(z.object({ id: z.string(), name: z.string(), customerId: z.string() })),
  generatedAt: z.string(),
});
export type FleetPage = z.infer<typeof fleetPageSchema>;

export const evidencePointSchema = z.object({ at: z.string(), value: z.number() });

/** A fault with its evidence: the window that shows it, in words and a few readings. */
export const fleetFaultSchema = z.object({
  id: z.string(),
  kind: z.enum(FAULT_KINDS),
  channel: z.enum(['moisture', 'temperature']),
  depthIndex: z.number().int(),
  depthIn: z.number(),
  title: z.string(),
  openedAt: z.string(),
  lastSeenAt: z.string(),
  /** Null while it lasts. */
  clearedAt: z.string().nullable(),
  evidence: z.object({ from: z.string(), to: z.string(), summary: z.string(), points: z.array(evidencePointSchema) }),
});
export type FleetFault = z.infer<typeof fleetFaultSchema>;

/** One UTC day of a device's health (the side panel's sparklines). */
export const fleetDaySchema = z.object({
  day: z.string(),
  readings: z.number().int(),
  expected: z.number().int(),
  completeness: z.number().nullable(),
  batteryPercent: z.number().nullable(),
  rssi: z.number().nullable(),
  bars: z.number().int().nullable(),
});
export type FleetDay = z.infer<typeof fleetDaySchema>;

export const fleetDeviceDetailSchema = z.object({
  device: fleetDeviceRowSchema,
  /** The last 30 days, oldest first. */
  days: z.array(fleetDaySchema),
  /** Open faults first, then those cleared in the last 30 days. */
  faults: z.array(fleetFaultSchema),
  /** The site's outages (the disconnection detection), newest first. */
  disconnections: z.array(z.object({ startedAt: z.string(), endedAt: z.string().nullable() })),
  /** The site's configuration changes, newest first. */
  changelog: z.array(changeLogEntrySchema),
  /** The graph: /farm/{farmId}/site/{siteId}/{siteObjectId}/{twigId}/graph. */
  graphPath: z.string(),
});
export type FleetDeviceDetail = z.infer<typeof fleetDeviceDetailSchema>;
