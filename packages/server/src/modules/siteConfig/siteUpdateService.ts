import {
  can,
  CHANGELOG_FRIENDLY_NAMES,
  SITE_CONFIG_MESSAGES,
  TEMPLATE_FORM_MESSAGES,
  THRESHOLD_PAGE_MESSAGES,
  type Action,
  type Actor,
  type Scope,
  type SiteUpdateAnswer,
  type SiteUpdateBody,
} from '@tilth/domain';
import { canonicalPlantType, CROP_TYPE_MESSAGES, sameCropType } from '@tilth/domain/sites/cropTypes';
import { badRequest, forbidden } from '../../http/errors';
import { isoNow } from '../../lib/time';
import type { DerivedValueRepository } from '../dailyValues/derivedValueRepository';
import type { RecomputeService } from '../dailyValues/recomputeService';
import type { DeviceRecord, DeviceRepository } from '../telemetry/deviceRepository';
import { readableSite } from '../sites/siteAccess';
import type { SiteRecord, SiteRepository } from '../sites/siteRepository';
import { showNotesOf } from '../siteGraph/siteNotesSwitch';
import type { SiteChange, SiteChangeRepository, SiteChangeWrite } from './siteChangeRepository';
import { thresholdSetsIn, THRESHOLD_PAGE_FIELDS } from './thresholdPageFields';
import {
  ConfigRuleError,
  isTouched,
  valueText,
  type DeviceWrite,
  type SensorCounts,
  type SiteUpdateDraft,
  type SiteUpdateField,
} from './siteUpdateDraft';
import { CONFIG_FIELDS } from './siteUpdateFields';
import { presentParsedTwig } from './twigPresenter';

/** The templates module's visibility rule: a template the actor may see, else a 404. */
export interface VisibleTemplates {
  visibleTemplate(actor: Actor, templateId: string): Promise<{ id: string; cropType: string }>;
}

const SAVE_ATTEMPTS = 5;

/**
 * Every field of PATCH /site/{id}, in the order they are checked and applied: the configuration
 * groups (spec 002 §7.1), then the notes switch and the threshold page's (spec 001 §2.9).
 */
export const SITE_UPDATE_FIELDS: readonly SiteUpdateField[] = [...CONFIG_FIELDS, ...THRESHOLD_PAGE_FIELDS];

/** The site after the body: what is saved in one transaction, and which recompute it needs. */
interface NextState {
  settings: SiteRecord['settings'];
  columns: SiteChangeWrite['columns'];
  devices: DeviceWrite[];
  changes: SiteChange[];
  /** Today's values are recomputed at once (bands, template or crop changed). */
  bandsChanged: boolean;
  /** The site's full recompute is queued (depths, selected sensors, planting date, soil changed). */
  derivedChanged: boolean;
}

/**
 * PATCH /site/{id}, the one general site update: the notes switch, threshold sets and A/M flags,
 * crop template and crop type, and the configuration groups of the About and Configuration pages.
 */
