import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import type { SiteCardView } from '@tilth/domain';
import { apiGet, apiSession, apiSites, farmIdByName, type ApiSession } from './sitesSupport';

/** A site as the graph screen's URL needs it. */
export interface GraphSite {
  farmId: string;
  name: string;
  siteId: string;
  objectId: string;
  twigId: string;
  card: SiteCardView;
}

/** A farm's site by name, as `login` sees it through the API. */
export async function graphSite(
  request: APIRequestContext,
  login: string | ApiSession,
  farmName: string,
  siteName: string,
): Promise<GraphSite> {
  const session = typeof login === 'string' ? await apiSession(request, login) : login;
  const farmId = await farmIdByName(request, session, farmName);
  const card = (await apiSites(request, session, farmId)).find((s) => s.name === siteName);
  if (!card) throw new Error(`no site ${siteName} on ${farmName}`);
  return { farmId, name: card.name, siteId: card.siteId, objectId: card.objectId, twigId: card.twigId ?? '', card };
}

export const graphPath = (site: GraphSite, tab?: string) =>
  `/farm/${site.farmId}/site/${site.siteId}/${site.objectId}/${site.twigId}/graph${tab ? `?tab=${tab}` : ''}`;

export const measurementTabs = (page: Page) => page.getByRole('tablist', { name: 'Measurements' });
export const chart = (page: Page) => page.getByTestId('site-graph-chart');
export const legend = (page: Page) => page.getByTestId('graph-legend');
export const controls = (page: Page) => page.getByTestId('graph-controls');
export const toolbar = (page: Page) => page.getByTestId('graph-toolbar');
export const filterBar = (page: Page) => page.getByTestId('graph-filter-bar');

/** How often the chart has drawn (its `data-drawn` counter); 0 before the first frame. */
export async function drawCount(page: Page): Promise<number> {
  const value = await chart(page)
    .getAttribute('data-drawn')
    .catch(() => null);
  return Number(value ?? 0);
}

/** Waits until the chart has drawn more often than `before` (a re-draw after a change). */
export async function expectRedrawn(page: Page, before: number): Promise<number> {
  await expect.poll(() => drawCount(page), { message: 'the chart re-draws' }).toBeGreaterThan(before);
  return drawCount(page);
}

/** Waits for the chart to have data on it and no loading overlay. */
export async function expectChartDrawn(page: Page): Promise<void> {
  await expect(chart(page)).toHaveAttribute('data-drawn', /^[1-9]\d*$/);
  await expect(page.getByLabel('Loading the graph')).toHaveCount(0);
}

/** The y-axis titles uPlot drew, left to right. */
export async function axisLabels(page: Page): Promise<string[]> {
  return chart(page)
    .locator('.u-axis .u-label')
    .evaluateAll((labels) => labels.map((l) => (l.textContent ?? '').trim()).filter(Boolean));
}

/** The time-axis tick texts uPlot drew. */
export async function xTicks(page: Page): Promise<string[]> {
  return chart(page)
    .locator('.u-axis')
    .first()
    .locator('.u-value')
    .evaluateAll((ticks) => ticks.map((t) => (t.textContent ?? '').trim()).filter(Boolean));
}

export interface SeriesRequest {
  url: URL;
  from: number;
  to: number;
}

/** Every GET /sites/{objectId}/series the page makes from now on, with its range in epoch seconds. */
export function watchSeries(page: Page, objectId: string): SeriesRequest[] {
  const seen: SeriesRequest[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname !== `/sites/${objectId}/series`) return;
    seen.push({
      url,
      from: Date.parse(url.searchParams.get('fromDate') ?? '') / 1000,
      to: Date.parse(url.searchParams.get('toDate') ?? '') / 1000,
    });
  });
  return seen;
}

