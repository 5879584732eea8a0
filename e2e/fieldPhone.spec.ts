import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { chart, expectChartDrawn, graphPath, graphSite, type GraphSite } from './siteGraphSupport';
import { apiSession, savePreference } from './sitesSupport';
import { atRest, demoLogin, signIn } from './support';

/**
 * Issue 37, in the field: a grower's phone (390×844, touch). The site graph's chart is on the
 * first screen, the period is changed from the Graph options sheet and the redrawn chart is in
 * sight without scrolling; the tables under it load when opened; the sites list shows at least
 * three cards on the first screen.
 */

const SCREEN = { width: 390, height: 844 };
const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp', 'field-phone');

test.use({ viewport: SCREEN, isMobile: true, hasTouch: true });

async function shot(page: Page, name: string) {
  await atRest(page);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

const drawnAt = (page: Page) => chart(page).getAttribute('data-drawn-at');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('in the field on a phone', () => {
  let site: GraphSite;

  test.beforeAll(async ({ request }) => {
    const grower = await apiSession(request, demoLogin('farm.user').email);
    site = await graphSite(request, grower, 'North Pivot Farm', 'North Pivot 1');
    // No saved graph settings: the graph opens on its default period, 1 month.
    await savePreference(request, grower, { graph: { [site.objectId]: {} } });
  });

  test('the site graph: the chart on the first screen, the period switched from the sheet without scrolling', async ({ page }) => {
    await signIn(page, demoLogin('farm.user'));
    await page.goto(graphPath(site));
    await expectChartDrawn(page);
    const options = page.getByRole('button', { name: /^Graph options/ });
    await expect(options).toContainText('1 month');

    const canvas = chart(page).locator('canvas').first();
    // Read the box once the chart is laid out (a first view's chart settles as its bars and overlays arrive).
    let box: Awaited<ReturnType<typeof canvas.boundingBox>> = null;
    await expect.poll(async () => (box = await canvas.boundingBox()), { message: 'the chart canvas has a box' }).not.toBeNull();
    expect(box!.y, 'the chart starts on the first screen').toBeLessThanOrEqual(500);
    expect(box!.y + box!.height, 'the whole chart is on the first screen').toBeLessThanOrEqual(SCREEN.height);
    expect(await scrollY(page)).toBe(0);
    // The site's name and the controls' button are above it; the controls themselves are in the sheet.
    await expect(page.getByRole('heading', { level: 1, name: 'North Pivot 1' })).toBeInViewport();
    await expect(page.getByTestId('graph-filter-bar')).toHaveCount(0);
    await shot(page, 'graph-1-month');

    const before = await drawnAt(page);
    await options.tap();
    const sheet = page.getByRole('dialog', { name: 'Graph options' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('radio', { name: '1 month' })).toBeChecked();
    // The toolbar and overlay switches are in the sheet too.
    await expect(sheet.getByTestId('graph-toolbar')).toBeVisible();
    await shot(page, 'graph-sheet');
    await sheet.locator('label', { hasText: '7 days' }).tap();

    // The sheet closes and the chart redraws where it is: the grower sees it without scrolling.
    await expect(sheet).toBeHidden();
    await expect.poll(() => drawnAt(page), { message: 'the chart redraws for 7 days' }).not.toBe(before);
    await expectChartDrawn(page);
    await expect(options).toContainText('7 days');
    expect(await scrollY(page)).toBe(0);
    await expect(canvas).toBeInViewport({ ratio: 1 });
    await shot(page, 'graph-7-days');
  });

  test('the tables under the chart are closed sections that load when opened', async ({ page }) => {
    await signIn(page, demoLogin('farm.user'));
    await page.goto(graphPath(site));
    await expectChartDrawn(page);
    const rainfall = page.getByTestId('section-rainfall');
    const open = rainfall.getByRole('button', { name: 'Rainfall' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('table-rainfall')).toHaveCount(0);

    await expect(page.getByTestId('table-water-percolation')).toHaveCount(0);
    await expect(page.getByTestId('table-root-activity')).toHaveCount(0);

    await open.tap();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('table-rainfall').getByRole('table', { name: 'Rainfall' })).toBeVisible();
    // The others stay closed and unloaded.
    await expect(page.getByTestId('table-root-activity')).toHaveCount(0);

    // Water Percolation is asked for only now, when opened.
    const percolation = page.getByTestId('section-water-percolation');
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === `/stem/wp-s3-data/${site.objectId}`);
    await percolation.getByRole('button', { name: 'Water Percolation' }).tap();
    await asked;
    await expect(page.getByTestId('table-water-percolation')).toBeVisible();
    await shot(page, 'graph-rainfall-open');
  });

  test('the sites list: at least three cards on the first screen, each with its moisture and last reading', async ({ page }) => {
    await signIn(page, demoLogin('farm.user'));
    await page.goto(`/farm/${site.farmId}/sites`);
    const cards = page.getByTestId('site-card');
    await expect(cards.first()).toBeVisible();
    await atRest(page);
    const onFirstScreen = await cards.evaluateAll(
      (all, height) => all.filter((card) => card.getBoundingClientRect().bottom <= height).length,
      SCREEN.height,
    );
    expect(onFirstScreen, 'cards wholly on the first screen').toBeGreaterThanOrEqual(3);
    const first = cards.first();
    await expect(first.getByLabel(/^Available water/)).toBeVisible();
    await expect(first).toContainText('Last Updated:');
    // The map and list toggle, and the side panel's switch, are still there.
    await expect(page.getByRole('region', { name: 'Farm panel' }).getByRole('button', { name: 'Hide side panel' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Map View' })).toBeAttached();
    await shot(page, 'sites');

    // Detail on tap: the card opens with its RAW and deficit and Open graph.
    await first.getByTestId('site-card-toggle').tap();
    await expect(first.getByTestId('site-card-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toContainText('RAW:');
    await shot(page, 'sites-card-open');
  });

  test("a start with a stored session asks for the account and the farm once: the page's first script asks, the app takes the answers", async ({
    page,
  }) => {
    await signIn(page, demoLogin('farm.user'));
    // The landing screen after sign-in asks for these too: counted only from the new page's own load on.
    await page.waitForLoadState('networkidle');
    const asked: string[] = [];
    let loading = false;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loading = true;
      const { pathname } = new URL(request.url());
      if (loading && request.method() === 'GET' && (pathname === '/user/details' || pathname === `/farm/${site.farmId}`))
        asked.push(pathname);
    });
    // A start from the address (a reload, a bookmark, the installed app): src/boot.ts runs first.
    await page.goto(`/farm/${site.farmId}/sites`);
    await expect(page.getByTestId('site-card').first()).toBeVisible();
    await atRest(page);
    expect(
      asked.filter((pathname) => pathname === '/user/details'),
      'preferences asked for once',
    ).toHaveLength(1);
    expect(
      asked.filter((pathname) => pathname === `/farm/${site.farmId}`),
      "the farm's settings asked for once",
    ).toHaveLength(1);
    // And the answers were the ones the app used: its frame and the farm's name are drawn.
    await expect(page.getByRole('heading', { level: 1, name: 'North Pivot Farm' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Farm panel' }).getByRole('button', { name: 'Hide side panel' })).toBeVisible();
  });
});
