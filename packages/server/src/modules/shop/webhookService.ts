import { isRoleName, type Actor } from '@tilth/domain';
import { notFound } from '../../http/errors';
import type { UserRepository } from '../users/userRepository';
import type { PaymentProvider, ProviderEvent } from './payments/paymentProvider';
import { providerErrorAnswer } from './providerErrors';
import type { ReceiptSender } from './receiptSender';
import type { ShopLedger } from './shopLedger';
import type { ShopRepository } from './shopRepository';
import { text } from '../../lib/i18n/catalog';
import { shopText } from './messages';

/**
 * POST /stripe/webhook: the provider's events, verified by their signature and applied once (a
 * repeated delivery finds its id recorded and changes nothing). A subscription the provider
 * cancelled takes its sites to None from each farm's next day, audited as its owner; a failed
 * payment is logged and mailed to the owner; other events are only recorded.
 */
export class WebhookService {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly shop: ShopRepository,
    private readonly ledger: ShopLedger,
    private readonly users: UserRepository,
    private readonly receipts: ReceiptSender,
    private readonly log: (details: object, message: string) => void,
  ) {}

  async receive(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
    // The local provider sends no events: the route is not there for it.
    if (this.provider.name === 'local') throw notFound(text(shopText, 'noRoutePostStripe'));
    let event: ProviderEvent;
    try {
      event = this.provider.parseWebhook(rawBody, signature);
    } catch (error) {
      throw providerErrorAnswer(error);
    }
    const owner = event.subscriptionId ? await this.ownerOf(event.subscriptionId) : null;
    const applied = await this.shop.transaction(async (trx) => {
      const fresh = await this.shop.recordEvent(
        trx,
        { id: event.id, provider: this.provider.name, type: event.type },
        new Date().toISOString(),
      );
      if (!fresh || event.kind !== 'subscription.canceled' || !owner) return fresh;
      const live = await this.shop.subscription(owner.subscriptionId, trx);
      if (live?.status === 'active') {
        const rows = await this.shop.liveSitesOf(live.id, trx);
        await this.ledger.releaseIn(trx, rows, live.id, { id: owner.user.id, name: owner.user.name });
      }
      return fresh;
    });
    if (applied && event.kind === 'invoice.payment_failed') {
      this.log({ eventId: event.id, subscriptionId: event.subscriptionId }, 'payment failed at the provider');
      if (owner) await this.receipts.paymentFailed(owner.actor, owner.subscriptionId);
    }
    return { received: true, duplicate: !applied };
  }

  /** The Tilth user whose subscription the event is about (null when Tilth has no such subscription). */
  private async ownerOf(subscriptionId: string) {
    const subscription = await this.shop.subscription(subscriptionId);
    const user = subscription && (await this.users.findById(subscription.user_id));
    if (!subscription || !user || !isRoleName(user.role)) return null;
    const actor: Actor = { userId: user.id, role: user.role, organisationId: user.organisation_id, farmId: user.farm_id };
    return { subscriptionId, user, actor };
  }
}
