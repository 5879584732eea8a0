import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class SiteRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A site by its object id or by the numeric site id users type. */
  async findByAnyId(id: string) {
    return this.db
      .selectFrom('sites')
      .selectAll()
      .where((eb) => eb.or([eb('id', '=', id), eb('site_id', '=', id)]))
      .executeTakeFirst();
  }

  /** The organisation path and farm of a site, for the policy. */
  async scopeOf(siteObjectId: string) {
    return this.db
      .selectFrom('sites')
      .innerJoin('farms', 'farms.id', 'sites.farm_id')
      .innerJoin('organisations', 'organisations.id', 'farms.business_id')
      .select([
        'organisations.path',
        'farms.id as farm_id',
        'farms.time_zone',
        'farms.latitude as farm_latitude',
        'farms.longitude as farm_longitude',
      ])
      .where('sites.id', '=', siteObjectId)
      .executeTakeFirst();
  }

  async nextSiteId(): Promise<string> {
    const row = await this.db
      .selectFrom('sites')
      .select(sql<string | null>`max(site_id)`.as('max'))
      .executeTakeFirst();
    const max = row?.max ? Number(row.max) : 10000;
    return String(max + 1);
  }

  async baseStationOf(siteObjectId: string) {
    return this.db.selectFrom('base_stations').selectAll().where('site_id', '=', siteObjectId).executeTakeFirst();
  }

  /** Writes the settings JSON only if it is still `before` (compare-and-set); answers whether it did. */
  async saveSettings(siteObjectId: string, before: string, after: string, updatedAt: string): Promise<boolean> {
    const result = await this.db
      .updateTable('sites')
      .set({ settings: after, updated_at: updatedAt })
      .where('id', '=', siteObjectId)
      .where('settings', '=', before)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
