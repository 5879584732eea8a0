import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../../src/seed/demoData';
import { freePort } from './pgCluster';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The server as its own process (`node --import tsx packages/server/src/main.ts`, as `npm start` runs
 * it), for tests that must see whether the process survives and what it logs.
 */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every line it wrote to stdout and stderr so far. */
  lines: string[];
  /** Null while running. */
  exitCode(): number | null;
  alive(): boolean;
  exited: Promise<number | null>;
  signin(login: string): Promise<string>;
  stop(): Promise<void>;
}

/** Env for a test server: no network, no demo sites, quiet logs. */
export function testServerEnv(overrides: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEATHER_PROVIDER: 'synthetic',
    GEOCODER_URL: 'off',
    DEMO_SITES: 'off',
    DEMO_LIVE: 'off',
    WEB_DIST: '/nonexistent-web-build',
    ...overrides,
  };
}

/** Spawns the server; `waitUntilListening: false` answers as soon as it runs (for start-up failures). */
export async function spawnServer(
  env: Record<string, string>,
  options: { waitUntilListening?: boolean; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (text: string) => {
      const parts = (rest + text).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
    stream?.on('end', () => rest && lines.push(rest));
  };
  collect(child.stdout);
  collect(child.stderr);
  let code: number | null = null;
  let running = true;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (exitCode, signal) => {
      running = false;
      code = exitCode ?? (signal ? 128 : null);
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const handle: ServerProcess = {
    url,
    child,
    lines,
    exitCode: () => code,
    alive: () => running,
    exited,
    async signin(login) {
      const answer = await fetch(`${url}/user/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: login, password: DEMO_PASSWORD }),
      });
      const body = (await answer.json()) as { data: { sessionToken: string } };
      if (answer.status !== 200) throw new Error(`sign-in as ${login} failed: ${answer.status}`);
      return body.data.sessionToken;
    },
    async stop() {
      if (!running) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  if (options.waitUntilListening === false) return handle;
  const deadline = Date.now() + (options.timeoutMs ?? 45_000);
  while (!lines.some((line) => line.startsWith('Tilth is running at'))) {
    if (!running) throw new Error(`The server exited (${code}) before listening:\n${lines.join('\n')}`);
    if (Date.now() > deadline) {
      await handle.stop();
      throw new Error(`The server did not start in time:\n${lines.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return handle;
}
