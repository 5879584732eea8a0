import { z } from 'zod';
import { subscriptionPlanSchema } from './planChanges';

/** Spec 002 §3 "Dealer summary": how many of a dealer's sites sit on each plan. */
export const dealerSummarySchema = z.object({
  dealerId: z.string(),
  dealerName: z.string(),
  noneCount: z.number().int(),
  silverCount: z.number().int(),
  goldCount: z.number().int(),
});
export type DealerSummary = z.infer<typeof dealerSummarySchema>;

/** GET /user/{id}/dealer-summary: an optional dealer-name search (spec 002 §2.6). */
export const dealerSummaryQuerySchema = z.object({ name: z.string().max(200).optional() });

/** A site in "get all site details" (spec 002 §7.3), grouped under its dealer. */
export const dealerSiteSchema = z.object({
  objectId: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  farmId: z.string(),
  farmName: z.string(),
  plan: subscriptionPlanSchema,
  status: z.enum(['ACTIVE', 'PENDING', 'INACTIVE']),
});
export type DealerSite = z.infer<typeof dealerSiteSchema>;

export const dealerSitesSchema = z.object({ dealerId: z.string(), dealerName: z.string(), sites: z.array(dealerSiteSchema) });
export type DealerSites = z.infer<typeof dealerSitesSchema>;

/** '{dealer} - N not subscribed, N silver, N gold' (spec 002 §2.6). */
export function dealerSummaryLine(summary: Pick<DealerSummary, 'dealerName' | 'noneCount' | 'silverCount' | 'goldCount'>): string {
  return `${summary.dealerName} - ${summary.noneCount} not subscribed, ${summary.silverCount} silver, ${summary.goldCount} gold`;
}

/**
 * Dealers by name ignoring case (spec 002 §2.6). Plain code-unit order of the lower-cased names,
 * not the locale's, so the server and every browser agree; equal names keep a stable order by id.
 */
export function sortByDealerName<T extends { dealerName: string; dealerId: string }>(dealers: readonly T[]): T[] {
  const key = (d: T) => d.dealerName.toLowerCase();
  return [...dealers].sort((a, b) => {
    if (key(a) !== key(b)) return key(a) < key(b) ? -1 : 1;
    if (a.dealerName !== b.dealerName) return a.dealerName < b.dealerName ? -1 : 1;
    return a.dealerId < b.dealerId ? -1 : a.dealerId > b.dealerId ? 1 : 0;
  });
}

/** Spec 002 §5: the dealer name contains the search, ignoring case and surrounding spaces. */
export function matchesDealerSearch(dealerName: string, search: string | undefined): boolean {
  const term = (search ?? '').trim().toLowerCase();
  return term === '' || dealerName.toLowerCase().includes(term);
}

/** The dealer lines a search shows, sorted. */
export function dealerSummaryLines(summaries: readonly DealerSummary[], search?: string): DealerSummary[] {
  return sortByDealerName(summaries.filter((s) => matchesDealerSearch(s.dealerName, search)));
}
