import { z } from 'zod';
import { SUBSCRIPTION_PLANS, subscriptionPlanSchema, type SubscriptionPlan } from './planChanges';

/** Spec 002 §2.5's Active radio group. */
export const ACTIVE_FILTERS = ['both', 'active', 'inactive'] as const;
export type ActiveFilter = (typeof ACTIVE_FILTERS)[number];

export const SUBSCRIPTION_HISTORY_PAGE_SIZE = 100;
/** Spec 002 §9: the subscription screens' searches wait this long after the last key. */
export const SUBSCRIPTION_SEARCH_DEBOUNCE_MS = 300;

const planList = z
  .string()
  .max(40)
  .transform((text, ctx) => {
    const plans = text === '' ? [] : text.split(',').map((p) => p.trim());
    for (const plan of plans) {
      if (!(SUBSCRIPTION_PLANS as readonly string[]).includes(plan)) {
        ctx.addIssue({ code: 'custom', message: 'plans must list Gold, Silver or None, comma-separated' });
        return z.NEVER;
      }
    }
    return plans as SubscriptionPlan[];
  });

/** GET /user/{id}/subscription-history: filters of spec 002 §2.5 and a page of site rows. */
export const subscriptionHistoryQuerySchema = z.object({
  siteSearch: z.string().max(200).optional(),
  farmSearch: z.string().max(200).optional(),
  /** Plans to show, comma-separated; absent: all three. An empty list shows no sites. */
  plans: planList.optional(),
  active: z.enum(ACTIVE_FILTERS).default('both'),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(SUBSCRIPTION_HISTORY_PAGE_SIZE),
});
export type SubscriptionHistoryQuery = z.output<typeof subscriptionHistoryQuerySchema>;

export const subscriptionSiteSchema = z.object({
  objectId: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  farmId: z.string(),
  dealerName: z.string(),
  plan: subscriptionPlanSchema,
  status: z.enum(['ACTIVE', 'PENDING', 'INACTIVE']),
  /** A saved change waiting for the farm's next local day, when there is one. */
  pending: z.object({ plan: subscriptionPlanSchema, effectiveDay: z.string() }).nullable(),
});
export type SubscriptionSite = z.infer<typeof subscriptionSiteSchema>;

export const subscriptionFarmSchema = z.object({
  objectId: z.string(),
  name: z.string(),
  /** This page's sites of the farm; empty only for a farm that has no sites at all (no filter on). */
  sites: z.array(subscriptionSiteSchema),
});
export type SubscriptionFarm = z.infer<typeof subscriptionFarmSchema>;

export const subscriptionSummarySchema = z.object({ gold: z.number().int(), silver: z.number().int(), none: z.number().int() });
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const subscriptionHistorySchema = z.object({
  /** Counts over every site the filters match, not just this page. */
  summary: subscriptionSummarySchema,
  farms: z.array(subscriptionFarmSchema),
  /** Rows (sites, plus farms without sites) the filters match; paging counts these. */
  total: z.number().int(),
  /** Farms in the caller's subtree before any filter: 0 is 'No farms for this user'. */
  farmCount: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
  nextSkip: z.number().int().nullable(),
});
export type SubscriptionHistory = z.infer<typeof subscriptionHistorySchema>;

/** Spec 002 §5: trailing (and leading) spaces are trimmed; several site terms are separated by commas. */
export function searchTerms(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((term) => term.trim().toLowerCase())
    .filter((term) => term !== '');
}

/**
 * Spec 002 §5's site search: a term matches a site whose site ID starts with it, or whose site
 * name or dealer name contains it, ignoring case. Any term of the list may match. The server's
 * SQL applies the same rule (tested against this function).
 */
export function matchesSiteSearch(site: { siteId: string; siteName: string; dealerName: string }, search: string | undefined): boolean {
  const terms = searchTerms(search);
  if (terms.length === 0) return true;
  const id = site.siteId.toLowerCase();
  const name = site.siteName.toLowerCase();
  const dealer = site.dealerName.toLowerCase();
  return terms.some((t) => id.startsWith(t) || name.includes(t) || dealer.includes(t));
}

/** Spec 002 §5's farm search: the farm's name contains the text (ignoring case and surrounding spaces). */
export function matchesFarmSearch(farmName: string, search: string | undefined): boolean {
  const term = (search ?? '').trim().toLowerCase();
  return term === '' || farmName.toLowerCase().includes(term);
}

export function matchesActive(status: string, active: ActiveFilter): boolean {
  return active === 'both' || (active === 'active') === (status === 'ACTIVE');
}

/**
 * Whether a site-level filter is on: then farms without a matching site are hidden (spec 002
 * §2.5); the farm search alone still lists a matching farm that has no sites.
 */
export function siteFiltersOn(query: Pick<SubscriptionHistoryQuery, 'siteSearch' | 'plans' | 'active'>): boolean {
  return searchTerms(query.siteSearch).length > 0 || query.active !== 'both' || (query.plans !== undefined && query.plans.length < 3);
}

/** 'Summary : N Gold SiteID(s), N Silver SiteID(s), N not subscribed' (spec 002 §2.5). */
export function summaryLine(summary: SubscriptionSummary): string {
  return `Summary : ${summary.gold} Gold SiteID(s), ${summary.silver} Silver SiteID(s), ${summary.none} not subscribed`;
}
