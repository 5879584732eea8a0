import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSession, apiSites, farmIdByName } from './sitesSupport';
import { demoLogin, signIn } from './support';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const SAVED = 'Data updated successfully';

async function configPage(page: Page, request: Parameters<typeof apiSession>[0], login: string, farmName: string, siteName: string) {
  const session = await apiSession(request, login);
  const farmId = await farmIdByName(request, session, farmName);
  const site = (await apiSites(request, session, farmId)).find((s) => s.name === siteName)!;
  await signIn(page, demoLogin(login));
  await page.goto(`/farm/${farmId}/site/${site.siteId}/${site.objectId}/${site.twigId}/config+subs`);
  await expect(page.getByRole('heading', { level: 1, name: siteName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Configuration + Subscription' })).toBeVisible();
  return { session, site };
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Chooses an option of a Mantine select inside a card. */
async function choose(page: Page, region: Locator, label: string, option: string) {
  await region.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(region.getByRole('combobox', { name: label })).toHaveValue(option);
}

async function save(region: Locator) {
  await region.getByRole('button', { name: 'Save' }).click();
  await expect(region.getByRole('status')).toHaveText(SAVED);
  await expect(region.getByRole('button', { name: 'Edit' })).toBeVisible();
}

async function closeInProgress(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Update In Progress!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('site Configuration + Subscription page', () => {
  test.setTimeout(120_000);

  test('a dealer admin edits and saves every card of a Gold potato site and sees the changelog grow', async ({ page, request }) => {
    await configPage(page, request, 'dealer.admin', 'Russet Bend', 'Russet 1');
    const history = card(page, 'History');
    await expect(history.getByRole('radio', { name: 'Changelog' })).toBeChecked();
    const entries = history.getByTestId('changelog-entry');
    await expect(history.getByTestId('changelog').or(history.getByText('No changes recorded yet.', { exact: false }))).toBeVisible();
    const before = await entries.count();
    await page.screenshot({ path: path.join(dir, 'site-config-desktop.png'), fullPage: true, animations: 'disabled' });

    // Hardware: the server's message in the card's banner, then the sensor settings saved.
    const hardware = card(page, 'Hardware');
    await expect(hardware.getByRole('textbox', { name: 'Badger ID' })).toBeDisabled();
    await hardware.getByRole('button', { name: 'Edit' }).click();
    await hardware.getByRole('textbox', { name: 'Badger ID' }).fill('bad id!');
    await hardware.getByRole('button', { name: 'Save' }).click();
    await expect(hardware.getByRole('alert')).toContainText('Device ids hold letters, digits');
    await hardware.getByRole('button', { name: 'Cancel' }).click();
    await hardware.getByRole('button', { name: 'Edit' }).click();
    const local = hardware.getByRole('checkbox', { name: 'Add Local Sensor' });
    if (!(await local.isChecked())) await local.check();
    await hardware.getByRole('textbox', { name: 'Type of Local Sensor' }).fill('Watermark 200SS');
    await hardware.getByRole('textbox', { name: 'Reporting interval (minutes)' }).fill('30');
    await save(hardware);
    await expect(hardware.getByRole('textbox', { name: 'Type of Local Sensor' })).toHaveValue('Watermark 200SS');
    await expect(hardware.getByRole('textbox', { name: 'Reporting interval (minutes)' })).toHaveValue('30');
    await expect.poll(() => entries.count()).toBeGreaterThan(before);
    await expect(entries.first()).toContainText('TSS type');
    await expect(entries.first()).toContainText('Watermark 200SS');
    await expect(entries.first()).toContainText(demoLogin('dealer.admin').name);

    await hardware.getByRole('button', { name: 'Recompute all values' }).click();
    await closeInProgress(page);

    // Software: rainfall from pivotrac, and the one-time migration.
    const software = card(page, 'Software');
    await software.getByRole('button', { name: 'Edit' }).click();
    await choose(page, software, 'Rainfall data source', 'Pivotrac');
    await save(software);
    await expect(software.getByRole('combobox', { name: 'Rainfall data source' })).toHaveValue('Pivotrac');
    await software.getByRole('button', { name: 'One-time migration' }).click();
    await closeInProgress(page);

    // Forecast days: a day picked in another select is disabled.
    const forecast = card(page, 'Forecast Days');
    await forecast.getByRole('button', { name: 'Edit' }).click();
    await expect(forecast.getByRole('combobox', { name: 'First day' })).toHaveValue('Day 1');
    await forecast.getByRole('combobox', { name: 'First day' }).click();
    await expect(page.getByRole('option', { name: 'Day 3', exact: true })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('option', { name: 'Day 9', exact: true })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('option', { name: 'Day 2', exact: true }).click();
    await save(forecast);
    await expect(forecast.getByRole('combobox', { name: 'First day' })).toHaveValue('Day 2');

    // Irrigation type: a new type starts from its defaults; the discharge rate keeps decimals.
    const irrigation = card(page, 'Irrigation Type');
    await irrigation.getByRole('button', { name: 'Edit' }).click();
    await choose(page, irrigation, 'Irrigation type', 'Drip');
    const discharge = irrigation.getByRole('textbox', { name: 'Emitter discharge rate (gpm)' });
    await expect(discharge).toHaveValue('0.2');
    await expect(irrigation.getByRole('textbox', { name: 'Line depth (in)' })).toHaveValue('12');
    await discharge.fill('0.35');
    await irrigation.getByRole('textbox', { name: 'Irrigated area (ac)' }).fill('95.7');
    // The planner's numbers (issue 29): efficiency empty shows the system's default; both keep decimals.
    const efficiency = irrigation.getByRole('textbox', { name: 'Application efficiency (%)' });
    await expect(efficiency).toHaveAttribute('placeholder', '90');
    await efficiency.fill('87.5');
    await irrigation.getByRole('textbox', { name: 'Rain allowance (in)' }).fill('0.3');
    await save(irrigation);
    await expect(discharge).toHaveValue('0.35');
    await expect(irrigation.getByRole('textbox', { name: 'Irrigated area (ac)' })).toHaveValue('95');

    // Expected stages (Potatoes): the three stage rules, then dates in sequence.
    const stages = card(page, 'Expected Stages');
    await stages.getByRole('button', { name: 'Edit' }).click();
    const dates = stages.locator('input[type=date]');
    await expect(dates).toHaveCount(4);
    await expect(dates.first()).toHaveAttribute('min', '2026-04-20');
    await stages.getByRole('button', { name: 'Save' }).click();
    await expect(stages.getByRole('alert')).toHaveText('Please Enter Dates for all Stages');
    await dates.nth(0).fill('2026-05-20');
    await expect(dates.nth(1)).toHaveAttribute('min', '2026-05-21');
    await dates.nth(1).fill('2026-05-20');
    await dates.nth(2).fill('2026-07-01');
    await dates.nth(3).fill('2026-08-15');
    await stages.getByRole('button', { name: 'Save' }).click();
    await expect(stages.getByRole('alert')).toHaveText('Multiple stages cannot happen on the same Date');
    await dates.nth(1).fill('2026-05-10');
    await stages.getByRole('button', { name: 'Save' }).click();
    await expect(stages.getByRole('alert')).toHaveText('Please Enter Stage Dates In Sequence');
    await dates.nth(1).fill('2026-06-10');
    await save(stages);
    await expect(dates.nth(1)).toHaveValue('2026-06-10');

    // Everything saved is what the page reads again.
    await page.reload();
    await expect(card(page, 'Forecast Days').getByRole('combobox', { name: 'First day' })).toHaveValue('Day 2');
    await expect(card(page, 'Irrigation Type').getByRole('combobox', { name: 'Irrigation type' })).toHaveValue('Drip');
    await expect(card(page, 'Irrigation Type').getByRole('textbox', { name: 'Application efficiency (%)' })).toHaveValue('87.5');
    await expect(card(page, 'Irrigation Type').getByRole('textbox', { name: 'Rain allowance (in)' })).toHaveValue('0.3');
    await expect(card(page, 'Expected Stages').locator('input[type=date]').nth(3)).toHaveValue('2026-08-15');
    await expect(card(page, 'Software').getByRole('combobox', { name: 'Rainfall data source' })).toHaveValue('Pivotrac');

    await page.screenshot({ path: path.join(dir, 'site-config-saved-desktop.png'), fullPage: true, animations: 'disabled' });
    await card(page, 'Hardware').getByRole('button', { name: 'Edit' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(dir, 'site-config-editing-phone.png'), fullPage: true, animations: 'disabled' });
    await card(page, 'Hardware').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(dir, 'site-config-editing-phone-hardware.png'), animations: 'disabled' });
    await card(page, 'Irrigation Type').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(dir, 'site-config-phone-irrigation.png'), animations: 'disabled' });
  });

  test('a farm user sees the configuration read-only', async ({ page, request }) => {
    // A Silver site: the cards of the Gold arrangement are not there, and nothing is editable.
    await configPage(page, request, 'farm.user', 'North Pivot Farm', 'East Dryland');
    const main = page.getByRole('main');
    await expect(card(page, 'Hardware')).toBeVisible();
    await expect(card(page, 'Software')).toBeVisible();
    await expect(card(page, 'Hardware Connection Status')).toBeVisible();
    await expect(card(page, 'Disconnection History')).toBeVisible();
    await expect(card(page, 'Forecast Days')).toHaveCount(0);
    await expect(card(page, 'Irrigation Type')).toHaveCount(0);
    await expect(main.getByRole('button', { name: /^(Edit|Save|Recompute all values|One-time migration)$/ })).toHaveCount(0);
    await expect(card(page, 'Hardware').getByRole('textbox', { name: 'Badger ID' })).toBeDisabled();
    await expect(card(page, 'Hardware').getByRole('combobox', { name: 'Sensors to include' })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(dir, 'site-config-readonly-phone.png'), animations: 'disabled' });
  });

  test('on a Gold site a farm user may only edit the forecast days and irrigation type (spec 002 §6)', async ({ page, request }) => {
    await configPage(page, request, 'farm.user', 'North Pivot Farm', 'North Pivot 1');
    for (const name of ['Hardware', 'Software', 'Third-Party Sensor API']) {
      await expect(card(page, name).getByRole('button', { name: 'Edit' })).toHaveCount(0);
    }
    await expect(card(page, 'Forecast Days').getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(card(page, 'Irrigation Type').getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(card(page, 'History').getByRole('radio', { name: 'Changelog' })).toBeChecked();
    await card(page, 'History').getByText('Disconnections').click();
    await expect(card(page, 'History').getByRole('radio', { name: 'Disconnections' })).toBeChecked();
  });
});
