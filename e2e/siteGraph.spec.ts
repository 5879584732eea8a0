import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiSession, savePreference, type ApiSession } from './sitesSupport';
import {
  apiSeries as apiGetSeries,
  chart,
  chartPixels,
  checkState,
  choose,
  controls,
  drawCount,
  expectChartDrawn,
  expectRedrawn,
  filterBar,
  graphPath,
  graphSite,
  instrumentPage,
  legend,
  measurementTabs,
  printCalls,
  settle,
  takeCanvasTexts,
  timeTicks,
  toolbar,
  watchSeries,
  type GraphSite,
  type SeriesRequest,
} from './siteGraphSupport';
import { demoLogin, signIn } from './support';

// The site graph screen (spec 001 §2.8, §4–§9) of a Gold site with a local sensor, as the platform
// admin: one signed-in page walks through tabs, periods, data types, legend, toolbar and export.

const DAY = 86_400;
const span = (r: SeriesRequest) => r.to - r.from;
function expectWithin(value: number | null, min: number, max: number) {
  expect(value).not.toBeNull();
  expect(value!).toBeGreaterThanOrEqual(min);
  expect(value!).toBeLessThanOrEqual(max);
}

/** Re-draws of the chart after `action`, and the canvas texts drawn meanwhile. */
async function drawnAfter(page: Page, action: () => Promise<unknown>): Promise<string[]> {
  await takeCanvasTexts(page);
  const before = await drawCount(page);
  await action();
  await expectRedrawn(page, before);
  await expect(page.getByLabel('Loading the graph')).toHaveCount(0);
  // Overlays (rain, irrigation, notes) may arrive a moment later and draw again.
  await settle(page);
  return takeCanvasTexts(page);
}

const tab = (page: Page, code: string) => measurementTabs(page).getByRole('tab', { name: new RegExp(`^${code.replace('/', '\\/')}\\b`) });

