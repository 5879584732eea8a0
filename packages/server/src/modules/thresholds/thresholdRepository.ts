import { sql, type Kysely, type RawBuilder } from 'kysely';
import { storedSiteSettingsSchema, type StoredSiteSettings } from '@tilth/domain/sites/stored';
import type { Engine } from '../../db/database';
import type { Database } from '../../db/schema';
import { parseStored } from '../../db/storedJson';
import { SiteRepository } from '../sites/siteRepository';
import { deviceRecord } from '../telemetry/deviceRepository';

/** Every query of threshold detection; the JSON look-ups are the only engine-specific SQL. */
export class ThresholdRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {}

  /** A site with what detection needs: settings (and their stored text, for saveSettings), crop calendar, place and the farm's clock. */
  async site(siteObjectId: string) {
    const row = await this.db
      .selectFrom('sites')
      .innerJoin('farms', 'farms.id', 'sites.farm_id')
      .select([
        'sites.id',
        'sites.site_id',
        'sites.settings',
        'sites.crop',
        'sites.crop_template_id',
        'sites.planting_date',
        'sites.soil_type',
        'sites.latitude',
        'sites.longitude',
        'farms.time_zone',
      ])
      .where('sites.id', '=', siteObjectId)
      .executeTakeFirst();
    return (
      row && {
        ...row,
        settings: parseStored(storedSiteSettingsSchema, row.settings, `sites.settings (site ${row.id})`),
        settingsText: row.settings,
      }
    );
  }

  async devices(siteObjectId: string) {
    const rows = await this.db
      .selectFrom('devices')
      .select(['num', 'device_id', 'kind', 'depths', 'first_reading_at', 'last_reading_at'])
      .where('site_id', '=', siteObjectId)
      .orderBy('kind')
      .execute();
    return rows.map(deviceRecord);
  }

  /**
   * Writes the settings only if nobody changed them since they were read (compare-and-set on
   * the whole JSON text), so a user's edit made during a run is never overwritten.
   */
  saveSettings(siteObjectId: string, before: string, after: StoredSiteSettings, updatedAt: string): Promise<boolean> {
    return new SiteRepository(this.db).saveSettings(siteObjectId, before, after, updatedAt);
  }

  /**
   * The threshold page's save (PATCH /site/{id}): the settings compare-and-set as saveSettings, with
   * the crop type and applied template in the same statement; answers whether it wrote.
   */
  async saveSite(
    siteObjectId: string,
    before: string,
    after: StoredSiteSettings,
    columns: { crop: string | null; crop_template_id: string | null },
    updatedAt: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('sites')
      .set({ settings: JSON.stringify(after), ...columns, updated_at: updatedAt })
      .where('id', '=', siteObjectId)
      .where('settings', '=', before)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A field of the `thresholdDetection` record inside the settings JSON, as text or number. */
  private detectionField(path: 'ranAt' | 'to'): RawBuilder<string | null> {
    return this.engine === 'postgres'
      ? sql<string | null>`(sites.settings::jsonb -> 'thresholdDetection' ->> ${sql.lit(path)})`
      : sql<string | null>`json_extract(sites.settings, ${sql.lit(`$.thresholdDetection.${path}`)})`;
  }

  /**
   * Active, non-extracted sites whose probe has moisture readings newer than the last run and
   * whose last run is before `ranBefore`: never-run first, then the oldest run.
   */
  async dueSites(ranBefore: string, limit: number): Promise<string[]> {
    const ranAt = this.detectionField('ranAt');
    const dataTo = this.detectionField('to');
    const rows = await this.db
      .selectFrom('sites')
      .innerJoin('devices', (join) => join.onRef('devices.site_id', '=', 'sites.id').on('devices.kind', '=', 'probe'))
      .select('sites.id')
      .where('sites.status', '=', 'ACTIVE')
      .where('sites.extracted', '=', 0)
      .where('devices.last_reading_at', 'is not', null)
      .where('devices.depths', '!=', '[]')
      .where((eb) => eb.or([eb(ranAt, 'is', null), eb(ranAt, '<', ranBefore)]))
      .where((eb) => eb.or([eb(dataTo, 'is', null), eb(sql`devices.last_reading_at`, '>', sql`cast(${dataTo} as bigint)`)]))
      .orderBy(sql`(${ranAt} is not null)`)
      .orderBy(ranAt)
      .orderBy('sites.id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }
}
