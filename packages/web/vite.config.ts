import { execSync } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';
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

export default defineConfig({
  // Brotli and gzip copies of the build's text files, served as they are by the server (webApp.ts).
  plugins: [
    react(),
    // The service worker (src/sw.ts, see src/serviceWorker/README.md): Workbox through vite-plugin-pwa,
    // built from our own source (injectManifest) and registered by the signed-in shell only.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      // Precaching kept minimal for now: the icon a notification shows. The offline field app extends this list.
      injectManifest: { globPatterns: ['favicon.svg'], rollupFormat: 'iife' },
      manifest: {
        name: 'Tilth',
        short_name: 'Tilth',
        description: 'Soil-moisture monitoring for your farms.',
        theme_color: '#2f6b3a',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
    }),
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
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 20 }],
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
