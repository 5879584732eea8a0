import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDepth, type FarmWaterAccount } from '@tilth/domain';
import { apiGet, apiSession, farmIdByName, savePreference, type ApiSession } from './sitesSupport';
import { demoLogin, signIn } from './support';

// The farm's Water tab (issue 29): the season's water account of North Pivot Farm's Gold sites
// — each site's inches and acre-inches, the farm's acre-inch totals, the sites left out and why,
// the CSV and the printed report — on a desktop and on a touch phone; the range, empty and error
// states. Screenshots for people to look at.

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
async function shot(page: Page, name: string) {
  await page.evaluate('document.activeElement?.blur(); window.scrollTo(0, 0);');
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

// The demo's farm is in Texas: the browser's day is the farm's day.
test.use({ timezoneId: 'America/Chicago' });

const FARM = 'North Pivot Farm';
const acreInches = (value: number) =>
  `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)} ac-in`;
const inches = (value: number) => formatDepth(value, 'feetInches');
const DEPTH_IN = 1.25;
/** A day a few days before `day` (YYYY-MM-DD). */
const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** Logs an irrigation through the API; answers its id. */
async function logIrrigation(request: APIRequestContext, session: ApiSession, siteObjectId: string, date: string): Promise<string> {
  const answer = await request.post(`/sites/${siteObjectId}/irrigations`, {
    headers: { authorization: session.token },
    data: { date, depthIn: DEPTH_IN, note: 'e2e water account' },
  });
  expect(answer.ok(), `POST irrigation: ${answer.status()} ${await answer.text()}`).toBe(true);
  return ((await answer.json()).data as { id: string }).id;
}

/** Signs in as the farm's admin and opens the Water tab from the farm's navbar. */
async function openWaterTab(page: Page, farmId: string) {
  await signIn(page, demoLogin('farm.admin'));
  await page.goto(`/farm/${farmId}/sites`);
  await page.getByRole('navigation', { name: 'Farm' }).getByRole('link', { name: 'Water', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/farm/${farmId}/water$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Water account' })).toBeVisible();
}

for (const [device, viewport, phone] of [
  ['desktop', { width: 1440, height: 900 }, false],
  ['phone', { width: 390, height: 844 }, true],
] as const) {
  test.describe(`water account (${device})`, () => {
    test.use({ viewport, hasTouch: phone, isMobile: phone });

    test('a farm admin sees each Gold site in inches and acre-inches, downloads the CSV and prints the table', async ({
      page,
      request,
    }) => {
      const session = await apiSession(request, 'farm.admin');
      await savePreference(request, session, { unit: 'feetInches' });
      const farmId = await farmIdByName(request, session, FARM);
      const before = await apiGet<FarmWaterAccount>(request, session, `/farms/${farmId}/water-account`);
      // The server's default: the calendar year to date; the demo's pivots have areas.
      expect(before.from).toMatch(/^\d{4}-01-01$/);
      const withArea = before.sites.filter((site) => site.acreInches !== null);
      expect(withArea.length).toBeGreaterThan(0);
      // A logged irrigation on the first site with an area, so the account has one to count (removed after).
      const logged = await logIrrigation(request, session, withArea[0]!.siteObjectId, daysBefore(before.to, 3));
      try {
        await checkWaterTab(page, request, session, farmId, withArea[0]!.siteObjectId);
      } finally {
        await request.delete(`/sites/${withArea[0]!.siteObjectId}/irrigations/${logged}`, { headers: { authorization: session.token } });
      }
    });

    async function checkWaterTab(page: Page, request: APIRequestContext, session: ApiSession, farmId: string, siteObjectId: string) {
      const answer = await apiGet<FarmWaterAccount>(request, session, `/farms/${farmId}/water-account`);
      const site = answer.sites.find((s) => s.siteObjectId === siteObjectId)!;
      expect(site.totals.irrigationIn).toBeGreaterThanOrEqual(DEPTH_IN);
      // Acre-inches: the depth over the site's irrigated area.
      expect(site.acreInches!.irrigationIn).toBeCloseTo(site.totals.irrigationIn * site.areaAc!, 0);

      await page.addInitScript(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await openWaterTab(page, farmId);
      await expect(page.getByText(`${FARM} · Jan 1 – `)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(answer.from);
      await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue(answer.to);
      await expect(page.getByTestId('water-chart')).toBeVisible();
      await expect(page.getByTestId('water-weather-simulated')).toContainText('The weather in this account is simulated');
      await expect(page.getByTestId('water-rain-rule')).toContainText('Rain of 0.1 in or more');

      // Each Gold site with readings, in inches with its acre-inches, and the farm's acre-inch totals.
      if (phone) {
        await expect(page.getByTestId('water-table')).toBeHidden();
        await expect(page.getByTestId('water-card')).toHaveCount(answer.sites.length);
        const card = page.getByRole('article', { name: site.siteName });
        const irrigation = card.locator('[data-column="irrigationIn"]');
        await expect(irrigation).toContainText(inches(site.totals.irrigationIn));
        await expect(irrigation).toContainText(acreInches(site.acreInches!.irrigationIn));
        await expect(card.locator('[data-column="cropUseIn"]')).toContainText(acreInches(site.acreInches!.cropUseIn));
        const total = page.getByTestId('water-card-total');
        await expect(total.locator('[data-column="irrigationIn"]')).toHaveText(`Irrigation${acreInches(answer.acreInches.irrigationIn)}`);
      } else {
        await expect(page.getByTestId('water-cards')).toBeHidden();
        const rows = page.getByTestId('water-row');
        await expect(rows.getByRole('rowheader')).toHaveText(answer.sites.map((s) => new RegExp(`^${s.siteName}`)));
        const row = rows.filter({ hasText: site.siteName });
        await expect(row.locator('[data-column="irrigationIn"]')).toHaveText(
          `${inches(site.totals.irrigationIn)}${acreInches(site.acreInches!.irrigationIn)}`,
        );
        await expect(row.locator('[data-column="effectiveRainIn"]')).toHaveText(
          `${inches(site.totals.effectiveRainIn)}${acreInches(site.acreInches!.effectiveRainIn)}`,
        );
        const total = page.getByTestId('water-farm-total');
        await expect(total.locator('[data-column="irrigationIn"]')).toHaveText(acreInches(answer.acreInches.irrigationIn));
        await expect(total.locator('[data-column="cropUseIn"]')).toHaveText(acreInches(answer.acreInches.cropUseIn));
      }
      // The Silver and None sites are named with the reason.
      const skipped = page.getByTestId('water-skipped');
      for (const left of answer.skipped) await expect(skipped).toContainText(`${left.siteName}: ${left.reason}`);
      expect(answer.skipped.some((left) => left.siteName === 'East Dryland' && left.reason.includes('(Silver)'))).toBe(true);
      await page.mouse.move(0, 0);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, `water-account-${device}`);

      // The CSV: a row per site and day in inches, then each site's acre-inch totals.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`water-account-north-pivot-farm-${answer.from}-to-${answer.to}.csv`);
      const lines = fs
        .readFileSync((await file.path())!, 'utf8')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('Farm,Site,Date,Irrigation in,Effective rain in,Crop use in,Drainage in,Stored in');
      const firstDay = answer.sites[0]!.days[0]!;
      expect(lines[1]).toBe(
        [
          FARM,
          answer.sites[0]!.siteName,
          answer.from,
          firstDay.irrigationIn,
          firstDay.effectiveRainIn,
          firstDay.cropUseIn,
          firstDay.drainageIn,
          firstDay.storedIn ?? '',
        ].join(','),
      );
      const dayRows = answer.sites.reduce((sum, s) => sum + s.days.length, 0);
      expect(lines[dayRows + 2]).toBe(
        'Farm,Site,Area ac,Irrigation ac-in,Effective rain ac-in,Crop use ac-in,Drainage ac-in,Storage change ac-in',
      );
      const a = site.acreInches!;
      expect(lines).toContain(
        [FARM, site.siteName, site.areaAc, a.irrigationIn, a.effectiveRainIn, a.cropUseIn, a.drainageIn, a.storageChangeIn].join(','),
      );
      // The logged irrigation's day, in inches.
      expect(lines.find((line) => line.startsWith(`${FARM},${site.siteName},${daysBefore(answer.to, 3)},`))).toMatch(
        new RegExp(`^${FARM},${site.siteName},${daysBefore(answer.to, 3)},${DEPTH_IN},`),
      );
      expect(lines.at(-1)).toMatch(new RegExp(`^${FARM},Farm total \\(sites with an area\\),`));

      // Print: the browser's dialog, and on paper the table without the app's frame and controls.
      await page.getByRole('button', { name: 'Print' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      // On paper the page is as wide as the sheet (Letter or A4 less margins, about 720 px), whatever the device.
      await page.setViewportSize({ width: 720, height: 1000 });
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('water-table')).toBeVisible();
      await expect(page.getByTestId('water-cards')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Farm' })).toBeHidden();
      await expect(page.getByRole('button', { name: /Profile menu/ })).toBeHidden();
      await expect(page.getByTestId('water-chart')).toBeHidden();
      // The whole table on the sheet: none of its columns cut off.
      const fits = await page.getByTestId('water-table').evaluate((table) => {
        const sheet = table.closest('.water-print-table')!.getBoundingClientRect();
        return table.getBoundingClientRect().right <= sheet.right + 1 && sheet.right <= 721;
      });
      expect(fits).toBe(true);
      await shot(page, `water-account-print-${device}`);
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize(viewport);
    }
  });
}

test.describe('water account range', () => {
  test('a range is chosen by keyboard, and an empty range and a wrong one say so', async ({ page, request }) => {
    const session = await apiSession(request, 'farm.admin');
    const farmId = await farmIdByName(request, session, FARM);
    await openWaterTab(page, farmId);
    await expect(page.getByTestId('water-row').first()).toBeVisible();

    // The last fortnight: a bar a day; typed and sent with Enter.
    const to = await page.getByRole('textbox', { name: 'To', exact: true }).inputValue();
    const from = daysBefore(to, 13);
    const year = Number(to.slice(0, 4));
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(from);
    await page.getByRole('textbox', { name: 'To', exact: true }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
    await expect(page.getByRole('heading', { name: 'Water in and out, per day' })).toBeVisible();
    await expect(page.getByTestId('water-row').first()).toBeVisible();
    // A backwards range is refused before it is asked for.
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(daysBefore(to, -1));
    await expect(page.locator('#water-range-error')).toHaveText('The first day must be on or before the last day.');
    await expect(page.getByRole('button', { name: 'Show' })).toBeDisabled();
    await page.getByRole('button', { name: 'Year to date' }).click();
    await expect(page).toHaveURL(new RegExp(`/farm/${farmId}/water$`));
    await expect(page.getByRole('heading', { name: /Water in and out, per week/ })).toBeVisible();

    // Before the demo's readings: nothing to account, each site's reason listed.
    await page.goto(`/farm/${farmId}/water?from=2020-01-01&to=2020-12-31`);
    await expect(page.getByText('No Gold sites with readings on this farm in this range')).toBeVisible();
    await expect(page.getByTestId('water-skipped')).toContainText('No soil-moisture readings in this range.');
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();

    // A range starting after today: the server's sentence.
    await page.goto(`/farm/${farmId}/water?from=${year + 3}-01-01`);
    await expect(page.getByTestId('water-error')).toContainText(
      'The water account could not be loaded: The start of the range must be on or before its end.',
    );

    // The dashboard spelling of the tab's address leads to it.
    await page.goto(`/dashboard/farm/${farmId}/water`);
    await expect(page).toHaveURL(new RegExp(`/farm/${farmId}/water$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Water account' })).toBeVisible();
  });
});
