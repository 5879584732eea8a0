import type { CustomerPlan, ShopPlan, ShopSubscription } from '@tilth/domain';
import type { ProviderSubscription } from './payments/paymentProvider';
import type { PaidSiteRow } from './shopRepository';

const sitesOfItem = (rows: readonly PaidSiteRow[], itemId: string) => rows.filter((r) => r.item_id === itemId).map((r) => r.site_id);

/**
 * Spec 002 §3 subscription objects: the provider's subscription with each item's plan and the sites
 * Tilth's books say it pays for (items of plans no longer on sale are left out).
 */
export function presentSubscription(
  subscription: ProviderSubscription,
  plans: readonly ShopPlan[],
  rows: readonly PaidSiteRow[],
): ShopSubscription {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    created: subscription.created,
    coupon: subscription.coupon,
    items: {
      data: subscription.items.flatMap((item) => {
        const plan = plans.find((p) => p.id === item.planId);
        return plan ? [{ id: item.id, plan, quantity: item.quantity, sites: sitesOfItem(rows, item.id) }] : [];
      }),
    },
  };
}

/** GET /customers/{userId}/plans: each plan the live subscription pays for, with its item and sites. */
export function customerPlans(subscription: ShopSubscription): CustomerPlan[] {
  return subscription.items.data.map((item) => ({
    plan: item.plan,
    subscriptionId: subscription.id,
    subscriptionItemId: item.id,
    sites: item.sites,
  }));
}
