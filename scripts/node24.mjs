#!/usr/bin/env node
// Node.js 24 LTS beside the machine's Node (issue 35). Node 20 is end-of-life; Tilth is tested on both.
//
// The runtime comes from the npm registry's node-<platform>-<arch> package (the Node binary and its headers,
// nothing downloaded from anywhere else), installed once into a cache outside the clone:
// $TILTH_NODE24_CACHE, else ${XDG_CACHE_HOME:-~/.cache}/tilth/node24.
// Native modules (better-sqlite3) must be built for that runtime's ABI, so it gets its own tree:
// .tmp/node24/ holds a copy of the working tree's files (git's tracked and untracked, not ignored ones) with
// its own `npm ci` run under Node 24 (npm_config_nodedir = the package, so node-gyp builds offline). The
// install is kept while package-lock.json, the package.json files and the Node version are unchanged.
//
//   node scripts/node24.mjs setup           fetch the runtime, sync the tree, install, check better-sqlite3 loads
//   node scripts/node24.mjs run -- CMD…     the same, then run CMD in .tmp/node24 with Node 24 first on PATH
//                                           (e.g. `node scripts/node24.mjs run -- npm start`)
// The test suites on both runtimes: scripts/test-runtimes.mjs.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE24_VERSION = process.env.TILTH_NODE24_VERSION || '24.21.0';
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TREE = path.join(ROOT, '.tmp', 'node24');
const LOCK = path.join(ROOT, '.tmp', 'node24.lock');
const MANIFEST = path.join(TREE, '.tilth-files');
const STAMP = path.join(TREE, 'node_modules', '.tilth-node24-stamp');

export function cacheDir() {
  if (process.env.TILTH_NODE24_CACHE) return path.resolve(process.env.TILTH_NODE24_CACHE);
  return path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'tilth', 'node24');
}

// npm sets these for the scripts it runs; a nested npm must not see the outer project's prefix or package.
const INHERITED_NPM =
  /^npm_(lifecycle_|package_|command$|execpath$|node_execpath$|config_(local_prefix|prefix|global_prefix|node_gyp|user_agent|npm_version)$)/;

