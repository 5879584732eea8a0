import { expect, test } from '@playwright/test';
import { startFakeGeocoder, type FakeGeocoder } from '@tilth/server/test/helpers/fakeGeocoder';
import { apiSignIn, farmCards, GEOCODER_PORT } from './farmsSupport';
import { atRest, demoLogin, signIn } from './support';

// A real 1×1 PNG, so the logo preview shows the uploaded image.
const LOGO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('Create New Farm', () => {
  let geocoder: FakeGeocoder | null = null;
  test.afterAll(async () => geocoder?.close());

  test('creates a farm with a logo after the geocoder fails, and it shows in the list and the tree at once', async ({ page }) => {
    const name = `E2E Logo Farm ${Date.now().toString(36)}`;
    await signIn(page, demoLogin('dealer.admin'));
    await page.goto('/dashboard/farms/list-view');
    await page.getByRole('button', { name: 'Create New Farm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Farm' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Create Farm' }).click();
    for (const message of [
      'Farm Name is required',
      'Farm Physical Address is required',
      'Latitude is required',
      'Longitude is required',
      'Business Organisation is required',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }

    await dialog.getByRole('textbox', { name: 'Farm Name' }).fill(name);
    // Mailing address edits copy into the physical address; the geocoder (not running yet) is unreachable.
    await dialog.getByRole('textbox', { name: 'Farm Mailing Address' }).fill('PO Box 7, Plainview, TX 79072');
    await expect(dialog.getByRole('textbox', { name: 'Farm Physical Address' })).toHaveValue('PO Box 7, Plainview, TX 79072');
    const failure = dialog.getByRole('alert').filter({ hasText: 'Address lookup failed' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('could not be reached. Type the latitude and longitude instead.');

    await dialog.getByRole('textbox', { name: 'Latitude' }).fill('34.2051');
    await dialog.getByRole('textbox', { name: 'Longitude' }).fill('-101.7333');
    await expect(dialog.getByRole('combobox', { name: 'Time Zone' })).toHaveValue('America/Chicago');
    await expect(dialog.getByTestId('farm-location-map').locator('.tilth-pin')).toBeVisible();

    await expect(dialog.getByRole('combobox', { name: 'Dealer' })).toHaveValue('Heartland Irrigation Supply');
    await dialog.getByRole('combobox', { name: 'Business Organisation' }).click();
    await page.getByRole('option', { name: 'Green Acres Growers' }).click();

    await dialog.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await expect(dialog.getByRole('button', { name: 'Change farm logo' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Farm logo' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Create Farm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Farm '${name}' created.`)).toBeVisible();
    const card = farmCards(page).first();
    await expect(card).toContainText(name);
    await expect(card).toContainText('Green Acres Growers');
    await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\//);
    await card.getByRole('button', { name: `Show sites of ${name}` }).click();
    await expect(card.getByText('No Sites')).toBeVisible();

    await page.goto('/dashboard/farms/tree-view');
    await expect(page.getByRole('list', { name: 'Organisation tree' }).getByRole('link', { name })).toBeVisible();
  });

  test('fills the coordinates from a typed address once the geocoder answers', async ({ page }) => {
    geocoder = await startFakeGeocoder(GEOCODER_PORT);
    await signIn(page, demoLogin('business.admin'));
    await page.goto('/dashboard/farms/list-view');
    await page.getByRole('button', { name: 'Create New Farm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Farm' });
    await expect(dialog.getByText('Green Acres Growers', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Business Organisation' })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Farm Physical Address' }).fill('1200 County Rd 7');
    await expect(dialog.getByText('Found: 1200 County Rd 7, Plainview, Hale County, Texas')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Latitude' })).toHaveValue('34.1848');
    await expect(dialog.getByRole('textbox', { name: 'Longitude' })).toHaveValue('-101.7068');
    await expect(dialog.getByRole('combobox', { name: 'Time Zone' })).toHaveValue('America/Chicago');
    expect(geocoder.queries).toContain('1200 County Rd 7');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('farm selection', () => {
  test('the modal selects farms to show site IDs and remembers the choice', async ({ page, request }) => {
    const session = await apiSignIn(request, 'business.admin');
    const options = (await (await request.get('/farm/picker', { headers: { authorization: session.token } })).json()).data as {
      objectId: string;
      name: string;
      siteIds: string[];
    }[];
    expect(options.length).toBeGreaterThan(1);
    await signIn(page, demoLogin('business.admin'));
    await page.goto('/dashboard/farms/list-view');
    await page.getByRole('button', { name: 'Select Farms' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Farms to Show Site IDs' });
    await expect(
      dialog.getByText(
        'Choose below which farms you want to view the site IDs for. You may choose one, multiple, or all farms you manage.',
      ),
    ).toBeVisible();
    await expect(dialog.getByText('Sort By: Alphabetical')).toBeVisible();
    const search = dialog.getByRole('searchbox', { name: 'Search Farms and Site IDs' });
    await expect(search).toHaveAttribute('placeholder', 'Search Farms and Site IDs ...');
    const farms = dialog.getByRole('group', { name: 'Farms' }).getByRole('checkbox');
    await expect(farms).toHaveCount(options.length);

    const selectAll = dialog.getByRole('checkbox', { name: 'Select All' });
    await selectAll.check();
    for (const box of await farms.all()) await expect(box).toBeChecked();
    await dialog.getByRole('checkbox', { name: options[0]!.name }).uncheck();
    await expect(selectAll).not.toBeChecked();

    const withSites = options.find((o) => o.siteIds.length > 0);
    if (withSites) {
      await search.fill(withSites.siteIds[0]!);
      await expect(farms).toHaveCount(1);
      await expect(dialog.getByRole('checkbox', { name: withSites.name })).toBeVisible();
    }
    await search.fill('zzz');
    await expect(dialog.getByText('No results for "zzz"')).toBeVisible();

    // Close resets the search and the unsaved selection.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Select Farms' }).click();
    await expect(search).toHaveValue('');
    for (const box of await farms.all()) await expect(box).not.toBeChecked();

    await dialog.getByRole('checkbox', { name: options[1]!.name }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Saving shows the selection where it applies: the sites page of the farm chosen.
    await expect(page).toHaveURL(`/farm/${options[1]!.objectId}/sites`);
    await expect(dialog).toBeHidden();
    const saved = (await (await request.get('/user/details/', { headers: { authorization: session.token } })).json()).data.preference;
    expect(saved).toMatchObject({ selectedFarms: [options[1]!.objectId], selectAllFarms: false });

    await page.goto('/dashboard/farms/list-view');
    await expect(page.getByRole('button', { name: 'Select Farms (1 selected)' })).toBeVisible();
    await page.getByRole('button', { name: 'Select Farms' }).click();
    await expect(dialog.getByRole('checkbox', { name: options[1]!.name })).toBeChecked();
    await selectAll.check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const all = (await (await request.get('/user/details/', { headers: { authorization: session.token } })).json()).data.preference;
    expect(all.selectAllFarms).toBe(true);
    expect([...all.selectedFarms].sort()).toEqual(options.map((o) => o.objectId).sort());
  });
});

test.describe('dialog screenshots', () => {
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`create farm and farm selection on ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, demoLogin('dealer.admin'));
      await page.goto('/dashboard/farms/list-view');
      await page.getByRole('button', { name: 'Create New Farm' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Farm' });
      await dialog.getByRole('textbox', { name: 'Farm Name' }).fill('Screenshot Farm');
      await dialog.getByRole('textbox', { name: 'Farm Physical Address' }).fill('1200 County Rd 7');
      await expect(dialog.getByText(/Found:|Address lookup failed/)).toBeVisible();
      await atRest(page);
      await page.screenshot({ path: `e2e/screenshots/farms-create-${device}.png`, fullPage: false, animations: 'disabled' });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Select Farms' }).click();
      await expect(page.getByRole('dialog', { name: 'Select Farms to Show Site IDs' }).getByRole('checkbox').first()).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/farms-selection-${device}.png`, fullPage: false, animations: 'disabled' });
    });
  }
});
