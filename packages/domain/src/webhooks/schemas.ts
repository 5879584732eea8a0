import { z } from 'zod';
import { EPISODE_KINDS } from '../notifications/conditions';
import { ALERT_KINDS, type AlertKind } from '../notifications/kinds';

/**
 * Webhooks (issue 32): an account's admins point Tilth at a URL of theirs; each alert episode that
 * opens or closes on a site of the account's subtree is POSTed there as a signed JSON event (see
 * signature.ts), queued and retried with backoff.
 */

/** The alert kinds a webhook may ask for: those that open and close episodes (a plan change is a one-off notice). */
export const WEBHOOK_ALERT_KINDS: readonly AlertKind[] = EPISODE_KINDS;
export const WEBHOOK_EVENT_TYPES = ['alert.opened', 'alert.closed', 'test'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** How many webhooks one account may have. */
export const WEBHOOK_MAX_PER_ACCOUNT = 10;
/** How long a receiver has to answer, ms. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * The wait after each failed attempt before the next: 1 min, 5 min, 30 min, 2 h, 6 h. After the
 * last, the delivery is 'failed' (six attempts in all, over about 8.6 hours).
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** The wait before the next attempt after `attempts` failed ones, or null when the delivery has failed for good. */
export function webhookRetryDelayMs(attempts: number): number | null {
  if (attempts < 1) return 0;
  return WEBHOOK_RETRY_DELAYS_MS[attempts - 1] ?? null;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** Loopback and private-network hosts: localhost, 127/8, 10/8, 172.16/12, 192.168/16, ::1, fc00::/7. */
export function isLocalOrPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const v4 = IPV4.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  return host === '::1' || /^f[cd][0-9a-f]{2}:/.test(host);
}

/**
 * What is wrong with a webhook URL, as a sentence, or null: it must be https; plain http only
 * reaches a local or private address, and only outside production (for trying a receiver out).
 */
export function webhookUrlProblem(url: string, options: { production: boolean }): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The URL must be a full web address, such as https://example.com/tilth-hook.';
  }
  if (parsed.username || parsed.password) return 'The URL must not contain a user name or password; use the signing secret instead.';
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol !== 'http:') return 'The URL must start with https://.';
  if (options.production) return 'The URL must start with https://: plain http is not allowed in production.';
  if (!isLocalOrPrivateHost(parsed.hostname)) {
    return 'The URL must start with https://; plain http is allowed only for localhost or a private network address (10.x, 172.16–31.x, 192.168.x).';
  }
  return null;
}

const urlField = z
  .string({ error: 'The URL is required' })
  .trim()
  .min(1, 'The URL is required')
  .max(2000, 'The URL is too long (2,000 characters at most)');
const kindsField = z
  .array(z.enum(ALERT_KINDS, { error: 'Unknown alert kind' }), { error: 'kinds must be a list of alert kinds' })
  .min(1, 'Choose at least one kind of alert')
  .refine(
    (kinds) => kinds.every((k) => WEBHOOK_ALERT_KINDS.includes(k)),
    'A plan change is not sent to webhooks; choose alert kinds that open and close',
  )
  .transform((kinds) => WEBHOOK_ALERT_KINDS.filter((k) => kinds.includes(k)));
const enabledField = z.boolean({ error: 'enabled must be true or false' });

export const webhookCreateSchema = z.object({ url: urlField, kinds: kindsField, enabled: enabledField.default(true) });
export type WebhookCreate = z.input<typeof webhookCreateSchema>;
export const webhookUpdateSchema = z
  .object({ url: urlField, kinds: kindsField, enabled: enabledField })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change: send url, kinds or enabled');
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

export const webhookDeliverySchema = z.object({
  objectId: z.string(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** When a pending delivery is tried next. */
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  /** Why the last attempt failed, as a sentence. */
  lastError: z.string().nullable(),
  /** A line naming the event: "Dry Corner (ID# 1004) fell below its refill point", "Test event". */
  summary: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookSchema = z.object({
  objectId: z.string(),
  organisationId: z.string(),
  url: z.string(),
  kinds: z.array(z.enum(ALERT_KINDS)),
  enabled: z.boolean(),
  /** The secret's last four characters, to tell secrets apart; the whole secret is shown only when made. */
  secretHint: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastDelivery: webhookDeliverySchema.pick({ status: true, createdAt: true, lastStatusCode: true }).nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({
  webhooks: z.array(webhookSchema),
  /** The alert kinds a webhook may choose, in order. */
  kinds: z.array(z.enum(ALERT_KINDS)),
  /** Whether plain http to a local or private address is allowed here (not in production). */
  allowsLocalHttp: z.boolean(),
});
export type WebhookList = z.infer<typeof webhookListSchema>;

/** A webhook with its secret: the answer to creating it and to rotating the secret, and never again. */
export const webhookWithSecretSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookDeliveriesSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveries = z.infer<typeof webhookDeliveriesSchema>;

/** The JSON body of every delivery (what the API guide documents). */
export const webhookEventSchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  createdAt: z.string(),
  account: z.object({ id: z.string(), name: z.string() }),
  site: z
    .object({
      id: z.string(),
      number: z.string(),
      name: z.string(),
      farm: z.object({ id: z.string(), name: z.string() }),
    })
    .nullable(),
  alert: z
    .object({
      kind: z.enum(ALERT_KINDS),
      event: z.enum(['opened', 'closed']),
      message: z.string(),
      detail: z.string().nullable(),
      openedAt: z.string().nullable(),
    })
    .nullable(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
