import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PaymentDeclinedError, PaymentInputError, PaymentProviderUnavailableError } from './paymentProvider';
import {
  fromStripeError,
  isMissing,
  toCustomerDetails,
  toInvoice,
  toProviderEvent,
  toProviderSubscription,
  toShopPlan,
} from './stripeMapping';

// Stripe objects cut down to the fields the mapping reads.
const plan = (fields: Record<string, unknown>) =>
  ({
    id: 'plan_1',
    object: 'plan',
    amount: 24000,
    currency: 'usd',
    interval: 'year',
    interval_count: 1,
    metadata: {},
    product: 'prod_1',
    ...fields,
  }) as unknown as Stripe.Plan;
const product = (fields: Record<string, unknown>) => ({
  id: 'prod_1',
  object: 'product',
  description: null,
  images: [],
  metadata: {},
  ...fields,
});

describe('toShopPlan', () => {
  it('takes the name and texts from the plan, else its product', () => {
    expect(
      toShopPlan(
        plan({
          metadata: { name: 'Gold', about: 'All of it.' },
          product: product({ description: 'Per site.', images: ['https://x/g.png'] }),
        }),
      ),
    ).toEqual({
      id: 'plan_1',
      object: 'plan',
      product: 'prod_1',
      amount: 24000,
      currency: 'usd',
      interval: 'year',
      interval_count: 1,
      metadata: { name: 'Gold', description: 'Per site.', about: 'All of it.', image: 'https://x/g.png' },
    });
    expect(toShopPlan(plan({ product: product({ metadata: { name: 'Silver', description: 'S' } }) }))?.metadata).toEqual({
      name: 'Silver',
      description: 'S',
      about: '',
      image: '',
    });
  });

  it('leaves out plans that are not Silver or Gold, or have no amount', () => {
    expect(toShopPlan(plan({ metadata: { name: 'Bronze' } }))).toBeNull();
    expect(toShopPlan(plan({}))).toBeNull();
    expect(toShopPlan(plan({ metadata: { name: 'Gold' }, amount: null }))).toBeNull();
    expect(toShopPlan(plan({ product: product({ deleted: true, metadata: { name: 'Gold' } }) }))).toBeNull();
  });
});

describe('toCustomerDetails', () => {
  it('lists card sources only, with the default', () => {
    const customer = { id: 'cus_1', object: 'customer', default_source: 'card_1' } as Stripe.Customer;
    const sources = [
      { id: 'card_1', object: 'card', brand: 'Visa', last4: '4242', exp_month: 1, exp_year: 2030, name: null },
      { id: 'ba_1', object: 'bank_account', last4: '6789' },
    ] as unknown as Stripe.CustomerSource[];
    expect(toCustomerDetails(customer, sources)).toEqual({
      id: 'cus_1',
      default_source: 'card_1',
      sources: { data: [{ id: 'card_1', name: null, brand: 'Visa', last4: '4242', exp_month: 1, exp_year: 2030 }] },
    });
  });
});

describe('toProviderSubscription', () => {
  const subscription = (fields: Record<string, unknown>) =>
    ({
      id: 'sub_1',
      customer: { id: 'cus_1' },
      status: 'active',
      created: 100,
      discounts: [],
      items: { data: [{ id: 'si_1', plan: { id: 'plan_gold' }, quantity: 2 }] },
      latest_invoice: 'in_1',
      ...fields,
    }) as unknown as Stripe.Subscription;

  it('maps items, latest invoice and the coupon of an expanded discount', () => {
    expect(toProviderSubscription(subscription({ discounts: [{ id: 'di_1', source: { coupon: 'FIELDDAY10', type: 'coupon' } }] }))).toEqual(
      {
        id: 'sub_1',
        customer: 'cus_1',
        status: 'active',
        created: 100,
        coupon: 'FIELDDAY10',
        items: [{ id: 'si_1', planId: 'plan_gold', quantity: 2 }],
        latestInvoiceId: 'in_1',
      },
    );
    expect(toProviderSubscription(subscription({ discounts: ['di_1'] })).coupon).toBeNull();
  });

  it('counts canceled and expired-incomplete subscriptions as canceled, others as live', () => {
    expect(toProviderSubscription(subscription({ status: 'canceled' })).status).toBe('canceled');
    expect(toProviderSubscription(subscription({ status: 'incomplete_expired' })).status).toBe('canceled');
    expect(toProviderSubscription(subscription({ status: 'past_due' })).status).toBe('active');
  });
});

