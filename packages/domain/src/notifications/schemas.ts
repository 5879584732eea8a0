import { z } from 'zod';
import { ALERT_EVENTS, ALERT_KINDS, NOTICE_KINDS } from './kinds';
import { alertPreferencesSchema } from './preferences';

/** One in-app notification of the signed-in user, with what the link to its site needs. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum([...ALERT_KINDS, ...NOTICE_KINDS]),
  event: z.enum(ALERT_EVENTS),
  title: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  farm: z.object({ objectId: z.string(), name: z.string() }),
  /** objectId and siteId of the site; twigId (its probe) completes the graph's path, null without one. */
  site: z.object({ objectId: z.string(), siteId: z.string(), name: z.string(), twigId: z.string().nullable() }),
});
export type NotificationView = z.infer<typeof notificationSchema>;

export const NOTIFICATION_LIST_LIMIT = 50;

export const notificationListQuerySchema = z.object({
  farmId: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(NOTIFICATION_LIST_LIMIT),
});

/** Newest first: every unread one (up to the limit) and the latest read ones. */
export const notificationListSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const readAllBodySchema = z.object({ farmId: z.string().min(1).max(64).optional() }).strict();
export const readCountSchema = z.object({ read: z.number().int() });

/** The preferences with the farms the user may choose among. */
export const alertSettingsSchema = z.object({
  preferences: alertPreferencesSchema,
  farms: z.array(z.object({ objectId: z.string(), name: z.string(), timeZone: z.string() })),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(600) });
export const unsubscribeAnswerSchema = z.object({ kind: z.enum(ALERT_KINDS), label: z.string(), message: z.string() });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;

/** What the one-click link's page says for each way it can fail. */
export const UNSUBSCRIBE_MESSAGES = {
  invalid: 'This unsubscribe link is not valid.',
  expired: 'This unsubscribe link has expired. Change your alerts on Edit Profile.',
} as const;