/** Chooses an option of one of the filter bar's Mantine selects (a combobox named by its label). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await filterBar(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(filterBar(page).getByRole('combobox', { name: label })).toHaveValue(option);
}

/** The series of a site for a range, through the API. */
export async function apiSeries(request: APIRequestContext, session: ApiSession, objectId: string, from: number, to: number) {
  const q = `fromDate=${encodeURIComponent(new Date(from * 1000).toISOString())}&toDate=${encodeURIComponent(new Date(to * 1000).toISOString())}`;
  return apiGet<{ timeZone: string; from: number; to: number; probe?: { ts: number[] }; local?: { ts: number[] } }>(
    request,
    session,
    `/sites/${objectId}/series?${q}`,
  );
}

/** A checkbox's checked state, as the accessibility tree has it ('mixed' for indeterminate). */
export async function checkState(box: Locator): Promise<'true' | 'false' | 'mixed'> {
  return box.evaluate((el) => ((el as HTMLInputElement).indeterminate ? 'mixed' : (el as HTMLInputElement).checked ? 'true' : 'false'));
}

/**
 * Records what the page writes on canvases (uPlot draws its axes, tick values and labels there,
 * not in the DOM) and stubs window.print, so Print can be clicked without a dialog blocking.
 * Install before the first navigation.
 */
export async function instrumentPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __canvasTexts: string[]; __printCalls: number };
    w.__canvasTexts = [];
    w.__printCalls = 0;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (
      this: CanvasRenderingContext2D,
      text: string,
      x: number,
      y: number,
      maxWidth?: number,
    ) {
      if (w.__canvasTexts.length > 20_000) w.__canvasTexts.splice(0, 10_000);
      w.__canvasTexts.push(String(text));
      return maxWidth === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, maxWidth);
    };
    window.print = () => {
      w.__printCalls += 1;
    };
  });
}

/** Texts drawn on canvases since the last call (and forgets them). */
export async function takeCanvasTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __canvasTexts: string[] };
    return w.__canvasTexts.splice(0, w.__canvasTexts.length);
  });
}

export const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { __printCalls: number }).__printCalls);

/** A fingerprint of the chart's pixels: changes whenever what it shows changes. */
export async function chartPixels(page: Page): Promise<string> {
  return chart(page)
    .locator('canvas')
    .first()
    .evaluate((c) => {
      const url = (c as HTMLCanvasElement).toDataURL();
      let h = 0;
      for (let i = 0; i < url.length; i++) h = (h * 31 + url.charCodeAt(i)) | 0;
      return `${url.length}:${h}`;
    });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** What the time axis drew, read from canvas texts: hour ticks, day ticks (M/D) and month-name ticks. */
export function timeTicks(texts: string[]): { hours: string[]; days: string[]; months: string[]; daySpan: number | null } {
  const unique = [...new Set(texts)];
  const hours = unique.filter((t) => /^\d{1,2}(am|pm)$/.test(t));
  const months = unique.filter((t) => MONTHS.includes(t));
  const days = unique.filter((t) => /^\d{1,2}\/\d{1,2}(\/\d{2})?$/.test(t));
  // Days from the first to the last M/D tick, in drawing order (left to right); a month going back is a new year.
  let year = 2000;
  let previousMonth = 0;
  const stamps = days.map((t) => {
    const [m, d] = t.split('/').map(Number) as [number, number];
    if (m < previousMonth) year += 1;
    previousMonth = m;
    return Date.UTC(year, m - 1, d) / 86_400_000;
  });
  const daySpan = stamps.length > 1 ? stamps[stamps.length - 1]! - stamps[0]! : null;
  return { hours, days, months, daySpan };
}

/** Waits until the chart has stopped re-drawing (late overlays drawn) for a moment. */
export async function settle(page: Page, quietMs = 400): Promise<void> {
  let last = await drawCount(page);
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(quietMs);
    const now = await drawCount(page);
    if (now === last && (await page.getByLabel('Loading the graph').count()) === 0) return;
    last = now;
  }
}
