import type { Kysely } from 'kysely';
import { storedDepthsSchema } from '@tilth/domain/sites/stored';
import type { DailyWater } from '@tilth/domain/notifications/conditions';
import type { AlertKind } from '@tilth/domain/notifications/kinds';
import type { Language } from '@tilth/domain/preferences/language';
import type { Database } from '../../db/schema';
import { parseStored } from '../../db/storedJson';
import { userLanguages } from '../../lib/i18n/userLanguage';

/** A monitored site as the alert evaluation sees it: where it sits and its stored values. */
export interface AlertSite {
  id: string;
  siteNumber: string;
  name: string;
  farmId: string;
  timeZone: string;
  /** Materialised path of the farm's business, for the policy's scope. */
  path: string;
  healthLevel: string | null;
  /** Plant type and planting date: no dryness alert outside the crop's season. */
  crop: string | null;
  plantingDate: string | null;
}

export interface StoredEpisode {
  siteId: string;
  kind: AlertKind;
  lastRaisedAt: string;
}

const CHUNK = 500;

export interface EpisodeKey {
  siteId: string;
  kind: AlertKind;
}

function byKind(keys: readonly EpisodeKey[]): Map<AlertKind, string[]> {
  const groups = new Map<AlertKind, string[]>();
  for (const k of keys) {
    const ids = groups.get(k.kind) ?? [];
    ids.push(k.siteId);
    groups.set(k.kind, ids);
  }
  return groups;
}

