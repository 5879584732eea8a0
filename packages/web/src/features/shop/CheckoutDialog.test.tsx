import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PLAN_ADD_ERROR_MS, SHOP_TEXT, type Profile, type SubscriptionChange } from '@tilth/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderRoutes } from '../../test/render';
import ProductPage from './ProductPage';
import { fetchFrom, gold, liveSubscription, paymentProfile, shopSite, silver, type Handler } from '../../test/shopFixtures';

vi.mock('../auth/useAccount', () => ({
  useSignedInAccount: () => ({ profile: { objectId: 'User000004' } as Profile, preference: {} }),
}));

const farms = [{ objectId: 'Farm000001', name: 'North Pivot Farm', siteIds: ['10001', '10002', '10003'] }];
const sites = [shopSite('S1', '10001', 'Gold'), shopSite('S2', '10002', 'Silver'), shopSite('S3', '10003', 'None')];
const change: SubscriptionChange = {
  subscription: liveSubscription(gold),
  message: SHOP_TEXT.subscriptionUpdated,
  pending: [
    { siteId: 'S2', oldPlan: 'Silver', newPlan: 'Gold', effectiveDay: '2026-11-25' },
    { siteId: 'S3', oldPlan: 'None', newPlan: 'Gold', effectiveDay: '2026-11-25' },
  ],
  invoiceId: 'in_1',
};

function base(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /plans': () => envelope(200, [silver, gold]),
    'GET /customers/User000004': () => envelope(200, paymentProfile()),
    'GET /customers/User000004/subscriptions': () => envelope(200, []),
    'GET /farm/picker': () => envelope(200, farms),
    'GET /shop/sites?farmId=Farm000001': () => envelope(200, sites),
    ...overrides,
  };
}

function openProduct(state?: { from: string }) {
  return renderRoutes([{ path: '/dashboard/shop/product/:productId', element: <ProductPage /> }], {
    pathname: '/dashboard/shop/product/prod_gold',
    state,
  } as never);
}

async function chooseFarmAndSites(names: string[]) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add to sites' }));
  const dialog = await screen.findByRole('dialog', { name: 'Checkout: Gold' });
  fireEvent.click(await within(dialog).findByRole('combobox', { name: 'Farm' }));
  fireEvent.click(await screen.findByRole('option', { name: 'North Pivot Farm' }));
  for (const name of names) fireEvent.click(await within(dialog).findByRole('checkbox', { name }));
  return dialog;
}

