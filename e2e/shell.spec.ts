import { expect, test } from '@playwright/test';
import { demoLogin, mainNav, signIn } from './support';

test('navigation moves between the dashboard areas', async ({ page }) => {
  await signIn(page, demoLogin('admin'));
  for (const [link, heading] of [
    ['Accounts', 'Accounts'],
    ['Subscription', 'Subscriptions'],
    ['Contact', 'Contact'],
    ['Help', 'Help'],
    ['Farms', 'Farms'],
  ] as const) {
    await mainNav(page).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(mainNav(page).getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByTestId('farm-card').first()).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu for Avery Stone' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/edit-account$/);
});

test('the notification panel shows its empty sections', async ({ page }) => {
  await signIn(page, demoLogin('farm.user'));
  await page.getByRole('button', { name: 'Notifications' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('heading', { name: 'New Notifications' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Read All' })).toBeDisabled();
  await expect(panel.getByRole('heading', { name: 'Read Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('navigation collapses into a burger menu', async ({ page }) => {
    await signIn(page, demoLogin('dealer.admin'));
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();

    const drawer = page.getByRole('dialog', { name: 'Tilth menu' });
    // A dealer services probes: Fleet (issue 30) sits after Planner.
    await expect(drawer.getByRole('link')).toHaveText(['Farms', 'Planner', 'Fleet', 'Accounts', 'Contact', 'Help']);
    await drawer.getByRole('link', { name: 'Help' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  });

  test('the admin, a direct child of the provider, sees Subscription in the burger menu', async ({ page }) => {
    await signIn(page, demoLogin('admin'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Tilth menu' }).getByRole('link', { name: 'Subscription' })).toBeVisible();
  });
});
