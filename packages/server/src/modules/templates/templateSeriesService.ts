import { TEMPLATE_FORM_MESSAGES, THRESHOLD_PAGE_MESSAGES, templateSeries, type Actor, type TemplateSeries } from '@tilth/domain';
import { sameCropType } from '@tilth/domain/sites/cropTypes';
import { addDays } from '@tilth/domain/agronomy/gdd';
import { dateRangeError } from '@tilth/domain/time/dateParam';
import { farmClock, localDate } from '@tilth/domain/time/localDays';
import { badRequest } from '../../http/errors';
import { parseDateParam } from '../sites/dateParams';
import { readableSite } from '../sites/siteAccess';
import type { SiteRepository } from '../sites/siteRepository';
import type { TemplateService } from './templateService';

/** Past the template's last row, the default range runs on this many days (the last row holds). */
export const DAYS_AFTER_LAST_ROW = 60;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Place {
  timeZone: string;
  longitude: number;
}

/**
 * The local day a request's date names: a calendar date as it is; an instant (ISO 8601 with a
 * time, or epoch) as the farm's local day it falls on. Either must pass the domain's date rule.
 */
function localDayOf(text: string | undefined, field: string, place: Place): string | null {
  const seconds = parseDateParam(text, field);
  if (seconds === null) return null;
  const value = text!.trim();
  if (CALENDAR_DATE.test(value)) return value;
  return localDate(farmClock(place.timeZone, place.longitude, seconds, seconds), seconds);
}

const daySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** A template laid on a site's calendar from its planting date (GET /sites/{siteId}/templates/{templateId}). */
export class TemplateSeriesService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly templates: TemplateService,
  ) {}

  async siteSeries(
    actor: Actor,
    siteKey: string,
    templateId: string,
    query: { plantingdate?: string; fromDate?: string; toDate?: string },
    now = Date.now(),
  ): Promise<TemplateSeries> {
    const { site, timeZone } = await readableSite(this.sites, actor, siteKey);
    const template = await this.templates.visibleTemplate(actor, templateId);
    // Bands of another crop would mislead: the same rule as applying a template (PATCH /site/{id}).
    if (!sameCropType(template.cropType, site.crop)) throw badRequest(TEMPLATE_FORM_MESSAGES.cropMismatch, ['templateId']);
    const place = { timeZone, longitude: site.longitude };
    const plantingDate = localDayOf(query.plantingdate, 'plantingdate', place) ?? site.planting_date?.slice(0, 10) ?? null;
    if (!plantingDate) throw badRequest(THRESHOLD_PAGE_MESSAGES.templateNeedsPlantingDate, ['plantingdate']);

    const from = localDayOf(query.fromDate, 'fromDate', place) ?? plantingDate;
    let to = localDayOf(query.toDate, 'toDate', place);
    if (to === null) {
      const today = localDayOf(String(Math.floor(now / 1000)), 'now', place)!;
      const lastStart = template.rows.at(-1)?.start_day ?? 1;
      const pastLastRow = addDays(plantingDate, lastStart - 1 + DAYS_AFTER_LAST_ROW);
      to = today > pastLastRow ? today : pastLastRow;
    }
    if (query.fromDate || query.toDate) {
      const error = dateRangeError(daySeconds(from), daySeconds(to), ['fromDate', 'toDate']);
      if (error) throw badRequest(error, ['fromDate', 'toDate']);
    }
    return templateSeries(template.rows, plantingDate, from, to);
  }
}
