import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SHOP_TEXT, type Profile } from '@tilth/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '../../test/render';
import ShopPage from './ShopPage';
import { fetchFrom, gold, mastercard, paymentProfile, silver, visa, type Handler } from '../../test/shopFixtures';

vi.mock('../auth/useAccount', () => ({
  useSignedInAccount: () => ({ profile: { objectId: 'User000004' } as Profile, preference: {} }),
}));

function base(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /plans': () => envelope(200, [silver, gold]),
    'GET /customers/User000004': () => envelope(200, paymentProfile()),
    'GET /subscriptions/invoices?userId=User000004': () => envelope(200, []),
    ...overrides,
  };
}

const defaultCard = () => screen.getByTestId('default-card').closest('li')!.textContent;

describe('shop page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sent = () =>
    fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET').map(([url, init]) => [init!.method, url, init!.body]);

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the plans with price, interval and a link to each plan’s page', async () => {
    fetchMock.mockImplementation(fetchFrom(base()));
    renderWithRouter(<ShopPage />, '/dashboard/shop');
    const cards = await screen.findAllByTestId('plan-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Silver', 'Gold']);
    expect(within(cards[1]!).getByTestId('plan-price').textContent).toBe('$240.00');
    expect(within(cards[1]!).getByText('per year')).toBeTruthy();
    expect(within(cards[1]!).getByRole('link', { name: 'View plan Gold' }).getAttribute('href')).toBe('/dashboard/shop/product/prod_gold');
    expect(await screen.findByText('No invoices yet.')).toBeTruthy();
  });

  it('tells those who may not buy to contact their admin, with no cards or invoices', async () => {
    fetchMock.mockImplementation(
      fetchFrom(base({ 'GET /customers/User000004': () => envelope(200, paymentProfile({ canPurchase: false })) })),
    );
    renderWithRouter(<ShopPage />, '/dashboard/shop');
    expect((await screen.findByTestId('non-purchaser')).textContent).toBe(SHOP_TEXT.nonAdminPurchase);
    expect(screen.queryByRole('heading', { name: 'Saved cards' })).toBeNull();
  });

  it('says saved cards are for admins to a member who may buy', async () => {
    fetchMock.mockImplementation(
      fetchFrom(
        base({
          'GET /customers/User000004': () => envelope(200, paymentProfile({ canUseSavedCards: false, stripeCustomerDetails: null })),
        }),
      ),
    );
    renderWithRouter(<ShopPage />, '/dashboard/shop');
    expect((await screen.findByTestId('saved-cards-admin-only')).textContent).toBe(SHOP_TEXT.savedCardsAdminOnly);
  });

  it('makes another card the default at once', async () => {
    const after = { id: 'cus_1', default_source: mastercard.id, sources: { data: [visa, mastercard] } };
    fetchMock.mockImplementation(fetchFrom(base({ 'PATCH /customers/User000004': () => envelope(200, { stripeCustomerDetails: after }) })));
    renderWithRouter(<ShopPage />, '/dashboard/shop');
    await screen.findAllByTestId('saved-card');
    expect(defaultCard()).toContain('Visa ending 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Make default: Mastercard ending 4444' }));
    await waitFor(() => expect(defaultCard()).toContain('Mastercard ending 4444'));
    expect((await screen.findByTestId('flash')).textContent).toContain('Default card changed');
    expect(sent()).toEqual([['PATCH', '/customers/User000004', JSON.stringify({ sourceId: 'card_mc', changeDefaultPayment: true })]]);
  });

  it('puts the default card back and says so when the change fails', async () => {
    let answer: (value: Response) => void = () => {};
    fetchMock.mockImplementation(
      fetchFrom(base({ 'PATCH /customers/User000004': () => new Promise<Response>((resolve) => (answer = resolve)) })),
    );
    renderWithRouter(<ShopPage />, '/dashboard/shop');
    await screen.findAllByTestId('saved-card');
    fireEvent.click(screen.getByRole('button', { name: 'Make default: Mastercard ending 4444' }));
    // Applied before the answer arrives…
    await waitFor(() => expect(defaultCard()).toContain('Mastercard ending 4444'));
    answer(envelope(502, null, 'The payment provider could not be reached; nothing was charged', 'PaymentProviderUnavailable'));
    // …and reverted when it fails.
    expect((await screen.findByTestId('flash')).textContent).toContain(SHOP_TEXT.defaultCardFailed);
    expect(defaultCard()).toContain('Visa ending 4242');
  });

  it('adds a card with a local token (the number goes to the token call only) and reports a declined card', async () => {
    fetchMock.mockImplementation(
      fetchFrom(
        base({
          'POST /local-pay/tokens': () => envelope(200, { id: 'tok_decline', card: { brand: 'visa', last4: '0002' } }),
          'PATCH /customers/User000004': () => envelope(402, null, 'Your card was declined.', 'PaymentDeclined'),
        }),
      ),
    );
    renderWithRouter(<ShopPage />, '/dashboard/shop');
    fireEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    const number = screen.getByRole('textbox', { name: 'Card number' }) as HTMLInputElement;
    fireEvent.change(number, { target: { value: '4000000000000002' } });
    expect(number.value).toBe('4000 0000 0000 0002');
    fireEvent.change(screen.getByRole('textbox', { name: 'Expiry' }), { target: { value: '01/2031' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'CVC' }), { target: { value: '999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByTestId('flash')).textContent).toContain(SHOP_TEXT.cardUpdateFailed);
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    expect(number.value).toBe('');
    expect(screen.getAllByTestId('saved-card')).toHaveLength(2);
    const bodies = sent().map(([, , body]) => String(body));
    expect(bodies.filter((body) => body.includes('4000'))).toHaveLength(1);
    expect(sent().map(([method, url]) => `${method} ${url}`)).toEqual(['POST /local-pay/tokens', 'PATCH /customers/User000004']);
    expect(JSON.parse(String(sent()[1]![2]))).toEqual({ token: 'tok_decline' });
  });
});
