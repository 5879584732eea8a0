import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { withAlertServices } from './alertJob';
import { mailsTo, waitForMail } from './mail';
import { chart, graphPath, graphSite, type GraphSite } from './siteGraphSupport';
import { englishLeft, englishOnlyMessages } from './spanishSupport';
import { apiGet, apiSession, farmIdByName, savePreference, type ApiSession } from './sitesSupport';
import { demoLogin, password, signIn, submitSignIn } from './support';

// Spanish (issue 34): chosen in Edit Profile it applies at once and stays; the browser's language
// decides until then (the sign-in page too); the main journeys show no English left from the
// catalogues, dates and numbers read as es-419; an alert e-mail to a Spanish-speaking user arrives
// in Spanish. Screenshots of the Spanish screens go to .tmp/spanish/ for people to look at.

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp', 'spanish');
const english = englishOnlyMessages();
const SPANISH_MONTH = /\b(ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\b/i;

let farmAdmin: ApiSession;
let farmUser: ApiSession;
let site: GraphSite;
let farmId: string;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async ({ request }) => {
  farmAdmin = await apiSession(request, 'farm.admin');
  farmUser = await apiSession(request, 'farm.user');
  site = await graphSite(request, farmAdmin, 'North Pivot Farm', 'North Pivot 1');
  farmId = await farmIdByName(request, farmAdmin, 'North Pivot Farm');
  fs.mkdirSync(shots, { recursive: true });
});

// The other specs read these users in English, as the seed left them.
test.afterAll(async ({ request }) => {
  await savePreference(request, farmAdmin, { language: 'system', browserLanguage: 'en' });
  await savePreference(request, farmUser, { language: 'system', browserLanguage: 'en' });
});

async function expectNoEnglish(page: Page, screen: string) {
  // Let late parts (lazy panels, the map) arrive before reading the page.
  await page.waitForLoadState('networkidle');
  expect(await englishLeft(page, english), `English left on ${screen}`).toEqual([]);
}

/** Signs in from a fresh browser (the sign-in page in its language, English) as a user who chose Spanish. */
async function signInToSpanish(page: Page) {
  await page.goto('/login');
  await submitSignIn(page, demoLogin('farm.admin').email);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-419');
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: false });
}

test('Español picked in Edit Profile applies at once, stays after a reload and is read back by the API', async ({ page, request }) => {
  await savePreference(request, farmAdmin, { language: 'system' });
  await signIn(page, demoLogin('farm.admin'));
  await page.goto('/dashboard/edit-account');
  await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preferences' }).getByRole('radio', { name: "Browser's language" })).toBeChecked();
  await page.getByRole('region', { name: 'Preferences' }).getByText('Español', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Editar perfil', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-419');
  await expect
    .poll(async () => (await apiGet<{ preference: { language: string } }>(request, farmAdmin, '/user/details')).preference.language)
    .toBe('es');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Editar perfil', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preferencias' }).getByRole('radio', { name: 'Español' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('tilth-language'))).toBe('es');
  await expectNoEnglish(page, 'Edit Profile');
  await shoot(page, 'edit-profile-desktop');
});

