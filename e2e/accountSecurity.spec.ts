import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { acceptInvitation, apiSignIn, call, freshBusiness, freshMember, openAs, unique } from './accountsSupport';
import { expectAccessible } from './axe';
import { mailsTo, type ReceivedMail } from './mail';
import { submitSignIn } from './support';

/** Issue 36: forgotten passwords, two-step sign-in and sessions, in Chromium with the real SMTP peer. */

const shots = path.resolve('.tmp/e2e-account-security');
fs.mkdirSync(shots, { recursive: true });
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });

/** What an authenticator app shows for this secret now (or `offsetSteps` periods away): the test is the phone. */
function appCode(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

async function mailWithSubject(to: string, subject: string): Promise<ReceivedMail> {
  await expect.poll(() => mailsTo(to).some((mail) => mail.subject === subject), { timeout: 10_000 }).toBe(true);
  return mailsTo(to).find((mail) => mail.subject === subject)!;
}

const profileMenu = (page: Page, name: string) => page.getByRole('button', { name: `Profile menu for ${name}` });

for (const [device, viewport, phone] of [
  ['desktop', { width: 1440, height: 900 }, false],
  ['phone', { width: 390, height: 844 }, true],
] as const) {
  test.describe(`account security on a ${device}`, () => {
    test.use({ viewport, hasTouch: phone, isMobile: phone });

    test('a forgotten password: the mailed link sets a new one, which signs in; the old one and its sessions are out', async ({
      page,
      request,
    }) => {
      const business = await freshBusiness(request);
      const member = await freshMember(request, business);
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await expect(page.getByText('Username or e-mail is required')).toBeVisible();
      await page.getByRole('textbox', { name: 'Username or e-mail' }).fill(member.email.toUpperCase());
      if (device === 'desktop') await shoot(page, `forgot-password-${device}`);
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await expect(page.getByRole('status')).toContainText('If an account matches, we sent a link to its e-mail address.');
      await shoot(page, `forgot-password-sent-${device}`);
      if (device === 'desktop') await expectAccessible(page, 'forgot password, sent');

      const mail = await mailWithSubject(member.email, 'Set a new Tilth password');
      const link = mail.content.match(/https?:\/\/[^\s"<>]+(\/reset-password\?id=[A-Za-z0-9]+&key=[A-Za-z0-9_-]+)/)![1]!;
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Set a new password', level: 1 })).toBeVisible();
      await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('ab');
      await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('ab');
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await expect(page.getByText('New Password must be 3 to 30 letters or digits')).toBeVisible();
      await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Harvest2027');
      await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('Harvest2027');
      await shoot(page, `reset-password-${device}`);
      if (device === 'desktop') await expectAccessible(page, 'set a new password');
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await expect(page.getByRole('status')).toHaveText(
        'Your password was changed, and every device signed in with the old one was signed out.',
      );

      // The link works once.
      await page.goto(link);
      await expect(page.getByRole('alert')).toContainText('This link no longer works');
      await shoot(page, `reset-link-used-${device}`);

      await page.goto('/login');
      await submitSignIn(page, member.email, 'Harvest2027');
      await expect(profileMenu(page, member.name)).toBeVisible();
      await call(request, 'POST', '/user/signin', { body: { email: member.email, password: member.password }, status: 401 });
      await call(request, 'GET', `/user/${member.userId}`, { session: member, status: 401 });
      await mailWithSubject(member.email, 'Your Tilth password was changed');
    });

    test('two-step sign-in: set up from Edit Profile with the QR code and the first code, then sign in with a code', async ({
      page,
      request,
    }) => {
      const business = await freshBusiness(request);
      const member = await freshMember(request, business);
      await openAs(page, member, '/dashboard/edit-account');
      const card = page.getByRole('region', { name: 'Two-step sign-in' });
      await expect(card.getByText('Off: signing in asks for the password only.')).toBeVisible();
      await card.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      await expect(card.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
      const secret = (await card.getByTestId('two-factor-secret').textContent())!;
      await card.scrollIntoViewIfNeeded();
      await shoot(page, `two-factor-setup-${device}`);
      if (device === 'desktop') await expectAccessible(page, 'Edit Profile, setting up two-step sign-in');

      await card.getByRole('textbox', { name: 'Code from the app' }).fill('000000');
      await card.getByLabel('Current Password').fill(member.password);
      await card.getByRole('button', { name: 'Turn on' }).click();
      await expect(card.getByText(/That code is not right/)).toBeVisible();
      await card.getByRole('textbox', { name: 'Code from the app' }).fill(appCode(secret));
      await card.getByRole('button', { name: 'Turn on' }).click();
      const codes = card.getByTestId('recovery-codes').getByRole('listitem');
      await expect(codes).toHaveCount(10);
      await shoot(page, `two-factor-recovery-codes-${device}`);
      const firstRecoveryCode = (await codes.first().textContent())!;
      await card.getByRole('button', { name: 'I saved my codes' }).click();
      await expect(card.getByText(/^On since .*10 of 10 recovery codes left\.$/)).toBeVisible();
      await mailWithSubject(member.email, 'Two-step sign-in was turned on for Tilth');

      // Signing in now asks for the code after the password.
      await page.getByRole('button', { name: `Profile menu for ${member.name}` }).click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
      await submitSignIn(page, member.email, member.password);
      await expect(page.getByRole('heading', { name: 'Two-step sign-in', level: 1 })).toBeVisible();
      await page.getByRole('textbox', { name: 'Code' }).fill('123456');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('alert')).toContainText('That code is not right.');
      await shoot(page, `signin-code-${device}`);
      if (device === 'desktop') await expectAccessible(page, 'sign-in code');
      await page.getByRole('textbox', { name: 'Code' }).fill(appCode(secret, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(profileMenu(page, member.name)).toBeVisible();

      // A recovery code signs in once.
      const recovery = { email: member.email, password: member.password, code: firstRecoveryCode };
      await call(request, 'POST', '/user/signin', { body: recovery });
      await call(request, 'POST', '/user/signin', { body: recovery, status: 401 });
    });

    test("a dealer's setting: its admin is signed out and sets two-step sign-in up at the next sign-in", async ({ page, request }) => {
      // A dealer of its own under the demo distributor, so no other test's dealer.admin is touched.
      const distributor = await apiSignIn(request, 'distributor.admin');
      const id = unique();
      const email = `dealer.${id}@fresh.example`;
      const created = await call(request, 'POST', '/org', {
        session: distributor,
        body: {
          name: `Dealer ${id}`,
          invitedToName: `Dealer Admin ${id}`,
          invitedToEmail: email,
          userId: `dealer.${id}`,
          password: 'unused1',
          invitedBy: distributor.userId,
          type: 'dealer',
        },
      });
      const admin = await acceptInvitation(request, email, { password: 'secret12' });

      await openAs(page, distributor, `/dashboard/groups/${created.objectId}`);
      await page.getByRole('link', { name: 'Edit' }).click();
      const card = page.getByRole('region', { name: 'Sign-in Security' });
      const setting = card.getByRole('switch', { name: 'Administrators must use two-step sign-in' });
      await expect(setting).not.toBeChecked();
      await setting.click();
      await expect(page.getByTestId('flash')).toHaveText('Admins must now use two-step sign-in');
      await expect(setting).toBeChecked();
      await card.scrollIntoViewIfNeeded();
      await shoot(page, `account-security-setting-${device}`);
      await call(request, 'GET', `/user/${admin.userId}`, { session: admin, status: 401 });

      await page.evaluate(() => (globalThis as any).localStorage.clear());
      await page.goto('/login');
      await submitSignIn(page, email, 'secret12');
      await expect(page.getByRole('heading', { name: 'Set up two-step sign-in', level: 1 })).toBeVisible();
      await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
      const secret = (await page.getByTestId('two-factor-secret').textContent())!;
      await shoot(page, `signin-enrolment-${device}`);
      await page.getByRole('textbox', { name: 'Code from the app' }).fill(appCode(secret));
      await page.getByRole('button', { name: 'Turn on and sign in' }).click();
      await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
      await shoot(page, `signin-enrolment-codes-${device}`);
      if (device === 'desktop') await expectAccessible(page, 'sign-in set-up, recovery codes');
      await page.getByRole('button', { name: 'I saved my codes, continue' }).click();
      await expect(page.getByRole('button', { name: /^Profile menu for / })).toBeVisible();
      await call(request, 'POST', '/user/signin', { body: { email, password: 'secret12' }, status: 401 });
    });

    test('sessions: Edit Profile lists where the account is signed in and signs one out, then every other', async ({ page, request }) => {
      const business = await freshBusiness(request);
      const member = await freshMember(request, business);
      const other = await apiSignIn(request, member.email, member.password);
      await openAs(page, member, '/dashboard/edit-account');
      const card = page.getByRole('region', { name: 'Where you’re signed in' });
      const rows = card.getByTestId('session');
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
      await expect(rows.filter({ hasText: 'This device' })).toContainText('127.0.0.1 · active now');
      await card.scrollIntoViewIfNeeded();
      await shoot(page, `sessions-${device}`);

      await rows
        .filter({ hasNotText: 'This device' })
        .getByRole('button', { name: /^Sign out / })
        .click();
      await expect(page.getByTestId('flash')).toHaveText(/^Signed out /);
      await expect(rows).toHaveCount(1);
      await call(request, 'GET', `/user/${member.userId}`, { session: other, status: 401 });

      const more = [await apiSignIn(request, member.email, member.password), await apiSignIn(request, member.email, member.password)];
      await page.reload();
      await expect(rows).toHaveCount(3);
      await card.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await expect(page.getByTestId('flash')).toHaveText('Signed out 2 other sessions');
      await expect(rows).toHaveCount(1);
      for (const session of more) await call(request, 'GET', `/user/${member.userId}`, { session, status: 401 });
      await call(request, 'GET', `/user/${member.userId}`, { session: member });
    });
  });
}
