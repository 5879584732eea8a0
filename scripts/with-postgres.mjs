#!/usr/bin/env node
// Runs a command with TEST_POSTGRES_URL pointing at a PostgreSQL server the tests may create
// databases on. Uses TEST_POSTGRES_URL, or DATABASE_URL when it is a postgres:// URL; otherwise
// starts a throwaway PostgreSQL 15 cluster on a free loopback port (as an unprivileged OS user
// when run as root) and removes it afterwards.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres.mjs <command> [args…]');
  process.exit(2);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function osUserFor(root) {
  if (!root) return null;
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

function run(user, file, args) {
  const [cmd, argv] = user ? ['runuser', ['-u', user, '--', file, ...args]] : [file, args];
  execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function startCluster() {
  if (!fs.existsSync(path.join(PG_BIN, 'postgres'))) {
    throw new Error(`PostgreSQL 15 not found in ${PG_BIN}. Install it (apt-get install -y postgresql-15) or set TEST_POSTGRES_URL.`);
  }
  const isRoot = process.getuid?.() === 0;
  const user = osUserFor(isRoot);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-pg-'));
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'sock');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  fs.mkdirSync(socketDir);
  if (user) execFileSync('chown', ['-R', user, dir]);
  run(user, path.join(PG_BIN, 'initdb'), ['-D', dataDir, '-U', 'tilth', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run(user, path.join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => {
    try {
      run(user, path.join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://tilth@127.0.0.1:${port}/postgres`, stop };
}

const given = process.env.TEST_POSTGRES_URL || (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : '');
const cluster = given ? { url: given, stop: () => {} } : await startCluster();
if (!given) console.log(`Started a throwaway PostgreSQL on ${cluster.url}`);

const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, TEST_POSTGRES_URL: cluster.url },
  shell: process.platform === 'win32',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cluster.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
