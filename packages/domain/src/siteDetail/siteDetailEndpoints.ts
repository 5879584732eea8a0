import { endpoint } from '../api/endpoint';
import { idParams } from '../api/params';
import { siteHeaderViewSchema } from './siteHeader';
import { graphDatasBodySchema, thumbnailAnswerSchema } from './thumbnails';

/** The site detail shell's header, and several sites' graphs at once for the thumbnails. */
export const siteDetailEndpoints = {
  header: endpoint({ method: 'GET', path: '/site/:id/header', params: idParams, data: siteHeaderViewSchema }),
  thumbnails: endpoint({ method: 'POST', path: '/stem/graph-datas', body: graphDatasBodySchema, data: thumbnailAnswerSchema }),
};
