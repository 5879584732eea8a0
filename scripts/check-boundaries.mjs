#!/usr/bin/env node
// The layering check of `npm test` (docs/architecture.md):
// 1. dependency-cruiser's rules (.dependency-cruiser.cjs): layers between packages, no file cycles,
//    no relative paths across packages, nothing unresolvable;
// 2. no cycles between feature folders (server modules, web features): a file-level check misses
//    sites → siteGraph → sites through different files;
// 3. every package a workspace's source imports is declared in that workspace's package.json
//    (test files may also use the root's shared test tooling);
// 4. one name per feature: the folders under packages/domain/src, packages/server/src/modules and
//    packages/web/src/features are exactly the rows of docs/architecture.md's "Features" table, each row
//    marking the sides it has; a row missing a side must say why;
// 5. no test helper inside a feature folder: a file there that only tests import belongs in a test folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['packages/domain', 'packages/server', 'packages/web', 'packages/simulator', 'e2e', 'bench'];

const cruiserBin = path.join(root, 'node_modules/.bin/depcruise');
const raw = execFileSync(cruiserBin, [...WORKSPACES, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
  cwd: root,
  maxBuffer: 256 * 1024 * 1024,
});
const result = JSON.parse(raw.toString());
const problems = [];

for (const violation of result.summary.violations) {
  const via = violation.cycle ? ` (cycle: ${[violation.from, ...violation.cycle.map((step) => step.name)].join(' → ')})` : '';
  problems.push(`${violation.rule.name}: ${violation.from} → ${violation.to}${via}`);
}

// 2. Feature-folder cycles, by strongly connected components (Tarjan).
const featureOf = (file) => {
  const match = /^packages\/server\/src\/modules\/([^/]+)\//.exec(file) ?? /^packages\/web\/src\/features\/([^/]+)\//.exec(file);
  return match ? `${file.startsWith('packages/server') ? 'server' : 'web'} ${match[1]}` : null;
};
const edges = new Map();
const example = new Map();
for (const module of result.modules) {
  const from = featureOf(module.source);
  if (!from || /\.test\.tsx?$/.test(module.source)) continue;
  for (const dependency of module.dependencies) {
    const to = featureOf(dependency.resolved);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
    if (!example.has(`${from}|${to}`)) example.set(`${from}|${to}`, `${module.source} → ${dependency.resolved}`);
  }
}
let index = 0;
const indexes = new Map();
const lowLinks = new Map();
const stack = [];
const onStack = new Set();
const components = [];
function connect(node) {
  indexes.set(node, index);
  lowLinks.set(node, index++);
  stack.push(node);
  onStack.add(node);
  for (const next of edges.get(node) ?? []) {
    if (!indexes.has(next)) {
      connect(next);
      lowLinks.set(node, Math.min(lowLinks.get(node), lowLinks.get(next)));
    } else if (onStack.has(next)) lowLinks.set(node, Math.min(lowLinks.get(node), indexes.get(next)));
  }
  if (lowLinks.get(node) === indexes.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component);
  }
}
for (const node of edges.keys()) if (!indexes.has(node)) connect(node);
for (const component of components) {
  const inside = new Set(component);
  const links = component.flatMap((from) =>
    [...(edges.get(from) ?? [])].filter((to) => inside.has(to)).map((to) => example.get(`${from}|${to}`)),
  );
  problems.push(`feature-cycle: ${component.sort().join(' ↔ ')}\n    ${links.join('\n    ')}`);
}

// 3. Declared dependencies.
const manifest = (dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
const declared = (pkg) => new Set(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies }));
const rootTooling = declared(manifest('.'));
const builtins = new Set(builtinModules);
const packageName = (specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
const isTestFile = (file) => /\.test\.tsx?$|\/test\/|^e2e\/|^bench\/|vite\.config\.ts$/.test(file);
for (const workspace of WORKSPACES) {
  const own = declared(manifest(workspace));
  const missing = new Map();
  for (const module of result.modules) {
    if (!module.source.startsWith(`${workspace}/`)) continue;
    for (const dependency of module.dependencies) {
      const specifier = dependency.module;
      if (specifier.startsWith('.') || specifier.startsWith('node:') || builtins.has(specifier)) continue;
      const name = packageName(specifier);
      if (own.has(name) || name === manifest(workspace).name) continue;
      if (isTestFile(module.source) && rootTooling.has(name)) continue;
      if (!missing.has(name)) missing.set(name, module.source);
    }
  }
  for (const [name, file] of missing) problems.push(`undeclared-dependency: ${workspace} imports ${name} (${file}) without declaring it`);
}

// 4. Feature names against the architecture page's table.
const SIDES = [
  ['domain', 'packages/domain/src'],
  ['server', 'packages/server/src/modules'],
  ['web', 'packages/web/src/features'],
];
const onDisk = new Map();
for (const [side, dir] of SIDES) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'test') continue;
    if (!onDisk.has(entry.name)) onDisk.set(entry.name, new Set());
    onDisk.get(entry.name).add(side);
  }
}
const architecture = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const tableText = /## Features\n([\s\S]*?)(?=\n## |$)/.exec(architecture)?.[1] ?? '';
const listed = new Map();
for (const line of tableText.split('\n')) {
  const cells = line.split('|').map((cell) => cell.trim());
  const name = /^`([A-Za-z]+)`$/.exec(cells[1] ?? '')?.[1];
  if (!name) continue;
  const sides = new Set(SIDES.map(([side], i) => (cells[i + 2] === '✓' ? side : null)).filter(Boolean));
  listed.set(name, { sides, why: cells[5] ?? '' });
}
if (listed.size === 0) problems.push('feature-names: docs/architecture.md has no "## Features" table');
for (const [name, sides] of onDisk) {
  const row = listed.get(name);
  const have = [...sides].sort().join(', ');
  if (!row) problems.push(`feature-names: \`${name}\` (${have}) is not in docs/architecture.md's Features table`);
  else if ([...row.sides].sort().join(', ') !== have)
    problems.push(
      `feature-names: \`${name}\` exists on ${have} but the Features table marks ${[...row.sides].sort().join(', ') || 'no side'}`,
    );
  else if (sides.size < SIDES.length && row.why.length < 8)
    problems.push(`feature-names: \`${name}\` is on ${have} only; the Features table must say why`);
}
for (const name of listed.keys())
  if (!onDisk.has(name)) problems.push(`feature-names: the Features table lists \`${name}\`, which no package has`);

// 5. Test helpers inside feature folders: non-test files there that only test files import.
const isTestOnly = (file) => /\.test\.tsx?$|\/test\/|^e2e\//.test(file);
const featureFolder = /^packages\/(domain\/src\/[^/]+|server\/src\/modules\/[^/]+|web\/src\/features\/[^/]+)\//;
const importers = new Map();
for (const module of result.modules) {
  for (const dependency of module.dependencies) {
    if (!importers.has(dependency.resolved)) importers.set(dependency.resolved, []);
    importers.get(dependency.resolved).push(module.source);
  }
}
for (const module of result.modules) {
  if (!featureFolder.test(module.source) || isTestFile(module.source)) continue;
  const users = importers.get(module.source) ?? [];
  if (users.length > 0 && users.every((user) => isTestOnly(user)))
    problems.push(`test-helper-in-feature: ${module.source} is used only by tests (${users[0]}); move it to a test folder`);
}

if (problems.length > 0) {
  console.error(`Boundary check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Boundaries hold: ${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} dependencies.`);
