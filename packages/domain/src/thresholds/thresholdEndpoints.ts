import { endpoint } from '../api/endpoint';
import { idParams } from '../api/params';
import { thresholdPageSchema } from './thresholdPage';
import { thresholdSummarySchema } from './thresholdSummary';

/** `:id` is the site's object id or site ID. */
export const thresholdEndpoints = {
  detect: endpoint({ method: 'POST', path: '/site/:id/thresholds/detect', params: idParams, data: thresholdSummarySchema }),
  /** The threshold page: sensors, threshold sets, applied template, recompute state. */
  page: endpoint({ method: 'GET', path: '/site/:id/thresholds', params: idParams, data: thresholdPageSchema }),
};
