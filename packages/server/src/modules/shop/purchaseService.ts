import {
  SHOP_TEXT,
  type Actor,
  type CreateSubscriptionBody,
  type ShopPlan,
  type SubscriptionChange,
  type UpdateSubscriptionBody,
} from '@tilth/domain';
import { AppError, badRequest, notFound, type ErrorMessage } from '../../http/errors';
import type { PlanSiteRow } from '../subscriptions/subscriptionRepository';
import type { CustomerData, CustomerService } from './customerService';
import type { PaymentProvider, ProviderSubscription } from './payments/paymentProvider';
import type { PlanCatalogue } from './planCatalogue';
import { atProvider } from './providerErrors';
import type { ReceiptSender } from './receiptSender';
import type { ShopAccess } from './shopAccess';
import { pendingOf, type ShopLedger } from './shopLedger';
import type { PaidSiteRow, ShopRepository, ShopSubscriptionRow } from './shopRepository';
import type { SiteRelease } from './siteRelease';
import { presentSubscription } from './subscriptionPresenter';
import { text } from '../../lib/i18n/catalog';
import { shopText } from './messages';

type SubscriptionData = CreateSubscriptionBody['subscriptionData'];
type ItemChange = { itemId?: string; planId: string; quantity: number };
const SITES_FIELD = 'subscriptionData.selectedPlan.sites';
const ITEM_FIELD = 'subscriptionItemId';
const conflict = (message: ErrorMessage) => new AppError(409, 'Conflict', message);

/** How many sites each item of a subscription pays for, by item id. */
function itemCounts(rows: readonly PaidSiteRow[]): Map<string, { planId: string; count: number }> {
  const counts = new Map<string, { planId: string; count: number }>();
  for (const row of rows) counts.set(row.item_id, { planId: row.plan_id, count: (counts.get(row.item_id)?.count ?? 0) + 1 });
  return counts;
}

/**
 * Buying plans for sites (spec 002 §2.8, §4, §7.3): everything is checked first, then the provider
 * charges, then one transaction records who pays for which site with the plan changes (the farm's
 * next day, audited as the purchaser). A declined charge writes nothing; a failed record undoes the
 * provider change.
 */
