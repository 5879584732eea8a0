/**
 * Sign-in page weight benchmark (issue 16). Run: `npm run bench:signin` (builds the web app
 * first; WEB_DIST points the server at another build). Starts the real server on a throwaway
 * SQLite database, opens /login in Debian Chromium with a cold cache (a fresh browser context
 * each run) and sums what the page transferred, from resource timing (`transferSize`: headers
 * and compressed body; the server is same-origin, so the browser reports it):
 * - compressed: as a browser asks for it (Accept-Encoding: gzip, deflate, br, zstd). Target ≤ 150 KB.
 * - plain: the same page asking for no encoding (Accept-Encoding: identity), what it weighed
 *   before static files were compressed.
 * It also lists the scripts the page ran, so a heavy chunk loaded before sign-in shows by name.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';

/** A port nothing listens on now (BENCH_PORT when set): the benchmark must not collide with other servers. */
async function freePort(): Promise<number> {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const PORT = await freePort();
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_BYTES = 150_000;
/** Chunks of screens after sign-in: none of them may load on the sign-in page. */
const AFTER_SIGNIN = /DashboardLayout|FarmsPage|SitesPage|SiteGraphPage|AccountsPage|leaflet|uplot|FarmMapView/;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function startServer(): Promise<ChildProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-bench-signin-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}`,
      DATA_DIR: dir,
      NODE_ENV: 'test',
      DEMO_SITES: 'off',
      DEMO_LIVE: 'off',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('server did not start');
}

interface Transfer {
  name: string;
  type: string;
  transferred: number;
  encoded: number;
  decoded: number;
}

interface Visit {
  entries: Transfer[];
  /** From navigation start to the sign-in form showing (localhost, so mostly parsing and running). */
  formShownMs: number;
}

/** One cold visit of /login: a fresh context has an empty cache. */
async function visitSignIn(browser: Browser, acceptEncoding?: string): Promise<Visit> {
  const context = await browser.newContext({ extraHTTPHeaders: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    const formShownMs = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    const entries = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return {
          name: new URL(timing.name).pathname,
          type: timing.initiatorType,
          transferred: timing.transferSize,
          encoded: timing.encodedBodySize,
          decoded: timing.decodedBodySize,
        };
      }),
    );
    return { entries, formShownMs };
  } finally {
    await context.close();
  }
}

const sum = (entries: Transfer[], field: 'transferred' | 'encoded' | 'decoded', test: (e: Transfer) => boolean = () => true) =>
  entries.filter(test).reduce((total, e) => total + e[field], 0);
const isScript = (e: Transfer) => e.name.endsWith('.js');
const isStyle = (e: Transfer) => e.name.endsWith('.css');

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const compressed: Visit[] = [];
    const plain: Visit[] = [];
    for (let run = 0; run < RUNS; run++) {
      compressed.push(await visitSignIn(browser));
      plain.push(await visitSignIn(browser, 'identity'));
    }
    const last = compressed.at(-1)!.entries;
    const totals = compressed.map((visit) => sum(visit.entries, 'transferred'));
    const plainTotals = plain.map((visit) => sum(visit.entries, 'transferred'));
    const heavy = last.filter((e) => AFTER_SIGNIN.test(e.name)).map((e) => e.name);

    console.log(`sign-in page, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Chromium ${browser.version()}`);
    for (const e of [...last].sort((a, b) => b.transferred - a.transferred)) {
      console.log(`  ${e.name.padEnd(48)} ${kb(e.transferred).padStart(9)} transferred ${kb(e.decoded).padStart(9)} decoded`);
    }
    console.log(
      `compressed: ${kb(median(totals))} transferred in ${last.length} requests (runs: ${totals.map(kb).join(', ')}) — target ≤ ${kb(TARGET_BYTES)}`,
    );
    console.log(
      `  JavaScript ${kb(sum(last, 'transferred', isScript))} (${kb(sum(last, 'decoded', isScript))} decoded), ` +
        `CSS ${kb(sum(last, 'transferred', isStyle))} (${kb(sum(last, 'decoded', isStyle))} decoded)`,
    );
    console.log(`plain (Accept-Encoding: identity): ${kb(median(plainTotals))} transferred (runs: ${plainTotals.map(kb).join(', ')})`);
    console.log(`form shown after: median ${median(compressed.map((v) => v.formShownMs)).toFixed(0)} ms from navigation start`);
    console.log(`chunks of screens after sign-in loaded on the sign-in page: ${heavy.length ? heavy.join(', ') : 'none'}`);
    if (median(totals) > TARGET_BYTES || heavy.length) process.exitCode = 1;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
