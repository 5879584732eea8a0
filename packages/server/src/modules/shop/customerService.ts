import {
  can,
  type Actor,
  type customerDataSchema,
  type PaymentProfile,
  type StripeCustomerDetails,
  type StripeKey,
  type UpdateCustomerBody,
} from '@tilth/domain';
import type { z } from 'zod';
import { badRequest, notFound } from '../../http/errors';
import type { CustomerInput, PaymentProvider } from './payments/paymentProvider';
import { atProvider, type FieldNames } from './providerErrors';
import type { ShopAccess } from './shopAccess';
import type { ShopRepository } from './shopRepository';
import { text } from '../../lib/i18n/catalog';
import { shopText } from './messages';

export type CustomerData = z.output<typeof customerDataSchema>;
const TOKEN_FIELD = 'subscriptionData.token';
/** At checkout the card's token is the purchase's subscriptionData.token. */
const AT_CHECKOUT = { token: TOKEN_FIELD } as const;

/**
 * The payment part of the profile (spec 002 §2.8, §3): each user's one customer at the provider,
 * their saved cards (admins only) and the card a purchase charges.
 */
export class CustomerService {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly shop: ShopRepository,
    private readonly access: ShopAccess,
    private readonly clock: () => number = Date.now,
  ) {}

  /** GET /customers/{userId}: the saved cards (for those who may use them) and what the shop lets the user do. */
  async paymentProfile(actor: Actor, userId: string): Promise<PaymentProfile> {
    const subject = await this.access.subject(actor, userId);
    const canUseSavedCards = can(subject, 'shop:savedCards');
    const customerId = canUseSavedCards ? await this.shop.customerOf(subject.userId, this.provider.name) : null;
    return {
      stripeCustomerDetails: customerId ? await atProvider(() => this.provider.retrieveCustomer(customerId)) : null,
      canPurchase: await this.access.mayPurchase(subject),
      canUseSavedCards,
      provider: this.provider.name,
    };
  }

  /** POST /customers: the caller becomes a customer with this card (a customer already adds it). */
  async create(actor: Actor, token: string): Promise<{ stripeCustomerDetails: StripeCustomerDetails }> {
    const customerId = await this.shop.customerOf(actor.userId, this.provider.name);
    if (customerId) return { stripeCustomerDetails: await atProvider(() => this.provider.addCard(customerId, token)) };
    return { stripeCustomerDetails: await this.newCustomer(actor, token) };
  }

  /** PATCH /customers/{userId}: add a card, or make a saved card the default (the caller's own only). */
  async update(actor: Actor, userId: string, body: UpdateCustomerBody): Promise<{ stripeCustomerDetails: StripeCustomerDetails }> {
    await this.access.self(actor, userId);
    if ('token' in body) return this.create(actor, body.token);
    const customerId = await this.shop.customerOf(actor.userId, this.provider.name);
    if (!customerId) throw notFound(text(shopText, 'noSavedCardsYet'));
    return { stripeCustomerDetails: await atProvider(() => this.provider.setDefaultCard(customerId, body.sourceId)) };
  }

  /** GET /stripe/key: the public key the browser's card client starts with (null for the local provider). */
  stripeKey(): StripeKey {
    return { stripeAPIKey: { key: this.provider.publishableKey() }, provider: this.provider.name };
  }

  /**
   * The customer a purchase charges, with the card it charges as default: a card entered at checkout
   * (`token`, required of those who may not use saved cards) becomes the default; otherwise the
   * saved default card. Answers the customer id.
   */
  async chargeableCustomer(actor: Actor, token: string | undefined, customerData?: CustomerData): Promise<string> {
    const customerId = await this.shop.customerOf(actor.userId, this.provider.name);
    if (token) {
      if (!customerId) return (await this.newCustomer(actor, token, customerData, AT_CHECKOUT)).id;
      const before = await atProvider(() => this.provider.retrieveCustomer(customerId));
      const known = new Set(before?.sources.data.map((card) => card.id) ?? []);
      const after = await atProvider(() => this.provider.addCard(customerId, token), AT_CHECKOUT);
      const added = after.sources.data.find((card) => !known.has(card.id));
      if (added && after.default_source !== added.id) await atProvider(() => this.provider.setDefaultCard(customerId, added.id));
      return customerId;
    }
    if (!can(actor, 'shop:savedCards')) {
      throw badRequest(text(shopText, 'enterCardCheckoutOnly', { tokenField: TOKEN_FIELD }), [TOKEN_FIELD]);
    }
    const customer = customerId ? await atProvider(() => this.provider.retrieveCustomer(customerId)) : null;
    if (!customer?.default_source) throw badRequest(text(shopText, 'addCardFirstThere', { tokenField: TOKEN_FIELD }), [TOKEN_FIELD]);
    return customer.id;
  }

  private async newCustomer(actor: Actor, token: string, data?: CustomerData, names?: FieldNames): Promise<StripeCustomerDetails> {
    const user = await this.access.userOf(actor);
    const input: CustomerInput = {
      userId: actor.userId,
      email: data?.email.email ?? user.email,
      name: data?.name ?? user.name,
      ...((data?.phone?.phone ?? user.phone) && { phone: data?.phone?.phone ?? user.phone! }),
      ...(data?.address?.line1 && { addressLine1: data.address.line1 }),
    };
    const customer = await atProvider(() => this.provider.createCustomer(input, token), names);
    await this.shop.insertCustomer(actor.userId, this.provider.name, customer.id, new Date(this.clock()).toISOString());
    return customer;
  }
}
