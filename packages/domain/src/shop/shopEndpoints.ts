import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { objectIdParams, userIdParams } from '../api/params';
import { couponParams, couponSchema } from './coupons';
import {
  createCustomerBodySchema,
  customerAnswerSchema,
  localCardBodySchema,
  localCardTokenSchema,
  paymentProfileSchema,
  stripeKeySchema,
  updateCustomerBodySchema,
} from './customers';
import { customerPlanSchema, providerIdSchema, shopPlanSchema } from './plans';
import {
  cancelSubscriptionSchema,
  createSubscriptionBodySchema,
  invoiceSchema,
  invoicesQuerySchema,
  shopSiteSchema,
  shopSitesQuerySchema,
  shopSubscriptionSchema,
  subscriptionChangeSchema,
  updateSubscriptionBodySchema,
} from './shopSubscriptions';

const subscriptionIdParams = z.object({ id: providerIdSchema });

/** The shop's calls (spec 002 §7.3) and the few the spec leaves unnamed (paths designed here). */
export const shopEndpoints = {
  plans: endpoint({ method: 'GET', path: '/plans', data: z.array(shopPlanSchema) }),
  customerPlans: endpoint({ method: 'GET', path: '/customers/:userId/plans', params: userIdParams, data: z.array(customerPlanSchema) }),
  paymentProfile: endpoint({ method: 'GET', path: '/customers/:userId', params: userIdParams, data: paymentProfileSchema }),
  createCustomer: endpoint({ method: 'POST', path: '/customers', body: createCustomerBodySchema, data: customerAnswerSchema }),
  updateCustomer: endpoint({
    method: 'PATCH',
    path: '/customers/:userId',
    params: userIdParams,
    body: updateCustomerBodySchema,
    data: customerAnswerSchema,
  }),
  customerSubscriptions: endpoint({
    method: 'GET',
    path: '/customers/:userId/subscriptions',
    params: userIdParams,
    data: z.array(shopSubscriptionSchema),
  }),
  createSubscription: endpoint({
    method: 'POST',
    path: '/subscriptions',
    body: createSubscriptionBodySchema,
    data: subscriptionChangeSchema,
  }),
  updateSubscription: endpoint({
    method: 'PATCH',
    path: '/subscriptions/:id',
    params: subscriptionIdParams,
    body: updateSubscriptionBodySchema,
    data: subscriptionChangeSchema,
  }),
  invoices: endpoint({ method: 'GET', path: '/subscriptions/invoices', query: invoicesQuerySchema, data: z.array(invoiceSchema) }),
  coupon: endpoint({ method: 'GET', path: '/coupons/:code', params: couponParams, data: couponSchema }),
  stripeKey: endpoint({ method: 'GET', path: '/stripe/key', data: stripeKeySchema }),
  shopSites: endpoint({ method: 'GET', path: '/shop/sites', query: shopSitesQuerySchema, data: z.array(shopSiteSchema) }),
  cancelSiteSubscription: endpoint({
    method: 'DELETE',
    path: '/site/:id/subscription',
    params: objectIdParams,
    data: cancelSubscriptionSchema,
  }),
  /**
   * The payment provider's webhook (Stripe): the raw body, verified with the `stripe-signature`
   * header; a repeated event answers duplicate: true and changes nothing (404 with the local provider).
   */
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/stripe/webhook',
    data: z.object({ received: z.literal(true), duplicate: z.boolean() }),
  }),
  /** The local provider's card client: exchanges a test card for a token (404 with the Stripe provider). */
  localCardToken: endpoint({ method: 'POST', path: '/local-pay/tokens', body: localCardBodySchema, data: localCardTokenSchema }),
};
