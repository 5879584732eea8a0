import type { FastifyPluginAsync } from 'fastify';
import { EXPORT_MEDIA_TYPES, exportEndpoints, ok, plural } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { accepts, fileAnswer, route } from '../../http/route';
import type { ExportService } from './exportService';
import { exportCsv, exportXlsx, exportZip } from './exportWriters';

/** Export (issue 32): several sites' data as CSV, a zip of CSVs, or XLSX. */
export function exportRoutes(exports: ExportService): FastifyPluginAsync {
  return async (app) => {
    route(app, exportEndpoints.export, {
      access: 'graph:download',
      tags: ['sites'],
      summary: 'Export the chosen sites’ readings and derived values (CSV, zip of CSVs, XLSX), or what the export holds',
      description:
        'from and to are local days of each farm (YYYY-MM-DD, at most 400 days). Without an Accept naming the format’s media type ' +
        '(text/csv, application/zip, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) the answer is the manifest: ' +
        'the sites the export writes and the ones skipped, with why. Each site needs the plan of Download all data (policy ' +
        'graph:download: tilth_admin or Gold); a site without it is skipped and listed, not refused; a site outside the caller’s ' +
        'area is 404. The file is streamed, a site-month at a time.',
      encodings: [{ mediaType: 'text/csv | application/zip | XLSX', summary: 'the file, as an attachment' }],
      handler: async (request, reply) => {
        const actor = requireActor(request);
        const plan = await exports.plan(actor, request.body);
        const { format } = request.body;
        if (!accepts(request, EXPORT_MEDIA_TYPES[format])) {
          const skipped = plan.manifest.skipped.length;
          return ok(plan.manifest, skipped ? `${plural(skipped, 'site')} skipped: the plan leaves the download out.` : 'Export ready');
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
  };
}
