/**
 * Site graph benchmark (issue: the site graph screen). Run: `npm run bench:graph` (builds the web
 * app first). Starts the real server on a throwaway SQLite database with the demo's year of
 * simulated history, opens North Pivot 1 (a six-depth probe, 96 readings a day) in Debian
 * Chromium and measures, RUNS times each:
 * - year drawn: with a year as the saved period, from the page's `/sites/{id}/series` answer
 *   arriving (its resource-timing responseEnd) to the chart's first frame (`data-first-drawn-at`):
 *   decoding the compact series, the model (AW, relative, smoothing) and uPlot. Target < 150 ms for
 *   35,040 points per series; the same with the answer as JSON (Accept rewritten) as the baseline,
 *   and both answers' bytes on the wire (brotli).
 * - cached switch: from the pointer press on a period already loaded to the drawn frame. Target
 *   < 100 ms.
 * - lazy route: whether the graph page's own chunk is fetched before the graph route opens.
 */
import os from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { freePort, median, startDemoServer } from './benchServer';

const PORT = await freePort();
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

async function signIn(page: Page) {
  await page.goto(`${BASE}/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill('admin@demo.tilth.farm');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('tilthdemo1');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/dashboard|farm\//);
}

interface SiteRow {
  name: string;
  siteId: string;
  objectId: string;
  twigId: string;
}

async function graphPath(): Promise<{ path: string; objectId: string }> {
  const signin = (await (
    await fetch(`${BASE}/user/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.tilth.farm', password: 'tilthdemo1' }),
    })
  ).json()) as { data: { sessionToken: string } };
  const auth = { authorization: signin.data.sessionToken };
  adminToken = signin.data.sessionToken;
  const farms = ((await (await fetch(`${BASE}/farm/picker?name=North%20Pivot`, { headers: auth })).json()) as { data: unknown }).data as {
    objectId: string;
    name: string;
  }[];
  const farm = farms.find((f) => f.name === 'North Pivot Farm')!;
  const sites = (
    (await (await fetch(`${BASE}/farm/${farm.objectId}/sites?limit=50`, { headers: auth })).json()) as {
      data: { sites?: SiteRow[]; items?: SiteRow[] } | SiteRow[];
    }
  ).data;
  const list = Array.isArray(sites) ? sites : (sites.sites ?? sites.items ?? []);
  const site = list.find((s) => s.name === 'North Pivot 1')!;
  return { path: `/farm/${farm.objectId}/site/${site.siteId}/${site.objectId}/${site.twigId}/graph?tab=AW`, objectId: site.objectId };
}

let adminToken = '';

/** Saves the graph preference of the site: a year, SMA5, relative. */
async function saveYearPreference(objectId: string) {
  const answer = await fetch(`${BASE}/user/details`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: adminToken },
    body: JSON.stringify({
      graph: {
        [objectId]: {
          displayOptions: 'relative',
          dataType: 5,
          timePeriod: { name: 'ONE_YEAR', fromDate: null, toDate: null },
          hiddenSeries: [],
          measurements: ['aw', 'moisture'],
        },
      },
    }),
  });
  if (!answer.ok) throw new Error(`PUT /user/details: ${answer.status}`);
}

const drawnCount = (page: Page) => page.getByTestId('site-graph-chart').getAttribute('data-drawn').then(Number);

