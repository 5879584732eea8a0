import type { Kysely } from 'kysely';
import type { Language } from '@tilth/domain/preferences/language';
import { storedRecipientsSchema } from '@tilth/domain/sites/stored';
import type { Database } from '../../db/schema';
import { parseStored } from '../../db/storedJson';
import { userLanguages } from '../../lib/i18n/userLanguage';
import { newObjectId } from '../../lib/ids';

export class DisconnectionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Active, installed sites with their probe's newest reading time. */
  async monitoredProbes() {
    return this.db
      .selectFrom('sites')
      .innerJoin('devices', (join) => join.onRef('devices.site_id', '=', 'sites.id').on('devices.kind', '=', 'probe'))
      .select([
        'sites.id as site_id',
        'sites.site_id as site_number',
        'sites.name',
        'sites.farm_id',
        'devices.device_id',
        'devices.last_reading_at',
      ])
      .where('sites.status', '=', 'ACTIVE')
      .where('sites.extracted', '=', 0)
      .where('devices.last_reading_at', 'is not', null)
      .execute();
  }

  async openFor(siteId: string) {
    return this.db.selectFrom('disconnections').selectAll().where('site_id', '=', siteId).where('ended_at', 'is', null).executeTakeFirst();
  }

  async open(siteId: string, deviceId: string, startedAt: string): Promise<string> {
    const id = newObjectId();
    await this.db
      .insertInto('disconnections')
      .values({ id, site_id: siteId, device_id: deviceId, started_at: startedAt, ended_at: null, notified_at: null })
      .execute();
    return id;
  }

  async markNotified(id: string, at: string, recipients: string[]): Promise<void> {
    await this.db
      .updateTable('disconnections')
      .set({ notified_at: at, notified_to: JSON.stringify(recipients) })
      .where('id', '=', id)
      .execute();
  }

  async close(id: string, endedAt: string): Promise<void> {
    await this.db.updateTable('disconnections').set({ ended_at: endedAt }).where('id', '=', id).execute();
  }

  /** A site's outages, newest first, with the addresses told about each. */
  async history(siteId: string) {
    const rows = await this.db
      .selectFrom('disconnections')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('started_at', 'desc')
      .execute();
    return rows.map((r) => ({
      ...r,
      notified_to: r.notified_to ? parseStored(storedRecipientsSchema, r.notified_to, `disconnections.notified_to (${r.id})`) : null,
    }));
  }

  /** People told about a farm's outages: the farm's own users and its business's admins. */
  async contactsForFarm(farmId: string): Promise<string[]> {
    const farm = await this.db.selectFrom('farms').select('business_id').where('id', '=', farmId).executeTakeFirst();
    if (!farm) return [];
    const rows = await this.db
      .selectFrom('users')
      .select('email')
      .where((eb) =>
        eb.or([eb('farm_id', '=', farmId), eb.and([eb('organisation_id', '=', farm.business_id), eb('role', '=', 'business_admin')])]),
      )
      .orderBy('email')
      .execute();
    return rows.map((r) => r.email);
  }

  /** The language of each of these addresses' users (issue 34); an address without a user reads English. */
  async languagesOf(emails: readonly string[]): Promise<Map<string, Language>> {
    if (emails.length === 0) return new Map();
    const users = await this.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', [...emails])
      .execute();
    const languages = await userLanguages(
      this.db,
      users.map((u) => u.id),
    );
    return new Map(users.map((u) => [u.email, languages.get(u.id) ?? 'en']));
  }
}
