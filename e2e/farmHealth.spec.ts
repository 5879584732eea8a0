import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { farmCards } from './farmsSupport';
import { demoLogin, signIn } from './support';

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

// Farm health follows the soil (issue 17): the demo's dry field counts under Needs attention from
// the first page, computed when the demo was seeded, not from how recently its probe reported.
test('the farms dashboard shows the demo’s dry site under Needs attention', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, demoLogin('admin'));
  await page.goto('/dashboard/farms/list-view?filter=needs-attention');
  const cotton = farmCards(page).filter({ hasText: 'Cotton Flat' });
  await expect(cotton).toHaveCount(1);
  const counts = cotton.getByRole('group', { name: 'Site health of Cotton Flat' });
  await expect(counts).toContainText(/[1-9]\d*Needs attention/);

  await cotton.getByRole('button', { name: 'Show sites of Cotton Flat' }).click();
  const dry = cotton.getByTestId('site-row').filter({ hasText: 'Dry Corner' });
  await expect(dry.getByRole('img', { name: 'Needs attention' })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'farm-health-needs-attention-desktop.png'), fullPage: true, animations: 'disabled' });
});
