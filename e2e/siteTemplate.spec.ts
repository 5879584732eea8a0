import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { templateInUseMessage, THRESHOLD_PAGE_MESSAGES, templateLimitsForDay, type CropTemplate, type ThresholdPage } from '@tilth/domain';
import { withDatabase } from './db';
import { apiGet, apiSession, savePreference, siteCards, type ApiSession } from './sitesSupport';
import { chart, expectChartDrawn, graphPath, graphSite, settle, type GraphSite } from './siteGraphSupport';
import {
  apiPatch,
  bandPixels,
  expectMessage,
  templatePath,
  templateRows,
  templateSection,
  templateTable,
  thresholdSection,
} from './siteTemplateSupport';
import { demoLogin, signIn } from './support';

// The Template tab (spec 001 §2.9, §4–§6, §8) of North Pivot 2 as the platform admin: a template
// made from the default rows, edited, imported and exported, applied (the AW graph and the site
// card follow it), a threshold column switched to M, a recompute; then a farm_user's read-only view.

const screenshots = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const TEMPLATE_NAME = 'E2E cotton bands';
const IMPORTED = 'Start Day,Red,Yellow,Green,Blue\n1,1,2,3,100\n\n200,1.5,2.5,3.5,100\n\n';
const EXPORTED = 'Start Day,Red,Yellow,Green,Blue\n1,1,2,3,100\n200,1.5,2.5,3.5,100\n';

async function shot(page: Page, name: string) {
  await page.evaluate('document.activeElement?.blur(); window.scrollTo(0, 0);');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(screenshots, name), fullPage: true, animations: 'disabled' });
}

async function overwrite(page: Page) {
  await templateSection(page).getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: THRESHOLD_PAGE_MESSAGES.overwriteTitle });
  await expect(confirm).toContainText(THRESHOLD_PAGE_MESSAGES.overwriteConfirm);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(confirm).toBeHidden();
}

