import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  recipientBodySchema,
  recipientParamsSchema,
  recipientSchema,
  recipientUpdateSchema,
  reportSendResultSchema,
  sendReportSchema,
} from './recipients';
import { reportScheduleViewSchema } from './reportSchedule';

/** The Farm Health Report page (spec 000 §2.6): recipients, sending now, and the schedule. */
export const fieldReportEndpoints = {
  addRecipient: endpoint({ method: 'POST', path: '/farm-health-report/user', body: recipientBodySchema, data: recipientSchema }),
  recipients: endpoint({ method: 'GET', path: '/farm-health-report/users', data: z.array(recipientSchema) }),
  updateRecipient: endpoint({
    method: 'PATCH',
    path: '/farm-health-report/user/:id',
    params: recipientParamsSchema,
    body: recipientUpdateSchema,
    data: recipientSchema,
  }),
  deleteRecipient: endpoint({ method: 'DELETE', path: '/farm-health-report/user/:id', params: recipientParamsSchema, data: z.null() }),
  /** No body (or `{}`) sends to every recipient the caller manages. */
  send: endpoint({ method: 'POST', path: '/farm-health-report/send', body: sendReportSchema.optional(), data: reportSendResultSchema }),
  schedule: endpoint({ method: 'GET', path: '/farm-health-report/schedule', data: reportScheduleViewSchema }),
};