test('the main journeys read in Spanish: farms, sites, the graph, the planner, the water account, the bell', async ({ page }) => {
  await savePreference(page.request, farmAdmin, { language: 'es' });
  await signInToSpanish(page);

  await page.goto('/dashboard/farms/list-view');
  await expect(page.getByText('North Pivot Farm').first()).toBeVisible();
  await expectNoEnglish(page, 'the farms list');
  await shoot(page, 'farms-desktop');

  await page.goto(`/farm/${farmId}/sites`);
  await expect(page.getByText('North Pivot 1').first()).toBeVisible();
  await expectNoEnglish(page, 'the sites page');
  await shoot(page, 'sites-desktop');

  await page.goto(graphPath(site));
  await expect(chart(page)).toBeVisible();
  await expectNoEnglish(page, 'the site graph');
  await expect(page.locator('main')).toContainText(SPANISH_MONTH);
  await shoot(page, 'graph-desktop');

  await page.goto('/dashboard/planner');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoEnglish(page, 'the planner');
  await shoot(page, 'planner-desktop');

  await page.goto(`/farm/${farmId}/water`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoEnglish(page, 'the water account');
  await shoot(page, 'water-account-desktop');

  await page.goto('/dashboard/fleet');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoEnglish(page, 'fleet health');

  const sitePath = graphPath(site).replace(/\/graph$/, '');
  for (const [screen, path] of [
    ['the site about page', `${sitePath}/about`],
    ['the site template', `${sitePath}/template`],
    ['the site configuration', `${sitePath}/config+subs`],
    ['the farm settings panel', `/farm/${farmId}/sites/settings`],
    ['the accounts page', '/dashboard/groups'],
    ['the shop', '/dashboard/shop'],
    ['the subscriptions', '/dashboard/shop/subscriptions'],
    ['the help page', '/dashboard/help'],
    ['the contact page', '/dashboard/contact'],
    ['the exports', '/dashboard/exports'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoEnglish(page, screen);
  }
  await shoot(page, 'contact-desktop');

  await page.goto(`/farm/${farmId}/sites`);
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  await expect(page.getByRole('dialog', { name: /Notificaciones/ })).toBeVisible();
  await expectNoEnglish(page, 'the notifications panel');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the sites page and the graph in Spanish at 390 px', async ({ page }) => {
    await savePreference(page.request, farmAdmin, { language: 'es' });
    await signInToSpanish(page);
    await page.goto(`/farm/${farmId}/sites`);
    await expect(page.getByText('North Pivot 1').first()).toBeVisible();
    await expectNoEnglish(page, 'the sites page (phone)');
    await shoot(page, 'sites-phone');
    await page.goto(graphPath(site));
    await expect(chart(page)).toBeVisible();
    await expectNoEnglish(page, 'the site graph (phone)');
    await shoot(page, 'graph-phone');
  });
});

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-MX' });

  test('opens the sign-in page in Spanish, and the app while the user leaves the choice to the system', async ({ page }) => {
    await savePreference(page.request, farmUser, { language: 'system' });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expectNoEnglish(page, 'the sign-in page');
    await shoot(page, 'sign-in-desktop');
    await page.getByRole('textbox', { name: 'Usuario' }).fill(demoLogin('farm.user').email);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-419');
    // The browser's language is told to the server: e-mails follow it.
    await expect
      .poll(
        async () =>
          (await apiGet<{ preference: { browserLanguage: string } }>(page.request, farmUser, '/user/details')).preference.browserLanguage,
      )
      .toBe('es');
  });
});

test('an alert e-mail to a Spanish-speaking user arrives in Spanish', async ({ request }) => {
  await savePreference(request, farmUser, { language: 'es' });
  // Below refill point by e-mail, quiet hours off, as chosen in Edit Profile; put back afterwards.
  const { preferences: alertsBefore } = await apiGet<{ preferences: any }>(request, farmUser, '/notifications/preferences');
  const alerts = structuredClone(alertsBefore);
  alerts.kinds.belowRefill = { ...alerts.kinds.belowRefill, email: true };
  alerts.quietHours = { ...alerts.quietHours, enabled: false };
  alerts.digest = false;
  const saveAlerts = async (body: unknown) =>
    expect((await request.put('/notifications/preferences', { headers: { authorization: farmUser.token }, data: body })).ok()).toBe(true);
  await saveAlerts(alerts);
  const EMAIL = demoLogin('farm.user').email;
  const before = mailsTo(EMAIL).length;
  let restore: () => Promise<void> = async () => undefined;
  await withAlertServices(async ({ db }, run) => {
    const farm = await db.selectFrom('users').select('farm_id').where('username', '=', 'farm.user').executeTakeFirstOrThrow();
    const dry = await db
      .selectFrom('sites')
      .select(['id', 'name', 'site_id', 'health_level', 'planting_date'])
      .where('farm_id', '=', farm.farm_id!)
      .where('status', '=', 'ACTIVE')
      .where('extracted', '=', 0)
      .where((eb) => eb.or([eb('health_level', 'is', null), eb('health_level', '!=', 'LOW')]))
      .orderBy('site_id')
      .executeTakeFirstOrThrow();
    await run();
    const planted = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await db.updateTable('sites').set({ health_level: 'LOW', planting_date: planted }).where('id', '=', dry.id).execute();
    await run();
    restore = () =>
      withAlertServices(async (services, again) => {
        await services.db
          .updateTable('sites')
          .set({ health_level: dry.health_level, planting_date: dry.planting_date })
          .where('id', '=', dry.id)
          .execute();
        await again();
      });
  });
  try {
    const mail = await waitForMail(EMAIL, { count: before + 1 });
    expect(mail.subject).toMatch(/punto de recarga/);
    expect(mail.content).toMatch(/punto de recarga/);
    expect(mail.subject).not.toMatch(/fell below/);
  } finally {
    await restore();
    await saveAlerts(alertsBefore);
  }
});
