import { siteDetailEndpoints } from '@tilth/domain';
import { call } from '../../api/client';

export const fetchSiteHeader = (siteObjId: string, signal?: AbortSignal) =>
  call(siteDetailEndpoints.header, { params: { id: siteObjId }, signal });
