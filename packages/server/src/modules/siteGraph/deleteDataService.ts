import { deleteDataQuerySchema, type Actor, type DeleteDataAnswer } from '@tilth/domain';
import { badRequest, notFound } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import { newlyHidden, type ExcludedRange } from '../sites/readingExclusions';
import { SiteReadings, type GraphSite } from './siteReadings';
import { text } from '../../lib/i18n/catalog';
import { siteGraphText } from './messages';

/**
 * 'Delete Data' of the graph (spec 001 §4 'Graph delete flow', §6): first the range is hidden from
 * the graphs (graph-data), then, after a second confirmation, removed from storage (phant-data).
 * The route lets only the roles with 'graphData:delete' in; the site must be one they can read
 * (the same subtree test for those roles) and its plan must carry the graph (policy).
 */
export class DeleteDataService {
  constructor(private readonly readings: SiteReadings) {}

  /** The site, with the named device (a probe, local sensor or the base station) on it; 404 otherwise. */
  private async target(actor: Actor, siteKey: string, twigId: string): Promise<GraphSite> {
    const graph = await this.readings.site(actor, siteKey, 'graphData:delete');
    const key = twigId.toLowerCase();
    const station = await this.readings.sites.baseStationOf(graph.site.id);
    if (!graph.devices.some((d) => d.deviceId === key) && station?.device_id !== key)
      throw notFound(text(siteGraphText, 'deviceNotFoundSite'));
    return graph;
  }

  /** The range of the query: ISO 8601 with offset, an hour apart at least (DELETE_RANGE_ERROR). */
  private range(query: { fromDate?: string; toDate?: string }): ExcludedRange {
    const parsed = deleteDataQuerySchema.safeParse(query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw badRequest(issue.message, [issue.path.join('.') || 'fromDate']);
    }
    return { from: Math.ceil(Date.parse(parsed.data.fromDate) / 1000), to: Math.floor(Date.parse(parsed.data.toDate) / 1000) };
  }

  /** Hides the range's readings of every device of the site from the graphs; answers how many it hid. */
  async hide(actor: Actor, siteKey: string, twigId: string, query: { fromDate?: string; toDate?: string }): Promise<DeleteDataAnswer> {
    const range = this.range(query);
    const graph = await this.target(actor, siteKey, twigId);
    const earlier = await this.readings.exclusions.overlapping(graph.site.id, range.from, range.to);
    let hidden = 0;
    for (const device of graph.devices) {
      const columns = await this.readings.store.readRange(device.num, device.depths.length, range.from, range.to);
      hidden += newlyHidden(columns.ts, range, earlier);
    }
    await this.readings.exclusions.add({
      id: newObjectId(),
      site_id: graph.site.id,
      range,
      created_by: actor.userId,
      created_at: new Date().toISOString(),
    });
    return { readings: hidden };
  }

  /** Removes the range's readings of every device of the site from storage, for good. */
  async erase(actor: Actor, siteKey: string, twigId: string, query: { fromDate?: string; toDate?: string }): Promise<DeleteDataAnswer> {
    const range = this.range(query);
    const graph = await this.target(actor, siteKey, twigId);
    let removed = 0;
    for (const device of graph.devices) {
      const count = await this.readings.store.deleteRange(device.num, device.depths.length, range.from, range.to);
      // The device's first/last reading times drive reporting status: keep them true to what is left.
      if (count > 0) await this.readings.devices.setSpan(device.num, await this.readings.store.span(device.num));
      removed += count;
    }
    return { readings: removed };
  }
}
