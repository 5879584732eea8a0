import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SUBSCRIPTION_PLANS } from '@tilth/domain';
import { activatePlanChangeOf, dropPendingPlan, restorePlan } from './planActivationJob';
import { apiSession, apiSites, farmIdByName } from './sitesSupport';
import { demoLogin, mainNav, signIn } from './support';

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });
const FARM = 'North Pivot Farm';
const SUMMARY = /^Summary : \d+ Gold SiteID\(s\), \d+ Silver SiteID\(s\), \d+ not subscribed$/;

const farmSection = (page: Page, name: string) => page.getByRole('region', { name });
const rows = (section: Locator) => section.getByTestId('subscription-row');

async function openHistory(page: Page, farm = FARM) {
  await mainNav(page).getByRole('link', { name: 'Subscription' }).click();
  await expect(page).toHaveURL(/\/dashboard\/shop\/subscriptions$/);
  await expect(page.getByRole('tab', { name: 'Subscription History' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('subscription-summary')).toHaveText(SUMMARY);
  await page.getByRole('searchbox', { name: 'Search by farm' }).fill(`${farm}  `);
  await expect(page.getByRole('region')).toHaveCount(1);
  return farmSection(page, farm);
}

test.describe('subscription history', () => {
  test('the platform admin changes three sites’ plans, sees the activation message and the pending marks', async ({ page }) => {
    await signIn(page, demoLogin('admin'));
    const section = await openHistory(page);
    await expect(rows(section).first()).toBeVisible();
    await shot(page, 'subscriptions-history-desktop');

    await page.getByRole('button', { name: 'Update Subscriptions' }).click();
    const chosen: { siteId: string; plan: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const row = rows(section).nth(i);
      const siteId = (await row.getByRole('cell').first().innerText()).trim();
      const group = row.getByRole('group', { name: `Plan of site ${siteId}` });
      const current = await Promise.all(SUBSCRIPTION_PLANS.map((plan) => group.getByRole('checkbox', { name: plan }).isChecked()));
      const next = SUBSCRIPTION_PLANS[(current.indexOf(true) + 1) % SUBSCRIPTION_PLANS.length]!;
      await group.getByRole('checkbox', { name: next }).click();
      await expect(group.getByRole('checkbox', { name: next })).toBeChecked();
      chosen.push({ siteId, plan: next });
    }
    // Choosing a site's original plan again removes it from the pending list.
    const first = rows(section).first().getByRole('group');
    const original = SUBSCRIPTION_PLANS[(SUBSCRIPTION_PLANS.indexOf(chosen[0]!.plan as never) + 2) % 3]!;
    await first.getByRole('checkbox', { name: original }).click();
    await expect(page.getByRole('button', { name: 'Save Subscriptions (2)' })).toBeVisible();
    await first.getByRole('checkbox', { name: chosen[0]!.plan }).click();
    await shot(page, 'subscriptions-edit-desktop');

    await page.getByRole('button', { name: 'Save Subscriptions (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscription Activation In Progress' });
    await expect(dialog).toContainText('Changes in the subscribed plan for the sites will be activated tomorrow');
    await shot(page, 'subscriptions-activation-desktop');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Update Subscriptions' })).toBeVisible();
    for (const { siteId, plan } of chosen) {
      const row = rows(section).filter({ has: page.getByRole('cell', { name: siteId, exact: true }) });
      await expect(row.getByTestId('pending-plan')).toHaveText(new RegExp(`^→ ${plan} (tomorrow|from )`));
    }
    await shot(page, 'subscriptions-pending-desktop');
  });

  test('a site moved to None keeps its graph until the farm’s next day, then the API refuses it and the card says so', async ({
    page,
    browser,
    request,
  }) => {
    const grower = await apiSession(request, demoLogin('farm.admin').email);
    const farmId = await farmIdByName(request, grower, FARM);
    const site = (await apiSites(request, grower, farmId)).find((s) => s.name === 'North Pivot 2')!;
    expect(site.planDetails.plan).toBe('Gold');
    dropPendingPlan(site.objectId);
    const series = () =>
      request.get(`/sites/${site.objectId}/series?fromDate=${new Date(Date.now() - 86_400_000).toISOString()}`, {
        headers: { authorization: grower.token },
      });
    try {
      await signIn(page, demoLogin('admin'));
      const section = await openHistory(page);
      await page.getByRole('button', { name: 'Update Subscriptions' }).click();
      const row = rows(section).filter({ has: page.getByRole('cell', { name: site.siteId, exact: true }) });
      await row
        .getByRole('group', { name: `Plan of site ${site.siteId}` })
        .getByRole('checkbox', { name: 'None' })
        .click();
      await page.getByRole('button', { name: 'Save Subscriptions (1)' }).click();
      await page.getByRole('dialog', { name: 'Subscription Activation In Progress' }).getByRole('button', { name: 'OK' }).click();
      await expect(row.getByTestId('pending-plan')).toHaveText(/^→ None (tomorrow|from )/);

      // Until the farm's next day the old plan holds.
      expect((await series()).status()).toBe(200);
      // Two days on (past any zone's midnight) the job applies the change.
      expect(await activatePlanChangeOf(site.objectId, new Date(Date.now() + 2 * 86_400_000))).toBe(1);
      const refused = await series();
      expect(refused.status()).toBe(403);
      expect((await refused.json()).message).toContain('not part of this site');

      const growerPage = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
      await signIn(growerPage, demoLogin('farm.admin'));
      await growerPage.goto(`/farm/${farmId}/sites`);
      const card = growerPage.getByTestId('site-card').filter({ hasText: 'North Pivot 2' });
      await card.getByTestId('site-card-toggle').click();
      await expect(card.getByTestId('subscribe-text')).toHaveText('Please contact your dealer to subscribe to this feature');
      await expect(card.getByRole('link', { name: 'Open graph' })).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await shot(growerPage, 'subscriptions-none-card-desktop');
      // The graph's address leads back to the farm's sites.
      await growerPage.goto(`/farm/${farmId}/site/${site.siteId}/${site.objectId}/${site.twigId}/graph`);
      await expect(growerPage).toHaveURL(new RegExp(`/farm/${farmId}/sites`));
      await growerPage.context().close();
    } finally {
      restorePlan(site.objectId, 'Gold');
    }
  });

  test('the Active switch deactivates and activates a site', async ({ page }) => {
    await signIn(page, demoLogin('admin'));
    const section = await openHistory(page);
    const row = rows(section)
      .filter({ has: page.getByRole('switch', { checked: true }) })
      .first();
    const siteId = (await row.getByRole('cell').first().innerText()).trim();
    const toggle = page.getByRole('switch', { name: `Site ${siteId} active` });
    await toggle.click({ force: true });
    await expect(toggle).not.toBeChecked();
    await expect(rows(section).filter({ hasText: siteId }).getByText('No', { exact: true })).toBeVisible();
    await toggle.click({ force: true });
    await expect(toggle).toBeChecked();
    await expect(rows(section).filter({ hasText: siteId }).getByText('Yes', { exact: true })).toBeVisible();
  });

  test('filters with the plan checkboxes and the Active radio group, and says when nothing matches', async ({ page }) => {
    await signIn(page, demoLogin('admin'));
    await openHistory(page);
    await page.getByRole('searchbox', { name: 'Search by farm' }).fill('');
    await page.getByRole('searchbox', { name: 'Search by site' }).fill('no such site   ');
    await expect(page.getByText('No sites found')).toBeVisible();
    await expect(page.getByText('No sites or site IDs matched the search text "no such site".')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by site' }).fill('');
    await page.getByRole('radio', { name: 'Inactive Only' }).check();
    for (const sw of await page.getByRole('switch').all()) await expect(sw).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'Gold' }).uncheck();
    await page.getByRole('checkbox', { name: 'Silver' }).uncheck();
    await page.getByRole('checkbox', { name: 'None' }).uncheck();
    await expect(page.getByTestId('subscription-summary')).toHaveText('Summary : 0 Gold SiteID(s), 0 Silver SiteID(s), 0 not subscribed');
  });

  test('a distributor user may look but is told to contact their admin to edit', async ({ page }) => {
    await signIn(page, demoLogin('distributor.user'));
    await openHistory(page);
    await page.getByRole('button', { name: 'Update Subscriptions' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact your Admin' })).toBeVisible();
  });

  test('a dealer admin typing the address cannot access the page', async ({ page }) => {
    await signIn(page, demoLogin('dealer.admin'));
    await page.goto('/dashboard/shop/subscriptions');
    await expect(page.getByText('Cannot access this page')).toBeVisible();
    await expect(page.getByText('Please contact your admin to add Plans for your sites')).toBeVisible();
  });

  test('phone layout', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demoLogin('admin'));
    await page.goto('/dashboard/shop/subscriptions');
    await page.getByRole('searchbox', { name: 'Search by farm' }).fill(FARM);
    await expect(page.getByRole('region')).toHaveCount(1);
    await shot(page, 'subscriptions-history-phone');
    await page.getByRole('button', { name: 'Update Subscriptions' }).click();
    await shot(page, 'subscriptions-edit-phone');
  });
});
