import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { settled, WCAG_A_AA } from './axe';
import { demoLogin, signIn } from './support';

// API keys (issue 32): farm.admin sees the demo's key on Edit Profile, creates a read-only key,
// copies the secret shown once, calls the documented org view with it (the Integrations guide's
// first call) and finds the farm; revoked in the card, the same call answers 401. Screenshots of
// the card and of the shown secret for people to look at.

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
async function shot(page: Page, name: string) {
  await page.evaluate('document.activeElement?.blur();');
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false, animations: 'disabled' });
}

interface TreeNode {
  name: string;
  children?: TreeNode[];
}
/** WCAG A/AA on one part of the page (this card or its dialog; the other cards have their own specs). */
async function expectPartAccessible(page: Page, selector: string) {
  await settled(page);
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_A_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`)).toEqual([]);
}

const namesIn = (node: TreeNode): string[] => [node.name, ...(node.children ?? []).flatMap(namesIn)];

/** The documented call of the Integrations guide: GET /org/view/{userId} with the key as a Bearer token. */
const orgView = (request: APIRequestContext, userId: string, key: string) =>
  request.get(`/org/view/${userId}`, { headers: { Authorization: `Bearer ${key}` } });

for (const [device, viewport, phone] of [
  ['desktop', { width: 1440, height: 900 }, false],
  ['phone', { width: 390, height: 844 }, true],
] as const) {
  test.describe(`API keys (${device})`, () => {
    test.use({ viewport, hasTouch: phone, isMobile: phone });

    test('creates a read-only key, shows its secret once, calls the org view with it, and revokes it', async ({
      page,
      context,
      request,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signIn(page, demoLogin('farm.admin'));
      await page.goto('/dashboard/edit-account');
      const card = page.getByRole('region', { name: 'API keys' });
      const guide = card.getByRole('link', { name: /Integrations guide/ });
      await expect(guide).toHaveAttribute('href', '/api/docs/integrations');
      await expect(guide).toHaveAttribute('target', '_blank');

      // The demo's key, with its details in words.
      const demo = card.getByRole('listitem', { name: 'Weather station sync' });
      await expect(demo).toContainText('Read-only');
      await expect(demo).toContainText('Farms');
      await expect(demo).toContainText('Expires');
      await card.scrollIntoViewIfNeeded();
      await shot(page, `api-keys-${device}`);
      await expectPartAccessible(page, 'section[aria-labelledby="section-api-keys"]');

      // Create: a name is required; read-only and 90 days are the defaults.
      await card.getByRole('button', { name: 'Create API key' }).click();
      const form = page.getByRole('dialog', { name: 'Create API key' });
      await expect(form.getByRole('textbox', { name: 'Name' })).toBeVisible();
      await form.getByRole('button', { name: 'Create key' }).click();
      await expect(form.getByText('Give the key a name.', { exact: true })).toBeVisible();
      // Scanned with the field's error showing: the theme's error red passes AA (theme.ts).
      await expectPartAccessible(page, '[role="dialog"]');
      await expect(form.getByRole('radio', { name: /^Read-only/ })).toBeChecked();
      await expect(form.getByRole('radio', { name: '90 days' })).toBeChecked();
      await shot(page, `api-keys-create-${device}`);
      const name = `Pivot logger (${device})`;
      await form.getByRole('textbox', { name: 'Name' }).fill(name);
      await form.getByRole('textbox', { name: 'Name' }).press('Enter');

      // The secret, once, with Copy and the warning; the user id the documented call names.
      const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
      const secret = (await shown.getByTestId('api-key-secret').textContent()) ?? '';
      expect(secret).toMatch(/^tk_[A-Za-z0-9_-]{43}$/);
      const userId = (await shown.getByTestId('api-key-user-id').textContent()) ?? '';
      await expect(shown.getByText('Copy it now — Tilth keeps only a fingerprint and can’t show it again.')).toBeVisible();
      await shown.getByRole('button', { name: 'Copy' }).click();
      await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await shot(page, `api-keys-secret-${device}`);
      await expectPartAccessible(page, '[role="dialog"]');
      await shown.getByRole('button', { name: 'Done' }).click();
      await expect(shown).toBeHidden();
      await expect(page.getByText(secret)).toHaveCount(0);

      const created = card.getByRole('listitem', { name });
      await expect(created).toContainText('Read-only');
      await expect(created).toContainText('All your farms');
      await expect(created).toContainText('Never used');

      // The Integrations guide's call, with the key: farm.admin's account and farm.
      const answer = await orgView(request, userId, secret);
      expect(answer.status()).toBe(200);
      expect(namesIn((await answer.json()).data)).toContain('North Pivot Farm');
      await page.reload();
      await expect(card.getByRole('listitem', { name })).toContainText(/from \S*127\.0\.0\.1/);

      // Revoke, after a confirmation naming the key: it leaves the list and stops working.
      await card.getByRole('button', { name: `Revoke ${name}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Revoke this API key?' });
      await expect(confirm).toContainText(name);
      await confirm.getByRole('button', { name: 'Revoke key' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByTestId('flash')).toHaveText(`Revoked ${name}: it no longer works`);
      await expect(card.getByRole('listitem', { name })).toHaveCount(0);
      await expect(demo).toBeVisible();

      const refused = await orgView(request, userId, secret);
      expect(refused.status()).toBe(401);
      expect((await refused.json()).message).toBe('This API key has been revoked. Create a new one under Edit Profile → API keys.');
    });
  });
}
