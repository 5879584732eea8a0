import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './mail';
import { apiSession, apiSites, farmIdByName, type ApiSession } from './sitesSupport';
import { demoLogin, signIn } from './support';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
/** A real 2×2 PNG, so the preview and the note show an image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYPj/n4GBgYGJAQoYGBgAPgAD/Xo6WFMAAAAASUVORK5CYII=',
  'base64',
);

async function aboutPage(page: Page, request: Parameters<typeof apiSession>[0], login: string, siteName: string) {
  const session = await apiSession(request, login);
  const farmId = await farmIdByName(request, session, 'North Pivot Farm');
  const site = (await apiSites(request, session, farmId)).find((s) => s.name === siteName)!;
  await signIn(page, demoLogin(login));
  await page.goto(`/farm/${farmId}/site/${site.siteId}/${site.objectId}/${site.twigId}/about`);
  await expect(page.getByRole('heading', { level: 1, name: siteName })).toBeVisible();
  return { farmId, site };
}

/** The edit tests change Furrow Block (no other spec reads it) and put it back afterwards, for the specs that follow. */
async function patchSite(request: Parameters<typeof apiSession>[0], session: ApiSession, objectId: string, data: Record<string, unknown>) {
  const answer = await request.patch(`/site/${objectId}`, { headers: { authorization: session.token }, data });
  expect(answer.ok(), `PATCH /site/${objectId}: ${answer.status()} ${await answer.text()}`).toBe(true);
}

/** The changelog column once it has loaded. */
async function loadedChangelog(page: Page) {
  const changelog = page.getByRole('region', { name: 'Changelog' });
  await expect(changelog).toBeVisible();
  await expect(changelog.locator('[aria-busy="true"]')).toHaveCount(0);
  return changelog;
}

/** A full-page picture from the top, nothing focused: the sticky header and the skip link stay where a reader sees them. */
async function fullPageShot(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: path.join(dir, name), fullPage: true, animations: 'disabled' });
}

const TWELVE_HOUR = /\d{1,2}:\d{2}\s?(AM|PM)/;

