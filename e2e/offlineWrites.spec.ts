import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { IrrigationList, PlannerPage, SiteNote } from '@tilth/domain';
import { savedHashes } from './offlineSupport';
import { expectChartDrawn, graphPath, graphSite, type GraphSite } from './siteGraphSupport';
import { apiGet, apiSession, savePreference, type ApiSession } from './sitesSupport';
import { atRest, demoLogin, password, signIn } from './support';

/**
 * Issue 37, writes without signal: on a phone (390×844, touch) the farm admin adds a note with a
 * photo and logs an irrigation with no connection; both wait on the device ("Waiting to send") and
 * arrive exactly once when the connection is back. A write whose answer was lost is sent again with
 * the same client id and still stored once; a session that ended pauses the queue until the same
 * user signs in again.
 */

const SCREEN = { width: 390, height: 844 };
const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp', 'offline-writes');
test.use({ viewport: SCREEN, isMobile: true, hasTouch: true });

/** A 1×1 PNG, as a phone's picture would be chosen. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const ADMIN = demoLogin('farm.admin');
const FARM = 'North Pivot Farm';

async function shot(page: Page, name: string) {
  await atRest(page);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

const status = (page: Page) => page.getByTestId('outbox-status');
const everNotes = (site: GraphSite) => `/notes/${site.objectId}?fromDate=2020-01-01T00:00:00Z&toDate=2030-01-01T00:00:00Z`;

async function notesWith(request: APIRequestContext, session: ApiSession, site: GraphSite, text: string): Promise<SiteNote[]> {
  return (await apiGet<SiteNote[]>(request, session, everNotes(site))).filter((note) => note.note === text);
}

/** The Add notes dialog: the toolbar's button, or the Graph options sheet's on a phone. */
async function openAddNote(page: Page) {
  const direct = page.getByRole('button', { name: 'Add note' });
  if (!(await direct.isVisible())) await page.getByTestId('graph-options-button').click();
  await page.getByRole('button', { name: 'Add note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add notes' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The phone's Graph options sheet stays open under the Add notes dialog: closed after it. */
async function closeOptionsSheet(page: Page) {
  const sheet = page.getByRole('dialog', { name: 'Graph options' });
  if (await sheet.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  }
}

/**
 * Whether the reading cache has written the planner page (every farm, as the menu opens it) to the
 * device: answers are written in batches a second after they arrive, so a reload sooner would start
 * without them.
 */
const plannerKeptOnDevice = async (page: Page) => (await savedHashes(page)).includes('["planner","page",null,null]');

async function openPlannerRow(page: Page, siteName: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Tilth menu' }).getByRole('link', { name: 'Planner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Irrigation Planner' })).toBeVisible();
  const row = page.getByTestId('planner-row').filter({ has: page.getByRole('link', { name: siteName, exact: true }) });
  await expect(row).toBeVisible();
  return row;
}

test.describe('writes without signal (phone)', () => {
  let admin: ApiSession;
  let site: GraphSite;
  const made: { notes: string[]; depths: number[] } = { notes: [], depths: [] };

  test.beforeAll(async ({ request }) => {
    admin = await apiSession(request, ADMIN.email);
    await savePreference(request, admin, { unit: 'feetInches' });
    // A site of the farm the planner lists, so its irrigation can be logged from the planner too.
    const planner = await apiGet<PlannerPage>(request, admin, '/planner');
    const row = planner.rows.find((r) => r.farmName === FARM) ?? planner.rows[0]!;
    site = await graphSite(request, admin, row.farmName, row.siteName);
  });

  test.afterAll(async ({ request }) => {
    const headers = { authorization: admin.token };
    for (const text of made.notes) {
      for (const note of await notesWith(request, admin, site, text)) await request.delete(`/notes/delete/${note.objectId}`, { headers });
    }
    const list = await apiGet<IrrigationList>(request, admin, `/sites/${site.objectId}/irrigations`);
    for (const log of list.irrigations.filter((l) => made.depths.includes(l.depthIn))) {
      await request.delete(`/sites/${site.objectId}/irrigations/${log.id}`, { headers });
    }
  });

  test('a note with a photo and an irrigation wait on the phone, then arrive exactly once', async ({ page, context, request }) => {
    const noteText = `Offline note ${Date.now()}: hail on the north end`;
    const depth = 1.73;
    made.notes.push(noteText);
    made.depths.push(depth);

    await signIn(page, ADMIN);
    // Online first: the planner and the site's irrigations are loaded, as a grower's phone would have them.
    let row = await openPlannerRow(page, site.name);
    await row.getByRole('button', { name: `Log irrigation on ${site.name}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Log an irrigation' });
    await expect(dialog.getByText('Logged irrigations')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => plannerKeptOnDevice(page)).toBe(true);
    await page.goto(graphPath(site));
    await expectChartDrawn(page);

    await context.setOffline(true);
    const noteDialog = await openAddNote(page);
    await noteDialog.getByRole('textbox', { name: 'Note' }).fill(noteText);
    await noteDialog.getByTestId('note-photo-input').setInputFiles({ name: 'field.png', mimeType: 'image/png', buffer: PNG });
    await expect(noteDialog.getByRole('img', { name: 'The photo to add to the note' })).toBeVisible();
    await noteDialog.getByRole('button', { name: 'Add' }).click();
    await expect(noteDialog).toBeHidden();
    await closeOptionsSheet(page);
    await expect(page.getByTestId('outbox-notice')).toHaveText(
      "Tilth can't reach the server. Your note is kept and will be sent when you're back online.",
    );
    await expect(status(page)).toContainText('1 change waiting to send');
    await page.getByTestId('outbox-notice').getByRole('button', { name: 'Close this message' }).click();

    // The planner, still without signal: the irrigation is kept and listed as waiting in the history.
    row = await openPlannerRow(page, site.name);
    await row.getByRole('button', { name: `Log irrigation on ${site.name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Log an irrigation' });
    await dialog.getByRole('textbox', { name: 'Depth applied (in)' }).fill(String(depth));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByTestId('irrigation-kept')).toHaveText(
      "Tilth can't reach the server. Your irrigation is kept and will be sent when you're back online.",
    );
    const waitingIrrigation = dialog.getByRole('list', { name: 'Irrigations not sent yet' }).getByTestId('outbox-item');
    await expect(waitingIrrigation).toHaveCount(1);
    await expect(waitingIrrigation).toContainText(`${depth.toFixed(2)} in`);
    await expect(waitingIrrigation).toContainText('Waiting to send');
    await shot(page, 'irrigation-waiting-phone');
    await dialog.getByRole('button', { name: 'Close dialog' }).click();

    await expect(status(page)).toContainText('2 changes waiting to send');
    await status(page).getByRole('button', { name: 'Details' }).click();
    const kept = page.getByRole('list', { name: 'Changes kept on this device' }).getByTestId('outbox-item');
    await expect(kept).toHaveCount(2);
    await expect(kept.nth(0)).toContainText(`Note: ${noteText.slice(0, 60)}`);
    await expect(kept.nth(0)).toContainText('(with a photo)');
    await expect(kept.nth(0)).toContainText('Waiting to send');
    await expect(kept.nth(1)).toContainText('Waiting to send');
    await shot(page, 'outbox-waiting-phone');
    await page.keyboard.press('Escape');

    // Back online: both go, in the order they were made, and the line goes away.
    const noteSent = page.waitForResponse((r) => r.url().endsWith(`/notes/add/${site.objectId}`) && r.ok());
    await context.setOffline(false);
    await noteSent;
    await expect(status(page)).toHaveCount(0);

    const stored = await notesWith(request, admin, site, noteText);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.photos).toHaveLength(1);
    expect(stored[0]!.photos[0]!.contentType).toBe('image/jpeg');
    expect(stored[0]!.clientId).toMatch(/^[0-9a-f-]{36}$/);
    const irrigations = await apiGet<IrrigationList>(request, admin, `/sites/${site.objectId}/irrigations`);
    expect(irrigations.irrigations.filter((l) => l.depthIn === depth)).toHaveLength(1);
  });

  test('an answer lost on the way back: the note is sent again with the same client id and stored once', async ({ page, request }) => {
    const noteText = `Lost answer ${Date.now()}: pivot stuck at tower 3`;
    made.notes.push(noteText);
    await signIn(page, ADMIN);
    await page.goto(graphPath(site));
    await expectChartDrawn(page);

    // The first request reaches the server and is stored; its answer is dropped as a lost signal would.
    const clientIds: string[] = [];
    await page.route(`**/notes/add/${site.objectId}`, async (route) => {
      clientIds.push((route.request().postDataJSON() as { clientId: string }).clientId);
      if (clientIds.length === 1) {
        const answer = await route.fetch();
        expect(answer.ok()).toBe(true);
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });

    const dialog = await openAddNote(page);
    await dialog.getByRole('textbox', { name: 'Note' }).fill(noteText);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    await closeOptionsSheet(page);
    await expect(status(page)).toContainText('1 change waiting to send');
    expect(await notesWith(request, admin, site, noteText)).toHaveLength(1);

    // The connection "comes back": the queue sends again at once, whatever its back-off.
    const resent = page.waitForResponse((r) => r.url().endsWith(`/notes/add/${site.objectId}`) && r.ok());
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await resent;
    await expect(status(page)).toHaveCount(0);
    expect(clientIds).toHaveLength(2);
    expect(clientIds[1]).toBe(clientIds[0]);
    expect(await notesWith(request, admin, site, noteText)).toHaveLength(1);
  });

  test('a session that ended pauses the queue; signing in again as the same user sends it', async ({ page, request }) => {
    const noteText = `After sign-in ${Date.now()}: checked the east valve`;
    made.notes.push(noteText);
    await signIn(page, ADMIN);
    await page.goto(graphPath(site));
    await expectChartDrawn(page);

    // The server answers the write as it does for an expired session.
    await page.route(`**/notes/add/${site.objectId}`, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          status: 401,
          error: 'Unauthorized',
          message: 'Your session has ended. Please sign in again.',
          data: null,
        }),
      }),
    );
    const dialog = await openAddNote(page);
    await dialog.getByRole('textbox', { name: 'Note' }).fill(noteText);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    await closeOptionsSheet(page);
    await expect(page.getByTestId('outbox-notice')).toHaveText(
      'Your session has ended. Your note is kept and will be sent when you sign in again.',
    );
    await expect(status(page)).toContainText('Sign in again to send 1 waiting change');
    await shot(page, 'outbox-sign-in-again-phone');
    expect(await notesWith(request, admin, site, noteText)).toHaveLength(0);

    await page.unroute(`**/notes/add/${site.objectId}`);
    const sent = page.waitForResponse((r) => r.url().endsWith(`/notes/add/${site.objectId}`) && r.ok());
    await status(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await sent;
    await expect(status(page)).toHaveCount(0);
    expect(await notesWith(request, admin, site, noteText)).toHaveLength(1);
  });
});

test.describe('writes without signal (desktop)', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('a note kept offline shows in the frame’s line with its details, and is sent once online', async ({ page, context, request }) => {
    const admin = await apiSession(request, ADMIN.email);
    const planner = await apiGet<PlannerPage>(request, admin, '/planner');
    const row = planner.rows.find((r) => r.farmName === FARM) ?? planner.rows[0]!;
    const site = await graphSite(request, admin, row.farmName, row.siteName);
    const noteText = `Desktop offline note ${Date.now()}`;
    try {
      await signIn(page, ADMIN);
      await page.goto(graphPath(site));
      await expectChartDrawn(page);
      await context.setOffline(true);
      const dialog = await openAddNote(page);
      await dialog.getByRole('textbox', { name: 'Note' }).fill(noteText);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(dialog).toBeHidden();
      await expect(status(page)).toContainText('1 change waiting to send');
      await status(page).getByRole('button', { name: 'Details' }).click();
      await expect(page.getByRole('list', { name: 'Changes kept on this device' }).getByTestId('outbox-item')).toContainText(
        'Waiting to send',
      );
      await shot(page, 'outbox-waiting-desktop');
      await page.keyboard.press('Escape');

      const sent = page.waitForResponse((r) => r.url().endsWith(`/notes/add/${site.objectId}`) && r.ok());
      await context.setOffline(false);
      await sent;
      await expect(status(page)).toHaveCount(0);
      expect(await notesWith(request, admin, site, noteText)).toHaveLength(1);
    } finally {
      for (const note of await notesWith(request, admin, site, noteText)) {
        await request.delete(`/notes/delete/${note.objectId}`, { headers: { authorization: admin.token } });
      }
    }
  });
});