export class SiteUpdateService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly devices: DeviceRepository,
    private readonly derived: DerivedValueRepository,
    private readonly templates: VisibleTemplates,
    private readonly recompute: RecomputeService,
    private readonly changes: SiteChangeRepository,
  ) {}

  /**
   * The notes switch for anyone who reads the site; thresholds, template and crop type with
   * site:editThresholds; the configuration groups with the actions their fields name. Settings are
   * saved compare-and-set, so a detection run saving meanwhile is redone over, never overwritten;
   * the change and its changelog rows are one transaction. A change of the bands or the crop
   * recomputes today's values; one of depths, selected sensors, planting date or soil queues the
   * site's full recompute (the background job runs it).
   */
  async update(actor: Actor, key: string, sent: SiteUpdateBody): Promise<SiteUpdateAnswer> {
    const found = await readableSite(this.sites, actor, key);
    checkFields(actor, found.scope, sent);
    const body = withListedCrop(sent);
    let site = found.site;
    const devices = await this.devices.findBySite(site.id);
    const plantType = body.plantType ?? site.crop;
    const template = body.cropTemplate ? await this.templates.visibleTemplate(actor, body.cropTemplate.objectId) : null;
    if (template && !sameCropType(template.cropType, plantType)) throw badRequest(TEMPLATE_FORM_MESSAGES.cropMismatch, ['cropTemplate']);
    const plantingDate = body.plantingDate !== undefined ? body.plantingDate : site.planting_date;
    if (template && !plantingDate) throw badRequest(THRESHOLD_PAGE_MESSAGES.templateNeedsPlantingDate, ['cropTemplate']);
    await this.checkIds(site, devices, body);
    const today = dayIn(found.timeZone);

    let next = nextState(site, devices, body, template?.id, today);
    for (let attempt = 1; !(await this.changes.save(write(site, next, actor))); attempt++) {
      // Someone (a detection run, another edit) saved meanwhile: redo the edit over what they saved.
      const fresh = await this.sites.findByAnyId(site.id);
      if (!fresh || attempt >= SAVE_ATTEMPTS) throw new Error(`Site ${site.site_id}: settings kept changing`);
      site = fresh;
      next = nextState(site, devices, body, template?.id, today);
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
      thresholds: thresholdSetsIn(site.settings, countsOf(devicesAfter)),
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
}

function write(site: SiteRecord, next: NextState, actor: Actor): SiteChangeWrite {
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

/**
 * The site's settings, columns, devices and changelog after the body, from what is stored now:
 * each field the body touches is checked and applied in SITE_UPDATE_FIELDS' order; the first rule
 * broken is a 400 naming its field.
 */
function nextState(
  site: SiteRecord,
  devices: readonly DeviceRecord[],
  body: SiteUpdateBody,
  templateId: string | undefined,
  today: string,
): NextState {
  const deviceWrites = new Map<string, DeviceWrite>();
  const changes: SiteChange[] = [];
  let derivedChanged = false;
  let current: SiteUpdateField | undefined;
  const draft: SiteUpdateDraft = {
    site,
    body,
    today,
    probe: devices.find((d) => d.kind === 'probe'),
    local: devices.find((d) => d.kind === 'local'),
    sensors: countsOf(devices),
    templateId,
    settings: { ...site.settings },
    columns: {},
    deviceWrites,
    cropTemplateId: site.crop_template_id,
    bandsChanged: false,
    device: (d) => deviceWrites.get(d.id) ?? deviceWrites.set(d.id, { id: d.id }).get(d.id)!,
    record: (field, before, after) => {
      const oldValue = valueText(before);
      const newValue = valueText(after);
      if (oldValue === newValue) return;
      changes.push({ field, friendlyName: CHANGELOG_FRIENDLY_NAMES[field] ?? field, oldValue, newValue });
      if (current?.derived) derivedChanged = true;
    },
    push: (field, before, after) => {
      changes.push({
        field,
        friendlyName: CHANGELOG_FRIENDLY_NAMES[field] ?? field,
        oldValue: valueText(before),
        newValue: valueText(after),
      });
    },
  };
  try {
    for (const field of SITE_UPDATE_FIELDS) {
      if (!isTouched(field, body)) continue;
      current = field;
      field.apply(draft);
    }
  } catch (err) {
    if (err instanceof ConfigRuleError) throw badRequest(err.message, [err.field]);
    throw err;
  }
  return {
    settings: draft.settings as SiteRecord['settings'],
    columns: { ...draft.columns, crop: body.plantType ?? site.crop, crop_template_id: draft.cropTemplateId },
    devices: [...deviceWrites.values()],
    changes,
    bandsChanged: draft.bandsChanged,
    derivedChanged,
  };
}

/** The body with its crop type as the list spells it; a crop type not on the list is a 400 naming plantType. */
function withListedCrop(body: SiteUpdateBody): SiteUpdateBody {
  if (body.plantType === undefined) return body;
  const plantType = canonicalPlantType(body.plantType);
  if (!plantType) throw badRequest(CROP_TYPE_MESSAGES.unknown(body.plantType), ['plantType']);
  return { ...body, plantType };
}

/**
 * The actions the body's fields need (spec 001 §6, 002 §6): 403 on the first one refused. The
 * irrigation type and properties are both the About page's (site:editConfig) and the
 * irrigation-types card's (site:editForecast): either will do.
 */
function checkFields(actor: Actor, scope: Scope, body: SiteUpdateBody): void {
  const needs = new Set<Action | 'irrigation'>();
  for (const field of SITE_UPDATE_FIELDS) if (field.action && isTouched(field, body)) needs.add(field.action);
  for (const need of needs) {
    const allowed =
      need === 'irrigation' ? can(actor, 'site:editConfig', scope) || can(actor, 'site:editForecast', scope) : can(actor, need, scope);
    if (!allowed) throw forbidden();
  }
}

const countsOf = (devices: readonly DeviceRecord[]): SensorCounts => ({
  depths: devices.find((d) => d.kind === 'probe')?.depths ?? [],
  local: devices.some((d) => d.kind === 'local') ? 1 : 0,
});

/** Today's date (YYYY-MM-DD) on the farm's clock: the date limits count from it. */
const dayIn = (timeZone: string, now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
