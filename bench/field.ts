/**
 * In the field (issue 37): how fast Tilth is on a mid-range phone on a slow mobile network. Run:
 * `npm run bench:field` (builds the web app first). Starts the real server on a throwaway SQLite
 * database with the demo's year of history and drives Debian Chromium as a phone: 390×844,
 * isMobile, hasTouch, device scale 3, 4× CPU throttling (`Emulation.setCPUThrottlingRate`) and
 * slow 4G (`Network.emulateNetworkConditions`: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up),
 * signed in as North Pivot Farm's farm admin. RUNS times (BENCH_RUNS, default 7):
 * - sites list, first visit (cold: a fresh browser context, only the session in localStorage, no
 *   service worker, no caches) and repeat visit (warm: a new tab in the same context once the first
 *   visit's service worker controls the page, its readiness marker `[data-offline-ready]` — when the
 *   app has one — says so and the network went idle): navigation start → the first site card painted,
 *   whether the device's picture of the page (`#root[data-snapshot]`, painted before the app runs)
 *   or the live app's; and, on its own line, → the live app's first card.
 * - graph (1 month), cold and warm likewise: navigation start → the chart on screen (the picture's
 *   image of it, or the live chart's first frame, `data-first-drawn-at`); and → the live chart's.
 * - year drawn: a year as the saved period, from the `/series` answer's last byte (resource timing
 *   responseEnd) to the first frame drawn after it.
 * - cached period switch: the press on a period already loaded (3 months cut from the year, then
 *   the year again) → the next drawn frame.
 * The emulation is the page's: CDP network emulation throttles the page's own requests; what the
 * service worker answers from its cache is not throttled (the output says which requests were).
 * BENCH_DETAIL=1 prints run 1's waterfalls; BENCH_TRACE=dir writes Chromium traces of an extra,
 * uncounted run's visits (and of a year's first visit) and sums their main-thread work by script;
 * BENCH_PROFILE=1 adds V8's sampling profiler to those traces. Exit code 0 on a miss (a measurement): MISS shows it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { freePort, northPivot1, startDemoServer } from './benchServer';
import { printWaterfall, sourceOf, summarizeTrace, waterfall, type Resource } from './fieldTrace';

/** BENCH_URL: a demo server already running (its database is changed: the farm admin's saved graph period). */
const REUSE = process.env.BENCH_URL;
const PORT = REUSE ? 0 : await freePort();
const BASE = REUSE ?? `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DETAIL = process.env.BENCH_DETAIL === '1';
const TRACE_DIR = process.env.BENCH_TRACE;
/** BENCH_ONLY=sites,graph,year: only those measures (while iterating on one); all by default. */
const ONLY = new Set((process.env.BENCH_ONLY ?? 'sites,graph,year').split(',').map((name) => name.trim()));
const FARM_ADMIN = 'farm.admin@demo.tilth.farm';
const PASSWORD = 'tilthdemo1';
const CPU_RATE = 4;
/** Slow 4G as the issue gives it; CDP takes bytes per second. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
/** Playwright's Pixel 7 user agent: a Chrome on Android. */
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const CHART = '[data-testid=site-graph-chart]';
/** The pages' errors and failed answers, shown when a visit does not finish. */
const problems: string[] = [];

interface Session {
  token: string;
  userId: string;
}
interface Ids {
  farm: string;
  sites: string;
  graph: string;
  objectId: string;
}

async function signInFarmAdmin(): Promise<Session> {
  const answer = await fetch(`${BASE}/user/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: FARM_ADMIN, password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`sign-in as ${FARM_ADMIN}: ${answer.status}`);
  const { data } = (await answer.json()) as { data: { sessionToken: string; id: string } };
  return { token: data.sessionToken, userId: data.id };
}

/** The farm admin's saved graph period for the site. */
async function savePeriod(session: Session, objectId: string, name: 'ONE_MONTH' | 'ONE_YEAR') {
  const answer = await fetch(`${BASE}/user/details`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: session.token },
    body: JSON.stringify({
      graph: {
        [objectId]: {
          displayOptions: 'relative',
          dataType: 5,
          timePeriod: { name, fromDate: null, toDate: null },
          hiddenSeries: [],
          measurements: ['aw', 'moisture'],
        },
      },
    }),
  });
  if (!answer.ok) throw new Error(`PUT /user/details: ${answer.status}`);
}