describe('product page and checkout', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
  const bodyOf = (key: string) => {
    const found = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);
    return found ? JSON.parse(String(found[1]!.body)) : undefined;
  };

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the plan at amount/100 dollars per year, with a back link to the page that linked here', async () => {
    fetchMock.mockImplementation(fetchFrom(base()));
    openProduct({ from: '/dashboard/shop?x=1' });
    expect(await screen.findByRole('heading', { name: 'Gold plan' })).toBeTruthy();
    expect(screen.getByTestId('product-price').textContent).toBe('$240.00');
    expect(screen.getByText('per year, per site')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard/shop?x=1');
  });

  it('goes back to the shop without a referrer, and tells non-purchasers to ask their admin', async () => {
    fetchMock.mockImplementation(
      fetchFrom(base({ 'GET /customers/User000004': () => envelope(200, paymentProfile({ canPurchase: false })) })),
    );
    openProduct();
    expect((await screen.findByRole('link', { name: 'Back to the shop' })).getAttribute('href')).toBe('/dashboard/shop');
    expect((await screen.findByTestId('non-purchaser')).textContent).toBe(SHOP_TEXT.nonAdminPurchase);
    expect(screen.queryByRole('button', { name: 'Add to sites' })).toBeNull();
  });

  it('creates a subscription for the chosen sites: the one on the plan is checked and disabled, the total is sites × price', async () => {
    fetchMock.mockImplementation(fetchFrom(base({ 'POST /subscriptions': () => envelope(200, change) })));
    openProduct();
    const dialog = await chooseFarmAndSites([]);
    const onPlan = await within(dialog).findByRole('checkbox', { name: 'North Pivot 1' });
    expect((onPlan as HTMLInputElement).checked).toBe(true);
    expect((onPlan as HTMLInputElement).disabled).toBe(true);
    const buy = within(dialog).getByRole('button', { name: 'Purchase' }) as HTMLButtonElement;
    await waitFor(() => expect(within(dialog).getByTestId('checkout-card').textContent).toContain('Visa ending 4242'));
    expect(buy.disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'North Pivot 2' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'North Pivot 3' }));
    expect(within(dialog).getByTestId('checkout-total').textContent).toContain('2 sites × $240.00');
    expect(within(dialog).getByTestId('checkout-total-amount').textContent).toBe('$480.00');
    await waitFor(() => expect(buy.disabled).toBe(false));
    fireEvent.click(buy);

    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(success).getByTestId('purchase-message').textContent).toBe('Subscription Updated');
    expect(within(success).getByTestId('purchase-pending').textContent).toContain('North Pivot 2 (10002): Gold from Nov 25');
    expect(bodyOf('POST /subscriptions')).toEqual({
      subscriptionData: { selectedPlan: { plan: 'plan_gold_yearly', name: 'Gold', sites: ['S2', 'S3'] } },
    });
  });

  it('extends the live subscription: sites added to the plan’s item, or the plan added as a new item, with a coupon', async () => {
    fetchMock.mockImplementation(
      fetchFrom(
        base({
          'GET /customers/User000004/subscriptions': () => envelope(200, [liveSubscription(gold)]),
          'PATCH /subscriptions/sub_1': () => envelope(200, change),
          'GET /coupons/FIELDDAY10': () =>
            envelope(200, {
              id: 'FIELDDAY10',
              name: null,
              percent_off: 10,
              amount_off: null,
              currency: null,
              duration: 'once',
              valid: true,
            }),
        }),
      ),
    );
    openProduct();
    const dialog = await chooseFarmAndSites(['North Pivot 2', 'North Pivot 3']);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Coupon code' }), { target: { value: 'FIELDDAY10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(dialog).getByTestId('checkout-total-amount').textContent).toBe('$432.00'));
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Purchase' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Purchase' }));
    await screen.findByRole('dialog', { name: 'Success' });
    expect(bodyOf('PATCH /subscriptions/sub_1')).toEqual({
      isSiteAdditionOperation: true,
      subscriptionItemId: 'si_1',
      subscriptionData: { selectedPlan: { plan: 'plan_gold_yearly', name: 'Gold', sites: ['S2', 'S3'] }, coupon: 'FIELDDAY10' },
    });
  });

  it('adds the plan as a new item when the subscription has none for it', async () => {
    fetchMock.mockImplementation(
      fetchFrom(
        base({
          'GET /customers/User000004/subscriptions': () => envelope(200, [liveSubscription(silver)]),
          'PATCH /subscriptions/sub_1': () => envelope(200, change),
        }),
      ),
    );
    openProduct();
    const dialog = await chooseFarmAndSites(['North Pivot 3']);
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Purchase' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Purchase' }));
    await screen.findByRole('dialog', { name: 'Success' });
    expect(bodyOf('PATCH /subscriptions/sub_1')).toEqual({
      isNewPlan: true,
      subscriptionData: { selectedPlan: { plan: 'plan_gold_yearly', name: 'Gold', sites: ['S3'] } },
    });
  });

  it('shows a declined charge’s message, then dismisses it after 6 s; nothing else happens', async () => {
    fetchMock.mockImplementation(
      fetchFrom(base({ 'POST /subscriptions': () => envelope(402, null, 'Your card was declined.', 'PaymentDeclined') })),
    );
    openProduct();
    const dialog = await chooseFarmAndSites(['North Pivot 3']);
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Purchase' }) as HTMLButtonElement).disabled).toBe(false));
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Purchase' }));
    expect((await within(dialog).findByTestId('checkout-error')).textContent).toBe('Your card was declined.');
    act(() => vi.advanceTimersByTime(PLAN_ADD_ERROR_MS - 500));
    expect(within(dialog).queryByTestId('checkout-error')).not.toBeNull();
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(within(dialog).queryByTestId('checkout-error')).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Success' })).toBeNull();
    expect(calls().filter((c) => !c.startsWith('GET'))).toEqual(['POST /subscriptions']);
  });

  it('asks for a card first when the purchaser has none, and saves it as a new customer', async () => {
    const cards = paymentProfile().stripeCustomerDetails!;
    fetchMock.mockImplementation(
      fetchFrom(
        base({
          'GET /customers/User000004': () => envelope(200, paymentProfile({ stripeCustomerDetails: null })),
          'POST /local-pay/tokens': () => envelope(200, { id: 'tok_abc', card: { brand: 'visa', last4: '4242' } }),
          'POST /customers': () => envelope(200, { stripeCustomerDetails: cards }),
        }),
      ),
    );
    openProduct();
    const dialog = await chooseFarmAndSites(['North Pivot 3']);
    expect((within(dialog).getByRole('button', { name: 'Purchase' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Card number' }), { target: { value: '4242424242424242' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Expiry' }), { target: { value: '12/34' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'CVC' }), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect((await within(dialog).findByTestId('checkout-card')).textContent).toContain('Visa ending 4242');
    expect(bodyOf('POST /local-pay/tokens')).toMatchObject({ number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' });
    expect(bodyOf('POST /customers')).toEqual({ token: 'tok_abc' });
  });

  it('lets a member who may buy enter a card for this purchase only; its token goes with the purchase', async () => {
    fetchMock.mockImplementation(
      fetchFrom(
        base({
          'GET /customers/User000004': () => envelope(200, paymentProfile({ canUseSavedCards: false, stripeCustomerDetails: null })),
          'POST /local-pay/tokens': () => envelope(200, { id: 'tok_member', card: { brand: 'mastercard', last4: '4444' } }),
          'POST /subscriptions': () => envelope(200, change),
        }),
      ),
    );
    openProduct();
    const dialog = await chooseFarmAndSites(['North Pivot 3']);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Card number' }), { target: { value: '5555555555554444' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Expiry' }), { target: { value: '12/34' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'CVC' }), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this card' }));
    expect((await within(dialog).findByTestId('checkout-card')).textContent).toContain('Mastercard ending 4444 pays for this purchase.');
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Purchase' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Purchase' }));
    await screen.findByRole('dialog', { name: 'Success' });
    expect(bodyOf('POST /subscriptions').subscriptionData.token).toBe('tok_member');
    expect(calls()).not.toContain('POST /customers');
  });
});
