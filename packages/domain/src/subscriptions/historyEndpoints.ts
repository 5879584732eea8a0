import { endpoint } from '../api/endpoint';
import { objectIdParams, userIdParams } from '../api/params';
import { activateCommentsBodySchema, activateCommentsSchema, siteActiveStateSchema, subscriptionCommentsSchema } from './activation';
import { subscriptionHistoryQuerySchema, subscriptionHistorySchema } from './history';
import { savedPlanChangesSchema, savePlanChangesBodySchema } from './planChanges';

/** Subscription History (spec 002 §2.5, §4, §7.3): the list, plan changes and the site switch. */
export const subscriptionHistoryEndpoints = {
  history: endpoint({
    method: 'GET',
    path: '/user/:userId/subscription-history',
    params: userIdParams,
    query: subscriptionHistoryQuerySchema,
    data: subscriptionHistorySchema,
  }),
  savePlanChanges: endpoint({
    method: 'POST',
    path: '/subscriptions/plan-changes',
    body: savePlanChangesBodySchema,
    data: savedPlanChangesSchema,
  }),
  activateSite: endpoint({ method: 'POST', path: '/site/:id/activate', params: objectIdParams, data: siteActiveStateSchema }),
  deactivateSite: endpoint({ method: 'POST', path: '/site/:id/deactivate', params: objectIdParams, data: siteActiveStateSchema }),
  comments: endpoint({
    method: 'GET',
    path: '/site/subscription-comments/:id',
    params: objectIdParams,
    data: subscriptionCommentsSchema,
  }),
  activateComments: endpoint({
    method: 'POST',
    path: '/subscriptions/activate-comments',
    body: activateCommentsBodySchema,
    data: activateCommentsSchema,
  }),
};
