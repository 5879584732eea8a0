import { endpoint } from '../api/endpoint';
import { idParams } from '../api/params';
import { thresholdSummarySchema } from './thresholdSummary';

export const thresholdEndpoints = {
  /** `:id` is the site's object id or site ID. */
  detect: endpoint({ method: 'POST', path: '/site/:id/thresholds/detect', params: idParams, data: thresholdSummarySchema }),
};
