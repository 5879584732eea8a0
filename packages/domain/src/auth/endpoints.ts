import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { signinBodySchema, signinDataSchema } from './schemas';

/** Signing in and out (spec 000 §5). */
export const authEndpoints = {
  signin: endpoint({ method: 'POST', path: '/user/signin', body: signinBodySchema, data: signinDataSchema }),
  logout: endpoint({ method: 'POST', path: '/user/logout', data: z.null() }),
};
