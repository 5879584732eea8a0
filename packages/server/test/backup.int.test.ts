import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { ReadingStore } from '../src/modules/telemetry/readingStore';
import { DEMO_PASSWORD } from '../src/seed/demoData';
import { startServer, type RunningServer } from '../src/server';
import { createTestDatabase, ENGINES, type TestDatabase } from './helpers/testDatabase';
import { provisionStations, type LoadStation } from './helpers/stationLoad';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('an image for the backup')]);

/** `npm run backup` / `npm run restore` as an operator runs them, on the given installation. */
async function cli(args: string[], installation: { databaseUrl: string; dataDir: string }): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'packages/server/src/backup/cli.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: installation.databaseUrl, DATA_DIR: installation.dataDir, NODE_ENV: 'test' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

function configFor(databaseUrl: string, dataDir: string): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test' }),
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    dataDir,
    webDist: path.join(dataDir, 'no-web-build'),
    logLevel: 'silent',
  };
}

function readings(fromTs: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    timestamp: new Date((fromTs + i * 60) * 1000).toISOString(),
    moisture: [30, 31, 32, 33, 34, 35],
    temperature: [20, 19.5, 19, 18.5, 18, 17.5],
    salinity: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
    conductivity: [1.2, 1.2, 1.2, 1.2, 1.2, 1.2],
    battery: 2.9,
    rssi: -85,
    per: 0.01,
  }));
}

/**
 * Issue 31: `npm run backup` while the server serves and a station keeps ingesting, then
 * `npm run restore` into an empty installation, and a server started on the restored copy.
 */
describe.each(ENGINES)('backup and restore (%s)', (engine) => {
  let source: TestDatabase;
  let target: TestDatabase;
  let work: string;
  let server: RunningServer | null = null;
  let restored: RunningServer | null = null;
  let station: LoadStation;
  let token: string;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-backup-'));
    source = await createTestDatabase(engine);
    target = await createTestDatabase(engine);
    server = await startServer(configFor(source.url, path.join(work, 'data')));
    const signin = await fetch(`${server.url}/user/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin', password: DEMO_PASSWORD }),
    });
    token = ((await signin.json()) as { data: { sessionToken: string } }).data.sessionToken;
    station = (await provisionStations(server.database.db, 1))[0]!;
  });
  afterAll(async () => {
    await restored?.close();
    await server?.close();
    await source?.drop();
    await target?.drop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('backs up while serving and ingesting, restores into an empty installation, and serves the copy', async () => {
    const ingest = (fromTs: number) =>
      fetch(`${server!.url}/ingest/v1/readings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${station.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ devices: [{ deviceId: station.deviceId, readings: readings(fromTs, 10) }] }),
      });
    const start = Math.floor(Date.now() / 1000 / 3600) * 3600 - 200 * 24 * 3600;
    const acknowledged: number[] = [];
    let next = start;
    const send = async () => {
      const answer = await ingest(next);
      expect(answer.status).toBe(200);
      acknowledged.push(next);
      next += 24 * 3600;
    };
    for (let i = 0; i < 20; i++) await send();
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'x.png');
    const upload = await fetch(`${server!.url}/file/image`, { method: 'POST', headers: { authorization: token }, body: form });
    expect(upload.status).toBe(200);
    const image = ((await upload.json()) as { data: { file: { name: string } } }).data.file.name;

    // The backup runs beside the serving server while the station keeps sending.
    const before = acknowledged.length;
    let sending = true;
    const ingesting = (async () => {
      while (sending) await send();
    })();
    const backup = await cli(['backup', '--out', path.join(work, 'backups')], {
      databaseUrl: source.url,
      dataDir: path.join(work, 'data'),
    });
    sending = false;
    await ingesting;
    expect(backup.output).toMatch(/^Backed up the (sqlite|postgres) database \(.+\) and 1 uploads \(.+\) to .+\.tar\.gz in [\d.]+ s\.$/m);
    expect(backup.code).toBe(0);
    const archive = path.join(work, 'backups', fs.readdirSync(path.join(work, 'backups'))[0]!);
    // One archive: the manifest first, the database, the uploads.
    expect(execFileSync('tar', ['tzf', archive], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'manifest.json',
      engine === 'sqlite' ? 'database.sqlite' : 'database.pgdump',
      `uploads/${image}`,
    ]);

    const copy = { databaseUrl: target.url, dataDir: path.join(work, 'restored') };
    const restore = await cli(['restore', archive], copy);
    expect(restore.output).toContain(`Restored the ${engine} database and 1 uploads from the backup of`);
    expect(restore.code).toBe(0);
    // Restoring over data is refused without --force, naming what is in the way.
    const again = await cli(['restore', archive], copy);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already holds/);

    restored = await startServer(configFor(copy.databaseUrl, copy.dataDir));
    expect((await fetch(`${restored.url}/health/ready`)).status).toBe(200);
    const signin = await fetch(`${restored.url}/user/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'farm.user', password: DEMO_PASSWORD }),
    });
    expect(signin.status).toBe(200);
    const served = await fetch(`${restored.url}/uploads/${image}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    // Every batch acknowledged before the backup started is in the copy, once; a batch sent during it is whole or absent.
    const days = new Map<number, number>();
    const stored = await new ReadingStore(restored.database).readRange(station.deviceNum, station.depthCount, 0, 2 ** 31);
    for (const ts of stored.ts) days.set(Math.floor(ts / 86_400), (days.get(Math.floor(ts / 86_400)) ?? 0) + 1);
    for (const day of acknowledged.slice(0, before)) expect(days.get(Math.floor(day / 86_400))).toBe(10);
    // Days (UTC day number → readings) holding other than a whole batch: none.
    expect([...days.entries()].filter(([, n]) => n !== 10)).toEqual([]);
    expect(new Set(stored.ts).size).toBe(stored.ts.length);
  }, 60_000);
});
