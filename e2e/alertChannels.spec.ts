import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { PHONE_FORMAT_MESSAGE } from '@tilth/domain/alertChannels/phone';
import { freshBusiness, freshMember, openAs } from './accountsSupport';
import { withDatabase } from './db';
import { demoLogin, signIn } from './support';

// Alert channels (issue 32): a phone number verified with the code the built-in SMS provider kept,
// text messages turned on for an alert, and "Notify this device" in Chromium with notifications
// granted. Screenshots of the card for people to look at.

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
async function shot(page: Page, name: string) {
  await page.evaluate('document.activeElement?.blur();');
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false, animations: 'disabled' });
}

/** The newest code texted to a number, from the local provider's table. */
function textedCode(phone: string): string | undefined {
  const row = withDatabase(
    (db) =>
      db.prepare('SELECT body FROM text_messages WHERE recipient = ? ORDER BY created_at DESC LIMIT 1').get(phone) as
        { body: string } | undefined,
  );
  return /code is (\d{6})\./.exec(row?.body ?? '')?.[1];
}

for (const [device, viewport, phone] of [
  ['desktop', { width: 1440, height: 900 }, false],
  ['phone', { width: 390, height: 844 }, true],
] as const) {
  test.describe(`alert channels (${device})`, () => {
    test.use({ viewport, hasTouch: phone, isMobile: phone });

    test('verifies a phone number with the texted code, turns text messages on, and sets up push on this device', async ({
      page,
      context,
      request,
    }) => {
      const business = await freshBusiness(request);
      const member = await freshMember(request, business);
      const number = `+1806555${String(Date.now() % 10_000).padStart(4, '0')}`;
      await openAs(page, member, '/dashboard/edit-account');
      const card = page.getByRole('region', { name: 'Push and text messages' });
      await expect(card.getByRole('button', { name: 'Notify this device' })).toBeVisible();

      // A number without + and country code is refused, saying how to write it.
      const mobile = card.getByRole('textbox', { name: 'Mobile number' });
      await mobile.fill('806-555-0150');
      await card.getByRole('button', { name: 'Save number' }).click();
      await expect(card.getByText(PHONE_FORMAT_MESSAGE)).toBeVisible();
      await expect(mobile).toHaveAttribute('aria-invalid', 'true');

      await mobile.fill(number.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '+1 $1 $2 $3'));
      await card.getByRole('button', { name: 'Save number' }).click();
      await expect(card.getByText('Not verified', { exact: true })).toBeVisible();
      await card.getByRole('button', { name: 'Send code' }).click();
      await expect(card.getByRole('textbox', { name: 'Code from the text message' })).toBeVisible();
      await expect(card.getByText(/A new code can be sent in \d+ s\./)).toBeVisible();
      await expect(card.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
      const code = textedCode(number);
      expect(code).toMatch(/^\d{6}$/);

      await card.getByRole('textbox', { name: 'Code from the text message' }).fill(code === '000000' ? '111111' : '000000');
      await card.getByRole('button', { name: 'Verify' }).click();
      await expect(card.getByText('That code is not right. Check the text message and try again.')).toBeVisible();
      await card.getByRole('textbox', { name: 'Code from the text message' }).fill(code!);
      await card.getByRole('textbox', { name: 'Code from the text message' }).press('Enter');
      await expect(card.getByText('Verified', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Send code' })).toHaveCount(0);

      // Text messages for dry soil, saved with the other alert choices.
      const alerts = page.getByRole('region', { name: 'Alerts' });
      await alerts.getByRole('checkbox', { name: 'Below refill point: text message' }).check();
      await alerts.getByRole('button', { name: 'Save alerts' }).click();
      await expect(page.getByTestId('flash')).toHaveText("'Alerts' updated");
      await page.reload();
      await expect(
        page.getByRole('region', { name: 'Alerts' }).getByRole('checkbox', { name: 'Below refill point: text message' }),
      ).toBeChecked();
      await expect(page.getByRole('region', { name: 'Push and text messages' }).getByText('Verified', { exact: true })).toBeVisible();

      // Push: with notifications granted, this device subscribes where the browser reaches a push
      // service; headless Chromium has none, and the card says so in words.
      await context.grantPermissions(['notifications']);
      const hasWorker = await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/')));
      expect(hasWorker).toBe(true);
      await card.getByRole('button', { name: 'Notify this device' }).click();
      const subscribed = card.getByText('This device is notified', { exact: true });
      const refused = card.getByRole('alert').filter({ hasText: 'This browser could not reach its push service' });
      await expect(subscribed.or(refused)).toBeVisible();
      if (await subscribed.isVisible()) {
        await expect(card.getByRole('button', { name: 'Send a test notification' })).toBeEnabled();
      } else {
        await expect(refused).toContainText('Try again later or use another browser.');
        await expect(card.getByRole('button', { name: 'Send a test notification' })).toBeDisabled();
      }
      await card.scrollIntoViewIfNeeded();
      await shot(page, `alert-channels-${device}`);
      await alerts.getByRole('checkbox', { name: 'Below refill point: text message' }).scrollIntoViewIfNeeded();
      await shot(page, `alert-kinds-${device}`);
    });
  });
}

test('the Mail Outbox shows the demo’s kept text message to farm.admin’s verified phone', async ({ page }) => {
  await signIn(page, demoLogin('admin'));
  await page.goto('/dashboard/outbox');
  const texts = page.getByRole('list', { name: 'Kept text messages' });
  await expect(texts.getByRole('listitem').filter({ hasText: 'To +18065550142' }).first()).toContainText(
    'fell below its refill point (North Pivot Farm)',
  );
});
