import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { preferenceSchema, preferenceUpdateSchema } from './schemas';

/** The signed-in user's preferences, answered inside `{ preference }` as the documented API does. */
export const preferenceAnswerSchema = z.object({ preference: preferenceSchema });

export const preferenceEndpoints = {
  read: endpoint({ method: 'GET', path: '/user/details', data: preferenceAnswerSchema }),
  update: endpoint({ method: 'PUT', path: '/user/details', body: preferenceUpdateSchema, data: preferenceAnswerSchema }),
};
