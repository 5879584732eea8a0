import {
  LOCAL_SENSOR_DEPTH_IN,
  TEMPLATE_FORM_MESSAGES,
  THRESHOLD_PAGE_MESSAGES,
  type Actor,
  type SiteUpdateAnswer,
  type SiteUpdateBody,
  type ThresholdPage,
  type ThresholdSensor,
  type ThresholdSets,
} from '@tilth/domain';
import { applyThresholdEdits, thresholdSetsOf, touchesThresholds } from '@tilth/domain/sites/thresholdSets';
import { badRequest } from '../../http/errors';
import { isoNow } from '../../lib/time';
import type { DeviceRepository } from '../telemetry/deviceRepository';
import type { SiteRecord, SiteRepository } from '../sites/siteRepository';
import { showNotesOf } from '../siteGraph/siteNotesSwitch';
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

const sameCrop = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

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
   * type with site:editThresholds. Settings are saved compare-and-set, so a detection run saving
   * meanwhile is redone over, never overwritten; a change of the bands recomputes today's values.
   */
  async update(actor: Actor, key: string, body: SiteUpdateBody): Promise<SiteUpdateAnswer> {
    const edits = touchesThresholds(body) || body.cropTemplate !== undefined || body.plantType !== undefined;
    let { site } = await this.access.site(actor, key, edits ? 'site:editThresholds' : 'site:read');
    const sensors = await this.sensorsOf(site.id);
    const plantType = body.plantType ?? site.crop;
    const template = body.cropTemplate ? await this.templates.visibleTemplate(actor, body.cropTemplate.objectId) : null;
    if (template && !sameCrop(template.cropType, plantType)) throw badRequest(TEMPLATE_FORM_MESSAGES.cropMismatch, ['cropTemplate']);
    if (template && !site.planting_date) throw badRequest(THRESHOLD_PAGE_MESSAGES.templateNeedsPlantingDate, ['cropTemplate']);

    let next = this.nextState(site, body, sensors, template?.id);
    for (let attempt = 1; !(await this.thresholds.saveSite(site.id, site.settingsText, next.settings, next.columns, isoNow())); attempt++) {
      // Someone (a detection run, another edit) saved meanwhile: redo the edit over what they saved.
      const fresh = await this.sites.findByAnyId(site.id);
      if (!fresh || attempt >= SAVE_ATTEMPTS) throw new Error(`Site ${site.site_id}: settings kept changing`);
      site = fresh;
      next = this.nextState(site, body, sensors, template?.id);
    }
    site = { ...site, settings: next.settings, settingsText: JSON.stringify(next.settings), ...next.columns };
    if (next.bandsChanged) await this.recompute.afterChange(site.id, actor);
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
      },
      thresholds: this.setsOf(site.settings, sensors),
    };
  }

  /** The site's settings and columns after the body, from what is stored now. */
  private nextState(site: SiteRecord, body: SiteUpdateBody, sensors: SensorCounts, templateId: string | undefined) {
    let settings: Record<string, unknown> = { ...site.settings };
    if (body.showNotes !== undefined) settings.showNotes = { value: body.showNotes };
    if (touchesThresholds(body)) {
      const edited = applyThresholdEdits(settings, body, { hardware: sensors.depths.length, local: sensors.local });
      if (edited.error) throw badRequest(`${edited.error.field}: ${edited.error.message}`, [edited.error.field]);
      settings = edited.settings;
    }
    const crop = body.plantType ?? site.crop;
    if (body.plantType !== undefined) {
      settings.plantType = { ...(settings.plantType as object | undefined), value: body.plantType };
    }
    // Spec 002 §4: another crop type clears the applied template (unless this body applies one).
    let cropTemplateId = site.crop_template_id;
    if (body.plantType !== undefined && !sameCrop(body.plantType, site.crop)) cropTemplateId = null;
    if (body.cropTemplate !== undefined) cropTemplateId = templateId ?? null;
    const bandsChanged = touchesThresholds(body) || cropTemplateId !== site.crop_template_id;
    return { settings: settings as SiteRecord['settings'], columns: { crop, crop_template_id: cropTemplateId }, bandsChanged };
  }
}
