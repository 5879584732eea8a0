import { expect, test, type Page } from '@playwright/test';
import { acceptInvitation, apiSignIn, call, chooseImage, freshBusiness, inviteMember, png, unique } from './accountsSupport';
import { expireInvitation } from './db';
import { invitationLink, mailsTo, waitForMail } from './mail';
import { demoLogin, signIn } from './support';

const DUPLICATE_USER_ID = 'UserId already exists, kindly enter a new userId!';
const DUPLICATE_EMAIL = 'Email already exists, kindly enter different email!';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const password = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe.configure({ mode: 'serial' });

test.describe('a dealer admin invites a new business, whose admin signs up and invites a member', () => {
  const id = unique();
  const business = { name: `Prairie Sky Farms ${id}`, email: `ann.${id}@prairiesky.example`, username: `ann.${id}` };
  const memberEmail = `bo.${id}@prairiesky.example`;
  let teamLink = '';

  test('the dealer admin creates the account from Accounts and the invitation mail arrives', async ({ page }) => {
    await signIn(page, demoLogin('dealer.admin'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('button', { name: 'Create New Account' }).click();

    const search = page.getByRole('dialog', { name: 'Add a Business' });
    await search.getByRole('searchbox', { name: 'Search businesses' }).fill('Prairie Sky');
    await expect(search.getByText('No businesses match "Prairie Sky".')).toBeVisible();
    await search.getByRole('button', { name: 'Create New Business' }).click();

    const form = page.getByRole('dialog', { name: 'Create a New Business' });
    await expect(textbox(page, 'Account Name')).toHaveValue('Prairie Sky');
    await textbox(page, 'Account Name').fill(business.name);
    await textbox(page, 'Name').fill('Ann Lee');
    await textbox(page, 'Email').fill(business.email);
    await textbox(page, 'User Id').fill(business.username);
    await form.getByRole('button', { name: 'Send Invite' }).click();

    const sent = page.getByRole('dialog', { name: 'Invite Email Sent' });
    await expect(sent).toContainText(business.email);
    await sent.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('table', { name: 'Businesses' }).getByRole('row', { name: new RegExp(business.name) })).toContainText(
      'Invited',
    );

    const mail = await waitForMail(business.email);
    expect(mail.subject).toBe(`Invitation to join ${business.name} on Tilth`);
    expect(mail.content).toContain('as an administrator');
    teamLink = invitationLink(mail).path;
  });

  test('its link signs the dealer out and opens team sign-up, which checks every field', async ({ page }) => {
    await signIn(page, demoLogin('dealer.admin'));
    await page.goto(teamLink);

    await expect(page.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible();
    expect(await page.evaluate('localStorage.getItem("token")')).toBeNull();
    await expect(page.getByText(`You have been invited to join ${business.name} as an administrator.`)).toBeVisible();
    await expect(textbox(page, 'Email')).toHaveValue(business.email);
    await expect(textbox(page, 'Email')).toHaveAttribute('readonly', '');
    await expect(textbox(page, 'Username')).toHaveValue(business.username);
    await expect(page.getByRole('link', { name: 'Already have an account? Log in.' })).toHaveAttribute('href', '/login');

    // Spec 000 §5: every field required, the confirmation must match.
    await textbox(page, 'Username').fill('');
    await page.getByRole('button', { name: 'Create Your Account' }).click();
    await expect(page.getByText('Username is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Confirm Password is required', { exact: true })).toBeVisible();
    await textbox(page, 'Username').fill('ann lee');
    await expect(page.getByText('Username must not contain spaces', { exact: true })).toBeVisible();
    await password(page, 'Password').fill('pw12345');
    await password(page, 'Confirm Password').fill('pw1234');
    await expect(page.getByText('must match Password', { exact: true })).toBeVisible();
    await password(page, 'Confirm Password').fill('pw12345');
    await expect(page.getByText('must match Password', { exact: true })).toBeHidden();

    // A taken user id marks the Username field, and the mark goes with the next edit.
    await textbox(page, 'Username').fill('dealer.user');
    await page.getByRole('button', { name: 'Create Your Account' }).click();
    await expect(page.getByText(DUPLICATE_USER_ID, { exact: true })).toBeVisible();
    await expect(textbox(page, 'Username')).toHaveAttribute('aria-invalid', 'true');
    await textbox(page, 'Username').fill(business.username);
    await expect(page.getByText(DUPLICATE_USER_ID, { exact: true })).toBeHidden();
  });

  test('team sign-up signs in and walks through business info, personal info and invitations', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(teamLink);
    await password(page, 'Password').fill('pw12345');
    await password(page, 'Confirm Password').fill('pw12345');
    await page.getByRole('button', { name: 'Create Your Account' }).click();

    // Step 1: business info.
    await expect(page).toHaveURL(/\/signUp\/org\/businessInfo$/);
    expect(await page.evaluate('localStorage.getItem("token")')).toBeTruthy();
    await expect(page.getByRole('heading', { name: 'Tell Us About Your Business' })).toBeVisible();
    await expect(textbox(page, 'Name')).toHaveValue(business.name);
    await textbox(page, 'Name').fill('');
    await page.getByRole('button', { name: 'Next: Create Your Profile' }).click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Headquarter Address is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Business Phone is required', { exact: true })).toBeVisible();
    await textbox(page, 'Name').fill(business.name);
    await textbox(page, 'Headquarter Address').fill('1 Main St, Amarillo, TX');
    await textbox(page, 'Business Email').fill('office@prairie');
    await expect(page.getByText('Business Email must be a valid e-mail address', { exact: true })).toBeVisible();
    await textbox(page, 'Business Email').fill(`office.${id}@prairiesky.example`);
    await textbox(page, 'Business Phone').fill('555-0187');
    await expect(page.getByText('Invalid Phone Number', { exact: true })).toBeVisible();
    await textbox(page, 'Business Phone').fill(' +1 (806) 555-0187 ');
    await chooseImage(page, page.getByRole('button', { name: 'Upload logo' }), png('logo.png'));
    await expect(page.getByRole('button', { name: 'Change logo' })).toBeVisible();
    await page.getByRole('button', { name: 'Next: Create Your Profile' }).click();

    // Step 2: personal info.
    await expect(page).toHaveURL(/\/signUp\/org\/personalInfo$/);
    await expect(page.getByRole('heading', { name: 'Create Your Profile' })).toBeVisible();
    await expect(textbox(page, 'Your Email')).toHaveValue(business.email);
    await textbox(page, 'Your Name').fill('');
    await textbox(page, 'Your Email').fill('ann@');
    await page.getByRole('button', { name: 'Next: Invite Your Team' }).click();
    await expect(page.getByText('Your Name is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Your Email must be a valid e-mail address', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/signUp\/org\/businessInfo$/);
    await expect(textbox(page, 'Business Phone')).toHaveValue('+1 (806) 555-0187');
    await page.getByRole('button', { name: 'Next: Create Your Profile' }).click();
    await textbox(page, 'Your Name').fill('Ann Lee');
    await chooseImage(page, page.getByRole('button', { name: 'Upload profile picture' }), png('ann.png'));
    await expect(page.getByRole('button', { name: 'Change profile picture' })).toBeVisible();
    await page.getByRole('button', { name: 'Next: Invite Your Team' }).click();

    // Step 3: invite members; two member rows to start (issue 27: administrator only when chosen).
    await expect(page).toHaveURL(/\/signUp\/org\/inviteMembers$/);
    await expect(page.getByRole('textbox', { name: /^Email \d$/ })).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: 'Member level 1' })).toHaveValue('user');
    await expect(page.getByRole('combobox', { name: 'Member level 2' })).toHaveValue('user');
    await page.getByRole('button', { name: 'Invite More +' }).click();
    await expect(page.getByRole('textbox', { name: /^Email \d$/ })).toHaveCount(3);
    await textbox(page, 'Email 1').fill('not-an-email');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('Email must be a valid e-mail address', { exact: true })).toBeVisible();
    await textbox(page, 'Email 1').fill('');
    // Only the e-mail is filled: the row invites a member.
    await textbox(page, 'Email 2').fill(memberEmail);
    await page.getByRole('button', { name: 'Finish' }).click();

    // Lands on the dashboard, signed in as the new admin, who sees only their own subtree.
    await expect(page).toHaveURL(/\/dashboard\/farms\/list-view$/);
    await expect(page.getByRole('button', { name: 'Profile menu for Ann Lee' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' }).click();
    const own = page.getByRole('region', { name: 'Your account' });
    await expect(own.getByRole('heading', { name: business.name })).toBeVisible();
    await expect(own).toContainText('+1 (806) 555-0187');
    await expect(own).toContainText('1 Main St, Amarillo, TX');
    await expect(own.locator('img[src^="/uploads/"]')).toHaveCount(1);
    await expect(page.getByText('Heartland Irrigation Supply', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Green Acres Growers', { exact: true })).toHaveCount(0);
    await expect(page.getByText(`There are no accounts below ${business.name}`)).toBeVisible();

    const token = (await page.evaluate('localStorage.getItem("token")')) as string;
    const userId = (await page.evaluate('localStorage.getItem("userId")')) as string;
    const view = await call(page.request, 'GET', `/org/view/${userId}`, { session: { token, userId } });
    expect(view).toMatchObject({ name: business.name, status: 'INVITATION_ACCEPTED', children: [] });

    // Only the filled row was invited, as a member.
    const mail = await waitForMail(memberEmail);
    expect(mail.content).toContain('as a member');
  });

  test('the invited member joins through the member path', async ({ page }) => {
    await page.goto(invitationLink(await waitForMail(memberEmail)).path);
    await expect(page.getByRole('heading', { name: 'Welcome', level: 1 })).toBeVisible();
    await expect(page.getByText(`You have been invited to join ${business.name} as a member.`)).toBeVisible();
    await expect(textbox(page, 'Email')).toHaveValue(memberEmail);
    await expect(textbox(page, 'Username')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create Your Account' }).click();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Confirm Password is required', { exact: true })).toBeVisible();
    await password(page, 'Password').fill('bo12345');
    await password(page, 'Confirm Password').fill('bo1234');
    await page.getByRole('button', { name: 'Create Your Account' }).click();
    await expect(page.getByText('must match Password', { exact: true })).toBeVisible();
    await password(page, 'Confirm Password').fill('bo12345');
    await page.getByRole('button', { name: 'Create Your Account' }).click();

    await expect(page).toHaveURL(/\/signUp\/member\/personalInfo$/);
    await expect(page.getByRole('heading', { name: `Welcome to ${business.name}` })).toBeVisible();
    await textbox(page, 'Your Name').fill('');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('Your Name is required', { exact: true })).toBeVisible();
    await textbox(page, 'Your Name').fill('Bo Dunn');
    await chooseImage(page, page.getByRole('button', { name: 'Upload profile picture' }), png('bo.png'));
    await expect(page.getByRole('button', { name: 'Change profile picture' })).toBeVisible();
    await page.getByRole('button', { name: 'Finish' }).click();

    await expect(page).toHaveURL(/\/dashboard\/farms\/list-view$/);
    await page.getByRole('button', { name: 'Profile menu for Bo Dunn' }).click();
    await expect(page.getByRole('menu').getByTestId('profile-role')).toHaveText('Business User');
    // Signing in again works with the e-mail as the username.
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await apiSignIn(page.request, memberEmail, 'bo12345');
  });

  test('a used invitation link says so', async ({ page }) => {
    await page.goto(teamLink);
    await expect(page.getByRole('heading', { name: "This invitation can't be used" })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('This invitation has already been used.');
    await expect(page.getByRole('button', { name: 'Create Your Account' })).toHaveCount(0);
  });
});

test('an expired invitation link says so', async ({ page, request }) => {
  const business = await freshBusiness(request);
  const email = `late.${unique()}@fresh.example`;
  await inviteMember(request, business.admin, { objectId: business.orgId, type: 'business' }, email, 'user');
  const link = invitationLink(await waitForMail(email));
  expireInvitation(link.id);

  await page.goto(link.path);
  await expect(page.getByRole('heading', { name: "This invitation can't be used" })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This invitation has expired. Please ask for a new one.');
});

test('a link with a wrong key is refused without revealing the invitation', async ({ page, request }) => {
  const business = await freshBusiness(request);
  const email = `forged.${unique()}@fresh.example`;
  await inviteMember(request, business.admin, { objectId: business.orgId, type: 'business' }, email, 'user');
  const link = invitationLink(await waitForMail(email));

  await page.goto(`/signUp/${link.key.slice(0, -2)}AA?invitationId=${link.id}`);
  await expect(page.getByRole('alert')).toContainText('The link is not valid');
  await expect(page.getByText(email)).toHaveCount(0);
});

test('signing up with an e-mail that got an account meanwhile marks the e-mail field', async ({ page, request }) => {
  const business = await freshBusiness(request);
  const email = `twice.${unique()}@fresh.example`;
  const team = { objectId: business.orgId, type: 'business' };
  await inviteMember(request, business.admin, team, email, 'user');
  await inviteMember(request, business.admin, team, email, 'admin');
  await waitForMail(email, { count: 2 });
  const [, second] = mailsTo(email).map(invitationLink);
  // The first invitation is used; the second link now meets an existing account.
  await acceptInvitation(request, email, { count: 1 });

  await page.goto(second!.path);
  await expect(page.getByText(/as an administrator\.$/)).toBeVisible();
  await password(page, 'Password').fill('pw12345');
  await password(page, 'Confirm Password').fill('pw12345');
  await page.getByRole('button', { name: 'Create Your Account' }).click();
  await expect(page.getByText(DUPLICATE_EMAIL, { exact: true })).toBeVisible();
  await expect(textbox(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  // The e-mail can't be edited; the mark clears with the next edit.
  await password(page, 'Password').fill('pw123456');
  await expect(page.getByText(DUPLICATE_EMAIL, { exact: true })).toBeHidden();
});
