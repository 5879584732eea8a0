import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { pathIdSchema } from '../api/params';
import {
  exportJobListSchema,
  exportJobSchema,
  exportManifestSchema,
  exportRequestSchema,
  exportScheduleListSchema,
  exportScheduleSchema,
} from './schemas';

const jobParams = z.object({ jobId: pathIdSchema });
const scheduleParams = z.object({ scheduleId: pathIdSchema });

/**
 * Export (issue 32): the JSON answer is the manifest; with Accept naming the format's media type, the
 * file — or, over the background threshold, 202 with the manifest and the job preparing the file.
 */
export const exportEndpoints = {
  export: endpoint({ method: 'POST', path: '/export', body: exportRequestSchema, data: exportManifestSchema }),
  startJob: endpoint({ method: 'POST', path: '/export/jobs', body: exportRequestSchema, data: exportJobSchema }),
  jobs: endpoint({ method: 'GET', path: '/export/jobs', data: exportJobListSchema }),
  job: endpoint({ method: 'GET', path: '/export/jobs/:jobId', params: jobParams, data: exportJobSchema }),
  jobFile: endpoint({ method: 'GET', path: '/export/jobs/:jobId/file', params: jobParams, data: exportJobSchema }),
  schedules: endpoint({ method: 'GET', path: '/export/schedules', data: exportScheduleListSchema }),
  saveSchedule: endpoint({ method: 'POST', path: '/export/schedules', body: exportRequestSchema, data: exportScheduleSchema }),
  deleteSchedule: endpoint({
    method: 'DELETE',
    path: '/export/schedules/:scheduleId',
    params: scheduleParams,
    data: z.object({ deleted: z.boolean() }),
  }),
};
