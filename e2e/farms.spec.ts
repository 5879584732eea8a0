import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { demoFarms } from '@tilth/server/seed/demoData';
import { apiFarmNames, apiSignIn, businessId, createFarms, farmCardNames, farmCards } from './farmsSupport';
import { atRest, demoLogin, mainNav, signIn } from './support';

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });
const BATCH_FARMS = Array.from({ length: 12 }, (_, i) => `E2E Batch Farm ${String(i + 1).padStart(2, '0')}`);
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

test.beforeAll(async ({ request }) => {
  // More than one batch of farms for the platform admin: the demo has six.
  const admin = await apiSignIn(request, 'admin');
  await createFarms(request, admin.token, await businessId(request, admin.token, 'Platte River Farms'), BATCH_FARMS);
});

test.describe('farms list', () => {
  test('shows each farm’s health, expands to its sites, and loads farms in batches of 10 while scrolling', async ({ page, request }) => {
    const session = await apiSignIn(request, 'admin');
    const total = (await apiFarmNames(request, session, '')).length;
    expect(total).toBeGreaterThan(10);
    await signIn(page, demoLogin('admin'));
    await mainNav(page).getByRole('link', { name: 'Farms' }).click();
    await expect(page).toHaveURL(/\/dashboard\/farms\/list-view$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Farms' })).toBeVisible();
    await expect(farmCards(page)).toHaveCount(10);
    await expect(page.getByTestId('farm-count')).toHaveText(`Showing 10 of ${total} farms`);

    // Health counts carry a label, not only a colour.
    const first = farmCards(page).first();
    for (const label of ['Needs attention', 'Has warnings', 'No issues', 'Extracted'])
      await expect(first.getByText(label, { exact: true })).toHaveCount(1);

    await page.getByTestId('farm-card').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(farmCards(page)).toHaveCount(Math.min(20, total));
    await expect(page.getByTestId('farm-count')).toHaveText(`Showing ${Math.min(20, total)} of ${total} farms`);

    // A farm without sites says so; a demo farm lists its sites with a status icon each.
    const empty = farmCards(page).filter({ hasText: BATCH_FARMS[0]! });
    await empty.getByRole('button', { name: `Show sites of ${BATCH_FARMS[0]}` }).click();
    await expect(empty.getByText('No Sites')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search farms' }).fill('North Pivot');
    const pivot = farmCards(page).filter({ hasText: 'North Pivot Farm' });
    await expect(farmCards(page)).toHaveCount(1);
    const toggle = pivot.getByRole('button', { name: 'Show sites of North Pivot Farm' });
    await toggle.click();
    await expect(pivot.getByRole('button', { name: 'Hide sites of North Pivot Farm' })).toHaveAttribute('aria-expanded', 'true');
    const rows = pivot.getByTestId('site-row');
    if ((await rows.count()) > 0) {
      await expect(rows.first().getByRole('img')).toHaveAttribute(
        'aria-label',
        /Needs attention|Has warnings|No issues|Not connected|Extracted|Not installed/,
      );
      await expect(rows.first()).toContainText('ID# ');
    } else {
      await expect(pivot.getByText('No Sites')).toBeVisible();
    }
  });

  test('search waits for typing to pause, ignores trailing spaces and says when nothing matches', async ({ page }) => {
    await signIn(page, demoLogin('admin'));
    await page.goto('/dashboard/farms');
    await expect(farmCards(page)).toHaveCount(10);
    const searches: string[] = [];
    page.on('request', (r) => r.url().includes('/farm/user/') && searches.push(new URL(r.url()).searchParams.get('name') ?? ''));
    const box = page.getByRole('searchbox', { name: 'Search farms' });
    await box.pressSequentially('batch farm 1   ', { delay: 40 });
    await expect(page).toHaveURL(/q=batch\+farm\+1(&|$)/);
    await expect(farmCards(page)).toHaveCount(3); // 10, 11, 12
    // One search for the pause, none per key, and the trailing spaces never reach the server.
    expect(searches.filter((s) => s !== '')).toEqual(['batch farm 1']);
    await box.fill('zzz no such farm');
    await expect(page.getByText('No results for "zzz no such farm"')).toBeVisible();
    await expect(page.getByText("We didn't find any farms listed for that query.")).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(farmCards(page)).toHaveCount(10);
  });

  test('sorts by Recently Added or Alphabetical, refetching the list', async ({ page, request }) => {
    const session = await apiSignIn(request, 'admin');
    await signIn(page, demoLogin('admin'));
    await page.goto('/dashboard/farms/list-view');
    await expect(farmCards(page)).toHaveCount(10);
    expect((await farmCardNames(page)).slice(0, 10)).toEqual((await apiFarmNames(request, session, 'sort=DESC')).slice(0, 10));
    const refetch = page.waitForRequest((r) => r.url().includes('/farm/user/') && r.url().includes('sort=ALPHA-ASC'));
    await page.getByRole('button', { name: 'Sort: Recently Added' }).click();
    await page.getByRole('menuitem', { name: 'Alphabetical' }).click();
    await refetch;
    await expect(page).toHaveURL(/sort=alphabetical/);
    const expected = (await apiFarmNames(request, session, 'sort=ALPHA-ASC')).slice(0, 10);
    expect(expected).toEqual([...expected].sort(byName));
    await expect.poll(() => farmCardNames(page)).toEqual(expected);
  });

  test('takes the status filter from the query string and writes it back', async ({ page, request }) => {
    const session = await apiSignIn(request, 'dealer.admin');
    await signIn(page, demoLogin('dealer.admin'));
    for (const [filter, status] of [
      ['needs-attention', 'LOW'],
      ['has-warning', 'MED'],
      ['no-issues', 'FAIR'],
      ['extracted', 'EXTRACTED'],
    ] as const) {
      await page.goto(`/dashboard/farms/list-view?filter=${filter}`);
      const expected = await apiFarmNames(request, session, `siteStatus=${status}`);
      if (expected.length === 0) await expect(page.getByText('No farms match this filter')).toBeVisible();
      else await expect.poll(() => farmCardNames(page)).toEqual(expected.slice(0, 10));
      await expect(
        page.getByRole('radio', {
          name: { 'needs-attention': 'Needs attention', 'has-warning': 'Has warnings', 'no-issues': 'No issues', extracted: 'Extracted' }[
            filter
          ],
        }),
      ).toBeChecked();
    }
    await page.getByText('All farms', { exact: true }).click();
    await expect(page).not.toHaveURL(/filter=/);
    await page.getByText('Has warnings', { exact: true }).first().click();
    await expect(page).toHaveURL(/filter=has-warning/);
  });

  test('Create New Farm shows only to those who may create farms', async ({ page }) => {
    for (const [login, visible] of [
      ['dealer.user', false],
      ['business.user', false],
      ['farm.user', false],
      ['business.admin', true],
    ] as const) {
      await signIn(page, demoLogin(login));
      await page.goto('/dashboard/farms/list-view');
      await expect(
        page.getByRole('button', { name: 'Field Health Report' }).or(page.getByRole('link', { name: 'Field Health Report' })),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create New Farm' })).toHaveCount(visible ? 1 : 0);
      await page.goto('/logout');
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    }
  });
});

test.describe('tree and map views', () => {
  test('the tree is named after the top level and totals each node', async ({ page }) => {
    await signIn(page, demoLogin('admin'));
    await page.goto('/dashboard/farms/list-view');
    await page.getByRole('button', { name: 'Show As: List View' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['List View', 'Admin View', 'Map View']);
    await page.getByRole('menuitem', { name: 'Admin View' }).click();
    await expect(page).toHaveURL(/\/dashboard\/farms\/tree-view$/);
    const tree = page.getByRole('list', { name: 'Organisation tree' });
    await expect(tree.getByText('Great Plains Ag Distribution')).toBeVisible();
    for (const farm of demoFarms) await expect(tree.getByRole('link', { name: farm.name })).toBeVisible();
    const totals = tree.getByRole('group', { name: 'Site totals of Tilth' });
    for (const label of ['Needs attention', 'Has warnings', 'No issues', 'Not connected'])
      await expect(totals.getByText(label)).toHaveCount(1);
    // Search narrows the tree to matching farms and the accounts above them.
    await page.getByRole('searchbox', { name: 'Search farms' }).fill('Kingsburg');
    await expect(tree.getByTestId('tree-farm')).toHaveCount(1);
    await expect(tree.getByText('Heartland Irrigation Supply')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('button', { name: 'Collapse Great Plains Ag Distribution' }).click();
    await expect(tree.getByTestId('tree-farm')).toHaveCount(0);
  });

  // Issue 27: the tree counted by the age of the newest reading while the list counted by moisture,
  // so a farm with a site needing attention showed 0 on every node. One health, not-reporting sites included.
  test('each farm of the tree totals what the list counts, not connected included', async ({ page, request }) => {
    const session = await apiSignIn(request, 'admin');
    const answer = await request.get(`/farm/user/${session.userId}?limit=1000&withSites=false`, {
      headers: { authorization: session.token },
    });
    type Listed = { name: string; reportingStatus: { status: string; count: number }[] };
    const names = new Set(demoFarms.map((f) => f.name));
    const listed = ((await answer.json()).data.farms as Listed[]).filter((f) => names.has(f.name));
    expect(listed).toHaveLength(demoFarms.length);
    await signIn(page, demoLogin('admin'));
    await page.goto('/dashboard/farms/tree-view');
    const tree = page.getByRole('list', { name: 'Organisation tree' });
    let notConnected = 0;
    for (const farm of listed) {
      const count = (status: string) => farm.reportingStatus.find((c) => c.status === status)?.count ?? 0;
      notConnected += count('NOT_CONNECTED');
      await expect(tree.getByRole('group', { name: `Site totals of ${farm.name}` })).toHaveText(
        `${count('LOW')}Needs attention${count('MED')}Has warnings${count('FAIR')}No issues${count('NOT_CONNECTED')}Not connected`,
      );
    }
    // The demo's disconnected sites show in the tree's not-connected totals.
    expect(notConnected).toBeGreaterThan(0);
    await shot(page, 'farms-tree-totals-desktop');
  });

  test('a dealer’s tree is the Dealer View', async ({ page }) => {
    await signIn(page, demoLogin('dealer.user'));
    await page.goto('/dashboard/farms/tree-view');
    await expect(page.getByRole('button', { name: 'Show As: Dealer View' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Organisation tree' }).getByText('Heartland Irrigation Supply')).toBeVisible();
  });

  test('the map clusters farm pins, which render although no tile loads', async ({ page }) => {
    await signIn(page, demoLogin('admin'));
    await page.goto('/dashboard/farms/list-view?sort=alphabetical');
    await page.getByRole('button', { name: 'Show As: List View' }).click();
    await page.getByRole('menuitem', { name: 'Map View' }).click();
    await expect(page).toHaveURL(/\/dashboard\/farms\/map-view\?sort=alphabetical$/);
    const map = page.getByTestId('farm-map');
    await expect(map.locator('.tilth-pin, .tilth-cluster').first()).toBeVisible();
    await expect(page.getByText('Map tiles could not be loaded. Farm pins still show.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Satellite' })).toBeChecked();
    await page.getByText('Road', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Road' })).toBeChecked();
    await page.getByText('Hybrid', { exact: true }).click();
    // Clusters open up on click until single farms show; a farm's popup leads to its sites.
    for (let i = 0; i < 6 && (await map.locator('.tilth-pin').count()) === 0; i++) {
      const cluster = (await map.locator('.tilth-cluster').first().elementHandle())!;
      await cluster.click();
      // The map flies in and draws its markers again at the new zoom, without the cluster clicked.
      await page.waitForFunction((clicked) => !clicked.isConnected, cluster);
    }
    const pin = map.locator('.tilth-pin').first();
    await expect(pin).toBeVisible();
    await pin.click();
    await page.getByRole('button', { name: 'Open farm' }).click();
    await expect(page).toHaveURL(/\/farm\/[A-Za-z0-9]+\/sites$/);
  });
});

test.describe('screenshots of the farm views', () => {
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`list, tree and map on ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, demoLogin('dealer.admin'));
      await page.goto('/dashboard/farms/list-view');
      await expect(farmCards(page).first()).toBeVisible();
      await farmCards(page)
        .first()
        .getByRole('button', { name: /^Show sites of/ })
        .click();
      await atRest(page);
      await shot(page, `farms-list-${device}`);
      await page.goto('/dashboard/farms/tree-view');
      await expect(page.getByRole('list', { name: 'Organisation tree' })).toBeVisible();
      await shot(page, `farms-tree-${device}`);
      await page.goto('/dashboard/farms/map-view');
      await expect(page.getByTestId('farm-map').locator('.tilth-pin, .tilth-cluster').first()).toBeVisible();
      await atRest(page);
      await shot(page, `farms-map-${device}`);
    });
  }
});
