import {
  can,
  CHANGELOG_FRIENDLY_NAMES,
  CHANGELOG_SHOWN_FIELDS,
  DEFAULT_RAINFALL_DATA_SOURCE,
  FORECAST_DAY_OPTIONS,
  forecastDaysError,
  hasExpectedStages,
  IRRIGATION_DATA_SOURCES,
  LOCAL_SENSOR_DEPTH_IN,
  RAINFALL_DATA_SOURCES,
  rootZoneTotalsOnly,
  SITE_CONFIG_MESSAGES,
  type Actor,
  type BucketDetails,
  type ChangelogAnswer,
  type FarmSitesGroup,
  type IrrigationRainfallBody,
  type ObjectOptions,
  type ParsedTwigAnswer,
  type RecomputeStatus,
  type Scope,
  type SiteConfigActions,
  type SiteDocument,
  type SiteStateAnswer,
  type UpdateInProgress,
} from '@tilth/domain';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { isoNow } from '../../lib/time';
import { readableSite, siteScope } from '../sites/siteAccess';
import type { EquippedSite, SiteRecord, SiteRepository } from '../sites/siteRepository';
import type { SiteSummary, SiteSummaryService } from '../sites/siteSummaryService';
import type { DeviceRecord, DeviceRepository } from '../telemetry/deviceRepository';
import { scopeFromPath } from '../users/organisationScope';
import type { SiteChange, SiteChangeRepository } from './siteChangeRepository';
import { valueText } from './siteUpdateDraft';
import type { SiteSearchRepository } from './siteSearchRepository';
import { presentParsedTwig, presentTwigDetails } from './twigPresenter';
import { typeList } from './typeLists';
import { text } from '../../lib/i18n/catalog';
import { siteConfigText } from './messages';

/**
 * The dailyValues module's recompute queue: queues the site's full recompute (one already queued or
 * running stays) and answers where the site's job stands.
 */
export interface FullRecomputeQueue {
  queueAll(siteObjectId: string, userId: string): Promise<RecomputeStatus>;
}

/** The farms module's look-up: farms with their business's path, unknown ids left out. */
export interface FarmsWithPaths {
  findWithPaths(ids: string[]): Promise<{ id: string; name: string; business_path: string }[]>;
}

const SAVE_ATTEMPTS = 5;
const SEARCH_LIMIT = 200;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });
const documentStatus = (status: string): SiteDocument['status'] => (status === 'PENDING' || status === 'INACTIVE' ? status : 'ACTIVE');

/** What the caller may do on the Configuration and About pages, from the policy (spec 002 §6). */
export function configActionsOf(actor: Actor, scope: Scope, crop: string | null): SiteConfigActions {
  return {
    canEdit: can(actor, 'site:editConfig', scope),
    canEditForecast: can(actor, 'site:editForecast', scope),
    canSelectSensors: can(actor, 'site:selectSensors', scope),
    canRecomputeAll: can(actor, 'site:recomputeAll', scope),
    showExtraCards: actor.role === 'tilth_admin' || scope.plan === 'Gold',
    showExpectedStages: hasExpectedStages(crop),
  };
}

/**
 * The site's bucket details as the caller may see them: the per-depth values (percentage filled,
 * AW, RP, RAW per sensor) are the card's detail, which spec 001 §6 gives with the graph to the
 * platform admin and to Silver and Gold sites (policy graph:read); the root-zone totals the card's
 * header shows stay for everyone who reads the site.
 */
export function bucketsShown(actor: Actor, scope: Scope, buckets: BucketDetails | null): BucketDetails | null {
  return buckets && !can(actor, 'graph:read', scope) ? rootZoneTotalsOnly(buckets) : buckets;
}

/**
 * The documented site calls (spec 001 §7, 002 §7.1) and the Configuration page's own: the site
 * with its twigDetails, site lists and search, state and buckets, the selects' options, software
 * sources and forecast days, recompute-all and the one-time migration, and the changelog.
 */
