import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SHOP_TEXT, type PaymentProfile, type PlanAuditPage, type ShoppingSettings, type ShopSite, type SiteCardView } from '@tilth/domain';
import { ownOrganisation } from './accountsSupport';
import { dropPendingPlan } from './planActivationJob';
import { apiGet, apiSession, apiSites, farmIdByName, type ApiSession } from './sitesSupport';
import { demoLogin, signIn } from './support';

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });
const PHONE = { width: 375, height: 812 };
const CARDS = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
  chargeFails: '4000 0000 0000 0341',
};

// Russet Bend (Snake River Potato Co., under the demo's dealer Heartland): no other spec uses its sites.
const FARM = 'Russet Bend';

async function send(request: APIRequestContext, session: ApiSession, method: 'POST' | 'PATCH' | 'DELETE', url: string, data?: unknown) {
  const answer = await request.fetch(url, { method, headers: { authorization: session.token }, data });
  return { status: answer.status(), body: (await answer.json()) as { data: unknown; message: string } };
}

/** The purchaser's default card (through the API, for the tests' own setup): the local provider's test Visa. */
async function ensureCustomer(request: APIRequestContext, session: ApiSession): Promise<void> {
  const profile = await apiGet<PaymentProfile>(request, session, `/customers/${session.userId}`);
  if (profile.stripeCustomerDetails?.default_source) return;
  const token = await send(request, session, 'POST', '/local-pay/tokens', {
    number: '4242424242424242',
    exp_month: 12,
    exp_year: 2034,
    cvc: '123',
  });
  expect(token.status).toBe(200);
  const id = (token.body.data as { id: string }).id;
  const saved = profile.stripeCustomerDetails
    ? await send(request, session, 'PATCH', `/customers/${session.userId}`, { token: id })
    : await send(request, session, 'POST', '/customers', { token: id });
  expect(saved.status).toBe(200);
}

/** Leaves the sites as the demo has them: no one pays for them and no plan change waits. */
async function release(request: APIRequestContext, session: ApiSession, sites: SiteCardView[]) {
  for (const site of sites) {
    await send(request, session, 'DELETE', `/site/${site.objectId}/subscription`);
    dropPendingPlan(site.objectId);
  }
}

async function russetSites(request: APIRequestContext, session: ApiSession, names: string[]) {
  const farmId = await farmIdByName(request, session, FARM);
  const all = await apiSites(request, session, farmId);
  return { farmId, sites: names.map((name) => all.find((site) => site.name === name)!) };
}

const savedCards = (page: Page) => page.getByRole('region', { name: 'Saved cards' });

async function fillCard(scope: Locator, number: string) {
  await scope.getByRole('textbox', { name: 'Card number' }).fill(number);
  await scope.getByRole('textbox', { name: 'Expiry' }).fill('12/34');
  await scope.getByRole('textbox', { name: 'CVC' }).fill('123');
  await scope.getByRole('textbox', { name: 'Name on card' }).fill('Dana Whitfield');
}

async function addCard(page: Page, number: string) {
  const section = savedCards(page);
  await section.getByRole('button', { name: 'Add card' }).click();
  await fillCard(section, number);
  await section.getByRole('button', { name: 'Save card' }).click();
}

async function openCheckout(page: Page, product: 'prod_gold' | 'prod_silver', sites: string[]) {
  await page.goto(`/dashboard/shop/product/${product}`);
  await page.getByRole('button', { name: 'Add to sites' }).click();
  const dialog = page.getByRole('dialog', { name: /^Checkout: / });
  await dialog.getByRole('combobox', { name: 'Farm' }).click();
  await page.getByRole('option', { name: FARM }).click();
  for (const name of sites) await dialog.getByRole('checkbox', { name }).check();
  return dialog;
}

