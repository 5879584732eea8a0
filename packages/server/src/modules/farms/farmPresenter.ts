import { countStatuses, moistureLevelOf, siteHealth, type FarmListItem, type FarmSite, type SiteHealth } from '@tilth/domain';
import type { FarmTable } from '../../db/schema';
import type { FarmListRow, SiteRow } from './farmRepository';

export function presentSite(site: SiteRow, now: number): FarmSite {
  const lastReadingAt = site.last_reading_at === null ? null : site.last_reading_at * 1000;
  return {
    objectId: site.id,
    siteId: site.site_id,
    name: site.name,
    status: site.status,
    health: siteHealth(
      {
        extracted: site.extracted !== 0,
        status: site.status,
        lastReadingAt,
        healthLevel: moistureLevelOf(site.health_level),
        crop: site.crop,
        plantingDate: site.planting_date,
      },
      now,
    ),
    lastReadingAt: lastReadingAt === null ? null : new Date(lastReadingAt).toISOString(),
    plan: site.plan,
    location: { latitude: site.latitude, longitude: site.longitude },
  };
}

/** The fields every farm answer starts with (dashboard, creation, settings, account summary). */
export function farmBasics(
  farm: Pick<FarmTable, 'id' | 'name' | 'physical_address' | 'mailing_address' | 'image' | 'latitude' | 'longitude'>,
) {
  return {
    objectId: farm.id,
    name: farm.name,
    physicalAddress: farm.physical_address,
    mailingAddress: farm.mailing_address,
    image: farm.image,
    location: { latitude: farm.latitude, longitude: farm.longitude },
  };
}

/** A farm of the dashboard (spec 000 §3 'Farm'): counts always, image and sites when asked for. */
export function presentFarm(farm: FarmListRow, healths: SiteHealth[], sites: FarmSite[] | null, options: { image: boolean }): FarmListItem {
  return {
    objectId: farm.id,
    name: farm.name,
    physicalAddress: farm.physical_address,
    mailingAddress: farm.mailing_address,
    ...(options.image && { image: farm.image }),
    location: { latitude: farm.latitude, longitude: farm.longitude },
    businessId: farm.business_id,
    businessName: farm.business_name,
    timeZone: farm.time_zone,
    createdAt: farm.created_at,
    reportingStatus: countStatuses(healths),
    siteCount: healths.filter((h) => h !== 'EXTRACTED').length,
    ...(sites && { sites }),
  };
}