test.describe('Template tab (admin)', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let admin: ApiSession;
  let site: GraphSite;
  let templateId = '';

  test.beforeAll(async ({ browser, request }) => {
    admin = await apiSession(request, 'admin');
    site = await graphSite(request, admin, 'North Pivot Farm', 'North Pivot 2');
    await savePreference(request, admin, { graph: { [site.objectId]: {} } });
    page = await browser.newPage();
    await signIn(page, demoLogin('admin'));
  });
  test.afterAll(async ({ request }) => {
    // Leave the site as the seed made it for the specs after this one.
    await apiPatch(request, admin, `/site/${site.objectId}`, { cropTemplate: null, fcValuesEdited: false });
    await page?.close();
  });

  test('creates a template from the default rows, edits cells and columns, and overwrites it', async ({ request }) => {
    test.setTimeout(60_000);
    await page.goto(templatePath(site));
    await expect(page.getByTestId('template-table')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveValue('1 year');
    await expect(templateSection(page).getByRole('textbox', { name: 'Crop Type' })).toHaveValue(/cotton/i);
    await templateSection(page).getByRole('button', { name: 'New Template', exact: true }).click();
    expect(await templateRows(page)).toEqual([
      ['1', '10', '20', '30', '100'],
      ['11', '10', '20', '30', '100'],
    ]);

    await templateSection(page).getByRole('button', { name: 'Save', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Save template' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please give a name for this template');
    await expect(form.getByLabel('Share with everyone (public)')).toBeVisible();
    await form.getByLabel('Template name').fill(TEMPLATE_NAME);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('template-own')).toHaveText(THRESHOLD_PAGE_MESSAGES.ownTemplate);

    // A cell, then whole columns: green up one point, yellow down one.
    await templateTable(page).getByLabel('Red, row 1').fill('12.5');
    await templateTable(page).getByRole('button', { name: 'Raise Green' }).click();
    await templateTable(page).getByRole('button', { name: 'Lower Yellow' }).click();
    await templateSection(page).getByRole('button', { name: 'Add Row' }).click();
    expect(await templateRows(page)).toEqual([
      ['1', '12.5', '19', '31', '100'],
      ['11', '10', '19', '31', '100'],
      ['21', '10', '19', '31', '100'],
    ]);
    // Red may not pass yellow: it stops one step below.
    await templateTable(page).getByLabel('Red, row 3').fill('25');
    await expect(templateTable(page).getByLabel('Red, row 3')).toHaveValue('18.99');
    await templateTable(page).getByRole('button', { name: 'Delete row 3' }).click();
    await templateSection(page).getByRole('button', { name: 'Update Preview' }).click();
    await overwrite(page);

    const { plantType } = await apiGet<ThresholdPage>(request, admin, `/site/${site.objectId}/thresholds`);
    const list = await apiGet<CropTemplate[]>(request, admin, `/templates?croptype=${encodeURIComponent(plantType ?? '')}`);
    const saved = list.find((t) => t.headerDetails.Name === TEMPLATE_NAME)!;
    templateId = saved.objectId;
    await expect
      .poll(async () => (await apiGet<CropTemplate>(request, admin, `/templates/${templateId}`)).templateData)
      .toEqual([
        { start_day: 1, red: 12.5, yellow: 19, green: 31, light_blue: 100 },
        { start_day: 11, red: 10, yellow: 19, green: 31, light_blue: 100 },
      ]);
  });

  test('imports a CSV (empty lines skipped) and exports it back', async () => {
    await page
      .getByTestId('template-editor')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'bands.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(IMPORTED),
      });
    await expect(page.getByTestId('template-error')).toHaveText('Please choose a .csv file');
    await page
      .getByTestId('template-editor')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'bands.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(IMPORTED),
      });
    await expect(page.getByTestId('template-error')).toHaveCount(0);
    expect(await templateRows(page)).toEqual([
      ['1', '1', '2', '3', '100'],
      ['200', '1.5', '2.5', '3.5', '100'],
    ]);
    await overwrite(page);

    const downloading = page.waitForEvent('download');
    await templateSection(page).getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('E2E_cotton_bands.csv');
    expect(fs.readFileSync((await download.path())!, 'utf8')).toBe(EXPORTED);
  });

  test('applied to the site, the AW graph bands and the site card follow the template', async ({ request }) => {
    test.setTimeout(60_000);
    await page.goto(graphPath(site, 'AW'));
    await expect(chart(page)).toHaveAttribute('data-drawn', /^[1-9]\d*$/, { timeout: 30_000 });
    await expectChartDrawn(page);
    await settle(page);
    const before = await bandPixels(chart(page));

    await page.goto(templatePath(site));
    await expect(page.getByTestId('template-table')).toBeVisible({ timeout: 30_000 });
    await templateSection(page).getByRole('combobox', { name: 'Select the Template' }).click();
    await page.getByRole('option', { name: new RegExp(`^${TEMPLATE_NAME}`) }).click();
    await expect(page.getByTestId('template-own')).toBeVisible();
    await shot(page, 'site-template-desktop.png');
    await templateSection(page).getByRole('button', { name: 'Apply to site' }).click();
    await expect(page.getByTestId('template-applied')).toBeVisible();
    expect((await apiGet<ThresholdPage>(request, admin, `/site/${site.objectId}/thresholds`)).cropTemplate).toEqual({
      objectId: templateId,
    });

    // The bands now come from the template: red only below 1 % of available water, light blue above 3 %.
    const seriesAsked = page.waitForRequest((r) => r.url().includes(`/sites/${site.objectId}/templates/${templateId}`));
    await page.goto(graphPath(site, 'AW'));
    await seriesAsked;
    await expect(chart(page)).toHaveAttribute('data-drawn', /^[1-9]\d*$/, { timeout: 30_000 });
    await expectChartDrawn(page);
    await settle(page);
    const after = await bandPixels(chart(page));
    expect(after.red, `red band pixels ${before.red} → ${after.red}`).toBeLessThan(before.red / 5);
    expect(after.lightBlue, `light-blue band pixels ${before.lightBlue} → ${after.lightBlue}`).toBeGreaterThan(before.lightBlue);

    // The card's bar takes today's template row (the first until season day 200): its ticks at red, yellow and green.
    const thresholds = await apiGet<ThresholdPage>(request, admin, `/site/${site.objectId}/thresholds`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: thresholds.timeZone }).format(new Date());
    const limits = templateLimitsForDay(
      [
        { start_day: 1, red: 1, yellow: 2, green: 3, light_blue: 100 },
        { start_day: 200, red: 1.5, yellow: 2.5, green: 3.5, light_blue: 100 },
      ],
      thresholds.plantingDate,
      today,
    )!;
    await page.goto(`/farm/${site.farmId}/sites`);
    const card = siteCards(page).filter({ hasText: site.name });
    const bar = card.locator('[data-colour]').first();
    await expect(bar).toBeVisible();
    const ticks = await bar.locator('span').evaluateAll((spans) => spans.map((s) => (s as HTMLElement).style.left));
    expect(ticks).toEqual([`${limits.rp}%`, `${limits.wl1}%`, `${limits.wl2}%`]);
    await expect(bar).toHaveAttribute('data-colour', /lightBlue|darkBlue/);
  });

  test('switches a threshold column to M, saves, and keeps it after a reload; recomputes future values', async () => {
    test.setTimeout(60_000);
    await page.goto(templatePath(site));
    const table = page.getByTestId('threshold-table');
    await expect(table).toBeVisible({ timeout: 30_000 });
    const fcSwitch = page.getByTestId('threshold-switch-fc');
    const firstHardware = table.locator('tbody tr[data-testid^="threshold-row-hardware"]').first();
    const fc = firstHardware.getByRole('textbox').nth(3);
    await expect(fc).toBeDisabled();
    await fcSwitch.getByText('M', { exact: true }).click();
    await expect(fc).toBeEnabled();
    await fc.fill('41.25');
    await thresholdSection(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expectMessage(page, THRESHOLD_PAGE_MESSAGES.updateSuccessfulTitle, THRESHOLD_PAGE_MESSAGES.updateSuccessful);

    await page.reload();
    await expect(fc).toHaveValue('41.25', { timeout: 30_000 });
    await expect(fc).toBeEnabled();
    await expect(fcSwitch.getByRole('radio', { name: 'M' })).toBeChecked();
    await shot(page, 'site-template-thresholds-desktop.png');

    await thresholdSection(page).getByRole('button', { name: 'Recompute future values' }).click();
    const result = page.getByRole('dialog', { name: THRESHOLD_PAGE_MESSAGES.updateSuccessfulTitle });
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(result.getByTestId('message-dialog-text')).toContainText(THRESHOLD_PAGE_MESSAGES.updateSuccessful);
    await result.getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByTestId('recompute-last')).toContainText('future values');
  });

  test('phone layout: the tables scroll sideways inside the page, the controls wrap', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(templatePath(site));
    await expect(page.getByTestId('threshold-table')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('template-own')).toBeVisible();
    await expect(page.getByTestId('template-preview').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('threshold-graph').locator('canvas').first()).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
      // What sticks out, for the failure message.
      wide: Array.from(document.querySelectorAll('body *'))
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 8)
        .map((e) => `${e.tagName}.${String(e.className).slice(0, 60)} ${Math.round(e.getBoundingClientRect().right)}`),
    }));
    expect(widths.page, widths.wide.join('\n')).toBeLessThanOrEqual(widths.window);
    await shot(page, 'site-template-phone.png');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});

