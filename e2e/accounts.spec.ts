import { expect, test, type Page } from '@playwright/test';
import {
  apiSignIn,
  call,
  chooseImage,
  freshBusiness,
  freshMember,
  openAs,
  ownOrganisation,
  png,
  unique,
  type ApiSession,
} from './accountsSupport';
import { waitForMail } from './mail';
import { demoLogin, framesDrawn, signIn } from './support';

/** Issue 27: a request that got no answer is said in words, without its address. */
const NO_CONNECTION = "Tilth can't reach the server. Check your connection and try again — what you typed is still here.";

const DUPLICATE_USER_ID = 'UserId already exists, kindly enter a new userId!';
const DUPLICATE_EMAIL = 'Email already exists, kindly enter different email!';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const exactText = (page: Page, text: string) => page.getByText(text, { exact: true });
const flash = (page: Page) => page.getByTestId('flash');
const rowNames = (page: Page, table: string) => page.getByRole('table', { name: table }).getByTestId('account-name');

/** Opens the edit screen of the user's own account from the Accounts page. */
async function editOwnAccount(page: Page, session: ApiSession) {
  const own = await ownOrganisation(page.request, session);
  await openAs(page, session, '/dashboard/groups');
  await page.getByRole('link', { name: `Edit ${own.name}` }).click();
  await expect(page.getByRole('heading', { name: `Edit ${own.name}`, level: 1 })).toBeVisible();
  return own;
}

test.describe('the accounts list', () => {
  test('shows the accounts below the user by level, with Name, Address, Phone and Actions', async ({ page }) => {
    await signIn(page, demoLogin('distributor.admin'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' }).click();
    await expect(page).toHaveURL(/\/dashboard\/groups$/);

    const own = page.getByRole('region', { name: 'Your account' });
    await expect(own.getByRole('heading', { name: 'Great Plains Ag Distribution' })).toBeVisible();
    await expect(own).toContainText('2200 N Broadway, Wichita, KS 67214');

    const dealers = page.getByRole('table', { name: 'Dealers' });
    await expect(dealers.getByRole('columnheader')).toHaveText(['Name', 'Address', 'Phone', 'Actions']);
    await expect(rowNames(page, 'Dealers')).toHaveText(['Heartland Irrigation Supply', 'Valley Water Partners']);
    const heartland = dealers.getByRole('row', { name: /Heartland Irrigation Supply/ });
    await expect(heartland).toContainText('415 W 4th St, Lubbock, TX 79401');
    await expect(heartland).toContainText('(806) 555-0187');
    await expect(heartland.getByRole('link', { name: 'View Heartland Irrigation Supply' })).toBeVisible();
    await expect(heartland.getByRole('link', { name: 'Edit Heartland Irrigation Supply' })).toBeVisible();
    await expect(rowNames(page, 'Businesses')).toContainText([
      'Green Acres Growers',
      'Platte River Farms',
      'San Joaquin Orchards',
      'Snake River Potato Co.',
    ]);
  });

  test('search waits 200 ms after typing, ignores trailing spaces and says when nothing matches', async ({ page }) => {
    await signIn(page, demoLogin('distributor.admin'));
    await page.goto('/dashboard/groups');
    await expect(page.getByRole('table', { name: 'Dealers' })).toBeVisible();
    const searches: string[] = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).searchParams.get('name');
      if (request.url().includes('/organisations') && name !== null) searches.push(name);
    });

    await page.getByRole('searchbox', { name: 'Search accounts' }).pressSequentially('valley   ', { delay: 40 });
    await expect(rowNames(page, 'Dealers')).toHaveText(['Valley Water Partners']);
    await expect(page.getByRole('region', { name: 'Businesses' })).toContainText("We didn't find any businesses listed.");
    // Requests wait for a pause in typing (not one per key), and go without the trailing spaces.
    expect(searches.at(-1)).toBe('valley');
    expect(searches.length).toBeLessThan(4);
    expect(searches.every((name) => name === name.trimEnd())).toBe(true);

    await page.getByRole('searchbox', { name: 'Search accounts' }).fill('no such account');
    await expect(exactText(page, 'No results for "no such account"')).toBeVisible();
    await expect(exactText(page, "We didn't find any accounts listed for that query.")).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(rowNames(page, 'Dealers')).toHaveCount(2);
  });

  test('hides what the API says the user may not do', async ({ page, request }) => {
    for (const [login, canEdit, canCreate] of [
      ['dealer.user', false, false],
      ['dealer.admin', true, true],
      ['business.admin', true, false],
      ['farm.admin', false, false],
    ] as const) {
      const session = await apiSignIn(request, login);
      const own = await ownOrganisation(request, session);
      await openAs(page, session, '/dashboard/groups');
      await expect(page.getByRole('region', { name: 'Your account' }).getByRole('heading', { name: own.name })).toBeVisible();
      await expect(page.getByRole('link', { name: 'View', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: `Edit ${own.name}` }), login).toHaveCount(canEdit ? 1 : 0);
      await expect(page.getByRole('button', { name: 'Create New Account' }), login).toHaveCount(canCreate ? 1 : 0);
      if (login === 'dealer.user') {
        await expect(page.getByRole('table', { name: 'Businesses' }).getByRole('link', { name: /^Edit / })).toHaveCount(0);
        await expect(
          page
            .getByRole('table', { name: 'Businesses' })
            .getByRole('link', { name: /^View / })
            .first(),
        ).toBeVisible();
      }
      if (login === 'business.admin') await expect(page.getByText(/There are no accounts below Green Acres Growers/)).toBeVisible();
    }
  });

  test('says why when the list cannot load', async ({ page }) => {
    await signIn(page, demoLogin('distributor.admin'));
    await page.route('**/user/*/organisations*', (route) => route.abort('internetdisconnected'));
    await page.goto('/dashboard/groups');
    await expect(page.getByRole('alert')).toContainText('Accounts could not be loaded: You might be offline');

    await page.unroute('**/user/*/organisations*');
    await page.route('**/user/*/organisations*', (route) =>
      route.fulfill({ status: 500, json: { success: false, status: 500, message: 'Database unavailable', error: 'Internal', data: null } }),
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toContainText('Accounts could not be loaded: Database unavailable');
  });
});

