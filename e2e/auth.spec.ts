import { expect, test } from '@playwright/test';
import { demoLogin, demoLogins, mainNav, signIn, submitSignIn } from './support';

test.describe('signing in and out', () => {
  for (const login of demoLogins) {
    test(`${login.role} sees the shell with the right menu and logs out`, async ({ page, request }) => {
      await signIn(page, login);

      // /dashboard lands on the user's own farm, or on the farms list.
      await expect(page).toHaveURL(login.hasFarm ? /\/farm\/[^/]+\/sites$/ : /\/dashboard\/farms\/list-view$/);
      // The demo's farm users both belong to North Pivot Farm; its sites page is headed with the farm's name.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(login.hasFarm ? 'North Pivot Farm' : 'Farms');

      // Subscription: the platform admin and the distributors, who sit directly under the provider (spec 000 §2.3, 002 §2.1).
      const subscriptions = login.role === 'tilth_admin' || login.role.startsWith('distributor_');
      // Fleet (issue 30): every role but the growers' members (business_user, farm_user).
      const fleet = login.role !== 'business_user' && login.role !== 'farm_user';
      const expected = [
        'Farms',
        'Planner',
        ...(fleet ? ['Fleet'] : []),
        'Accounts',
        ...(subscriptions ? ['Subscription'] : []),
        'Contact',
        'Help',
      ];
      await expect(mainNav(page).getByRole('link')).toHaveText(expected);
      await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();

      const token = await page.evaluate<string | null>('localStorage.getItem("token")');
      const userId = await page.evaluate<string | null>('localStorage.getItem("userId")');
      expect(token).toBeTruthy();

      await page.getByRole('button', { name: `Profile menu for ${login.name}` }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByTestId('profile-name')).toHaveText(login.name);
      await expect(menu.getByTestId('profile-role')).toHaveText(login.roleLabel);
      await expect(menu.getByRole('menuitem', { name: 'Edit Profile' })).toBeVisible();
      // The admins who buy plans (all but the provider's, spec 002 §6) find the shop in this menu.
      const buysPlans = login.role.endsWith('_admin') && login.role !== 'tilth_admin';
      await expect(menu.getByRole('menuitem', { name: 'Shop' })).toHaveCount(buysPlans ? 1 : 0);
      await expect(menu.getByText(/^v1\.1\.6 \(.+\)$/)).toBeVisible();
      await menu.getByRole('menuitem', { name: 'Log Out' }).click();

      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      expect(await page.evaluate('localStorage.length')).toBe(0);

      // The server revoked the session: the old token no longer reads the profile.
      const stale = await request.get(`/user/${userId}`, { headers: { Authorization: token! } });
      expect(stale.status()).toBe(401);
    });
  }

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, 'dealer.admin', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the Login button waits for both fields and field errors follow each change', async ({ page }) => {
    await page.goto('/login');
    const login = page.getByRole('button', { name: 'Login' });
    await expect(login).toBeDisabled();
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByRole('textbox', { name: 'Username' }).fill('');
    await expect(page.getByText('Username is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('tilthdemo1');
    await expect(login).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute('type', 'password');
    await expect(page.getByText(/^v1\.1\.6 \(.+\)$/)).toBeVisible();
  });

  test('a protected page visited signed out returns there after signing in', async ({ page }) => {
    await page.goto('/dashboard/contact');
    await expect(page).toHaveURL(/\/login$/);
    await submitSignIn(page, 'business.admin');
    await expect(page).toHaveURL(/\/dashboard\/contact$/);
    await expect(page.getByRole('heading', { name: 'Contact', level: 1 })).toBeVisible();
  });

  test('/login goes to / when already signed in', async ({ page }) => {
    await signIn(page, demoLogin('dealer.user'));
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard\/farms\/list-view$/);
  });
});

test('an unknown path shows Not Found', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
});

test('the sign-up link leads to the sign-up screen', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: "Don't have an account? Sign up!" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
});