describe('toInvoice', () => {
  const invoice = (fields: Record<string, unknown>) =>
    ({
      id: 'in_1',
      number: 'ABC-0001',
      customer: 'cus_1',
      status: 'paid',
      currency: 'usd',
      amount_due: 500,
      amount_paid: 500,
      created: 100,
      parent: null,
      lines: { data: [{ description: '1 × Gold', amount: 500, quantity: 1 }] },
      ...fields,
    }) as unknown as Stripe.Invoice;

  it('finds the subscription under parent (API 2025-03-31 on) or the older field', () => {
    expect(toInvoice(invoice({ parent: { subscription_details: { subscription: 'sub_1' } } })).subscription).toBe('sub_1');
    expect(toInvoice(invoice({ subscription: 'sub_2' })).subscription).toBe('sub_2');
    expect(toInvoice(invoice({})).subscription).toBeNull();
    expect(toInvoice(invoice({ status: null })).status).toBe('draft');
  });
});

describe('toProviderEvent', () => {
  const event = (type: string, object: Record<string, unknown>) => ({ id: 'evt_1', type, data: { object } });

  it('names the events Tilth acts on and their subscription', () => {
    expect(toProviderEvent(event('customer.subscription.deleted', { id: 'sub_1' }))).toEqual({
      id: 'evt_1',
      type: 'customer.subscription.deleted',
      kind: 'subscription.canceled',
      subscriptionId: 'sub_1',
    });
    expect(toProviderEvent(event('customer.subscription.updated', { id: 'sub_1' })).kind).toBe('subscription.updated');
    expect(toProviderEvent(event('invoice.paid', { parent: { subscription_details: { subscription: 'sub_2' } } }))).toMatchObject({
      kind: 'invoice.paid',
      subscriptionId: 'sub_2',
    });
    expect(toProviderEvent(event('invoice.payment_failed', { subscription: 'sub_3' }))).toMatchObject({
      kind: 'invoice.payment_failed',
      subscriptionId: 'sub_3',
    });
    expect(toProviderEvent(event('customer.created', { id: 'cus_1' }))).toMatchObject({ kind: 'other', subscriptionId: null });
  });
});

describe('fromStripeError', () => {
  it("maps a card error (402) to PaymentDeclinedError with Stripe's message", () => {
    const error = fromStripeError(
      new Stripe.errors.StripeCardError({ message: 'Your card was declined.', type: 'card_error', code: 'card_declined', statusCode: 402 }),
    );
    expect(error).toEqual(new PaymentDeclinedError('Your card was declined.', 'card_declined'));
  });

  it('maps an invalid request (400, 404) to PaymentInputError naming the param', () => {
    const error = fromStripeError(
      new Stripe.errors.StripeInvalidRequestError({
        message: "No such coupon: 'X'",
        type: 'invalid_request_error',
        param: 'coupon',
        statusCode: 400,
      }),
    );
    expect(error).toEqual(new PaymentInputError("No such coupon: 'X'", 'coupon'));
    const notFound = new Stripe.errors.StripeInvalidRequestError({
      message: 'No such customer',
      code: 'resource_missing',
      statusCode: 404,
    });
    expect(fromStripeError(notFound)).toBeInstanceOf(PaymentInputError);
    expect(isMissing(notFound)).toBe(true);
  });

  it('maps connection, API, key and rate-limit errors to PaymentProviderUnavailableError', () => {
    for (const error of [
      new Stripe.errors.StripeConnectionError({ message: 'connect ECONNREFUSED' }),
      new Stripe.errors.StripeAPIError({ message: 'Server error', statusCode: 500 }),
      new Stripe.errors.StripeAuthenticationError({ message: 'Invalid API Key provided', statusCode: 401 }),
      new Stripe.errors.StripeRateLimitError({ message: 'Too many requests', statusCode: 429 }),
    ]) {
      expect(fromStripeError(error)).toBeInstanceOf(PaymentProviderUnavailableError);
    }
  });

  it("passes on errors that are not Stripe's", () => {
    const error = new TypeError('boom');
    expect(fromStripeError(error)).toBe(error);
    expect(isMissing(error)).toBe(false);
  });
});
