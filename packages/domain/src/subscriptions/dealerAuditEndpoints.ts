import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, userIdParams } from '../api/params';
import { dealerSitesSchema, dealerSummaryQuerySchema, dealerSummarySchema } from './dealerSummary';
import { planAuditPageSchema, planAuditQuerySchema } from './planAudit';
import { siteSubscriptionSchema } from './siteSubscription';

/** Dealer Summary and Audit tabs (spec 002 §2.6–§2.7, §7.3) and the site's subscription card (§2.2). */
export const dealerAuditEndpoints = {
  dealerSummary: endpoint({
    method: 'GET',
    path: '/user/:userId/dealer-summary',
    params: userIdParams,
    query: dealerSummaryQuerySchema,
    data: z.array(dealerSummarySchema),
  }),
  dealerSites: endpoint({
    method: 'GET',
    path: '/user/:userId/dealer-sites',
    params: userIdParams,
    data: z.array(dealerSitesSchema),
  }),
  planAudit: endpoint({ method: 'GET', path: '/subscriptions/plan-audit', query: planAuditQuerySchema, data: planAuditPageSchema }),
  siteSubscription: endpoint({ method: 'GET', path: '/site/:id/subscription', params: idParams, data: siteSubscriptionSchema }),
};
