import { z } from 'zod';
import { idField } from '../accounts/fields';

/** Object ids in paths (10 alphanumerics today; 32 leaves room for the documented API's ids). */
export const pathIdSchema = z.string().min(1).max(32);

/** `/…/:id` where the id must be an object id (letters and digits): anything else is a 400. */
export const objectIdParams = z.object({ id: idField });
/** `/…/:id` */
export const idParams = z.object({ id: pathIdSchema });
/** `/…/:siteId` */
export const siteIdParams = z.object({ siteId: pathIdSchema });
/** `/…/:farmId` */
export const farmIdParams = z.object({ farmId: pathIdSchema });
/** `/…/:userId`: a user's object id or, as the documented API allows, a username (up to 64 characters). */
export const userIdParams = z.object({ userId: z.string().min(1).max(64) });
/** `/user/:id` and `/…/user/:id`: the same ids as userIdParams, under the name id. */
export const userIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * The graph calls' optional date range: ISO 8601 or epoch seconds/milliseconds from 2000 to 2099,
 * read by the service with the one rule of time/dateParam (which answers a 400 naming the field).
 */
export const dateRangeQuery = z.object({ fromDate: z.string().max(40).optional(), toDate: z.string().max(40).optional() });
