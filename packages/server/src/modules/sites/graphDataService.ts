import { thresholdsFromSettings, type Actor } from '@tilth/domain';
import { layerBounds } from '@tilth/domain/agronomy/availableWater';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { DeviceRepository } from '../telemetry/deviceRepository';
import { ReadingStore } from '../telemetry/readingStore';
import { presentLocalGraph, presentProbeGraph, type GraphThresholds } from './graphPresenter';
import { growthDetails, predictedWaterUse } from './forecastService';
import { gddEnvelopeFor } from './gddService';
import { presentColumns } from './seriesPresenter';
import { presentSiteDetails } from './sitePresenter';
import { readableSite } from './siteAccess';
import { SiteRepository } from './siteRepository';

const DAY = 86_400;

function parseDate(value: string | undefined, field: string): number | null {
  if (value === undefined || value === '') return null;
  const ms = /^\d+$/.test(value) ? Number(value) * (value.length <= 10 ? 1000 : 1) : Date.parse(value);
  if (!Number.isFinite(ms)) throw badRequest(`${field} must be a date (ISO 8601 or epoch)`, [field]);
  return Math.floor(ms / 1000);
}

function thresholds(settings: Record<string, unknown>, depths: number[], local: boolean): GraphThresholds {
  const fc = thresholdsFromSettings(settings, 'fc', local) ?? depths.map(() => 50);
  const pwp = thresholdsFromSettings(settings, 'pwp', local) ?? depths.map(() => 10);
  return { fc, pwp, thickness: layerBounds(depths).map((b) => b.thicknessIn) };
}

/** The documented GET /stem/graph-data call: every reading in the range, all channels. */
export class GraphDataService {
  private readonly sites: SiteRepository;
  private readonly devices: DeviceRepository;
  private readonly readings: ReadingStore;

  constructor(database: Db) {
    this.sites = new SiteRepository(database.db);
    this.devices = new DeviceRepository(database.db);
    this.readings = new ReadingStore(database);
  }

  async graphData(actor: Actor, siteKey: string, deviceKey: string, fromDate?: string, toDate?: string) {
    const { site } = await readableSite(this.sites, actor, siteKey);
    const devices = await this.devices.findBySite(site.id);
    const probe = devices.find((d) => d.kind === 'probe');
    const local = devices.find((d) => d.kind === 'local');
    const key = deviceKey.toLowerCase();
    const stationMatches = await this.sites.baseStationOf(site.id);
    if (!probe || (probe.device_id !== key && local?.device_id !== key && stationMatches?.device_id !== key)) {
      throw notFound('Device not found on this site.');
    }
    const to = parseDate(toDate, 'toDate') ?? Math.floor(Date.now() / 1000);
    const from = parseDate(fromDate, 'fromDate') ?? to - 30 * DAY;
    if (from > to) throw badRequest('fromDate must not be after toDate', ['fromDate', 'toDate']);

    const settings = JSON.parse(site.settings) as Record<string, unknown>;
    const probeDepths = JSON.parse(probe.depths) as number[];
    const probeColumns = await this.readings.readRange(probe.num, probeDepths.length, from, to);
    let graph: Record<string, unknown> = presentProbeGraph(probeColumns, thresholds(settings, probeDepths, false));
    let localColumns = null;
    if (local) {
      const localDepths = JSON.parse(local.depths) as number[];
      localColumns = await this.readings.readRange(local.num, localDepths.length, from, to);
      graph = { ...graph, ...presentLocalGraph(localColumns, thresholds(settings, localDepths, true)) };
    }
    const today = new Date(Math.min(to * 1000, Date.now())).toISOString().slice(0, 10);
    const where = { crop: site.crop, plantingDate: site.planting_date, latitude: site.latitude, longitude: site.longitude, today };
    const gdd = gddEnvelopeFor(where);
    graph.gddEnvelope = gdd;
    // Derived settings of the documented answer, computed for the range's last day.
    settings.predictedWaterUse = predictedWaterUse(where);
    settings.dtnDetails = growthDetails(site.crop, site.planting_date, gdd, today);
    return {
      siteDetails: presentSiteDetails(site, settings, probe, local, stationMatches?.device_id ?? null, probeColumns, localColumns),
      graph,
    };
  }

  /** Compact columnar readings of every device of a site, for the web app's charts. */
  async series(actor: Actor, siteKey: string, fromDate?: string, toDate?: string) {
    const { site, timeZone } = await readableSite(this.sites, actor, siteKey);
    const to = parseDate(toDate, 'toDate') ?? Math.floor(Date.now() / 1000);
    const from = parseDate(fromDate, 'fromDate') ?? to - 30 * DAY;
    if (from > to) throw badRequest('fromDate must not be after toDate', ['fromDate', 'toDate']);
    const devices = await this.devices.findBySite(site.id);
    const out: Record<string, unknown> = { siteId: site.site_id, objectId: site.id, timeZone, from, to };
    for (const device of devices) {
      const depths = JSON.parse(device.depths) as number[];
      const columns = await this.readings.readRange(device.num, depths.length, from, to);
      out[device.kind] = { deviceId: device.device_id, ...presentColumns(columns, device.kind === 'local' ? [6] : depths) };
    }
    return out;
  }
}
