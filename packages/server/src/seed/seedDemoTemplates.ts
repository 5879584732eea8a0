import type { Kysely } from 'kysely';
import { cropTemplateRows, HARDWARE_TYPES, type CropId } from '@tilth/domain';
import type { Database } from '../db/schema';
import { newObjectId } from '../lib/ids';
import { isoNow } from '../lib/time';
import { TemplateRepository } from '../modules/templates/templateRepository';
import { DEMO_EMAIL_DOMAIN, demoFarms } from './demoData';
import { CROP_LABELS, demoSites } from './demoSites';

/** The demo's crops (the labels its sites carry) and the FAO-56 crop each template is built from. */
const DEMO_TEMPLATE_CROPS: Readonly<Record<string, CropId>> = {
  [CROP_LABELS.corn!]: 'corn',
  [CROP_LABELS.cotton!]: 'cotton',
  // The demo's wheat is sown in the autumn.
  [CROP_LABELS.wheat!]: 'winterWheat',
  [CROP_LABELS.potato!]: 'potato',
  [CROP_LABELS.soybean!]: 'soybean',
  [CROP_LABELS.alfalfa!]: 'alfalfa',
};

const PRESSURE_HARDWARE = HARDWARE_TYPES.filter((h) => h.pressure).map((h) => h.value);

export const demoTemplateName = (cropLabel: string) => `${cropLabel} - FAO-56 growth stages`;

/**
 * One PUBLIC template per demo crop, created by the platform admin for the root organisation,
 * each applied to about half of that crop's demo sites with a planting date, so the demo shows
 * templates. Idempotent: a template already there is left alone (and so are the sites, which a
 * user may have changed since); databases seeded before templates existed get them on start.
 * Does nothing outside the demo (no demo admin).
 */
export async function seedDemoTemplates(db: Kysely<Database>): Promise<number> {
  const admin = await db
    .selectFrom('users')
    .select(['id', 'organisation_id'])
    .where('username', '=', 'admin')
    .where('email', '=', `admin@${DEMO_EMAIL_DOMAIN}`)
    .where('role', '=', 'tilth_admin')
    .executeTakeFirst();
  if (!admin?.organisation_id) return 0;
  const templates = new TemplateRepository(db);
  const farmNames = demoFarms.map((farm) => farm.name);
  let created = 0;
  for (const [cropLabel, crop] of Object.entries(DEMO_TEMPLATE_CROPS)) {
    const name = demoTemplateName(cropLabel);
    const existing = await db
      .selectFrom('crop_templates')
      .select('id')
      .where('name', '=', name)
      .where('created_by', '=', admin.id)
      .executeTakeFirst();
    if (existing) continue;
    const id = newObjectId();
    const now = isoNow();
    const write = { name, cropType: cropLabel, sharingOption: 'PUBLIC' as const, rows: cropTemplateRows(crop), members: [] };
    await templates.insert(id, write, admin.id, admin.organisation_id, now);
    created++;

    const siteNames = demoSites.filter((site) => CROP_LABELS[site.crop] === cropLabel).map((site) => site.name);
    if (siteNames.length === 0) continue;
    const sites = await db
      .selectFrom('sites')
      .innerJoin('farms', 'farms.id', 'sites.farm_id')
      .select('sites.id')
      .where('sites.crop', '=', cropLabel)
      .where('sites.planting_date', 'is not', null)
      .where('sites.crop_template_id', 'is', null)
      // The Template tab is hidden for a pressure transducer: nothing would show the template.
      .where('sites.hardware_type', 'not in', PRESSURE_HARDWARE)
      .where('sites.name', 'in', siteNames)
      .where('farms.name', 'in', farmNames)
      .orderBy('sites.site_id')
      .execute();
    const chosen = sites.filter((_, index) => index % 2 === 0).map((site) => site.id);
    if (chosen.length > 0) {
      await db.updateTable('sites').set({ crop_template_id: id, updated_at: now }).where('id', 'in', chosen).execute();
    }
  }
  return created;
}
