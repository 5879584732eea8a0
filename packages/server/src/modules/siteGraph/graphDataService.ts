import {
  can,
  DEFAULT_THRESHOLDS,
  LOCAL_SENSOR_DEPTH_IN,
  storedForecastDays,
  thresholdsFromSettings,
  type Actor,
  type DeviceThresholds,
  type DocumentedGraphData,
  type SiteSeries,
} from '@tilth/domain';
import { layerBounds } from '@tilth/domain/agronomy/availableWater';
import { notFound } from '../../http/errors';
import { takeTurn } from '../../lib/fastJson/jsonStream';
import { queryRange } from '../sites/dateParams';
import { DeviceRepository } from '../telemetry/deviceRepository';
import { ReadingStore } from '../telemetry/readingStore';
import { emptyColumns } from '../telemetry/dayChunk';
import { ExclusionRepository } from '../sites/exclusionRepository';
import { withoutExcluded } from '../sites/readingExclusions';
import { materialised, presentLocalGraph, presentProbeGraph, type GraphThresholds } from './graphPresenter';
import { growthDetails, predictedWaterUse } from '../sites/forecastService';
import { gddEnvelopeFor } from '../sites/gddService';
import { presentColumns } from './seriesPresenter';
import { presentSiteDetails } from '../sites/sitePresenter';
import type { Language } from '@tilth/domain/preferences/language';
import { planRefusal, readableSite, siteAllowing } from '../sites/siteAccess';
import { SiteRepository } from '../sites/siteRepository';
import { text } from '../../lib/i18n/catalog';
import { siteGraphText } from './messages';

/**
 * A device's thresholds for the chart: FC and PWP (VWC %) and RP, WL1, WL2 (% of available water)
 * per depth as the site's settings hold them, else the spec's defaults, with the layer thickness.
 */
export function deviceThresholds(settings: Record<string, unknown>, depths: number[], local: boolean): DeviceThresholds {
  const get = (name: keyof typeof DEFAULT_THRESHOLDS) =>
    thresholdsFromSettings(settings, name, local) ?? depths.map(() => DEFAULT_THRESHOLDS[name]);
  return {
    fc: get('fc'),
    pwp: get('pwp'),
    rp: get('rp'),
    wl1: get('wl1'),
    wl2: get('wl2'),
    thicknessIn: layerBounds(depths).map((b) => b.thicknessIn),
  };
}

function thresholds(settings: Record<string, unknown>, depths: number[], local: boolean): GraphThresholds {
  const t = deviceThresholds(settings, depths, local);
  return { fc: t.fc, pwp: t.pwp, thickness: t.thicknessIn };
}

