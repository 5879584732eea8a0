#!/usr/bin/env node
// Records the Help page's two videos (spec 000 §2.9: Overview, Graphing 101) from the demo, with
// WebVTT captions timed to what is on screen, into packages/web/public/help (served with the web app).
//
//   npm run build:web && node scripts/record-help-videos.mjs
//
// It starts its own server on a free port over a throwaway SQLite database with the demo seeded,
// drives Debian's Chromium through each tour with Playwright's video recording, then re-encodes each
// recording with Debian's ffmpeg (VP9) so it stays well under 5 MB. Needs /usr/bin/chromium and
// /usr/bin/ffmpeg (`apt-get install -y chromium ffmpeg`).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(repoRoot, 'packages/web/public/help');
const CHROMIUM = '/usr/bin/chromium';
const FFMPEG = process.env.FFMPEG || '/usr/bin/ffmpeg';
const SIZE = { width: 1280, height: 720 };
const MAX_BYTES = 5 * 1024 * 1024;
const PASSWORD = 'tilthdemo1';

for (const [binary, install] of [
  [CHROMIUM, 'chromium'],
  [FFMPEG, 'ffmpeg'],
]) {
  if (!fs.existsSync(binary)) fail(`${binary} is missing: apt-get install -y ${install}`);
}
if (!fs.existsSync(path.join(repoRoot, 'packages/web/dist/index.html'))) fail('No web build: run npm run build:web first.');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-help-videos-'));
try {
  usePlaywrightFfmpeg(work);
  // Imported after usePlaywrightFfmpeg: Playwright reads its browsers path when it loads.
  const { chromium } = await import('@playwright/test');
  const server = await startServer(work);
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      await record(browser, server.url, 'overview', overviewTour);
      await record(browser, server.url, 'graphing-101', graphingTour);
    } finally {
      await browser.close();
    }
  } finally {
    server.stop();
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

/** Overview: signing in, the farms list, a farm's sites and what their colours mean. */
async function overviewTour(t) {
  await t.page.goto('/login');
  await t.page.getByRole('heading', { name: 'Sign In' }).waitFor();
  await t.caption('Sign in with your username or e-mail address and your password.');
  await t.type(t.page.getByRole('textbox', { name: 'Username' }), 'dealer.admin');
  await t.type(t.page.getByRole('textbox', { name: 'Password', exact: true }), PASSWORD);
  await t.click(t.page.getByRole('button', { name: 'Login' }));
  await t.page.getByRole('button', { name: /^Profile menu for / }).waitFor();
  await t.page.goto('/dashboard/farms/list-view');
  const cards = t.page.getByTestId('farm-card');
  await cards.first().waitFor();
  await t.caption('The Farms page shows every farm you look after, with its sites counted by state.');
  await t.point(cards.first());
  await t.hold(4500);
  await t.caption('Needs attention, has warnings, no issues: filter by state, sort the farms, or search them by name.');
  const states = t.page.getByRole('radiogroup', { name: 'Show farms with' });
  await t.click(states.getByText('Needs attention', { exact: true }));
  await t.hold(2500);
  await t.click(states.getByText('All farms', { exact: true }));
  await t.hold(2000);
  await t.caption('Open a farm to see its sites.');
  await t.click(cards.filter({ hasText: 'North Pivot Farm' }).getByRole('link', { name: 'North Pivot Farm' }).first());
  const sites = t.page.getByTestId('site-card');
  await sites.first().waitFor();
  await t.caption('Each site is a pin on the map and a card in the list, coloured by how much water its root zone holds.');
  await t.point(sites.first());
  await t.hold(5000);
  await t.caption(
    'The bar runs from Empty to Full: red is below the refill point, yellow is getting close to it, green is the target range.',
  );
  await t.point(sites.first().getByRole('meter'));
  await t.hold(5500);
  await t.caption('Light and dark blue mean near or above field capacity: wetter than the crop needs.');
  await t.hold(4500);
  await t.caption("Open a card for the site's details: its crop, growth stage and predicted water use.");
  await t.click(sites.first().getByRole('button').first());
  await t.hold(5000);
  await t.caption("Graph Thumbnails show every site's recent weeks at a glance.");
  await t.click(t.page.getByText('Graph Thumbnails', { exact: true }));
  await t.hold(5000);
  await t.caption('Graphing 101 shows how to read a site’s graph. Help and Contact are always in the top menu.');
  await t.point(t.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }));
  await t.hold(4500);
}

