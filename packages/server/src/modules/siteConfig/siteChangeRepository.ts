import type { Kysely, Transaction, Updateable } from 'kysely';
import type { StoredSiteSettings } from '@tilth/domain/sites/stored';
import type { Database, SiteTable } from '../../db/schema';
import { newObjectId } from '../../lib/ids';

/** One change of a site as the changelog keeps it (values as text, JSON for lists and objects). */
export interface SiteChange {
  field: string;
  friendlyName: string;
  oldValue: string | null;
  newValue: string | null;
}

/** A site's change: the settings compare-and-set, its columns, device renames and depths, and its changelog rows. */
export interface SiteChangeWrite {
  siteObjectId: string;
  /** The settings text read (compare-and-set token). */
  before: string;
  settings: StoredSiteSettings;
  columns: Omit<Updateable<SiteTable>, 'settings' | 'updated_at' | 'id'>;
  devices: { id: string; device_id?: string; depths?: number[]; hardware_type?: string }[];
  changes: SiteChange[];
  userId: string;
  updatedAt: string;
}

/**
 * Writes a change of a site and its changelog rows in one transaction, so a failing update leaves
 * neither (the changelog call lists only the rows of changes that happened).
 */
export class SiteChangeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Answers false, writing nothing, when the settings changed since they were read. */
  async save(write: SiteChangeWrite): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('sites')
        .set({ ...write.columns, settings: JSON.stringify(write.settings), updated_at: write.updatedAt })
        .where('id', '=', write.siteObjectId)
        .where('settings', '=', write.before)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      for (const device of write.devices) {
        const { id, depths, ...rest } = device;
        const set = { ...rest, ...(depths ? { depths: JSON.stringify(depths) } : {}) };
        if (Object.keys(set).length > 0) await trx.updateTable('devices').set(set).where('id', '=', id).execute();
      }
      await recordSiteChanges(trx, write.siteObjectId, write.userId, write.changes, write.updatedAt);
      return true;
    });
  }

  /** Whether a device id is taken by a device other than `exceptId`. */
  async deviceIdTaken(deviceId: string, exceptId: string | null): Promise<boolean> {
    let query = this.db.selectFrom('devices').select('id').where('device_id', '=', deviceId);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async siteIdTaken(siteId: string, exceptObjectId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sites')
      .select('id')
      .where('site_id', '=', siteId)
      .where('id', '!=', exceptObjectId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Changelog rows of a site for these fields, newest first. */
  async changelog(siteObjectId: string, fields: readonly string[]) {
    return this.db
      .selectFrom('site_changelog')
      .selectAll()
      .where('site_id', '=', siteObjectId)
      .where('field', 'in', [...fields])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(500)
      .execute();
  }
}

/**
 * Inserts changelog rows inside the caller's transaction (any route that changes a site calls it
 * in the change's own transaction); the user's name is copied so the entry outlives the account.
 */
export async function recordSiteChanges(
  trx: Transaction<Database> | Kysely<Database>,
  siteObjectId: string,
  userId: string,
  changes: readonly SiteChange[],
  at: string,
): Promise<void> {
  if (changes.length === 0) return;
  const user = await trx.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  await trx
    .insertInto('site_changelog')
    .values(
      changes.map((c) => ({
        id: newObjectId(),
        site_id: siteObjectId,
        field: c.field,
        friendly_name: c.friendlyName,
        old_value: c.oldValue,
        new_value: c.newValue,
        user_id: userId,
        user_name: user?.name ?? 'Unknown user',
        created_at: at,
      })),
    )
    .execute();
}
