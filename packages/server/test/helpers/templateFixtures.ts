import type { Kysely } from 'kysely';
import type { SharingOption, TemplateRow } from '@tilth/domain';
import type { Database } from '../../src/db/schema';
import { newObjectId } from '../../src/lib/ids';

export const TWO_ROWS: TemplateRow[] = [
  { start_day: 1, red: 40, yellow: 50, green: 90, light_blue: 100 },
  { start_day: 31, red: 55, yellow: 65, green: 85, light_blue: 100 },
];

/** A crop template written straight to the database, for tests that need one owned by someone in particular. */
export async function insertTemplate(
  db: Kysely<Database>,
  options: {
    createdBy: string;
    ownerOrganisationId: string;
    sharing?: SharingOption;
    members?: string[];
    cropType?: string;
    name?: string;
    rows?: TemplateRow[];
  },
): Promise<string> {
  const id = newObjectId();
  const now = new Date().toISOString();
  await db
    .insertInto('crop_templates')
    .values({
      id,
      name: options.name ?? `Fixture template ${id}`,
      crop_type: options.cropType ?? 'Corn',
      created_by: options.createdBy,
      owner_organisation_id: options.ownerOrganisationId,
      sharing_option: options.sharing ?? 'TEAM_AND_ABOVE',
      template_data: JSON.stringify(options.rows ?? TWO_ROWS),
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const userId of options.members ?? []) {
    await db.insertInto('crop_template_members').values({ template_id: id, user_id: userId }).execute();
  }
  return id;
}
