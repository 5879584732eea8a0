/**
 * Export benchmark (issue 32). Run: `npm run bench:export` (SQLite; BENCH_SITE_YEARS, default 100).
 * Loads simulated site-years (a six-depth probe and a local sensor each, 2025 at 15 minutes, the
 * simulator's outages included — bench/storageSites.ts, as bench:storage) into a fresh SQLite
 * database, starts the real server on it, and asks for one CSV of every site's year as logged
 * (moisture, soil temperature, salinity, battery, signal), uncompressed, as a client streams it:
 * - throughput: bytes of the answer ÷ seconds from the request to its last byte (target ≥ 20 MB/s);
 * - memory: the server's RSS sampled every 50 ms during the answer, its peak less the RSS just
 *   before the request (target < 100 MB growth) — the export must stream with bounded memory.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrateToLatest, openDatabase } from '@tilth/server/db/database';
import { ReadingStore } from '@tilth/server/modules/telemetry/readingStore';
import { seedDemoIfEmpty } from '@tilth/server/seed/seedDemo';
import { DEMO_PASSWORD } from '@tilth/server/seed/demoData';
import { freePort } from './benchServer';
import { insertSiteRows, provisionBenchSite, simulatedYear, storedRows } from './storageSites';

const SITE_YEARS = Number(process.env.BENCH_SITE_YEARS ?? 100);
const TARGET_MB_PER_S = 20;
const TARGET_RSS_GROWTH_MB = 100;
const MB = 1024 * 1024;

async function load(dir: string): Promise<string[]> {
  const db = openDatabase(`sqlite:${path.join(dir, 'db.sqlite')}`);
  await migrateToLatest(db.db);
  await seedDemoIfEmpty(db.db);
  const farm = await db.db.selectFrom('farms').select('id').where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow();
  const store = new ReadingStore(db, { format: 2 });
  const ids: string[] = [];
  const started = performance.now();
  for (let i = 0; i < SITE_YEARS; i++) {
    const site = await provisionBenchSite(db.db, farm.id, `Export ${i}`);
    const { rows } = storedRows(simulatedYear(i), site.probe.num, site.local!.num);
    await insertSiteRows(store, rows, site.probe.num, site.local!.num);
    ids.push(site.id);
    if ((i + 1) % 10 === 0) console.log(`  loaded ${i + 1} site-years (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  await db.close();
  return ids;
}

const rssBytes = (pid: number) => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0; // the server is gone
  }
};

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-bench-export-'));
  const port = await freePort();
  let server: ReturnType<typeof spawn> | null = null;
  let sampler: NodeJS.Timeout | undefined;
  try {
    console.log(`Export bench: ${SITE_YEARS} site-years on SQLite (${os.cpus().length} CPUs, Node ${process.version})`);
    const siteIds = await load(dir);
    const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
    server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'packages/server/src/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}`,
        DATA_DIR: dir,
        NODE_ENV: 'test',
        VALIDATE_RESPONSES: 'false',
        DEMO_SITES: 'off',
        DEMO_LIVE: 'off',
        JOBS: 'off',
        // Streamed in the request, whatever its size: the bench measures the stream.
        EXPORT_BACKGROUND_SITE_DAYS: String(1_000_000),
      },
      // BENCH_SERVER_LOG: a file for the server's output.
      stdio: ['ignore', process.env.BENCH_SERVER_LOG ? fs.openSync(process.env.BENCH_SERVER_LOG, 'w') : 'ignore', 'inherit'],
    });
    server.once('exit', (code) => {
      if (code) console.error(`server exited with ${code}`);
    });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/health`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 600) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const signin = await fetch(`${base}/user/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'farm.admin', password: DEMO_PASSWORD }),
    });
    const token = ((await signin.json()) as { data: { sessionToken: string } }).data.sessionToken;
    const body = JSON.stringify({
      siteIds,
      from: '2025-01-01',
      to: '2025-12-31',
      measures: ['moisture', 'temperature', 'salinity', 'battery', 'signal'],
      interval: 'logged',
      format: 'csv',
    });
    const pid = server.pid!;
    // Settle, then the baseline: the server idle after sign-in.
    await new Promise((r) => setTimeout(r, 1000));
    const baseline = rssBytes(pid);
    let peak = baseline;
    sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 50);
    const started = performance.now();
    const { bytes, lines, status } = await new Promise<{ bytes: number; lines: number; status: number }>((resolve, reject) => {
      // node:http, no Accept-Encoding: the raw CSV as written.
      const request = http.request(
        `${base}/export`,
        {
          method: 'POST',
          headers: {
            authorization: token,
            'content-type': 'application/json',
            accept: 'text/csv',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          let n = 0;
          let newlines = 0;
          response.on('data', (chunk: Buffer) => {
            n += chunk.length;
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines++;
          });
          response.on('end', () => resolve({ bytes: n, lines: newlines, status: response.statusCode ?? 0 }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(pid));
    if (status !== 200) throw new Error(`export answered ${status}`);
    const mbPerS = bytes / MB / seconds;
    const growthMb = (peak - baseline) / MB;
    console.log(`CSV: ${(bytes / MB).toFixed(1)} MB, ${(lines - 1).toLocaleString('en-US')} rows, ${seconds.toFixed(1)} s`);
    console.log(`throughput: ${mbPerS.toFixed(1)} MB/s (target >= ${TARGET_MB_PER_S})`);
    console.log(
      `server RSS: ${(baseline / MB).toFixed(0)} MB before, ${(peak / MB).toFixed(0)} MB peak, growth ${growthMb.toFixed(1)} MB (target < ${TARGET_RSS_GROWTH_MB})`,
    );
    const ok = mbPerS >= TARGET_MB_PER_S && growthMb < TARGET_RSS_GROWTH_MB;
    console.log(ok ? 'PASS' : 'MISSED');
    process.exitCode = ok ? 0 : 1;
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
