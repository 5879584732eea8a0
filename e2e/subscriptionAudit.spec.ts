import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  dealerSummaryLine,
  formatAuditTime,
  SUBSCRIPTION_PLANS,
  type DealerSites,
  type DealerSummary,
  type PlanAuditPage,
  type SiteSubscription,
  type SubscriptionPlan,
} from '@tilth/domain';
import { demoLogin, password, signIn } from './support';

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });
const ZONE = 'America/Chicago';
const PHONE = { width: 390, height: 844 };

// The browser's clock is the farm belt's: the audit shows UTC times on it.
test.use({ timezoneId: ZONE });

async function apiSession(request: APIRequestContext, username: string) {
  const signin = await request.post('/user/signin', { data: { email: demoLogin(username).email, password } });
  expect(signin.status()).toBe(200);
  const { sessionToken, id } = (await signin.json()).data as { sessionToken: string; id: string };
  const get = async <T>(url: string): Promise<T> => {
    const answer = await request.get(url, { headers: { authorization: sessionToken } });
    expect(answer.status(), url).toBe(200);
    return (await answer.json()).data as T;
  };
  return { id, token: sessionToken, get };
}

/** Heartland's sites with no change waiting (another spec may have left some pending), by site ID. */
async function unchangedHeartlandSites(admin: Awaited<ReturnType<typeof apiSession>>) {
  const dealers = await admin.get<DealerSites[]>(`/user/${admin.id}/dealer-sites`);
  const sites = dealers.find((d) => d.dealerName === 'Heartland Irrigation Supply')!.sites;
  const cards = await Promise.all(sites.map((site) => admin.get<SiteSubscription>(`/site/${site.objectId}/subscription`)));
  return sites.filter((_site, index) => cards[index]!.pending === null);
}

const nextPlan = (plan: SubscriptionPlan) => SUBSCRIPTION_PLANS[(SUBSCRIPTION_PLANS.indexOf(plan) + 1) % SUBSCRIPTION_PLANS.length]!;

test.describe('dealer summary and audit', () => {
  test('the platform admin sees plan changes in the audit and the dealers’ counts', async ({ page, request }) => {
    const admin = await apiSession(request, 'admin');
    // Three Heartland sites move to their next plan through the save call the history page uses.
    const changed = (await unchangedHeartlandSites(admin)).slice(0, 3);
    expect(changed).toHaveLength(3);
    const changes = changed.map((site) => ({ siteId: site.objectId, oldPlan: site.plan, currentPlan: nextPlan(site.plan) }));
    const saved = await request.post('/subscriptions/plan-changes', { headers: { authorization: admin.token }, data: changes });
    expect(saved.status()).toBe(200);

    const audit = await admin.get<PlanAuditPage>('/subscriptions/plan-audit');
    const newest = audit.records.slice(0, 3);
    expect(newest.map((r) => r.siteId).sort()).toEqual(changed.map((s) => s.siteId).sort());

    await signIn(page, demoLogin('admin'));
    await page.goto('/dashboard/shop/subscriptions/audit');
    await expect(page.getByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: 'Plan changes' });
    await expect(table.getByRole('columnheader')).toHaveText(['Site ID', 'Old Plan', 'New Plan', 'Modified By', 'Modified Time']);
    const rows = table.getByTestId('audit-row');
    await expect(rows).toHaveCount(Math.min(audit.total, 50));
    for (const [index, record] of newest.entries()) {
      await expect(rows.nth(index).getByRole('cell')).toHaveText([
        record.siteId,
        record.oldPlan,
        record.currentPlan,
        'Avery Stone',
        formatAuditTime(record.modifiedAt, ZONE),
      ]);
    }
    await expect(rows.first().getByRole('cell').last()).toHaveText(/^[A-Z][a-z]{2} \d{2},\d{4}-\d{2}:\d{2}(AM|PM)$/);
    await shot(page, 'subscriptions-audit-desktop');

    // Site ID search by substring: the middle of one changed site's ID.
    const target = newest[0]!;
    const middle = target.siteId.slice(1, -1);
    await page.getByRole('searchbox', { name: 'Search by Site ID' }).fill(`${middle} `);
    await expect(rows.filter({ hasNotText: middle })).toHaveCount(0);
    await expect(rows.first().getByRole('cell').first()).toHaveText(target.siteId);
    await page.getByRole('searchbox', { name: 'Search by Site ID' }).fill('no-such-site');
    await expect(page.getByText('No plan changes found')).toBeVisible();

    // Dealer Summary: one line per dealer, sorted ignoring case, counting the plans in effect.
    const summary = await admin.get<DealerSummary[]>(`/user/${admin.id}/dealer-summary`);
    await page.getByRole('tab', { name: 'Dealer Summary' }).click();
    await expect(page).toHaveURL(/\/dashboard\/shop\/subscriptions\/plans$/);
    const lines = page.getByTestId('dealer-line');
    await expect(lines).toHaveText(summary.map(dealerSummaryLine));
    await expect(lines.filter({ hasText: /^Heartland Irrigation Supply - \d+ not subscribed, \d+ silver, \d+ gold$/ })).toHaveCount(1);
    await shot(page, 'subscriptions-dealers-desktop');
    await page.getByRole('searchbox', { name: 'Search For Dealer Names' }).fill('  VALLEY ');
    await expect(lines).toHaveText([dealerSummaryLine(summary.find((d) => d.dealerName === 'Valley Water Partners')!)]);

    // The phone layout of both tabs.
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(lines.first()).toBeVisible();
    await shot(page, 'subscriptions-dealers-phone');
    await page.getByRole('tab', { name: 'Audit' }).click();
    await expect(page.getByRole('list', { name: 'Plan changes' }).getByRole('listitem').first()).toContainText(`Site ${target.siteId}`);
    await shot(page, 'subscriptions-audit-phone');
  });

  test('the site’s subscription card: pending change for the distributor’s admin, no card below the provider’s children', async ({
    request,
  }) => {
    const admin = await apiSession(request, 'admin');
    const site = (await unchangedHeartlandSites(admin))[0]!;
    const next = nextPlan(site.plan);
    const saved = await request.post('/subscriptions/plan-changes', {
      headers: { authorization: admin.token },
      data: [{ siteId: site.objectId, oldPlan: site.plan, currentPlan: next }],
    });
    expect(saved.status()).toBe(200);

    const distributor = await apiSession(request, 'distributor.admin');
    const card = await distributor.get<SiteSubscription>(`/site/${site.objectId}/subscription`);
    expect(card).toMatchObject({ plan: site.plan, pending: { plan: next }, showCard: true, canUpdate: true });
    const dealer = await apiSession(request, 'dealer.admin');
    expect(await dealer.get<SiteSubscription>(`/site/${site.siteId}/subscription`)).toMatchObject({ showCard: false, canUpdate: false });
  });
});