/** Graphing 101: opening a site's graph, the bands, periods and measurement tabs. */
async function graphingTour(t) {
  await t.signInQuietly('farm.admin');
  await t.page.goto('/dashboard');
  const card = t.page.getByTestId('site-card').filter({ hasText: 'North Pivot 1' }).first();
  await card.waitFor();
  await t.caption("From a farm's sites, open a site card and choose Open graph.");
  await t.click(card.getByRole('button').first());
  await t.click(card.getByRole('link', { name: 'Open graph' }));
  const chart = t.page.getByTestId('site-graph-chart');
  await chart.waitFor();
  // The filters, tabs and graph fill the window; the site's header is above them.
  const showGraph = async () => {
    await t.page
      .getByText('Time Period', { exact: true })
      .evaluate((label) => label.scrollIntoView({ block: 'start', behavior: 'smooth' }));
    await t.page.waitForTimeout(1200);
  };
  await showGraph();
  await t.caption("The Summary (AW) shows the root zone's available water over time, in the same colours as the site cards.");
  await t.hold(5500);
  await t.caption('Green is the target range. When the line falls to yellow and then red, the crop is running short: time to irrigate.');
  await t.hold(5500);
  await t.caption('Point at the graph to read the values at any moment.');
  await t.sweep(chart);
  await t.caption('Choose the time period: here, the last 7 days.');
  await t.choose('Time Period', '7 days');
  await showGraph();
  await t.hold(3000);
  await t.caption('Moisture (MOIST) draws every sensor depth as its own line: water moving down after rain or irrigation.');
  await t.click(t.page.getByRole('tablist', { name: 'Measurements' }).getByRole('tab', { name: /^MOIST\b/ }));
  await showGraph();
  await t.hold(5000);
  await t.caption('More tabs show temperature, salinity, battery, rainfall and the predicted water use.');
  await t.click(t.page.getByRole('tablist', { name: 'Measurements' }).getByRole('tab', { name: /^RAIN\b/ }));
  await showGraph();
  await t.hold(3500);
  await t.caption('The tables below the graph give the numbers. Questions? Use Contact in the top menu.');
  await t.click(t.page.getByRole('tablist', { name: 'Measurements' }).getByRole('tab', { name: /^AW\b/ }));
  await t.page.mouse.wheel(0, 500);
  await t.hold(5000);
}

/** Records one tour: a raw Playwright video, then trimmed, re-encoded, and its captions written. */
async function record(browser, baseURL, name, tour) {
  const rawDir = path.join(work, name);
  const context = await browser.newContext({ baseURL, viewport: SIZE, recordVideo: { dir: rawDir, size: SIZE } });
  await context.addInitScript(pointerOverlay);
  const page = await context.newPage();
  const t = tourDriver(page, baseURL, Date.now());
  await tour(t);
  const cues = t.finish();
  await context.close();
  const raw = await page.video().path();

  // The recording starts on a blank page: the video starts with the first caption.
  const start = Math.max(0, cues[0].start - 0.3);
  const vtt = [
    'WEBVTT',
    '',
    ...cues.flatMap((cue, i) => [`${i + 1}`, `${stamp(cue.start - start)} --> ${stamp(cue.end - start)}`, cue.text, '']),
  ];
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, `${name}.vtt`), vtt.join('\n'));

  const video = path.join(outDir, `${name}.webm`);
  // Screens are mostly still: VP9 at constant quality keeps text sharp in a few hundred kB a minute.
  execFileSync(FFMPEG, [
    ...['-loglevel', 'error', '-y', '-ss', start.toFixed(2), '-i', raw, '-an'],
    ...['-c:v', 'libvpx-vp9', '-crf', '36', '-b:v', '0', '-r', '15', '-deadline', 'good', '-cpu-used', '4', '-row-mt', '1'],
    video,
  ]);
  const bytes = fs.statSync(video).size;
  console.log(`${path.relative(repoRoot, video)}: ${(bytes / 1024 / 1024).toFixed(2)} MB, ${(cues.at(-1).end - start).toFixed(0)} s`);
  if (bytes > MAX_BYTES) throw new Error(`${name}.webm is over 5 MB; shorten the tour or raise -crf.`);
}

