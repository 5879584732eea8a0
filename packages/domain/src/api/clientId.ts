import { z } from 'zod';

/**
 * An id the phone makes for a write before it is sent (a UUID), so a write queued offline and
 * sent again after a dropped connection is stored once: the server answers the record it already
 * holds under that id instead of storing another.
 */
export const clientIdSchema = z.uuid({ error: 'clientId must be a UUID made by the app (e.g. 3f2c…-…)' });
export type ClientId = z.infer<typeof clientIdSchema>;

/** The sentence of a 409: the id was already used for another site or by another person. */
export const CLIENT_ID_TAKEN =
  'This clientId was already used for another record (another site or another person). Send a new id for a new record.';
