import { sql, type Kysely } from 'kysely';

/**
 * One spelling per crop type (issue 27): the demo stored 'Potato' while the crop-type list offers
 * 'Potatoes' (spec 002), so the Expected Stages card and the crop-type select disagreed. Every
 * stored crop type that the list knows in another spelling is rewritten to the list's:
 * - `sites.crop` and the documented settings' `plantType.value`;
 * - `crop_templates.crop_type` (and the demo's own potato template, whose name the seed looks up);
 * - the changelog's crop-type entries (`site_changelog` rows of field plantType), so a site's
 *   history names the crop as its page does.
 * Crop types the list does not know (free text of older clients) are left as they are. The list
 * is frozen here as it was when this ran: the domain's list may grow later.
 */
const LISTED = ['Alfalfa', 'Corn', 'Cotton', 'Potatoes', 'Soybean', 'Spring Wheat', 'Wheat', 'Winter Wheat'];
const RENAMED: Readonly<Record<string, string>> = { potato: 'Potatoes' };
const DEMO_TEMPLATE_SUFFIX = ' - FAO-56 growth stages';

/** The list's spelling of a stored crop type; null when it is already that or the list does not know it. */
export function rewrittenCrop(stored: string | null): string | null {
  if (stored === null) return null;
  const key = stored.trim().toLowerCase();
  const listed = RENAMED[key] ?? LISTED.find((name) => name.toLowerCase() === key) ?? null;
  return listed !== null && listed !== stored ? listed : null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const siteCrops = await sql<{ crop: string | null }>`select distinct crop from sites`.execute(db);
  for (const { crop } of siteCrops.rows) {
    const listed = rewrittenCrop(crop);
    if (listed === null || crop === null) continue;
    const sites = await sql<{ id: string; settings: string }>`select id, settings from sites where crop = ${crop}`.execute(db);
    for (const site of sites.rows) {
      await sql`update sites set crop = ${listed}, settings = ${withPlantType(site.settings, listed)} where id = ${site.id}`.execute(db);
    }
  }

  const templateCrops = await sql<{ crop_type: string }>`select distinct crop_type from crop_templates`.execute(db);
  for (const { crop_type: crop } of templateCrops.rows) {
    const listed = rewrittenCrop(crop);
    if (listed === null) continue;
    await sql`update crop_templates set crop_type = ${listed} where crop_type = ${crop}`.execute(db);
    await sql`update crop_templates set name = ${listed + DEMO_TEMPLATE_SUFFIX}
      where name = ${crop + DEMO_TEMPLATE_SUFFIX} and crop_type = ${listed}`.execute(db);
  }

  for (const column of ['old_value', 'new_value'] as const) {
    const values = await sql<{ value: string | null }>`select distinct ${sql.ref(column)} as value from site_changelog
      where field = 'plantType'`.execute(db);
    for (const { value } of values.rows) {
      const listed = rewrittenCrop(value);
      if (listed === null) continue;
      await sql`update site_changelog set ${sql.ref(column)} = ${listed}
        where field = 'plantType' and ${sql.ref(column)} = ${value}`.execute(db);
    }
  }
}

/** The settings JSON with plantType.value set (other keys, and their order, as they were). */
function withPlantType(settingsText: string, crop: string): string {
  const settings = JSON.parse(settingsText) as Record<string, unknown>;
  const entry = settings.plantType;
  if (entry === null || typeof entry !== 'object') return settingsText;
  return JSON.stringify({ ...settings, plantType: { ...entry, value: crop } });
}

/** Nothing to undo: the old spellings named the same crops. */
export async function down(): Promise<void> {}
