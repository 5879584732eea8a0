import { z } from 'zod';
import { ALERT_KINDS, type AlertKind } from './kinds';

const channelsSchema = z.object({ inApp: z.boolean(), email: z.boolean() }).strict();
const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM (24-hour)');

/** A user's alert preferences (Edit Profile): per kind the channels, which farms, quiet hours, digest. */
export const alertPreferencesSchema = z
  .object({
    kinds: z.object(Object.fromEntries(ALERT_KINDS.map((k) => [k, channelsSchema])) as Record<AlertKind, typeof channelsSchema>).strict(),
    /** 'all' or the farms (object ids) to hear about. */
    farms: z.union([z.literal('all'), z.array(z.string().min(1).max(64)).max(500)]),
    /** E-mails wait while the farm's clock is inside these hours; in-app notifications still arrive. */
    quietHours: z.object({ enabled: z.boolean(), start: clockTimeSchema, end: clockTimeSchema }).strict(),
    /** One e-mail a day with everything since the last, instead of one e-mail per alert. */
    digest: z.boolean(),
    /** The weekly "Irrigation plan" e-mail: the planner's sites to irrigate this week, Monday morning farm time. */
    irrigationPlan: z.boolean().default(false),
  })
  .strict();
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/**
 * In-app on for every kind; e-mail is opted into (the disconnection e-mail to a farm's contacts,
 * which predates these alerts, is kept as it was).
 */
export function defaultAlertPreferences(): AlertPreferences {
  return {
    kinds: Object.fromEntries(ALERT_KINDS.map((k) => [k, { inApp: true, email: false }])) as AlertPreferences['kinds'],
    farms: 'all',
    quietHours: { enabled: false, start: '21:00', end: '07:00' },
    digest: false,
    irrigationPlan: false,
  };
}

/** The channels a user hears a kind of alert on for a farm (none when the farm is not theirs to hear). */
export function channelsFor(prefs: AlertPreferences, kind: AlertKind, farmId: string): { inApp: boolean; email: boolean } {
  if (prefs.farms !== 'all' && !prefs.farms.includes(farmId)) return { inApp: false, email: false };
  return prefs.kinds[kind];
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a local time of day (minutes since midnight) falls in the quiet hours, which may span midnight. */
export function inQuietHours(quiet: AlertPreferences['quietHours'], localMinutes: number): boolean {
  if (!quiet.enabled) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end ? localMinutes >= start && localMinutes < end : localMinutes >= start || localMinutes < end;
}

export const DIGEST_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a user's waiting alert e-mails go now: never inside quiet hours; as a digest at most once
 * per day (the first digest goes at the first chance).
 */
export function mailIsDue(input: { prefs: AlertPreferences; localMinutes: number; now: number; lastDigestAt: number | null }): boolean {
  if (inQuietHours(input.prefs.quietHours, input.localMinutes)) return false;
  if (!input.prefs.digest) return true;
  return input.lastDigestAt === null || input.now - input.lastDigestAt >= DIGEST_EVERY_MS;
}

/** The weekly irrigation plan goes out on this weekday (0 Sunday … 6 Saturday) from this local hour. */
export const IRRIGATION_PLAN_SCHEDULE = { weekday: 1, hour: 6 } as const;

/**
 * Whether a user's weekly irrigation plan is due: on the plan's weekday from its hour, farm time, and
 * not already sent this week (at most once in six days, so a restart never sends twice).
 */
export function irrigationPlanIsDue(input: { weekday: number; hour: number; now: number; lastSentAt: number | null }): boolean {
  if (input.weekday !== IRRIGATION_PLAN_SCHEDULE.weekday || input.hour < IRRIGATION_PLAN_SCHEDULE.hour) return false;
  return input.lastSentAt === null || input.now - input.lastSentAt >= 6 * DIGEST_EVERY_MS;
}
