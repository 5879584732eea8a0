import { z } from 'zod';
import { EARLIEST_DATE_SECONDS } from '../time/dateParam';

/** Device ids as radios report them: '0x' and 16 hex digits, e.g. 0x574e3643430c4e5c. */
export const deviceIdSchema = z.string().regex(/^0x[0-9a-fA-F]{1,16}$/, 'must look like 0x574e3643430c4e5c');

export const MAX_READINGS_PER_BATCH = 20_000;

/**
 * A batch from a base station. Readings are validated one by one (see `validateReading`) so a
 * bad reading is refused with its reasons while the good ones of the same batch are stored.
 */
export const ingestBatchSchema = z.object({
  baseStationId: deviceIdSchema.optional(),
  devices: z
    .array(
      z.object({
        deviceId: deviceIdSchema,
        readings: z.array(z.unknown()).max(MAX_READINGS_PER_BATCH),
      }),
    )
    .min(1)
    .max(1000),
});
export type IngestBatch = z.infer<typeof ingestBatchSchema>;

/** A reading refused with its reasons: the device and its position in the batch's `readings`. */
export const rejectedReadingSchema = z.object({ deviceId: z.string(), index: z.number().int(), reasons: z.array(z.string()) });
export type RejectedReading = z.infer<typeof rejectedReadingSchema>;

/** The answer to a batch, per reading: stored, already stored (same device and timestamp), or refused. */
export const ingestResultSchema = z.object({
  received: z.number().int(),
  stored: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.array(rejectedReadingSchema),
});
export type IngestResult = z.infer<typeof ingestResultSchema>;

/** POST /base-stations/{id}/key: a base station's new ingestion key, shown this once. */
export const stationKeySchema = z.object({ baseStationId: z.string(), key: z.string(), prefix: z.string(), createdAt: z.string() });
export type StationKey = z.infer<typeof stationKeySchema>;

const channel = z.array(z.number().nullable()).max(16);

/** One timestamp of one device: every depth of every channel. Temperatures in °C. */
export const readingSchema = z.object({
  timestamp: z.union([z.string().datetime({ offset: true }), z.number().int().positive()]),
  moisture: channel.optional(),
  temperature: channel.optional(),
  salinity: channel.optional(),
  conductivity: channel.optional(),
  /** Battery bandgap voltage (v_bandgap), volts. */
  battery: z.number().nullable().optional(),
  /** Radio signal strength, dBm. */
  rssi: z.number().nullable().optional(),
  /** Packet error rate, 0–1. */
  per: z.number().nullable().optional(),
  /** Line pressure of a pressure transducer, psi. */
  pressure: z.number().nullable().optional(),
});
export type ReadingInput = z.infer<typeof readingSchema>;

/** Physical ranges a working sensor can report; anything outside is a fault, not data. */
export const PHYSICAL_RANGES = {
  moisture: [0, 100],
  temperature: [-40, 85],
  salinity: [0, 200],
  conductivity: [0, 200],
  battery: [0, 5],
  rssi: [-160, 20],
  per: [0, 1],
  pressure: [0, 500],
} as const;

/** How far ahead of the server clock a timestamp may be (clock skew of the station). */
export const MAX_FUTURE_SKEW_SECONDS = 300;

export interface ValidReading {
  ts: number;
  moisture: (number | null)[];
  temperature: (number | null)[];
  salinity: (number | null)[];
  conductivity: (number | null)[];
  battery: number | null;
  rssi: number | null;
  per: number | null;
  pressure: number | null;
}

export type ReadingCheck = { ok: true; reading: ValidReading } | { ok: false; reasons: string[] };

/**
 * Checks one reading against the schema, the device's depth count and physical ranges. Its time
 * must lie between 2000 (a station whose clock was reset reports 1970 or 0001) and a few minutes
 * ahead of the server.
 */
export function validateReading(raw: unknown, depthCount: number, nowSeconds: number): ReadingCheck {
  const parsed = readingSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, reasons: parsed.error.issues.map((i) => `${i.path.join('.') || 'reading'}: ${i.message}`) };
  }
  const r = parsed.data;
  const reasons: string[] = [];
  const ts = typeof r.timestamp === 'number' ? r.timestamp : Math.floor(Date.parse(r.timestamp) / 1000);
  if (ts > nowSeconds + MAX_FUTURE_SKEW_SECONDS) reasons.push('timestamp: is in the future');
  if (ts < EARLIEST_DATE_SECONDS) reasons.push('timestamp: is before 2000-01-01');
  const channels = {} as Record<'moisture' | 'temperature' | 'salinity' | 'conductivity', (number | null)[]>;
  for (const name of ['moisture', 'temperature', 'salinity', 'conductivity'] as const) {
    const values = r[name] ?? [];
    if (values.length > depthCount) reasons.push(`${name}: has ${values.length} values for ${depthCount} sensor depths`);
    const [min, max] = PHYSICAL_RANGES[name];
    values.forEach((v, i) => {
      if (v !== null && (v < min || v > max)) reasons.push(`${name}[${i}]: ${v} is outside ${min}–${max}`);
    });
    channels[name] = Array.from({ length: depthCount }, (_, i) => values[i] ?? null);
  }
  for (const name of ['battery', 'rssi', 'per', 'pressure'] as const) {
    const v = r[name];
    const [min, max] = PHYSICAL_RANGES[name];
    if (v !== undefined && v !== null && (v < min || v > max)) reasons.push(`${name}: ${v} is outside ${min}–${max}`);
  }
  if (reasons.length > 0) return { ok: false, reasons };
  return {
    ok: true,
    reading: { ts, ...channels, battery: r.battery ?? null, rssi: r.rssi ?? null, per: r.per ?? null, pressure: r.pressure ?? null },
  };
}
