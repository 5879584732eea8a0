import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Job } from '../../jobs/scheduler';
import type { AlertEvaluator } from '../notifications/alertEvaluator';
import type { Viewpoints } from '../organisations/viewpoint';
import type { SiteRepository } from '../sites/siteRepository';
import type { UserRepository } from '../users/userRepository';
import { DealerSummaryService } from './dealerSummaryService';
import { PlanActivation, planActivationJob } from './planActivation';
import type { PlanAuditRepository } from './planAuditRepository';
import { planAuditRoutes } from './planAuditRoutes';
import { PlanAuditService } from './planAuditService';
import { PlanChangeService } from './planChangeService';
import { subscriptionRoutes } from './routes';
import { SiteActivationService } from './siteActivationService';
import { SiteSubscriptionService, type SitePayments } from './siteSubscriptionService';
import { SubscriptionHistoryService } from './subscriptionHistoryService';
import type { SubscriptionRepository } from './subscriptionRepository';

export interface SubscriptionsModuleDeps {
  subscriptions: SubscriptionRepository;
  planAudit: PlanAuditRepository;
  sites: SiteRepository;
  users: UserRepository;
  viewpoints: Viewpoints;
  /** Told when a plan change applies (the plan's alerts). */
  alerts: Pick<AlertEvaluator, 'planChangeActivated'>;
  /** The shop's part of a site's plan card, so this module never imports the shop. */
  sitePayments: SitePayments;
}

/**
 * Subscriptions: the history page, plan changes and their activation on the farm's next day, site
 * activation, the Dealer Summary, the plan audit and a site's plan card (the composition root calls this once).
 */
export function createSubscriptionsModule(d: SubscriptionsModuleDeps) {
  const history = new SubscriptionHistoryService(d.subscriptions, d.viewpoints);
  const planChanges = new PlanChangeService(d.subscriptions, d.users);
  const siteActivation = new SiteActivationService(d.subscriptions);
  const planActivation = new PlanActivation(d.subscriptions, d.alerts);
  const dealerSummary = new DealerSummaryService(d.planAudit, d.viewpoints);
  const planAudit = new PlanAuditService(d.planAudit, d.viewpoints);
  const siteSubscriptions = new SiteSubscriptionService(d.sites, d.planAudit, d.sitePayments);
  return {
    history,
    planChanges,
    siteActivation,
    /** Applies plan changes once the farm's local midnight has passed (a scheduled job). */
    planActivation,
    dealerSummary,
    planAudit,
    siteSubscriptions,
    routes: (): FastifyPluginAsync => async (app) => {
      await app.register(subscriptionRoutes(history, planChanges, siteActivation));
      await app.register(planAuditRoutes(dealerSummary, planAudit, siteSubscriptions));
    },
    // A farm's plan change applies once its local midnight has passed.
    jobs: (log: FastifyBaseLogger): Job[] => [planActivationJob(planActivation, log)],
  };
}
