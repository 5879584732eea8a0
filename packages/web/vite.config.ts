import { execSync } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileCatalogs } from './build/compileCatalogs';
import { precompress } from './build/precompress';
import { signedInPreload } from './build/signedInPreload';
// Loaded with `--configLoader runner`, so the domain's TypeScript is imported as it is.
import { apiPathPrefixes } from '@tilth/domain/api/contract';

/** Short commit hash shown in the version label; 'dev' outside a git checkout or before the first commit. */
function buildHash(): string {
  try {
    return (
      execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || 'dev'
    );
  } catch {
    return 'dev';
  }
}

// The API lives on the same origin as the app (the server serves dist/), so in `vite dev` the
// API's top-level paths (every endpoint's first segment, from the contract) are forwarded to a
// locally running server. `/farm/:farmid/…` is also an app route: a browser page load
// (Accept: text/html) stays with Vite.
const apiTarget = process.env.TILTH_API_URL ?? 'http://localhost:8080';
const apiPaths = apiPathPrefixes;

// The signed-in app's libraries (Mantine, Tabler icons) in one chunk each instead of a chunk per
// component or icon: a phone on HTTP/1.1 (6 connections) fetched ~160 tiny chunks in waves before the
// first signed-in screen (issue 37). What a cold visit to the sign-in page runs — the entry and the
// sign-in route with their static imports — is one chunk of its own (signInStart below), so grouping never
// adds bytes to the sign-in page (its brotli budget, scripts/check-bundle-size.mjs).
const LIBRARY = /node_modules[\\/]@(tabler[\\/]icons-react|mantine)[\\/].*\.m?js$/;
const signInRoots = ['./src/main.tsx', './src/features/auth/LoginPage.tsx'].map((file) => fileURLToPath(new URL(file, import.meta.url)));
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; exports: readonly string[]; code: string | null } | null;
}
/** Every module the build keeps (the group's test sees each one before the first name call). */
const keptModules = new Set<string>();
let signInModules: Set<string> | undefined;

/** The names a module imports from a library's index, e.g. `import { Stack } from '@mantine/core'`. */
function libraryImports(code: string): string[] {
  const names: string[] = [];
  for (const [, list = ''] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'](?:@mantine\/[\w-]+|@tabler\/icons-react)["']/g)) {
    names.push(
      ...list
        .split(',')
        .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
        .filter(Boolean),
    );
  }
  return names;
}

/**
 * Every module statically reachable from `roots`. A library's index re-exports everything and is
 * itself dropped from the build, so the walk doesn't go through it: an app module's named imports
 * from the index lead to the kept library modules that export those names, and the walk goes on from there.
 */
function reachableModules(graph: ModuleGraph, roots: string[]): Set<string> {
  const exporters = new Map<string, string[]>();
  for (const id of keptModules) {
    if (!LIBRARY.test(id)) continue;
    // Named exports (Mantine) or, for a default export, the file's name (a Tabler icon: IconBell.mjs).
    const names = [...(graph.getModuleInfo(id)?.exports ?? []), /([^\\/]+)\.m?js$/.exec(id)?.[1] ?? ''];
    for (const name of names) exporters.set(name, [...(exporters.get(name) ?? []), id]);
  }
  const seen = new Set<string>();
  const visit = (id: string) => {
    // A library module the build dropped is an index: its names are followed from the importer's code.
    if (seen.has(id) || (LIBRARY.test(id) && !keptModules.has(id))) return;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) return;
    info.importedIds.forEach(visit);
    // Mantine's own packages also import each other by index (@mantine/core from @mantine/hooks).
    if (info.code) libraryImports(info.code).forEach((name) => exporters.get(name)?.forEach(visit));
  };
  roots.forEach(visit);
  return seen;
}

/** The sign-in page's modules: the entry's and the sign-in route's static imports. */
const signInModuleSet = (graph: ModuleGraph) => reachableModules(graph, signInRoots);

function signedInLibrary(id: string, graph: ModuleGraph): string | null {
  const library = LIBRARY.exec(id)?.[1];
  if (!library) return null;
  signInModules ??= signInModuleSet(graph);
  // Outside the app's build (the service worker's own bundle) the sign-in roots aren't there: group nothing.
  if (signInModules.size === 0 || signInModules.has(id)) return null;
  return library === 'mantine' ? 'mantine' : 'icons';
}

/** src/boot.ts and what it starts: the kept landing, the early answers, the device store's first read (idb-keyval under it), the screen's kept picture. */
const BOOT =
  /[\\/]src[\\/](boot|api[\\/]earlyAnswers|features[\\/](offline[\\/](readingCache[\\/](earlyRead|deviceStore|keptQueries)|screenSnapshot[\\/](screenSnapshot|paintSnapshot))|shell[\\/]keptLanding))\.ts$|node_modules[\\/]idb-keyval[\\/]/;

