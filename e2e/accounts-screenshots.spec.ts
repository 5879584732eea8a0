import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, call, freshBusiness, freshMember, inviteMember, openAs, unique } from './accountsSupport';
import { addOutboxMail } from './db';
import { invitationLink, waitForMail } from './mail';

// The account, sign-up, profile, contact, help and outbox screens, saved for people to look at
// (reviews, the README); not compared pixel by pixel.
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
/** Whole pages; dialogs as the viewport shows them (a full-page shot would cut their overlay). */
async function shot(page: Page, name: string, fullPage = true) {
  // From the top: a full-page shot of a scrolled page paints the fixed header mid-page.
  if (fullPage) await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage, animations: 'disabled' });
}

for (const [device, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`${device} screenshots`, () => {
    test.use({ viewport });

    test('accounts', async ({ page, request }) => {
      test.setTimeout(60_000);
      const distributor = await apiSignIn(request, 'distributor.admin');
      await openAs(page, distributor, '/dashboard/groups');
      await expect(page.getByRole('heading', { name: 'Dealers' })).toBeVisible();
      await shot(page, `accounts-list-${device}`);

      await page.getByRole('button', { name: 'Create New Account' }).click();
      await expect(page.getByRole('dialog', { name: 'Add a Dealer' }).getByRole('list')).toBeVisible();
      await shot(page, `accounts-create-search-${device}`, false);
      await page.getByRole('button', { name: 'Create New Dealer' }).click();
      await page.getByRole('button', { name: 'Send Invite' }).click();
      await expect(page.getByText('Account Name is required')).toBeVisible();
      await shot(page, `accounts-create-form-${device}`, false);
      await page.keyboard.press('Escape');

      const valley = (await call(request, 'GET', '/org?type=dealer', { session: distributor })).find(
        (o: { name: string }) => o.name === 'Valley Water Partners',
      );
      await page.goto(`/dashboard/groups/${valley.objectId}`);
      await expect(page.getByRole('heading', { name: 'Valley Water Partners', level: 1 })).toBeVisible();
      await shot(page, `accounts-detail-${device}`);

      const business = await freshBusiness(request, 'Sunrise Orchards');
      await freshMember(request, business);
      await inviteMember(
        request,
        business.admin,
        { objectId: business.orgId, type: 'business' },
        `pending.${unique()}@fresh.example`,
        'user',
      );
      await openAs(page, business.admin, '/dashboard/groups');
      await page.getByRole('link', { name: `Edit ${business.name}` }).click();
      await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
      await shot(page, `accounts-edit-${device}`);
      await page.getByRole('button', { name: 'Invite Member' }).click();
      await page.getByRole('button', { name: 'Send Invite' }).click();
      await expect(page.getByText('New Member Email is required')).toBeVisible();
      await shot(page, `accounts-invite-${device}`, false);
    });

    test('sign-up', async ({ page, request }) => {
      test.setTimeout(60_000);
      const dealer = await apiSignIn(request, 'dealer.admin');
      const id = unique();
      const email = `shot.${id}@fresh.example`;
      await call(request, 'POST', '/org', {
        session: dealer,
        body: {
          name: `High Plains Cotton ${id}`,
          invitedToName: 'Sam Ortiz',
          invitedToEmail: email,
          userId: `sam.${id}`,
          password: 'x12',
          invitedBy: dealer.userId,
          type: 'business',
        },
      });
      await page.goto(invitationLink(await waitForMail(email)).path);
      await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
      await shot(page, `signup-team-${device}`);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('pw12345');
      await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('pw12345');
      await page.getByRole('button', { name: 'Create Your Account' }).click();
      await expect(page.getByRole('heading', { name: 'Tell Us About Your Business' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Business Phone' }).fill('555');
      await page.getByRole('button', { name: 'Next: Create Your Profile' }).click();
      await expect(page.getByText('Invalid Phone Number')).toBeVisible();
      await shot(page, `signup-business-${device}`);
      await page.getByRole('textbox', { name: 'Headquarter Address' }).fill('9 Gin Rd, Lubbock, TX');
      await page.getByRole('textbox', { name: 'Business Phone' }).fill('806-555-0123');
      await page.getByRole('button', { name: 'Next: Create Your Profile' }).click();
      await expect(page.getByRole('heading', { name: 'Create Your Profile' })).toBeVisible();
      await shot(page, `signup-personal-${device}`);
      await page.getByRole('button', { name: 'Next: Invite Your Team' }).click();
      await expect(page.getByRole('heading', { name: 'Invite Your Team' })).toBeVisible();
      await page.getByRole('button', { name: 'Invite More +' }).click();
      await shot(page, `signup-invite-${device}`);

      const memberEmail = `joiner.${id}@fresh.example`;
      const team = await freshBusiness(request, 'Caprock Farms');
      await inviteMember(request, team.admin, { objectId: team.orgId, type: 'business' }, memberEmail, 'user');
      await page.goto(invitationLink(await waitForMail(memberEmail)).path);
      await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
      await shot(page, `signup-member-${device}`);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('pw12345');
      await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('pw12345');
      await page.getByRole('button', { name: 'Create Your Account' }).click();
      await expect(page.getByRole('heading', { name: /^Welcome to/ })).toBeVisible();
      await shot(page, `signup-member-join-${device}`);

      await page.goto(invitationLink(await waitForMail(email)).path);
      await expect(page.getByRole('alert')).toBeVisible();
      await shot(page, `signup-used-${device}`);
    });

    test('profile, contact, help and outbox', async ({ page, request }) => {
      const business = await freshBusiness(request, 'Mesa Growers');
      await openAs(page, business.admin, '/dashboard/edit-account');
      await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
      await shot(page, `profile-${device}`);
      await page.getByRole('button', { name: 'Edit Basic Information' }).click();
      await page.getByRole('button', { name: 'Edit Account Information' }).click();
      await page.getByRole('textbox', { name: 'Phone' }).fill('');
      await page.getByRole('textbox', { name: 'Username' }).click();
      await page.getByRole('textbox', { name: 'New Password' }).fill('no');
      await page.getByRole('textbox', { name: 'Email' }).click();
      await shot(page, `profile-editing-${device}`);

      await page.goto('/dashboard/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Message is required')).toBeVisible();
      await shot(page, `contact-${device}`);

      // The bundled videos by default; then the page as it is with both configured as 'none'.
      await page.goto('/dashboard/help');
      await expect(page.getByRole('heading', { name: 'Graphing 101' })).toBeVisible();
      await shot(page, `help-${device}`);
      await page.route('**/help/videos', (route) =>
        route.fulfill({ json: { success: true, status: 200, message: 'Help videos', error: null, data: { videos: [] } } }),
      );
      await page.reload();
      await expect(page.getByText('No help videos are configured yet.')).toBeVisible();
      await shot(page, `help-empty-${device}`);
      await page.unroute('**/help/videos');

      const admin = await apiSignIn(request, 'admin');
      addOutboxMail({
        id: `shot${unique()}`.slice(0, 30),
        to: 'ann@example.com',
        subject: 'Invitation to join Prairie Sky Farms on Tilth',
        text: 'Ann has invited you to join Prairie Sky Farms on Tilth as an administrator.\n\nCreate your account here:\nhttp://localhost:8080/signUp/abc?invitationId=x',
      });
      await openAs(page, admin, '/dashboard/outbox');
      await page
        .getByRole('button', { name: /Invitation to join Prairie Sky Farms/ })
        .first()
        .click();
      await shot(page, `outbox-${device}`);
    });
  });
}
