import { expect, test, type Page } from '@playwright/test';
import { graphPath, graphSite, type GraphSite } from './siteGraphSupport';
import { apiSession, farmIdByName } from './sitesSupport';
import { atRest, demoLogin, signIn } from './support';

/**
 * Issue 37: on a phone (390×844, touch) every visible control of every screen is at least 44×44 CSS
 * pixels (WCAG 2.5.5, target size). A control's target is its own box together with the labels
 * that work it (a checkbox and its label are tapped as one). Exempt: links inside running text
 * (WCAG's inline exception), i.e. a link whose block holds other words than the link's own, and
 * so are the links of a map's credit line (Leaflet's attribution: a line of text in the map's corner).
 */

const MIN = 44;
// Sub-pixel rounding of fractional font metrics.
const SLACK = 0.5;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 180_000 });

interface SmallTarget {
  element: string;
  width: number;
  height: number;
}

/** Every visible interactive element of the page under 44×44, named by role and text. */
async function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ min, slack }) => {
      const selector = [
        'a[href]',
        'button',
        'input:not([type=hidden])',
        'select',
        'textarea',
        'summary',
        '[role=button]',
        '[role=tab]',
        '[role=checkbox]',
        '[role=radio]',
        '[role=switch]',
        '[role=menuitem]',
        '[role=option]',
        '[role=combobox]',
      ].join(',');
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return null;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') return null;
        if (el.closest('[aria-hidden=true], [inert]')) return null;
        // checkVisibility covers display:none ancestors and content-visibility.
        if (!(el as HTMLElement).checkVisibility({ opacityProperty: false, visibilityProperty: true })) return null;
        return box;
      };
      const union = (a: DOMRect, b: DOMRect) => {
        const left = Math.min(a.left, b.left);
        const top = Math.min(a.top, b.top);
        return new DOMRect(left, top, Math.max(a.right, b.right) - left, Math.max(a.bottom, b.bottom) - top);
      };
      const isInline = (el: Element) => getComputedStyle(el).display.startsWith('inline');
      /** A link within running text: its nearest block holds words besides the link's own. */
      const inlineInText = (el: Element) => {
        if (el.tagName !== 'A' || !isInline(el)) return false;
        let block = el.parentElement;
        while (block && isInline(block)) block = block.parentElement;
        if (!block) return false;
        const own = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        const all = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
        return all.length > own.length + 3;
      };
      const name = (el: Element) => {
        const role =
          el.getAttribute('role') ?? (el.tagName === 'INPUT' ? `input[${(el as HTMLInputElement).type}]` : el.tagName.toLowerCase());
        const label =
          el.getAttribute('aria-label') ??
          ((el as HTMLInputElement).labels?.[0]?.textContent || null) ??
          (el.getAttribute('aria-labelledby') && document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent) ??
          el.getAttribute('title') ??
          el.textContent ??
          (el as HTMLInputElement).placeholder ??
          '';
        return `${role} "${label.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
      };
      const found: { element: string; width: number; height: number }[] = [];
      const seen = new Set<Element>();
      for (const el of Array.from(document.querySelectorAll(selector))) {
        if (seen.has(el)) continue;
        seen.add(el);
        let box = visible(el);
        const labels = 'labels' in el ? Array.from((el as HTMLInputElement).labels ?? []) : [];
        for (const label of labels) {
          const labelBox = visible(label);
          if (labelBox) box = box ? union(box, labelBox) : labelBox;
        }
        // A control wrapped in a label, or a visually hidden input shown by its label: the label is the target.
        if (!box) continue;
        if (box.width + slack >= min && box.height + slack >= min) continue;
        if (inlineInText(el)) continue;
        // The map's credit line ('Leaflet | © OpenStreetMap'): links within a line of text, drawn by Leaflet.
        if (el.closest('.leaflet-control-attribution')) continue;
        found.push({ element: name(el), width: Math.round(box.width), height: Math.round(box.height) });
      }
      return found;
    },
    { min: MIN, slack: SLACK },
  );
}

/** Waits until the screen has loaded what it shows: no request pending, nothing busy, animations over. */
async function loaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await atRest(page);
}

/** Visits each screen and returns every small target, named with its screen. */
async function check(page: Page, screens: [name: string, open: () => Promise<void>][]): Promise<string[]> {
  const failures: string[] = [];
  for (const [screen, open] of screens) {
    await open();
    await loaded(page);
    for (const t of await smallTargets(page)) failures.push(`${screen}: ${t.element} is ${t.width}×${t.height}`);
  }
  return failures;
}

const visit = (page: Page, path: string) => () => page.goto(path).then(() => undefined);

test.describe('tap targets on a phone (WCAG 2.5.5, 44×44)', () => {
  let farmId: string;
  let site: GraphSite;

  test.beforeAll(async ({ request }) => {
    const admin = await apiSession(request, 'admin@demo.tilth.farm');
    farmId = await farmIdByName(request, admin, 'North Pivot Farm');
    site = await graphSite(request, admin, 'North Pivot Farm', 'North Pivot 1');
  });

  const sitePath = (tab: string) => graphPath(site).replace(/\/graph$/, `/${tab}`);

  test('public screens: sign in, sign up, forgotten password', async ({ page }) => {
    const failures = await check(page, [
      ['sign in', visit(page, '/login')],
      ['sign up', visit(page, '/signUp')],
      ['forgotten password', visit(page, '/forgot-password')],
    ]);
    expect(failures).toEqual([]);
  });

  test('a grower (farm user): sites, site graph, about, planner, help, contact, profile, menu', async ({ page }) => {
    await signIn(page, demoLogin('farm.user'));
    const failures = await check(page, [
      ['farm sites', visit(page, `/farm/${farmId}/sites`)],
      ['farm sites, pending', visit(page, `/farm/${farmId}/sites?query=Pending`)],
      ['farm notifications panel', visit(page, `/farm/${farmId}/sites/notifications`)],
      ['site graph', visit(page, graphPath(site))],
      ['site about', visit(page, sitePath('about'))],
      ['planner', visit(page, '/dashboard/planner')],
      ['water account', visit(page, `/farm/${farmId}/water`)],
      ['help', visit(page, '/dashboard/help')],
      ['contact', visit(page, '/dashboard/contact')],
      ['edit profile', visit(page, '/dashboard/edit-account')],
      [
        'menu open',
        async () => {
          await page.goto(`/farm/${farmId}/sites`);
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
      ],
      [
        'profile menu open',
        async () => {
          await page.goto(`/farm/${farmId}/sites`);
          await page.getByRole('button', { name: /^Profile menu for/ }).click();
          await expect(page.getByRole('menu')).toBeVisible();
        },
      ],
      [
        'notifications open',
        async () => {
          await page.goto(`/farm/${farmId}/sites`);
          await page.getByRole('button', { name: /^Notifications/ }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
      ],
    ]);
    expect(failures).toEqual([]);
  });

  test('a farm admin: sites panels, site configuration, template', async ({ page }) => {
    await signIn(page, demoLogin('farm.admin'));
    const failures = await check(page, [
      ['farm user access panel', visit(page, `/farm/${farmId}/sites/user-access`)],
      ['farm settings panel', visit(page, `/farm/${farmId}/sites/settings`)],
      ['site configuration', visit(page, sitePath('config+subs'))],
      ['site template', visit(page, sitePath('template'))],
    ]);
    expect(failures).toEqual([]);
  });

  test('a dealer admin: farms, fleet, accounts, subscriptions, exports', async ({ page }) => {
    await signIn(page, demoLogin('dealer.admin'));
    const failures = await check(page, [
      ['farms list', visit(page, '/dashboard/farms/list-view')],
      ['farms tree', visit(page, '/dashboard/farms/tree-view')],
      ['farms map', visit(page, '/dashboard/farms/map-view')],
      ['fleet', visit(page, '/dashboard/fleet')],
      ['accounts', visit(page, '/dashboard/groups')],
      ['subscriptions', visit(page, '/dashboard/shop/subscriptions')],
      ['exports', visit(page, '/dashboard/exports')],
    ]);
    expect(failures).toEqual([]);
  });

  test('the admin: shop, subscriptions tabs, webhooks, outbox, field report', async ({ page }) => {
    await signIn(page, demoLogin('admin'));
    const failures = await check(page, [
      ['shop', visit(page, '/dashboard/shop')],
      [
        'shop product',
        async () => {
          await page.goto('/dashboard/shop');
          await loaded(page);
          await page.locator('a[href*="/dashboard/shop/product/"]').first().click();
          await expect(page).toHaveURL(/\/shop\/product\//);
        },
      ],
      ['subscription plans', visit(page, '/dashboard/shop/subscriptions/plans')],
      ['subscription audit', visit(page, '/dashboard/shop/subscriptions/audit')],
      ['webhooks', visit(page, '/dashboard/webhooks')],
      ['mail outbox', visit(page, '/dashboard/outbox')],
      ['field report', visit(page, '/dashboard/farms/field-report')],
    ]);
    expect(failures).toEqual([]);
  });
});
