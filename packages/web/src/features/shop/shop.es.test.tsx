import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatPrice, intervalLabel, pendingPlanLabel, SHOP_TEXT, type Coupon, type Profile, type SubscriptionChange } from '@tilth/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { envelope, renderRoutes, renderWithRouter } from '../../test/render';
import { fetchFrom, gold, liveSubscription, paymentProfile, shopSite, silver, type Handler } from '../../test/shopFixtures';
import en from './locales/en.json';
import './messages';
import ProductPage from './ProductPage';
import ShopPage from './ShopPage';
import { cardLabel, couponText, intervalText, pendingPlanText, priceText } from './shopText';

vi.mock('../auth/useAccount', () => ({
  useSignedInAccount: () => ({ profile: { objectId: 'User000004' } as Profile, preference: {} }),
}));

const farms = [{ objectId: 'Farm000001', name: 'North Pivot Farm', siteIds: ['10001', '10002', '10003'] }];
const sites = [shopSite('S1', '10001', 'Gold'), shopSite('S2', '10002', 'Silver'), shopSite('S3', '10003', 'None')];
const tenOff: Coupon = { id: 'FIELDDAY10', name: null, percent_off: 10, amount_off: null, currency: null, duration: 'once', valid: true };
const fiftyOff: Coupon = { ...tenOff, id: 'FIFTY', percent_off: null, amount_off: 5000, currency: 'usd', duration: 'forever' };
const change: SubscriptionChange = {
  subscription: liveSubscription(gold),
  message: SHOP_TEXT.subscriptionUpdated,
  pending: [{ siteId: 'S3', oldPlan: 'None', newPlan: 'Gold', effectiveDay: '2026-11-25' }],
  invoiceId: 'in_1',
};

function base(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /plans': () => envelope(200, [silver, gold]),
    'GET /customers/User000004': () => envelope(200, paymentProfile()),
    'GET /customers/User000004/subscriptions': () => envelope(200, []),
    'GET /subscriptions/invoices?userId=User000004': () => envelope(200, []),
    'GET /farm/picker': () => envelope(200, farms),
    'GET /shop/sites?farmId=Farm000001': () => envelope(200, sites),
    'GET /coupons/FIELDDAY10': () => envelope(200, tenOff),
    'POST /subscriptions': () => envelope(200, change),
    ...overrides,
  };
}

describe('the shop’s composed wording in English reads as the domain writes it', () => {
  it('prices, intervals, cards, coupons and pending plans', () => {
    expect(priceText(24000, 'usd')).toBe(formatPrice(24000, 'usd'));
    expect(priceText(124050, 'eur')).toBe(formatPrice(124050, 'eur'));
    expect(intervalText(gold)).toBe(intervalLabel(gold));
    expect(intervalText({ interval: 'month', interval_count: 3 })).toBe(intervalLabel({ interval: 'month', interval_count: 3 }));
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa ending 4242');
    expect(couponText(tenOff)).toBe('10% off this purchase');
    expect(couponText(fiftyOff)).toBe('$50.00 off (forever)');
    for (const plan of ['Gold', 'None'] as const)
      expect(pendingPlanText({ plan, effectiveDay: '2026-11-25' })).toBe(pendingPlanLabel({ plan, effectiveDay: '2026-11-25' }));
  });
});

