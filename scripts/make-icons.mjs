#!/usr/bin/env node
// Makes the installed app's PNG icons (the web app manifest's and the apple-touch-icon) from
// packages/web/public/favicon.svg, by drawing the SVG in Debian's Chromium (the one the e2e
// tests use) and taking a screenshot at each size. Run once after the logo changes; the PNGs
// are committed in packages/web/public/icons/.
//   node scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = fs.readFileSync(path.join(root, 'packages/web/public/favicon.svg'), 'utf8');
const outDir = path.join(root, 'packages/web/public/icons');

// A maskable icon may be cropped to a circle by the phone: the logo keeps to the middle 80 %
// (the "safe zone") on the logo's own green, so nothing of it is cut off.
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

function pageFor({ size, maskable }) {
  const inner = maskable ? Math.round(size * 0.8) : size;
  const background = maskable ? '#2f6b3a' : 'transparent';
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:${background};
    display:flex;align-items:center;justify-content:center">
    <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>
  </body></html>`;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  fs.mkdirSync(outDir, { recursive: true });
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    await page.setContent(pageFor(icon));
    await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: !icon.maskable });
    await page.close();
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
