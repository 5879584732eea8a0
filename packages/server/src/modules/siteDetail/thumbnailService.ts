import {
  bucketDetails,
  can,
  thresholdsFromSettings,
  THUMBNAIL_DAYS_AHEAD,
  THUMBNAIL_DAYS_BACK,
  totalOf,
  type Actor,
  type GraphDatasBody,
  type ThumbnailAnswer,
  type ThumbnailSeries,
} from '@tilth/domain';
import { dateRangeError } from '@tilth/domain/time/dateParam';
import { badRequest, notFound } from '../../http/errors';
import { parseDateParam } from '../sites/dateParams';
import { SiteRepository, type SiteRecord } from '../sites/siteRepository';
import { DeviceRepository } from '../telemetry/deviceRepository';
import { ReadingStore } from '../telemetry/readingStore';
import { readableSite } from '../sites/siteAccess';
import { text } from '../../lib/i18n/catalog';
import { siteDetailText } from './messages';

const DAY = 86_400;
/** A thumbnail is a few hundred pixels wide: 3-hour means keep its shape at a fraction of the bytes. */
export const THUMBNAIL_BUCKET_SECONDS = 3 * 3600;

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * POST /stem/graph-datas: the available-water and moisture graphs of several sites at once, for
 * the map's thumbnails (spec 001 §2.7), as 3-hour means of the probe's readings.
 */
export class ThumbnailService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly devices: DeviceRepository,
    private readonly readings: ReadingStore,
    private readonly clock: () => number = Date.now,
  ) {}

  async graphs(actor: Actor, body: GraphDatasBody): Promise<ThumbnailAnswer> {
    const now = Math.floor(this.clock() / 1000);
    const to = parseDateParam(body.toDate, 'toDate') ?? now + THUMBNAIL_DAYS_AHEAD * DAY;
    const from = parseDateParam(body.fromDate, 'fromDate') ?? now - THUMBNAIL_DAYS_BACK * DAY;
    const rangeError = dateRangeError(from, to, ['fromDate', 'toDate']);
    if (rangeError) throw badRequest(rangeError, ['fromDate', 'toDate']);
    // Every site must be readable before anything is answered: one foreign id refuses the call.
    const sites = [];
    for (const ref of body.sites) sites.push({ ref, ...(await readableSite(this.sites, actor, ref.siteId)) });
    const answer: ThumbnailSeries[] = [];
    for (const { ref, site, scope } of sites) {
      // A site whose plan has no graph for the caller comes back without series (allowed: false).
      const allowed = can(actor, 'graph:read', scope);
      answer.push(await this.siteSeries(site, allowed, ref.twigId, from, Math.min(to, now)));
    }
    return { from, to, bucketSeconds: THUMBNAIL_BUCKET_SECONDS, sites: answer };
  }

  private async siteSeries(
    site: SiteRecord,
    allowed: boolean,
    twigId: string | undefined,
    from: number,
    to: number,
  ): Promise<ThumbnailSeries> {
    const probe = (await this.devices.findBySite(site.id)).find((d) => d.kind === 'probe');
    if (twigId && probe && probe.device_id !== twigId.toLowerCase()) throw notFound(text(siteDetailText, 'deviceNotFoundSite'));
    const depths = probe ? probe.depths : [];
    const settings = site.settings;
    const get = (name: 'fc' | 'pwp' | 'rp' | 'wl1' | 'wl2', fallback: number) =>
      thresholdsFromSettings(settings, name, false) ?? depths.map(() => fallback);
    const [fc, pwp, rp, wl1, wl2] = [get('fc', 50), get('pwp', 10), get('rp', 60), get('wl1', 70), get('wl2', 95)];
    const rootDepthIn = Number((settings.rootDepth as { value?: number } | undefined)?.value ?? depths.at(-1) ?? 0);
    const sensors = (vwc: (d: number) => number | null) =>
      depths.map((depthIn, d) => ({
        key: String(d),
        depthIn,
        vwc: vwc(d),
        thresholds: { fc: fc[d] ?? 50, pwp: pwp[d] ?? 10, rp: rp[d] ?? 60, wl1: wl1[d] ?? 70, wl2: wl2[d] ?? 95 },
      }));
    // Thresholds as bucket-weighted means over the root zone, as the card's bar uses them.
    const weights = depths.length ? bucketDetails({ hardware: sensors((d) => fc[d] ?? 50), rootDepthIn }).totalDictionary : null;
    const base: ThumbnailSeries = {
      siteId: site.site_id,
      objectId: site.id,
      twigId: probe?.device_id ?? null,
      name: site.name,
      allowed,
      depths,
      ts: [],
      aw: [],
      moisture: depths.map(() => []),
      thresholds: { rp: totalOf(weights?.RP) ?? 60, wl1: totalOf(weights?.WL1) ?? 70, wl2: totalOf(weights?.WL2) ?? 95 },
    };
    if (!base.allowed || !probe || depths.length === 0 || from > to) return base;

    const columns = await this.readings.readRange(probe.num, depths.length, from, to);
    const buckets = new Map<number, { sums: number[]; counts: number[] }>();
    for (let i = 0; i < columns.ts.length; i++) {
      const key = Math.floor(columns.ts[i]! / THUMBNAIL_BUCKET_SECONDS);
      let bucket = buckets.get(key);
      if (!bucket) buckets.set(key, (bucket = { sums: depths.map(() => 0), counts: depths.map(() => 0) }));
      for (let d = 0; d < depths.length; d++) {
        const v = columns.channels.moisture[d]![i]!;
        if (Number.isNaN(v)) continue;
        bucket.sums[d]! += v;
        bucket.counts[d]! += 1;
      }
    }
    for (const [key, bucket] of [...buckets].sort((a, b) => a[0] - b[0])) {
      const means = bucket.sums.map((s, d) => (bucket.counts[d]! > 0 ? s / bucket.counts[d]! : null));
      base.ts.push((key + 1) * THUMBNAIL_BUCKET_SECONDS);
      means.forEach((m, d) => base.moisture[d]!.push(m === null ? null : round(m, 2)));
      const pct = totalOf(bucketDetails({ hardware: sensors((d) => means[d] ?? null), rootDepthIn }).totalDictionary.percentageFilled);
      base.aw.push(pct === null ? null : round(pct, 1));
    }
    return base;
  }
}