test.describe('site graph of a Gold site (admin)', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let np1: GraphSite;
  let admin: ApiSession;
  let seen: SeriesRequest[];

  test.beforeAll(async ({ browser, request }) => {
    admin = await apiSession(request, 'admin');
    np1 = await graphSite(request, admin, 'North Pivot Farm', 'North Pivot 1');
    // Defaults: no saved graph settings for the site (1 month, SMA5, relative).
    await savePreference(request, admin, { graph: { [np1.objectId]: {} } });
    page = await browser.newPage();
    await instrumentPage(page);
    seen = watchSeries(page, np1.objectId);
    await signIn(page, demoLogin('admin'));
  });
  test.afterAll(async () => {
    await page?.close();
  });

  test('periods: each preset fetches its own range until the prefetched year is in; then 3 months and a custom range inside the year are cut locally', async () => {
    test.setTimeout(60_000);
    // Hold the year's prefetch so the 'Loading the rest of the year…' banner can be seen and each period fetches for itself.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/sites/${np1.objectId}/series?**`, async (route) => {
      const url = new URL(route.request().url());
      const days = (Date.parse(url.searchParams.get('toDate')!) - Date.parse(url.searchParams.get('fromDate')!)) / 86_400_000;
      if (days > 300) await released;
      await route.continue().catch(() => undefined);
    });
    try {
      await page.goto(graphPath(np1, 'AW'));
      await expectChartDrawn(page);
      await expect(filterBar(page).getByRole('combobox', { name: 'Time Period' })).toHaveValue('1 month');
      await expect(filterBar(page).getByRole('combobox', { name: 'Data Type' })).toHaveValue('SMA5');
      await expect.poll(() => seen.length, { message: 'the month, then the year prefetch' }).toBe(2);
      expectWithin(span(seen[0]!) / DAY, 28, 31);
      expectWithin(span(seen[1]!) / DAY, 365, 366);
      await expect(page.getByTestId('prefetching')).toHaveText('Loading the rest of the year…');
      await expect(chart(page)).toHaveAttribute('aria-label', 'Summary of North Pivot 1, 1 month');

      const expected: [string, number | null, (ticks: ReturnType<typeof timeTicks>) => void][] = [
        ['Day', DAY, (t) => expect(t.hours.length, `hour ticks ${t.hours}`).toBeGreaterThanOrEqual(6)],
        ['7 days', 7 * DAY, (t) => expectWithin(t.daySpan, 5, 7)],
        ['3 months', null, (t) => expectWithin(t.daySpan, 77, 92)],
        ['6 months', null, (t) => expectWithin(t.daySpan, 160, 184)],
      ];
      for (const [label, seconds, checkTicks] of expected) {
        const requests = seen.length;
        const texts = await drawnAfter(page, () => choose(page, 'Time Period', label));
        expect(seen, `${label} makes its own request`).toHaveLength(requests + 1);
        const request = seen.at(-1)!;
        if (seconds) expect(span(request)).toBe(seconds);
        else if (label === '3 months') expectWithin(span(request) / DAY, 89, 92);
        else expectWithin(span(request) / DAY, 181, 184);
        checkTicks(timeTicks(texts));
        await expect(chart(page)).toHaveAttribute('aria-label', `Summary of North Pivot 1, ${label}`);
        // A standard period sets the data type to SMA5 (spec 001 §4).
        await expect(filterBar(page).getByRole('combobox', { name: 'Data Type' })).toHaveValue('SMA5');
        await expect(page.getByTestId('prefetching')).toBeVisible();
      }

      // 1 year joins the prefetch already under way: no second year request.
      const requests = seen.length;
      await choose(page, 'Time Period', '1 year');
      const before = await drawCount(page);
      await takeCanvasTexts(page);
      release();
      await expectRedrawn(page, before);
      await settle(page);
      const yearTicks = timeTicks(await takeCanvasTexts(page));
      expect(yearTicks.months.length, `month ticks ${yearTicks.months}`).toBeGreaterThanOrEqual(11);
      expect(seen).toHaveLength(requests);
      await expect(page.getByTestId('prefetching')).toHaveCount(0);

      // Back to 3 months: from the cache, no request.
      const threeMonths = timeTicks(await drawnAfter(page, () => choose(page, 'Time Period', '3 months')));
      expectWithin(threeMonths.daySpan, 77, 92);
      expect(seen).toHaveLength(requests);
      await expect(page.getByTestId('prefetching')).toHaveCount(0);

      // Custom: From/To and Set; raw data; a range inside the year is sliced without a request.
      // A new custom range runs from 30 days back to 5 days ahead: past the cached year, so fetched.
      await drawnAfter(page, () => choose(page, 'Time Period', 'Custom'));
      expect(seen).toHaveLength(requests + 1);
      expectWithin(span(seen.at(-1)!) / DAY, 35, 35);
      await expect(filterBar(page).getByRole('combobox', { name: 'Data Type' })).toHaveValue('Raw');
      const from = filterBar(page).getByLabel('From');
      const to = filterBar(page).getByLabel('To');
      const set = filterBar(page).getByRole('button', { name: 'Set' });
      await expect(from).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
      await expect(set).toBeEnabled();
      const afterDefault = seen.length;
      await to.fill('2026-01-01');
      await from.fill('2026-02-01');
      await expect(filterBar(page).getByRole('alert')).toHaveText('Invalid date range');
      await expect(set).toBeDisabled();
      // Inside the cached year: 60 to 40 days before the year's end.
      const yearEnd = seen[1]!.to;
      const day = (t: number) => new Date(t * 1000).toISOString().slice(0, 10);
      await from.fill(day(yearEnd - 60 * DAY));
      await to.fill(day(yearEnd - 40 * DAY));
      await expect(filterBar(page).getByRole('alert')).toHaveCount(0);
      const custom = timeTicks(await drawnAfter(page, () => set.click()));
      expectWithin(custom.daySpan, 15, 21);
      expect(seen, 'a custom range inside the cached year is cut locally').toHaveLength(afterDefault);
    } finally {
      release();
      await page.unroute(`**/sites/${np1.objectId}/series?**`);
    }
  });

  test('tabs: every measurement the site has, each drawing its own unit; GDD with Recalculate Envelope; SYS gauges', async () => {
    await page.goto(graphPath(np1, 'AW'));
    await expectChartDrawn(page);
    await expect(measurementTabs(page).getByRole('tab')).toHaveText([
      'AW Summary',
      'MOIST Moisture',
      'GDD GDD Envelope',
      'TEMP Temperature',
      'SAL Salinity',
      'EC EC',
      'BT Battery',
      'RSSI RSSI',
      'RAIN Rainfall',
      'SYS System',
      'PRED Predicted',
      'Custom/Combined',
    ]);
    await expect(tab(page, 'AW')).toHaveAttribute('aria-selected', 'true');

    // The unit each tab's y axis is titled with (temperature in the admin's °C), and its legend group.
    const views: [string, string[], string | null][] = [
      ['MOIST', ['AW %'], 'Moisture (AW %)'],
      ['TEMP', ['°C'], 'Temperature (°C)'],
      ['SAL', ['dS/m'], 'Salinity (dS/m)'],
      ['EC', ['dS/m'], 'EC (dS/m)'],
      ['BT', ['V'], 'Battery (V)'],
      ['RSSI', ['dBm'], 'Signal (RSSI) (dBm)'],
      ['RAIN', ['Rain / irrigation (in)'], null],
      ['SYS', ['V', 'dBm'], 'Battery (V)'],
      ['PRED', ['AW %'], 'Available water (AW %)'],
      ['Custom/Combined', ['AW %'], 'Moisture (AW %)'],
      ['AW', ['AW %'], 'Available water (AW %)'],
    ];
    for (const [code, units, group] of views) {
      const texts = await drawnAfter(page, () => tab(page, code).click());
      await expect(tab(page, code)).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`tab=${code === 'Custom/Combined' ? 'COMBINED' : code}$`));
      for (const unit of units) expect(texts, `${code} draws its '${unit}' axis`).toContain(unit);
      // Delete Data only on the AW, MOIST, TEMP, SAL, EC (and VIC) tabs.
      await expect(toolbar(page).getByRole('button', { name: 'Delete Data' })).toHaveCount(
        ['AW', 'MOIST', 'TEMP', 'SAL', 'EC'].includes(code) ? 1 : 0,
      );
      if (group) await expect(legend(page)).toContainText(group);
      else await expect(legend(page)).toHaveCount(0);
    }
    await tab(page, 'SYS').click();
    const system = page.getByTestId('system-status');
    await expect(system.getByTestId('signal')).toContainText('LORA');
    await expect(system.getByTestId('signal').getByRole('img')).toHaveAttribute('aria-label', /^LORA signal: \d of 5 bars/);
    await expect(system.getByTestId('battery')).toContainText('FOX');
    await expect(system.getByTestId('battery')).toHaveAttribute('aria-label', /^FOX battery \d+(\.\d+)?%$/);
    await expect(chart(page)).toHaveAttribute('data-drawn', /\d+/);

    await tab(page, 'GDD').click();
    const gdd = page.getByTestId('gdd-view');
    await expect(gdd.getByTestId('gdd-chart').locator('canvas')).toBeVisible();
    await expect(gdd.getByLabel('Growth stages')).toContainText('VE');
    await expect(chart(page)).toHaveCount(0);
    const recompute = page.waitForResponse((r) => r.url().endsWith('/stem/recompute/gdd-envelope') && r.request().method() === 'POST');
    await gdd.getByRole('button', { name: 'Recalculate Envelope' }).click();
    const answer = await recompute;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual([{ siteId: np1.objectId }]);
    await expect(gdd.getByRole('button', { name: 'Recalculate Envelope' })).toBeEnabled();
    await expect(gdd.getByTestId('gdd-chart').locator('canvas')).toBeVisible();
    await expect(gdd.getByRole('alert')).toHaveCount(0);
  });

  test('opened straight from a link (a reload, no farms screen before it), the Custom/Combined measurement chips are styled', async () => {
    await page.goto(graphPath(np1, 'COMBINED'));
    await page.reload();
    const chip = page.getByRole('group', { name: 'Measurements to combine' }).locator('label', { hasText: 'Available water' });
    await expect(chip).toBeVisible();
    // Without Chip's styles its check icon drew at full size: a label over 100 px tall.
    expect((await chip.boundingBox())!.height).toBeLessThan(40);
  });

  test('data type and display options: smoothing redraws, MOIST absolute is VWC %, Save keeps them across a reload', async ({
    request,
  }) => {
    await page.goto(graphPath(np1, 'MOIST'));
    await expectChartDrawn(page);
    await settle(page);
    let pixels = await chartPixels(page);
    for (const option of ['Raw', 'SMA10', 'SMA20', 'SMA5']) {
      await drawnAfter(page, () => choose(page, 'Data Type', option));
      const next = await chartPixels(page);
      expect(next, `${option} draws other lines`).not.toBe(pixels);
      pixels = next;
    }
    const relativeBox = controls(page).getByRole('checkbox', { name: 'Relative' });
    await expect(relativeBox).toBeChecked();
    const absolute = await drawnAfter(page, () => filterBar(page).locator('label', { hasText: 'Absolute' }).click());
    expect(absolute).toContain('VWC %');
    expect(absolute).not.toContain('AW %');
    await expect(legend(page)).toContainText('Moisture (VWC %)');
    await expect(relativeBox).not.toBeChecked();
    await expect(filterBar(page).getByRole('radio', { name: 'Absolute' })).toBeChecked();
    // The Relative checkbox is the same switch.
    expect(await drawnAfter(page, () => relativeBox.check())).toContain('AW %');
    await expect(filterBar(page).getByRole('radio', { name: 'Relative' })).toBeChecked();
    await drawnAfter(page, () => relativeBox.uncheck());

    await choose(page, 'Time Period', '7 days');
    await choose(page, 'Data Type', 'SMA10');
    await filterBar(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('flash')).toHaveText("'Graph settings' updated");
    const details = await apiGet<{ preference: { graph: Record<string, unknown> } }>(request, admin, '/user/details');
    expect(details.preference.graph[np1.objectId]).toEqual({
      displayOptions: 'absolute',
      dataType: 10,
      timePeriod: { name: 'ONE_WEEK', fromDate: null, toDate: null },
      hiddenSeries: [],
      measurements: ['aw', 'moisture'],
    });

    const requests = seen.length;
    await page.reload();
    await expectChartDrawn(page);
    await expect(filterBar(page).getByRole('combobox', { name: 'Time Period' })).toHaveValue('7 days');
    await expect(filterBar(page).getByRole('combobox', { name: 'Data Type' })).toHaveValue('SMA10');
    await expect(filterBar(page).getByRole('radio', { name: 'Absolute' })).toBeChecked();
    await expect(legend(page)).toContainText('Moisture (VWC %)');
    expect(span(seen[requests]!)).toBe(7 * DAY);
    await savePreference(request, admin, { graph: { [np1.objectId]: {} } });
  });

  test('legend, overlays, stack and zoom', async () => {
    await page.goto(graphPath(np1, 'AW'));
    await expectChartDrawn(page);
    await choose(page, 'Time Period', '1 year');
    await expectChartDrawn(page);
    await settle(page);

    // Legend: one series, then the whole group.
    const all = legend(page).getByRole('checkbox', { name: 'All Available water' });
    const depth4 = legend(page).getByRole('checkbox', { name: 'Available water 4 in' });
    const rootZone = legend(page).getByRole('checkbox', { name: 'Available water Root zone' });
    const series = legend(page).getByRole('checkbox', { name: /^Available water / });
    await expect(series).toHaveCount(7);
    await expect(all).toBeChecked();
    let pixels = await chartPixels(page);
    await drawnAfter(page, () => depth4.uncheck());
    await expect(depth4).not.toBeChecked();
    await expect.poll(() => checkState(all)).toBe('mixed');
    await expect(rootZone).toBeChecked();
    expect(await chartPixels(page)).not.toBe(pixels);
    await all.click();
    await expect.poll(() => checkState(all)).toBe('true');
    await expect(depth4).toBeChecked();
    await all.click();
    await expect.poll(() => checkState(all)).toBe('false');
    for (const box of await series.all()) await expect(box).not.toBeChecked();
    await all.click();
    for (const box of await series.all()) await expect(box).toBeChecked();

    // Rainfall and applied irrigation bars share the right-hand inch axis; it goes when both are off.
    const rain = controls(page).getByRole('checkbox', { name: 'Rainfall' });
    const irrigation = controls(page).getByRole('checkbox', { name: 'App Irrigation' });
    await expect(rain).toBeChecked();
    await expect(irrigation).toBeChecked();
    pixels = await chartPixels(page);
    expect(await drawnAfter(page, () => rain.uncheck()), 'irrigation keeps the inch axis').toContain('Rain / irrigation (in)');
    expect(await chartPixels(page)).not.toBe(pixels);
    const noOverlays = await drawnAfter(page, () => irrigation.uncheck());
    expect(noOverlays).not.toContain('Rain / irrigation (in)');

    // Zoom Y (overlays off, so every number drawn besides the year is on the AW % axis): each
    // click narrows the axis by a tenth of its range at each end; Reset zoom brings it back.
    const yTicks = (texts: string[]) =>
      [
        ...new Set(
          texts
            .filter((t) => /^-?\d+$/.test(t))
            .map(Number)
            .filter((v) => v < 1000),
        ),
      ].sort((a, b) => a - b);
    const zoom = toolbar(page).getByRole('button', { name: 'Zoom Y' });
    const resetZoom = toolbar(page).getByRole('button', { name: 'Reset zoom' });
    await expect(resetZoom).toBeDisabled();
    const unzoomed = yTicks(noOverlays);
    expect(unzoomed[0]).toBe(0);
    const zoomed = yTicks(await drawnAfter(page, () => zoom.click()));
    await expect(resetZoom).toBeEnabled();
    expect(zoomed[0]).toBeGreaterThan(0);
    expect(zoomed.at(-1)!).toBeLessThan(unzoomed.at(-1)!);
    for (let i = 0; i < 5; i++) if (await zoom.isEnabled()) await zoom.click();
    await expect(zoom).toBeDisabled();
    expect(await drawnAfter(page, () => resetZoom.click()).then(yTicks)).toEqual(unzoomed);
    await expect(resetZoom).toBeDisabled();
    await expect(zoom).toBeEnabled();

    expect(await drawnAfter(page, () => rain.check())).toContain('Rain / irrigation (in)');
    await irrigation.check();
    await expect(irrigation).toBeChecked();

    // Notes: the choice is saved to the site.
    const notes = controls(page).getByRole('checkbox', { name: 'Notes' });
    await expect(notes).not.toBeChecked();
    for (const on of [true, false]) {
      const saved = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/site/${np1.objectId}`));
      await notes.setChecked(on);
      expect((await saved).postDataJSON()).toEqual({ showNotes: on });
      await expect(notes).toBeChecked({ checked: on });
    }

    // Stack levels 0 to 10.
    const level = toolbar(page).getByTestId('stack-level');
    const plus = toolbar(page).getByRole('button', { name: 'Stack Plus' });
    const minus = toolbar(page).getByRole('button', { name: 'Stack Minus' });
    const reset = toolbar(page).getByRole('button', { name: 'Stack Reset' });
    await expect(level).toHaveText('Stack 0');
    await expect(minus).toBeDisabled();
    await expect(reset).toBeDisabled();
    pixels = await chartPixels(page);
    await drawnAfter(page, () => plus.click());
    await expect(level).toHaveText('Stack 1');
    expect(await chartPixels(page)).not.toBe(pixels);
    await plus.click();
    await expect(level).toHaveText('Stack 2');
    await minus.click();
    await expect(level).toHaveText('Stack 1');
    await expect(reset).toBeEnabled();
    for (let i = 0; i < 12; i++) if (await plus.isEnabled()) await plus.click();
    await expect(level).toHaveText('Stack 10');
    await expect(plus).toBeDisabled();
    await reset.click();
    await expect(level).toHaveText('Stack 0');
    await expect(reset).toBeDisabled();
  });

  test('print: the chart under a header as a PNG, and the print dialog asked for', async () => {
    await page.goto(graphPath(np1, 'AW'));
    await expectChartDrawn(page);
    expect(await printCalls(page)).toBe(0);
    await toolbar(page).getByRole('button', { name: 'Print' }).click();
    const image = page.getByTestId('graph-print-image');
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,[A-Za-z0-9+/]{1000,}/);
    await expect(image).toHaveAttribute('alt', 'Printable graph of North Pivot 1');
    await expect.poll(() => printCalls(page)).toBe(1);
    const sizes = await page.evaluate(async () => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="graph-print-image"]')!;
      await img.decode();
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="site-graph-chart"] canvas')!;
      return { image: [img.naturalWidth, img.naturalHeight], chart: [canvas.width, canvas.height] };
    });
    expect(sizes.image[0]).toBeGreaterThan(sizes.chart[0]!);
    expect(sizes.image[1]).toBeGreaterThan(sizes.chart[1]! + 40);
  });

  test('Download all data: {siteId}.csv with the export units, DD MMM YYYY H:mm times and a year of 15-minute rows', async () => {
    await page.goto(graphPath(np1, 'AW'));
    await expectChartDrawn(page);
    const download = page.waitForEvent('download');
    await toolbar(page).getByRole('button', { name: 'Download all data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${np1.siteId}.csv`);
    const text = fs.readFileSync((await file.path())!, 'utf8');
    const lines = text.trimEnd().split('\r\n');
    const header = lines[0]!.split(',');
    expect(header[0]).toBe('Date');
    for (const column of [
      'Moisture 4 in (%)',
      'Moisture 40 in (%)',
      'Temperature 4 in (F)',
      'Salinity 4 in (dS/m)',
      'EC 4 in (dS/m)',
      'Moisture Local (%)',
      'Rainfall (inch)',
      'Irrigation (inch)',
    ]) {
      expect(header, column).toContain(column);
    }
    expect(lines.length).toBeGreaterThan(1000);
    const rows = lines.slice(1);
    for (const row of [rows[0]!, rows[Math.floor(rows.length / 2)]!, rows.at(-1)!]) {
      expect(row.split(',')[0]).toMatch(/^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{1,2}:\d{2}$/);
      expect(row.split(',')).toHaveLength(header.length);
    }
    // Moisture in % and temperature in °F, not °C.
    const moisture = header.indexOf('Moisture 4 in (%)');
    const temperature = header.indexOf('Temperature 4 in (F)');
    const sample = rows.find((r) => r.split(',')[moisture] && r.split(',')[temperature])!.split(',');
    expect(Number(sample[moisture])).toBeGreaterThan(1);
    expect(Number(sample[moisture])).toBeLessThan(70);
    expect(Number(sample[temperature])).toBeGreaterThan(20);
  });
});

