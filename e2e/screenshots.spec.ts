import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { demoLogin, signIn } from './support';

// Screens saved for people to look at (reviews, the README); not compared pixel by pixel.
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });

for (const [device, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  // The narrowest width with the header navigation instead of the burger menu.
  ['tablet', { width: 768, height: 1024 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`${device} screenshots`, () => {
    test.use({ viewport });

    test('sign-in page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      await shot(page, `signin-${device}`);
      await page.getByRole('textbox', { name: 'Username' }).fill('business.user');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await shot(page, `signin-error-${device}`);
    });

    test('dashboard shell', async ({ page }) => {
      const login = demoLogin('admin');
      await signIn(page, login);
      await expect(page.getByTestId('farm-card').first()).toBeVisible();
      await shot(page, `shell-${device}`);

      await page.getByRole('button', { name: `Profile menu for ${login.name}` }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await shot(page, `shell-profile-menu-${device}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();

      await page.getByRole('button', { name: 'Notifications' }).click();
      await expect(page.getByRole('heading', { name: 'New Notifications' })).toBeVisible();
      await shot(page, `shell-notifications-${device}`);
      // The bell toggles the panel (Escape is covered by shell.spec); clicking it is not at the mercy of focus timing.
      await page.getByRole('button', { name: 'Notifications' }).click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();

      if (device === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Tilth menu' })).toBeVisible();
        await shot(page, 'shell-menu-phone');
      }
    });
  });
}
