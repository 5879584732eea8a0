import {
  can,
  CHANGELOG_FRIENDLY_NAMES,
  LOCAL_SENSOR_DEPTH_IN,
  SITE_CONFIG_MESSAGES,
  TEMPLATE_FORM_MESSAGES,
  THRESHOLD_PAGE_MESSAGES,
  type Action,
  type Actor,
  type Scope,
  type SiteUpdateAnswer,
  type SiteUpdateBody,
  type ThresholdPage,
  type ThresholdSensor,
  type ThresholdSets,
} from '@tilth/domain';
import { canonicalPlantType, CROP_TYPE_MESSAGES, sameCropType } from '@tilth/domain/sites/cropTypes';
import { applyThresholdEdits, thresholdSetsOf, touchesThresholds } from '@tilth/domain/sites/thresholdSets';
import { badRequest, forbidden } from '../../http/errors';
import { isoNow } from '../../lib/time';
import type { DeviceRecord, DeviceRepository } from '../telemetry/deviceRepository';
import { readableSite } from '../sites/siteAccess';
import type { SiteRecord, SiteRepository } from '../sites/siteRepository';
import { showNotesOf } from '../siteGraph/siteNotesSwitch';
import type { SiteChange, SiteChangeRepository, SiteChangeWrite } from '../siteConfig/siteChangeRepository';
import { actionOfConfigKey, applyConfigGroups, CONFIG_KEYS, ConfigRuleError, valueText } from '../siteConfig/siteConfigChanges';
import { presentParsedTwig } from '../siteConfig/twigPresenter';
import type { DerivedValueRepository } from './derivedValueRepository';
import { recomputeStatusOf, type RecomputeService } from './recomputeService';
import type { SiteInScope } from './siteInScope';
import type { ThresholdRepository } from './thresholdRepository';

/** The templates module's visibility rule: a template the actor may see, else a 404. */
export interface VisibleTemplates {
  visibleTemplate(actor: Actor, templateId: string): Promise<{ id: string; cropType: string }>;
}

const SAVE_ATTEMPTS = 5;

interface SensorCounts {
  depths: number[];
  local: number;
}

/**
 * The threshold page (spec 001 §2.9): sensors, threshold sets in the documented names, the applied
 * template and the recompute state; and PATCH /site/{id}, the general site update (notes switch,
 * threshold sets and A/M flags, crop template, crop type).
 */
