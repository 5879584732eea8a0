import type { Actor, PlanAction } from '@tilth/domain';
import { probeHours, type ProbeHours } from '@tilth/domain/agronomy/probeEvents';
import { farmClock } from '@tilth/domain/time/localDays';
import type { ZoneClock } from '@tilth/domain/time/zoneClock';
import { ExclusionRepository } from '../sites/exclusionRepository';
import { withoutExcluded } from '../sites/readingExclusions';
import { siteAllowing } from '../sites/siteAccess';
import { SiteRepository, type SiteRecord } from '../sites/siteRepository';
import type { ReadingColumns } from '../telemetry/dayChunk';
import { DeviceRepository } from '../telemetry/deviceRepository';
import { ReadingStore } from '../telemetry/readingStore';

export const DAY = 86_400;
/**
 * Moisture read at or below this soil temperature is left out of event and root detection: the
 * sensor's temperature is noisy, and a half-frozen hour read as dry fakes a wetting at thaw.
 */
export const FROZEN_MARGIN_C = 1;

export interface Device {
  num: number;
  deviceId: string;
  kind: string;
  depths: number[];
}

export interface GraphSite {
  site: SiteRecord;
  timeZone: string;
  devices: Device[];
  probe: Device | null;
}

/** Sites, devices and readings as the graph screen's side calls see them: hidden ranges left out. */
export class SiteReadings {
  constructor(
    readonly sites: SiteRepository,
    readonly devices: DeviceRepository,
    readonly store: ReadingStore,
    readonly exclusions: ExclusionRepository,
  ) {}

  /**
   * A site the actor may read (404 otherwise) with its devices, when its plan lets the actor take
   * the action (403 otherwise): the graph's side calls are the graph's, so 'graph:read' by default.
   */
  async site(actor: Actor, key: string, action: PlanAction = 'graph:read'): Promise<GraphSite> {
    const { site, timeZone } = await siteAllowing(this.sites, actor, key, action);
    const devices = (await this.devices.findBySite(site.id)).map((d) => ({
      num: d.num,
      deviceId: d.device_id,
      kind: d.kind,
      depths: d.depths,
    }));
    const probe = devices.find((d) => d.kind === 'probe') ?? null;
    return { site, timeZone, devices, probe };
  }

  /** A device's readings in [from, to] without the ranges hidden from the graphs. */
  async columns(siteObjectId: string, device: Device, from: number, to: number): Promise<ReadingColumns> {
    const columns = await this.store.readRange(device.num, device.depths.length, from, to);
    return withoutExcluded(columns, await this.exclusions.overlapping(siteObjectId, from, to));
  }

  /** The probe's hourly moisture on the farm's clock over [from, to]; null without moisture sensors. */
  async probeHours(graph: GraphSite, from: number, to: number): Promise<{ hours: ProbeHours; clock: ZoneClock } | null> {
    if (!graph.probe || graph.probe.depths.length === 0 || from > to) return null;
    const clock = farmClock(graph.timeZone, graph.site.longitude, from, to);
    const columns = await this.columns(graph.site.id, graph.probe, from, to);
    return { hours: probeHours(columns, graph.probe.depths, clock, from, to, FROZEN_MARGIN_C), clock };
  }
}
