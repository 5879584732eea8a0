import {
  asSubscriptionPlan,
  can,
  type Actor,
  type Coupon,
  type CustomerPlan,
  type Invoice,
  type ShopPlan,
  type ShopSite,
  type ShopSubscription,
} from '@tilth/domain';
import { forbidden, notFound } from '../../http/errors';
import type { OrganisationRepository } from '../organisations/organisationRepository';
import { scopeFromPath } from '../users/organisationScope';
import type { PaymentProvider } from './payments/paymentProvider';
import type { PlanCatalogue } from './planCatalogue';
import { atProvider } from './providerErrors';
import type { ShopAccess } from './shopAccess';
import type { ShopRepository, ShopSubscriptionRow } from './shopRepository';
import { customerPlans, presentSubscription } from './subscriptionPresenter';
import { text } from '../../lib/i18n/catalog';
import { shopText } from './messages';

const paidPlanOf = (plan: string | null) => (plan === 'Silver' || plan === 'Gold' ? plan : null);

/** The shop's reads (spec 002 §7.3): plans, coupons, a customer's plans, subscriptions and invoices, the dialog's sites. */
export class ShopQueryService {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly catalogue: PlanCatalogue,
    private readonly shop: ShopRepository,
    private readonly access: ShopAccess,
    private readonly orgs: OrganisationRepository,
  ) {}

  plans(): Promise<ShopPlan[]> {
    return this.catalogue.plans();
  }

  /** GET /coupons/{code}: a known coupon (valid or not); an unknown one is a 404. */
  async coupon(code: string): Promise<Coupon> {
    const coupon = await atProvider(() => this.provider.retrieveCoupon(code));
    if (!coupon) throw notFound(text(shopText, 'couponNotFound', { code }));
    return coupon;
  }

  /** GET /customers/{userId}/plans: the plans the user's live subscription pays for. */
  async customerPlans(actor: Actor, userId: string): Promise<CustomerPlan[]> {
    const subject = await this.access.subject(actor, userId);
    const live = await this.shop.liveSubscriptionOf(subject.userId, this.provider.name);
    return live ? customerPlans(await this.present(live)) : [];
  }

  /** GET /customers/{userId}/subscriptions: the user's subscriptions, newest first (cancelled ones too). */
  async customerSubscriptions(actor: Actor, userId: string): Promise<ShopSubscription[]> {
    const subject = await this.access.subject(actor, userId);
    const rows = await this.shop.subscriptionsOf(subject.userId, this.provider.name);
    return Promise.all(rows.map((row) => this.present(row)));
  }

  /**
   * GET /subscriptions/invoices?userId&siteId: the user's invoices (the caller's by default; the
   * provider's admin may name anyone), or only those of the subscriptions that paid for the site.
   */
  async invoices(actor: Actor, query: { userId?: string; siteId?: string }): Promise<Invoice[]> {
    // The provider's admin asking about a site sees every payer's invoices for it.
    const everyPayer = actor.role === 'tilth_admin' && !query.userId && query.siteId;
    const subject = everyPayer ? null : await this.access.subject(actor, query.userId ?? actor.userId);
    if (!query.siteId) {
      const customerId = await this.shop.customerOf(subject!.userId, this.provider.name);
      return customerId ? atProvider(() => this.provider.listInvoices(customerId)) : [];
    }
    await this.access.siteInScope(actor, query.siteId);
    const subscriptions = await this.shop.subscriptionsForSite(query.siteId, this.provider.name, subject?.userId);
    const lists = await Promise.all(subscriptions.map((s) => atProvider(() => this.provider.listInvoices(s.customer_id, s.id))));
    return lists.flat().sort((a, b) => b.created - a.created);
  }

  /** GET /shop/sites?farmId: the farm's sites with their plans and who pays, for the site-selection dialog. */
  async sites(actor: Actor, farmId: string): Promise<ShopSite[]> {
    const farm = await this.orgs.findFarm(farmId);
    if (!farm || !can(actor, 'farm:read', scopeFromPath(farm.business_path, farm.id))) throw notFound(text(shopText, 'farmNotFound'));
    if (!can(actor, 'shop:purchase', await this.access.purchaseScope(farm.business_path, farm.id))) throw forbidden();
    const rows = await this.shop.sitesOfFarm(farm.id);
    return rows.map((row) => ({
      objectId: row.id,
      siteId: row.site_id,
      name: row.name,
      farmId: row.farm_id,
      plan: asSubscriptionPlan(row.plan),
      pendingPlan: row.pending_plan === null ? null : asSubscriptionPlan(row.pending_plan),
      paidPlan: paidPlanOf(row.paid_plan),
      paidByCaller: row.paid_by === actor.userId,
    }));
  }

  private async present(row: ShopSubscriptionRow): Promise<ShopSubscription> {
    const subscription = await atProvider(() => this.provider.retrieveSubscription(row.id));
    const fallback = { id: row.id, customer: row.customer_id, status: 'canceled' as const, coupon: null, items: [], latestInvoiceId: null };
    const known = subscription ?? { ...fallback, created: Math.floor(Date.parse(row.created_at) / 1000) };
    return presentSubscription(known, await this.catalogue.plans(), await this.shop.liveSitesOf(row.id));
  }
}
