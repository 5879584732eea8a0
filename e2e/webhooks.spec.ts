import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { verifyWebhookSignature } from '@tilth/server/modules/webhooks/webhookSignature';
import { demoLogin, signIn } from './support';

// Webhooks (issue 32): dealer.admin adds a webhook pointing at a receiver started here, copies the
// secret shown once, sends a test event, sees it delivered in the log, and the receiver checks the
// signature with that secret. Screenshots of the screen for people to look at.

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
async function shot(page: Page, name: string) {
  await page.evaluate('document.activeElement?.blur();');
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false, animations: 'disabled' });
}

interface Received {
  signature: string;
  eventId: string;
  body: string;
}

async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        signature: String(request.headers['tilth-signature'] ?? ''),
        eventId: String(request.headers['tilth-event-id'] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/tilth`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

for (const [device, viewport, phone] of [
  ['desktop', { width: 1440, height: 900 }, false],
  ['phone', { width: 390, height: 844 }, true],
] as const) {
  test.describe(`webhooks (${device})`, () => {
    test.use({ viewport, hasTouch: phone, isMobile: phone });

    test('adds a webhook, shows its secret once, sends a signed test event and logs it delivered', async ({ page }) => {
      const receiver = await startReceiver();
      try {
        await signIn(page, demoLogin('dealer.admin'));
        await page.goto('/dashboard/webhooks');
        await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
        // The demo's webhook, with its log: one delivered, one failed with a sentence.
        const demo = page.getByRole('region', { name: 'Webhook http://localhost:9911/tilth-webhook' });
        await expect(demo.getByText('Could not connect: the receiver refused the connection (is it running?).').first()).toBeVisible();
        await expect(demo.getByText('Delivered', { exact: true }).first()).toBeVisible();
        await shot(page, `webhooks-demo-${device}`);

        await page.getByRole('button', { name: 'Add webhook' }).click();
        const form = page.getByRole('dialog', { name: 'Add webhook' });
        await form.getByLabel('URL').fill('http://hooks.example.com/tilth');
        await form.getByRole('checkbox', { name: 'Probe stopped reporting' }).uncheck();
        await form.getByRole('button', { name: 'Add webhook' }).click();
        await expect(form.getByText('plain http is allowed only for localhost or a private network address')).toBeVisible();
        await form.getByLabel('URL').fill(receiver.url);
        await form.getByRole('button', { name: 'Add webhook' }).click();

        const secretDialog = page.getByRole('dialog', { name: 'Copy the signing secret' });
        const secret = (await secretDialog.getByTestId('webhook-secret').textContent())?.trim() ?? '';
        expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
        await shot(page, `webhooks-secret-${device}`);
        await secretDialog.getByRole('button', { name: 'Done' }).click();
        await expect(secretDialog).toBeHidden();

        const card = page.getByRole('region', { name: `Webhook ${receiver.url}` });
        await expect(card.getByText('Below refill point')).toBeVisible();
        await expect(card.getByText('Probe stopped reporting')).toHaveCount(0);
        await expect(card.getByText('Nothing sent yet.')).toBeVisible();
        await card.getByRole('button', { name: 'Send test event' }).click();
        await expect(page.getByText('Test event delivered (answer 204)')).toBeVisible();
        await expect(card.getByText('Delivered', { exact: true }).first()).toBeVisible();
        await expect(card.getByText('Test', { exact: true })).toBeVisible();

        expect(receiver.received).toHaveLength(1);
        const [got] = receiver.received;
        expect(verifyWebhookSignature(secret, got!.signature, got!.body)).toBe(true);
        expect(JSON.parse(got!.body)).toMatchObject({ id: got!.eventId, type: 'test', account: { name: 'Heartland Irrigation Supply' } });

        await card.scrollIntoViewIfNeeded();
        await shot(page, `webhooks-delivered-${device}`);

        // Delete asks first, then the card goes.
        await card.getByRole('button', { name: `More actions for ${receiver.url}` }).click();
        await page.getByRole('menuitem', { name: 'Delete' }).click();
        const confirm = page.getByRole('dialog', { name: 'Delete this webhook?' });
        await confirm.getByRole('button', { name: 'Delete webhook' }).click();
        await expect(card).toHaveCount(0);
      } finally {
        await receiver.close();
      }
    });
  });
}

test("the profile menu leads an account's admin to Webhooks", async ({ page }) => {
  await signIn(page, demoLogin('dealer.admin'));
  await page.getByRole('button', { name: /Profile menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/dashboard\/webhooks$/);
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
});
