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
