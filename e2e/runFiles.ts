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

export const e2ePort = () => Number(process.env.E2E_PORT ?? 18080);
/** The SMTP peer listens next to the app's port, so runs on different E2E_PORTs don't collide. */
export const e2eSmtpPort = () => Number(process.env.E2E_SMTP_PORT ?? e2ePort() + 1);
