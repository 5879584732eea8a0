import { siteEndpoints } from '@tilth/domain';
import { call } from '../../api/client';

export const fetchSiteHeader = (siteObjId: string, signal?: AbortSignal) =>
  call(siteEndpoints.header, { params: { id: siteObjId }, signal });
