import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { ReadingStore } from '../src/modules/telemetry/readingStore';
import { DEMO_PASSWORD } from '../src/seed/demoData';
import { startServer, type RunningServer } from '../src/server';
import { spawnServer, testServerEnv } from './helpers/serverProcess';
import { provisionStations, type LoadStation } from './helpers/stationLoad';

/**
 * Issue 31: SQLite on a full disk or read-only storage. As root (CI, this machine) the disk is a
 * real 20 MB tmpfs filled with a file and a read-only tmpfs mount; otherwise the full disk is
 * simulated with SQLite's max_page_count (same SQLITE_FULL error) and the read-only folder with
 * chmod 555. A file system can't be made read-only under a running server (remount fails while the
 * database is open for writing), so read-only storage at run time is simulated with PRAGMA query_only,
 * which fails writes with the same SQLITE_READONLY error.
 */

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000)]);
const mounts: string[] = [];

/** A tmpfs of `megabytes` (read-only when asked), or null when this process may not mount. */
function tmpfs(megabytes: number, options: { readOnly?: boolean } = {}): string | null {
  if (process.getuid?.() !== 0) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-tmpfs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0755${options.readOnly ? ',ro' : ''}`, 'tmpfs', dir], {
      stdio: 'ignore',
    });
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
  mounts.push(dir);
  return dir;
}

function unmountAll(): void {
  for (const dir of mounts.splice(0)) {
    try {
      execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
    } catch {
      // already gone
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
process.once('exit', unmountAll);

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

describe('SQLite storage faults', () => {
  let server: RunningServer | null = null;
  let root: string;
  let real: boolean;
  let station: LoadStation;
  let adminToken: string;
  let filler: string;

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server!.url}/ingest/v1/readings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${station.key}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const batch = (fromTs: number) => ({ devices: [{ deviceId: station.deviceId, readings: readings(fromTs, 6) }] });
  const signin = () =>
    fetch(`${server!.url}/user/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'farm.user', password: DEMO_PASSWORD }),
    });

  beforeAll(async () => {
    const mounted = tmpfs(20);
    real = mounted !== null;
    root = mounted ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-storage-'));
    filler = path.join(root, 'filler');
    const config: Config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      port: 0,
      host: '127.0.0.1',
      databaseUrl: `sqlite:${path.join(root, 'tilth.db')}`,
      dataDir: path.join(root, 'data'),
      webDist: path.join(root, 'no-web-build'),
      logLevel: 'silent',
    };
    server = await startServer(config);
    adminToken = ((await (await signinAs(server.url, 'admin')).json()) as { data: { sessionToken: string } }).data.sessionToken;
    station = (await provisionStations(server.database.db, 1))[0]!;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await server?.close();
    unmountAll();
    if (!real && root) fs.rmSync(root, { recursive: true, force: true });
  });

  /** Fills the disk (tmpfs: a file up to ENOSPC; otherwise caps the database at its current size). */
  const fill = () => {
    const sqlite = server!.database.raw.engine === 'sqlite' ? server!.database.raw.sqlite : null;
    if (!sqlite) throw new Error('sqlite expected');
    // An empty WAL must grow for the next write, which a full disk refuses.
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    if (!real) {
      sqlite.pragma(`max_page_count = ${Number(sqlite.pragma('page_count', { simple: true }))}`);
      return;
    }
    const fd = fs.openSync(filler, 'w');
    const chunk = Buffer.alloc(64 * 1024);
    try {
      for (;;) fs.writeSync(fd, chunk);
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOSPC') throw error;
    } finally {
      fs.closeSync(fd);
    }
  };
  const free = () => {
    if (real) fs.rmSync(filler, { force: true });
    else if (server!.database.raw.engine === 'sqlite') server!.database.raw.sqlite.pragma('max_page_count = 1073741823');
  };

  it('answers 507 with Retry-After on a full disk, keeps reading, logs once a minute, and stores everything once space returns', async () => {
    const start = Math.floor(Date.now() / 1000 / 3600) * 3600 - 100 * 24 * 3600;
    expect((await post(batch(start))).status).toBe(200);
    const logged = vi.spyOn(server!.app.log, 'error');
    fill();
    const refused: number[] = [];
    let accepted = 1;
    let first: Response | null = null;
    try {
      for (let i = 1; i <= 40; i++) {
        const answer = await post(batch(start + i * 24 * 3600));
        if (answer.status === 200) {
          accepted += 1; // what fits in space SQLite already holds is taken
          continue;
        }
        expect(answer.status).toBe(507);
        refused.push(start + i * 24 * 3600);
        first ??= answer;
        if (refused.length >= 20) break;
      }
      expect(refused.length, 'writes refused once the disk is full').toBeGreaterThanOrEqual(20);
      expect(first!.headers.get('retry-after')).toBe('60');
      expect(await first!.json()).toEqual({
        success: false,
        data: null,
        error: 'InsufficientStorage',
        status: 507,
        message: 'The server has run out of storage space, so this was not saved. Please send it again later.',
      });
      // Signing in writes a session: refused the same way, not a generic 500 (with max_page_count the
      // session may still fit in a page SQLite already has).
      const signinAnswer = await signin();
      if (real) {
        expect(signinAnswer.status).toBe(507);
        expect(signinAnswer.headers.get('retry-after')).toBe('60');
      } else expect([200, 507]).toContain(signinAnswer.status);
      // Reading needs no space.
      expect((await fetch(`${server!.url}/site/${station.siteId}/state`, { headers: { authorization: adminToken } })).status).toBe(200);
      if (real) {
        // An upload meets the full disk too, and leaves no half-written file behind.
        const form = new FormData();
        form.append('file', new Blob([PNG], { type: 'image/png' }), 'x.png');
        const upload = await fetch(`${server!.url}/file/image`, { method: 'POST', headers: { authorization: adminToken }, body: form });
        expect(upload.status).toBe(507);
        const uploads = path.join(root, 'data', 'uploads');
        expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual([]);
      }
      // One line for all of those refusals, naming where the data lives.
      const lines = logged.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('The disk is full'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(path.join(root, 'tilth.db'));
    } finally {
      free();
    }
    for (const ts of refused) expect((await post(batch(ts))).status).toBe(200);
    const store = new ReadingStore(server!.database);
    expect(await store.count(station.deviceNum)).toBe(6 * (accepted + refused.length));
    const sqlite = server!.database.raw.engine === 'sqlite' ? server!.database.raw.sqlite : null;
    expect(sqlite!.pragma('integrity_check', { simple: true })).toBe('ok');
    expect((await signin()).status).toBe(200);
  });

  it('answers 503 with Retry-After while the database is read-only, and takes the same batch once writable', async () => {
    const sqlite = server!.database.raw.engine === 'sqlite' ? server!.database.raw.sqlite : null;
    const ts = Math.floor(Date.now() / 1000 / 3600) * 3600 - 200 * 24 * 3600;
    sqlite!.pragma('query_only = ON');
    try {
      const answer = await post(batch(ts));
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('60');
      expect(await answer.json()).toMatchObject({
        error: 'StorageReadOnly',
        message: "The server can't write to its storage at the moment, so this was not saved. Please send it again later.",
      });
    } finally {
      sqlite!.pragma('query_only = OFF');
    }
    const again = await post(batch(ts));
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: unknown }).data).toMatchObject({ stored: 6, duplicates: 0 });
  });

  it('refuses to start on a folder it cannot write, naming the folder and the cause', async () => {
    // A read-only mount; else (no mount allowed) a folder of mode 555, which stops anyone but root, or,
    // for root, a "folder" under a plain file.
    const readOnly = tmpfs(1, { readOnly: true });
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-ro-'));
    const asRoot = process.getuid?.() === 0;
    let folder = readOnly ?? scratch;
    if (!readOnly && asRoot) {
      fs.writeFileSync(path.join(scratch, 'a-file'), '');
      folder = path.join(scratch, 'a-file', 'data');
    } else if (!readOnly) fs.chmodSync(scratch, 0o555);
    const child = await spawnServer(testServerEnv({ DATA_DIR: folder, NODE_ENV: 'test' }), { waitUntilListening: false });
    try {
      const code = await Promise.race([child.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000))]);
      expect(code).toBe(1);
      const output = child.lines.join('\n');
      expect(output).toContain(`Tilth can't write its files (DATA_DIR) in ${folder}`);
      expect(output).toMatch(
        readOnly ? /read-only file system \(EROFS\)/ : asRoot ? /not a folder \(ENOTDIR\)/ : /may not write there \(EACCES\)/,
      );
      expect(output).not.toMatch(/^\s+at /m);
    } finally {
      await child.stop();
      fs.chmodSync(scratch, 0o755);
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});

function signinAs(url: string, login: string): Promise<Response> {
  return fetch(`${url}/user/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login, password: DEMO_PASSWORD }),
  });
}
