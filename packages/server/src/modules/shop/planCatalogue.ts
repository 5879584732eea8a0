import type { ShopPlan } from '@tilth/domain';
import { badRequest } from '../../http/errors';
import type { PaymentProvider } from './payments/paymentProvider';
import { atProvider } from './providerErrors';
import { text } from '../../lib/i18n/catalog';
import { shopText } from './messages';

const CACHE_MS = 5 * 60_000;

/**
 * The provider's plans on sale, kept a few minutes: every purchase, subscription answer and site
 * card needs them, and with Stripe each listing is a network call.
 */
export class PlanCatalogue {
  private cached: { plans: ShopPlan[]; at: number } | null = null;

  constructor(
    private readonly provider: PaymentProvider,
    private readonly clock: () => number = Date.now,
  ) {}

  async plans(): Promise<ShopPlan[]> {
    const now = this.clock();
    if (!this.cached || now - this.cached.at > CACHE_MS) {
      this.cached = { plans: await atProvider(() => this.provider.listPlans()), at: now };
    }
    return this.cached.plans;
  }

  async find(planId: string): Promise<ShopPlan | undefined> {
    return (await this.plans()).find((p) => p.id === planId);
  }

  /** The plan a request names; a 400 naming the field when it is not on sale. */
  async require(planId: string, field = 'subscriptionData.selectedPlan.plan'): Promise<ShopPlan> {
    const plan = await this.find(planId);
    if (!plan) throw badRequest(text(shopText, 'planNotSale', { field, planId }), [field]);
    return plan;
  }
}