export class ThresholdPageService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly devices: DeviceRepository,
    private readonly thresholds: ThresholdRepository,
    private readonly derived: DerivedValueRepository,
    private readonly access: SiteInScope,
    private readonly templates: VisibleTemplates,
    private readonly recompute: RecomputeService,
    private readonly changes: SiteChangeRepository,
  ) {}

  private async sensorsOf(siteObjectId: string): Promise<SensorCounts> {
    const devices = await this.devices.findBySite(siteObjectId);
    return {
      depths: devices.find((d) => d.kind === 'probe')?.depths ?? [],
      local: devices.some((d) => d.kind === 'local') ? 1 : 0,
    };
  }

  /** Null when the site has no probe depths to hold thresholds (a pressure transducer). */
  private setsOf(settings: Record<string, unknown>, sensors: SensorCounts): ThresholdSets | null {
    return sensors.depths.length === 0 ? null : thresholdSetsOf(settings, sensors.depths.length, sensors.local);
  }

  /** GET /site/{id}/thresholds. */
  async page(actor: Actor, key: string): Promise<ThresholdPage> {
    const { site, timeZone, canEdit } = await this.access.site(actor, key, 'site:read');
    const sensors = await this.sensorsOf(site.id);
    const rows: ThresholdSensor[] = [
      ...Array.from({ length: sensors.local }, (_, i) => ({
        key: String(i),
        variant: 'local' as const,
        name: 'Local',
        depthIn: LOCAL_SENSOR_DEPTH_IN,
      })),
      ...sensors.depths.map((depthIn, i) => ({ key: String(i), variant: 'hardware' as const, name: `Sensor ${i + 1}`, depthIn })),
    ];
    return {
      objectId: site.id,
      siteId: site.site_id,
      name: site.name,
      hardwareType: site.hardware_type,
      plantType: site.crop,
      plantingDate: site.planting_date,
      timeZone,
      cropTemplate: site.crop_template_id ? { objectId: site.crop_template_id } : null,
      thresholds: this.setsOf(site.settings, sensors),
      sensors: rows,
      recompute: recomputeStatusOf(await this.derived.job(site.id)),
      canEdit,
    };
  }

  /**
   * PATCH /site/{id}: the notes switch for anyone who reads the site; thresholds, template and crop
   * type with site:editThresholds; the configuration groups of spec 002 §7.1 with the actions
   * checkGroups names. Settings are saved compare-and-set, so a detection run saving meanwhile is
   * redone over, never overwritten; the change and its changelog rows are one transaction. A change
   * of the bands or the crop recomputes today's values; one of depths, selected sensors, planting
   * date or soil queues the site's full recompute (the background job runs it).
   */
  async update(actor: Actor, key: string, sent: SiteUpdateBody): Promise<SiteUpdateAnswer> {
    const found = await readableSite(this.sites, actor, key);
    checkGroups(actor, found.scope, sent);
    const body = withListedCrop(sent);
    let site = found.site;
    const devices = await this.devices.findBySite(site.id);
    const sensors = countsOf(devices);
    const plantType = body.plantType ?? site.crop;
    const template = body.cropTemplate ? await this.templates.visibleTemplate(actor, body.cropTemplate.objectId) : null;
    if (template && !sameCropType(template.cropType, plantType)) throw badRequest(TEMPLATE_FORM_MESSAGES.cropMismatch, ['cropTemplate']);
    const plantingDate = body.plantingDate !== undefined ? body.plantingDate : site.planting_date;
    if (template && !plantingDate) throw badRequest(THRESHOLD_PAGE_MESSAGES.templateNeedsPlantingDate, ['cropTemplate']);
    await this.checkIds(site, devices, body);
    const today = dayIn(found.timeZone);

    let next = this.nextState(site, devices, body, sensors, template?.id, today);
    for (let attempt = 1; !(await this.changes.save(this.write(site, next, actor))); attempt++) {
      // Someone (a detection run, another edit) saved meanwhile: redo the edit over what they saved.
      const fresh = await this.sites.findByAnyId(site.id);
      if (!fresh || attempt >= SAVE_ATTEMPTS) throw new Error(`Site ${site.site_id}: settings kept changing`);
      site = fresh;
      next = this.nextState(site, devices, body, sensors, template?.id, today);
    }
    site = (await this.sites.findByAnyId(site.id)) ?? site;
    const devicesAfter = next.devices.length > 0 ? await this.devices.findBySite(site.id) : devices;
    if (next.bandsChanged) await this.recompute.afterChange(site.id, actor);
    if (next.derivedChanged) await this.derived.enqueue(site.id, 'all', actor.userId, isoNow());
    return {
      objectId: site.id,
      siteId: site.site_id,
      showNotes: showNotesOf(site.settings),
      parsedSite: {
        objectId: site.id,
        siteId: site.site_id,
        name: site.name,
        plantType: site.crop,
        cropTemplate: site.crop_template_id ? { objectId: site.crop_template_id } : null,
        status: site.status,
        location: { latitude: site.latitude, longitude: site.longitude },
        soilType: site.soil_type,
        irrigationType: site.irrigation_type,
        plantingDate: site.planting_date,
        installByDate: site.install_by_date,
        updatedAt: site.updated_at,
      },
      parsedTwig: presentParsedTwig(site, devicesAfter),
      thresholds: this.setsOf(site.settings, countsOf(devicesAfter)),
    };
  }

  private write(site: SiteRecord, next: ReturnType<ThresholdPageService['nextState']>, actor: Actor): SiteChangeWrite {
    return {
      siteObjectId: site.id,
      before: site.settingsText,
      settings: next.settings,
      columns: next.columns,
      devices: next.devices,
      changes: next.changes,
      userId: actor.userId,
      updatedAt: isoNow(),
    };
  }

  /** Device and site ids a body renames to must be free (400 naming the field). */
  private async checkIds(site: SiteRecord, devices: DeviceRecord[], body: SiteUpdateBody): Promise<void> {
    const probe = devices.find((d) => d.kind === 'probe');
    for (const field of ['twigId', 'badgerId'] as const) {
      const value = body[field];
      if (value !== undefined && probe && value !== probe.device_id && (await this.changes.deviceIdTaken(value, probe.id))) {
        throw badRequest(SITE_CONFIG_MESSAGES.idInUse(field === 'twigId' ? 'Twig ID' : 'Badger ID'), [field]);
      }
    }
    if (body.siteId !== undefined && (await this.changes.siteIdTaken(body.siteId, site.id))) {
      throw badRequest(SITE_CONFIG_MESSAGES.idInUse('Site ID'), ['siteId']);
    }
  }

  /** The site's settings, columns, devices and changelog after the body, from what is stored now. */
  private nextState(
    site: SiteRecord,
    devices: DeviceRecord[],
    body: SiteUpdateBody,
    sensors: SensorCounts,
    templateId: string | undefined,
    today: string,
  ) {
    let config;
    try {
      config = applyConfigGroups(site, devices, body, today);
    } catch (err) {
      if (err instanceof ConfigRuleError) throw badRequest(err.message, [err.field]);
      throw err;
    }
    let settings: Record<string, unknown> = config.settings;
    const changes = [...config.changes];
    if (body.showNotes !== undefined) {
      if (showNotesOf(site.settings) !== body.showNotes) changes.push(changeOf('showNotes', showNotesOf(site.settings), body.showNotes));
      settings.showNotes = { value: body.showNotes };
    }
    if (touchesThresholds(body)) {
      const edited = applyThresholdEdits(settings, body, { hardware: sensors.depths.length, local: sensors.local });
      if (edited.error) throw badRequest(`${edited.error.field}: ${edited.error.message}`, [edited.error.field]);
      const before = this.setsOf(site.settings, sensors);
      settings = edited.settings;
      const after = this.setsOf(settings as SiteRecord['settings'], sensors);
      if (JSON.stringify(before) !== JSON.stringify(after)) changes.push(changeOf('thresholds', null, 'edited'));
    }
    const crop = body.plantType ?? site.crop;
    if (body.plantType !== undefined) {
      settings.plantType = { ...(settings.plantType as object | undefined), value: body.plantType };
      if (body.plantType !== site.crop) changes.push(changeOf('plantType', site.crop, body.plantType));
    }
    // Spec 002 §4: another crop type clears the applied template (unless this body applies one).
    let cropTemplateId = site.crop_template_id;
    if (body.plantType !== undefined && !sameCropType(body.plantType, site.crop)) cropTemplateId = null;
    if (body.cropTemplate !== undefined) cropTemplateId = templateId ?? null;
    if (cropTemplateId !== site.crop_template_id) changes.push(changeOf('cropTemplate', site.crop_template_id, cropTemplateId));
    // Another crop changes the crop coefficients: today's values are recomputed at once, like a band change.
    const cropChanged = body.plantType !== undefined && !sameCropType(body.plantType, site.crop);
    const bandsChanged = touchesThresholds(body) || cropTemplateId !== site.crop_template_id || cropChanged;
    const derivedChanged = config.derivedChanged;
    return {
      settings: settings as SiteRecord['settings'],
      columns: { ...config.columns, crop, crop_template_id: cropTemplateId },
      devices: config.devices,
      changes,
      bandsChanged,
      derivedChanged,
    };
  }
}