/** The farm's calendar date (YYYY-MM-DD) `daysBack` days ago. */
function wallDate(daysBack: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() - daysBack * DAY * 1000),
  );
  return parts;
}
const shiftDate = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY * 1000).toISOString().slice(0, 10);
const tableDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

test.describe('notes and tables (farm admin, Gold site)', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let site: GraphSite;
  let farmAdmin: ApiSession;

  test.beforeAll(async ({ browser, request }) => {
    farmAdmin = await apiSession(request, 'farm.admin');
    site = await graphSite(request, farmAdmin, 'North Pivot Farm', 'Salt Flat');
    await savePreference(request, farmAdmin, { graph: { [site.objectId]: {} } });
    // A re-run starts from no manual values, no notes and the Notes switch off.
    const headers = { authorization: farmAdmin.token };
    const wp = await apiGet<{ rows: { date: string }[] }>(request, farmAdmin, `/stem/wp-s3-data/${site.objectId}`);
    if (wp.rows.length)
      expect(
        (
          await request.put(`/stem/wp-s3-data/${site.objectId}`, {
            headers,
            data: { entries: wp.rows.map((r) => ({ date: r.date, waterPercolationManual: null })) },
          })
        ).ok(),
      ).toBe(true);
    const ra = await apiGet<{ rows: { sensorId: string }[] }>(request, farmAdmin, `/stem/root-activity/${site.objectId}`);
    expect(
      (
        await request.put(`/stem/ra/${site.objectId}`, {
          headers,
          data: { entries: ra.rows.map((r) => ({ sensorId: r.sensorId, dateOfFirstRAManual: null })) },
        })
      ).ok(),
    ).toBe(true);
    for (const note of await apiGet<{ objectId: string }[]>(
      request,
      farmAdmin,
      `/notes/${site.objectId}?fromDate=2020-01-01T00:00:00Z&toDate=2030-01-01T00:00:00Z`,
    )) {
      await request.delete(`/notes/delete/${note.objectId}`, { headers });
    }
    expect((await request.patch(`/site/${site.objectId}`, { headers, data: { showNotes: false } })).ok()).toBe(true);
    page = await browser.newPage();
    await signIn(page, demoLogin('farm.admin'));
  });
  test.afterAll(async () => {
    await page?.close();
  });

  test('notes: Add needs text; the note shows under the chart while Notes is on; MM/DD/YY HH:mm; delete after confirming', async ({
    request,
  }) => {
    await page.goto(graphPath(site, 'AW'));
    await expectChartDrawn(page);
    const { timeZone } = await apiGetSeries(request, farmAdmin, site.objectId, Date.now() / 1000 - 3600, Date.now() / 1000);
    expect(timeZone).toBe('America/Chicago');
    const notesSwitch = controls(page).getByRole('checkbox', { name: 'Notes' });
    await expect(notesSwitch).not.toBeChecked();

    await toolbar(page).getByRole('button', { name: 'Add note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add notes' });
    const add = dialog.getByRole('button', { name: 'Add' });
    const text = dialog.getByRole('textbox', { name: 'Note' });
    await expect(dialog.getByLabel('Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await expect(dialog).toContainText(`Time zone: ${timeZone}`);
    await expect(add).toBeDisabled();
    await text.fill('x');
    await expect(add).toBeEnabled();
    await text.fill('');
    await text.blur();
    await expect(dialog).toContainText('Please enter note');
    await expect(add).toBeDisabled();

    const day = wallDate(2, timeZone);
    await dialog.getByLabel('Date').fill(`${day}T10:30`);
    const words = 'Checked the pivot nozzles at the north end; two were clogged.';
    await text.fill(words);
    const posted = page.waitForResponse((r) => r.url().endsWith(`/notes/add/${site.objectId}`));
    await add.click();
    const answer = await (await posted).json();
    await expect(dialog).toBeHidden();
    const [y, m, d] = day.split('-');
    const shown = `${m}/${d}/${y!.slice(2)} 10:30`;
    // Stored as the farm's 10:30, in UTC.
    expect(new Date(answer.data.timestamp).toLocaleString('en-US', { timeZone, hour12: false, hour: '2-digit', minute: '2-digit' })).toBe(
      '10:30',
    );

    // Adding a note turns the Notes switch on, and the note is listed under the chart.
    await expect(notesSwitch).toBeChecked();
    const list = page.getByLabel('Notes in this range');
    const chip = list.getByRole('button', { name: `${shown} · ${words.slice(0, 32)}…` });
    await expect(chip).toBeVisible();
    await notesSwitch.uncheck();
    await expect(list).toHaveCount(0);
    await notesSwitch.check();
    await expect(chip).toBeVisible();
    // The switch is kept with the site.
    await page.reload();
    await expectChartDrawn(page);
    await expect(notesSwitch).toBeChecked();
    await expect(chip).toBeVisible();

    await chip.click();
    const viewer = page.getByRole('dialog', { name: 'Note' });
    await expect(viewer.getByTestId('note-time')).toHaveText(shown);
    await expect(viewer).toContainText(words);
    await expect(viewer).toContainText('By Rosa Delgado');
    await viewer.getByRole('button', { name: 'Delete note' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure ?' });
    await expect(confirm).toContainText('This note will be deleted.');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(confirm).toBeHidden();
    await expect(viewer).toBeHidden();
    await expect(list).toHaveCount(0);
    expect(
      await apiGet<unknown[]>(request, farmAdmin, `/notes/${site.objectId}?fromDate=2020-01-01T00:00:00Z&toDate=2030-01-01T00:00:00Z`),
    ).toEqual([]);
    await notesSwitch.uncheck();
  });

  test('a note added at the default time, a few minutes after the graph was opened, is listed', async ({ browser, request }) => {
    // The notes are asked for a week past the chart's data, so a note added minutes after the readings loaded is listed.
    const late = await browser.newPage();
    try {
      await late.clock.install();
      await signIn(late, demoLogin('farm.admin'));
      await late.goto(graphPath(site, 'AW'));
      await expectChartDrawn(late);
      await late.clock.fastForward('03:00');
      await toolbar(late).getByRole('button', { name: 'Add note' }).click();
      const dialog = late.getByRole('dialog', { name: 'Add notes' });
      await dialog.getByRole('textbox', { name: 'Note' }).fill('Pivot stopped at the road');
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(dialog).toBeHidden();
      await expect(controls(late).getByRole('checkbox', { name: 'Notes' })).toBeChecked();
      await expect(late.getByLabel('Notes in this range').getByRole('button', { name: /Pivot stopped at the road/ })).toBeVisible({
        timeout: 5_000,
      });
    } finally {
      await late.close();
      for (const note of await apiGet<{ objectId: string }[]>(
        request,
        farmAdmin,
        `/notes/${site.objectId}?fromDate=2020-01-01T00:00:00Z&toDate=2030-01-01T00:00:00Z`,
      )) {
        await request.delete(`/notes/delete/${note.objectId}`, { headers: { authorization: farmAdmin.token } });
      }
    }
  });

  test('tables: Water Percolation and Root Activity edits persist; dates before planting are refused; irrigation and rainfall match the API', async ({
    request,
  }) => {
    const irrigationAnswer = page.waitForResponse((r) => r.url().includes(`/stem/get-irrigation-data/${site.objectId}`));
    const rainAnswer = page.waitForResponse((r) => r.url().includes(`/stem/get-rain-fall-data/${site.objectId}`));
    await page.goto(graphPath(site, 'AW'));
    await expectChartDrawn(page);
    const tables = page.getByTestId('graph-data-tables');

    // Applied Irrigation and Rainfall: the API's points, as rows (or 'Data not available').
    const irrigation = (await (await irrigationAnswer).json()).data.points as { xValue: string; yValue: number }[];
    const rain = (await (await rainAnswer).json()).data.points as { xValue: string; yValue: number }[];
    const irrigationTable = tables.getByTestId('table-applied-irrigation');
    if (irrigation.length === 0) await expect(irrigationTable).toContainText('Data not available');
    else {
      await expect(irrigationTable.getByRole('row')).toHaveCount(irrigation.length + 1);
      await expect(irrigationTable.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(irrigation[0]!.yValue.toFixed(2));
    }
    const rainTable = tables.getByTestId('table-rainfall');
    expect(rain.length).toBeGreaterThan(0);
    await expect(rainTable.getByRole('row')).toHaveCount(rain.length + 1);
    await expect(rainTable.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(rain[0]!.yValue.toFixed(3));
    await expect(rainTable).toContainText('Simulated weather');

    // Water Percolation: choose a depth for the first event, Save, reload.
    const wp = tables.getByTestId('table-water-percolation');
    const firstRow = wp.getByRole('row').nth(1);
    const date = (await firstRow.getByRole('cell').first().innerText()).trim();
    await expect(firstRow.getByRole('cell').nth(2)).toHaveText('—');
    await wp.getByRole('button', { name: 'Edit Water Percolation' }).click();
    const select = wp.getByRole('combobox', { name: `WP manual, ${date}` });
    await expect(select.locator('option')).toHaveText(['Not set', '0 in', '4 in', '8 in', '16 in', '24 in', '32 in', '40 in']);
    await select.selectOption({ label: '16 in' });
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/stem/wp-s3-data/${site.objectId}`));
    await wp.getByRole('button', { name: 'Save Water Percolation' }).click();
    expect((await saved).postDataJSON()).toEqual({ entries: [{ date: expect.any(String), waterPercolationManual: 16 }] });
    await expect(wp.getByRole('button', { name: 'Edit Water Percolation' })).toBeVisible();
    await expect(firstRow.getByRole('cell').nth(2)).toHaveText('16 in');

    // Root Activity: a date before planting is refused; one after it is kept.
    const planting = site.card.plantingDate!;
    const ra = tables.getByTestId('table-root-activity');
    await ra.getByRole('button', { name: 'Edit Root Activity' }).click();
    const input = ra.getByLabel('RA manual, sensor at 4 in');
    await input.fill(shiftDate(planting, -5));
    let puts = 0;
    const countPuts = (r: { method: () => string; url: () => string }) => {
      if (r.method() === 'PUT' && r.url().endsWith(`/stem/ra/${site.objectId}`)) puts++;
    };
    page.on('request', countPuts);
    await ra.getByRole('button', { name: 'Save Root Activity' }).click();
    await expect(ra).toContainText('Root activity dates cannot precede the planting date');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toBe(0);
    const valid = shiftDate(planting, 10);
    await input.fill(valid);
    const raSaved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/stem/ra/${site.objectId}`));
    await ra.getByRole('button', { name: 'Save Root Activity' }).click();
    expect((await raSaved).postDataJSON()).toEqual({ entries: [{ sensorId: '0', dateOfFirstRAManual: valid }] });
    page.off('request', countPuts);
    await expect(ra.getByRole('button', { name: 'Edit Root Activity' })).toBeVisible();
    await expect(ra).not.toContainText('Root activity dates cannot precede');
    await expect(ra.getByRole('row', { name: /^4 in/ }).getByRole('cell').nth(2)).toHaveText(tableDate(valid));

    await page.reload();
    await expectChartDrawn(page);
    await expect(
      tables
        .getByTestId('table-water-percolation')
        .getByRole('row', { name: new RegExp(`^${date}`) })
        .getByRole('cell')
        .nth(2),
    ).toHaveText('16 in');
    await expect(tables.getByTestId('table-root-activity').getByRole('row', { name: /^4 in/ }).getByRole('cell').nth(2)).toHaveText(
      tableDate(valid),
    );
    // The server refuses a date before planting too.
    const refused = await request.put(`/stem/ra/${site.objectId}`, {
      headers: { authorization: farmAdmin.token },
      data: { entries: [{ sensorId: '1', dateOfFirstRAManual: shiftDate(planting, -1) }] },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('Root activity dates cannot precede the planting date');
  });
});

test.describe('Delete Data', () => {
  test('dealer admin: at least an hour, two confirmations, the readings are gone; a farm user has no Delete Data', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(60_000);
    // A site no other test reads: its readings may be deleted.
    const dealer = await apiSession(request, 'dealer.admin');
    const site = await graphSite(request, dealer, 'Russet Bend', 'Russet 2');
    await savePreference(request, dealer, { graph: { [site.objectId]: {} } });
    await signIn(page, demoLogin('dealer.admin'));
    await page.goto(graphPath(site, 'AW'));
    await expectChartDrawn(page);
    const { timeZone } = await apiGetSeries(request, dealer, site.objectId, Date.now() / 1000 - 3600, Date.now() / 1000);
    expect(timeZone).toBe('America/Boise');

    await toolbar(page).getByRole('button', { name: 'Delete Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Data' });
    await expect(dialog).toContainText(`Times are in ${timeZone}`);
    const from = dialog.getByLabel('From');
    const to = dialog.getByLabel('To');
    const remove = dialog.getByRole('button', { name: 'Delete' });
    // Opens on the last hour: allowed.
    await expect(from).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await expect(remove).toBeEnabled();
    const day = wallDate(3, timeZone);
    await from.fill(`${day}T10:00`);
    await to.fill(`${day}T10:45`);
    await expect(dialog.getByTestId('delete-range-error')).toHaveText(
      'Please select "From" and "To" times that are at-least one hour apart',
    );
    await expect(remove).toBeDisabled();
    await to.fill(`${day}T12:00`);
    await expect(dialog.getByTestId('delete-range-error')).toHaveCount(0);

    // The readings around that morning, before.
    const wide = { from: Date.parse(`${day}T00:00:00Z`) / 1000, to: Date.parse(`${day}T23:59:00Z`) / 1000 + DAY };
    const before = (await apiGetSeries(request, dealer, site.objectId, wide.from, wide.to)).probe!.ts;

    await remove.click();
    const first = page.getByRole('dialog', { name: 'Are you sure ?' });
    const [dd, mm] = [
      day.slice(8),
      ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(day.slice(5, 7)) - 1],
    ];
    await expect(first).toHaveText(
      new RegExp(
        `Graph data from ${dd} ${mm} ${day.slice(0, 4)} 10:00 to ${dd} ${mm} ${day.slice(0, 4)} 12:00 \\(${timeZone}\\) will be removed\\.`,
      ),
    );
    const hide = page.waitForRequest(
      (r) => r.method() === 'DELETE' && r.url().includes(`/stem/graph-data/${site.objectId}/${site.twigId}?`),
    );
    await first.getByRole('button', { name: 'Yes' }).click();
    const range = new URL((await hide).url()).searchParams;
    const deleted = { from: Date.parse(range.get('fromDate')!) / 1000, to: Date.parse(range.get('toDate')!) / 1000 };
    expect(deleted.to - deleted.from).toBe(2 * 3600);
    const inside = before.filter((t) => t >= deleted.from && t <= deleted.to);
    expect(inside.length, 'readings to delete').toBeGreaterThan(0);

    const second = page.getByRole('dialog', { name: 'Are you sure ?' }).filter({ hasText: 'This will delete data permanently' });
    await expect(second.getByText('This will delete data permanently. Are you sure you want to proceed ?', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog').filter({ hasText: 'Graph data from' })).toHaveCount(0);
    const purge = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().includes(`/stem/phant-data/${site.objectId}/${site.twigId}?`),
    );
    await second.getByRole('button', { name: 'Yes' }).click();
    expect((await purge).status()).toBe(200);
    await expect(page.getByTestId('flash')).toHaveText(
      `${inside.length} readings removed from the graphs; ${inside.length} readings deleted permanently.`,
    );
    await expect(second).toBeHidden();

    const exact = await apiGetSeries(request, dealer, site.objectId, deleted.from, deleted.to);
    expect(exact.probe?.ts ?? []).toEqual([]);
    const after = (await apiGetSeries(request, dealer, site.objectId, wide.from, wide.to)).probe!.ts;
    expect(after).toEqual(before.filter((t) => t < deleted.from || t > deleted.to));
    await expectChartDrawn(page);

    // A farm user sees the graph of a Gold site, with download, but no Delete Data.
    const np1 = await graphSite(request, 'farm.user', 'North Pivot Farm', 'North Pivot 1');
    const farmUser = await browser.newPage();
    await signIn(farmUser, demoLogin('farm.user'));
    await farmUser.goto(graphPath(np1, 'AW'));
    await expectChartDrawn(farmUser);
    await expect(toolbar(farmUser).getByRole('button', { name: 'Download all data' })).toBeVisible();
    await expect(farmUser.getByRole('button', { name: 'Delete Data' })).toHaveCount(0);
    await farmUser.close();
  });
});

test.describe('plan gating (farm admin)', () => {
  test('Silver: GDD is locked behind Upgrade Subscription, no download or Gold-only options; None: sent back to the farm', async ({
    page,
    request,
  }) => {
    const east = await graphSite(request, 'farm.admin', 'North Pivot Farm', 'East Dryland');
    const south = await graphSite(request, 'farm.admin', 'North Pivot Farm', 'South Corner');
    await signIn(page, demoLogin('farm.admin'));
    // Asking for the GDD tab in the URL lands on AW.
    await page.goto(graphPath(east, 'GDD'));
    await expectChartDrawn(page);
    await expect(tab(page, 'AW')).toHaveAttribute('aria-selected', 'true');
    const gdd = tab(page, 'GDD');
    await expect(gdd.getByLabel('Needs a Gold plan')).toBeVisible();
    await expect(tab(page, 'PRED')).toHaveCount(0);
    await gdd.click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade Subscription' });
    await expect(upgrade).toContainText('Please contact your dealer to subscribe to this feature');
    await upgrade.getByRole('button', { name: 'Ok' }).click();
    await expect(upgrade).toBeHidden();
    await expect(tab(page, 'AW')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('gdd-view')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download all data' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Data' })).toHaveCount(0);
    await expect(controls(page).getByRole('checkbox', { name: 'Growth Stages' })).toHaveCount(0);
    await expect(controls(page).getByRole('checkbox', { name: 'Predicted' })).toHaveCount(0);

    await page.goto(graphPath(south, 'AW'));
    await expect(page).toHaveURL(`/farm/${south.farmId}/sites`);
    await expect(page.getByTestId('sites-notice')).toHaveText('South Corner: Please contact your dealer to subscribe to this feature.');

    // The API refuses what the screen hides (plans as policy): None has no graph, Silver no prediction.
    const headers = { authorization: (await apiSession(request, 'farm.admin')).token };
    for (const path of [
      `/sites/${south.objectId}/series`,
      `/stem/get-prediction-data/${south.objectId}`,
      `/stem/get-prediction-data/${east.objectId}`,
    ]) {
      const refused = await request.get(path, { headers });
      expect(refused.status(), path).toBe(403);
      expect(await refused.text(), path).toContain('Please contact your dealer to subscribe to this feature.');
    }
  });
});
