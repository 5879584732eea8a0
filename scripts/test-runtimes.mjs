#!/usr/bin/env node
// The unit and integration suites on each supported runtime (issue 35): the machine's Node (the host) and
// Node 24 LTS from the npm registry (scripts/node24.mjs), each result labelled with its runtime, and a table
// of both at the end. Any failure on either runtime fails the run (after all suites ran).
//
//   node scripts/test-runtimes.mjs [--runtime=all|host|node24] [--suite=all|unit|integration] [-- vitest filters…]
//
// The integration suite needs PostgreSQL: without TEST_POSTGRES_URL this re-runs itself under
// scripts/with-postgres.mjs, so both runtimes' integration runs share one throwaway cluster (every test file
// makes its own databases). Node 24's setup (runtime, tree, `npm ci` with the native build) runs in the
// background while the host's suites run; the suites themselves run one after another, since each vitest
// run already keeps both of CI's two cores busy.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { NODE24_VERSION, ROOT, TREE, ensureRuntime, node24Env, withTreeLock } from './node24.mjs';

const SUITES = {
  unit: { config: 'vitest.config.ts' },
  integration: { config: 'vitest.integration.config.ts' },
};

const args = process.argv.slice(2);
const dashes = args.indexOf('--');
const ownArgs = dashes < 0 ? args : args.slice(0, dashes);
const vitestArgs = dashes < 0 ? [] : args.slice(dashes + 1);
for (const arg of ownArgs) {
  if (!/^--(runtime|suite)=/.test(arg)) {
    console.error(`unknown argument ${arg}; vitest's own arguments go after --`);
    process.exit(2);
  }
}

function option(name, allowed) {
  const arg = ownArgs.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? arg.slice(name.length + 3) : 'all';
  if (!allowed.includes(value)) {
    console.error(`--${name} must be one of ${allowed.join(', ')}`);
    process.exit(2);
  }
  return value;
}

const runtimeOption = option('runtime', ['all', 'host', 'node24']);
const suiteOption = option('suite', ['all', 'unit', 'integration']);
const suites = suiteOption === 'all' ? ['unit', 'integration'] : [suiteOption];

function minutes(ms) {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}

function banner(text) {
  console.log(`\n━━━━ ${text} ${'━'.repeat(Math.max(4, 100 - text.length))}`);
}

const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(1);
  });
}

function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, options);
    children.add(child);
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      children.delete(child);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** One vitest run of one suite on one runtime; counts from vitest's JSON report. */
async function runSuite(runtime, suite) {
  const label = `${suite} tests on ${runtime.label}`;
  banner(`${label}: ${runtime.bin}`);
  const report = path.join(ROOT, '.tmp', `runtimes-${runtime.key}-${suite}-${process.pid}.json`);
  fs.mkdirSync(path.dirname(report), { recursive: true });
  const started = Date.now();
  const code = await run(
    runtime.bin,
    [
      path.join(runtime.cwd, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--config',
      SUITES[suite].config,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...vitestArgs,
    ],
    { cwd: runtime.cwd, env: runtime.env, stdio: 'inherit' },
  );
  const result = { runtime: runtime.label, suite, ms: Date.now() - started, ok: code === 0, files: '?', tests: '?', failed: 0 };
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    result.files = json.testResults.length;
    result.tests = json.numTotalTests;
    result.failed = json.numFailedTests;
    result.ok = result.ok && json.success !== false && json.numTotalTests > 0;
  } catch {
    result.ok = false;
  }
  fs.rmSync(report, { force: true });
  banner(
    `${label}: ${result.ok ? 'passed' : 'FAILED'} — ${result.files} files, ${result.tests} tests, ${result.failed} failed, ${minutes(result.ms)}`,
  );
  return result;
}

/** Starts Node 24's setup in the background; its output is kept and shown when it is awaited. */
function startNode24Setup() {
  const log = path.join(ROOT, '.tmp', `node24-setup-${process.pid}.log`);
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const out = fs.openSync(log, 'w');
  const started = Date.now();
  const done = run(process.execPath, [path.join(ROOT, 'scripts', 'node24.mjs'), 'setup'], {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: { ...process.env, TILTH_NODE24_LOCK_HELD: String(process.pid) },
  });
  return async () => {
    const code = await done;
    fs.closeSync(out);
    banner(`Node 24 setup (in the background, ${minutes(Date.now() - started)}): ${code === 0 ? 'ready' : 'FAILED'}`);
    process.stdout.write(fs.readFileSync(log, 'utf8'));
    fs.rmSync(log, { force: true });
    return code === 0;
  };
}

function table(results) {
  banner('unit and integration tests by runtime');
  const rows = results.map((r) => [
    r.runtime,
    r.suite,
    r.ok ? 'passed' : r.setupFailed ? 'FAILED (setup)' : 'FAILED',
    `${r.files} files`,
    `${r.tests} tests`,
    `${r.failed} failed`,
    r.ms === null ? '' : minutes(r.ms),
  ]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows) console.log('  ' + row.map((cell, i) => cell.padEnd(widths[i])).join('   '));
  const failed = results.filter((r) => !r.ok).length;
  console.log(`\nruntimes: ${results.length - failed} passed, ${failed} failed`);
}

async function main() {
  const results = [];
  const hostLabel = `Node ${process.versions.node} (host)`;
  const host = { key: 'host', label: hostLabel, bin: process.execPath, cwd: ROOT, env: process.env };
  const work = async () => {
    const awaitSetup = runtimeOption === 'host' ? null : startNode24Setup();
    if (runtimeOption !== 'node24') for (const suite of suites) results.push(await runSuite(host, suite));
    if (awaitSetup) {
      const label = `Node ${NODE24_VERSION} (npm registry)`;
      if (await awaitSetup()) {
        const runtime = ensureRuntime(); // installed by the setup: only looks
        const node24 = { key: 'node24', label, bin: runtime.bin, cwd: TREE, env: node24Env(runtime) };
        for (const suite of suites) results.push(await runSuite(node24, suite));
      } else {
        for (const suite of suites)
          results.push({ runtime: label, suite, ms: null, ok: false, setupFailed: true, files: '-', tests: '-', failed: '-' });
      }
    }
  };
  // Node 24's tree is synced and installed before its suites and must not change under them.
  if (runtimeOption === 'host') await work();
  else await withTreeLock(work);
  table(results);
  return results.every((r) => r.ok) ? 0 : 1;
}

if (suites.includes('integration') && !process.env.TEST_POSTGRES_URL) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'with-postgres.mjs'), process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  children.add(child);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  process.exitCode = await main();
}
