import { sql, type Kysely, type Selectable } from 'kysely';
import { z } from 'zod';
import type { Database, SiteApiCredentialTable } from '../../db/schema';
import { parseStored } from '../../db/storedJson';
import { recordSiteChanges, type SiteChange } from '../siteConfig/siteChangeRepository';

/** Who changed the credentials and what, for the site's changelog. */
export interface ChangelogEntry {
  userId: string;
  changes: SiteChange[];
}

/** The stored data JSON: the provider's fields, secrets sealed (secretSeal.ts). */
export const storedSentekSchema = z.object({ apiKeySealed: z.string(), loggerName: z.string(), loggerId: z.string() });
export type StoredSentek = z.infer<typeof storedSentekSchema>;
export const storedAgsenseSchema = z.object({
  name: z.string(),
  userName: z.string(),
  serial: z.string(),
  passwordSealed: z.string().nullable(),
});

export type CredentialRow = Selectable<SiteApiCredentialTable>;

/** A site the Sentek poller asks about: its credentials, probe, base station and farm time zone. */
export interface PollTarget {
  siteId: string;
  hardwareType: string;
  timeZone: string;
  credentials: CredentialRow;
}

export function parseSentek(row: CredentialRow): StoredSentek {
  return parseStored(storedSentekSchema, row.data, `site_api_credentials.data (site ${row.site_id})`);
}

export class SensorApiRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(siteId: string): Promise<CredentialRow | undefined> {
    return this.db.selectFrom('site_api_credentials').selectAll().where('site_id', '=', siteId).executeTakeFirst();
  }

  /**
   * Saves a site's credentials. New credentials start the poller afresh (import position and
   * error cleared) only when they name another logger; a new key for the same logger keeps its
   * position, so readings already imported are not asked for again.
   */
  async save(siteId: string, provider: string, data: string, restart: boolean, now: string, changelog: ChangelogEntry): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('site_api_credentials')
        .values({ site_id: siteId, provider, data, last_imported_at: null, last_error: null, last_polled_at: null, updated_at: now })
        .onConflict((oc) =>
          oc
            .column('site_id')
            .doUpdateSet(
              restart
                ? { provider, data, updated_at: now, last_imported_at: null, last_error: null, last_polled_at: null }
                : { provider, data, updated_at: now, last_error: null },
            ),
        )
        .execute();
      // The site's changelog, in the same transaction (never a secret: the service passes names and masks).
      await recordSiteChanges(trx, siteId, changelog.userId, changelog.changes, now);
    });
  }

  /** Credentials of this provider on sites not switched off (INACTIVE), with the farm's time zone. */
  async pollTargets(provider: string): Promise<PollTarget[]> {
    const rows = await this.db
      .selectFrom('site_api_credentials as c')
      .innerJoin('sites', 'sites.id', 'c.site_id')
      .innerJoin('farms', 'farms.id', 'sites.farm_id')
      .selectAll('c')
      .select(['sites.hardware_type', 'farms.time_zone'])
      .where('c.provider', '=', provider)
      .where('sites.status', '!=', 'INACTIVE')
      .orderBy('c.site_id')
      .execute();
    return rows.map(({ hardware_type, time_zone, ...credentials }) => ({
      siteId: credentials.site_id,
      hardwareType: hardware_type,
      timeZone: time_zone,
      credentials,
    }));
  }

  /**
   * The poll's outcome. The import position only moves forward, and only if the credentials are
   * still the ones polled (a save in between restarts the import instead).
   */
  async recordPoll(
    siteId: string,
    polledWith: string,
    outcome: { polledAt: string; importedUpTo: number | null; error: string | null },
  ): Promise<void> {
    await this.db
      .updateTable('site_api_credentials')
      .set({
        last_polled_at: outcome.polledAt,
        last_error: outcome.error,
        ...(outcome.importedUpTo !== null && {
          last_imported_at: sql<number>`CASE WHEN last_imported_at IS NULL OR last_imported_at < ${outcome.importedUpTo} THEN ${outcome.importedUpTo} ELSE last_imported_at END`,
        }),
      })
      .where('site_id', '=', siteId)
      .where('updated_at', '=', polledWith)
      .execute();
  }
}
