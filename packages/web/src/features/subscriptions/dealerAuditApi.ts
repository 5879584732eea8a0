import { dealerAuditEndpoints as endpoints } from '@tilth/domain';
import { call } from '../../api/client';

/** Query keys of the Dealer Summary and Audit tabs and the site's subscription card. */
export const dealerAuditKeys = {
  dealerSummary: (userId: string) => ['dealer-summary', userId] as const,
  audit: (siteSearch: string, skip: number) => ['plan-audit', siteSearch, skip] as const,
  siteSubscription: (siteObjId: string) => ['site-subscription', siteObjId] as const,
};

export const fetchDealerSummary = (userId: string, signal?: AbortSignal) =>
  call(endpoints.dealerSummary, { params: { userId }, query: {}, signal });

export const fetchPlanAudit = (siteSearch: string, skip: number, limit: number, signal?: AbortSignal) =>
  call(endpoints.planAudit, { query: { siteId: siteSearch || undefined, skip, limit }, signal });

export const fetchSiteSubscription = (siteObjId: string, signal?: AbortSignal) =>
  call(endpoints.siteSubscription, { params: { id: siteObjId }, signal });
