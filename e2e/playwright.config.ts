import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmpDir = path.join(repoRoot, '.tmp');
const port = Number(process.env.E2E_PORT ?? 18080);

// One fresh database per run. The config is also loaded by each worker process; the run id
// travels in the environment so every process agrees on it.
if (!process.env.TILTH_E2E_RUN) {
  process.env.TILTH_E2E_RUN = String(Date.now());
  // Keep only the latest run's files (for debugging a failure) by removing older ones now.
  fs.mkdirSync(tmpDir, { recursive: true });
  for (const entry of fs.readdirSync(tmpDir)) {
    if (entry.startsWith('e2e-')) fs.rmSync(path.join(tmpDir, entry), { recursive: true, force: true });
  }
}
const runId = process.env.TILTH_E2E_RUN;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(tmpDir, 'e2e-results'),
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
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
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(tmpDir, `e2e-${runId}.db`)}`,
      DATA_DIR: path.join(tmpDir, `e2e-${runId}-data`),
      NODE_ENV: 'test',
      // The demo sites with a year of simulated history, as `npm start` has them.
      DEMO_SITES: 'on',
    },
  },
});
