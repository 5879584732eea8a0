import type { FastifyPluginAsync } from 'fastify';
import { dealerAuditEndpoints, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { DealerSummaryService } from './dealerSummaryService';
import type { PlanAuditService } from './planAuditService';
import type { SiteSubscriptionService } from './siteSubscriptionService';

const tags = ['subscriptions'];
const PAGE_RULE =
  'For the platform admin and the users directly under the provider (403 "Cannot access this page …" otherwise); both the caller and the named user must have the Subscription page.';

export function planAuditRoutes(
  dealers: DealerSummaryService,
  audit: PlanAuditService,
  cards: SiteSubscriptionService,
): FastifyPluginAsync {
  return async (app) => {
    route(app, dealerAuditEndpoints.dealerSummary, {
      access: 'subscription:view',
      tags,
      summary: 'Dealer Summary: every dealer in the user’s subtree with how many of its sites are on None, Silver and Gold',
      description: `Sorted by dealer name ignoring case; name filters by case-insensitive substring (trimmed). Counts the effective plan (a pending change counts from its day). ${PAGE_RULE}`,
      handler: async (request) =>
        ok(await dealers.summary(requireActor(request), request.params.userId, request.query.name), 'Dealer summary'),
    });

    route(app, dealerAuditEndpoints.dealerSites, {
      access: 'subscription:view',
      tags,
      summary: 'All site details: the dealers in the user’s subtree, each with its sites (site ID, name, farm, plan, status)',
      description: `Dealers sorted by name ignoring case, sites by site ID. ${PAGE_RULE}`,
      handler: async (request) => ok(await dealers.sites(requireActor(request), request.params.userId), 'Dealer sites'),
    });

    route(app, dealerAuditEndpoints.planAudit, {
      access: 'subscription:view',
      tags,
      summary: 'Audit: plan changes of the sites in the caller’s subtree, newest first',
      description: `siteId filters by substring of the site ID (trimmed); skip and limit page the records. modifiedAt is UTC. ${PAGE_RULE}`,
      handler: async (request) => ok(await audit.page(requireActor(request), request.query), 'Plan audit'),
    });

    route(app, dealerAuditEndpoints.siteSubscription, {
      access: 'site:read',
      tags,
      summary:
        'The site’s subscription card: effective plan, the change waiting for the farm’s next day, and what the caller may see and do',
      description:
        'id is the object id or the site id. showCard is true for users directly under the provider (and the provider’s own); canUpdate (Update Subscription, to the shop) for dealer_admin and distributor_admin where the card shows.',
      handler: async (request) => ok(await cards.card(requireActor(request), request.params.id), 'Site subscription'),
    });
  };
}