test('a farm_user sees the template and thresholds read-only', async ({ page, request }) => {
  const farmUser = await apiSession(request, 'farm.user');
  const site = await graphSite(request, farmUser, 'North Pivot Farm', 'North Pivot 2');
  await signIn(page, demoLogin('farm.user'));
  await page.goto(templatePath(site));
  await expect(page.getByTestId('template-table')).toBeVisible({ timeout: 30_000 });
  for (const name of ['Export', 'Import', 'Add Row', 'Update Preview', 'Save New Template', 'Apply to site', 'Clear template']) {
    await expect(templateSection(page).getByRole('button', { name, exact: true })).toBeDisabled();
  }
  await expect(templateSection(page).getByRole('button', { name: 'New Template', exact: true })).toHaveCount(0);
  await expect(templateSection(page).getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  for (const name of ['Save', 'Recompute future values', 'Recompute all values']) {
    await expect(thresholdSection(page).getByRole('button', { name, exact: true })).toBeDisabled();
  }
  const inputs = page.getByTestId('threshold-table').getByRole('textbox');
  const count = await inputs.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(inputs.nth(i)).toBeDisabled();
  await expect(page.getByTestId('threshold-switch-fc').getByRole('radio', { name: 'M' })).toBeDisabled();
  await shot(page, 'site-template-farm-user-desktop.png');
});

test('deleting a template names how many sites it is applied to, and takes it from them', async ({ page, request }) => {
  test.setTimeout(60_000);
  const admin = await apiSession(request, 'admin');
  const site = await graphSite(request, admin, 'North Pivot Farm', 'North Pivot 2');
  const { plantType } = await apiGet<ThresholdPage>(request, admin, `/site/${site.objectId}/thresholds`);
  const created = await request.post('/templates', {
    headers: { authorization: admin.token },
    data: {
      name: 'E2E in use',
      cropType: plantType,
      templateData: [
        { start_day: 1, red: 30, yellow: 40, green: 80, light_blue: 100 },
        { start_day: 30, red: 35, yellow: 45, green: 85, light_blue: 100 },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const templateId = ((await created.json()).data as CropTemplate).objectId;
  // Set up straight in the database: other sites of the crop with no template take this one
  // (applying it through the page would recompute their values, which other specs read). Not the
  // page's own site: choosing its applied template in the picker again would deselect it.
  const applied = withDatabase((db) => {
    const ids = (
      db
        .prepare('SELECT id FROM sites WHERE crop = ? AND crop_template_id IS NULL AND id <> ? ORDER BY site_id LIMIT 3')
        .all(plantType, site.objectId) as {
        id: string;
      }[]
    ).map((r) => r.id);
    for (const id of ids) db.prepare('UPDATE sites SET crop_template_id = ? WHERE id = ?').run(templateId, id);
    return ids;
  });
  expect(applied.length).toBeGreaterThanOrEqual(2);
  try {
    await signIn(page, demoLogin('admin'));
    await page.goto(templatePath(site));
    await expect(page.getByTestId('template-table')).toBeVisible({ timeout: 30_000 });
    await templateSection(page).getByRole('combobox', { name: 'Select the Template' }).click();
    await page.getByRole('option', { name: /^E2E in use/ }).click();
    await expect(page.getByTestId('template-own')).toBeVisible();
    await templateSection(page).getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure ?' });
    await expect(confirm.getByTestId('template-delete-message')).toHaveText(
      `${templateInUseMessage(applied.length)} ${THRESHOLD_PAGE_MESSAGES.deleteConfirm}`,
    );
    expect(templateInUseMessage(applied.length)).toContain(`applied to ${applied.length} sites`);
    await shot(page, 'site-template-delete-in-use.png');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('template-own')).toHaveCount(0);
    const left = withDatabase(
      (db) => db.prepare(`SELECT count(*) AS n FROM sites WHERE crop_template_id = ?`).get(templateId) as { n: number },
    );
    expect(left.n).toBe(0);
  } finally {
    // A failure above must not leave the demo's sites on this template.
    await request.delete(`/templates/${templateId}`, { headers: { authorization: admin.token } });
  }
});
