import { endpoint } from '../api/endpoint';
import { idParams } from '../api/params';
import { disconnectionHistorySchema, siteConnectionSchema } from './connection';
import { ingestBatchSchema, ingestResultSchema, stationKeySchema } from './ingest';

/** Base stations' calls: readings in, and the key they authenticate with. */
export const telemetryEndpoints = {
  ingest: endpoint({ method: 'POST', path: '/ingest/v1/readings', body: ingestBatchSchema, data: ingestResultSchema }),
  rotateStationKey: endpoint({ method: 'POST', path: '/base-stations/:id/key', params: idParams, data: stationKeySchema }),
};

/** A site's hardware link (`:id` is the site's object id or site ID). */
export const connectivityEndpoints = {
  connection: endpoint({ method: 'GET', path: '/site/:id/connection', params: idParams, data: siteConnectionSchema }),
  disconnections: endpoint({ method: 'GET', path: '/site/:id/disconnections', params: idParams, data: disconnectionHistorySchema }),
};
