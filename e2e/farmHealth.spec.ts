import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays } from '@tilth/domain';
import { expect, test } from '@playwright/test';
import { withDatabase } from './db';
import { farmCards } from './farmsSupport';
import { siteCards } from './sitesSupport';
import { demoLogin, signIn } from './support';

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

type SiteState = { health_level: string | null; planting_date: string | null };

/** Sets a demo site's stored level and planting date for one test (as the derived-values job and a grower would), then puts them back. */
async function withSite(name: string, state: SiteState, work: () => Promise<void>): Promise<void> {
  const before = withDatabase((db) => db.prepare('SELECT health_level, planting_date FROM sites WHERE name = ?').get(name) as SiteState);
  const write = (s: SiteState) =>
    withDatabase((db) =>
      db.prepare('UPDATE sites SET health_level = ?, planting_date = ? WHERE name = ?').run(s.health_level, s.planting_date, name),
    );
  write(state);
  try {
    await work();
  } finally {
    write(before);
  }
}

const plantedDaysAgo = (days: number) => addDays(new Date().toISOString().slice(0, 10), -days);

// Farm health follows the soil while a crop grows (issues 17, 27): a dry field whose crop is in the
// ground counts under Needs attention, computed from its stored level, not from how recently its probe reported.
test('the farms dashboard shows a dry site growing its crop under Needs attention', async ({ page }) => {
  await withSite('Dry Corner', { health_level: 'LOW', planting_date: plantedDaysAgo(30) }, async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demoLogin('admin'));
    await page.goto('/dashboard/farms/list-view?filter=needs-attention');
    const cotton = farmCards(page).filter({ hasText: 'Cotton Flat' });
    await expect(cotton).toHaveCount(1);
    const counts = cotton.getByRole('group', { name: 'Site health of Cotton Flat' });
    await expect(counts).toContainText(/[1-9]\d*Needs attention/);

    await cotton.getByRole('button', { name: 'Show sites of Cotton Flat' }).click();
    const dry = cotton.getByTestId('site-row').filter({ hasText: 'Dry Corner' });
    await expect(dry.getByRole('img', { name: 'Needs attention' })).toBeVisible();
    await page.screenshot({ path: path.join(shots, 'farm-health-needs-attention-desktop.png'), fullPage: true, animations: 'disabled' });
  });
});

// Issue 27: East Dryland's cotton (planted in May) is harvested; its dry profile is nobody's concern.
test('a dry field after harvest has no issues, and its card says why', async ({ page }) => {
  await withSite('East Dryland', { health_level: 'LOW', planting_date: '2026-05-15' }, async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demoLogin('farm.user'));
    await page.goto('/dashboard/farms/list-view');
    const north = farmCards(page).filter({ hasText: 'North Pivot Farm' });
    await north.getByRole('button', { name: 'Show sites of North Pivot Farm' }).click();
    const east = north.getByTestId('site-row').filter({ hasText: 'East Dryland' });
    await expect(east.getByRole('img', { name: 'No issues' })).toBeVisible();

    await east.getByRole('link', { name: 'East Dryland' }).click();
    const card = siteCards(page).filter({ hasText: 'East Dryland' });
    await expect(card.getByRole('meter', { name: 'Available water' })).toHaveAttribute(
      'aria-valuetext',
      /full · No crop growing now \(outside the season\)$/,
    );
    await expect(card.getByTestId('site-pin').last()).toContainText('Outside the season');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: path.join(shots, 'site-card-outside-season-desktop.png'), animations: 'disabled' });
  });
});
