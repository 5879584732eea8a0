/**
 * The real server for the HTTP benchmarks: a child process on a throwaway SQLite database with the
 * demo's year of simulated history, on a free port (BENCH_PORT when set).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A port nothing listens on now (BENCH_PORT when set): the benchmark must not collide with other servers. */
export async function freePort(): Promise<number> {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

/** Starts the server on `port` and waits until /health answers (seeding a year takes a while). */
export async function startDemoServer(port: number): Promise<ChildProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-bench-'));
  // BENCH_SERVER_ARGS: extra Node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'packages/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}`,
      DATA_DIR: dir,
      NODE_ENV: 'test',
      DEMO_SITES: 'on',
      DEMO_HISTORY_DAYS: '366',
      DEMO_LIVE: 'off',
    },
    // BENCH_SERVER_LOG: a file for the server's output (e.g. with BENCH_SERVER_ARGS=--trace-gc).
    stdio: process.env.BENCH_SERVER_LOG ? ['ignore', fs.openSync(process.env.BENCH_SERVER_LOG, 'w'), 'inherit'] : 'ignore',
  });
  // The database of a year is 160 MB: gone with the server.
  server.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('server did not start');
}

export interface DemoSite {
  token: string;
  farmObjectId: string;
  siteId: string;
  objectId: string;
  twigId: string;
}

/** Signs in as the platform admin and finds North Pivot 1 (a six-depth probe and a local sensor). */
export async function northPivot1(base: string): Promise<DemoSite> {
  const signin = (await (
    await fetch(`${base}/user/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.tilth.farm', password: 'tilthdemo1' }),
    })
  ).json()) as { data: { sessionToken: string } };
  const token = signin.data.sessionToken;
  const auth = { authorization: token };
  const farms = ((await (await fetch(`${base}/farm/picker?name=North%20Pivot`, { headers: auth })).json()) as { data: unknown }).data as {
    objectId: string;
    name: string;
  }[];
  const farm = farms.find((f) => f.name === 'North Pivot Farm')!;
  type Row = { name: string; siteId: string; objectId: string; twigId: string };
  const sites = (
    (await (await fetch(`${base}/farm/${farm.objectId}/sites?limit=50`, { headers: auth })).json()) as {
      data: { sites?: Row[]; items?: Row[] } | Row[];
    }
  ).data;
  const list = Array.isArray(sites) ? sites : (sites.sites ?? sites.items ?? []);
  const site = list.find((s) => s.name === 'North Pivot 1')!;
  return { token, farmObjectId: farm.objectId, siteId: site.siteId, objectId: site.objectId, twigId: site.twigId };
}
