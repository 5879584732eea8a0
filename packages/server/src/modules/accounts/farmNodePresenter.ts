import { MOISTURE_COUNT_ORDER, REPORTING_STATUSES } from '@tilth/domain';
import type { FarmTreeNode } from '@tilth/domain/accounts/organisationView';
import type { FarmRow } from '../organisations/organisationRepository';
import type { FarmOverview } from '../sites/farmOverviewService';

// The count orders live with the agronomy that computes them, so an empty farm answers the same keys.
export type ReportingStatus = FarmTreeNode['reportingStatus'];

export const emptyReportingStatus = (): ReportingStatus => REPORTING_STATUSES.map((status) => ({ status, count: 0 }));

/**
 * A farm as a leaf of GET /org/view (the documented "Get Orgnization View" shape), with its sites,
 * their state counts and its weather when the overview is given.
 */
export function presentFarmNode(farm: FarmRow, overview?: FarmOverview): FarmTreeNode {
  return {
    location: { __type: 'GeoPoint', latitude: farm.latitude, longitude: farm.longitude },
    createdBy: farm.created_by ? { objectId: farm.created_by } : null,
    physicalAddress: farm.physical_address,
    name: farm.name,
    mailingAddress: farm.mailing_address,
    image: farm.image,
    status: 'ACTIVE',
    parentId: farm.business_id,
    createdAt: farm.created_at,
    weather: overview?.weather ?? [],
    objectId: farm.id,
    moistureState: overview?.moistureState ?? MOISTURE_COUNT_ORDER.map((value) => ({ value, count: 0 })),
    reportingStatus: overview?.reportingStatus ?? emptyReportingStatus(),
    moistureStateWithSites: overview?.moistureStateWithSites ?? [],
    reportingStatusWithSites: overview?.reportingStatusWithSites ?? [],
    sites: overview?.sites ?? [],
    children: [],
  };
}
