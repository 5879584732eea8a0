import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  describeSchedule,
  ok,
  recipientBodySchema,
  recipientParamsSchema,
  recipientUpdateSchema,
  sendReportSchema,
  type ReportSchedule,
} from '@tilth/domain';
import { requireActor } from '../../http/access';
import type { RecipientService } from './recipientService';
import type { ReportSender } from './reportSender';

const tags = ['farm health report'];

export function fieldReportRoutes(recipients: RecipientService, sender: ReportSender, schedule: ReportSchedule): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/farm-health-report/user', {
      config: { access: 'fieldReport:manage' },
      schema: {
        tags,
        summary: 'Add a Farm Health Report recipient: an e-mail and the farms (at least one) their report covers',
        body: recipientBodySchema,
      },
      handler: async (request) => ok(await recipients.create(requireActor(request), request.body), 'User Added Successfully.'),
    });
    app.get('/farm-health-report/users', {
      config: { access: 'fieldReport:manage' },
      schema: { tags, summary: "Recipients of the caller's organisation (or farm) and of everything below it" },
      handler: async (request) => ok(await recipients.list(requireActor(request)), 'Recipients'),
    });
    app.patch('/farm-health-report/user/:id', {
      config: { access: 'fieldReport:manage' },
      schema: { tags, summary: "Change a recipient's farms", params: recipientParamsSchema, body: recipientUpdateSchema },
      handler: async (request) =>
        ok(await recipients.update(requireActor(request), request.params.id, request.body), 'User Updated Successfully.'),
    });
    app.delete('/farm-health-report/user/:id', {
      config: { access: 'fieldReport:manage' },
      schema: { tags, summary: 'Stop sending the report to a recipient', params: recipientParamsSchema },
      handler: async (request) => {
        await recipients.remove(requireActor(request), request.params.id);
        return ok(null, 'User Deleted Successfully.');
      },
    });
    app.post('/farm-health-report/send', {
      config: { access: 'fieldReport:send' },
      schema: {
        tags,
        summary: 'Send the report now (admins): to one recipient, or to every recipient the caller manages',
        body: sendReportSchema.optional(),
      },
      handler: async (request) => {
        const result = await sender.sendNow(requireActor(request), request.body?.recipientId);
        return ok(result, `Farm Health Report sent to ${result.sent} recipient${result.sent === 1 ? '' : 's'}.`);
      },
    });
    app.get('/farm-health-report/schedule', {
      config: { access: 'fieldReport:manage' },
      schema: { tags, summary: 'When scheduled reports go out (FIELD_REPORT_FREQUENCY, FIELD_REPORT_WEEKDAY, FIELD_REPORT_HOUR)' },
      handler: async () => ok({ ...schedule, description: describeSchedule(schedule) }, 'Schedule'),
    });
  };
}
