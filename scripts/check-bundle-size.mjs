#!/usr/bin/env node
// The sign-in page's weight check of `npm test` (issue 16): the JavaScript a cold visit to /login
// runs — the entry chunk, the sign-in route's chunk and everything they import statically —
// brotli-compressed as the server sends it, must stay within its budget. Lazy routes (graphs,
// maps, the signed-in shell) don't count: they load after sign-in. Reads the build's manifest
// (packages/web/dist/.vite/manifest.json), so `npm run build:web` runs first.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Brotli bytes of the sign-in route's JavaScript. 129.6 KB on 2026-11-24: raise it on purpose, not by accident. */
const SIGNIN_JS_BUDGET_BYTES = 135_000;
const SIGNIN_ROUTE = 'src/features/auth/LoginPage.tsx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.argv[2] ?? 'packages/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: run npm run build:web first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/** The chunks a key loads before it runs: itself and its static imports, transitively. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]);
}

// The page's entries (index.html's scripts: src/boot.ts and src/main.tsx, or one chunk loading both).
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const chunks = staticClosure([...entries, SIGNIN_ROUTE]);
const sizes = chunks.map((chunk) => {
  const bytes = fs.readFileSync(path.join(dist, chunk.file));
  return {
    file: chunk.file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
});
const total = (field) => sizes.reduce((sum, size) => sum + size[field], 0);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

for (const size of sizes.sort((a, b) => b.brotli - a.brotli)) {
  console.log(`  ${size.file.padEnd(44)} ${kb(size.raw).padStart(10)} raw ${kb(size.brotli).padStart(9)} br`);
}
console.log(
  `Sign-in JavaScript: ${chunks.length} chunks, ${kb(total('raw'))} raw, ${kb(total('gzip'))} gzip, ${kb(total('brotli'))} brotli ` +
    `(budget ${kb(SIGNIN_JS_BUDGET_BYTES)} brotli).`,
);
if (total('brotli') > SIGNIN_JS_BUDGET_BYTES) {
  console.error(
    `The sign-in page's JavaScript (${kb(total('brotli'))} brotli) is over its budget of ${kb(SIGNIN_JS_BUDGET_BYTES)}: ` +
      'load the new code lazily (routes.tsx) or import less before sign-in.',
  );
  process.exit(1);
}
