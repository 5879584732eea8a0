import type { FastifyPluginAsync } from 'fastify';
import { describeSchedule, fieldReportEndpoints, ok, plural, type ReportSchedule } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { RecipientService } from './recipientService';
import type { ReportSender } from './reportSender';

const tags = ['farm health report'];

export function fieldReportRoutes(recipients: RecipientService, sender: ReportSender, schedule: ReportSchedule): FastifyPluginAsync {
  return async (app) => {
    route(app, fieldReportEndpoints.addRecipient, {
      access: 'fieldReport:manage',
      tags,
      summary: 'Add a Farm Health Report recipient: an e-mail and the farms (at least one) their report covers',
      handler: async (request) => ok(await recipients.create(requireActor(request), request.body), 'User Added Successfully.'),
    });
    route(app, fieldReportEndpoints.recipients, {
      access: 'fieldReport:manage',
      tags,
      summary: "Recipients of the caller's organisation (or farm) and of everything below it",
      handler: async (request) => ok(await recipients.list(requireActor(request)), 'Recipients'),
    });
    route(app, fieldReportEndpoints.updateRecipient, {
      access: 'fieldReport:manage',
      tags,
      summary: "Change a recipient's farms",
      handler: async (request) =>
        ok(await recipients.update(requireActor(request), request.params.id, request.body), 'User Updated Successfully.'),
    });
    route(app, fieldReportEndpoints.deleteRecipient, {
      access: 'fieldReport:manage',
      tags,
      summary: 'Stop sending the report to a recipient',
      handler: async (request) => {
        await recipients.remove(requireActor(request), request.params.id);
        return ok(null, 'User Deleted Successfully.');
      },
    });
    route(app, fieldReportEndpoints.send, {
      access: 'fieldReport:send',
      tags,
      summary: 'Send the report now (admins): to one recipient, or to every recipient the caller manages',
      handler: async (request) => {
        const result = await sender.sendNow(requireActor(request), request.body?.recipientId);
        return ok(result, `Farm Health Report sent to ${plural(result.sent, 'recipient')}.`);
      },
    });
    route(app, fieldReportEndpoints.schedule, {
      access: 'fieldReport:manage',
      tags,
      summary: 'When scheduled reports go out (FIELD_REPORT_FREQUENCY, FIELD_REPORT_WEEKDAY, FIELD_REPORT_HOUR)',
      handler: async () => ok({ ...schedule, description: describeSchedule(schedule) }, 'Schedule'),
    });
  };
}
