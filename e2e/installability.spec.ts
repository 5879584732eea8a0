import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoLogin, signIn } from './support';

/**
 * Issue 37: Tilth installs as an app in the sense of Chrome's (and Lighthouse's) checks — a linked
 * manifest with a name, the start URL, standalone display and 192 and 512 px PNG icons that load,
 * a service worker in control of the page, and the start URL opening without a network.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// The app fetches ahead for offline use after 8 s without activity (useReadingCache.ts).
test.describe.configure({ timeout: 90_000 });

/** A PNG's width and height, from its IHDR chunk (bytes 16–23). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function fetchIcon(request: APIRequestContext, src: string) {
  const answer = await request.get(src);
  expect(answer.status(), src).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  return pngSize(await answer.body());
}

test('the app is installable and its start URL opens without a network', async ({ page, context, request }) => {
  await signIn(page, demoLogin('farm.admin'));

  // Every page links the manifest, the sign-in page too (it is in index.html).
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  const manifest = (await answer.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Tilth — soil moisture',
    short_name: 'Tilth',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#2f6b3a',
    background_color: '#ffffff',
  });
  for (const wanted of [
    { sizes: '192x192', purpose: 'any', width: 192 },
    { sizes: '512x512', purpose: 'any', width: 512 },
    { sizes: '512x512', purpose: 'maskable', width: 512 },
  ]) {
    const icon = manifest.icons.find((i) => i.sizes === wanted.sizes && i.purpose === wanted.purpose);
    expect(icon, `${wanted.sizes} ${wanted.purpose} icon`).toBeDefined();
    expect(icon!.type).toBe('image/png');
    expect(await fetchIcon(request, icon!.src)).toEqual({ width: wanted.width, height: wanted.width });
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(await fetchIcon(request, touchIcon!)).toEqual({ width: 180, height: 180 });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2f6b3a');

  // The signed-in shell registers the worker; the first one takes the open page at once.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The user's data is on the device (features/offline/useReadingCache.ts), so the app opens signed in.
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true', { timeout: 45_000 });

  await context.setOffline(true);
  await page.goto('/dashboard');
  // The app, not the browser's error page: the signed-in frame with the offline bar.
  await expect(page.getByRole('button', { name: `Profile menu for ${demoLogin('farm.admin').name}` })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('Offline — data from');
  await context.setOffline(false);
});