describe('the shop in Spanish', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await setLanguage('es');
    await startDomainText();
  });
  afterAll(() => setLanguage('en'));
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('composes prices, intervals, cards and coupons in Spanish', () => {
    expect(priceText(24000, 'usd')).toMatch(/240[.,]00/);
    expect(intervalText(gold)).toBe('por año');
    expect(intervalText({ interval: 'month', interval_count: 3 })).toBe('cada 3 meses');
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa terminada en 4242');
    expect(couponText(tenOff)).toBe('10 % de descuento en esta compra');
    expect(couponText(fiftyOff)).toMatch(/^.*50[.,]00 de descuento \(para siempre\)$/);
    expect(pendingPlanText({ plan: 'None', effectiveDay: '2026-11-25' })).toMatch(/^Sin suscripción desde el 25/);
  });

  it('shows the shop page, its cards and the domain’s sentence in Spanish', async () => {
    fetchMock.mockImplementation(
      fetchFrom(
        base({
          'GET /customers/User000004': () => envelope(200, paymentProfile({ canUseSavedCards: false, stripeCustomerDetails: null })),
        }),
      ),
    );
    renderWithRouter(<ShopPage />, '/dashboard/shop');
    expect(await screen.findByRole('heading', { name: 'Tienda' })).toBeTruthy();
    const cards = await screen.findAllByTestId('plan-card');
    expect(within(cards[1]!).getByText('Por sitio')).toBeTruthy();
    expect(within(cards[1]!).getByText('por año')).toBeTruthy();
    expect(within(cards[1]!).getByRole('link', { name: 'Ver plan Gold' })).toBeTruthy();
    expect((await screen.findByTestId('saved-cards-admin-only')).textContent).toMatch(/^Solo los administradores/);
    expect(await screen.findByText('Todavía no hay facturas.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tarjetas guardadas' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Saved cards|Invoices|Per site|View plan|per year/);
  });

  it('runs the checkout in Spanish, from the sites to the success message', async () => {
    fetchMock.mockImplementation(fetchFrom(base()));
    renderRoutes([{ path: '/dashboard/shop/product/:productId', element: <ProductPage /> }], {
      pathname: '/dashboard/shop/product/prod_gold',
    } as never);
    expect(await screen.findByRole('heading', { name: 'Plan Gold' })).toBeTruthy();
    expect(screen.getByText('por año, por sitio')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la tienda' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar a sitios' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar compra: Gold' });
    fireEvent.click(await within(dialog).findByRole('combobox', { name: 'Finca' }));
    fireEvent.click(await screen.findByRole('option', { name: 'North Pivot Farm' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'North Pivot 3' }));
    expect(within(dialog).getByText('ID de sitio 10001 · ya tiene Gold')).toBeTruthy();
    expect(within(dialog).getByText('ID de sitio 10003 · ahora sin suscripción')).toBeTruthy();
    expect(within(dialog).getByTestId('checkout-total').textContent).toMatch(/1 sitio × .*240[.,]00/);
    await waitFor(() =>
      expect(within(dialog).getByTestId('checkout-card').textContent).toContain('Visa terminada en 4242 (tu tarjeta predeterminada) paga.'),
    );

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Código de cupón' }), { target: { value: 'FIELDDAY10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect((await within(dialog).findByTestId('coupon-applied')).textContent).toContain(
      'Cupón FIELDDAY10: 10 % de descuento en esta compra',
    );
    expect(within(dialog).getByRole('button', { name: 'Quitar cupón FIELDDAY10' })).toBeTruthy();
    const stepNames = ['1. Sitios', '2. Cupón', '3. Pago'];
    for (const name of stepNames) expect(within(dialog).getByRole('region', { name })).toBeTruthy();

    const buy = within(dialog).getByRole('button', { name: 'Comprar' }) as HTMLButtonElement;
    await waitFor(() => expect(buy.disabled).toBe(false));
    fireEvent.click(buy);
    const success = await screen.findByRole('dialog', { name: 'Listo' });
    expect(within(success).getByTestId('purchase-message').textContent).toBe('Suscripción actualizada');
    expect(within(success).getByTestId('purchase-pending').textContent).toMatch(/North Pivot 3 \(10003\): Gold desde el 25/);
    expect(within(success).getByText('Los cambios de plan se activan al día siguiente de cada finca:')).toBeTruthy();
    // None of the catalogue's English sentences (the few words Spanish shares, like Plan, Total and CVC, aside).
    const shared = new Set(['Plan', 'Total', 'CVC', 'MM/YY']);
    const english = Object.values(en).filter((text) => !text.includes('{') && !text.includes('<') && !shared.has(text));
    for (const text of english) expect(document.body.textContent, text).not.toContain(text);
  });
});
