import type { FarmOverview } from '../sites/farmOverviewService';
import type { FarmRow } from './organisationRepository';

/** Status keys of the documented organisation view, in its order. */
export const REPORTING_STATUSES = ['FAIR', 'LOW', 'MED', 'NOT_CONNECTED'] as const;
export const MOISTURE_STATES = ['HIGH', 'FAIR', 'MED', 'LOW'] as const;

export type ReportingStatus = { status: (typeof REPORTING_STATUSES)[number]; count: number }[];

export const emptyReportingStatus = (): ReportingStatus => REPORTING_STATUSES.map((status) => ({ status, count: 0 }));

/**
 * A farm as a leaf of GET /org/view (the documented "Get Orgnization View" shape), with its sites,
 * their state counts and its weather when the overview is given.
 */
export function presentFarmNode(farm: FarmRow, overview?: FarmOverview) {
  return {
    location: { __type: 'GeoPoint' as const, latitude: farm.latitude, longitude: farm.longitude },
    createdBy: farm.created_by ? { objectId: farm.created_by } : null,
    physicalAddress: farm.physical_address,
    name: farm.name,
    mailingAddress: farm.mailing_address,
    image: farm.image,
    status: 'ACTIVE',
    parentId: farm.business_id,
    createdAt: farm.created_at,
    weather: (overview?.weather ?? []) as unknown[],
    objectId: farm.id,
    moistureState: overview?.moistureState ?? MOISTURE_STATES.map((value) => ({ value, count: 0 })),
    reportingStatus: (overview?.reportingStatus ?? emptyReportingStatus()) as ReportingStatus,
    moistureStateWithSites: (overview?.moistureStateWithSites ?? []) as { siteId: string; state: string }[],
    reportingStatusWithSites: (overview?.reportingStatusWithSites ?? []) as { siteId: string; status: string }[],
    sites: (overview?.sites ?? []) as unknown[],
    children: [] as never[],
  };
}
export type FarmNode = ReturnType<typeof presentFarmNode>;
