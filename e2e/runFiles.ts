import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where this run's files live. The run id is set by playwright.config.ts and travels to every
 * worker in the environment, so the config, the global setup and the tests agree.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const tmpDir = path.join(repoRoot, '.tmp');

function runId(): string {
  const id = process.env.TILTH_E2E_RUN;
  if (!id) throw new Error('TILTH_E2E_RUN is not set: run the tests through e2e/playwright.config.ts');
  return id;
}

export const e2eDatabasePath = () => path.join(tmpDir, `e2e-${runId()}.db`);
export const e2eDataDir = () => path.join(tmpDir, `e2e-${runId()}-data`);
/** Mail the SMTP peer received, one JSON file per message. */
export const e2eMailDir = () => path.join(tmpDir, `e2e-${runId()}-mail`);

function portFromEnv(name: string): number {
  const port = Number(process.env[name]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`${name} is not set: run the tests through e2e/playwright.config.ts`);
  return port;
}

/**
 * The app's port, its SMTP peer's and the farm specs' fake geocoder's: free ports playwright.config.ts
 * chose for this run (or E2E_PORT, E2E_SMTP_PORT, E2E_GEOCODER_PORT when set), in the environment.
 */
export const e2ePort = () => portFromEnv('E2E_PORT');
export const e2eSmtpPort = () => portFromEnv('E2E_SMTP_PORT');
export const e2eGeocoderPort = () => portFromEnv('E2E_GEOCODER_PORT');
