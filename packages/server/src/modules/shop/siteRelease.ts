import { SHOP_TEXT, type Actor, type CancelSubscription } from '@tilth/domain';
import { AppError } from '../../http/errors';
import type { PendingWrite } from '../subscriptions/subscriptionRepository';
import type { PaymentProvider, ProviderSubscription } from './payments/paymentProvider';
import { atProvider } from './providerErrors';
import type { ShopAccess } from './shopAccess';
import { pendingOf, type ShopLedger } from './shopLedger';
import type { PaidSiteRow, ShopRepository, ShopSubscriptionRow } from './shopRepository';
import { text } from '../../lib/i18n/catalog';
import { shopText } from './messages';

/**
 * Sites leaving their payer's subscription (spec 002 §4 cancel, and PATCH's site removal): the
 * item's quantity goes down (the item goes at 0, the subscription when its last site leaves), then
 * each site goes to None from its farm's next day. Nothing is refunded (docs/decisions.md).
 */
export class SiteRelease {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly shop: ShopRepository,
    private readonly ledger: ShopLedger,
    private readonly access: ShopAccess,
    private readonly log: (error: unknown, message: string) => void,
  ) {}

  /** DELETE /site/{id}/subscription: for those who may buy for the site (403), and only its payer (400). */
  async cancelSite(actor: Actor, siteObjectId: string): Promise<CancelSubscription> {
    const site = await this.access.siteInScope(actor, siteObjectId);
    await this.access.purchasableSites(actor, [site.id]);
    const payer = (await this.shop.livePayers([site.id])).find((p) => p.provider === this.provider.name);
    if (!payer || payer.user_id !== actor.userId) throw new AppError(400, 'BadRequest', SHOP_TEXT.noPaymentInfo);
    const live = await this.shop.subscription(payer.subscription_id);
    const liveRows = await this.shop.liveSitesOf(payer.subscription_id);
    const { writes } = await this.leave(actor, live!, liveRows, [liveRows.find((r) => r.id === payer.id)!]);
    return { title: 'Success', message: SHOP_TEXT.subscriptionCancelled, pending: pendingOf(writes)[0] ?? null };
  }

  /** `leaving` (rows of `liveRows`) leave the subscription at the provider, then in Tilth's books. */
  async leave(
    actor: Actor,
    live: ShopSubscriptionRow,
    liveRows: readonly PaidSiteRow[],
    leaving: readonly PaidSiteRow[],
  ): Promise<{ subscription: ProviderSubscription; writes: PendingWrite[] }> {
    const emptied = leaving.length === liveRows.length;
    const user = await this.access.userOf(actor);
    const subscription = emptied
      ? await atProvider(() => this.provider.cancelSubscription(live.id))
      : await atProvider(() => this.provider.updateSubscriptionItems(live.id, this.quantitiesAfter(liveRows, leaving)));
    try {
      const writes = await this.ledger.recordRelease(leaving, emptied ? live.id : null, { id: user.id, name: user.name });
      return { subscription, writes };
    } catch (error) {
      // Putting the sites back would charge them again: the provider's books stay ahead and say so in the log.
      this.log(error, `shop release not recorded after the provider changed subscription ${live.id}`);
      throw new AppError(500, 'ChangeNotRecorded', text(shopText, 'changeWasMadePayment'));
    }
  }

  private quantitiesAfter(liveRows: readonly PaidSiteRow[], leaving: readonly PaidSiteRow[]) {
    const items = [...new Set(leaving.map((r) => r.item_id))];
    return items.map((itemId) => ({
      itemId,
      planId: liveRows.find((r) => r.item_id === itemId)!.plan_id,
      quantity: liveRows.filter((r) => r.item_id === itemId).length - leaving.filter((r) => r.item_id === itemId).length,
    }));
  }
}
