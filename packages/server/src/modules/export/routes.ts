import type { FastifyPluginAsync } from 'fastify';
import { EXPORT_MEDIA_TYPES, exportEndpoints, ok, plural } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { accepts, fileAnswer, route } from '../../http/route';
import { requestLanguage } from '../../lib/i18n/catalog';
import { jobIn } from './exportWords';
import type { ExportJobService } from './exportJobService';
import type { ExportService } from './exportService';
import { exportCsv, exportXlsx, exportZip } from './exportWriters';

/** Export (issue 32): several sites' data as CSV, a zip of CSVs, or XLSX; large ones as background jobs; weekly e-mails. */
export function exportRoutes(exports: ExportService, jobs: ExportJobService): FastifyPluginAsync {
  return async (app) => {
    route(app, exportEndpoints.export, {
      access: 'graph:download',
      // Reads only: read-only API keys may export (issue 32).
      keys: 'read',
      tags: ['sites'],
      summary: 'Export the chosen sites’ readings and derived values (CSV, zip of CSVs, XLSX), or what the export holds',
      description:
        'from and to are local days of each farm (YYYY-MM-DD, at most 400 days). Without an Accept naming the format’s media type ' +
        '(text/csv, application/zip, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) the answer is the manifest: ' +
        'the sites the export writes and the ones skipped, with why. Each site needs the plan of Download all data (policy ' +
        'graph:download: tilth_admin or Gold); a site without it is skipped and listed, not refused; a site outside the caller’s ' +
        'area is 404. The file is streamed, a site-month at a time. Over the background threshold (included sites × days, ' +
        'EXPORT_BACKGROUND_SITE_DAYS) a file request answers 202 with the manifest and the job preparing the file (see /export/jobs).',
      encodings: [{ mediaType: 'text/csv | application/zip | XLSX', summary: 'the file, as an attachment' }],
      handler: async (request, reply) => {
        const actor = requireActor(request);
        const language = requestLanguage(request);
        const plan = await exports.plan(actor, request.body, language);
        const { format } = request.body;
        if (!accepts(request, EXPORT_MEDIA_TYPES[format])) {
          const skipped = plan.manifest.skipped.length;
          return ok(plan.manifest, skipped ? `${plural(skipped, 'site')} skipped: the plan leaves the download out.` : 'Export ready');
        }
        if (plan.manifest.background) {
          const { job } = await jobs.start(actor, request.body);
          void reply.code(202);
          return ok({ ...plan.manifest, job: jobIn(language, job) }, 'This export is large: it is being prepared in the background.', 202);
        }
        void reply.header('Content-Disposition', `attachment; filename="${plan.manifest.fileName}"`);
        void reply.header('Cache-Control', 'no-store');
        if (format === 'csv') {
          return fileAnswer(exportEndpoints.export, {
            contentType: 'text/csv; charset=utf-8',
            body: exportCsv(exports, actor, plan),
            compress: true,
          });
        }
        const body = format === 'xlsx' ? exportXlsx(exports, actor, plan) : exportZip(exports, actor, plan);
        return fileAnswer(exportEndpoints.export, { contentType: EXPORT_MEDIA_TYPES[format], body, compress: false });
      },
    });

    route(app, exportEndpoints.startJob, {
      access: 'graph:download',
      tags: ['sites'],
      summary: 'Prepare an export in the background',
      description:
        'Queues the export as a job whatever its size (POST /export does so itself over the threshold): the answer (202) is the job; ' +
        'follow it with GET /export/jobs/{jobId}. When done the file is kept for EXPORT_FILE_DAYS days, the bell says so and an e-mail ' +
        'brings the link. Sites as POST /export: outside the caller’s area 404, without the plan skipped; none exportable 400.',
      handler: async (request, reply) => {
        const { job } = await jobs.start(requireActor(request), request.body);
        void reply.code(202);
        return ok(jobIn(requestLanguage(request), job), 'The export is being prepared.', 202);
      },
    });
    route(app, exportEndpoints.jobs, {
      access: 'authenticated',
      tags: ['sites'],
      summary: 'The caller’s recent background exports, newest first',
      handler: async (request) => {
        const language = requestLanguage(request);
        return ok({ jobs: (await jobs.list(requireActor(request))).map((job) => jobIn(language, job)) });
      },
    });
    route(app, exportEndpoints.job, {
      access: 'authenticated',
      tags: ['sites'],
      summary: 'A background export’s status and progress (the caller’s own; others are not found)',
      handler: async (request) => ok(jobIn(requestLanguage(request), await jobs.get(requireActor(request), request.params.jobId))),
    });
    route(app, exportEndpoints.jobFile, {
      access: 'authenticated',
      tags: ['sites'],
      summary: 'A finished background export’s file (the caller’s own; others are not found)',
      description: 'Not ready yet: 409. Expired (its file deleted): 410.',
      encodings: [{ mediaType: 'text/csv | application/zip | XLSX', summary: 'the file, as an attachment' }],
      handler: async (request, reply) => {
        const file = await jobs.file(requireActor(request), request.params.jobId);
        void reply.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
        void reply.header('Content-Length', String(file.size));
        void reply.header('Cache-Control', 'no-store');
        return fileAnswer(exportEndpoints.jobFile, { contentType: file.contentType, body: file.body, compress: false });
      },
    });
    route(app, exportEndpoints.schedules, {
      access: 'authenticated',
      tags: ['sites'],
      summary: 'The caller’s weekly e-mailed exports',
      handler: async (request) => ok({ schedules: await jobs.schedules(requireActor(request)) }),
    });
    route(app, exportEndpoints.saveSchedule, {
      access: 'graph:download',
      tags: ['sites'],
      summary: 'E-mail this export every Monday',
      description:
        'Saves the choices (sites, measurements, interval, units, format) to send every Monday from 06:00 in the farm’s time: the ' +
        'last as many days as from–to covers, up to Sunday; attached when under EXPORT_ATTACH_MAX_BYTES, else a link to the file.',
      handler: async (request) =>
        ok(await jobs.saveSchedule(requireActor(request), request.body), 'Saved: this export is e-mailed every Monday.'),
    });
    route(app, exportEndpoints.deleteSchedule, {
      access: 'authenticated',
      tags: ['sites'],
      summary: 'Stop a weekly e-mailed export (the caller’s own; others are not found)',
      handler: async (request) =>
        ok({ deleted: await jobs.deleteSchedule(requireActor(request), request.params.scheduleId) }, 'The weekly export is stopped.'),
    });
  };
}