/** What a tour does, paced for a viewer, with the captions it shows. */
function tourDriver(page, baseURL, startedAt) {
  const cues = [];
  const now = () => (Date.now() - startedAt) / 1000;
  const moveTo = async (locator) => {
    await locator.scrollIntoViewIfNeeded();
    const box = await locator.boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 20 });
    await page.waitForTimeout(300);
  };
  return {
    page,
    /** Starts a caption, ending the one before. */
    async caption(text) {
      const at = now();
      if (cues.length) cues.at(-1).end = at;
      cues.push({ start: at, end: at, text });
      await page.waitForTimeout(600);
    },
    hold: (ms) => page.waitForTimeout(ms),
    point: moveTo,
    async click(locator) {
      await moveTo(locator);
      await locator.click();
      await page.waitForTimeout(900);
    },
    async type(locator, text) {
      await moveTo(locator);
      await locator.click();
      await locator.pressSequentially(text, { delay: 50 });
      await page.waitForTimeout(300);
    },
    async choose(label, option) {
      await this.click(page.getByRole('combobox', { name: label }));
      await this.click(page.getByRole('option', { name: option, exact: true }));
    },
    /** Moves the pointer slowly across an element, left to right. */
    async sweep(locator) {
      const box = await locator.boundingBox();
      if (!box) return;
      const y = box.y + box.height * 0.45;
      await page.mouse.move(box.x + box.width * 0.15, y, { steps: 10 });
      for (let x = 0.15; x <= 0.9; x += 0.05) {
        await page.mouse.move(box.x + box.width * x, y, { steps: 4 });
        await page.waitForTimeout(260);
      }
      await page.waitForTimeout(800);
    },
    /** Signs in through the API and keeps the session for the page, as a signed-in browser has it. */
    async signInQuietly(login) {
      const answer = await fetch(new URL('/user/signin', baseURL), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: login, password: PASSWORD }),
      });
      const { data } = await answer.json();
      await page.addInitScript(
        ([token, userId]) => {
          if (!localStorage.getItem('token')) {
            localStorage.setItem('token', token);
            localStorage.setItem('userId', userId);
          }
        },
        [data.sessionToken, data.id],
      );
    },
    finish() {
      if (cues.length) cues.at(-1).end = now();
      return cues;
    },
  };
}

/** Recordings show no mouse pointer: this draws one, with a ring when it clicks. */
function pointerOverlay() {
  // Runs in the page (an init script): the browser's globals, not Node's.
  const { addEventListener, document } = globalThis;
  addEventListener('DOMContentLoaded', () => {
    const dot = document.createElement('div');
    dot.setAttribute('aria-hidden', 'true');
    Object.assign(dot.style, {
      position: 'fixed',
      left: '-40px',
      top: '-40px',
      width: '18px',
      height: '18px',
      margin: '-9px 0 0 -9px',
      borderRadius: '50%',
      background: 'rgba(255, 196, 0, 0.55)',
      border: '2px solid rgba(30, 30, 30, 0.85)',
      boxShadow: '0 0 0 0 rgba(255, 196, 0, 0.6)',
      transition: 'box-shadow 160ms ease-out',
      pointerEvents: 'none',
      zIndex: '2147483647',
    });
    document.body.append(dot);
    addEventListener('mousemove', (event) => Object.assign(dot.style, { left: `${event.clientX}px`, top: `${event.clientY}px` }), true);
    addEventListener('mousedown', () => (dot.style.boxShadow = '0 0 0 12px rgba(255, 196, 0, 0.45)'), true);
    addEventListener('mouseup', () => setTimeout(() => (dot.style.boxShadow = '0 0 0 0 rgba(255, 196, 0, 0)'), 160), true);
  });
}

/** Playwright records through ffmpeg from its own download cache; this points it at Debian's ffmpeg. */
function usePlaywrightFfmpeg(dir) {
  const require = createRequire(import.meta.url);
  const manifest = path.join(path.dirname(require.resolve('playwright-core/package.json')), 'browsers.json');
  const { browsers } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const revision = browsers.find((entry) => entry.name === 'ffmpeg').revision;
  const browsersPath = path.join(dir, 'playwright');
  fs.mkdirSync(path.join(browsersPath, `ffmpeg-${revision}`), { recursive: true });
  fs.symlinkSync(FFMPEG, path.join(browsersPath, `ffmpeg-${revision}`, 'ffmpeg-linux'));
  process.env.PLAYWRIGHT_BROWSERS_PATH = browsersPath;
}

/** The real server over a fresh demo database, on a free port. */
async function startServer(dir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${path.join(dir, 'tilth.db')}`,
      NODE_ENV: 'test',
      DEMO_SITES: 'on',
      DEMO_HISTORY_DAYS: '120',
      DEMO_LIVE: 'off',
      // No tiles from the internet: the recordings must not depend on it (pins show without tiles).
      MAP_TILES_ROAD_URL: 'none',
      MAP_TILES_SATELLITE_URL: 'none',
      MAP_TILES_LABELS_URL: 'none',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) fail(`The server stopped (exit ${child.exitCode}).`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      fail('The server did not answer /health within 10 minutes.');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** WebVTT time: hh:mm:ss.mmm */
function stamp(seconds) {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

function fail(message) {
  console.error(`record-help-videos: ${message}`);
  process.exit(1);
}
