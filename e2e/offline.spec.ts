import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { savedHashes } from './offlineSupport';
import { expectChartDrawn, graphPath, type GraphSite } from './siteGraphSupport';
import { apiSession, apiSites, siteCards, cardNames } from './sitesSupport';
import { atRest, demoLogin, signIn } from './support';

/**
 * Issue 37, reading without signal: a farm admin opens the farm's sites and a site's graph once
 * online; the app keeps their data on the device. Offline, a reload of either page opens the app
 * from the service worker with the cards and the chart from the device, under "Offline — data
 * from …"; back online, the bar goes. On a desktop and on a phone.
 */

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp', 'offline');
const admin = demoLogin('farm.admin');

async function shot(page: Page, name: string) {
  await atRest(page);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

/** The reading cache has fetched ahead and written everything to IndexedDB (useReadingCache.ts). */
const savedOnDevice = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true', { timeout: 45_000 });

/** How many answers the reading cache holds in IndexedDB. */
const savedEntries = async (page: Page) => (await savedHashes(page)).length;

const banner = (page: Page) => page.getByTestId('offline-banner');
// Today's time in the browser's clock, e.g. 'Offline — data from 4:05 PM today'.
const TODAY = /^Offline — data from \d{1,2}:\d{2}\s?[AP]M today$/;

for (const screen of [
  { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
]) {
  test.describe(`reading offline (${screen.name})`, () => {
    test.use(screen.use);
    // The app fetches ahead for offline use after 8 s without activity (useReadingCache.ts).
    test.describe.configure({ timeout: 90_000 });

    test('the farm’s sites and a site’s graph open from the device without a network', async ({ page, context, request }) => {
      await signIn(page, admin);
      // A farm admin lands on the farm's sites.
      await expect(page).toHaveURL(/\/farm\/[^/]+\/sites/);
      const sitesUrl = new URL(page.url()).pathname;
      const farmId = sitesUrl.split('/')[2]!;
      await expect(siteCards(page).first()).toBeVisible();
      // The list's first frame has a few cards, the rest the frame after (sites/useCardsShown.ts).
      await atRest(page);
      const names = await cardNames(page);
      expect(names.length).toBeGreaterThan(0);

      const session = await apiSession(request, admin.email);
      const cards = await apiSites(request, session, farmId);
      const graphOf = (card: (typeof cards)[number]): GraphSite => ({
        farmId,
        name: card.name,
        siteId: card.siteId,
        objectId: card.objectId,
        twigId: card.twigId ?? '',
        card,
      });
      const site = graphOf(cards[0]!);
      // Never opened online: its graph comes from the prefetch.
      const unvisited = graphOf(cards[1]!);
      await page.goto(graphPath(site));
      await expectChartDrawn(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await savedOnDevice(page);

      await context.setOffline(true);
      await page.reload();
      await expectChartDrawn(page);
      await expect(banner(page)).toHaveText(TODAY);
      await shot(page, `graph-offline-${screen.name}`);

      await page.goto(sitesUrl);
      await expect(siteCards(page).first()).toBeVisible();
      await expect.poll(() => cardNames(page)).toEqual(names);
      await expect(banner(page)).toHaveText(TODAY);
      await shot(page, `sites-offline-${screen.name}`);

      await page.goto(graphPath(unvisited));
      await expect(page.getByRole('heading', { name: unvisited.name })).toBeVisible();
      await expectChartDrawn(page);
      await expect(banner(page)).toHaveText(TODAY);

      await context.setOffline(false);
      await expect(banner(page)).toHaveCount(0);
      await expectChartDrawn(page);

      // Signing out leaves nothing of the user's data on the device.
      expect(await savedEntries(page)).toBeGreaterThan(0);
      await page.goto('/logout');
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      await expect.poll(() => savedEntries(page)).toBe(0);
    });

    test('a new version waits for the user’s reload', async ({ page }) => {
      await signIn(page, admin);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // A new version: the same build under another script address is installed as an update.
      // The page marks itself, to see whether it reloaded.
      await page.evaluate(async () => {
        (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
        await navigator.serviceWorker.register('/sw.js?version=2', { scope: '/' });
      });
      const bar = page.getByTestId('update-bar');
      await expect(bar).toBeVisible();
      // Never by itself: the old version stays in charge and the page is the same page.
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
      expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);
      await shot(page, `update-bar-${screen.name}`);

      const button = bar.getByRole('button', { name: 'Update available — reload' });
      await button.focus();
      await expect(button).toBeFocused();
      const reloaded = page.waitForEvent('load');
      await page.keyboard.press('Enter');
      await reloaded;
      expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
      await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js?version=2'));
    });
  });
}
