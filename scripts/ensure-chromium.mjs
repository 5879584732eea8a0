#!/usr/bin/env node
// End-to-end tests drive Debian's Chromium, never a downloaded browser (docs/architecture.md).
// Make sure it is there before Playwright starts, installing it only when we may.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
    process.exit(result.status ?? 1);
  }
}

if (existsSync(CHROMIUM)) process.exit(0);

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`Chromium not found at ${CHROMIUM}; installing it with apt-get.`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
  process.exit(0);
}

console.error(`Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
process.exit(1);
