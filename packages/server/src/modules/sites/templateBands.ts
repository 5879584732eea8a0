import type { Kysely } from 'kysely';
import { z } from 'zod';
import { templateLimitsForDay, templateRowSchema, type BandThresholds } from '@tilth/domain';
import { farmClock, localDate } from '@tilth/domain/time/localDays';
import type { Database } from '../../db/schema';
import { parseStored } from '../../db/storedJson';

const storedRowsSchema = z.array(templateRowSchema);

/**
 * The bands a site's applied crop template sets for the farm's local today (spec 001 §4: the bar
 * colour and pin follow the template where one is applied). Reads the template's rows itself so the
 * sites module does not depend on the templates module (which depends on sites).
 */
export class TemplateBands {
  constructor(private readonly db: Kysely<Database>) {}

  /** RP/WL1/WL2 of the template row in force today; null without a template, a planting date, or before planting. */
  async today(
    site: { id: string; crop_template_id: string | null; planting_date: string | null },
    now: number,
  ): Promise<BandThresholds | null> {
    if (!site.crop_template_id || !site.planting_date) return null;
    const row = await this.db
      .selectFrom('sites')
      .innerJoin('farms', 'farms.id', 'sites.farm_id')
      .innerJoin('crop_templates', 'crop_templates.id', 'sites.crop_template_id')
      .select(['crop_templates.template_data', 'farms.time_zone', 'farms.longitude'])
      .where('sites.id', '=', site.id)
      .executeTakeFirst();
    if (!row) return null;
    const rows = parseStored(storedRowsSchema, row.template_data, `crop_templates.template_data (site ${site.id})`);
    const ts = Math.floor(now / 1000);
    const today = localDate(farmClock(row.time_zone, row.longitude, ts, ts), ts);
    return templateLimitsForDay(rows, site.planting_date, today);
  }
}
