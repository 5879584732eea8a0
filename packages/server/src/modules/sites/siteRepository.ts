import { sql, type Kysely, type Selectable } from 'kysely';
import { storedSiteSettingsSchema, type StoredSiteSettings } from '@tilth/domain/sites/stored';
import type { Database, SiteTable } from '../../db/schema';
import { parseStored } from '../../db/storedJson';
import { likeContaining, nameContainsIgnoringSpaces } from '../../db/textSearch';
import { DeviceRepository, type DeviceRecord } from '../telemetry/deviceRepository';
import { StationRepository } from '../telemetry/stationRepository';

/** A site as the code past this repository sees it: its settings read from their JSON. */
export type SiteRecord = Omit<Selectable<SiteTable>, 'settings'> & {
  settings: StoredSiteSettings;
  /** The settings exactly as stored: the compare-and-set token of saveSettings. */
  settingsText: string;
};

export function siteRecord(row: Selectable<SiteTable>): SiteRecord {
  return {
    ...row,
    settings: parseStored(storedSiteSettingsSchema, row.settings, `sites.settings (site ${row.id})`),
    settingsText: row.settings,
  };
}

/** A site with its devices and the radio id of its base station. */
export interface EquippedSite {
  site: SiteRecord;
  devices: DeviceRecord[];
  baseStationDeviceId: string | null;
}

/** Which sites of some farms: never extracted ones; optionally by status and a search term. */
export interface FarmSitesFilter {
  farmIds: string[];
  statuses?: string[];
  /** Lower-case text found in the name (case-insensitive) or in the site id. */
  search?: string;
}

/** The columns a site list orders by, without the settings and devices a card needs. */
export interface SiteEntry {
  id: string;
  name: string;
  site_id: string;
}

export class SiteRepository {
  private readonly devices: DeviceRepository;
  private readonly stations: StationRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.devices = new DeviceRepository(db);
    this.stations = new StationRepository(db);
  }

  /** A site by its object id or by the numeric site id users type. */
  async findByAnyId(id: string): Promise<SiteRecord | undefined> {
    const row = await this.db
      .selectFrom('sites')
      .selectAll()
      .where((eb) => eb.or([eb('id', '=', id), eb('site_id', '=', id)]))
      .executeTakeFirst();
    return row && siteRecord(row);
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
        'farms.name as farm_name',
        'farms.time_zone',
        'farms.latitude as farm_latitude',
        'farms.longitude as farm_longitude',
      ])
      .where('sites.id', '=', siteObjectId)
      .executeTakeFirst();
  }

  /** The organisation path and farm of each of these sites (object ids) that exists, for the policy. */
  async scopesOf(siteObjectIds: readonly string[]): Promise<{ id: string; path: string; farm_id: string }[]> {
    if (siteObjectIds.length === 0) return [];
    return this.db
      .selectFrom('sites')
      .innerJoin('farms', 'farms.id', 'sites.farm_id')
      .innerJoin('organisations', 'organisations.id', 'farms.business_id')
      .select(['sites.id', 'organisations.path', 'farms.id as farm_id'])
      .where('sites.id', 'in', [...siteObjectIds])
      .execute();
  }

  private ofFarmsQuery(filter: FarmSitesFilter) {
    let query = this.db.selectFrom('sites').where('farm_id', 'in', filter.farmIds);
    if (filter.statuses) query = query.where('status', 'in', filter.statuses);
    query = query.where('extracted', '=', 0);
    const search = filter.search;
    if (search) {
      query = query.where((eb) =>
        eb.or([nameContainsIgnoringSpaces('name', search), sql<boolean>`site_id like ${likeContaining(search)} escape '!'`]),
      );
    }
    return query;
  }

  /** Id, name and site id of the farms' sites, for lists that order and page before loading cards (no order: as stored). */
  async entriesOfFarms(filter: FarmSitesFilter): Promise<SiteEntry[]> {
    if (filter.farmIds.length === 0) return [];
    return this.ofFarmsQuery(filter).select(['id', 'name', 'site_id']).execute();
  }

  /** The farms' sites with their devices and base stations; as stored, or by site id. */
  async ofFarms(filter: FarmSitesFilter, order: 'stored' | 'siteId' = 'stored'): Promise<EquippedSite[]> {
    if (filter.farmIds.length === 0) return [];
    let query = this.ofFarmsQuery(filter).selectAll();
    if (order === 'siteId') query = query.orderBy('site_id');
    return this.equip((await query.execute()).map(siteRecord));
  }

  /** These sites (of any farm, extracted or not) with their devices and base stations, in no particular order. */
  async withEquipment(siteObjectIds: string[]): Promise<EquippedSite[]> {
    if (siteObjectIds.length === 0) return [];
    const rows = await this.db.selectFrom('sites').selectAll().where('id', 'in', siteObjectIds).execute();
    return this.equip(rows.map(siteRecord));
  }

  private async equip(sites: SiteRecord[]): Promise<EquippedSite[]> {
    const ids = sites.map((s) => s.id);
    const devices = await this.devices.findBySites(ids);
    const stations = await this.stations.deviceIdsOfSites(ids);
    const bySite = new Map<string, DeviceRecord[]>(ids.map((id) => [id, []]));
    for (const device of devices) bySite.get(device.site_id!)?.push(device);
    return sites.map((site) => ({ site, devices: bySite.get(site.id) ?? [], baseStationDeviceId: stations.get(site.id) ?? null }));
  }

  async nextSiteId(): Promise<string> {
    const row = await this.db
      .selectFrom('sites')
      .select(sql<string | null>`max(site_id)`.as('max'))
      .executeTakeFirst();
    const max = row?.max ? Number(row.max) : 10000;
    return String(max + 1);
  }

  async insert(site: Omit<SiteTable, 'settings'> & { settings: StoredSiteSettings }): Promise<void> {
    await this.db
      .insertInto('sites')
      .values({ ...site, settings: JSON.stringify(site.settings) })
      .execute();
  }

  async baseStationOf(siteObjectId: string) {
    return this.db.selectFrom('base_stations').selectAll().where('site_id', '=', siteObjectId).executeTakeFirst();
  }

  /**
   * Writes the settings only if they are still the text `before` (compare-and-set, `settingsText`
   * of the site read), so nobody's concurrent change is overwritten; answers whether it did.
   */
  async saveSettings(siteObjectId: string, before: string, after: StoredSiteSettings, updatedAt: string): Promise<boolean> {
    const result = await this.db
      .updateTable('sites')
      .set({ settings: JSON.stringify(after), updated_at: updatedAt })
      .where('id', '=', siteObjectId)
      .where('settings', '=', before)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