/** The body with its crop type as the list spells it; a crop type not on the list is a 400 naming plantType. */
function withListedCrop(body: SiteUpdateBody): SiteUpdateBody {
  if (body.plantType === undefined) return body;
  const plantType = canonicalPlantType(body.plantType);
  if (!plantType) throw badRequest(CROP_TYPE_MESSAGES.unknown(body.plantType), ['plantType']);
  return { ...body, plantType };
}

const changeOf = (field: string, before: unknown, after: unknown): SiteChange => ({
  field,
  friendlyName: CHANGELOG_FRIENDLY_NAMES[field] ?? field,
  oldValue: valueText(before),
  newValue: valueText(after),
});

const THRESHOLD_GROUP_KEYS = new Set(['cropTemplate', 'plantType']);

/**
 * The actions the body's groups need (spec 001 §6, 002 §6): 403 on the first one refused. The
 * irrigation type and properties are both the About page's (site:editConfig) and the
 * irrigation-types card's (site:editForecast): either will do.
 */
function checkGroups(actor: Actor, scope: Scope, body: SiteUpdateBody): void {
  const needs = new Set<Action | 'irrigation'>();
  if (touchesThresholds(body)) needs.add('site:editThresholds');
  for (const key of Object.keys(body) as (keyof SiteUpdateBody)[]) {
    if (body[key] === undefined) continue;
    if (THRESHOLD_GROUP_KEYS.has(key)) needs.add('site:editThresholds');
    if ((CONFIG_KEYS as readonly string[]).includes(key)) needs.add(actionOfConfigKey(key));
  }
  for (const need of needs) {
    const allowed =
      need === 'irrigation' ? can(actor, 'site:editConfig', scope) || can(actor, 'site:editForecast', scope) : can(actor, need, scope);
    if (!allowed) throw forbidden();
  }
}

const countsOf = (devices: DeviceRecord[]): SensorCounts => ({
  depths: devices.find((d) => d.kind === 'probe')?.depths ?? [],
  local: devices.some((d) => d.kind === 'local') ? 1 : 0,
});

/** Today's date (YYYY-MM-DD) on the farm's clock: the date limits count from it. */
const dayIn = (timeZone: string, now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
