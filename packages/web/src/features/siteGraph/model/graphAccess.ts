import type { PlanAction } from '@tilth/domain';

/** What the graph screen offers on a site. */
export interface GraphAccess {
  download: boolean;
  prediction: boolean;
  stages: boolean;
  /** The GDD tab shows but asks to upgrade (spec 001 §6: blocked on Silver unless admin). */
  gddBlocked: boolean;
  canDelete: boolean;
}

/**
 * What the graph offers a user for a site, as the API's policy allows it (the site header's
 * `allowedActions`, by role and plan; spec 001 §6): nothing here re-derives the plan rules.
 * Delete Data also needs a gateway (twig) to name.
 */
export function graphAccess(site: { allowedActions: readonly PlanAction[]; twigId: string | null }): GraphAccess {
  const allows = (action: PlanAction) => site.allowedActions.includes(action);
  return {
    download: allows('graph:download'),
    prediction: allows('graph:prediction'),
    stages: allows('graph:stages'),
    gddBlocked: !allows('graph:gdd'),
    canDelete: allows('graphData:delete') && site.twigId !== null,
  };
}
