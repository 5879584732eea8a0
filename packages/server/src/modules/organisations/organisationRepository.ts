import type { Kysely, Selectable } from 'kysely';
import { shoppingSettingsSchema, type OrganisationType, type ShoppingSettings } from '@tilth/domain';
import type { Database, FarmTable, OrganisationTable } from '../../db/schema';
import { parseStoredOrNull } from '../../db/storedJson';
import { nameContains } from '../../db/textSearch';

export type OrganisationRow = Selectable<OrganisationTable>;
export type FarmRow = Selectable<FarmTable> & { business_path: string };

export interface OrganisationFilter {
  name?: string;
  type?: OrganisationType;
}

export class OrganisationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: string): Promise<OrganisationRow | undefined> {
    return this.db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The organisation with this path and everything below it (materialised-path prefix). */
  async findSubtree(rootPath: string, filter: OrganisationFilter = {}): Promise<OrganisationRow[]> {
    let query = this.db
      .selectFrom('organisations')
      .selectAll()
      .where((eb) => eb.or([eb('path', '=', rootPath), eb('path', 'like', `${rootPath}/%`)]));
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.name) query = query.where(nameContains('name', filter.name));
    return query.orderBy('created_at').orderBy('id').execute();
  }

  async findFarm(id: string): Promise<FarmRow | undefined> {
    return this.db
      .selectFrom('farms')
      .innerJoin('organisations', 'organisations.id', 'farms.business_id')
      .selectAll('farms')
      .select('organisations.path as business_path')
      .where('farms.id', '=', id)
      .executeTakeFirst();
  }

  /** Farms of every business in the subtree rooted at this path. */
  async findFarmsUnder(rootPath: string, name?: string): Promise<FarmRow[]> {
    let query = this.db
      .selectFrom('farms')
      .innerJoin('organisations', 'organisations.id', 'farms.business_id')
      .selectAll('farms')
      .select('organisations.path as business_path')
      .where((eb) => eb.or([eb('organisations.path', '=', rootPath), eb('organisations.path', 'like', `${rootPath}/%`)]));
    if (name) query = query.where(nameContains('farms.name', name));
    return query.orderBy('farms.created_at').orderBy('farms.id').execute();
  }

  async insert(org: OrganisationTable): Promise<void> {
    await this.db.insertInto('organisations').values(org).execute();
  }

  async update(
    id: string,
    fields: Partial<Pick<OrganisationTable, 'name' | 'hq_address' | 'business_email' | 'phone' | 'image' | 'status'>>,
  ) {
    await this.db.updateTable('organisations').set(fields).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('organisations').where('id', '=', id).execute();
  }

  /** The organisation's saved shopping settings; null when none are saved or the row is damaged (defaults apply). */
  async findShoppingSettings(organisationId: string): Promise<ShoppingSettings | null> {
    const row = await this.db
      .selectFrom('shopping_settings')
      .select('data')
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
    return row ? parseStoredOrNull(shoppingSettingsSchema, row.data) : null;
  }

  async saveShoppingSettings(organisationId: string, data: unknown, now: string): Promise<void> {
    const json = JSON.stringify(data);
    await this.db
      .insertInto('shopping_settings')
      .values({ organisation_id: organisationId, data: json, updated_at: now })
      .onConflict((oc) => oc.column('organisation_id').doUpdateSet({ data: json, updated_at: now }))
      .execute();
  }
}
