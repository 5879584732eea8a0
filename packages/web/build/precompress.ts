import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest|vtt)$/;

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at the highest levels (this
 * runs once per release, not per request); the server sends them as they are (webApp.ts). A
 * variant that would not be smaller is left out, so the server falls back to the plain file.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tilth-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // .vite/ holds the build manifest, read by the size check and never served.
      const files = (await fs.readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const plain = await fs.readFile(full);
          const variants: [string, Buffer][] = [
            [
              '.br',
              await brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
            ],
            ['.gz', await gzipAsync(plain, { level: 9 })],
          ];
          for (const [extension, compressed] of variants) {
            if (compressed.length < plain.length) await fs.writeFile(full + extension, compressed);
          }
        }),
      );
    },
  };
}
