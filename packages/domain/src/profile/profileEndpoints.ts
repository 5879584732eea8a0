import { endpoint } from '../api/endpoint';
import { userIdParamsSchema } from '../api/params';
import { profileSchema } from './profile';
import { profileUpdateSchema } from './profileUpdate';

/** A user's profile (spec 000 §3) and editing your own (spec 000 §2.8). */
export const profileEndpoints = {
  read: endpoint({ method: 'GET', path: '/user/:id', params: userIdParamsSchema, data: profileSchema }),
  update: endpoint({ method: 'PATCH', path: '/user/:id', params: userIdParamsSchema, body: profileUpdateSchema, data: profileSchema }),
};
