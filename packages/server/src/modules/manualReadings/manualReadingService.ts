import {
  can,
  type Actor,
  type ManualReading,
  type ManualReadingCreateParsed,
  type ManualReadingList,
  type ManualReadingsQuery,
} from '@tilth/domain';
import { parseDateParam } from '@tilth/domain/time/dateParam';
import { notFound } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { writeOnce } from '../../lib/writeOnce';
import type { SiteRepository } from '../sites/siteRepository';
import { scopeFromPath } from '../users/organisationScope';
import { presentManualReading } from './manualReadingPresenter';
import type { ManualReadingRepository, ManualReadingRow } from './manualReadingRepository';
import { text } from '../../lib/i18n/catalog';
import { manualReadingsText } from './messages';

/** A query date (already checked by the schema) as the ISO 8601 UTC text readings are stored with. */
const isoOf = (text: string | undefined) => {
  const seconds = text === undefined ? null : parseDateParam(text);
  return seconds === null ? null : new Date(seconds * 1000).toISOString();
};

/**
 * A grower's hand-probe and rain-gauge readings (issue 37). Who may: the notes' rule — anyone who
 * may read the site lists, adds and deletes them (the policy's site:read, as for adding a note).
 */
export class ManualReadingService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly readings: ManualReadingRepository,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The site's object id; a site outside the caller's subtree (or gone) reads as not found. */
  private async readableSite(actor: Actor, siteKey: string): Promise<string> {
    const site = await this.sites.findByAnyId(siteKey);
    const row = site ? await this.sites.scopeOf(site.id) : undefined;
    const scope = row ? scopeFromPath(row.path, row.farm_id) : undefined;
    if (!site || !scope || !can(actor, 'site:read', scope)) throw notFound(text(manualReadingsText, 'siteNotFound'));
    return site.id;
  }

  async list(actor: Actor, siteKey: string, query: ManualReadingsQuery): Promise<ManualReadingList> {
    const siteId = await this.readableSite(actor, siteKey);
    const rows = await this.readings.list(siteId, isoOf(query.from), isoOf(query.to));
    return { readings: rows.map(presentManualReading) };
  }

  /** Stores a reading; a resend with the same clientId answers the reading stored the first time. */
  async create(actor: Actor, siteKey: string, body: ManualReadingCreateParsed): Promise<ManualReading> {
    const siteId = await this.readableSite(actor, siteKey);
    const stored = await writeOnce<ManualReadingRow>({
      clientId: body.clientId,
      stored: (clientId) => this.readings.findByClientId(clientId),
      isSameWrite: (reading) => reading.site_id === siteId && reading.created_by === actor.userId,
      insert: async () => {
        const row = {
          id: newObjectId(),
          site_id: siteId,
          kind: body.kind,
          taken_at: new Date(body.takenAt).toISOString(),
          value: body.value,
          // A rain gauge has no depth; one sent with it is left out rather than stored wrongly.
          depth_cm: body.kind === 'moisture' ? (body.depthCm ?? null) : null,
          note: body.note,
          client_id: body.clientId ?? null,
          created_by: actor.userId,
          created_at: isoNow(new Date(this.clock())),
        };
        await this.readings.insert(row);
        return (await this.readings.find(row.id)) ?? { ...row, author_name: null };
      },
    });
    return presentManualReading(stored);
  }

  async remove(actor: Actor, siteKey: string, readingId: string): Promise<{ deleted: boolean }> {
    const siteId = await this.readableSite(actor, siteKey);
    if (!(await this.readings.delete(siteId, readingId))) throw notFound(text(manualReadingsText, 'readingWasAlreadyDeleted'));
    return { deleted: true };
  }
}
