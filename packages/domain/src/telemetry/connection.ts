import { z } from 'zod';

/**
 * A site's hardware connection and disconnection history (spec 002 §3 shapes: the documented
 * API's names, badger = probe logger, fox = local sensor).
 */

/** One device's link: its newest signal strength and packet error rate, and when it last reported. */
export const deviceConnectionSchema = z.object({
  deviceId: z.string(),
  /** dBm of the newest reading; null for a base station or without readings. */
  rssi: z.number().nullable(),
  extraData: z.object({ lastReportedTime: z.string().nullable(), per: z.number().nullable() }),
});
export type DeviceConnection = z.infer<typeof deviceConnectionSchema>;

/** GET /site/{id}/connection: a device the site does not have is null. */
export const siteConnectionSchema = z.object({
  badger: deviceConnectionSchema.nullable(),
  fox: deviceConnectionSchema.nullable(),
  baseStation: deviceConnectionSchema.nullable(),
});
export type SiteConnection = z.infer<typeof siteConnectionSchema>;

/** GET /site/{id}/disconnections: outages newest first, and every address an alert went to. */
export const disconnectionHistorySchema = z.object({
  disconnectionActions: z.array(z.object({ type: z.literal('email'), value: z.string(), text: z.string() })),
  disconnectionAlerts: z.array(
    z.object({
      objectId: z.string(),
      deviceId: z.string(),
      deviceType: z.string(),
      /** When the outage started, in the documented API's date wrapper. */
      date: z.object({ __type: z.literal('Date'), iso: z.string() }),
      endedAt: z.string().nullable(),
      notifiedAt: z.string().nullable(),
    }),
  ),
  totalCount: z.number().int(),
});
export type DisconnectionHistory = z.infer<typeof disconnectionHistorySchema>;