test.describe('site About page', () => {
  test.setTimeout(90_000);
  test('adds a note with an image and an @mention: the note lists, the mentioned user gets an e-mail', async ({ page, request }) => {
    const { site } = await aboutPage(page, request, 'farm.user', 'North Pivot 1');
    await expect(page.getByRole('heading', { name: 'About this site' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Basic Information' })).toContainText(`Site ID${site.siteId}`);

    const card = page.getByRole('region', { name: 'Add a Note' });
    await card.getByRole('button', { name: 'Add' }).click();
    await expect(card.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
    const note = card.getByRole('textbox', { name: 'Note' });
    await note.fill('Probe reset after the storm. @Ros');
    await card
      .getByRole('listbox', { name: 'People to mention' })
      .getByRole('option', { name: /Rosa Delgado/ })
      .click();
    await expect(note).toHaveValue('Probe reset after the storm. @Rosa Delgado ');
    await note.press('End');
    await note.pressSequentially('please check the antenna');

    await card.locator('input[type=file]').setInputFiles({ name: 'antenna.png', mimeType: 'image/png', buffer: PNG });
    await expect(card.getByTestId('note-image-preview')).toBeVisible({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText("'Notes & Image' updated")).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add' })).toBeVisible();
    await expect(card.getByRole('textbox', { name: 'Note' })).toHaveCount(0);

    const previous = page.getByRole('region', { name: 'Previous Notes' });
    const first = previous.getByTestId('installation-note').first();
    await expect(first).toContainText('Probe reset after the storm. @Rosa Delgado please check the antenna');
    await expect(first).toContainText(demoLogin('farm.user').name);
    await expect(first.getByRole('img', { name: /note/ })).toBeVisible();

    const mail = await waitForMail(demoLogin('farm.admin').email, { subject: 'mentioned you' });
    expect(mail.subject).toContain('mentioned you on site North Pivot 1');
    expect(mail.content).toContain('please check the antenna');
    expect(mail.content).toContain(`/site/${site.siteId}/${site.objectId}/`);

    await expect(page.getByTestId('flash')).toHaveCount(0, { timeout: 10_000 });
    await fullPageShot(page, 'site-about-desktop.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await fullPageShot(page, 'site-about-phone.png');
  });

  test('a failing image upload says so with the server’s message', async ({ page, request }) => {
    await aboutPage(page, request, 'farm.user', 'North Pivot 1');
    const card = page.getByRole('region', { name: 'Add a Note' });
    await card.getByRole('button', { name: 'Add' }).click();
    await card
      .locator('input[type=file]')
      .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await expect(page.getByText("Only PNG, JPEG, GIF and WebP images can be uploaded.: 'Error Updating 'image'")).toBeVisible();
  });

  test('a farm user sees the information read-only: no Edit, Save or map', async ({ page, request }) => {
    await aboutPage(page, request, 'farm.user', 'North Pivot 1');
    for (const block of ['Basic Information', 'Agronomic Information', 'Irrigation Information', 'Sensor Information']) {
      await expect(page.getByRole('region', { name: block })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Agronomic Information' })).toContainText('Crop TypeCorn');
    await expect(page.getByRole('region', { name: 'Sensor Information' })).toContainText('Hardware Type40" AquaCheck(6 sensors)');
    await loadedChangelog(page);
    await expect(page.getByRole('button', { name: /^(Edit|Save)$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Move Site ID Using Map' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  });

  test('a dealer admin edits the basic and agronomic information and the changelog grows', async ({ page, request }) => {
    const { site } = await aboutPage(page, request, 'dealer.admin', 'Furrow Block');
    const session = await apiSession(request, 'dealer.admin');
    const changelog = await loadedChangelog(page);
    const entries = changelog.getByTestId('changelog-entry');
    const before = await entries.count();

    try {
      const basic = page.getByRole('region', { name: 'Basic Information' });
      await basic.getByRole('button', { name: 'Edit' }).click();
      const name = basic.getByRole('textbox', { name: 'Name' });
      await name.fill('');
      await basic.getByRole('button', { name: 'Save' }).click();
      await expect(basic.getByRole('alert')).toHaveText('Site name is required.');
      // The server's own refusal shows in the block's banner; the block stays editing.
      const taken = (await apiSites(request, session, await farmIdByName(request, session, 'North Pivot Farm'))).find(
        (s) => s.name === 'North Pivot 1',
      )!;
      await name.fill('Furrow Block East');
      await basic.getByRole('textbox', { name: 'Site ID' }).fill(taken.siteId);
      await basic.getByRole('button', { name: 'Save' }).click();
      await expect(basic.getByRole('alert')).toContainText('Site ID');
      await expect(basic.getByRole('button', { name: 'Save' })).toBeVisible();
      await basic.getByRole('textbox', { name: 'Site ID' }).fill(site.siteId);
      await basic.getByRole('button', { name: 'Save' }).click();
      await expect(basic.getByRole('status')).toHaveText('Data updated successfully');
      await expect(basic).toContainText('NameFurrow Block East');
      await expect(basic.getByRole('button', { name: 'Edit' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Furrow Block East' })).toBeVisible();
      await expect(basic.getByRole('status')).toHaveCount(0, { timeout: 5_000 });
      await expect(entries).toHaveCount(before + 1);
      await expect(entries.first()).toContainText('Site Name');
      await expect(entries.first()).toContainText('Furrow Block');
      await expect(entries.first()).toContainText('Furrow Block East');
      await expect(entries.first()).toContainText(demoLogin('dealer.admin').name);
      await expect(entries.first()).toContainText(TWELVE_HOUR);

      const agronomic = page.getByRole('region', { name: 'Agronomic Information' });
      await agronomic.getByRole('button', { name: 'Edit' }).click();
      const install = agronomic.getByRole('textbox', { name: 'Install Date' });
      await install.fill('');
      await agronomic.getByRole('button', { name: 'Save' }).click();
      await expect(agronomic.getByRole('alert')).toHaveText('Install date should have a value.');
      await install.fill('09/20/2026');
      const planting = agronomic.getByRole('textbox', { name: 'Planting Date' });
      await planting.fill('01/01/2099');
      await agronomic.getByRole('button', { name: 'Save' }).click();
      await expect(agronomic.getByRole('alert')).toHaveText('Planting date cannot be later than two years from today.');
      await planting.fill('10/12/2026');
      await agronomic.getByRole('combobox', { name: 'Crop Type' }).click();
      await page.getByRole('option', { name: 'Cotton', exact: true }).click();
      await agronomic.getByRole('button', { name: 'Save' }).click();
      await expect(agronomic.getByRole('status')).toHaveText('Data updated successfully');
      await expect(agronomic).toContainText('Install DateSep 20, 2026');
      await expect(agronomic).toContainText('Planting DateOct 12, 2026');
      await expect(agronomic).toContainText('Crop TypeCotton');
      await expect(entries).toHaveCount(before + 3);
      const newest = [await entries.nth(0).innerText(), await entries.nth(1).innerText()].join('\n');
      expect(newest).toContain('Planting Date');
      expect(newest).toContain('Crop Type');
      expect(newest).toContain('Cotton');

      expect(newest).toContain('Oct 12, 2026');

      const irrigation = page.getByRole('region', { name: 'Irrigation Information' });
      await irrigation.getByRole('button', { name: 'Edit' }).click();
      const wellCapacity = irrigation.getByRole('textbox', { name: 'Well Capacity (gpm)' });
      await wellCapacity.fill('lots');
      await irrigation.getByRole('button', { name: 'Save' }).click();
      await expect(irrigation.getByRole('alert')).toHaveText('Well capacity must be a number.');
      await wellCapacity.fill('900');
      await irrigation.getByRole('textbox', { name: 'Field Size (ac)' }).fill('120');
      await irrigation.getByRole('button', { name: 'Save' }).click();
      await expect(irrigation.getByRole('status')).toHaveText('Data updated successfully');
      await expect(irrigation).toContainText('Well Capacity900 gpm');
      await expect(irrigation).toContainText('Field Size120 ac');

      const sensors = page.getByRole('region', { name: 'Sensor Information' });
      await sensors.getByRole('button', { name: 'Edit' }).click();
      await sensors.getByRole('textbox', { name: 'Probe depths: sensor 1 depth' }).fill('5');
      await sensors.getByRole('button', { name: 'Save' }).click();
      await expect(sensors.getByRole('status')).toHaveText('Data updated successfully');
      await expect(sensors).toContainText('5″, 8″, 12″, 20″');

      await fullPageShot(page, 'site-about-edited-desktop.png');
      await agronomic.getByRole('button', { name: 'Edit' }).click();
      await page.setViewportSize({ width: 390, height: 844 });
      await fullPageShot(page, 'site-about-editing-phone.png');
    } finally {
      await patchSite(request, session, site.objectId, {
        name: 'Furrow Block',
        plantType: 'Wheat',
        plantingDate: '10/05/2026',
        maxIrrigationVolume: null,
        distanceFromWaterSource: null,
      });
    }
  });

  test('a dealer admin moves a site with the map modal', async ({ page, request }) => {
    const { site } = await aboutPage(page, request, 'dealer.admin', 'Furrow Block');
    const session = await apiSession(request, 'dealer.admin');
    const basic = page.getByRole('region', { name: 'Basic Information' });
    await expect(basic).toContainText('Latitude');
    const before = await page.request
      .get(`/site/${site.objectId}`, { headers: { authorization: session.token } })
      .then(async (answer) => (await answer.json()).data.location as { latitude: number; longitude: number });

    await basic.getByRole('button', { name: 'Move Site ID Using Map' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Site ID Using Map' });
    const latitude = dialog.getByRole('textbox', { name: 'Latitude' });
    const longitude = dialog.getByRole('textbox', { name: 'Longitude' });
    await expect(latitude).toHaveValue(String(before.latitude));
    const map = dialog.getByTestId('move-site-map');
    await expect(map).toHaveAttribute('data-map-type', 'satellite');
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 80, box.y + box.height / 2 - 50);
    await expect(latitude).not.toHaveValue(String(before.latitude));
    await page.screenshot({ path: path.join(dir, 'site-about-move-map.png'), animations: 'disabled' });

    // Typed coordinates win over the click; Submit saves them.
    const moved = { latitude: Number((before.latitude + 0.0025).toFixed(6)), longitude: Number((before.longitude - 0.0031).toFixed(6)) };
    await latitude.fill(String(moved.latitude));
    await longitude.fill(String(moved.longitude));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('flash')).toHaveText('Data updated successfully');
    await expect(basic).toContainText(`Latitude${moved.latitude}`);
    await expect(basic).toContainText(`Longitude${moved.longitude}`);

    await patchSite(request, session, site.objectId, { location: before });
  });

  test('Select a Site searches by site id too', async ({ page, request }) => {
    const { site } = await aboutPage(page, request, 'farm.user', 'North Pivot 1');
    await page.getByRole('button', { name: 'Select a Site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a Site' });
    await dialog.getByRole('searchbox', { name: 'Search by name or Site ID' }).fill(site.siteId);
    await expect(dialog.getByTestId('switcher-site')).toHaveCount(1);
    await expect(dialog.getByTestId('switcher-site')).toContainText('North Pivot 1');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });
});
