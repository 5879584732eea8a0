import { endpoint } from '../api/endpoint';
import { exportManifestSchema, exportRequestSchema } from './schemas';

/** Export (issue 32): the JSON answer is the manifest; with Accept naming the format's media type, the file. */
export const exportEndpoints = {
  export: endpoint({ method: 'POST', path: '/export', body: exportRequestSchema, data: exportManifestSchema }),
};
