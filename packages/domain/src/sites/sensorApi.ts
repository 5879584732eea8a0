import { z } from 'zod';
import { hardwareByValue } from '../siteConfig/hardware';

/**
 * Third-party sensor APIs (spec 002 §2.2 row 3, §3 twigDetails.settings.sentekData/agsenseData,
 * §9): a site whose probe reports through a vendor's cloud instead of a base station. The card is
 * editable except for zenseio-api and agsense-api sites, whose credentials are set up by the vendor.
 */
export const SENSOR_API_PROVIDERS = ['zenseio-api', 'sentek-api', 'agsense-api'] as const;
export type SensorApiProvider = (typeof SENSOR_API_PROVIDERS)[number];

export const READ_ONLY_SENSOR_API_PROVIDERS: readonly SensorApiProvider[] = ['zenseio-api', 'agsense-api'];

const isProvider = (value: string): value is SensorApiProvider => (SENSOR_API_PROVIDERS as readonly string[]).includes(value);

/**
 * The sensor API a site's hardware reports through, from its hardware type (the catalogue's
 * sensorType, or the provider's name itself as the documented API stores it); null for a probe on
 * a base station.
 */
export function sensorApiProviderOf(hardwareType: string): SensorApiProvider | null {
  if (isProvider(hardwareType)) return hardwareType;
  const sensorType = hardwareByValue(hardwareType)?.sensorType;
  return sensorType && isProvider(sensorType) ? sensorType : null;
}

export function isReadOnlySensorApi(provider: SensorApiProvider | null): boolean {
  return provider !== null && READ_ONLY_SENSOR_API_PROVIDERS.includes(provider);
}

/** A stored secret as the card shows it: never the secret, at most its last four characters. */
export function maskSecret(secret: string): string {
  return secret.length > 8 ? `••••${secret.slice(-4)}` : '••••';
}

/** The documented sentekData: the IrriMAX Live API key and the logger it reads. */
export const sentekDataSchema = z.object({ apiKey: z.string(), loggerName: z.string(), loggerId: z.string() });
export type SentekData = z.infer<typeof sentekDataSchema>;

/** The documented agsenseData (set up by the vendor; the card only shows it). */
export const agsenseDataSchema = z.object({ name: z.string(), password: z.string(), serial: z.string(), userName: z.string() });
export type AgsenseData = z.infer<typeof agsenseDataSchema>;

/**
 * PUT /site/update/sentek-details/{id}. An empty or missing apiKey keeps the stored one, so a
 * logger can be renamed without typing the key again (the card never has it in clear).
 */
export const sentekDetailsBodySchema = z.object({
  apiKey: z.string().trim().max(200, 'API key must be at most 200 characters.').optional(),
  loggerName: z.string().trim().min(1, 'Logger name is required.').max(120, 'Logger name must be at most 120 characters.'),
  loggerId: z
    .string()
    .trim()
    .max(60, 'Logger ID must be at most 60 characters.')
    .regex(/^[A-Za-z0-9_-]*$/, 'Logger ID may hold letters, digits, - and _ only.')
    .optional(),
});
export type SentekDetailsBody = z.infer<typeof sentekDetailsBodySchema>;

/** The card's read answer: secrets masked, the poller's progress. */
export const sensorApiCardSchema = z.object({
  siteObjectId: z.string(),
  hardwareType: z.string(),
  /** Null when the site's probe reports through a base station, not a vendor's API. */
  provider: z.enum(SENSOR_API_PROVIDERS).nullable(),
  /** Edit is shown: the role may edit (spec 002 §6) and the site's API is not a read-only one. */
  editable: z.boolean(),
  sentekData: z.object({ apiKey: z.string(), apiKeySet: z.boolean(), loggerName: z.string(), loggerId: z.string() }).nullable(),
  agsenseData: z
    .object({ name: z.string(), userName: z.string(), serial: z.string(), password: z.string(), passwordSet: z.boolean() })
    .nullable(),
  /** When the poller last asked the vendor (ISO), the newest reading it imported (ISO) and its last error. */
  lastPolledAt: z.string().nullable(),
  lastImportedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type SensorApiCard = z.infer<typeof sensorApiCardSchema>;