/** The stored facts the alert job evaluates, read a table at a time (no reading chunk decoded). */
export class AlertRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async monitoredSites(onlySiteId?: string): Promise<AlertSite[]> {
    let query = this.db
      .selectFrom('sites')
      .innerJoin('farms', 'farms.id', 'sites.farm_id')
      .innerJoin('organisations', 'organisations.id', 'farms.business_id')
      .select([
        'sites.id',
        'sites.site_id',
        'sites.name',
        'sites.farm_id',
        'farms.time_zone',
        'organisations.path',
        'sites.health_level',
        'sites.crop',
        'sites.planting_date',
      ])
      .where('sites.status', '=', 'ACTIVE')
      .where('sites.extracted', '=', 0);
    if (onlySiteId !== undefined) query = query.where('sites.id', '=', onlySiteId);
    const rows = await query.execute();
    return rows.map((r) => ({
      id: r.id,
      siteNumber: r.site_id,
      name: r.name,
      farmId: r.farm_id,
      timeZone: r.time_zone,
      path: r.path,
      healthLevel: r.health_level,
      crop: r.crop,
      plantingDate: r.planting_date,
    }));
  }

  /** Sites with an outage open in the disconnection detection. */
  async disconnectedSites(): Promise<Set<string>> {
    const rows = await this.db.selectFrom('disconnections').select('site_id').where('ended_at', 'is', null).execute();
    return new Set(rows.map((r) => r.site_id));
  }

  async batteries(): Promise<Map<string, number | null>> {
    const rows = await this.db.selectFrom('site_battery').select(['site_id', 'percent']).execute();
    return new Map(rows.map((r) => [r.site_id, r.percent === null ? null : Number(r.percent)]));
  }

  /** Derived daily values from `fromDay` on, per site, oldest first. */
  async recentWater(fromDay: string): Promise<Map<string, DailyWater[]>> {
    const rows = await this.db
      .selectFrom('site_daily_values')
      .select(['site_id', 'day', 'aw_percent', 'rp'])
      .where('day', '>=', fromDay)
      .orderBy('site_id')
      .orderBy('day')
      .execute();
    const bySite = new Map<string, DailyWater[]>();
    for (const r of rows) {
      const list = bySite.get(r.site_id) ?? [];
      list.push({ day: r.day, awPercent: r.aw_percent === null ? null : Number(r.aw_percent), rp: Number(r.rp) });
      bySite.set(r.site_id, list);
    }
    return bySite;
  }

  /** Every farm with where it sits, for the farms a user may choose on Edit Profile. */
  async farms() {
    return this.db
      .selectFrom('farms')
      .innerJoin('organisations', 'organisations.id', 'farms.business_id')
      .select(['farms.id', 'farms.name', 'farms.time_zone', 'organisations.path'])
      .orderBy('farms.name')
      .execute();
  }

  /** A site as the evaluation sees it, for single events (a plan change). */
  async site(siteId: string): Promise<AlertSite | undefined> {
    return (await this.monitoredSites(siteId))[0];
  }

  async userExists(userId: string): Promise<boolean> {
    return (await this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
  }

  /** Everyone who may hear alerts, as the policy's actors. */
  async users() {
    return this.db.selectFrom('users').select(['id', 'role', 'organisation_id', 'farm_id']).execute();
  }

  /** Each user's language, for the titles stored in it (issue 34). */
  userLanguages(userIds: readonly string[]): Promise<Map<string, Language>> {
    return userLanguages(this.db, userIds);
  }

  async openEpisodes(): Promise<StoredEpisode[]> {
    const rows = await this.db.selectFrom('alert_episodes').selectAll().execute();
    return rows.map((r) => ({ siteId: r.site_id, kind: r.kind, lastRaisedAt: r.last_raised_at }));
  }

  async storeOpened(keys: readonly EpisodeKey[], at: string): Promise<void> {
    for (let i = 0; i < keys.length; i += CHUNK) {
      await this.db
        .insertInto('alert_episodes')
        .values(keys.slice(i, i + CHUNK).map((k) => ({ site_id: k.siteId, kind: k.kind, opened_at: at, last_raised_at: at })))
        .onConflict((oc) => oc.columns(['site_id', 'kind']).doNothing())
        .execute();
    }
  }

  async remindEpisodes(keys: readonly EpisodeKey[], at: string): Promise<void> {
    for (const [kind, siteIds] of byKind(keys)) {
      for (let i = 0; i < siteIds.length; i += CHUNK) {
        await this.db
          .updateTable('alert_episodes')
          .set({ last_raised_at: at })
          .where('kind', '=', kind)
          .where('site_id', 'in', siteIds.slice(i, i + CHUNK))
          .execute();
      }
    }
  }

  async clearEpisodes(keys: readonly EpisodeKey[]): Promise<void> {
    for (const [kind, siteIds] of byKind(keys)) {
      for (let i = 0; i < siteIds.length; i += CHUNK) {
        await this.db
          .deleteFrom('alert_episodes')
          .where('kind', '=', kind)
          .where('site_id', 'in', siteIds.slice(i, i + CHUNK))
          .execute();
      }
    }
  }

  /**
   * Probes whose battery is unknown or older than their newest reading and not read since
   * `checkedBefore`: the next slice for the battery refresh.
   */
  async batteriesToRefresh(checkedBefore: string, limit: number) {
    const rows = await this.db
      .selectFrom('sites')
      .innerJoin('devices', (join) => join.onRef('devices.site_id', '=', 'sites.id').on('devices.kind', '=', 'probe'))
      .leftJoin('site_battery', 'site_battery.site_id', 'sites.id')
      .select(['sites.id as site_id', 'devices.num', 'devices.depths', 'devices.last_reading_at'])
      .where('sites.status', '=', 'ACTIVE')
      .where('sites.extracted', '=', 0)
      .where('devices.last_reading_at', 'is not', null)
      .where((eb) =>
        eb.or([
          eb('site_battery.site_id', 'is', null),
          eb.and([
            eb('site_battery.reading_at', '<', eb.ref('devices.last_reading_at')),
            eb('site_battery.checked_at', '<', checkedBefore),
          ]),
        ]),
      )
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      siteId: r.site_id,
      deviceNum: Number(r.num),
      depthCount: parseStored(storedDepthsSchema, r.depths, `devices.depths (${r.num})`).length,
      lastReadingAt: Number(r.last_reading_at),
    }));
  }

  async saveBatteries(rows: { siteId: string; percent: number | null; readingAt: number }[], checkedAt: string): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      await this.db
        .insertInto('site_battery')
        .values(
          rows.slice(i, i + CHUNK).map((r) => ({ site_id: r.siteId, percent: r.percent, reading_at: r.readingAt, checked_at: checkedAt })),
        )
        .onConflict((oc) =>
          oc.column('site_id').doUpdateSet((eb) => ({
            percent: eb.ref('excluded.percent'),
            reading_at: eb.ref('excluded.reading_at'),
            checked_at: eb.ref('excluded.checked_at'),
          })),
        )
        .execute();
    }
  }
}
