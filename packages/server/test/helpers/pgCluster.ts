import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A PostgreSQL 15 cluster of a test's own, which it may restart, stop, terminate and fail over (the
 * shared TEST_POSTGRES_URL server must not be). Started from /usr/lib/postgresql/15/bin (PG_BIN), as
 * an unprivileged OS user when the tests run as root, like scripts/with-postgres.mjs. Every command
 * runs asynchronously, so the test's clients keep sending while the database restarts.
 */

const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function osUser(): string | null {
  if (process.getuid?.() !== 0) return null;
  for (const candidate of ['postgres', 'nobody']) {
    try {
      execFileSync('id', ['-u', candidate], { stdio: 'ignore' });
      return candidate;
    } catch {
      // try the next one
    }
  }
  throw new Error('Running as root but found neither a postgres nor a nobody user to run PostgreSQL as.');
}

const user = osUser();
const command = (program: string, args: string[]): [string, string[]] =>
  user ? ['runuser', ['-u', user, '--', path.join(PG_BIN, program), ...args]] : [path.join(PG_BIN, program), args];

async function pgRun(program: string, args: string[]): Promise<void> {
  const [file, argv] = command(program, args);
  try {
    await run(file, argv, { maxBuffer: 8 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`${program} ${args.join(' ')} failed: ${String((error as { stderr?: string }).stderr ?? error)}`, { cause: error });
  }
}

/** Every cluster still running when the process exits is stopped and removed, even if a test failed before its cleanup. */
const live = new Set<PgCluster>();
process.once('exit', () => {
  for (const cluster of live) cluster.destroySync();
});

export class PgCluster {
  private constructor(
    readonly root: string,
    readonly port: number,
  ) {
    live.add(this);
  }

  get dataDir(): string {
    return path.join(this.root, 'data');
  }

  get host(): string {
    return `127.0.0.1:${this.port}`;
  }

  url(database = 'postgres'): string {
    return `postgres://tilth@127.0.0.1:${this.port}/${database}`;
  }

  private get options(): string {
    return `-p ${this.port} -k ${path.join(this.root, 'sock')} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off`;
  }

  static async available(): Promise<boolean> {
    return fs.existsSync(path.join(PG_BIN, 'postgres'));
  }

  private static async folder(): Promise<string> {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-pgc-'));
    fs.chmodSync(root, 0o755);
    fs.mkdirSync(path.join(root, 'sock'));
    return root;
  }

  private static chown(root: string): void {
    if (user) execFileSync('chown', ['-R', user, root]);
  }

  /** A new primary cluster, started. */
  static async start(): Promise<PgCluster> {
    const root = await PgCluster.folder();
    fs.mkdirSync(path.join(root, 'data'), { mode: 0o700 });
    PgCluster.chown(root);
    await pgRun('initdb', ['-D', path.join(root, 'data'), '-U', 'tilth', '--auth=trust', '-E', 'UTF8', '--locale=C']);
    const cluster = new PgCluster(root, await freePort());
    await cluster.startServer();
    return cluster;
  }

  /** A streaming replica of `primary` (pg_basebackup -R), started as a hot standby. */
  static async replicaOf(primary: PgCluster): Promise<PgCluster> {
    const root = await PgCluster.folder();
    PgCluster.chown(root);
    await pgRun('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'tilth',
      '-D',
      path.join(root, 'data'),
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    const replica = new PgCluster(root, await freePort());
    await replica.startServer();
    return replica;
  }

  async startServer(): Promise<void> {
    await pgRun('pg_ctl', ['-D', this.dataDir, '-o', this.options, '-l', path.join(this.root, 'log'), '-w', 'start']);
  }

  async stopServer(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await pgRun('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', 'stop']);
  }

  async restart(): Promise<void> {
    await pgRun('pg_ctl', ['-D', this.dataDir, '-o', this.options, '-l', path.join(this.root, 'log'), '-m', 'fast', '-w', 'restart']);
  }

  async promote(): Promise<void> {
    await pgRun('pg_ctl', ['-D', this.dataDir, '-w', 'promote']);
  }

  /** Runs one statement as the superuser on `database`. */
  async query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = [], database = 'postgres'): Promise<R[]> {
    const client = new pg.Client({ connectionString: this.url(database) });
    client.on('error', () => {});
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  destroySync(): void {
    live.delete(this);
    try {
      const [file, argv] = command('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
      execFileSync(file, argv, { stdio: 'ignore' });
    } catch {
      // already stopped
    }
    fs.rmSync(this.root, { recursive: true, force: true });
  }

  async destroy(): Promise<void> {
    live.delete(this);
    await this.stopServer('immediate').catch(() => {});
    fs.rmSync(this.root, { recursive: true, force: true });
  }
}
