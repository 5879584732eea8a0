import type { FarmTreeNode, OrganisationTreeNode } from '@tilth/domain/accounts/organisationView';
import type { FarmRow, OrganisationRow } from '../organisations/organisationRepository';
import { accountStatus, accountType } from '../organisations/organisationPresenter';
import type { FarmOverview } from '../sites/farmOverviewService';
import { emptyReportingStatus, presentFarmNode, type ReportingStatus } from './farmNodePresenter';

export type TreeSort = 'name' | 'createdAt';

/** Alphabetical (ignoring case), or newest first: farm lists sort descending by creation (spec 000 §9). */
export function sortBy<T extends { name: string; createdAt: string }>(items: T[], sort: TreeSort): T[] {
  return [...items].sort((a, b) =>
    sort === 'createdAt' ? b.createdAt.localeCompare(a.createdAt) : a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
}

/** An organisation's counts are the sums over everything below it. */
function sumStatuses(children: { reportingStatus: ReportingStatus }[]): ReportingStatus {
  const total = emptyReportingStatus();
  for (const child of children) {
    for (const entry of child.reportingStatus) {
      const slot = total.find((t) => t.status === entry.status);
      if (slot) slot.count += entry.count;
    }
  }
  return total;
}

/**
 * The account hierarchy of GET /org/view: organisations with their child organisations, and
 * farms as children of businesses. `orgs` must contain the root; anything not below it is ignored.
 */
export function buildOrganisationTree(
  root: OrganisationRow,
  orgs: OrganisationRow[],
  farms: FarmRow[],
  sort: TreeSort,
  overviews: Map<string, FarmOverview> = new Map(),
): OrganisationTreeNode {
  const childOrgs = new Map<string, OrganisationRow[]>();
  for (const org of orgs) {
    if (org.parent_id) childOrgs.set(org.parent_id, [...(childOrgs.get(org.parent_id) ?? []), org]);
  }
  const farmsOf = new Map<string, FarmRow[]>();
  for (const farm of farms) farmsOf.set(farm.business_id, [...(farmsOf.get(farm.business_id) ?? []), farm]);

  const build = (org: OrganisationRow): OrganisationTreeNode => {
    const children: (OrganisationTreeNode | FarmTreeNode)[] = [
      ...sortBy((childOrgs.get(org.id) ?? []).map(build), sort),
      ...sortBy(
        (farmsOf.get(org.id) ?? []).map((farm) => presentFarmNode(farm, overviews.get(farm.id))),
        sort,
      ),
    ];
    return {
      invitedToEmail: org.invited_to_email,
      type: accountType(org),
      name: org.name,
      status: accountStatus(org),
      invitedBy: org.invited_by ? { objectId: org.invited_by } : null,
      parentId: org.parent_id,
      createdAt: org.created_at,
      objectId: org.id,
      image: org.image,
      reportingStatus: sumStatuses(children),
      children,
    };
  };
  return build(root);
}
