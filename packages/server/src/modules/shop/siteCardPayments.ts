import { can, type Actor, type Scope, type SiteSubscription } from '@tilth/domain';
import type { PaymentProvider } from './payments/paymentProvider';
import type { PlanCatalogue } from './planCatalogue';
import type { ShopAccess } from './shopAccess';
import type { ShopRepository } from './shopRepository';

type CardPayment = Pick<SiteSubscription, 'subscriptionDetails' | 'canCancel'>;

/**
 * The shop's part of the site's subscription card (GET /site/{id}/subscription, spec 002 §3
 * site.subscriptionDetails): the subscription paying for the site, whoever pays, and whether the
 * caller sees 'Cancel Subscription' (they may buy plans for the site).
 */
export class SiteCardPayments {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly catalogue: PlanCatalogue,
    private readonly shop: ShopRepository,
    private readonly access: ShopAccess,
  ) {}

  async of(actor: Actor, siteObjectId: string, scope: Scope): Promise<CardPayment> {
    const payer = (await this.shop.livePayers([siteObjectId])).find((p) => p.provider === this.provider.name);
    const subscription = payer && (await this.shop.subscription(payer.subscription_id));
    if (!payer || !subscription) return { subscriptionDetails: null, canCancel: false };
    const counts = new Map<string, number>();
    for (const row of await this.shop.liveSitesOf(subscription.id)) counts.set(row.item_id, (counts.get(row.item_id) ?? 0) + 1);
    // The card must load even when the provider cannot be reached: a yearly plan is what the shop sells.
    const plan = await this.catalogue.find(payer.plan_id).catch(() => undefined);
    const membersMayPurchase = (await this.access.settingsOf(scope.organisationPath))?.membersMayPurchase === true;
    return {
      subscriptionDetails: {
        subscription: {
          id: subscription.id,
          created: Math.floor(Date.parse(subscription.created_at) / 1000),
          items: [...counts].map(([id, quantity]) => ({ id, quantity })),
          plan: {
            id: payer.plan_id,
            name: payer.site_plan,
            interval: plan?.interval ?? 'year',
            interval_count: plan?.interval_count ?? 1,
          },
        },
      },
      canCancel: can(actor, 'shop:purchase', { ...scope, membersMayPurchase }),
    };
  }
}
