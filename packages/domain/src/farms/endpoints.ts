import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { createdFarmSchema, farmOptionSchema, farmPageSchema } from './entities';
import { farmListQuerySchema, farmPickerQuerySchema, farmUserParamsSchema, newFarmSchema } from './schemas';

/** The farms dashboard's calls (spec 000 §2.3–§2.5). */
export const farmEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/farm/user/:userId',
    params: farmUserParamsSchema,
    query: farmListQuerySchema,
    data: farmPageSchema,
  }),
  picker: endpoint({ method: 'GET', path: '/farm/picker', query: farmPickerQuerySchema, data: z.array(farmOptionSchema) }),
  create: endpoint({ method: 'POST', path: '/farm', body: newFarmSchema, data: createdFarmSchema }),
};
