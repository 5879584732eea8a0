import { z } from 'zod';
import { roleLevel, type RoleName } from '../accounts/roles';
import { ALERT_KINDS, type AlertKind } from './kinds';

/**
 * A kind's channels. Push (Web Push to a device) and SMS came later (issue 32): optional in a stored
 * row, where absent means off, so preferences stored before them stay valid.
 */
const channelsSchema = z
  .object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean().optional(), sms: z.boolean().optional() })
  .strict();
export type KindChannels = z.infer<typeof channelsSchema>;

/** The channels an alert is delivered on after it is stored (the in-app bell is the row itself). */
export const DELIVERY_CHANNELS = ['email', 'push', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM (24-hour)');

/**
 * Kinds added after preferences were first stored (issue 30's sensorFault): optional in a stored
 * row, whose user then has the default of their role (resolveAlertPreferences).
 */
export const LATER_KINDS = ['sensorFault'] as const satisfies readonly AlertKind[];
type LaterKind = (typeof LATER_KINDS)[number];
type FirstKind = Exclude<AlertKind, LaterKind>;
const FIRST_KINDS = ALERT_KINDS.filter((k): k is FirstKind => !(LATER_KINDS as readonly string[]).includes(k));

const kindsSchema = z
  .object({
    ...(Object.fromEntries(FIRST_KINDS.map((k) => [k, channelsSchema])) as Record<FirstKind, typeof channelsSchema>),
    ...(Object.fromEntries(LATER_KINDS.map((k) => [k, channelsSchema.optional()])) as Record<
      LaterKind,
      z.ZodOptional<typeof channelsSchema>
    >),
  })
  .strict();

/** A user's alert preferences (Edit Profile): per kind the channels, which farms, quiet hours, digest. */
export const alertPreferencesSchema = z
  .object({
    kinds: kindsSchema,
    /** 'all' or the farms (object ids) to hear about. */
    farms: z.union([z.literal('all'), z.array(z.string().min(1).max(64)).max(500)]),
    /** E-mails, pushes and texts wait while the farm's clock is inside these hours; in-app notifications still arrive. */
    quietHours: z.object({ enabled: z.boolean(), start: clockTimeSchema, end: clockTimeSchema }).strict(),
    /** One e-mail (one push, one text) a day with everything since the last, instead of one per alert. */
    digest: z.boolean(),
    /** The weekly "Irrigation plan" e-mail: the planner's sites to irrigate this week, Monday morning farm time. */
    irrigationPlan: z.boolean().default(false),
  })
  .strict();
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/** Every kind with its channels: what a user hears, their role's defaults filled in. */
export type ResolvedAlertPreferences = AlertPreferences & { kinds: Record<AlertKind, KindChannels> };

/**
 * Whether a role services probes (the provider, distributors and dealers): sensor faults are their
 * work, so they hear them in the app unless they turn it off; growers don't unless they turn it on.
 */
export const servicesProbes = (role: RoleName | null | undefined): boolean =>
  role !== null && role !== undefined && ['tilth', 'distributor', 'dealer'].includes(roleLevel(role));

/** The channels a kind starts with for a role: in-app on and e-mail off, sensor faults in-app for the service roles only. */
export function defaultChannels(kind: AlertKind, role?: RoleName | null): { inApp: boolean; email: boolean } {
  if (kind === 'sensorFault') return { inApp: servicesProbes(role), email: false };
  return { inApp: true, email: false };
}

/**
 * In-app on for every kind; e-mail is opted into (the disconnection e-mail to a farm's contacts,
 * which predates these alerts, is kept as it was). Sensor faults: on for the roles that service
 * probes, off for growers. Without a role the later kinds are left out, for the role to decide
 * when read (a user without a stored row).
 */
export function defaultAlertPreferences(role?: RoleName | null): AlertPreferences {
  const kinds = role === undefined ? FIRST_KINDS : ALERT_KINDS;
  return {
    kinds: Object.fromEntries(kinds.map((k) => [k, defaultChannels(k, role)])) as AlertPreferences['kinds'],
    farms: 'all',
    quietHours: { enabled: false, start: '21:00', end: '07:00' },
    digest: false,
    irrigationPlan: false,
  };
}

/** Stored preferences with the kinds they don't name (added later) at the role's defaults. */
export function resolveAlertPreferences(prefs: AlertPreferences, role?: RoleName | null): ResolvedAlertPreferences {
  const kinds = { ...prefs.kinds } as Partial<ResolvedAlertPreferences['kinds']>;
  for (const kind of LATER_KINDS) kinds[kind] ??= defaultChannels(kind, role);
  return { ...prefs, kinds: kinds as ResolvedAlertPreferences['kinds'] };
}

/** The channels a user hears a kind of alert on for a farm (none when the farm is not theirs to hear). */
export function channelsFor(prefs: AlertPreferences, kind: AlertKind, farmId: string, role?: RoleName | null): KindChannels {
  if (prefs.farms !== 'all' && !prefs.farms.includes(farmId)) return { inApp: false, email: false };
  return prefs.kinds[kind] ?? defaultChannels(kind, role);
}

/** Every channel of a kind on a farm as plain on/off: push and SMS off unless chosen. */
export function allChannelsFor(
  prefs: AlertPreferences,
  kind: AlertKind,
  farmId: string,
  role?: RoleName | null,
): { inApp: boolean } & Record<DeliveryChannel, boolean> {
  const chosen = channelsFor(prefs, kind, farmId, role);
  return { inApp: chosen.inApp, email: chosen.email, push: chosen.push ?? false, sms: chosen.sms ?? false };
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

/**
 * What the channel pass does with a user's waiting alerts on one channel (e-mail, push or SMS):
 * 'hold' inside quiet hours or before the channel's next digest is due; else 'digest' (all of
 * them in one message, the digest's clock kept per channel) or 'each' (one message per alert).
 * The in-app bell is never held.
 */
export function channelDecision(input: {
  prefs: AlertPreferences;
  localMinutes: number;
  now: number;
  /** When this channel's last digest went (each channel keeps its own). */
  lastDigestAt: number | null;
}): 'hold' | 'each' | 'digest' {
  if (!mailIsDue(input)) return 'hold';
  return input.prefs.digest ? 'digest' : 'each';
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
