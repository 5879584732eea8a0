import {
  shopEndpoints as endpoints,
  type LocalCardBody,
  type ShopPlan,
  type ShopSubscription,
  type UpdateCustomerBody,
} from '@tilth/domain';
import { call } from '../../api/client';

/** Every shop query starts with ['shop']: one invalidation after a purchase refreshes them all. */
export const shopKeys = {
  all: ['shop'] as const,
  plans: ['shop', 'plans'] as const,
  paymentProfile: (userId: string) => ['shop', 'payment-profile', userId] as const,
  subscriptions: (userId: string) => ['shop', 'subscriptions', userId] as const,
  sites: (farmId: string) => ['shop', 'sites', farmId] as const,
  invoices: (userId: string) => ['shop', 'invoices', userId] as const,
  stripeKey: ['shop', 'stripe-key'] as const,
};

export const fetchPlans = (signal?: AbortSignal) => call(endpoints.plans, { signal });

export const fetchPaymentProfile = (userId: string, signal?: AbortSignal) => call(endpoints.paymentProfile, { params: { userId }, signal });

export const fetchCustomerSubscriptions = (userId: string, signal?: AbortSignal) =>
  call(endpoints.customerSubscriptions, { params: { userId }, signal });

export const fetchShopSites = (farmId: string, signal?: AbortSignal) => call(endpoints.shopSites, { query: { farmId }, signal });

export const fetchInvoices = (userId: string, signal?: AbortSignal) => call(endpoints.invoices, { query: { userId }, signal });

export const fetchCoupon = (code: string) => call(endpoints.coupon, { params: { code } });

export const fetchStripeKey = (signal?: AbortSignal) => call(endpoints.stripeKey, { signal });

/** The local provider's card client: the number goes to this call only. */
export const createLocalCardToken = (body: LocalCardBody) => call(endpoints.localCardToken, { body });

export const createCustomer = (token: string) => call(endpoints.createCustomer, { body: { token } });

export const updateCustomer = (userId: string, body: UpdateCustomerBody) => call(endpoints.updateCustomer, { params: { userId }, body });

export interface PurchaseRequest {
  plan: ShopPlan;
  siteIds: string[];
  coupon?: string;
  /** A card entered at checkout by a member who may not keep cards (used once). */
  token?: string;
}

/**
 * Spec 002 §2.8 "creates or extends a subscription": with no live subscription, POST /subscriptions;
 * with one that has an item for the plan, add the sites to that item; otherwise add the plan as a new item.
 */
export function purchase(subscriptions: ShopSubscription[], { plan, siteIds, coupon, token }: PurchaseRequest) {
  const selectedPlan = { plan: plan.id, name: plan.metadata.name, sites: siteIds };
  const subscriptionData = { selectedPlan, coupon: coupon || undefined, token };
  const live = subscriptions.find((s) => s.status === 'active');
  if (!live) return call(endpoints.createSubscription, { body: { subscriptionData } });
  const item = live.items.data.find((i) => i.plan.id === plan.id);
  const body = item
    ? { isSiteAdditionOperation: true, subscriptionItemId: item.id, subscriptionData }
    : { isNewPlan: true, subscriptionData };
  return call(endpoints.updateSubscription, { params: { id: live.id }, body });
}
