import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { chart, expectChartDrawn, graphPath, graphSite, type GraphSite } from './siteGraphSupport';
import { apiSession, savePreference } from './sitesSupport';
import { demoLogin, signIn } from './support';

/**
 * Issue 37: a start paints the device's picture of the sites list or the graph (features/offline/
 * screenSnapshot) before the app has loaded, and the live page replaces it. To look at the picture
 * the test holds the signed-in app's chunk back (page.route; service workers blocked so the page's
 * own requests are the ones routed), then lets it through.
 */

const SCREEN = { width: 390, height: 844 };
const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp', 'field-phone');

test.use({ viewport: SCREEN, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

const kept = (page: Page, kind: 'sites' | 'graph') => page.evaluate((key) => localStorage.getItem(key), `tilth-screen-${kind}`);
const root = (page: Page) => page.locator('#root');

/** Holds the signed-in app's shared chunk until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shell-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("the device's picture of a screen", () => {
  let site: GraphSite;

  test.beforeAll(async ({ request }) => {
    const grower = await apiSession(request, demoLogin('farm.user').email);
    site = await graphSite(request, grower, 'North Pivot Farm', 'North Pivot 1');
    await savePreference(request, grower, { graph: { [site.objectId]: {} } });
  });

  test('the sites list: the picture at once, the live page after it; none after signing out', async ({ page }) => {
    await signIn(page, demoLogin('farm.user'));
    const sites = `/farm/${site.farmId}/sites`;
    await page.goto(sites);
    await expect(page.getByTestId('site-card').first()).toBeVisible();
    // The app keeps a picture once the page has drawn (a few seconds after it opens).
    await expect.poll(() => kept(page, 'sites'), { timeout: 20_000 }).toContain('data-site-id');
    const picture = JSON.parse((await kept(page, 'sites'))!) as { html: string; pathname: string };
    expect(picture.pathname).toBe(sites);
    expect(picture.html, 'the connection banners are left out').not.toContain('data-snapshot-omit');

    const release = await holdTheApp(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(root(page)).toHaveAttribute('data-snapshot', /\d{4}-\d\d-\d\dT/);
    const cards = page.getByTestId('site-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: 'North Pivot 1' })).toHaveCount(1);
    // Inert: nothing in it can be pressed or read out as live; its relative times are blank.
    expect(
      await root(page)
        .locator('[data-snapshot-hide]')
        .first()
        .evaluate((e) => getComputedStyle(e).visibility),
    ).toBe('hidden');
    expect(
      await root(page)
        .locator(':scope > div')
        .evaluate((e) => (e as HTMLElement).inert),
    ).toBe(true);
    await expect(root(page)).toHaveAttribute('aria-busy', 'true');
    await page.screenshot({ path: path.join(shots, 'sites-picture.png') });

    release();
    await expect(root(page)).not.toHaveAttribute('data-snapshot');
    await expect(page.getByRole('heading', { level: 1, name: 'North Pivot Farm' })).toBeVisible();
    const first = cards.first();
    await first.getByTestId('site-card-toggle').tap();
    await expect(first.getByTestId('site-card-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toContainText('Last Updated:');

    await page.unroute(/\/assets\/shell-[^/]+\.js$/);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login/);
    expect(await kept(page, 'sites'), 'signing out forgets the picture').toBeNull();
  });

  test("the installed app's start (/dashboard): a farm user begins at their farm's sites, with its picture", async ({ page }) => {
    await signIn(page, demoLogin('farm.user'));
    const sites = `/farm/${site.farmId}/sites`;
    // The app's own way there: /dashboard sends a farm user on to their farm (and the device keeps that).
    await page.goto('/dashboard');
    await expect(page).toHaveURL(sites);
    await expect(page.getByTestId('site-card').first()).toBeVisible();
    await expect.poll(() => kept(page, 'sites'), { timeout: 20_000 }).toContain('data-site-id');

    const release = await holdTheApp(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(root(page)).toHaveAttribute('data-snapshot', /T/);
    await expect(page).toHaveURL(sites);
    release();
    await expect(root(page)).not.toHaveAttribute('data-snapshot');
    await expect(page.getByRole('heading', { level: 1, name: 'North Pivot Farm' })).toBeVisible();
  });

  test("the graph: the chart's picture at once, the live chart after it", async ({ page }) => {
    await signIn(page, demoLogin('farm.user'));
    await page.goto(graphPath(site));
    await expectChartDrawn(page);
    await expect.poll(() => kept(page, 'graph'), { timeout: 20_000 }).toContain('data-snapshot-canvas');
    expect(await kept(page, 'graph'), "a picture is not a drawn frame: the chart's frame count and times are left out").not.toContain(
      'data-drawn',
    );

    const release = await holdTheApp(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(root(page)).toHaveAttribute('data-snapshot', /T/);
    const image = chart(page).locator('img[data-snapshot-canvas]').first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const box = await image.boundingBox();
    expect(box!.y + box!.height, "the chart's picture is on the first screen").toBeLessThanOrEqual(SCREEN.height);
    await page.screenshot({ path: path.join(shots, 'graph-picture.png') });

    release();
    await expect(root(page)).not.toHaveAttribute('data-snapshot');
    await expectChartDrawn(page);
    await expect(chart(page).locator('canvas').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Graph options/ })).toBeVisible();
  });

  test('in the dark theme, the picture is dark too', async ({ page, request }) => {
    const grower = await apiSession(request, demoLogin('farm.user').email);
    await savePreference(request, grower, { theme: 'dark' });
    try {
      await signIn(page, demoLogin('farm.user'));
      const sites = `/farm/${site.farmId}/sites`;
      await page.goto(sites);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect.poll(() => kept(page, 'sites'), { timeout: 20_000 }).toContain('data-site-id');

      const release = await holdTheApp(page);
      await page.reload({ waitUntil: 'commit' });
      await expect(root(page)).toHaveAttribute('data-snapshot', /T/);
      await expect(page.getByTestId('site-card').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r, g, b] = background.match(/\d+/g)!.map(Number);
      expect(r! + g! + b!, `a dark page behind the picture (${background})`).toBeLessThan(200);
      await page.screenshot({ path: path.join(shots, 'sites-picture-dark.png') });
      release();
      await expect(root(page)).not.toHaveAttribute('data-snapshot');
    } finally {
      await savePreference(request, grower, { theme: 'system' });
    }
  });
});
