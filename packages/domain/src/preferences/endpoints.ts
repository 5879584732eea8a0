import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { preferenceSchema, preferenceUpdateSchema } from './schemas';

/** The signed-in user's preferences, answered inside `{ preference }` as the documented API does. */
export const preferenceAnswerSchema = z.object({ preference: preferenceSchema });

export const preferenceEndpoints = {
  read: endpoint({ method: 'GET', path: '/user/details', data: preferenceAnswerSchema }),
  update: endpoint({ method: 'PUT', path: '/user/details', body: preferenceUpdateSchema, data: preferenceAnswerSchema }),
  /** A visit to a farm's sites, newest first in lastVisitedFarms (for the 'Last farm visited' landing). */
  visitFarm: endpoint({
    method: 'POST',
    path: '/user/details/visited-farms',
    body: z.object({ farmId: z.string().min(1).max(64) }).strict(),
    data: preferenceAnswerSchema,
  }),
};