test.describe('one account', () => {
  test('shows its child accounts grouped by type, filtered by name', async ({ page }) => {
    await signIn(page, demoLogin('distributor.admin'));
    await page.goto('/dashboard/groups');
    await page.getByRole('link', { name: 'View Valley Water Partners' }).click();
    await expect(page).toHaveURL(/\/dashboard\/groups\/[A-Za-z0-9]+$/);
    await expect(page.getByRole('heading', { name: 'Valley Water Partners', level: 1 })).toBeVisible();
    await expect(exactText(page, 'Dealer account under Great Plains Ag Distribution')).toBeVisible();
    await expect(rowNames(page, 'Businesses')).toHaveText(['Platte River Farms', 'San Joaquin Orchards']);
    await expect(page.getByRole('table', { name: 'Dealers' })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Filter accounts by name' }).fill('platte');
    await expect(rowNames(page, 'Businesses')).toHaveText(['Platte River Farms']);

    // The breadcrumb leads up to the distributor, whose page groups dealers and businesses.
    await page.getByRole('link', { name: 'Great Plains Ag Distribution' }).click();
    await expect(page.getByRole('heading', { name: 'Great Plains Ag Distribution', level: 1 })).toBeVisible();
    await expect(rowNames(page, 'Dealers')).toHaveText(['Heartland Irrigation Supply', 'Valley Water Partners']);
    await expect(rowNames(page, 'Businesses')).toContainText(['Platte River Farms']);
  });

  test("someone else's account reads as not found", async ({ page, request }) => {
    const distributor = await apiSignIn(request, 'distributor.admin');
    const valley = (await call(request, 'GET', '/org?type=dealer', { session: distributor })).find(
      (o: { name: string }) => o.name === 'Valley Water Partners',
    );
    await openAs(page, await apiSignIn(request, 'dealer.admin'), `/dashboard/groups/${valley.objectId}`);
    await expect(page.getByText("This account doesn't exist or isn't yours to see.")).toBeVisible();
  });

  test('the edit screen needs navigation state, otherwise it goes back to the list', async ({ page }) => {
    await signIn(page, demoLogin('dealer.admin'));
    await page.goto('/dashboard/groups/edit');
    await expect(page).toHaveURL(/\/dashboard\/groups$/);
    await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  });
});

test.describe('editing an account', () => {
  test('basic information saves one field on blur, only when valid and changed', async ({ page, request }) => {
    const business = await freshBusiness(request);
    await editOwnAccount(page, business.admin);
    const patches: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().includes('/org/')) patches.push(r.postData() ?? '');
    });

    // Spec 000 §5: name, Headquarter Address, a valid business e-mail and a phone are required.
    const rules: [string, string, string][] = [
      ['Name', '', 'Name is required'],
      ['Headquarter Address', ' ', 'Headquarter Address is required'],
      ['Business Email', '', 'Business Email is required'],
      ['Business Email', 'office@', 'Business Email must be a valid e-mail address'],
      ['Phone', '', 'Phone is required'],
      ['Phone', 'call me', 'Phone must be digits, optionally starting with + and using ( ) or -'],
      ['Phone', '++1 806', 'Phone must be digits, optionally starting with + and using ( ) or -'],
    ];
    for (const [field, value, message] of rules) {
      const before = await textbox(page, field).inputValue();
      await textbox(page, field).fill(value);
      await textbox(page, field).blur();
      await expect(exactText(page, message)).toBeVisible();
      await textbox(page, field).fill(before);
      await textbox(page, field).blur();
    }
    expect(patches).toEqual([]);

    await textbox(page, 'Phone').fill('+1 (806) 555-0199');
    await textbox(page, 'Phone').blur();
    await expect(flash(page)).toHaveText("'Phone' updated");
    expect(patches).toEqual([JSON.stringify({ phone: '+1 (806) 555-0199' })]);
    // Leaving an unchanged field saves nothing.
    await textbox(page, 'Phone').focus();
    await textbox(page, 'Phone').blur();
    await textbox(page, 'Name').focus();
    await textbox(page, 'Name').blur();
    // The blur handlers have run two frames on; a PATCH they started is seen before the reload ends.
    await framesDrawn(page);
    await page.reload();
    await expect(textbox(page, 'Phone')).toHaveValue('+1 (806) 555-0199');
    expect(patches).toHaveLength(1);
  });

  test("a failed save says so with the server's message, or that the call never arrived", async ({ page, request }) => {
    const business = await freshBusiness(request);
    await editOwnAccount(page, business.admin);
    await page.route('**/org/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            json: { success: false, status: 500, message: 'Database unavailable', error: 'Internal', data: null },
          })
        : route.fallback(),
    );
    await textbox(page, 'Name').fill(`${business.name} LLC`);
    await textbox(page, 'Name').blur();
    await expect(flash(page)).toHaveText("Database unavailable: 'Name' could not be updated");

    await page.unroute('**/org/*');
    await page.route('**/org/*', (route) =>
      route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await textbox(page, 'Headquarter Address').fill('2 Test Rd, Amarillo, TX');
    await textbox(page, 'Headquarter Address').blur();
    // In words, without the request's address (issue 27).
    await expect(flash(page)).toHaveText(`'Headquarter Address' could not be updated. ${NO_CONNECTION}`);
    await expect(textbox(page, 'Headquarter Address')).toHaveValue('2 Test Rd, Amarillo, TX');
  });

  test("the logo saves as soon as it is uploaded: 'image' Updated or 'image' Upload Failed", async ({ page, request }) => {
    const business = await freshBusiness(request);
    await editOwnAccount(page, business.admin);
    await chooseImage(page, page.getByRole('button', { name: 'Upload logo' }), png());
    await expect(flash(page)).toHaveText("'image' Updated");
    await expect(page.getByRole('button', { name: 'Change logo' })).toBeVisible();
    const org = await call(request, 'GET', `/org/${business.orgId}`, { session: business.admin });
    expect(org.image).toMatch(/^\/uploads\//);

    await chooseImage(page, page.getByRole('button', { name: 'Change logo' }), {
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await expect(flash(page)).toHaveText("'image' Upload Failed");
  });
});

test.describe('members', () => {
  test('a role change shows at once, and is undone when the server refuses it', async ({ page, request }) => {
    const business = await freshBusiness(request);
    const member = await freshMember(request, business);
    await editOwnAccount(page, business.admin);
    const admins = page.getByRole('list', { name: 'Admin' });
    const users = page.getByRole('list', { name: 'Users' });
    await expect(users.getByRole('listitem', { name: member.name })).toBeVisible();
    await expect(admins.getByRole('listitem', { name: business.admin.name })).toContainText('You');
    // Nobody changes or removes themselves.
    await expect(page.getByRole('button', { name: `Actions for ${business.admin.name}` })).toHaveCount(0);

    await page.getByRole('button', { name: `Actions for ${member.name}` }).click();
    await page.getByRole('menuitem', { name: 'Make Administrator' }).click();
    await expect(admins.getByRole('listitem', { name: member.name })).toBeVisible();
    await expect(flash(page)).toHaveText(`'${member.name}' is now an Administrator`);
    const team = await call(request, 'GET', `/org/${business.orgId}/users`, { session: business.admin });
    expect(team.admins.map((m: { name: string }) => m.name)).toContain(member.name);

    // The server refuses, after a moment: the screen moves the member at once, then back.
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/org/${business.orgId}/users/*`, async (route) => {
      await answered;
      await route.fulfill({
        status: 500,
        json: { success: false, status: 500, message: 'Database unavailable', error: 'Internal', data: null },
      });
    });
    await page.getByRole('button', { name: `Actions for ${member.name}` }).click();
    await page.getByRole('menuitem', { name: 'Make Member' }).click();
    await expect(users.getByRole('listitem', { name: member.name })).toBeVisible();
    await expect(admins.getByRole('listitem', { name: member.name })).toHaveCount(0);
    release();
    await expect(flash(page)).toHaveText(`Database unavailable: '${member.name}' could not be updated`);
    await expect(admins.getByRole('listitem', { name: member.name })).toBeVisible();
    await expect(users.getByRole('listitem', { name: member.name })).toHaveCount(0);
  });

  test('removing a member asks first, then takes them out of the list', async ({ page, request }) => {
    const business = await freshBusiness(request);
    const member = await freshMember(request, business);
    await editOwnAccount(page, business.admin);

    await page.getByRole('button', { name: `Actions for ${member.name}` }).click();
    await page.getByRole('menuitem', { name: 'Remove from Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Member' });
    await expect(dialog).toContainText(`Remove ${member.name} from ${business.name}?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem', { name: member.name })).toBeVisible();

    await page.getByRole('button', { name: `Actions for ${member.name}` }).click();
    await page.getByRole('menuitem', { name: 'Remove from Account' }).click();
    await page.getByRole('dialog', { name: 'Remove Member' }).getByRole('button', { name: 'Remove' }).click();
    await expect(flash(page)).toHaveText(`'${member.name}' removed`);
    await expect(page.getByRole('listitem', { name: member.name })).toHaveCount(0);
    await expect(exactText(page, 'No users yet.')).toBeVisible();
    // The removed member's session is gone with them.
    expect((await page.request.get(`/user/${member.userId}`, { headers: { Authorization: member.token } })).status()).toBe(401);
  });

  test("'Invite a New Member' validates, stays open on failure and shows 'Invite Email Sent'", async ({ page, request }) => {
    const business = await freshBusiness(request);
    await editOwnAccount(page, business.admin);
    await page.getByRole('button', { name: 'Invite Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a New Member' });
    // Issue 27: Member unless Administrator is chosen, and the chosen level says what it allows.
    await expect(dialog.getByRole('radio', { name: 'Member' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Administrator' })).not.toBeChecked();
    await expect(dialog.getByTestId('invite-level-meaning')).toHaveText(/^Members see .* cannot invite or remove anyone\.$/);

    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await expect(exactText(page, 'New Member Email is required')).toBeVisible();
    await textbox(page, 'New Member Email').fill('bo@localhost');
    await expect(exactText(page, 'New Member Email must be a valid e-mail address')).toBeVisible();

    await textbox(page, 'New Member Email').fill('dealer.user@demo.tilth.farm');
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(DUPLICATE_EMAIL);
    await expect(textbox(page, 'New Member Email')).toHaveAttribute('aria-invalid', 'true');

    const email = `new.${unique()}@fresh.example`;
    await textbox(page, 'New Member Email').fill(email);
    await page.route('**/user/invite/**', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(NO_CONNECTION);
    await expect(textbox(page, 'New Member Email')).toHaveValue(email);
    await page.unroute('**/user/invite/**');

    // Nothing but the e-mail was filled in: a member is invited.
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    const sent = page.getByRole('dialog', { name: 'Invite Email Sent' });
    await expect(sent).toContainText(email);
    expect((await waitForMail(email)).content).toContain('as a member');
    await sent.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('list', { name: 'Invited' }).getByRole('listitem', { name: email })).toContainText('Member');

    // Closing reset the dialog.
    await page.getByRole('button', { name: 'Invite Member' }).click();
    await expect(textbox(page, 'New Member Email')).toHaveValue('');
  });

  test("a dealer admin sees one invited-and-members list without themselves, and 'Create Member +' where inviting is hidden", async ({
    page,
  }) => {
    const dealer = demoLogin('dealer.admin');
    expect(dealer.email).toBe('dealer.admin@demo.tilth.farm');
    await signIn(page, dealer);
    const session = await apiSignIn(page.request, 'dealer.admin');
    const own = await ownOrganisation(page.request, session);
    await page.goto('/dashboard/groups');
    await page.getByRole('link', { name: `Edit ${own.name}` }).click();
    await expect(page.getByRole('heading', { name: `Edit ${own.name}`, level: 1 })).toBeVisible();

    const card = page.getByRole('region', { name: 'Members' });
    const team = card.getByRole('list', { name: /^Team \(/ });
    await expect(team.getByRole('listitem', { name: demoLogin('dealer.user').name })).toBeVisible();
    // One list instead of Admin and Users, and never the dealer admin themselves.
    await expect(card.getByRole('list', { name: 'Admin' })).toHaveCount(0);
    await expect(card.getByRole('list', { name: 'Users' })).toHaveCount(0);
    await expect(team.getByRole('listitem', { name: 'Dana Whitfield' })).toHaveCount(0);
    await expect(card).not.toContainText('Dana Whitfield');
    // They may invite here, so the default button shows and 'Create Member +' doesn't.
    await expect(card.getByRole('button', { name: 'Create Member +' })).toHaveCount(0);

    const email = `dealer.invitee.${unique()}@fresh.example`;
    await card.getByRole('button', { name: 'Invite Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a New Member' });
    await textbox(page, 'New Member Email').fill(email);
    await dialog.getByText('Member', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await page.getByRole('dialog', { name: 'Invite Email Sent' }).getByRole('button', { name: 'Done' }).click();
    const invited = team.getByRole('listitem', { name: email });
    await expect(invited).toContainText('Invited');
    await expect(invited).toContainText('Member');
    await expect(team.getByRole('listitem', { name: 'Dana Whitfield' })).toHaveCount(0);

    // Where the API hides inviting, 'Create Member +' opens the same invite flow instead.
    await page.route(`**/org/${own.objectId}`, async (route) => {
      const response = await route.fetch();
      const envelope = await response.json();
      envelope.data.permissions = envelope.data.permissions.filter((permission: string) => permission !== 'member:invite');
      await route.fulfill({ response, json: envelope });
    });
    await page.reload();
    await expect(team.getByRole('listitem', { name: email })).toContainText('Invited');
    await expect(card.getByRole('button', { name: 'Invite Member' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Create Member +' }).click();
    const created = `dealer.created.${unique()}@fresh.example`;
    await textbox(page, 'New Member Email').fill(created);
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await page.getByRole('dialog', { name: 'Invite Email Sent' }).getByRole('button', { name: 'Done' }).click();
    await expect(team.getByRole('listitem', { name: created })).toContainText('Invited');
  });

  test('team shopping settings show only where the API allows them', async ({ page, request }) => {
    const distributor = await apiSignIn(request, 'distributor.admin');
    await editOwnAccount(page, distributor);
    const card = page.getByRole('region', { name: 'Team Shopping Settings' });
    await expect(card).toBeVisible();
    await textbox(page, 'Receipt Email').fill('billing@plains');
    await card.getByRole('button', { name: 'Save Settings' }).click();
    await expect(exactText(page, 'Receipt Email must be a valid e-mail address')).toBeVisible();
    await textbox(page, 'Receipt Email').fill('billing@plainsag.example');
    await card.getByRole('switch', { name: 'Members may purchase plans' }).check();
    await card.getByRole('button', { name: 'Save Settings' }).click();
    await expect(flash(page)).toHaveText("'Team Shopping Settings' updated");
    await page.reload();
    await expect(textbox(page, 'Receipt Email')).toHaveValue('billing@plainsag.example');
    await expect(card.getByRole('switch', { name: 'Members may purchase plans' })).toBeChecked();

    // Not on a child account, not for a dealer (not a direct child of the provider), not for the provider.
    await page.goto('/dashboard/groups');
    await page.getByRole('link', { name: 'Edit Heartland Irrigation Supply' }).click();
    await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Team Shopping Settings' })).toHaveCount(0);
    for (const login of ['dealer.admin', 'admin']) {
      await editOwnAccount(page, await apiSignIn(request, login));
      await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Team Shopping Settings' })).toHaveCount(0);
    }
    // The provider's own account takes no member invitations.
    await expect(page.getByRole('button', { name: 'Invite Member' })).toHaveCount(0);
  });
});

test.describe('creating an account', () => {
  test('choosing an account that already exists shows a done message instead of creating it', async ({ page }) => {
    await signIn(page, demoLogin('dealer.admin'));
    await page.goto('/dashboard/groups');
    await page.getByRole('button', { name: 'Create New Account' }).click();
    const search = page.getByRole('dialog', { name: 'Add a Business' });
    await search.getByRole('searchbox', { name: 'Search businesses' }).fill('snake');
    await search.getByRole('button', { name: 'Choose Snake River Potato Co.' }).click();
    await expect(search.getByRole('button', { name: 'Choose Green Acres Growers' })).toHaveCount(0);

    const done = page.getByRole('dialog', { name: 'Already One of Your Accounts' });
    await expect(done).toContainText('Snake River Potato Co. is already one of your accounts');
    await done.getByRole('link', { name: 'Open Account' }).click();
    await expect(page.getByRole('heading', { name: 'Snake River Potato Co.', level: 1 })).toBeVisible();
  });

  test("the create form checks every field; a taken user id or e-mail is marked, otherwise 'Cannot Send Data'", async ({ page }) => {
    await signIn(page, demoLogin('dealer.admin'));
    await page.goto('/dashboard/groups');
    await page.getByRole('button', { name: 'Create New Account' }).click();
    await page.getByRole('button', { name: 'Create New Business' }).click();
    const form = page.getByRole('dialog', { name: 'Create a New Business' });
    await form.getByRole('button', { name: 'Send Invite' }).click();
    for (const message of ['Account Name is required', 'Name is required', 'Email is required', 'User Id is required']) {
      await expect(exactText(page, message)).toBeVisible();
    }
    const id = unique();
    await textbox(page, 'Account Name').fill(`Duplicate Test ${id}`);
    await textbox(page, 'Name').fill('Cy Young');
    await textbox(page, 'Email').fill('cy@');
    await expect(exactText(page, 'Email must be a valid e-mail address')).toBeVisible();
    await textbox(page, 'Email').fill(`cy.${id}@fresh.example`);
    await textbox(page, 'User Id').fill('cy young');
    await expect(exactText(page, 'User Id must not contain spaces')).toBeVisible();
    await textbox(page, 'User Id').fill('dealer.user');
    await form.getByRole('button', { name: 'Send Invite' }).click();
    await expect(form.getByRole('alert')).toHaveText(DUPLICATE_USER_ID);
    await expect(textbox(page, 'User Id')).toHaveAttribute('aria-invalid', 'true');
    await textbox(page, 'User Id').fill(`cy.${id}`);
    await expect(textbox(page, 'User Id')).not.toHaveAttribute('aria-invalid', 'true');

    await textbox(page, 'Email').fill('business.user@demo.tilth.farm');
    await form.getByRole('button', { name: 'Send Invite' }).click();
    await expect(form.getByRole('alert')).toHaveText('Cannot Send Data');
    await expect(exactText(page, DUPLICATE_EMAIL)).toBeVisible();
    await textbox(page, 'Email').fill(`cy.${id}@fresh.example`);
    await expect(exactText(page, DUPLICATE_EMAIL)).toBeHidden();
  });
});
