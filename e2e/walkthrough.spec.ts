import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectChartDrawn, graphPath, graphSite, measurementTabs } from './siteGraphSupport';
import { apiGet, apiSession, farmIdByName, savePreference, siteCards } from './sitesSupport';
import { atRest, demoLogin, framesDrawn, signIn } from './support';

// Findings of a walkthrough of the built screens (issue 18, items 1–15), each checked where the
// walkthrough saw it. Unit, component and integration tests cover the rest (see each test's note).

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(dir, `walkthrough-${name}.png`), fullPage: true, animations: 'disabled' });

// Each test signs in and opens several screens; on a busy shared machine that takes longer than the default.
test.describe.configure({ timeout: 90_000 });

const DESKTOP = { width: 1366, height: 850 };
const PHONE = { width: 390, height: 844 };
const SITE_DEFAULTS = {
  site: { sort: 'ALPHA-ASC' },
  map: { mapView: 'satellite' },
  selectedFarms: [],
  selectAllFarms: false,
  defaultLanding: { allFarms: false, myFarms: false, specificFarm: true, lastFarmVisited: false },
  selectedFarm: null,
  lastVisitedFarms: [],
} as const;

async function signOut(page: Page) {
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
}

test.describe('walkthrough findings', () => {
  test.use({ viewport: DESKTOP });

  test.afterEach(async ({ request }) => {
    for (const login of ['dealer.admin', 'business.admin', 'farm.user', 'admin'])
      await savePreference(request, await apiSession(request, login), SITE_DEFAULTS);
  });

  test('1: a farm popup that pans the map stays open until closed', async ({ page }) => {
    await signIn(page, demoLogin('dealer.admin'));
    await page.goto('/dashboard/farms/map-view');
    const pin = page.locator('.leaflet-marker-icon[title^="Russet Bend"]');
    await expect(pin).toBeVisible();
    const centre = () => page.evaluate(() => document.querySelector('.leaflet-map-pane')?.getAttribute('style') ?? '');
    const before = await centre();
    await pin.click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toContainText('Russet Bend');
    // The popup pans the map into view (autoPan); it used to close about half a second later.
    await expect.poll(centre).not.toBe(before);
    // The pan's end: Leaflet drops the class and fires moveend, when the markers are drawn again.
    await expect(page.locator('.leaflet-map-pane')).not.toHaveClass(/leaflet-pan-anim/);
    await framesDrawn(page);
    await expect(popup).toBeVisible();
    await shot(page, 'farm-map-popup-desktop');
    await page.locator('.leaflet-popup-close-button').click();
    await expect(popup).toHaveCount(0);
  });

  test('2: farm users open their own account without errors', async ({ page }) => {
    const failures: string[] = [];
    page.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
    page.on('response', (answer) => answer.url().includes('/org/') && answer.status() >= 400 && failures.push(answer.url()));
    for (const login of ['farm.admin', 'farm.user']) {
      await signIn(page, demoLogin(login));
      await page.goto('/dashboard/groups');
      const own = page
        .getByRole('region', { name: 'Your account' })
        .or(page.locator('section', { hasText: 'Your account' }))
        .first();
      await expect(own).toContainText('Green Acres Growers');
      await own.getByRole('link', { name: 'View' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Green Acres Growers' })).toBeVisible();
      await expect(page.getByText('Account Not Found')).toHaveCount(0);
      await signOut(page);
    }
    expect(failures).toEqual([]);
  });

  test('3: a visit to a farm is recorded and sign-in lands on it with "Last farm visited"', async ({ page, request }) => {
    const session = await apiSession(request, 'dealer.admin');
    const cotton = await farmIdByName(request, session, 'Cotton Flat');
    await savePreference(request, session, {
      defaultLanding: { allFarms: false, myFarms: false, specificFarm: false, lastFarmVisited: true },
      selectedFarm: null,
      lastVisitedFarms: [],
    });
    await signIn(page, demoLogin('dealer.admin'));
    await expect(page).toHaveURL(/\/dashboard\/farms/);
    await page.goto(`/farm/${cotton}/sites`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cotton Flat' })).toBeVisible();
    await expect
      .poll(
        async () =>
          (await apiGet<{ preference: { lastVisitedFarms: string[] } }>(request, session, '/user/details')).preference.lastVisitedFarms,
      )
      .toEqual([cotton]);
    await signOut(page);
    await signIn(page, demoLogin('dealer.admin'));
    await expect(page).toHaveURL(`/farm/${cotton}/sites`);
  });

  for (const width of [1366, 1920]) {
    test(`4: account tables show their whole action labels at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, demoLogin('admin'));
      await page.goto('/dashboard/groups');
      const actions = page.locator('table a:has-text("View"), table a:has-text("Edit")');
      await expect(actions.first()).toBeVisible();
      const clipped = await actions.evaluateAll((links) =>
        links
          .filter((link) => {
            const label = link.querySelector('.mantine-Button-label') ?? link;
            const cell = link.closest('td')!.getBoundingClientRect();
            const box = link.getBoundingClientRect();
            return label.scrollWidth > label.clientWidth + 1 || box.right > cell.right + 1 || box.left < cell.left - 1;
          })
          .map((link) => link.getAttribute('aria-label')),
      );
      expect(clipped).toEqual([]);
      if (width === 1366) await shot(page, 'accounts-desktop');
    });
  }

  test('5: a farm card counts the sites it lists and says what each state is (also FarmCard.test.tsx)', async ({ page }) => {
    await signIn(page, demoLogin('dealer.admin'));
    await page.goto('/dashboard/farms/list-view');
    const card = page.getByTestId('farm-card').filter({ hasText: 'North Pivot Farm' });
    const toggle = card.getByRole('button', { name: 'Show sites of North Pivot Farm' });
    const count = Number((await toggle.textContent())?.match(/(\d+) sites?/)?.[1]);
    await toggle.click();
    await expect(card.getByTestId('site-row')).toHaveCount(count);
    await shot(page, 'farm-card-desktop');
  });

  test('6: with several farms selected, the side panel and each card name the farms', async ({ page, request }) => {
    const session = await apiSession(request, 'dealer.admin');
    const north = await farmIdByName(request, session, 'North Pivot Farm');
    const cotton = await farmIdByName(request, session, 'Cotton Flat');
    await savePreference(request, session, { selectedFarms: [north, cotton], selectAllFarms: false });
    await signIn(page, demoLogin('dealer.admin'));
    await page.goto(`/farm/${north}/sites`);
    await expect(page.getByRole('heading', { level: 1, name: 'Multiple Farms' })).toBeVisible();
    await expect(page.getByTestId('panel-farm-name')).toHaveText('2 farms selected');
    await expect(page.getByTestId('panel-farm-address')).toHaveText('North Pivot Farm and Cotton Flat');
    await expect(siteCards(page).first()).toBeVisible();
    const farms = await page.getByTestId('site-card-farm').allTextContents();
    expect(farms.length).toBe(await siteCards(page).count());
    expect(new Set(farms)).toEqual(new Set(['Farm: North Pivot Farm', 'Farm: Cotton Flat']));
    await shot(page, 'sites-multi-farm-desktop');
  });

  test('8: every measurement tab can be reached at 1440 px, and the GDD stage names stay apart', async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const site = await graphSite(request, 'admin', 'North Pivot Farm', 'North Pivot 1');
    await signIn(page, demoLogin('admin'));
    await page.goto(graphPath(site));
    await expectChartDrawn(page);
    const tabs = measurementTabs(page);
    const last = tabs.getByRole('tab').last();
    await expect(last).toHaveText('Custom/Combined');
    const overflowing = await tabs.evaluate((list) => list.scrollWidth > list.clientWidth);
    if (overflowing) {
      const more = page.getByRole('button', { name: 'Show more measurement tabs' });
      await expect(more).toBeVisible();
      await expect(last).not.toBeInViewport({ ratio: 1 });
      for (let i = 0; i < 10 && (await more.isEnabled()); i++) {
        const scrolled = tabs.evaluate(
          (list) => new Promise<void>((done) => list.addEventListener('scrollend', () => done(), { once: true })),
        );
        await more.click();
        await scrolled;
        // The button follows the list's scroll position: disabled once the last tab is in view.
        const atEnd = await tabs.evaluate((list) => list.scrollLeft + list.clientWidth >= list.scrollWidth - 1);
        await expect(more).toBeEnabled({ enabled: !atEnd });
      }
      await expect(last).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Show earlier measurement tabs' })).toBeEnabled();
    }
    await shot(page, 'graph-tabs-desktop');
    await page.goto(graphPath(site, 'GDD'));
    await expect(
      page
        .getByRole('img', { name: /growing degree days/ })
        .locator('canvas')
        .first(),
    ).toBeVisible();
    await atRest(page);
    await shot(page, 'graph-gdd-desktop');
  });

  test('9: farm settings are plainly not editable for a farm user', async ({ page, request }) => {
    const farmId = await farmIdByName(request, await apiSession(request, 'farm.user'), 'North Pivot Farm');
    await signIn(page, demoLogin('farm.user'));
    await page.goto(`/farm/${farmId}/sites/settings`);
    for (const name of ['Farm Name', 'Farm Mailing Address', 'Farm Physical Address', 'Latitude', 'Longitude'])
      await expect(page.getByRole('textbox', { name })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Farm Name' })).toHaveValue('North Pivot Farm');
    await shot(page, 'farm-settings-readonly-desktop');
  });

  test('10: an 8-site farm shows its thumbnails in 3 columns beside the side panel', async ({ page, request }) => {
    const session = await apiSession(request, 'farm.user');
    const farmId = await farmIdByName(request, session, 'North Pivot Farm');
    await savePreference(request, session, { map: { mapView: 'thumbnails' } });
    await signIn(page, demoLogin('farm.user'));
    await page.goto(`/farm/${farmId}/sites`);
    const thumbs = page.getByTestId('thumbnail');
    await expect(thumbs).toHaveCount(8);
    const lefts = await thumbs.evaluateAll((all) => [...new Set(all.map((t) => Math.round(t.getBoundingClientRect().left)))]);
    expect(lefts).toHaveLength(3);
    await shot(page, 'thumbnails-desktop');
  });

  test('11: the site search ignores case and spaces (also siteList.int.test.ts)', async ({ page, request }) => {
    const farmId = await farmIdByName(request, await apiSession(request, 'farm.user'), 'North Pivot Farm');
    await signIn(page, demoLogin('farm.user'));
    await page.goto(`/farm/${farmId}/sites`);
    await expect(siteCards(page).first()).toBeVisible();
    await page.getByRole('searchbox', { name: "Search for Site ID's" }).fill('northpivot');
    await expect(siteCards(page)).toHaveCount(2);
    await expect(siteCards(page).first()).toHaveAttribute('aria-label', 'North Pivot 1');
  });

  test("12: the platform admin may invite into a farm's User Access", async ({ page, request }) => {
    const farmId = await farmIdByName(request, await apiSession(request, 'admin'), 'North Pivot Farm');
    await signIn(page, demoLogin('admin'));
    await page.goto(`/farm/${farmId}/sites/user-access`);
    await expect(page.getByRole('heading', { name: 'User Access' })).toBeVisible();
    await page.getByRole('button', { name: 'Invite +' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite a New Member' })).toBeVisible();
  });

  test('13: saving the farm selection on the dashboard shows it on the sites page', async ({ page, request }) => {
    const session = await apiSession(request, 'business.admin');
    const options = await apiGet<{ objectId: string; name: string }[]>(request, session, '/farm/picker');
    expect(options.length).toBeGreaterThan(1);
    await signIn(page, demoLogin('business.admin'));
    await page.goto('/dashboard/farms/list-view');
    await page.getByRole('button', { name: 'Select Farms' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Farms to Show Site IDs' });
    await dialog.getByRole('checkbox', { name: options[0]!.name }).check();
    await dialog.getByRole('checkbox', { name: options[1]!.name }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(`/farm/${options[0]!.objectId}/sites`);
    await expect(page.getByRole('heading', { level: 1, name: 'Multiple Farms' })).toBeVisible();
    await expect(page.getByText('2 total farms selected')).toBeVisible();
    await page.goto('/dashboard/farms/list-view');
    await expect(page.getByRole('button', { name: 'Select Farms (2 selected)' })).toBeVisible();
  });

  test('14: the new-account form leaves the password to the invitee', async ({ page }) => {
    await signIn(page, demoLogin('dealer.admin'));
    await page.goto('/dashboard/groups');
    await page.getByRole('button', { name: 'Create New Account' }).click();
    await page.getByRole('button', { name: 'Create New Business' }).click();
    const form = page.getByRole('dialog', { name: 'Create a New Business' });
    await expect(form.getByRole('textbox', { name: 'User Id' })).toBeVisible();
    await expect(form.getByLabel('Password')).toHaveCount(0);
    await expect(form.getByTestId('password-note')).toHaveText('They choose their own password when they sign up from the invitation.');
    const id = Date.now().toString(36);
    await form.getByRole('textbox', { name: 'Account Name' }).fill(`Walkthrough Farms ${id}`);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Wren Walker');
    await form.getByRole('textbox', { name: 'Email' }).fill(`wren.${id}@fresh.example`);
    await form.getByRole('textbox', { name: 'User Id' }).fill(`wren.${id}`);
    await shot(page, 'create-account-desktop');
    await form.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite Email Sent' })).toBeVisible();
  });
});

test.describe('walkthrough screens on a phone', () => {
  test.use({ viewport: PHONE });

  test('sites page with several farms, farm settings, accounts and the graph tabs', async ({ page, request }) => {
    const session = await apiSession(request, 'dealer.admin');
    const north = await farmIdByName(request, session, 'North Pivot Farm');
    const cotton = await farmIdByName(request, session, 'Cotton Flat');
    try {
      await savePreference(request, session, { selectedFarms: [north, cotton], selectAllFarms: false });
      await signIn(page, demoLogin('dealer.admin'));
      await page.goto(`/farm/${north}/sites`);
      await expect(page.getByTestId('site-card-farm').first()).toBeVisible();
      await shot(page, 'sites-multi-farm-phone');
      await page.goto('/dashboard/groups');
      await expect(page.getByRole('link', { name: 'View' }).first()).toBeVisible();
      await shot(page, 'accounts-phone');
      await page.goto('/dashboard/farms/list-view');
      const card = page.getByTestId('farm-card').filter({ hasText: 'North Pivot Farm' });
      await card.getByRole('button', { name: 'Show sites of North Pivot Farm' }).click();
      await expect(card.getByTestId('site-row').first()).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await shot(page, 'farm-card-phone');
      const site = await graphSite(request, session, 'North Pivot Farm', 'North Pivot 1');
      await page.goto(graphPath(site));
      await expectChartDrawn(page);
      await shot(page, 'graph-tabs-phone');
    } finally {
      await savePreference(request, session, SITE_DEFAULTS);
    }
  });
});
