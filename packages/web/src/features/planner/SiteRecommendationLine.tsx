import type { PlanAction } from '@tilth/domain';
import { RecommendationLine } from './RecommendationLine';
import { useSiteRecommendation } from './plannerApi';

/**
 * The site header's recommendation line, when the site's plan includes the planner (the header's
 * allowedActions). A refusal or a failure shows nothing: the header has enough to say without it.
 */
export function SiteRecommendationLine({ siteObjId, allowedActions }: { siteObjId: string; allowedActions: readonly PlanAction[] }) {
  const allowed = allowedActions.includes('irrigation:recommend');
  const query = useSiteRecommendation(siteObjId, { enabled: allowed });
  if (!allowed || !query.data) return null;
  return <RecommendationLine recommendation={query.data.recommendation} />;
}
