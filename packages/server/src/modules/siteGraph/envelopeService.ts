import type { Actor } from '@tilth/domain';
import { forgetGddEnvelopes, gddEnvelopeFor, type GddEnvelopeAnswer } from '../sites/gddService';
import { siteAllowing } from '../sites/siteAccess';
import { SiteRepository, type SiteRecord } from '../sites/siteRepository';

const place = (site: SiteRecord) => ({
  crop: site.crop,
  plantingDate: site.planting_date,
  latitude: site.latitude,
  longitude: site.longitude,
});

/** The GDD tab's envelope (spec 001 §2.8) and its Recalculate Envelope button. */
export class EnvelopeService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Today as the graph-data call's envelope counts it (UTC date). */
  private today() {
    return new Date(this.clock()).toISOString().slice(0, 10);
  }

  async envelope(actor: Actor, siteKey: string): Promise<GddEnvelopeAnswer> {
    const { site } = await siteAllowing(this.sites, actor, siteKey, 'graph:gdd');
    return gddEnvelopeFor({ ...place(site), today: this.today() });
  }

  /**
   * Computes the sites' envelopes afresh; any site the caller cannot read refuses the whole call
   * (404), as does any whose plan has no GDD view for the caller (403).
   */
  async recompute(actor: Actor, refs: { siteId: string }[]): Promise<{ siteId: string; gddEnvelope: GddEnvelopeAnswer }[]> {
    const sites = [];
    for (const ref of refs) sites.push({ ref, site: (await siteAllowing(this.sites, actor, ref.siteId, 'graph:gdd')).site });
    return sites.map(({ ref, site }) => {
      forgetGddEnvelopes(place(site));
      return { siteId: ref.siteId, gddEnvelope: gddEnvelopeFor({ ...place(site), today: this.today() }) };
    });
  }
}