async function main() {
  const server = await startDemoServer(PORT);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const { path: graph, objectId } = await graphPath();
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await signIn(page);
    await page.goto(`${BASE}/dashboard/farms/list-view`);
    await page.waitForLoadState('networkidle');
    const graphChunkEarly = scripts.some((u) => /SiteGraphPage/.test(u));

    const yearDraw: number[] = [];
    const jsonDraw: number[] = [];
    const jsonBytes: number[] = [];
    const compactBytes: number[] = [];
    const switchDraw: number[] = [];
    const switchFromClick: number[] = [];
    let points = 0;
    for (let run = 0; run < RUNS; run++) {
      // The saved period is a year, so the page's first answer is the year itself (nothing cached):
      // measured from its last byte arriving to the chart's first frame with it. First as JSON (the
      // request's Accept rewritten: the baseline, in the same run), then in the compact form the app asks for.
      let year = { ms: 0, url: '', bytes: 0 };
      for (const form of ['json', 'compact'] as const) {
        const seriesUrl = `**/sites/${objectId}/series?**`;
        if (form === 'json') {
          await page.route(seriesUrl, (route) => route.continue({ headers: { ...route.request().headers(), accept: 'application/json' } }));
        }
        await saveYearPreference(objectId);
        await page.goto(`${BASE}${graph}`);
        await page.getByTestId('site-graph-chart').waitFor();
        await page.waitForFunction(() => document.querySelector('[data-testid=site-graph-chart]')?.getAttribute('data-first-drawn-at'));
        year = await page.evaluate((id) => {
          const entries = performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes(`/sites/${id}/series`)) as PerformanceResourceTiming[];
          const first = entries[0]!;
          const drawnAt = Number(document.querySelector('[data-testid=site-graph-chart]')!.getAttribute('data-first-drawn-at'));
          return { ms: drawnAt - first.responseEnd, url: first.name, bytes: first.encodedBodySize };
        }, objectId);
        if (form === 'json') {
          await page.unroute(seriesUrl);
          jsonDraw.push(year.ms);
          jsonBytes.push(year.bytes);
        } else {
          yearDraw.push(year.ms);
          compactBytes.push(year.bytes);
        }
      }
      if (run === 0) {
        const answer = await page
          .evaluate(
            async (url) =>
              (await (await fetch(url, { headers: { authorization: localStorage.getItem('token') ?? '' } })).json()) as {
                data?: { probe?: { ts: number[] } };
              },
            year.url,
          )
          .catch(() => null);
        points = answer?.data?.probe?.ts.length ?? 0;
      }
      await page.waitForLoadState('networkidle');
      // Cached switches: 3 months (cut from the year), then back to 1 year (cached).
      for (const label of ['3 months', '1 year']) {
        const n = await drawnCount(page);
        await page.getByRole('combobox', { name: 'Time Period' }).click();
        // The first frame after the press counts: later ones (the side calls' overlays arriving) don't.
        await page.evaluate(() => {
          const w = window as unknown as { __t0: number; __t1: number; __drawn: number | null };
          w.__drawn = null;
          document.addEventListener('pointerdown', () => (w.__t0 = performance.now()), { capture: true, once: true });
          document.addEventListener('click', () => (w.__t1 = performance.now()), { capture: true, once: true });
          const chartElement = document.querySelector('[data-testid=site-graph-chart]') as HTMLElement;
          const observer = new MutationObserver(() => {
            w.__drawn = Number(chartElement.dataset.drawnAt);
            observer.disconnect();
          });
          observer.observe(chartElement, { attributes: true, attributeFilter: ['data-drawn'] });
        });
        await page.getByRole('option', { name: label, exact: true }).click();
        await page.waitForFunction(
          (c) => Number(document.querySelector('[data-testid=site-graph-chart]')?.getAttribute('data-drawn')) > c,
          n,
        );
        const t = await page.evaluate(() => {
          const w = window as unknown as { __t0: number; __t1: number; __drawn: number };
          const drawn = w.__drawn;
          return { fromPress: drawn - w.__t0, fromClick: drawn - w.__t1 };
        });
        switchDraw.push(t.fromPress);
        switchFromClick.push(t.fromClick);
        await page.waitForLoadState('networkidle');
      }
    }
    const graphChunkLoaded = scripts.some((u) => /SiteGraphPage/.test(u));
    console.log(`site graph, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Chromium ${browser.version()}`);
    console.log(`points per series in the year answer (probe): ${points || 'n/a'}`);
    console.log(
      `year drawn from data arrival: median ${median(yearDraw).toFixed(0)} ms (runs: ${yearDraw.map((v) => v.toFixed(0)).join(', ')}) — target < 150 ms (compact)`,
    );
    console.log(
      `  same run, the year as JSON (baseline): median ${median(jsonDraw).toFixed(0)} ms (runs: ${jsonDraw.map((v) => v.toFixed(0)).join(', ')})`,
    );
    console.log(
      `year series on the wire (resource timing encodedBodySize): compact ${(median(compactBytes) / 1e6).toFixed(2)} MB, JSON ${(median(jsonBytes) / 1e6).toFixed(2)} MB — target < 1.5 MB`,
    );
    console.log(
      `cached period switch: median ${median(switchDraw).toFixed(0)} ms (runs: ${switchDraw.map((v) => v.toFixed(0)).join(', ')}) — target < 100 ms`,
    );
    console.log(`  of which from the option's click event: median ${median(switchFromClick).toFixed(0)} ms`);
    console.log(
      `graph page chunk fetched before the graph route opened: ${graphChunkEarly ? 'YES (not lazy)' : 'no'}; fetched once it opened: ${graphChunkLoaded ? 'yes' : 'NO'}`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
