import type { Kysely } from 'kysely';
import { HARDWARE_TYPES } from '@tilth/domain';
import type { Database } from '../../src/db/schema';
import { newObjectId } from '../../src/lib/ids';
import { provisionSite } from '../../src/modules/sites/siteProvisioner';
import { plantedDaysAgo } from './sites';

export interface SiteFixture {
  name: string;
  /** Hours since the probe's last reading; null: never reported. */
  hoursAgo: number | null;
  extracted?: boolean;
  status?: 'ACTIVE' | 'PENDING' | 'INACTIVE';
  /** Crop and planting date (YYYY-MM-DD); by default corn planted 30 days ago, growing now. */
  crop?: string;
  plantingDate?: string;
}

/** A farm of its own for a test, so counts never depend on what the demo seed holds. */
export async function addFarm(
  db: Kysely<Database>,
  name: string,
  businessName: string,
  createdAt: string,
  place = { latitude: 34.1, longitude: -101.8, timeZone: 'America/Chicago' },
) {
  const business = await db.selectFrom('organisations').select('id').where('name', '=', businessName).executeTakeFirstOrThrow();
  const id = newObjectId();
  await db
    .insertInto('farms')
    .values({
      id,
      name,
      business_id: business.id,
      physical_address: `${name} Rd, Plainview, TX 79072`,
      mailing_address: null,
      latitude: place.latitude,
      longitude: place.longitude,
      time_zone: place.timeZone,
      image: null,
      created_by: null,
      created_at: createdAt,
    })
    .execute();
  return id;
}

export const farmIdByName = async (db: Kysely<Database>, name: string) =>
  (await db.selectFrom('farms').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/**
 * Sites on a farm whose health is set by the probe's last reading time alone (no readings
 * stored): farm health reads only that, as ingestion keeps it. The crop is in season unless the
 * fixture says otherwise: outside it a reporting site has no issues whatever its readings.
 */
export async function addSites(db: Kysely<Database>, farmName: string, sites: SiteFixture[], now = Date.now()) {
  const farmId = await farmIdByName(db, farmName);
  const made = [];
  for (const site of sites) {
    const provisioned = await provisionSite(db, {
      farmId,
      name: site.name,
      status: site.status ?? 'ACTIVE',
      latitude: 34.2,
      longitude: -101.7,
      plan: 'Gold',
      hardware: HARDWARE_TYPES[0]!,
      crop: site.crop ?? 'Corn',
      plantingDate: site.plantingDate ?? plantedDaysAgo(30, now),
      soilType: 'Loam',
      irrigationType: 'Center Pivot',
      installByDate: null,
      rootDepthIn: 36,
      localSensor: false,
      extracted: site.extracted,
    });
    if (site.hoursAgo !== null) {
      const at = Math.floor((now - site.hoursAgo * 3_600_000) / 1000);
      await db.updateTable('devices').set({ first_reading_at: at, last_reading_at: at }).where('num', '=', provisioned.probe.num).execute();
    }
    made.push(provisioned);
  }
  return made;
}