/** The documented GET /stem/graph-data call: every reading in the range, all channels. */
export class GraphDataService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly devices: DeviceRepository,
    private readonly readings: ReadingStore,
    private readonly exclusions: ExclusionRepository,
  ) {}

  /** A device's readings in [from, to] without the ranges an admin hid from the graphs ('Delete Data'). */
  private async visible(siteObjectId: string, deviceNum: number, depthCount: number, from: number, to: number) {
    const columns = await this.readings.readRange(deviceNum, depthCount, from, to);
    return withoutExcluded(columns, await this.exclusions.overlapping(siteObjectId, from, to));
  }

  /** The documented answer, built all at once. */
  async graphData(actor: Actor, siteKey: string, deviceKey: string, fromDate?: string, toDate?: string): Promise<DocumentedGraphData> {
    const { siteDetails, graph } = (await this.lazyGraphData(actor, siteKey, deviceKey, fromDate, toDate)).data;
    const { gddEnvelope, ...series } = graph;
    return { siteDetails, graph: { ...materialised(series), gddEnvelope } };
  }

  /**
   * The documented answer with its series as LazyArrays, built piece by piece as they are written
   * (a site-year is tens of megabytes). Everything that can fail (access, device, range) fails here,
   * before the first byte is written. Its steps (the access check, each device's read of the
   * range, the rest) each wait for a turn of the event loop as the answer's pieces do: with SQLite
   * every read is synchronous, and twenty requests arriving together would otherwise each do all of
   * them in one callback while other requests wait.
   *
   * A site the caller reads but whose plan leaves the graph out (graph:read) is answered as a range
   * without readings, with the plan's refusal as `message` (null otherwise), not refused: scripts
   * written for the documented API walk every site of the org view and stop at the first error, so
   * a None-plan site would keep them from the subscribed ones (issue 27). No reading, nor the card
   * detail the plan hides (predicted water use, next growth stage), is in that answer. The web app's
   * own call (series) still refuses; a site the caller can't read is still not found.
   */
  async lazyGraphData(actor: Actor, siteKey: string, deviceKey: string, fromDate?: string, toDate?: string, language: Language = 'en') {
    await takeTurn();
    const { site, scope } = await readableSite(this.sites, actor, siteKey);
    const graphShown = can(actor, 'graph:read', scope);
    const devices = await this.devices.findBySite(site.id);
    const probe = devices.find((d) => d.kind === 'probe');
    const local = devices.find((d) => d.kind === 'local');
    const key = deviceKey.toLowerCase();
    const stationMatches = await this.sites.baseStationOf(site.id);
    if (!probe || (probe.device_id !== key && local?.device_id !== key && stationMatches?.device_id !== key)) {
      throw notFound(text(siteGraphText, 'deviceNotFoundSite'));
    }
    const { from, to } = queryRange(fromDate, toDate, ['fromDate', 'toDate'], Math.floor(Date.now() / 1000));

    const settings = site.settings;
    const probeDepths = probe.depths;
    const readings = async (siteObjectId: string, deviceNum: number, depthCount: number) =>
      graphShown ? this.visible(siteObjectId, deviceNum, depthCount, from, to) : emptyColumns(depthCount, 0);
    await takeTurn();
    const probeColumns = await readings(site.id, probe.num, probeDepths.length);
    await takeTurn();
    const probeGraph = presentProbeGraph(probeColumns, thresholds(settings, probeDepths, false));
    let localColumns = null;
    let localGraph: ReturnType<typeof presentLocalGraph> | undefined;
    if (local) {
      const localDepths = local.depths;
      await takeTurn();
      localColumns = await readings(site.id, local.num, localDepths.length);
      localGraph = presentLocalGraph(localColumns, thresholds(settings, localDepths, true));
    }
    await takeTurn();
    const today = new Date(Math.min(to * 1000, Date.now())).toISOString().slice(0, 10);
    const where = { crop: site.crop, plantingDate: site.planting_date, latitude: site.latitude, longitude: site.longitude, today };
    const gdd = gddEnvelopeFor(where);
    const noGdd = { ...gdd, absolute: [], stageData: [] };
    // The GDD view is the plan's too (blocked on Silver): without it the envelope comes back empty.
    const gddShown = can(actor, 'graph:gdd', scope) ? gdd : noGdd;
    // Derived settings of the documented answer, computed for the range's last day; without the
    // graph's plan, the card's detail is hidden too (spec 001 §2.4): no forecast use, no next stage.
    settings.predictedWaterUse = graphShown ? predictedWaterUse({ ...where, shownDays: storedForecastDays(settings) }) : [];
    settings.dtnDetails = growthDetails(site.crop, site.planting_date, graphShown ? gdd : noGdd, today);
    return {
      data: {
        siteDetails: presentSiteDetails(site, settings, probe, local, stationMatches?.device_id ?? null, probeColumns, localColumns),
        graph: { ...probeGraph, ...localGraph, gddEnvelope: gddShown },
      },
      planMessage: graphShown ? null : planRefusal('graph:read', site.plan, language),
    };
  }

  /** Compact columnar readings of every device of a site, for the web app's charts. */
  async series(actor: Actor, siteKey: string, fromDate?: string, toDate?: string): Promise<SiteSeries> {
    const { site, timeZone } = await siteAllowing(this.sites, actor, siteKey, 'graph:read');
    const { from, to } = queryRange(fromDate, toDate, ['fromDate', 'toDate'], Math.floor(Date.now() / 1000));
    const devices = await this.devices.findBySite(site.id);
    const settings = site.settings;
    // Filled in the devices' order, which the answer's keys keep.
    const series: Pick<SiteSeries, 'probe' | 'local'> = {};
    const chartThresholds: SiteSeries['thresholds'] = { probe: deviceThresholds(settings, [], false) };
    for (const device of devices) {
      // Devices are probes and local sensors ('probe' | 'local', NewDevice); the column is plain text.
      const kind = device.kind === 'local' ? 'local' : device.kind === 'probe' ? 'probe' : null;
      if (!kind) continue;
      const depths = device.depths;
      const columns = await this.visible(site.id, device.num, depths.length, from, to);
      const chartDepths = kind === 'local' ? [LOCAL_SENSOR_DEPTH_IN] : depths;
      series[kind] = { deviceId: device.device_id, ...presentColumns(columns, chartDepths) };
      chartThresholds[kind] = deviceThresholds(settings, chartDepths, kind === 'local');
    }
    return { siteId: site.site_id, objectId: site.id, timeZone, from, to, ...series, thresholds: chartThresholds };
  }
}
