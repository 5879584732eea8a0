import type { SiteHeaderView } from '@tilth/domain';
import { api } from '../../api/client';

export const fetchSiteHeader = (siteObjId: string, signal?: AbortSignal) =>
  api.get<SiteHeaderView>(`/site/${encodeURIComponent(siteObjId)}/header`, signal);