const REACT = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

/**
 * The sign-in page's modules (the entry's and the sign-in route's static imports, app and Mantine,
 * React aside) in one chunk, the sign-in route's own module left as the small chunk routes.tsx
 * imports: one brotli stream compresses far better than the two dozen small chunks automatic
 * chunking made of them (issue 34: 135.9 → 127.0 KB with the language catalogues in). The signed-in
 * app loads all of it anyway; the sign-in card's few modules come along.
 */
function signInStart(id: string, graph: ModuleGraph): string | null {
  signInModules ??= signInModuleSet(graph);
  if (signInModules.size === 0 || REACT.test(id)) return null;
  return signInModules.has(id) && id !== signInRoots[1] ? 'start' : null;
}

// The signed-in frame (header, navigation, bell, the API client and the domain's schemas) is what every
// signed-in screen loads first: one chunk, not the ~50 that automatic chunking made of its modules. Each
// chunk costs a phone a <link rel=modulepreload> (~3 ms of a 4x-throttled main thread), a request and
// a wave of discovery (issue 37); grouping adds no bytes, as every signed-in screen needs all of it.
const shellRoot = fileURLToPath(new URL('./src/features/shell/DashboardLayout.tsx', import.meta.url));
let shellModules: Set<string> | undefined;
// The reading cache (and idb-keyval, its store) stays a small chunk of its own, without schemas: the
// app's start reads the device store with it while the shell's chunk is still downloading and evaluating.
const READING_CACHE = /[\\/]src[\\/]features[\\/]offline[\\/](readingCache[\\/]|cachePolicy\.ts)|node_modules[\\/]idb-keyval[\\/]/;

function signedInShell(id: string, graph: ModuleGraph): string | null {
  signInModules ??= signInModuleSet(graph);
  shellModules ??= reachableModules(graph, [shellRoot]);
  if (signInModules.size === 0 || REACT.test(id) || LIBRARY.test(id) || READING_CACHE.test(id) || signInModules.has(id)) return null;
  return shellModules.has(id) ? 'shell' : null;
}

/**
 * A chunk group that sees every module the build keeps (recorded for the walks above, before any name
 * is asked) and takes only the modules `name` names, not their dependencies.
 */
function keptGroup(
  name: (id: string, graph: ModuleGraph) => string | null,
  priority: number,
  matches: (id: string) => boolean = () => true,
) {
  return {
    name,
    test: (id: string) => {
      keptModules.add(id);
      return matches(id);
    },
    priority,
    includeDependenciesRecursively: false,
  };
}

export default defineConfig({
  // Brotli and gzip copies of the build's text files, served as they are by the server (webApp.ts).
  plugins: [
    compileCatalogs(),
    react(),
    // The service worker (src/sw.ts, see src/serviceWorker/README.md): Workbox through vite-plugin-pwa,
    // built from our own source (injectManifest) and registered by the signed-in shell only.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      // The whole build is precached, so the app opens without a network (src/serviceWorker/README.md):
      // scripts, styles, the page, icons and fonts. The help videos (850 KB) are left to the network.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        globIgnores: ['help/**'],
        // The largest chunk (React and the router) is about 0.3 MB; room to grow without silently dropping one.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        rollupFormat: 'iife',
      },
      // The installed app (issue 37): opens on the signed-in landing, in its own window.
      manifest: {
        id: '/',
        name: 'Tilth — soil moisture',
        short_name: 'Tilth',
        description: 'Soil-moisture readings, graphs and irrigation plans for your farms, also without signal in the field.',
        lang: 'en',
        theme_color: '#2f6b3a',
        background_color: '#ffffff',
        display: 'standalone',
        scope: '/',
        start_url: '/dashboard',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    signedInPreload(),
    precompress(),
  ],
  define: {
    __BUILD_HASH__: JSON.stringify(buildHash()),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads, for the sign-in size check (scripts/check-bundle-size.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 20 },
            // src/boot.ts (and what it starts), a chunk of its own so that it runs before the entry's
            // imports are evaluated.
            { name: 'boot', test: BOOT, priority: 30 },
            // Only the matched modules: their shared dependencies (Mantine's core, the icon factory) are
            // also the sign-in page's and must stay in its chunks.
            keptGroup(signedInLibrary, 10, (id) => LIBRARY.test(id)),
            keptGroup(signedInShell, 7),
            keptGroup(signInStart, 5),
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      apiPaths.map((path) => [
        path,
        {
          target: apiTarget,
          bypass: (req: IncomingMessage) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
        },
      ]),
    ),
  },
});
