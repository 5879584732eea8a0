import type { Recommendation } from '@tilth/domain';
import { isNotOffered, usePlanner } from './plannerApi';

/**
 * The planner's recommendations for a farm's site cards, asked once for the farm (or, over several
 * farms, for every farm the user sees): each site's line by its object id, and the planner's
 * ranking for the "Irrigate next" sort. A refusal (no site on a plan with the planner) or a
 * failure leaves the cards without lines and the sort without the option; it is never an error.
 */
export function usePlannerLines(farmIds: readonly string[], options: { enabled?: boolean } = {}) {
  const enabled = (options.enabled ?? true) && farmIds.length > 0;
  const query = usePlanner(farmIds.length === 1 ? { farmId: farmIds[0] } : {}, { enabled });
  const rows = query.data?.rows ?? [];
  const bySite = new Map<string, Recommendation>(rows.map((r) => [r.siteObjectId, r.recommendation]));
  return {
    bySite,
    /** Site object ids, the soonest due first. */
    order: rows.map((r) => r.siteObjectId),
    /** Whether "Irrigate next" can be offered: the planner answered, or may still. */
    available: enabled && !(query.error && (isNotOffered(query.error) || !query.data)),
    isPending: enabled && query.isPending && !query.error,
  };
}

/** Sites in the planner's order; those it does not rank keep their order after the ranked ones. */
export function inPlannerOrder<T extends { objectId: string }>(sites: readonly T[], order: readonly string[]): T[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  const position = (site: T) => rank.get(site.objectId) ?? Number.MAX_SAFE_INTEGER;
  return sites
    .map((site, index) => ({ site, index }))
    .sort((a, b) => position(a.site) - position(b.site) || a.index - b.index)
    .map(({ site }) => site);
}
