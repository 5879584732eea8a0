import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, settled } from './axe';
import { chart, drawCount, expectChartDrawn, expectRedrawn, graphPath, graphSite, type GraphSite } from './siteGraphSupport';
import { apiGet, apiSession, savePreference, siteCards, type ApiSession } from './sitesSupport';
import { demoLogin, signIn } from './support';

// The dark theme (issue 34): picked in Edit Profile, kept in the user's preferences, 'System'
// following the device live; every main screen passes the axe scan in dark; screenshots of the
// main screens in dark at desktop and phone sizes go to .tmp/dark-theme/ for people to look at.

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp', 'dark-theme');
const scheme = (page: Page) => page.locator('html');
const heading = (page: Page, name: string | RegExp, level = 1) => page.getByRole('heading', { name, level });
const preferences = (page: Page) => page.getByRole('region', { name: 'Preferences' });

let farmAdmin: ApiSession;
let site: GraphSite;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  farmAdmin = await apiSession(request, 'farm.admin');
  site = await graphSite(request, farmAdmin, 'North Pivot Farm', 'North Pivot 1');
  fs.mkdirSync(shots, { recursive: true });
});

// The other specs see farm.admin as the seed left it: following the system, which is light in Chromium.
test.afterAll(async ({ request }) => {
  await savePreference(request, farmAdmin, { theme: 'system' });
});

test('Dark picked in Edit Profile applies at once, stays after a reload and is read back by the API', async ({ page, request }) => {
  await savePreference(request, farmAdmin, { theme: 'system' });
  await signIn(page, demoLogin('farm.admin'));
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.goto('/dashboard/edit-account');
  await expect(heading(page, 'Edit Profile')).toBeVisible();
  await expect(preferences(page).getByRole('radio', { name: 'System' })).toBeChecked();
  await preferences(page).getByText('Dark', { exact: true }).click();
  await expect(page.getByTestId('flash')).toHaveText("'Theme' updated");
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const { preference } = await apiGet<{ preference: { theme: string } }>(request, farmAdmin, '/user/details');
  expect(preference.theme).toBe('dark');

  // The next visit starts dark: the choice is kept on the device for the first frame.
  await page.reload();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(preferences(page).getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('tilth-color-scheme'))).toBe('dark');
  await expectAccessible(page, 'edit profile (dark)', heading(page, 'Edit Profile'));

  // Light wins over a dark system.
  await page.emulateMedia({ colorScheme: 'dark' });
  await preferences(page).getByText('Light', { exact: true }).click();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect
    .poll(async () => (await apiGet<{ preference: { theme: string } }>(request, farmAdmin, '/user/details')).preference.theme)
    .toBe('light');
});

test("'System' follows the device's setting live, the chart redraws with it, and sign-in follows the system", async ({ page, request }) => {
  await savePreference(request, farmAdmin, { theme: 'system' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page, 'sign-in (dark)', heading(page, 'Sign In'));

  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, demoLogin('farm.admin'));
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.goto(graphPath(site));
  await expectChartDrawn(page);
  const before = await drawCount(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectRedrawn(page, before);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');

  // Signing out leaves the next person's sign-in page to the system, whatever was chosen.
  await savePreference(request, farmAdmin, { theme: 'dark' });
  await page.reload();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.goto('/logout');
  await expect(heading(page, 'Sign In')).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test.describe('in dark', () => {
  test.beforeEach(async ({ page, request }) => {
    await savePreference(request, farmAdmin, { theme: 'dark' });
    await signIn(page, demoLogin('farm.admin'));
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('the main screens and a dialog pass the axe scan', async ({ page }) => {
    await page.goto('/dashboard/farms/list-view');
    await expectAccessible(page, 'farms (dark)', page.getByTestId('farm-card').first());
    await page.goto(graphPath(site));
    await expectChartDrawn(page);
    await expectAccessible(page, 'site graph (dark)', chart(page));
    await page.goto('/dashboard/planner');
    await expectAccessible(page, 'planner (dark)', page.getByTestId('planner-row').first());
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await expectAccessible(page, 'export dialog (dark)', page.getByRole('dialog', { name: 'Export data' }));
    await page.keyboard.press('Escape');
    await page.goto('/dashboard/edit-account');
    await expectAccessible(page, 'edit profile (dark)', heading(page, 'Edit Profile'));
  });

  test('the sites page and its panels pass the axe scan', async ({ page }) => {
    await page.goto(`/farm/${site.farmId}/sites`);
    await expectAccessible(page, 'sites (dark)', siteCards(page).first());
    await page.goto(`/farm/${site.farmId}/sites/settings`);
    await expectAccessible(page, 'sites settings panel (dark)', heading(page, 'Settings', 2));
  });

  for (const [device, use] of [
    ['desktop', { viewport: { width: 1440, height: 900 } }],
    ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ] as const) {
    test.describe(device, () => {
      test.use(use);

      test(`screenshots of sites, graph, planner and profile (${device})`, async ({ page }) => {
        const shot = async (name: string) => {
          await settled(page);
          await page.evaluate('document.activeElement?.blur(); window.scrollTo(0, 0);');
          await page.screenshot({ path: path.join(shots, `${name}-${device}.png`), fullPage: true, animations: 'disabled' });
        };
        await page.goto(`/farm/${site.farmId}/sites`);
        await expect(siteCards(page).first()).toBeVisible();
        await expect(page.getByTestId('weather-table')).toBeVisible();
        await shot('sites');
        await page.goto(graphPath(site));
        await expectChartDrawn(page);
        await shot('graph');
        await page.goto('/dashboard/planner');
        await expect(page.getByTestId('planner-row').first()).toBeVisible();
        await shot('planner');
        await page.goto('/dashboard/edit-account');
        await expect(heading(page, 'Edit Profile')).toBeVisible();
        await shot('profile');
      });
    });
  }
});
