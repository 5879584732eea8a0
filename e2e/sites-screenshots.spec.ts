import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiSession, farmIdByName, savePreference, siteCards } from './sitesSupport';
import { demoLogin, signIn } from './support';

// The sites page, a card expanded, each map mode and the site detail shell, saved for people to
// look at at phone and desktop widths; not compared pixel by pixel.
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
async function shot(page: Page, name: string) {
  // From the top, with nothing focused: the fixed header and the skip link stay where they belong.
  await page.evaluate('document.activeElement?.blur(); window.scrollTo(0, 0);');
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

for (const [device, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`sites screenshots (${device})`, () => {
    test.use({ viewport });

    test('sites page, card, map modes and site shell', async ({ page, request }) => {
      const session = await apiSession(request, 'farm.admin');
      await savePreference(request, session, { map: { mapView: 'satellite' }, site: { sort: 'ALPHA-ASC' } });
      const farmId = await farmIdByName(request, session, 'North Pivot Farm');
      await signIn(page, demoLogin('farm.admin'));
      await page.goto(`/farm/${farmId}/sites`);
      await expect(siteCards(page).first()).toBeVisible();
      await expect(page.getByTestId('weather-table')).toBeVisible();
      await expect(page.locator('[data-site-id].leaflet-marker-icon').first()).toBeVisible();
      await shot(page, `sites-${device}`);

      const card = siteCards(page).filter({ hasText: 'North Pivot 1' });
      await card.getByTestId('site-card-toggle').click();
      await expect(card.getByTestId('soil-profile')).toBeVisible();
      // The list scrolls inside its panel: a tall window shows the whole expanded card.
      await page.setViewportSize({ width: viewport.width, height: 2400 });
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: path.join(dir, `sites-card-expanded-${device}.png`), animations: 'disabled' });
      await page.setViewportSize(viewport);

      await page.getByText('Map View', { exact: true }).click();
      await expect(page.getByTestId('map-area')).toHaveAttribute('data-mode', 'map');
      await shot(page, `sites-map-view-${device}`);

      await page.getByText('Graph Thumbnails', { exact: true }).click();
      await expect(page.getByTestId('thumbnail').first()).toBeVisible();
      await expect(page.locator('[data-testid="thumb-aw"] canvas').first()).toBeVisible();
      await shot(page, `sites-thumbnails-${device}`);
      await savePreference(request, session, { map: { mapView: 'satellite' } });

      await card.getByRole('link', { name: 'Open graph' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'North Pivot 1' })).toBeVisible();
      // On a phone's graph the header is compact (issue 37): name, radio status and the planner's
      // line; the facts row shows on the site's other tabs.
      if (device === 'phone') await expect(page.getByTestId('site-facts')).toBeHidden();
      else await expect(page.getByTestId('site-facts')).toBeVisible();
      await shot(page, `site-shell-${device}`);
    });
  });
}