export class PurchaseService {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly catalogue: PlanCatalogue,
    private readonly shop: ShopRepository,
    private readonly ledger: ShopLedger,
    private readonly access: ShopAccess,
    private readonly customers: CustomerService,
    private readonly release: SiteRelease,
    private readonly receipts: ReceiptSender,
    private readonly log: (error: unknown, message: string) => void,
  ) {}

  /** POST /subscriptions: the caller's subscription for a plan and sites (added to it when they already have one). */
  async create(actor: Actor, body: CreateSubscriptionBody): Promise<SubscriptionChange> {
    const live = await this.shop.liveSubscriptionOf(actor.userId, this.provider.name);
    return this.add(actor, body.subscriptionData, live ?? null, undefined, body.customerData);
  }

  /** PATCH /subscriptions/{id}: a new plan, sites added to an item, or sites removed from one. */
  async update(actor: Actor, id: string, body: UpdateSubscriptionBody): Promise<SubscriptionChange> {
    const subscription = await this.shop.subscription(id);
    if (!subscription || subscription.user_id !== actor.userId || subscription.provider !== this.provider.name) {
      throw notFound(text(shopText, 'subscriptionNotFound'));
    }
    if (subscription.status !== 'active') throw conflict(text(shopText, 'subscriptionCancelledStartNew', { id }));
    if (body.isSiteRemoveOperation) return this.remove(actor, subscription, body.subscriptionItemId!, body.subscriptionData);
    return this.add(actor, body.subscriptionData, subscription, body.isSiteAdditionOperation ? body.subscriptionItemId : undefined);
  }

  private async add(
    actor: Actor,
    data: SubscriptionData,
    live: ShopSubscriptionRow | null,
    itemId: string | undefined,
    customerData?: CustomerData,
  ): Promise<SubscriptionChange> {
    const plan = await this.catalogue.require(data.selectedPlan.plan);
    if (data.selectedPlan.name && data.selectedPlan.name !== plan.metadata.name) {
      const field = 'subscriptionData.selectedPlan.name';
      throw badRequest(text(shopText, 'planNot', { field, id: plan.id, name: plan.metadata.name, name2: data.selectedPlan.name }), [field]);
    }
    const ids = data.selectedPlan.sites;
    const sites = await this.access.purchasableSites(actor, ids);
    const liveRows = live ? await this.shop.liveSitesOf(live.id) : [];
    if (itemId !== undefined && !liveRows.some((r) => r.item_id === itemId && r.plan_id === plan.id)) {
      throw badRequest(text(shopText, 'notSubscriptionsItem', { itemField: ITEM_FIELD, itemId, name: plan.metadata.name }), [ITEM_FIELD]);
    }
    const moved = await this.sitesToMove(actor, live, plan, sites);
    const coupon = await this.validCoupon(data.coupon);
    const customerId = await this.customers.chargeableCustomer(actor, data.token, customerData);
    const user = await this.access.userOf(actor);

    const { subscription, undo } = await this.charge(actor, customerId, live, liveRows, plan, ids.length, moved, coupon);
    const item = subscription.items.find((i) => i.planId === plan.id);
    const bought = ids.map((id) => sites.get(id)!);
    let writes;
    try {
      if (!item) throw new Error(`the provider's subscription ${subscription.id} has no item for ${plan.id}`);
      writes = await this.ledger.recordPurchase({
        created: live
          ? null
          : {
              id: subscription.id,
              provider: this.provider.name,
              user_id: actor.userId,
              customer_id: customerId,
              status: 'active',
              created_at: new Date().toISOString(),
              canceled_at: null,
            },
        subscriptionId: subscription.id,
        itemId: item.id,
        plan,
        userId: actor.userId,
        sites: bought,
        movedRowIds: moved.map((r) => r.id),
        by: { id: user.id, name: user.name },
      });
    } catch (error) {
      this.log(error, 'shop purchase not recorded; undoing it at the provider');
      await undo(subscription).catch((undoError: unknown) => this.log(undoError, 'shop purchase undo failed at the provider'));
      throw new AppError(500, 'PurchaseNotRecorded', text(shopText, 'purchaseCouldNotRecorded'));
    }
    if (subscription.latestInvoiceId) {
      await this.receipts.receipt(actor, {
        customerId,
        subscriptionId: subscription.id,
        invoiceId: subscription.latestInvoiceId,
        planName: plan.metadata.name,
        sites: bought,
      });
    }
    return this.answer(subscription, pendingOf(writes));
  }

  /** The buyer's own rows to move to this plan; a site another account pays for, or already on this plan, is a 409. */
  private async sitesToMove(actor: Actor, live: ShopSubscriptionRow | null, plan: ShopPlan, sites: Map<string, PlanSiteRow>) {
    const payers = await this.shop.livePayers([...sites.keys()]);
    for (const payer of payers) {
      const siteId = sites.get(payer.site_id)!.site_id;
      if (payer.user_id !== actor.userId || payer.subscription_id !== live?.id) {
        throw conflict(text(shopText, 'sitePaidAnotherAccounts', { siteId }));
      }
      if (payer.plan_id === plan.id) throw conflict(text(shopText, 'siteAlreadyPaid', { siteId, name: plan.metadata.name }));
    }
    return payers;
  }

  private async validCoupon(code: string | undefined): Promise<string | undefined> {
    if (!code) return undefined;
    const coupon = await atProvider(() => this.provider.retrieveCoupon(code));
    if (!coupon?.valid) {
      const field = 'subscriptionData.coupon';
      throw badRequest(coupon ? text(shopText, 'couponNoLongerValid', { field, code }) : text(shopText, 'couponUnknown', { field, code }), [
        field,
      ]);
    }
    return coupon.id;
  }

  /** The provider call: a new subscription, or one call adding to the plan's item and taking moved sites off theirs. */
  private async charge(
    actor: Actor,
    customerId: string,
    live: ShopSubscriptionRow | null,
    liveRows: readonly PaidSiteRow[],
    plan: ShopPlan,
    added: number,
    moved: readonly PaidSiteRow[],
    coupon: string | undefined,
  ): Promise<{ subscription: ProviderSubscription; undo: (s: ProviderSubscription) => Promise<unknown> }> {
    if (!live) {
      const subscription = await atProvider(() =>
        this.provider.createSubscription({
          customerId,
          items: [{ planId: plan.id, quantity: added }],
          ...(coupon && { coupon }),
          metadata: { userId: actor.userId },
        }),
      );
      return { subscription, undo: (s) => this.provider.cancelSubscription(s.id) };
    }
    const counts = itemCounts(liveRows);
    const target = [...counts].find(([, c]) => c.planId === plan.id);
    const changes: ItemChange[] = [{ ...(target && { itemId: target[0] }), planId: plan.id, quantity: (target?.[1].count ?? 0) + added }];
    const before: ItemChange[] = [];
    for (const [itemId, { planId, count }] of counts) {
      const leaving = moved.filter((r) => r.item_id === itemId).length;
      if (leaving > 0) {
        changes.push({ itemId, planId, quantity: count - leaving });
        before.push({ itemId, planId, quantity: count });
      }
    }
    const subscription = await atProvider(() => this.provider.updateSubscriptionItems(live.id, changes, coupon));
    const undo = (s: ProviderSubscription) => {
      const item = s.items.find((i) => i.planId === plan.id);
      const back = item ? [{ itemId: item.id, planId: plan.id, quantity: target?.[1].count ?? 0 }, ...before] : before;
      return this.provider.updateSubscriptionItems(live.id, back);
    };
    return { subscription, undo };
  }

  /** Sites taken off an item of the caller's subscription; its last site cancels it. */
  private async remove(actor: Actor, live: ShopSubscriptionRow, itemId: string, data: SubscriptionData): Promise<SubscriptionChange> {
    const sites = await this.access.purchasableSites(actor, data.selectedPlan.sites);
    const liveRows = await this.shop.liveSitesOf(live.id);
    const itemRows = liveRows.filter((r) => r.item_id === itemId);
    if (itemRows.length === 0 || itemRows[0]!.plan_id !== data.selectedPlan.plan) {
      throw badRequest(text(shopText, 'notSubscriptionsItemPlan', { itemField: ITEM_FIELD, itemId, plan: data.selectedPlan.plan }), [
        ITEM_FIELD,
      ]);
    }
    const leaving = data.selectedPlan.sites.map((id) => {
      const row = itemRows.find((r) => r.site_id === id);
      if (!row)
        throw badRequest(text(shopText, 'siteNotPaidSubscription', { sitesField: SITES_FIELD, siteId: sites.get(id)!.site_id }), [
          SITES_FIELD,
        ]);
      return row;
    });
    const { subscription, writes } = await this.release.leave(actor, live, liveRows, leaving);
    return this.answer(subscription, pendingOf(writes));
  }

  private async answer(subscription: ProviderSubscription, pending: SubscriptionChange['pending']): Promise<SubscriptionChange> {
    const rows = await this.shop.liveSitesOf(subscription.id);
    return {
      subscription: presentSubscription(subscription, await this.catalogue.plans(), rows),
      message: SHOP_TEXT.subscriptionUpdated,
      pending,
      invoiceId: subscription.latestInvoiceId,
    };
  }
}
