import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ok, shopEndpoints as endpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import type { CustomerService } from './customerService';
import { LocalPaymentProvider } from './payments/localProvider';
import type { PaymentProvider } from './payments/paymentProvider';
import { atProvider } from './providerErrors';
import type { PurchaseService } from './purchaseService';
import type { ShopQueryService } from './shopQueryService';
import type { SiteRelease } from './siteRelease';
import type { WebhookService } from './webhookService';
import { text } from '../../lib/i18n/catalog';
import { shopText } from './messages';

const tags = ['shop'];
const WHO_BUYS =
  'Purchasing is for admins other than the provider’s admin, per site (403 otherwise; members too when the Team Shopping Settings of their account allow it); a site outside the caller’s subtree is a 404.';
const CHARGE_ERRORS =
  'A declined card is a 402 with the provider’s message and changes nothing; a provider out of reach is a 502 (nothing charged).';

export interface ShopServices {
  provider: PaymentProvider;
  customers: CustomerService;
  purchases: PurchaseService;
  release: SiteRelease;
  queries: ShopQueryService;
  webhooks: WebhookService;
}

/** The shop's calls (spec 002 §7.3) and the payment provider's webhook. */
export function shopRoutes(shop: ShopServices): FastifyPluginAsync {
  return async (app) => {
    route(app, endpoints.plans, {
      access: 'shop:browse',
      tags,
      summary: 'The plans on sale (Silver and Gold): price in cents per site and interval, with their metadata',
      handler: async () => ok(await shop.queries.plans(), 'Plans'),
    });

    route(app, endpoints.coupon, {
      access: 'shop:browse',
      tags,
      summary: 'A coupon by code: percent_off or amount_off, and whether it is still valid (404 when unknown)',
      handler: async (request) => ok(await shop.queries.coupon(request.params.code), 'Coupon'),
    });

    route(app, endpoints.stripeKey, {
      access: 'shop:browse',
      tags,
      summary: 'The payment provider’s public key for its card client ({key}; null with the local provider) and the provider’s name',
      handler: async () => ok(shop.customers.stripeKey(), 'Payment provider key'),
    });

    route(app, endpoints.paymentProfile, {
      access: 'authenticated',
      tags,
      summary: 'The payment part of the profile: saved cards (for those who may use them), canPurchase, canUseSavedCards, provider',
      description: 'Only the caller’s own (by id or username); the provider’s admin may read anyone’s. Others are a 403.',
      handler: async (request) => ok(await shop.customers.paymentProfile(requireActor(request), request.params.userId), 'Payment profile'),
    });

    route(app, endpoints.createCustomer, {
      access: 'shop:savedCards',
      tags,
      summary: 'Become a payment customer with a first card (a token from the provider’s card client); a customer adds the card',
      description: 'Saved cards are for admins other than the provider’s admin (spec 002 §2.8). The card number never reaches Tilth.',
      handler: async (request) => ok(await shop.customers.create(requireActor(request), request.body.token), 'Customer saved'),
    });

    route(app, endpoints.updateCustomer, {
      access: 'shop:savedCards',
      tags,
      summary: 'Add a card ({token}) or make a saved card the default ({sourceId, changeDefaultPayment: true})',
      description: 'Only the caller’s own customer (403 otherwise). A card that is not the caller’s is a 400 naming sourceId.',
      handler: async (request) =>
        ok(await shop.customers.update(requireActor(request), request.params.userId, request.body), 'Customer updated'),
    });

    route(app, endpoints.customerPlans, {
      access: 'authenticated',
      tags,
      summary: 'The plans the user’s live subscription pays for, each with its subscription item and sites',
      description: 'Only the caller’s own (the provider’s admin may read anyone’s).',
      handler: async (request) => ok(await shop.queries.customerPlans(requireActor(request), request.params.userId), 'Customer plans'),
    });

    route(app, endpoints.customerSubscriptions, {
      access: 'authenticated',
      tags,
      summary: 'The user’s subscriptions, newest first: items with plan, quantity and the sites each pays for',
      description: 'Only the caller’s own (the provider’s admin may read anyone’s).',
      handler: async (request) =>
        ok(await shop.queries.customerSubscriptions(requireActor(request), request.params.userId), 'Customer subscriptions'),
    });

    route(app, endpoints.createSubscription, {
      access: 'shop:purchase',
      tags,
      summary: 'Buy a plan for sites: charged now, each site’s plan changes from its farm’s next day (audited as the purchaser)',
      description:
        `${WHO_BUYS} A site another account pays for, or already paid on this plan, is a 409; a site the caller pays on the other plan moves to this one. ` +
        `Without subscriptionData.token the caller’s saved default card is charged (admins only). ${CHARGE_ERRORS} ` +
        'A caller who has a subscription gets the sites added to it. The receipt is mailed to the account’s Receipt Email, else the purchaser.',
      handler: async (request) => ok(await shop.purchases.create(requireActor(request), request.body), 'Subscription Updated'),
    });

    route(app, endpoints.updateSubscription, {
      access: 'shop:purchase',
      tags,
      summary: 'Change the caller’s subscription: a new plan (isNewPlan), sites added to an item or removed from it',
      description: `${WHO_BUYS} Removing the subscription’s last site cancels it; removed sites go to None from the farm’s next day (nothing refunded). ${CHARGE_ERRORS}`,
      handler: async (request) =>
        ok(await shop.purchases.update(requireActor(request), request.params.id, request.body), 'Subscription Updated'),
    });

    route(app, endpoints.invoices, {
      access: 'authenticated',
      tags,
      summary: 'Invoices, newest first: the user’s (the caller by default), or those of the subscriptions that paid for a site',
      description: 'userId: only the caller’s own (the provider’s admin may name anyone, and with siteId alone sees every payer’s).',
      handler: async (request) => ok(await shop.queries.invoices(requireActor(request), request.query), 'Invoices'),
    });

    route(app, endpoints.shopSites, {
      access: 'shop:purchase',
      tags,
      summary:
        'The site-selection dialog: the farm’s sites with their plan, pending plan, the plan paid for them and whether the caller pays',
      handler: async (request) => ok(await shop.queries.sites(requireActor(request), request.query.farmId), 'Shop sites'),
    });

    route(app, endpoints.cancelSiteSubscription, {
      access: 'shop:purchase',
      tags,
      summary: 'Cancel the site’s subscription: the site leaves its payer’s subscription and goes to None from the farm’s next day',
      description:
        'Only the site’s payer (400 “Payment info was not added by this user for this site” otherwise); the last site cancels the whole subscription. Nothing is refunded.',
      handler: async (request) => ok(await shop.release.cancelSite(requireActor(request), request.params.id), 'Subscription Cancelled.'),
    });

    route(app, endpoints.localCardToken, {
      access: 'shop:browse',
      tags,
      summary: 'The local provider’s card client: a test card for a single-use token (404 with the Stripe provider)',
      description:
        'Only Stripe’s public test card numbers; the number is checked and forgotten (brand, last4 and expiry are kept). ' +
        'The token serves only the caller: another user’s purchase or saved cards refuse it (400 naming the token field).',
      handler: async (request) => {
        const provider = shop.provider;
        if (!(provider instanceof LocalPaymentProvider)) throw notFound(text(shopText, 'cardFormStripesProvider'));
        const userId = requireActor(request).userId;
        return ok(await atProvider(() => provider.createToken(request.body, userId)), 'Card token');
      },
    });

    await app.register(webhookRoute(shop.webhooks));
  };
}

/** The webhook in a scope of its own: its body stays raw bytes, as the signature covers them. */
function webhookRoute(webhooks: WebhookService) {
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(app, endpoints.stripeWebhook, {
      access: 'public',
      tags,
      summary: 'The payment provider’s events (Stripe): verified by the stripe-signature header and applied once',
      description:
        'A wrong signature is a 400 “Webhook signature does not verify”; a repeated event answers duplicate: true and changes nothing. ' +
        'customer.subscription.deleted takes the subscription’s sites to None from the farm’s next day. 404 with the local provider.',
      handler: async (request) => {
        const raw: unknown = request.body;
        const body = Buffer.isBuffer(raw) ? raw : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        return ok(await webhooks.receive(body, Array.isArray(signature) ? signature[0] : signature), 'Webhook received');
      },
    });
  };
}
