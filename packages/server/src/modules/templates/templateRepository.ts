import { sql, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import { templateRowSchema, type SharingOption, type TemplateRow } from '@tilth/domain';
import type { CropTemplateTable, Database } from '../../db/schema';
import { parseStored } from '../../db/storedJson';

const storedRowsSchema = z.array(templateRowSchema);

/** A template as the code past this repository sees it: rows parsed, with its creator and owner organisation. */
export interface TemplateRecord {
  id: string;
  name: string;
  cropType: string;
  sharingOption: SharingOption;
  rows: TemplateRow[];
  createdBy: { id: string; name: string; username: string };
  ownerOrganisation: { id: string; name: string; path: string };
  createdAt: string;
  updatedAt: string;
}

export interface TemplateMember {
  id: string;
  name: string;
  username: string;
}

/** Who is looking: the SQL side of the sharing rule (the service holds the same rule for one template). */
export interface TemplateViewer {
  userId: string;
  /** The caller's organisation path (a farm-level user's: their farm's business); null when they have none. */
  organisationPath: string | null;
  /** The platform admin sees every template. */
  seesAll: boolean;
}

/** A user a CUSTOM template may be shared with, with where they sit for the policy. */
export interface CandidateRow {
  id: string;
  name: string;
  username: string;
  organisation_name: string | null;
  organisation_path: string | null;
  farm_id: string | null;
}

export interface TemplateWrite {
  name: string;
  cropType: string;
  sharingOption: SharingOption;
  rows: TemplateRow[];
  members: string[];
}

type TemplateRowOfDb = CropTemplateTable & {
  creator_name: string | null;
  creator_username: string | null;
  owner_name: string | null;
  owner_path: string | null;
};

function templateRecord(row: TemplateRowOfDb): TemplateRecord {
  return {
    id: row.id,
    name: row.name,
    cropType: row.crop_type,
    sharingOption: row.sharing_option,
    rows: parseStored(storedRowsSchema, row.template_data, `crop_templates.template_data (template ${row.id})`),
    createdBy: { id: row.created_by, name: row.creator_name ?? '', username: row.creator_username ?? '' },
    ownerOrganisation: { id: row.owner_organisation_id, name: row.owner_name ?? '', path: row.owner_path ?? '' },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Every query of crop templates and their members (spec 001 §3, §7 "Templates"). */
export class TemplateRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private withPeople() {
    return this.db
      .selectFrom('crop_templates')
      .leftJoin('users', 'users.id', 'crop_templates.created_by')
      .leftJoin('organisations', 'organisations.id', 'crop_templates.owner_organisation_id')
      .selectAll('crop_templates')
      .select(['users.name as creator_name', 'users.username as creator_username'])
      .select(['organisations.name as owner_name', 'organisations.path as owner_path']);
  }

  async find(id: string): Promise<TemplateRecord | undefined> {
    const row = await this.withPeople().where('crop_templates.id', '=', id).executeTakeFirst();
    return row && templateRecord(row);
  }

  /** A template's rows (the bands a site it is applied to follows); null when there is no such template. */
  async rowsOf(templateId: string): Promise<TemplateRow[] | null> {
    const row = await this.db.selectFrom('crop_templates').select('template_data').where('id', '=', templateId).executeTakeFirst();
    return row ? parseStored(storedRowsSchema, row.template_data, `crop_templates.template_data (template ${templateId})`) : null;
  }

  /**
   * The templates a viewer may see (optionally of one crop type, any case), by name: PUBLIC ones,
   * their own, CUSTOM ones shared with them, and TEAM_AND_ABOVE ones owned in their subtree
   * (their organisation is the owner or above it).
   */
  async listVisible(viewer: TemplateViewer, cropType?: string): Promise<TemplateRecord[]> {
    let query = this.withPeople();
    if (cropType !== undefined) query = query.where(sql<boolean>`lower(crop_templates.crop_type) = ${cropType.trim().toLowerCase()}`);
    if (!viewer.seesAll) {
      const path = viewer.organisationPath;
      query = query.where((eb) =>
        eb.or([
          eb('crop_templates.sharing_option', '=', 'PUBLIC'),
          eb('crop_templates.created_by', '=', viewer.userId),
          eb.and([
            eb('crop_templates.sharing_option', '=', 'CUSTOM'),
            eb.exists(
              eb
                .selectFrom('crop_template_members')
                .select('crop_template_members.user_id')
                .whereRef('crop_template_members.template_id', '=', 'crop_templates.id')
                .where('crop_template_members.user_id', '=', viewer.userId),
            ),
          ]),
          ...(path
            ? [
                eb.and([
                  eb('crop_templates.sharing_option', '=', 'TEAM_AND_ABOVE'),
                  eb.or([eb('organisations.path', '=', path), eb('organisations.path', 'like', `${path}/%`)]),
                ]),
              ]
            : []),
        ]),
      );
    }
    const rows = await query
      .orderBy(sql`lower(crop_templates.name)`)
      .orderBy('crop_templates.id')
      .execute();
    return rows.map(templateRecord);
  }

  async membersOf(templateId: string): Promise<TemplateMember[]> {
    return this.db
      .selectFrom('crop_template_members')
      .innerJoin('users', 'users.id', 'crop_template_members.user_id')
      .select(['users.id', 'users.name', 'users.username'])
      .where('crop_template_members.template_id', '=', templateId)
      .orderBy('users.name')
      .orderBy('users.id')
      .execute();
  }

  async isMember(templateId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('crop_template_members')
      .select('user_id')
      .where('template_id', '=', templateId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Users in the subtree rooted at this organisation path (farm members included), by name. */
  async usersUnder(rootPath: string): Promise<CandidateRow[]> {
    return this.candidates()
      .where((eb) => eb.or([eb('organisations.path', '=', rootPath), eb('organisations.path', 'like', `${rootPath}/%`)]))
      .execute();
  }

  async usersOfFarm(farmId: string): Promise<CandidateRow[]> {
    return this.candidates().where('users.farm_id', '=', farmId).execute();
  }

  private candidates() {
    return this.db
      .selectFrom('users')
      .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
      .select(['users.id', 'users.name', 'users.username', 'users.farm_id'])
      .select(['organisations.name as organisation_name', 'organisations.path as organisation_path'])
      .orderBy('users.name')
      .orderBy('users.id');
  }

  async insert(id: string, write: TemplateWrite, createdBy: string, ownerOrganisationId: string, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('crop_templates')
        .values({
          id,
          name: write.name,
          crop_type: write.cropType,
          created_by: createdBy,
          owner_organisation_id: ownerOrganisationId,
          sharing_option: write.sharingOption,
          template_data: JSON.stringify(write.rows),
          created_at: now,
          updated_at: now,
        })
        .execute();
      await this.replaceMembers(trx, id, write.members);
    });
  }

  async update(id: string, write: Omit<TemplateWrite, 'cropType'>, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('crop_templates')
        .set({ name: write.name, sharing_option: write.sharingOption, template_data: JSON.stringify(write.rows), updated_at: now })
        .where('id', '=', id)
        .execute();
      await this.replaceMembers(trx, id, write.members);
    });
  }

  /** How many sites (anyone's) the template is applied to: deleting it un-applies it from all of them. */
  async countSites(id: string): Promise<number> {
    const { count } = await this.db
      .selectFrom('sites')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('crop_template_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Deletes a template; the sites it was applied to go back to their own thresholds in the same transaction. */
  async delete(id: string, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('sites').set({ crop_template_id: null, updated_at: now }).where('crop_template_id', '=', id).execute();
      await trx.deleteFrom('crop_template_members').where('template_id', '=', id).execute();
      await trx.deleteFrom('crop_templates').where('id', '=', id).execute();
    });
  }

  private async replaceMembers(trx: Transaction<Database>, id: string, members: readonly string[]): Promise<void> {
    await trx.deleteFrom('crop_template_members').where('template_id', '=', id).execute();
    const unique = [...new Set(members)];
    if (unique.length > 0) {
      await trx
        .insertInto('crop_template_members')
        .values(unique.map((user_id) => ({ template_id: id, user_id })))
        .execute();
    }
  }
}
