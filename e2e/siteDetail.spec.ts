import { expect, test, type Page } from '@playwright/test';
import { apiSession, apiSites, farmIdByName, savePreference, siteCards } from './sitesSupport';
import { demoLogin, signIn } from './support';

const SUBSCRIBE = 'Please contact your dealer to subscribe to this feature';
/** The site detail shell's tab list: the first on the page (the graph's own, 'Measurements', comes below it). */
const shellTabs = (page: Page) => page.getByRole('tablist').first();

test.describe('site detail shell', () => {
  let farmId: string;
  test.beforeAll(async ({ request }) => {
    const admin = await apiSession(request, 'admin');
    farmId = await farmIdByName(request, admin, 'North Pivot Farm');
    for (const login of ['farm.admin', 'farm.user'])
      await savePreference(request, await apiSession(request, login), {
        map: { mapView: 'satellite' },
        selectedFarms: [],
        selectAllFarms: false,
      });
  });

  test('header: back link, name, switcher, LORA signal, FOX battery, hardware, site id, last update, crop, planting date; tabs', async ({
    page,
    request,
  }) => {
    const np1 = (await apiSites(request, await apiSession(request, 'farm.admin'), farmId)).find((s) => s.name === 'North Pivot 1')!;
    await signIn(page, demoLogin('farm.admin'));
    await page.goto(`/farm/${farmId}/sites`);
    const card = siteCards(page).filter({ hasText: 'North Pivot 1' });
    await card.getByTestId('site-card-toggle').click();
    await card.getByRole('link', { name: 'Open graph' }).click();
    await expect(page).toHaveURL(`/farm/${farmId}/site/${np1.siteId}/${np1.objectId}/${np1.twigId}/graph`);
    await expect(page.getByRole('heading', { level: 1, name: 'North Pivot 1' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'North Pivot Farm sites' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select a Site' })).toBeVisible();
    const facts = page.getByTestId('site-facts');
    for (const text of [
      'Hardware Type40" AquaCheck(6 sensors)',
      `Site ID${np1.siteId}`,
      'Last Updated',
      'Crop TypeCorn',
      'Planting DateApr 25, 2026',
    ])
      await expect(facts).toContainText(text);
    await expect(facts).toContainText(/Last Updated(\d+ minutes? ago|now|\d+ hours? ago)/);
    // The demo's readings end when the server started: the signal is fresh, so it has bars and a word.
    const signal = page.getByTestId('signal');
    await expect(signal).toContainText('LORA');
    await expect(signal).toHaveAttribute('data-bars', /^[0-5]$/);
    await expect(signal.getByRole('img')).toHaveAttribute(
      'aria-label',
      /^LORA signal: \d of 5 bars, (V\.BAD|Bad|Fair|Good|V\.Good|Excellent) \(-\d+ dBm\)$/,
    );
    const battery = page.getByTestId('battery');
    await expect(battery).toContainText('FOX');
    await expect(battery).toHaveAttribute('aria-label', /^FOX battery \d+(\.\d+)?%$/);

    // The shell's tabs; the graph screen below has its own tab list, 'Measurements'.
    const tabs = shellTabs(page).getByRole('tab');
    await expect(tabs).toHaveText(['About', 'Graph', 'Template', 'Configuration + Subscription']);
    await expect(shellTabs(page).getByRole('tab', { name: 'Graph' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tablist', { name: 'Measurements' }).getByRole('tab', { name: /^AW/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('site-graph-chart')).toHaveAttribute('data-drawn', /^[1-9]\d*$/);
    for (const [name, path, heading] of [
      ['About', 'about', 'About this site'],
      ['Template', 'template', 'Thresholds'],
      ['Configuration + Subscription', 'config+subs', 'Configuration + Subscription'],
    ] as const) {
      await shellTabs(page).getByRole('tab', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/${path.replace('+', '\\+')}$`));
      await expect(page.getByText(heading, { exact: true }).last()).toBeVisible();
    }
    await page.getByRole('link', { name: 'North Pivot Farm sites' }).click();
    await expect(page).toHaveURL(`/farm/${farmId}/sites`);
  });

  test('hides the Template tab for a pressure transducer', async ({ page, request }) => {
    const admin = await apiSession(request, 'admin');
    const bigBend = await farmIdByName(request, admin, 'Big Bend Corn');
    const well = (await apiSites(request, admin, bigBend)).find((s) => s.name === 'Well 4 Pressure')!;
    await signIn(page, demoLogin('admin'));
    const base = `/farm/${bigBend}/site/${well.siteId}/${well.objectId}/${well.twigId}`;
    await page.goto(`${base}/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'Well 4 Pressure' })).toBeVisible();
    await expect(shellTabs(page).getByRole('tab')).toHaveText(['About', 'Graph', 'Configuration + Subscription']);
    await expect(page.getByTestId('site-facts')).toContainText('Hardware TypePressure Transducer');
    await page.goto(`${base}/template`);
    await expect(page).toHaveURL(`${base}/graph`);
  });

  test('Select a Site: searches the farm’s active sites A to Z and opens the chosen site', async ({ page, request }) => {
    const sites = await apiSites(request, await apiSession(request, 'farm.user'), farmId);
    const np1 = sites.find((s) => s.name === 'North Pivot 1')!;
    const wheat = sites.find((s) => s.name === 'Wheat Pivot')!;
    await signIn(page, demoLogin('farm.user'));
    await page.goto(`/farm/${farmId}/site/${np1.siteId}/${np1.objectId}/${np1.twigId}/graph`);
    await page.getByRole('button', { name: 'Select a Site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a Site' });
    await expect(dialog.getByText('Sort By: Alphabetical')).toBeVisible();
    const items = dialog.getByTestId('switcher-site');
    await expect(items).toHaveCount(sites.length);
    await expect(dialog).not.toContainText('West Quarter');
    await expect(items.filter({ hasText: 'South Corner' })).toContainText(SUBSCRIBE);
    await expect(items.filter({ hasText: 'South Corner' }).getByRole('link')).toHaveCount(0);
    await dialog.getByRole('searchbox', { name: 'Search by name or Site ID' }).fill('wheat');
    await expect(items).toHaveCount(1);
    await dialog.getByRole('link', { name: 'Wheat Pivot' }).click();
    await expect(page).toHaveURL(`/farm/${farmId}/site/${wheat.siteId}/${wheat.objectId}/${wheat.twigId}/graph`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wheat Pivot' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('sends a farm user back to the farm’s sites from a None-plan site; an admin stays', async ({ page, request }) => {
    const south = (await apiSites(request, await apiSession(request, 'farm.user'), farmId)).find((s) => s.name === 'South Corner')!;
    const url = `/farm/${farmId}/site/${south.siteId}/${south.objectId}/${south.twigId}/graph`;
    await signIn(page, demoLogin('farm.user'));
    await page.goto(url);
    await expect(page).toHaveURL(`/farm/${farmId}/sites`);
    await expect(page.getByTestId('sites-notice')).toHaveText(`South Corner: ${SUBSCRIBE}.`);

    await page.goto('/logout');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await signIn(page, demoLogin('admin'));
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'South Corner' })).toBeVisible();
    await expect(page).toHaveURL(url);
  });
});