export class SiteConfigService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly devices: DeviceRepository,
    private readonly farms: FarmsWithPaths,
    private readonly search: SiteSearchRepository,
    private readonly summaries: SiteSummaryService,
    private readonly changes: SiteChangeRepository,
    private readonly recomputes: FullRecomputeQueue,
  ) {}

  private present(actor: Actor, equipped: EquippedSite, scope: Scope, summary: SiteSummary, twigDetails: boolean): SiteDocument {
    const { site, devices } = equipped;
    const probe = devices.find((d) => d.kind === 'probe');
    const lastUpdated = summary.lastReadingAt ? new Date(summary.lastReadingAt).toISOString() : null;
    return {
      id: site.id,
      objectId: site.id,
      siteId: site.site_id,
      name: site.name,
      twigId: probe?.device_id ?? null,
      status: documentStatus(site.status),
      location: { latitude: site.latitude, longitude: site.longitude },
      farm: { objectId: site.farm_id },
      cropTemplate: site.crop_template_id ? { objectId: site.crop_template_id } : null,
      planDetails: { plan: site.plan },
      bucketDetails: bucketsShown(actor, scope, summary.buckets),
      ...(twigDetails ? { twigDetails: presentTwigDetails(site, devices, summary.state, lastUpdated) } : {}),
      configActions: configActionsOf(actor, scope, site.crop),
    };
  }

  private async documents(actor: Actor, scoped: { id: string; scope: Scope }[], twigDetails: boolean): Promise<SiteDocument[]> {
    const scopes = new Map(scoped.map((s) => [s.id, s.scope]));
    const equipped = await this.sites.withEquipment(scoped.map((s) => s.id));
    const byId = new Map(equipped.map((e) => [e.site.id, e]));
    const out: SiteDocument[] = [];
    for (const { id } of scoped) {
      const e = byId.get(id);
      if (!e) continue;
      const summary = await this.summaries.summarise(e.site, e.devices);
      out.push(this.present(actor, e, scopes.get(id)!, summary, twigDetails));
    }
    return out;
  }

  /** GET /site/{id}?twigDetails=true. */
  async site(actor: Actor, key: string, twigDetails: boolean): Promise<SiteDocument> {
    const found = await readableSite(this.sites, actor, key);
    const [doc] = await this.documents(actor, [{ id: found.site.id, scope: found.scope }], twigDetails);
    return doc!;
  }

  /** The farms the caller reads among these ids; any other reads as not found when `strict`. */
  private async readableFarms(actor: Actor, farmIds: string[], strict: boolean) {
    const farms = await this.farms.findWithPaths([...new Set(farmIds)]);
    const readable = farms.filter((f) => can(actor, 'farm:read', scopeFromPath(f.business_path, f.id)));
    if (strict && readable.length !== new Set(farmIds).size) throw notFound(text(siteConfigText, 'farmNotFound'));
    return readable;
  }

  private async ofFarms(actor: Actor, farmIds: string[], twigDetails: boolean, name?: string, status?: string) {
    const candidates = await this.search.candidates({
      farmIds,
      ...(name ? { name: name.toLowerCase() } : {}),
      ...(status ? { status } : {}),
    });
    const scoped = candidates
      .map((c) => ({ ...c, scope: siteScope(c.path, c.farm_id, c.plan) }))
      .filter((c) => can(actor, 'site:read', c.scope));
    return this.documents(actor, scoped.slice(0, SEARCH_LIMIT), twigDetails);
  }

  /** GET /site/farm/{farmId}: the farm's sites by name. */
  async farmSites(actor: Actor, farmId: string, twigDetails: boolean): Promise<SiteDocument[]> {
    await this.readableFarms(actor, [farmId], true);
    return (await this.ofFarms(actor, [farmId], twigDetails)).sort(byName);
  }

  /** GET /site?name=&status=&farmId=: the caller's sites whose name or site ID holds the text. */
  async searchSites(actor: Actor, q: { name?: string; status?: string; farmId?: string; twigDetails: boolean }): Promise<SiteDocument[]> {
    if (q.farmId) await this.readableFarms(actor, [q.farmId], true);
    const candidates = await this.search.candidates({
      ...(q.farmId ? { farmIds: [q.farmId] } : {}),
      ...(q.name ? { name: q.name.toLowerCase() } : {}),
      ...(q.status ? { status: q.status } : {}),
    });
    const scoped = candidates
      .map((c) => ({ ...c, scope: siteScope(c.path, c.farm_id, c.plan) }))
      .filter((c) => can(actor, 'site:read', c.scope))
      .sort(byName)
      .slice(0, SEARCH_LIMIT);
    return this.documents(actor, scoped, q.twigDetails);
  }

  /** POST /site/farms: sites of several farms grouped by farm; farms the caller cannot read are left out. */
  async farmsSites(actor: Actor, farmIds: string[], twigDetails: boolean): Promise<FarmSitesGroup[]> {
    const farms = (await this.readableFarms(actor, farmIds, false)).sort(byName);
    const docs = await this.ofFarms(
      actor,
      farms.map((f) => f.id),
      twigDetails,
    );
    return farms.map((farm) => ({
      farm: { objectId: farm.id, name: farm.name },
      sites: docs.filter((d) => d.farm.objectId === farm.id).sort(byName),
    }));
  }

  /** GET /site/{id}/state. */
  async state(actor: Actor, key: string): Promise<SiteStateAnswer> {
    const { site } = await readableSite(this.sites, actor, key);
    const summary = await this.summaries.summarise(site, await this.devices.findBySite(site.id));
    return {
      objectId: site.id,
      siteId: site.site_id,
      status: site.status,
      state: summary.state,
      lastUpdated: summary.lastReadingAt ? new Date(summary.lastReadingAt).toISOString() : null,
    };
  }

  /** GET /stem/{id}/bucket-details. */
  async bucketDetails(actor: Actor, key: string): Promise<BucketDetails | null> {
    const { site, scope } = await readableSite(this.sites, actor, key);
    return bucketsShown(actor, scope, (await this.summaries.summarise(site, await this.devices.findBySite(site.id))).buckets);
  }

  /** GET /object/{id}/options. */
  async options(actor: Actor, key: string): Promise<ObjectOptions> {
    const { site } = await readableSite(this.sites, actor, key);
    const devices = await this.devices.findBySite(site.id);
    const probe = devices.find((d) => d.kind === 'probe');
    const local = devices.find((d) => d.kind === 'local');
    return {
      objectId: site.id,
      HardwareType: typeList('HardwareType'),
      IrrigationType: typeList('IrrigationType'),
      PlantType: typeList('PlantType'),
      SoilType: typeList('SoilType'),
      irrigationDataSources: [...IRRIGATION_DATA_SOURCES],
      rainfallDataSources: [...RAINFALL_DATA_SOURCES],
      forecastDayOptions: [...FORECAST_DAY_OPTIONS],
      sensors: [
        ...(local
          ? [{ key: 'deepSensor1', name: 'Local', depthIn: local.depths[0] ?? LOCAL_SENSOR_DEPTH_IN, variant: 'local' as const }]
          : []),
        ...(probe?.depths ?? []).map((depthIn, i) => ({ key: String(i), name: `Sensor ${i + 1}`, depthIn, variant: 'hardware' as const })),
      ],
    };
  }

  /**
   * PUT /site/update/irrigation-rainfall/{id}: software sources (site:editConfig) and forecast days
   * (site:editForecast), saved with their changelog rows in one transaction.
   */
  async irrigationRainfall(actor: Actor, key: string, body: IrrigationRainfallBody, queryDays?: string): Promise<ParsedTwigAnswer> {
    const found = await readableSite(this.sites, actor, key);
    const forecastDays = body.forecastDays ?? (queryDays ? queryDays.split(',').map(Number) : undefined);
    const software = body.irrigationDataSourceType !== undefined || body.rainfallDataSourceType !== undefined;
    if (!software && forecastDays === undefined) throw badRequest(text(siteConfigText, 'sendDataSourcesForecast'), []);
    if (software && !can(actor, 'site:editConfig', found.scope)) throw forbidden();
    if (forecastDays !== undefined && !can(actor, 'site:editForecast', found.scope)) throw forbidden();
    if (forecastDays !== undefined) {
      const error = forecastDaysError(forecastDays);
      if (error) throw badRequest(error, ['forecastDays']);
    }
    let site = found.site;
    for (let attempt = 1; ; attempt++) {
      const settings: Record<string, unknown> = { ...site.settings };
      const changes: SiteChange[] = [];
      const change = (field: string, before: unknown, after: unknown) => {
        if (valueText(before) !== valueText(after)) {
          changes.push({
            field,
            friendlyName: CHANGELOG_FRIENDLY_NAMES[field] ?? field,
            oldValue: valueText(before),
            newValue: valueText(after),
          });
        }
      };
      if (body.irrigationDataSourceType !== undefined) {
        const before = (settings.irrigationDataSource as { type?: string } | undefined)?.type ?? null;
        change('irrigationDataSource', before, body.irrigationDataSourceType);
        settings.irrigationDataSource = { type: body.irrigationDataSourceType };
      }
      if (body.rainfallDataSourceType !== undefined) {
        const before = (settings.rainfallDataSource as { type?: string } | undefined)?.type ?? DEFAULT_RAINFALL_DATA_SOURCE;
        change('rainfallDataSource', before, body.rainfallDataSourceType);
        settings.rainfallDataSource = { type: body.rainfallDataSourceType };
      }
      if (forecastDays !== undefined) {
        const before = (settings.forecastDays as { value?: number[] } | undefined)?.value ?? null;
        change('forecastDays', before, forecastDays);
        settings.forecastDays = { label: 'Forecast Days', value: forecastDays };
      }
      const saved = await this.changes.save({
        siteObjectId: site.id,
        before: site.settingsText,
        settings,
        columns: {},
        devices: [],
        changes,
        userId: actor.userId,
        updatedAt: isoNow(),
      });
      if (saved) break;
      const fresh = await this.sites.findByAnyId(site.id);
      if (!fresh || attempt >= SAVE_ATTEMPTS) throw new Error(`Site ${site.site_id}: settings kept changing`);
      site = fresh;
    }
    return { parsedTwig: await this.parsedTwig(site.id) };
  }

  private async parsedTwig(siteObjectId: string) {
    const site = (await this.sites.findByAnyId(siteObjectId)) as SiteRecord;
    const devices: DeviceRecord[] = await this.devices.findBySite(site.id);
    return presentParsedTwig(site, devices);
  }

  /**
   * Queues the site's full recompute. One already queued or running answers the same: the dialog
   * says an update is in progress either way, and that run sees every change made before it starts.
   */
  private async queueAll(actor: Actor, siteObjectId: string, message: string): Promise<UpdateInProgress> {
    return { title: 'Update In Progress!', message, recompute: await this.recomputes.queueAll(siteObjectId, actor.userId) };
  }

  /** POST /site/{id}/recompute-all (spec 002 §6: tilth_admin, or dealer/distributor admins on Gold). */
  async recomputeAll(actor: Actor, key: string): Promise<UpdateInProgress> {
    const found = await readableSite(this.sites, actor, key);
    if (!can(actor, 'site:recomputeAll', found.scope)) throw forbidden();
    return this.queueAll(actor, found.site.id, SITE_CONFIG_MESSAGES.recomputeInProgress);
  }

  /**
   * GET /site/migrate/irrigation-rainfall/{id}: the one-time migration of the site's irrigation and
   * rainfall data (site:editConfig): recomputes the site's whole history as a background job.
   */
  async migrateIrrigationRainfall(actor: Actor, key: string): Promise<UpdateInProgress> {
    const found = await readableSite(this.sites, actor, key);
    if (!can(actor, 'site:editConfig', found.scope)) throw forbidden();
    return this.queueAll(actor, found.site.id, SITE_CONFIG_MESSAGES.migrationInProgress);
  }

  /** GET /changelog?siteid=&twigid=: the entries of spec 002 §9, newest first. */
  async changelog(actor: Actor, siteKey: string): Promise<ChangelogAnswer> {
    const { site } = await readableSite(this.sites, actor, siteKey);
    const rows = await this.changes.changelog(site.id, CHANGELOG_SHOWN_FIELDS);
    return {
      changeLogs: rows.map((r) => ({
        objectId: r.id,
        field: r.field,
        friendlyName: r.friendly_name,
        oldValue: r.old_value,
        newValue: r.new_value,
        createdAt: r.created_at,
        user: { name: r.user_name },
      })),
    };
  }
}