test.describe('shop', () => {
  test('a dealer admin saves cards, buys Gold for two sites, sees the total, success and pending activation; a declined card changes nothing', async ({
    page,
    request,
  }) => {
    // The whole purchase story in one test (cards, purchase, decline), on a shared 2-core machine.
    test.setTimeout(120_000);
    const dealer = demoLogin('dealer.admin');
    const session = await apiSession(request, dealer.email);
    const { farmId, sites } = await russetSites(request, session, ['Russet Drip', 'Alfalfa Bench', 'Russet 1']);
    const [drip, bench, russet1] = sites as [SiteCardView, SiteCardView, SiteCardView];
    for (const site of sites) dropPendingPlan(site.objectId);
    try {
      await signIn(page, dealer);
      // The buyer finds the shop in the profile menu.
      await page.getByRole('button', { name: `Profile menu for ${dealer.name}` }).click();
      await page.getByRole('menuitem', { name: 'Shop' }).click();
      await expect(page).toHaveURL(/\/dashboard\/shop$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
      await expect(page.getByTestId('plan-card')).toHaveCount(2);
      await expect(page.getByTestId('plan-card').filter({ hasText: 'Gold' }).getByTestId('plan-price')).toHaveText('$240.00');
      await expect(savedCards(page).getByText('No saved cards yet.')).toBeVisible();
      await shot(page, 'shop-desktop');

      // Cards: a first card becomes the customer's default; a declined card is refused and nothing changes.
      await addCard(page, CARDS.visa);
      await expect(savedCards(page).getByTestId('saved-card')).toHaveCount(1);
      await expect(savedCards(page).getByTestId('saved-card').first()).toContainText('Visa ending 4242');
      await addCard(page, CARDS.declined);
      await expect(savedCards(page).getByRole('alert')).toContainText('declined');
      await expect(page.getByTestId('flash')).toHaveText(SHOP_TEXT.cardUpdateFailed);
      await savedCards(page).getByRole('button', { name: 'Cancel' }).click();
      await expect(savedCards(page).getByTestId('saved-card')).toHaveCount(1);
      await addCard(page, CARDS.mastercard);
      await expect(savedCards(page).getByTestId('saved-card')).toHaveCount(2);

      // The default card changes at once, and stays changed after a reload.
      await savedCards(page).getByRole('button', { name: 'Make default: Mastercard ending 4444' }).click();
      await expect(
        savedCards(page)
          .getByTestId('saved-card')
          .filter({ has: page.getByTestId('default-card') }),
      ).toContainText(/mastercard ending 4444/i);
      await page.reload();
      await expect(
        savedCards(page)
          .getByTestId('saved-card')
          .filter({ has: page.getByTestId('default-card') }),
      ).toContainText(/mastercard ending 4444/i);
      await savedCards(page).getByRole('button', { name: 'Make default: Visa ending 4242' }).click();
      await expect(
        savedCards(page)
          .getByTestId('saved-card')
          .filter({ has: page.getByTestId('default-card') }),
      ).toContainText('Visa ending 4242');
      // The change is applied at once and confirmed by the server: the other card's button comes back then.
      await expect(savedCards(page).getByRole('button', { name: /^Make default/ })).toBeEnabled();
      await shot(page, 'shop-saved-cards-desktop');

      // The plan's page, with a back link to the shop.
      await page.getByRole('link', { name: 'View plan Gold' }).click();
      await expect(page).toHaveURL(/\/dashboard\/shop\/product\/prod_gold$/);
      await expect(page.getByTestId('product-price')).toHaveText('$240.00');
      await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard/shop');
      await shot(page, 'shop-product-desktop');

      // Checkout: the site already on Gold is checked and disabled; Purchase waits for a choice.
      await page.getByRole('button', { name: 'Add to sites' }).click();
      const dialog = page.getByRole('dialog', { name: 'Checkout: Gold' });
      await dialog.getByRole('combobox', { name: 'Farm' }).click();
      await page.getByRole('option', { name: FARM }).click();
      await expect(dialog.getByRole('checkbox', { name: 'Russet 1' })).toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: 'Russet 1' })).toBeDisabled();
      await expect(dialog.getByRole('button', { name: 'Purchase' })).toBeDisabled();
      await dialog.getByRole('checkbox', { name: 'Russet Drip' }).check();
      await dialog.getByRole('checkbox', { name: 'Alfalfa Bench' }).check();
      await expect(dialog.getByTestId('checkout-total')).toContainText('2 sites × $240.00');
      await expect(dialog.getByTestId('checkout-total-amount')).toHaveText('$480.00');
      await expect(dialog.getByTestId('checkout-card')).toContainText('Visa ending 4242');
      await shot(page, 'shop-checkout-desktop');
      await dialog.getByRole('button', { name: 'Purchase' }).click();

      const success = page.getByRole('dialog', { name: 'Success' });
      await expect(success.getByTestId('purchase-message')).toHaveText(SHOP_TEXT.subscriptionUpdated);
      await expect(success.getByTestId('purchase-pending')).toContainText(`Russet Drip (${drip.siteId}): Gold from`);
      await expect(success.getByTestId('purchase-pending')).toContainText(`Alfalfa Bench (${bench.siteId}): Gold from`);
      await shot(page, 'shop-success-desktop');
      await success.getByRole('button', { name: 'OK' }).click();

      // The pending activation and the audit rows, named after the purchaser.
      const shopSites = await apiGet<ShopSite[]>(request, session, `/shop/sites?farmId=${farmId}`);
      for (const site of [drip, bench])
        expect(shopSites.find((s) => s.objectId === site.objectId)).toMatchObject({ pendingPlan: 'Gold', paidByCaller: true });
      const admin = await apiSession(request, demoLogin('admin').email);
      for (const site of [drip, bench]) {
        const audit = await apiGet<PlanAuditPage>(request, admin, `/subscriptions/plan-audit?siteId=${site.siteId}`);
        expect(audit.records[0]).toMatchObject({ siteId: site.siteId, oldPlan: 'Silver', currentPlan: 'Gold', modifiedBy: dealer.name });
      }
      await page.goto('/dashboard/shop');
      await expect(page.getByRole('region', { name: 'Invoices' }).getByTestId('invoice').first()).toContainText('$480.00');

      // A card that attaches but whose charges decline: the error shows (and goes after 6 s), nothing changes.
      await addCard(page, CARDS.chargeFails);
      await savedCards(page).getByRole('button', { name: 'Make default: Visa ending 0341' }).click();
      await expect(
        savedCards(page)
          .getByTestId('saved-card')
          .filter({ has: page.getByTestId('default-card') }),
      ).toContainText('ending 0341');
      const declined = await openCheckout(page, 'prod_silver', ['Russet 1']);
      await declined.getByRole('button', { name: 'Purchase' }).click();
      await expect(declined.getByTestId('checkout-error')).toContainText('declined');
      await shot(page, 'shop-checkout-declined-desktop');
      await expect(declined.getByTestId('checkout-error')).toHaveCount(0, { timeout: 9_000 });
      const after = await apiGet<ShopSite[]>(request, session, `/shop/sites?farmId=${farmId}`);
      expect(after.find((s) => s.objectId === russet1.objectId)).toMatchObject({ plan: 'Gold', pendingPlan: null, paidPlan: null });
    } finally {
      // The Visa back as the default card, for the other tests' purchases.
      const visa = await visaId(request, session).catch(() => null);
      if (visa) await send(request, session, 'PATCH', `/customers/${session.userId}`, { sourceId: visa, changeDefaultPayment: true });
      await release(request, session, sites);
    }
  });

  test('a user role cannot buy: they are told to contact their admin', async ({ page, request }) => {
    const user = demoLogin('farm.user');
    // Members buy only when the Team Shopping Settings of the account under the provider allow it,
    // which another spec turns on: this test sets what it needs and puts the settings back after.
    const distributor = await apiSession(request, demoLogin('distributor.admin').email);
    const settingsUrl = `/org/${(await ownOrganisation(request, distributor)).objectId}/shopping-settings`;
    const settings = await apiGet<ShoppingSettings>(request, distributor, settingsUrl);
    const put = (data: ShoppingSettings) => request.put(settingsUrl, { headers: { authorization: distributor.token }, data });
    expect((await put({ ...settings, membersMayPurchase: false })).status()).toBe(200);
    try {
      await userCannotBuy(page, request, user);
    } finally {
      await put(settings);
    }
  });

  async function userCannotBuy(page: Page, request: APIRequestContext, user: ReturnType<typeof demoLogin>) {
    await signIn(page, user);
    await page.goto('/dashboard/shop');
    await expect(page.getByTestId('non-purchaser')).toHaveText(SHOP_TEXT.nonAdminPurchase);
    await expect(page.getByRole('region', { name: 'Saved cards' })).toHaveCount(0);
    await page.getByRole('link', { name: 'View plan Silver' }).click();
    await expect(page.getByTestId('non-purchaser')).toHaveText(SHOP_TEXT.nonAdminPurchase);
    await expect(page.getByRole('button', { name: 'Add to sites' })).toHaveCount(0);
    const session = await apiSession(request, user.email);
    const refused = await send(request, session, 'POST', '/subscriptions', {
      subscriptionData: { selectedPlan: { plan: 'plan_gold_yearly', name: 'Gold', sites: ['SiteXXXXXX'] } },
    });
    expect([403, 404]).toContain(refused.status);
  }

  test('the distributor admin cancels a subscription from the Configuration tab; a site another account pays for is refused', async ({
    page,
    request,
  }) => {
    const distributor = demoLogin('distributor.admin');
    const payer = await apiSession(request, distributor.email);
    const dealer = await apiSession(request, demoLogin('dealer.admin').email);
    const { farmId, sites } = await russetSites(request, payer, ['Russet Drip', 'Russet 2']);
    const [own, others] = sites as [SiteCardView, SiteCardView];
    for (const site of sites) dropPendingPlan(site.objectId);
    try {
      await ensureCustomer(request, payer);
      await ensureCustomer(request, dealer);
      const buy = (session: ApiSession, site: SiteCardView) =>
        send(request, session, 'POST', '/subscriptions', {
          subscriptionData: { selectedPlan: { plan: 'plan_silver_yearly', name: 'Silver', sites: [site.objectId] } },
        });
      expect((await buy(payer, own)).status).toBe(200);
      expect((await buy(dealer, others)).status).toBe(200);

      await signIn(page, distributor);
      const configOf = (site: SiteCardView) => `/farm/${farmId}/site/${site.siteId}/${site.objectId}/${site.twigId}/config+subs`;
      await page.goto(configOf(own));
      const card = page.getByRole('region', { name: 'Subscription', exact: true });
      await expect(card.getByTestId('paid-plan')).toContainText('Paid through the shop: Silver');
      await card.getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByRole('dialog', { name: 'Cancel Subscription?' }).getByRole('button', { name: 'Cancel Subscription' }).click();
      const success = page.getByRole('dialog', { name: 'Success' });
      await expect(success).toContainText(SHOP_TEXT.subscriptionCancelled);
      await shot(page, 'shop-cancelled-desktop');
      await success.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(new RegExp(`${own.objectId}/${own.twigId}/config\\+subs$`));
      await expect(card.getByTestId('paid-plan')).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);

      await page.goto(configOf(others));
      await card.getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByRole('dialog', { name: 'Cancel Subscription?' }).getByRole('button', { name: 'Cancel Subscription' }).click();
      const refused = page.getByRole('dialog', { name: SHOP_TEXT.badRequest });
      await expect(refused).toContainText(SHOP_TEXT.noPaymentInfo);
      await refused.getByRole('button', { name: 'OK' }).click();
      await expect(card.getByTestId('paid-plan')).toContainText('Paid through the shop: Silver');
    } finally {
      await release(request, payer, [own]);
      await release(request, dealer, [others]);
    }
  });

  test('phone layout: shop, plan, checkout, success and saved cards at 375 px', async ({ page, request }) => {
    const dealer = demoLogin('dealer.admin');
    const session = await apiSession(request, dealer.email);
    const { sites } = await russetSites(request, session, ['Alfalfa Bench']);
    for (const site of sites) dropPendingPlan(site.objectId);
    await ensureCustomer(request, session);
    try {
      await page.setViewportSize(PHONE);
      await signIn(page, dealer);
      await page.goto('/dashboard/shop');
      await expect(page.getByTestId('plan-card')).toHaveCount(2);
      await expect(savedCards(page).getByTestId('saved-card').first()).toBeVisible();
      await shot(page, 'shop-phone');
      await savedCards(page).getByRole('button', { name: 'Add card' }).click();
      await expect(savedCards(page).getByRole('textbox', { name: 'Card number' })).toBeFocused();
      // The card number took the focus (and scrolled): back to the top for a whole-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'shop-saved-cards-phone');
      await page.getByRole('link', { name: 'View plan Gold' }).click();
      await expect(page.getByTestId('product-price')).toHaveText('$240.00');
      await shot(page, 'shop-product-phone');
      const dialog = await openCheckout(page, 'prod_gold', ['Alfalfa Bench']);
      await expect(dialog.getByTestId('checkout-total-amount')).toHaveText('$240.00');
      await page.screenshot({ path: path.join(shots, 'shop-checkout-phone.png'), animations: 'disabled' });
      await dialog.getByRole('button', { name: 'Purchase' }).click();
      await expect(page.getByRole('dialog', { name: 'Success' }).getByTestId('purchase-pending')).toContainText('Alfalfa Bench');
      await page.screenshot({ path: path.join(shots, 'shop-success-phone.png'), animations: 'disabled' });
    } finally {
      await release(request, session, sites);
    }
  });
});

async function visaId(request: APIRequestContext, session: ApiSession): Promise<string> {
  const profile = await apiGet<PaymentProfile>(request, session, `/customers/${session.userId}`);
  const visa = profile.stripeCustomerDetails?.sources.data.find((card) => card.last4 === '4242');
  if (!visa) throw new Error('no Visa ending 4242');
  return visa.id;
}
