import type { FastifyPluginAsync } from 'fastify';
import { ok, subscriptionHistoryEndpoints as endpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { PlanChangeService } from './planChangeService';
import type { SiteActivationService } from './siteActivationService';
import type { SubscriptionHistoryService } from './subscriptionHistoryService';

const tags = ['subscriptions'];

export function subscriptionRoutes(
  history: SubscriptionHistoryService,
  planChanges: PlanChangeService,
  activation: SiteActivationService,
): FastifyPluginAsync {
  return async (app) => {
    route(app, endpoints.history, {
      // The service refuses with the page's own message (spec 002 §8 'Cannot access this page …').
      access: 'authenticated',
      tags,
      summary: 'Subscription History: the sites of a user’s subtree grouped by farm, a page at a time, with the plan summary',
      description:
        'For the platform admin and users directly under the provider (403 otherwise). siteSearch: comma-separated terms, each ' +
        'matching a site ID by prefix or a site or dealer name by case-insensitive substring; farmSearch: farm name substring; ' +
        'plans: comma-separated Gold, Silver, None; active: both, active or inactive. Surrounding spaces are trimmed. Farms with ' +
        'no sites are listed (empty sites) unless a site filter is on. summary counts every matching site; paging counts rows ' +
        '(sites, and farms without sites).',
      handler: async (request) =>
        ok(await history.history(requireActor(request), request.params.userId, request.query), 'Subscription history'),
    });

    route(app, endpoints.savePlanChanges, {
      access: 'subscription:edit',
      tags,
      summary: 'Save plan changes: each takes effect the following day in the site’s farm time zone, with an audit record',
      description:
        'An array of {siteId (object id), oldPlan, currentPlan}; entries whose plans are equal are ignored. oldPlan is the plan ' +
        'the site will have (its pending change’s, else its current one): otherwise 409 and nothing is saved. A site outside ' +
        'the caller’s subtree is a 404 and nothing is saved. Each change replaces the site’s pending change; choosing the ' +
        'current plan again cancels it.',
      handler: async (request) => ok(await planChanges.save(requireActor(request), request.body), 'Plan changes saved'),
    });

    route(app, endpoints.activateSite, {
      access: 'site:activate',
      tags,
      summary: 'Activate a site (status ACTIVE)',
      handler: async (request) => ok(await activation.setActive(requireActor(request), request.params.id, true), 'Site activated'),
    });

    route(app, endpoints.deactivateSite, {
      access: 'site:activate',
      tags,
      summary: 'Deactivate a site (status INACTIVE)',
      handler: async (request) => ok(await activation.setActive(requireActor(request), request.params.id, false), 'Site deactivated'),
    });

    route(app, endpoints.comments, {
      access: 'subscription:view',
      tags,
      summary: 'A site’s subscription comments: its plan, its pending plan change (who, when, from which day) and a sentence',
      handler: async (request) => ok(await planChanges.comments(requireActor(request), request.params.id), 'Subscription comments'),
    });

    route(app, endpoints.activateComments, {
      access: 'subscription:view',
      tags,
      summary: 'The activation message for sites just saved: the dialog’s title and text with each site’s pending change',
      handler: async (request) =>
        ok(await planChanges.activateComments(requireActor(request), request.body.siteIds), 'Activation comments'),
    });
  };
}
