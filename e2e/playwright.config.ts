import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { freePorts } from './freePorts';
import { e2eDatabasePath, e2eDataDir, e2eGeocoderPort, e2ePort, e2eSmtpPort } from './runFiles';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmpDir = path.join(repoRoot, '.tmp');

// One fresh database per run. The config is also loaded by each worker process; the run id
// travels in the environment so every process agrees on it.
if (!process.env.TILTH_E2E_RUN) {
  process.env.TILTH_E2E_RUN = String(Date.now());
  // Keep only the latest run's files (for debugging a failure) by removing older ones now. Runs
  // started within the hour may still be going (another run side by side): kept.
  fs.mkdirSync(tmpDir, { recursive: true });
  const maybeRunning = Date.now() - 3_600_000;
  for (const entry of fs.readdirSync(tmpDir)) {
    const started = Number(entry.match(/^e2e-(\d+)/)?.[1]);
    // Only run files (e2e-<run id>…): e2e-results is Playwright's output folder, which a run side by side may be writing.
    if (Number.isFinite(started) && !(started > maybeRunning)) fs.rmSync(path.join(tmpDir, entry), { recursive: true, force: true });
  }
}
// Free ports for the app, its SMTP peer and the farm specs' fake geocoder, so a run collides with
// nothing else on the machine: chosen once, in the main process, and inherited like the run id.
if (!process.env.E2E_PORT || !process.env.E2E_SMTP_PORT || !process.env.E2E_GEOCODER_PORT) {
  const [app, smtp, geocoder] = freePorts(3);
  process.env.E2E_PORT ||= String(app);
  process.env.E2E_SMTP_PORT ||= String(smtp);
  process.env.E2E_GEOCODER_PORT ||= String(geocoder);
}
const port = e2ePort();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(tmpDir, 'e2e-results'),
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI: the machine is shared and noisy; a test that needs it is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // A real SMTP server receives the e2e server's mail (invitations, contact); see mailPeer.ts.
  globalSetup: './mailPeer.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium (scripts/ensure-chromium.mjs), never a downloaded browser.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The real server: it migrates and seeds the demo on the empty database and serves
    // packages/web/dist (built by the root test:e2e script before Playwright starts).
    command: 'node --import tsx packages/server/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    // Seeding the demo's year of readings takes about a minute alone; a busy machine needs more.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${e2eDatabasePath()}`,
      DATA_DIR: e2eDataDir(),
      NODE_ENV: 'test',
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort()}`,
      // Invitation links point at the app as the tests reach it.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The demo sites with a year of simulated history, as `npm start` has them.
      DEMO_SITES: 'on',
      // Farms: the geocoder is a fake the farm specs start on this port (nothing listens before:
      // the unreachable path); map tiles point at a closed port, so pins must render without them.
      GEOCODER_URL: `http://127.0.0.1:${e2eGeocoderPort()}`,
      GEOCODER_TIMEOUT_MS: '2000',
      MAP_TILES_ROAD_URL: 'http://127.0.0.1:9/road/{z}/{x}/{y}.png',
      MAP_TILES_SATELLITE_URL: 'http://127.0.0.1:9/satellite/{z}/{y}/{x}.jpg',
      MAP_TILES_LABELS_URL: 'http://127.0.0.1:9/labels/{z}/{y}/{x}.png',
      // Export (issue 32): over 100 site-days an export is a background job, started at once (the jobs are off here).
      EXPORT_BACKGROUND_SITE_DAYS: '100',
      EXPORT_RUN_AT_ONCE: 'on',
    },
  },
});
