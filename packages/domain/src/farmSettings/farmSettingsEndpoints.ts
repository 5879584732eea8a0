import { endpoint } from '../api/endpoint';
import { farmDetailSchema, farmIdParamsSchema, farmSettingsSchema } from './farmSettings';

/** The farm Settings panel of the sites page (spec 001 §2.3). */
export const farmSettingsEndpoints = {
  detail: endpoint({ method: 'GET', path: '/farm/:id', params: farmIdParamsSchema, data: farmDetailSchema }),
  update: endpoint({ method: 'PATCH', path: '/farm/:id', params: farmIdParamsSchema, body: farmSettingsSchema, data: farmDetailSchema }),
};
