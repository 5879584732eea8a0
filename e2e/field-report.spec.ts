import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './mail';
import { demoLogin, signIn } from './support';

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });
const EMAIL = `grower.${Date.now().toString(36)}@report.example`;
// The browser's clock is in another zone than the farms (Texas): the cards must still say farm time.
test.use({ timezoneId: 'Asia/Tokyo' });

test('recipients are added, viewed, edited and deleted, and the report arrives by e-mail', async ({ page }) => {
  await signIn(page, demoLogin('business.admin'));
  await page.goto('/dashboard/farms/list-view');
  await page.getByRole('link', { name: 'Field Health Report' }).click();
  await expect(page).toHaveURL(/\/dashboard\/farms\/field-report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Farm Health Report' })).toBeVisible();
  await expect(page.getByText('every Monday at 07:00 farm time')).toBeVisible();

  // Add: an e-mail and at least one farm are needed.
  await page.getByRole('button', { name: 'Add New' }).click();
  const add = page.getByRole('dialog', { name: 'Add Recipient' });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Email is required')).toBeVisible();
  await expect(add.getByText('Select at least one farm')).toBeVisible();
  await add.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  const farmSearch = add.getByRole('searchbox', { name: 'Search farms' });
  const searched = page.waitForRequest((r) => r.url().includes('/farm/picker?name=north'));
  await farmSearch.fill('north');
  await searched;
  await expect(add.getByRole('group', { name: 'Farms to choose from' }).getByRole('checkbox')).toHaveCount(1);
  await add.getByRole('checkbox', { name: 'North Pivot Farm' }).check();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User Added Successfully.')).toBeVisible();
  await expect(add).toBeHidden();
  const card = page.getByRole('article', { name: EMAIL });
  await expect(card).toContainText('North Pivot Farm');
  await expect(card).toContainText('Not sent yet');
  // 'every Monday at 07:00 farm time': the next send in North Pivot Farm's time (Central), the zone named.
  await expect(card).toContainText(/ · next Mon, [A-Z][a-z]{2} \d{1,2}, \d{4}, 7:00 AM C[SD]T/);
  await shot(page, 'field-report-desktop');

  // View is read-only.
  await card.getByRole('button', { name: `View ${EMAIL}` }).click();
  const view = page.getByRole('dialog', { name: 'Recipient' });
  await expect(view.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  await expect(view.getByRole('checkbox')).toHaveCount(0);
  await expect(view.getByRole('listitem')).toHaveText(['North Pivot Farm']);
  await view.getByRole('button', { name: 'Close', exact: true }).click();

  // Edit adds a farm.
  await card.getByRole('button', { name: `Edit ${EMAIL}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Recipient' });
  await edit.getByRole('checkbox', { name: 'Cotton Flat' }).check();
  await shot(page, 'field-report-modal-desktop');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User Updated Successfully.')).toBeVisible();
  await expect(card).toContainText('Cotton Flat');

  // A failed save shows its message for a second.
  await page.getByRole('button', { name: 'Add New' }).click();
  await add.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await add.getByRole('checkbox', { name: 'Cotton Flat' }).check();
  await add.getByRole('button', { name: 'Save' }).click();
  const failure = page.getByText(`${EMAIL} already receives the Farm Health Report.`);
  await expect(failure).toBeVisible();
  const shownAt = Date.now();
  await expect(failure).toBeHidden({ timeout: 3000 });
  expect(Date.now() - shownAt).toBeLessThan(2000);
  await add.getByRole('button', { name: 'Cancel' }).click();

  // An admin can send the report now; it arrives at a real SMTP server.
  await page.getByRole('button', { name: 'Send Report Now' }).click();
  await expect(page.getByText(/Farm Health Report sent to \d+ recipients?\./)).toBeVisible();
  const mail = await waitForMail(EMAIL);
  expect(mail.subject).toMatch(/^Tilth Farm Health Report: /);
  for (const text of ['North Pivot Farm', 'Cotton Flat', 'Needs attention:', 'No issues:', 'Open the farm: http', '/sites'])
    expect(mail.content).toContain(text);
  expect(mail.content).toMatch(/Content-Type: text\/plain/i);
  expect(mail.content).toMatch(/Content-Type: text\/html/i);
  await expect(card).toContainText(/Last sent [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T · next Mon, /);

  // Delete asks first.
  await card.getByRole('button', { name: `Delete ${EMAIL}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete recipient' });
  await expect(confirm.getByText('User will no longer receive Field health Report. Are you sure?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User Deleted Successfully.')).toBeVisible();
  await expect(card).toBeHidden();

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard\/farms\/list-view$/);
});

test('members manage recipients but only admins send the report on demand', async ({ page }) => {
  await signIn(page, demoLogin('business.user'));
  await page.goto('/dashboard/farms/field-report');
  await expect(page.getByRole('button', { name: 'Add New' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Report Now' })).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the recipient page and modal fit', async ({ page }) => {
    await signIn(page, demoLogin('dealer.admin'));
    await page.goto('/dashboard/farms/field-report');
    await expect(page.getByRole('heading', { level: 1, name: 'Farm Health Report' })).toBeVisible();
    await shot(page, 'field-report-phone');
    await page.getByRole('button', { name: 'Add New' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Recipient' }).getByRole('checkbox').first()).toBeVisible();
    await shot(page, 'field-report-modal-phone');
  });
});
