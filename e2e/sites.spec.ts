import { expect, test, type Page } from '@playwright/test';
import { PIN_SORT_ORDER } from '@tilth/domain';
import { settled } from './axe';
import {
  apiGet,
  apiSession,
  apiSites,
  cardNames,
  cardPins,
  farmIdByName,
  provisionSites,
  savePreference,
  siteCards,
  watchSiteRequests,
} from './sitesSupport';
import { demoLogin, framesDrawn, signIn } from './support';

const SUBSCRIBE = 'Please contact your dealer to subscribe to this feature';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const DEFAULTS = {
  site: { sort: 'ALPHA-ASC' },
  map: { mapView: 'satellite' },
  selectedFarms: [],
  selectAllFarms: false,
  temperature: 'celsius',
  unit: 'feetInches',
};

async function openFarm(page: Page, login: string, farmId: string, path = '') {
  if (page.url().startsWith('http')) {
    // Signed in as someone else already: sign out first.
    await page.goto('/logout');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  }
  await signIn(page, demoLogin(login));
  await page.goto(`/farm/${farmId}/sites${path}`);
}

test.describe('farm sites page', () => {
  let farmId: string;
  let cottonFlatId: string;

  test.beforeAll(async ({ request }) => {
    const admin = await apiSession(request, 'admin');
    farmId = await farmIdByName(request, admin, 'North Pivot Farm');
    cottonFlatId = await farmIdByName(request, admin, 'Cotton Flat');
    for (const login of ['farm.admin', 'farm.user', 'dealer.admin'])
      await savePreference(request, await apiSession(request, login), DEFAULTS);
  });

  test('lists active sites as cards with name, crop, RAW, deficit, bar and pin, and the detail when expanded', async ({
    page,
    request,
  }) => {
    const session = await apiSession(request, 'farm.admin');
    const expected = await apiSites(request, session, farmId);
    await openFarm(page, 'farm.admin', farmId);
    await expect(page.getByRole('heading', { level: 1, name: 'North Pivot Farm' })).toBeVisible();
    await expect(page.getByTestId('panel-farm-name')).toHaveText('North Pivot Farm');
    await expect(page.getByTestId('panel-farm-address')).toHaveText('FM 400, Plainview, TX 79072');
    await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Site IDs' })).toBeVisible();
    await expect(siteCards(page)).toHaveCount(expected.length);
    expect(await cardNames(page)).toEqual(expected.map((s) => s.name));

    const np1 = expected.find((s) => s.name === 'North Pivot 1')!;
    const card = siteCards(page).filter({ hasText: 'North Pivot 1' });
    await expect(card).toContainText(`Corn · ID# ${np1.siteId}`);
    await expect(card).toContainText(`RAW: ${np1.raw!.toFixed(2)} in`);
    await expect(card).toContainText(`Deficit: ${np1.deficit!.toFixed(2)} in`);
    await expect(card.getByRole('meter', { name: 'Available water' })).toHaveAttribute('data-colour', np1.bar.colour);
    await expect(card.getByTestId('site-pin').first()).toHaveAttribute('data-pin', np1.pin.colour);
    // The state is in words too, never the colour alone.
    await expect(card.getByTestId('site-pin').last()).toContainText(
      /moisture|Outside the season|Irrigating|Just installed|No recent data|No data/,
    );
    await expect(card).toContainText('Site Information');
    await expect(card).toContainText('Planting Date: Apr 25, 2026');
    await expect(card).toContainText(/Last Updated: \d+ minutes? ago|Last Updated: now|Last Updated: \d+ hours? ago/);

    await card.getByTestId('site-card-toggle').click();
    await expect(card.getByTestId('site-card-toggle')).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Predicted water use', 'Next growth stage', 'Last wetting event', 'Water reached', 'Root zone'])
      await expect(card).toContainText(label, { ignoreCase: true });
    await expect(card.getByTestId('last-wetting')).toHaveText(/ago|None in the last 14 days/);
    const rows = card.getByTestId('profile-row');
    await expect(rows).toHaveCount(6);
    await expect(rows.first()).toContainText('4 in');
    await expect(rows.last()).toContainText('40 in');
    await expect(card.getByRole('columnheader', { name: 'Percolation' })).toBeVisible();
    // Spec 001 §9: 53 + 25 per sensor + 2 × the root depth (36 in).
    await expect(card.getByTestId('root-image')).toHaveAttribute('data-height', String(53 + 25 * 6 + 2 * 36));
    await expect(card.getByRole('link', { name: 'Open graph' })).toBeVisible();
  });

  test('switches to Pending: pending cards, no sort, rectangles on the map; extracted sites never show', async ({ page, request }) => {
    await openFarm(page, 'farm.admin', farmId);
    await expect(siteCards(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Sort:/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Pending' }).click();
    await expect(page).toHaveURL(/\?query=Pending$/);
    const pending = page.getByTestId('pending-card');
    await expect(pending).toHaveCount(1);
    const west = (await apiSites(request, await apiSession(request, 'farm.admin'), farmId, 'query=Pending'))[0]!;
    for (const text of [
      'Status: Pending Installation',
      'West Quarter',
      'Hardware Type:',
      west.hardwareType,
      `Site ID #:${west.siteId}`,
      'Fox Sensor:No Fox Sensor',
      'Install By:',
      'Planting Date:May 20, 2026',
    ]) {
      await expect(pending).toContainText(text);
    }
    await expect(page.getByRole('button', { name: /^Sort:/ })).toHaveCount(0);
    await expect(page.locator('.leaflet-marker-icon .tilth-site-pending')).toHaveCount(1);
    await expect(page.locator('.tilth-site-pending')).toHaveText(west.siteId);
    // A reload keeps the tab.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');

    // Cotton Flat's extracted 'Old Pivot' is left out of every list.
    await openFarm(page, 'dealer.admin', cottonFlatId);
    await expect(siteCards(page).first()).toBeVisible();
    expect(await cardNames(page)).not.toContain('Old Pivot');
  });

  test('shows a farm user the dealer text instead of detail on a None-plan site', async ({ page }) => {
    await openFarm(page, 'farm.user', farmId);
    const card = siteCards(page).filter({ hasText: 'South Corner' });
    await card.getByTestId('site-card-toggle').click();
    await expect(card.getByTestId('subscribe-text')).toHaveText(SUBSCRIBE);
    await expect(card.getByRole('link', { name: 'Open graph' })).toHaveCount(0);
  });

  test('searches on the server 800 ms after typing stops, trims the term, and says when nothing matches', async ({ page }) => {
    await openFarm(page, 'farm.admin', farmId);
    await expect(siteCards(page).first()).toBeVisible();
    const requests = watchSiteRequests(page);
    const box = page.getByRole('searchbox', { name: "Search for Site ID's" });
    await expect(box).toHaveAttribute('placeholder', "Search for Site ID's ...");
    await box.pressSequentially('pivot  ', { delay: 60 });
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual(['New Pivot 7', 'North Pivot 1', 'North Pivot 2', 'Wheat Pivot']);
    expect(requests.map((u) => u.searchParams.get('name')).filter(Boolean)).toEqual(['pivot']);
    await box.fill('zzz');
    await expect(page.getByText('No results for "zzz"')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(siteCards(page)).toHaveCount(8);
  });

  test('sorts A to Z, Z to A, red first and blue first by pin colour, and keeps the choice', async ({ page, request }) => {
    const session = await apiSession(request, 'farm.admin');
    await openFarm(page, 'farm.admin', farmId);
    await expect(siteCards(page).first()).toBeVisible();
    const names = (await apiSites(request, session, farmId)).map((s) => s.name);
    const choose = async (label: string) => {
      await page.getByRole('button', { name: /^Sort:/ }).click();
      await page.getByRole('menuitem', { name: label }).click();
      await expect(page.getByRole('button', { name: `Sort: ${label}` })).toBeVisible();
    };
    await choose('Z to A');
    await expect.poll(() => cardNames(page)).toEqual([...names].reverse());
    for (const [label, mode] of [
      ['Red first', 'PINCLR-RED'],
      ['Blue first', 'PINCLR-BLUE'],
    ] as const) {
      await choose(label);
      const expected = (await apiSites(request, session, farmId, `sort=${mode}`)).map((s) => s.name);
      await expect.poll(() => cardNames(page)).toEqual(expected);
      const ranks = (await cardPins(page)).map((pin) => PIN_SORT_ORDER[mode].indexOf(pin as never));
      expect(ranks.every((r) => r >= 0)).toBe(true);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
    // Saved to the preference (site.sort) and applied on the next visit.
    await expect
      .poll(async () => (await apiGet<{ preference: { site: { sort: string } } }>(request, session, '/user/details')).preference.site.sort)
      .toBe('PINCLR-BLUE');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sort: Blue first' })).toBeVisible();
    await choose('A to Z');
    await expect.poll(() => cardNames(page)).toEqual(names);
  });

  test('with several farms selected: Multiple Farms, local search for short terms, server search for longer ones', async ({
    page,
    request,
  }) => {
    const session = await apiSession(request, 'dealer.admin');
    await savePreference(request, session, { selectedFarms: [farmId, cottonFlatId], selectAllFarms: false });
    try {
      await openFarm(page, 'dealer.admin', farmId);
      await expect(page.getByRole('heading', { level: 1, name: 'Multiple Farms' })).toBeVisible();
      await expect(page.getByText('2 total farms selected')).toBeVisible();
      await expect(siteCards(page).first()).toBeVisible();
      await expect(page.getByTestId('site-count')).toHaveText(/Showing \d+ of 13 sites/);
      // The multi-farm map offers Satellite and Map views only, under 'Map Options'.
      await page.getByRole('button', { name: 'Map Options' }).click();
      await expect(page.getByRole('menuitem')).toHaveText(['Satellite View', 'Map View']);
      await page.keyboard.press('Escape');

      const requests = watchSiteRequests(page);
      const box = page.getByRole('searchbox', { name: "Search for Site ID's" });
      await box.fill('fl');
      await expect.poll(() => cardNames(page)).toEqual(['Flat 1', 'Flat 2', 'Flat 3 Wheat']);
      expect(requests.filter((u) => u.searchParams.get('name'))).toEqual([]);
      await box.fill('Flat 3');
      await expect.poll(() => cardNames(page)).toEqual(['Flat 3 Wheat']);
      expect(requests.map((u) => u.searchParams.get('name')).filter(Boolean)).toEqual(['Flat 3']);
      expect(requests.every((u) => u.pathname === '/sites' && u.searchParams.get('farmIds') === `${farmId},${cottonFlatId}`)).toBe(true);
    } finally {
      await savePreference(request, session, DEFAULTS);
    }
  });

  test('loads the next cards when the list is scrolled to 90 %, on a farm with 65 sites', async ({ page, request }) => {
    const admin = await apiSession(request, 'admin');
    const businesses = await apiGet<{ objectId: string; name: string }[]>(request, admin, '/org?type=business');
    const created = await request.post('/farm', {
      headers: { authorization: admin.token },
      data: {
        name: `E2E Scroll Farm ${Date.now()}`,
        physicalAddress: 'Rd 40, Doniphan, NE 68832',
        location: { lat: 40.74, lng: -98.36 },
        businessId: businesses.find((b) => b.name === 'Platte River Farms')!.objectId,
      },
    });
    expect(created.ok()).toBe(true);
    const scrollFarm = (await created.json()).data.objectId as string;
    provisionSites(scrollFarm, 65, { namePrefix: 'Scroll Site', latitude: 40.73, longitude: -98.37 });

    await openFarm(page, 'admin', scrollFarm);
    await expect(siteCards(page)).toHaveCount(20);
    await expect(page.getByTestId('site-count')).toHaveText('Showing 20 of 65 sites');
    const list = page.getByTestId('site-list');
    const scrollTo = (fraction: number) => list.evaluate((el, f) => (el.scrollTop = f * el.scrollHeight - el.clientHeight), fraction);
    await scrollTo(0.8);
    // The scroll and what it set off (the list's observer) have run two frames on: no next page.
    await framesDrawn(page);
    await expect(siteCards(page)).toHaveCount(20);
    await scrollTo(0.92);
    await expect(siteCards(page)).toHaveCount(40);
    await scrollTo(1);
    await expect(siteCards(page)).toHaveCount(60);
    await scrollTo(1);
    await expect(siteCards(page)).toHaveCount(65);
    await expect(page.getByTestId('site-count')).toHaveText('Showing 65 of 65 sites');
    expect((await cardNames(page)).at(-1)).toBe('Scroll Site 65');

    await page.getByRole('tab', { name: 'Pending' }).click();
    await expect(page.getByText('No Sites', { exact: true })).toBeVisible();
  });

  test('Settings: saves the farm with the server’s message, shows its error, and is read-only for users', async ({ page }) => {
    await openFarm(page, 'farm.admin', farmId);
    await page.getByRole('navigation', { name: 'Farm' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(new RegExp(`/farm/${farmId}/sites/settings$`));
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByText('Edit the below options for this individual farm.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Farm Name' })).toHaveValue('North Pivot Farm');
    await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue('34.2351');

    await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: 'Change the farm logo' })).toBeVisible();
    const mailing = `PO Box ${Date.now() % 1000}, Plainview, TX 79073`;
    await page.getByRole('textbox', { name: 'Farm Mailing Address' }).fill(mailing);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('settings-message')).toHaveText('Farm settings saved');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Farm Mailing Address' })).toHaveValue(mailing);

    await page.getByRole('textbox', { name: 'Farm Name' }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Farm Name is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Farm Name' }).fill('Cotton Flat');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('settings-message')).toHaveText("Green Acres Growers already has a farm named 'Cotton Flat'.");
    await expect(page.getByTestId('settings-message')).toHaveAttribute('role', 'alert');

    await openFarm(page, 'farm.user', farmId, '/settings');
    await expect(page.getByRole('textbox', { name: 'Farm Name' })).toHaveValue('North Pivot Farm');
    await expect(page.getByRole('textbox', { name: 'Latitude' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });

  test('User Access: lists the farm’s members and invites one; users get no invite button', async ({ page }) => {
    await openFarm(page, 'farm.admin', farmId);
    await page.getByRole('navigation', { name: 'Farm' }).getByRole('link', { name: 'User access' }).click();
    await expect(page).toHaveURL(/\/sites\/user-access$/);
    await expect(page.getByRole('heading', { name: 'User Access' })).toBeVisible();
    await expect(page.getByText('View, add, or edit the user access of this farm below')).toBeVisible();
    const members = page.getByTestId('member-list');
    await expect(members).toContainText('Rosa Delgado');
    await expect(members).toContainText('Jake Miller');
    const email = `sites.invite.${Date.now()}@example.com`;
    await page.getByRole('button', { name: 'Invite +' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a New Member' });
    await dialog.getByRole('textbox', { name: 'New Member Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite Email Sent' })).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(members).toContainText(email);

    await openFarm(page, 'farm.user', farmId, '/user-access');
    await expect(page.getByTestId('member-list')).toContainText('Rosa Delgado');
    await expect(page.getByRole('button', { name: /Invite \+|Create Member \+/ })).toHaveCount(0);
    // A dealer admin may invite here; where the API hides inviting, 'Create Member +' opens the same dialog.
    await openFarm(page, 'dealer.admin', farmId, '/user-access');
    await expect(page.getByRole('button', { name: 'Invite +' })).toBeVisible();
    await page.route(`**/farm/${farmId}`, async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.fallback();
      const response = await route.fetch();
      const envelope = await response.json();
      await route.fulfill({ response, json: { ...envelope, data: { ...envelope.data, canInvite: false } } });
    });
    await page.reload();
    await expect(page.getByTestId('member-list')).toContainText('Rosa Delgado');
    await expect(page.getByRole('button', { name: 'Invite +' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Create Member +' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite a New Member' })).toBeVisible();
  });

  // Issue 27: at 1440 px the map's pins and its notice drew over the invite dialog's e-mail field
  // and Member Level control (Leaflet's panes stack at z-index 400 and up, the dialog at 200).
  test('User Access: the invite dialog draws above the map, its pins and its notice', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openFarm(page, 'farm.admin', farmId, '/user-access');
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(page.getByText('Map tiles could not be loaded. Site pins still show.')).toBeVisible();
    await page.getByRole('button', { name: 'Invite +' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a New Member' });
    await expect(dialog).toBeVisible();
    // The modal's enter transition settles before the stack is measured.
    await settled(page);
    for (const control of [dialog.getByRole('textbox', { name: 'New Member Email' }), dialog.getByRole('radiogroup')]) {
      // A grid of points over the control: whatever is drawn on top at each is part of the dialog.
      const covered = await control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const dialogElement = element.closest('[role="dialog"]')!;
        const misses: string[] = [];
        for (const fx of [0.05, 0.25, 0.5, 0.75, 0.95])
          for (const fy of [0.2, 0.5, 0.8]) {
            const hit = document.elementFromPoint(box.left + box.width * fx, box.top + box.height * fy);
            if (!hit || !dialogElement.contains(hit)) misses.push(`${fx},${fy}: ${hit?.tagName}.${String(hit?.className)}`);
          }
        return misses;
      });
      expect(covered, 'points of the dialog drawn over by something else').toEqual([]);
    }
    expect(
      await dialog.getByRole('textbox', { name: 'New Member Email' }).evaluate((input) => {
        const box = input.getBoundingClientRect();
        return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === input;
      }),
    ).toBe(true);
    await page.screenshot({ path: 'e2e/screenshots/sites-invite-over-map-desktop.png' });
  });

  test('map: pins with ids and state, a pin opens the graph only when allowed, modes saved per user, thumbnails', async ({
    page,
    request,
  }) => {
    const session = await apiSession(request, 'farm.user');
    const sites = await apiSites(request, session, farmId);
    const np1 = sites.find((s) => s.name === 'North Pivot 1')!;
    const south = sites.find((s) => s.name === 'South Corner')!;
    try {
      await openFarm(page, 'farm.user', farmId);
      await expect(page.getByTestId('site-map')).toBeVisible();
      const markers = page.locator('.leaflet-marker-icon[data-site-id]');
      await expect(markers).toHaveCount(sites.length);
      for (const site of sites)
        await expect(page.locator(`.leaflet-marker-icon[data-site-id="${site.siteId}"]`)).toHaveAttribute('data-pin', site.pin.colour);
      // Each pin names its state for screen readers and colour-blind users.
      await expect(page.locator(`.leaflet-marker-icon[data-site-id="${np1.siteId}"]`)).toHaveAttribute(
        'title',
        /^Site \d+, North Pivot 1: .+/,
      );
      // Tiles point at a closed port: the pins still render, with a notice.
      await expect(page.getByText('Map tiles could not be loaded. Site pins still show.')).toBeVisible();

      await page.locator(`.leaflet-marker-icon[data-site-id="${south.siteId}"]`).dispatchEvent('click');
      await expect(page.locator('.leaflet-popup')).toContainText(SUBSCRIBE);
      await expect(page).toHaveURL(new RegExp(`/farm/${farmId}/sites$`));
      await page.locator(`.leaflet-marker-icon[data-site-id="${np1.siteId}"]`).dispatchEvent('click');
      await expect(page).toHaveURL(`/farm/${farmId}/site/${np1.siteId}/${np1.objectId}/${np1.twigId}/graph`);
      await page.goBack();

      await page.getByText('Map View', { exact: true }).click();
      await expect(page.getByTestId('map-area')).toHaveAttribute('data-mode', 'map');
      await expect
        .poll(
          async () =>
            (await apiGet<{ preference: { map: { mapView: string } } }>(request, session, '/user/details')).preference.map.mapView,
        )
        .toBe('map');
      await page.reload();
      await expect(page.getByRole('radio', { name: 'Map View' })).toBeChecked();
      await expect(markers).toHaveCount(sites.length);

      await page.getByText('Graph Thumbnails', { exact: true }).click();
      const grid = page.getByTestId('thumbnail-grid');
      await expect(grid).toHaveAttribute('data-columns', '3');
      await expect(page.getByTestId('thumbnail')).toHaveCount(sites.length);
      await expect(page.locator('[data-testid="thumb-aw"] canvas').first()).toBeVisible();
      await expect(page.locator('[data-testid="thumb-moisture"] canvas').first()).toBeVisible();
      await expect(page.getByTestId('thumbnail').filter({ hasText: 'South Corner' })).toContainText(SUBSCRIBE);
      await page.getByRole('button', { name: 'Open the graph of North Pivot 1' }).click();
      await expect(page).toHaveURL(new RegExp(`/site/${np1.siteId}/${np1.objectId}/.+/graph$`));
    } finally {
      await savePreference(request, session, DEFAULTS);
    }
  });

  test('weather bar: 7 days with icons, weekday names and the six rows in the user’s units, simulated weather labelled', async ({
    page,
    request,
  }) => {
    const session = await apiSession(request, 'farm.user');
    try {
      await openFarm(page, 'farm.user', farmId);
      const bar = page.getByTestId('weather-bar');
      await expect(bar.getByTestId('weather-table')).toBeVisible();
      await expect(bar.locator('thead th')).toHaveCount(7);
      await expect(bar.locator('thead th').first()).toHaveText(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat)$/);
      await expect(bar.locator('thead th svg[role="img"]')).toHaveCount(7);
      await expect(bar.locator('tbody th')).toHaveText([
        'Temp Max/Min (C)',
        'Wind direction',
        'Wind (mph)',
        'Precip (in)',
        'Precip prob (%)',
        'ETo (in)',
      ]);
      await expect(bar.getByText('Simulated weather')).toBeVisible();
      await bar.getByRole('button', { name: /Weather · 7 days/ }).click();
      await expect(bar.getByTestId('weather-table')).toBeHidden();

      await savePreference(request, session, { temperature: 'farenheit', unit: 'meters' });
      await page.reload();
      await expect(bar.locator('tbody th')).toHaveText([
        'Temp Max/Min (F)',
        'Wind direction',
        'Wind (km/h)',
        'Precip (mm)',
        'Precip prob (%)',
        'ETo (mm)',
      ]);
      await expect(bar.locator('tbody tr').first().locator('td').first()).toHaveText(/^-?\d+\/-?\d+$/);
    } finally {
      await savePreference(request, session, DEFAULTS);
    }
  });
});