/**
 * In every page of a context, before the app runs: when the first site card was painted (the frame
 * after it entered the DOM with a size), every chart frame (`data-drawn-at`), and long tasks. A
 * string: tsx would wrap a function's inner named functions in a `__name` helper the page lacks.
 */
const RECORDER = `(() => {
  const f = (window.__field = { card: null, cardLive: null, chartPicture: null, cardInDom: null, draws: [], longTasks: [] });
  // Each frame once a card or a chart is in the DOM: the picture's (#root[data-snapshot]) and the live app's.
  const painted = () =>
    requestAnimationFrame(() => {
      const now = performance.now();
      const picture = document.getElementById('root')?.hasAttribute('data-snapshot');
      const card = document.querySelector('article[data-site-id]');
      if (card && card.getBoundingClientRect().height > 0) {
        if (f.card === null) f.card = now;
        if (!picture && f.cardLive === null) f.cardLive = now;
      }
      const image = document.querySelector('${CHART} img[data-snapshot-canvas]');
      if (f.chartPicture === null && image && image.complete && image.naturalWidth > 0) f.chartPicture = now;
      const liveChart = document.querySelector('${CHART}[data-first-drawn-at]');
      if (f.cardLive === null && !(liveChart && !picture) && now < 120000) painted();
    });
  new MutationObserver((records) => {
    if (f.cardInDom === null && document.querySelector('article[data-site-id], ${CHART}')) {
      f.cardInDom = performance.now();
      painted();
    }
    for (const r of records) {
      if (r.type === 'attributes' && r.attributeName === 'data-drawn-at') f.draws.push(Number(r.target.dataset.drawnAt));
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-drawn-at'] });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) f.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

async function newPhoneContext(browser: Browser, session: Session): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: BASE,
          localStorage: [
            { name: 'token', value: session.token },
            { name: 'userId', value: session.userId },
          ],
        },
      ],
    },
  });
  await context.addInitScript({ content: RECORDER });
  return context;
}

/** A new tab with the phone's CPU and network. */
async function phonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return page;
}

/** After a first visit: the service worker controls the page, the app says it is ready offline (when it can), the network is idle. */
async function settle(page: Page): Promise<{ controlled: boolean; marker: string }> {
  const controlled = await page
    .waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 })
    .then(() => true)
    .catch(() => false);
  const marker = page.locator('[data-offline-ready]');
  let state = 'none';
  if ((await marker.count()) > 0) {
    state = await page
      .waitForFunction(
        () => {
          const value = document.querySelector('[data-offline-ready]')?.getAttribute('data-offline-ready');
          return value === '' || value === 'true';
        },
        null,
        { timeout: 90_000 },
      )
      .then(() => 'ready')
      .catch(() => 'timed out');
  }
  await page.waitForLoadState('networkidle');
  return { controlled, marker: state };
}

interface Recorded {
  card: number | null;
  cardLive: number | null;
  chartPicture: number | null;
  draws: number[];
  longTasks: number[][];
}
const field = (page: Page) => page.evaluate(() => (window as unknown as { __field: Recorded }).__field);

const longTaskMs = (tasks: number[][], until: number) => tasks.filter(([start]) => start! < until).reduce((t, [, d]) => t + d!, 0);

interface Visit {
  /** To the first card or chart on screen: the device's picture of the page, or the live app's. */
  ms: number;
  /** To the live app's. */
  live: number;
  longTasks: number;
  resources: Resource[];
  /** The first visit's service-worker state before the repeat visit. */
  settled?: { controlled: boolean; marker: string };
}

async function traced<T>(browser: Browser, page: Page, name: string | null, visit: () => Promise<T>): Promise<T> {
  if (!name || !TRACE_DIR) return visit();
  fs.mkdirSync(TRACE_DIR, { recursive: true });
  const file = path.join(TRACE_DIR, `${name}.json`);
  await browser.startTracing(page, {
    path: file,
    categories: [
      'devtools.timeline',
      'v8',
      'v8.execute',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
      ...(process.env.BENCH_PROFILE === '1' ? ['disabled-by-default-v8.cpu_profiler'] : []),
    ],
  });
  try {
    return await visit();
  } finally {
    await browser.stopTracing();
  }
}

/** Navigation start → the first site card painted. */
async function visitSites(browser: Browser, page: Page, ids: Ids, trace: string | null): Promise<Visit> {
  return traced(browser, page, trace, async () => {
    await page.goto(`${BASE}${ids.sites}`, { waitUntil: 'commit' });
    await page
      .waitForFunction(() => (window as unknown as { __field: Recorded }).__field?.cardLive != null, null, {
        timeout: 60_000,
        polling: 100,
      })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: path.join(os.tmpdir(), 'bench-field-failed.png') }).catch(() => undefined);
        const text = await page.evaluate(() => document.body?.innerText.slice(0, 300)).catch(() => '');
        throw new Error(
          `no site card at ${page.url()} (screenshot in ${os.tmpdir()}/bench-field-failed.png): ${text}\n${problems.slice(-10).join('\n')}`,
          { cause: error },
        );
      });
    const f = await field(page);
    return { ms: f.card!, live: f.cardLive!, longTasks: longTaskMs(f.longTasks, f.card!), resources: await waterfall(page) };
  });
}

/** Navigation start → the chart's first frame. */
async function visitGraph(browser: Browser, page: Page, ids: Ids, trace: string | null): Promise<Visit> {
  return traced(browser, page, trace, async () => {
    await page.goto(`${BASE}${ids.graph}`, { waitUntil: 'commit' });
    const chart = page.locator(CHART);
    await chart.waitFor({ timeout: 60_000 });
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-first-drawn-at'), CHART, { timeout: 60_000 });
    const live = Number(await chart.getAttribute('data-first-drawn-at'));
    const f = await field(page);
    const ms = Math.min(live, f.chartPicture ?? Infinity);
    return { ms, live, longTasks: longTaskMs(f.longTasks, ms), resources: await waterfall(page) };
  });
}

/** A first visit in a fresh context, then (the first tab closed) a repeat visit in a new tab of it. */
async function coldAndWarm(
  browser: Browser,
  session: Session,
  visit: (page: Page, trace: string | null) => Promise<Visit>,
  trace: string | null,
): Promise<{ cold: Visit; warm: Visit }> {
  const context = await newPhoneContext(browser, session);
  try {
    const first = await phonePage(context);
    const cold = await visit(first, trace && `${trace}-cold`);
    const settled = await settle(first);
    await first.close();
    const second = await phonePage(context);
    const warm = await visit(second, trace && `${trace}-warm`);
    warm.settled = settled;
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/**
 * Presses the period `label`, wherever the period control is: a 'Time Period' select, or buttons or
 * radios of the period's name, either on the page or in a sheet that a 'Graph options' button opens.
 * `arm` runs just before the last press.
 */
async function pressPeriod(page: Page, label: string, arm: () => Promise<void>) {
  const combo = page.getByRole('combobox', { name: 'Time Period' });
  const radio = page.getByRole('radio', { name: label, exact: true });
  const button = page.getByRole('tab', { name: label, exact: true }).or(page.getByRole('button', { name: label, exact: true }));
  const options = page.getByRole('button', { name: /graph options/i });
  const shown = async () => (await combo.isVisible()) || (await radio.count()) > 0 || (await button.first().isVisible());
  if (!(await shown()) && (await options.isVisible())) await options.tap({ timeout: 10_000 });
  await combo.or(radio).or(button).first().waitFor({ state: 'attached', timeout: 10_000 });
  let target: Locator;
  if (await combo.isVisible()) {
    await combo.tap({ timeout: 10_000 });
    target = page.getByRole('option', { name: label, exact: true });
  } else {
    target = (await radio.count()) > 0 ? radio.first() : button.first();
  }
  await target.waitFor({ state: 'attached', timeout: 10_000 });
  // A chip's radio is visually hidden: its label is what a finger taps.
  const id = (await target.getAttribute('type')) === 'radio' ? await target.getAttribute('id') : null;
  if (id) target = page.locator(`label[for="${id}"]`);
  await arm();
  await target.tap({ timeout: 10_000 });
}

/** Closes a sheet or dialog left open by pressPeriod. */
async function closeSheet(page: Page) {
  const dialog = page.getByRole('dialog');
  if (await dialog.first().isVisible()) {
    await page.keyboard.press('Escape');
    await dialog
      .first()
      .waitFor({ state: 'hidden', timeout: 5_000 })
      .catch(() => undefined);
  }
}

/** With a year saved: its answer's arrival → the first frame after it; then cached switches (press → frame). */
async function yearAndSwitches(
  browser: Browser,
  session: Session,
  ids: Ids,
  trace: string | null = null,
): Promise<{ year: number; bytes: number; switches: number[] }> {
  const context = await newPhoneContext(browser, session);
  try {
    const page = await phonePage(context);
    await traced(browser, page, trace, async () => {
      await page.goto(`${BASE}${ids.graph}`, { waitUntil: 'commit' });
      await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-first-drawn-at'), CHART, { timeout: 120_000 });
      await page.waitForLoadState('networkidle');
    });
    const year = await page.evaluate((objectId) => {
      const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
        e.name.includes(`/sites/${objectId}/series`),
      );
      const answer = entries.sort((a, b) => b.encodedBodySize - a.encodedBodySize)[0]!;
      const draws = (window as unknown as { __field: { draws: number[] } }).__field.draws;
      const drawn = draws.find((t) => t >= answer.responseEnd) ?? NaN;
      return { ms: drawn - answer.responseEnd, bytes: answer.encodedBodySize };
    }, ids.objectId);
    const switches: number[] = [];
    for (const label of ['3 months', '1 year']) {
      const before = (await field(page)).draws.length;
      await pressPeriod(page, label, () =>
        page.evaluate(() => {
          const w = window as unknown as { __press: number };
          w.__press = NaN;
          document.addEventListener('pointerdown', () => (w.__press = performance.now()), { capture: true, once: true });
        }),
      );
      await page.waitForFunction((n) => (window as unknown as { __field: { draws: number[] } }).__field.draws.length > n, before, {
        timeout: 30_000,
      });
      const { press, draws } = await page.evaluate(() => {
        const w = window as unknown as { __press: number; __field: { draws: number[] } };
        return { press: w.__press, draws: w.__field.draws };
      });
      switches.push((draws.find((t) => t >= press) ?? NaN) - press);
      await closeSheet(page);
      await page.waitForLoadState('networkidle');
    }
    return { year: year.ms, bytes: year.bytes, switches };
  } finally {
    await context.close();
  }
}

/** How much slower the throttled page runs a fixed loop than an unthrottled one (should be ≈ CPU_RATE). */
async function cpuRatio(browser: Browser, session: Session): Promise<number> {
  const loop = () => {
    const t0 = performance.now();
    let x = 0;
    for (let i = 0; i < 3e7; i++) x = (x + i * i) % 1_000_003;
    return performance.now() - t0 + x * 0;
  };
  const context = await newPhoneContext(browser, session);
  try {
    const plain = await context.newPage();
    await plain.goto(`${BASE}/login`, { waitUntil: 'commit' });
    const base = await plain.evaluate(loop);
    const throttled = await phonePage(context);
    await throttled.goto(`${BASE}/login`, { waitUntil: 'commit' });
    const slow = await throttled.evaluate(loop);
    return slow / base;
  } finally {
    await context.close();
  }
}

const sorted = (values: number[]) => [...values].filter(Number.isFinite).sort((a, b) => a - b);
const med = (values: number[]) => {
  const s = sorted(values);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};

interface Row {
  key: string;
  label: string;
  values: number[];
  /** null: shown, not judged. */
  target: number | null;
}

function sourcesLine(visits: Visit[]): string {
  const count = { network: 0, cache: 0, worker: 0 };
  let fastest = Infinity;
  for (const v of visits)
    for (const r of v.resources) {
      count[sourceOf(r)]++;
      if (sourceOf(r) === 'network' && r.type !== 'navigation' && r.path.startsWith('/')) fastest = Math.min(fastest, r.end - r.start);
    }
  const n = visits.length;
  return (
    `network ${(count.network / n).toFixed(0)}, HTTP cache ${(count.cache / n).toFixed(0)}, service worker ${(count.worker / n).toFixed(0)} per visit; ` +
    `fastest same-origin network request ${Number.isFinite(fastest) ? fastest.toFixed(0) : 'n/a'} ms (≥ ${SLOW_4G.latency} ms when throttled)`
  );
}

async function main() {
  const started = new Date();
  const loadBefore = os.loadavg();
  const server = REUSE ? null : await startDemoServer(PORT);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const np = await northPivot1(BASE);
    const session = await signInFarmAdmin();
    const graph = `/farm/${np.farmObjectId}/site/${np.siteId}/${np.objectId}/${np.twigId}/graph?tab=AW`;
    const ids: Ids = { farm: np.farmObjectId, sites: `/farm/${np.farmObjectId}/sites`, graph, objectId: np.objectId };
    const ratio = await cpuRatio(browser, session);

    const sites: { cold: Visit; warm: Visit }[] = [];
    const graphs: { cold: Visit; warm: Visit }[] = [];
    const years: { year: number; bytes: number; switches: number[] }[] = [];
    const tracedMs: Record<string, number> = {};
    if (TRACE_DIR) {
      // Traced visits cost time: an extra run first, not counted.
      if (ONLY.has('sites')) {
        const tracedSites = await coldAndWarm(browser, session, (page, t) => visitSites(browser, page, ids, t), 'field-sites');
        Object.assign(tracedMs, { 'field-sites-cold': tracedSites.cold.ms, 'field-sites-warm': tracedSites.warm.ms });
      }
      if (ONLY.has('graph')) {
        await savePeriod(session, np.objectId, 'ONE_MONTH');
        const tracedGraph = await coldAndWarm(browser, session, (page, t) => visitGraph(browser, page, ids, t), 'field-graph');
        Object.assign(tracedMs, { 'field-graph-cold': tracedGraph.cold.ms, 'field-graph-warm': tracedGraph.warm.ms });
      }
      if (ONLY.has('year')) {
        await savePeriod(session, np.objectId, 'ONE_YEAR');
        tracedMs['field-year'] = (await yearAndSwitches(browser, session, ids, 'field-year')).year;
      }
    }
    const skipped: Visit = { ms: NaN, live: NaN, longTasks: NaN, resources: [] };
    for (let run = 0; run < RUNS; run++) {
      sites.push(
        ONLY.has('sites')
          ? await coldAndWarm(browser, session, (page) => visitSites(browser, page, ids, null), null)
          : { cold: skipped, warm: { ...skipped, settled: { controlled: false, marker: 'skipped' } } },
      );
      await savePeriod(session, np.objectId, 'ONE_MONTH');
      graphs.push(
        ONLY.has('graph')
          ? await coldAndWarm(browser, session, (page) => visitGraph(browser, page, ids, null), null)
          : { cold: skipped, warm: { ...skipped, settled: { controlled: false, marker: 'skipped' } } },
      );
      await savePeriod(session, np.objectId, 'ONE_YEAR');
      years.push(ONLY.has('year') ? await yearAndSwitches(browser, session, ids) : { year: NaN, bytes: NaN, switches: [] });
      await savePeriod(session, np.objectId, 'ONE_MONTH');
      const last = sites.at(-1)!;
      console.error(
        `run ${run + 1}/${RUNS}: sites ${last.cold.ms.toFixed(0)}/${last.warm.ms.toFixed(0)} ms, graph ${graphs.at(-1)!.cold.ms.toFixed(0)}/${graphs.at(-1)!.warm.ms.toFixed(0)} ms, year ${years.at(-1)!.year.toFixed(0)} ms, switches ${years
          .at(-1)!
          .switches.map((s) => s.toFixed(0))
          .join('/')} ms`,
      );
    }

    const rows: Row[] = [
      { key: 'sitesCold', label: 'sites list, first visit (cold)', values: sites.map((s) => s.cold.ms), target: 1000 },
      { key: 'sitesWarm', label: 'sites list, repeat visit (warm)', values: sites.map((s) => s.warm.ms), target: 1000 },
      { key: 'sitesWarmLive', label: '  the live app’s cards (warm)', values: sites.map((s) => s.warm.live), target: null },
      { key: 'graphCold', label: 'graph 1 month, first visit (cold)', values: graphs.map((g) => g.cold.ms), target: 1000 },
      { key: 'graphWarm', label: 'graph 1 month, repeat visit (warm)', values: graphs.map((g) => g.warm.ms), target: 1000 },
      { key: 'graphWarmLive', label: '  the live app’s chart (warm)', values: graphs.map((g) => g.warm.live), target: null },
      { key: 'yearDrawn', label: 'year drawn from its answer', values: years.map((y) => y.year), target: 250 },
      { key: 'cachedSwitch', label: 'cached period switch', values: years.flatMap((y) => y.switches), target: 150 },
    ];
    const loadAfter = os.loadavg();
    const fmt = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
    console.log(
      `\nin the field (phone: 390×844 ×3, touch, ${CPU_RATE}× CPU, slow 4G ${SLOW_4G.latency} ms / 1.6 Mbit/s / 750 kbit/s), ` +
        `${started.toISOString().slice(0, 16)}Z, ${os.cpus().length} cores, load ${fmt(loadBefore)} → ${fmt(loadAfter)}, Chromium ${browser.version()}, ${RUNS} runs`,
    );
    console.log(`CPU throttle check: a fixed loop ran ${ratio.toFixed(1)}× slower in the throttled page`);
    console.log(`${'measure'.padEnd(36)} ${'median'.padStart(8)} ${'min–max'.padStart(13)} ${'target'.padStart(9)}  result`);
    for (const row of rows) {
      const s = sorted(row.values);
      const m = med(row.values);
      const result = row.target === null ? '' : m <= row.target ? 'pass' : 'MISS';
      console.log(
        `${row.label.padEnd(36)} ${`${m.toFixed(0)} ms`.padStart(8)} ${`${s[0]?.toFixed(0)}–${s.at(-1)?.toFixed(0)}`.padStart(13)} ${(row.target === null ? '' : `≤ ${row.target}`).padStart(9)}  ${result}`,
      );
      console.log(`${''.padEnd(36)} runs: ${row.values.map((v) => v.toFixed(0)).join(', ')}`);
    }
    console.log(
      `main thread in long tasks before the sites card: cold ${med(sites.map((s) => s.cold.longTasks)).toFixed(0)} ms, warm ${med(sites.map((s) => s.warm.longTasks)).toFixed(0)} ms`,
    );
    console.log(
      `main thread in long tasks before the chart: cold ${med(graphs.map((g) => g.cold.longTasks)).toFixed(0)} ms, warm ${med(graphs.map((g) => g.warm.longTasks)).toFixed(0)} ms`,
    );
    console.log(
      `year answer on the wire: ${(med(years.map((y) => y.bytes)) / 1e6).toFixed(2)} MB (at 1.6 Mbit/s ≈ ${((med(years.map((y) => y.bytes)) * 8) / 1.6e6).toFixed(1)} s)`,
    );
    const settled = [...sites, ...graphs].map((v) => v.warm.settled!);
    console.log(
      `before the repeat visits: service worker controlling ${settled.filter((s) => s.controlled).length}/${settled.length}, ` +
        `offline-ready marker ${[...new Set(settled.map((s) => s.marker))].join('/')}`,
    );
    console.log(`  where the sites list's requests came from: cold: ${sourcesLine(sites.map((s) => s.cold))}`);
    console.log(`                                             warm: ${sourcesLine(sites.map((s) => s.warm))}`);
    console.log(`  where the graph's requests came from:      cold: ${sourcesLine(graphs.map((g) => g.cold))}`);
    console.log(`                                             warm: ${sourcesLine(graphs.map((g) => g.warm))}`);
    if (DETAIL) {
      printWaterfall(`run 1, sites list cold (card at ${sites[0]!.cold.ms.toFixed(0)} ms)`, sites[0]!.cold.resources);
      printWaterfall(`run 1, sites list warm (card at ${sites[0]!.warm.ms.toFixed(0)} ms)`, sites[0]!.warm.resources);
      printWaterfall(`run 1, graph cold (chart at ${graphs[0]!.cold.ms.toFixed(0)} ms)`, graphs[0]!.cold.resources);
      printWaterfall(`run 1, graph warm (chart at ${graphs[0]!.warm.ms.toFixed(0)} ms)`, graphs[0]!.warm.resources);
    }
    if (TRACE_DIR) {
      for (const name of ['field-sites-cold', 'field-sites-warm', 'field-graph-cold', 'field-graph-warm']) {
        const file = path.join(TRACE_DIR, `${name}.json`);
        if (!fs.existsSync(file)) continue;
        console.log(`  trace ${file} (that visit: ${tracedMs[name]?.toFixed(0)} ms):`);
        for (const line of summarizeTrace(file, tracedMs[name])) console.log(`    ${line}`);
      }
    }
    const misses = rows.filter((r) => r.target !== null && !(med(r.values) <= r.target)).map((r) => r.key);
    console.log(misses.length ? `MISS: ${misses.join(', ')}` : 'all targets met');
    console.log(
      JSON.stringify({
        bench: 'field',
        at: started.toISOString(),
        load: { before: loadBefore, after: loadAfter },
        cores: os.cpus().length,
        chromium: browser.version(),
        runs: RUNS,
        cpuRatio: Number(ratio.toFixed(2)),
        results: Object.fromEntries(
          rows.map((r) => [
            r.key,
            {
              median: Math.round(med(r.values)),
              min: Math.round(sorted(r.values)[0] ?? NaN),
              max: Math.round(sorted(r.values).at(-1) ?? NaN),
              target: r.target,
              pass: r.target === null ? null : med(r.values) <= r.target,
              runs: r.values.map(Math.round),
            },
          ]),
        ),
      }),
    );
  } finally {
    await browser.close();
    server?.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
