import type { SiteCardView } from '@tilth/domain';

const id = encodeURIComponent;

/** /farm/{farmid}/site/{siteId}/{objectId}/{twigId}: twigless sites get '-' so the shape holds. */
export function sitePath(site: Pick<SiteCardView, 'farm' | 'siteId' | 'objectId' | 'twigId'>): string {
  return `/farm/${id(site.farm.objectId)}/site/${id(site.siteId)}/${id(site.objectId)}/${id(site.twigId ?? '-')}`;
}

export const siteGraphPath = (site: Pick<SiteCardView, 'farm' | 'siteId' | 'objectId' | 'twigId'>) => `${sitePath(site)}/graph`;

export const farmSitesPath = (farmId: string) => `/farm/${id(farmId)}/sites`;