/** The environment for a command under Node 24: its bin first on PATH, headers for node-gyp. */
export function node24Env(runtime, extra = {}) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) if (!INHERITED_NPM.test(key)) env[key] = value;
  return {
    ...env,
    PATH: `${runtime.binDir}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: runtime.home,
    // better-sqlite3's prebuilt binaries come from outside the registry: compile it against the headers instead.
    npm_config_build_from_source: 'better-sqlite3',
    ...extra,
  };
}

function say(message) {
  console.log(`[node24] ${message}`);
}

function runOrThrow(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
}

function versionOf(bin) {
  const result = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The Node 24 runtime from the registry, installed into the cache once per version. */
export function ensureRuntime() {
  const pkg = `node-${process.platform}-${process.arch}`;
  const cache = cacheDir();
  const dir = path.join(cache, `${pkg}-${NODE24_VERSION}`);
  const runtimeAt = (base) => {
    const home = path.join(base, 'node_modules', pkg);
    const bin = path.join(home, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
    return { version: NODE24_VERSION, home, bin, binDir: path.dirname(bin) };
  };
  const runtime = runtimeAt(dir);
  if (versionOf(runtime.bin) === `v${NODE24_VERSION}`) return runtime;

  fs.mkdirSync(cache, { recursive: true });
  const staging = fs.mkdtempSync(path.join(cache, '.staging-'));
  try {
    say(`installing ${pkg}@${NODE24_VERSION} from the npm registry into ${cache}`);
    runOrThrow(
      'npm',
      [
        'install',
        '--prefix',
        staging,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        `${pkg}@${NODE24_VERSION}`,
      ],
      { cwd: staging },
    );
    const staged = runtimeAt(staging);
    const got = versionOf(staged.bin);
    if (got !== `v${NODE24_VERSION}`) throw new Error(`${staged.bin} answered ${got ?? 'nothing'}, expected v${NODE24_VERSION}`);
    if (!fs.existsSync(path.join(staged.home, 'include', 'node', 'node_api.h')))
      throw new Error(`${pkg}@${NODE24_VERSION} ships no headers`);
    if (versionOf(runtime.bin) !== `v${NODE24_VERSION}`) {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(staging, dir);
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  // Other Node 24 versions left from before: ~190 MB each.
  for (const entry of fs.readdirSync(cache)) {
    if (entry.startsWith(`${pkg}-24.`) && entry !== path.basename(dir))
      fs.rmSync(path.join(cache, entry), { recursive: true, force: true });
  }
  return runtime;
}

/** The working tree's files as git sees them: tracked and untracked, not ignored, still present. */
function sourceFiles() {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, maxBuffer: 256 << 20 });
  const files = [];
  for (const file of new Set(out.toString('utf8').split('\0'))) {
    if (!file || file.split('/').includes('node_modules')) continue;
    let stat;
    try {
      stat = fs.lstatSync(path.join(ROOT, file));
    } catch {
      continue; // tracked but deleted in the working tree
    }
    if (stat.isFile() || stat.isSymbolicLink()) files.push(file);
  }
  return files.sort();
}

/** Copies the working tree into .tmp/node24 (only what changed) and removes what is gone. */
export function syncTree() {
  const files = sourceFiles();
  let copied = 0;
  for (const file of files) {
    const from = path.join(ROOT, file);
    const to = path.join(TREE, file);
    const src = fs.lstatSync(from);
    if (src.isSymbolicLink()) {
      const target = fs.readlinkSync(from);
      let current = null;
      try {
        current = fs.readlinkSync(to);
      } catch {
        // missing or not a link
      }
      if (current === target) continue;
      fs.rmSync(to, { force: true });
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.symlinkSync(target, to);
      copied++;
      continue;
    }
    let dst = null;
    try {
      dst = fs.lstatSync(to);
    } catch {
      // not copied yet
    }
    if (dst?.isFile() && dst.size === src.size && Math.abs(dst.mtimeMs - src.mtimeMs) < 1) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    if (dst && !dst.isFile()) fs.rmSync(to, { recursive: true, force: true });
    fs.copyFileSync(from, to);
    fs.utimesSync(to, src.atime, src.mtime);
    copied++;
  }
  const keep = new Set(files);
  let removed = 0;
  if (fs.existsSync(MANIFEST)) {
    for (const file of fs.readFileSync(MANIFEST, 'utf8').split('\n')) {
      if (file && !keep.has(file)) {
        fs.rmSync(path.join(TREE, file), { force: true });
        removed++;
      }
    }
  }
  fs.writeFileSync(MANIFEST, files.join('\n') + '\n');
  say(`tree ${path.relative(ROOT, TREE)}: ${files.length} files, ${copied} copied, ${removed} removed`);
  return files;
}

const INSTALL_FIELDS = [
  'name',
  'version',
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
  'bundleDependencies',
  'overrides',
  'workspaces',
  'bin',
  'allowScripts',
];

function installStamp(runtime, files) {
  const hash = crypto.createHash('sha256');
  hash.update(
    `${process.platform}-${process.arch} node ${runtime.version} npm ${execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim()}\n`,
  );
  for (const file of files.filter((f) => f === 'package-lock.json' || path.basename(f) === 'package.json')) {
    hash.update(`${file}\n`);
    const text = fs.readFileSync(path.join(TREE, file), 'utf8');
    if (file === 'package-lock.json') {
      hash.update(text);
      continue;
    }
    // What npm ci installs from; a changed script or description needs no new install.
    const json = JSON.parse(text);
    hash.update(JSON.stringify(INSTALL_FIELDS.map((field) => json[field] ?? null)));
  }
  return hash.digest('hex');
}

/**
 * Checks that the tree's SQLite drivers are its own and load in Node 24: better-sqlite3 12 (compiled here for this ABI;
 * the machine's Node 20 loads it) and 13 (better-sqlite3-v13, N-API, what the server loads on Node 22+:
 * packages/server/src/db/sqliteDriver.ts).
 */
export function checkNativeModules(runtime) {
  // One process per driver: with both add-ons loaded in one process, Node 24.21 aborts as it exits
  // (better-sqlite3 12's ~Database in RemoveEnvironmentCleanupHook: "(env) != nullptr"; 15 of 15 probes on
  // 2026-11-27, none with one driver). The server and its tests load one of them, never both.
  const probe = (name) =>
    [
      `const name = ${JSON.stringify(name)};`,
      'const Database = require(name);',
      "const { v } = new Database(':memory:').prepare('select sqlite_version() as v').get();",
      'console.log(JSON.stringify({ node: process.version, abi: process.versions.modules,',
      "  driver: { name, path: require.resolve(name), version: require(name + '/package.json').version, sqlite: v } }));",
    ].join('\n');
  const answers = ['better-sqlite3', 'better-sqlite3-v13'].map((name) => {
    const result = spawnSync(runtime.bin, ['-e', probe(name)], {
      cwd: path.join(TREE, 'packages', 'server'),
      encoding: 'utf8',
      env: node24Env(runtime),
    });
    if (result.status !== 0) throw new Error(`${name} does not load under Node ${runtime.version}:\n${result.stderr.trim()}`);
    return JSON.parse(result.stdout.trim().split('\n').pop());
  });
  for (const { node, abi, driver } of answers) {
    if (!driver.path.startsWith(TREE + path.sep)) throw new Error(`${driver.name} resolved outside ${TREE}: ${driver.path}`);
    say(`${node} (ABI ${abi}) loads ${driver.name} ${driver.version} from ${path.relative(ROOT, driver.path)}: SQLite ${driver.sqlite}`);
  }
  return { node: answers[0].node, abi: answers[0].abi, drivers: answers.map((answer) => answer.driver) };
}

/** Installs the tree's node_modules under Node 24 when its inputs changed. */
export function installTree(runtime, files) {
  const stamp = installStamp(runtime, files);
  const current = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8').trim() : null;
  if (current === stamp) {
    say('node_modules built under Node 24 is up to date');
    return;
  }
  say(`npm ci under Node ${runtime.version} in ${path.relative(ROOT, TREE)} (better-sqlite3 compiled against ${runtime.home})`);
  const started = Date.now();
  runOrThrow('npm', ['ci', '--no-audit', '--no-fund'], { cwd: TREE, env: node24Env(runtime) });
  fs.writeFileSync(STAMP, stamp + '\n');
  say(`npm ci took ${Math.round((Date.now() - started) / 1000)} s`);
}

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function tryLock() {
  try {
    fs.mkdirSync(LOCK);
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
  fs.writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
  return true;
}

/** The live process holding the lock (0: it has not written its pid yet), or null after removing a stale lock. */
function lockOwner() {
  let owner = 0;
  let age;
  try {
    owner = Number(fs.readFileSync(path.join(LOCK, 'pid'), 'utf8')) || 0;
  } catch {
    // not written yet, or released meanwhile
  }
  try {
    age = Date.now() - fs.statSync(LOCK).mtimeMs;
  } catch {
    return null; // released meanwhile
  }
  if (owner ? pidAlive(owner) : age < 60_000) return owner;
  fs.rmSync(LOCK, { recursive: true, force: true });
  return null;
}

/** One user of .tmp/node24 at a time (several test runs in one clone would sync it under each other). */
export async function withTreeLock(fn) {
  // scripts/test-runtimes.mjs holds the lock for the setup it starts in a child process.
  if (process.env.TILTH_NODE24_LOCK_HELD) return fn();
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  const deadline = Date.now() + 60 * 60_000;
  let told = false;
  for (;;) {
    if (tryLock()) break;
    const owner = lockOwner();
    if (owner === null) continue; // stale lock removed: try again
    if (Date.now() > deadline) throw new Error(`${LOCK} is held by process ${owner || '?'}; giving up after an hour`);
    if (!told) say(`waiting for process ${owner || '?'}, which is using ${path.relative(ROOT, TREE)}`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const release = () => fs.rmSync(LOCK, { recursive: true, force: true });
  process.once('exit', release);
  try {
    return await fn();
  } finally {
    release();
    process.removeListener('exit', release);
  }
}

/** Runtime, tree, install, check: everything a command under Node 24 needs. Call inside withTreeLock. */
export function prepare() {
  const runtime = ensureRuntime();
  fs.mkdirSync(TREE, { recursive: true });
  const files = syncTree();
  installTree(runtime, files);
  checkNativeModules(runtime);
  return runtime;
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'setup') {
    await withTreeLock(async () => prepare());
    return 0;
  }
  if (command === 'run') {
    const argv = rest[0] === '--' ? rest.slice(1) : rest;
    if (argv.length === 0) throw new Error('usage: node scripts/node24.mjs run -- <command> [args…]');
    return withTreeLock(async () => {
      const runtime = prepare();
      const child = spawn(argv[0], argv.slice(1), { cwd: TREE, stdio: 'inherit', env: node24Env(runtime) });
      for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
      return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
    });
  }
  console.error('usage: node scripts/node24.mjs setup | run -- <command> [args…]');
  return 2;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`[node24] ${error.message}`);
      process.exit(1);
    },
  );
}
