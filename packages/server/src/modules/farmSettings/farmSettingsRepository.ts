import { sql, type Kysely } from 'kysely';
import type { Database, FarmTable } from '../../db/schema';

export type FarmWithBusiness = FarmTable & { business_path: string; business_name: string };

/** SQL of the farm Settings panel: one farm with its business, and its update. */
export class FarmSettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(id: string): Promise<FarmWithBusiness | undefined> {
    return this.db
      .selectFrom('farms')
      .innerJoin('organisations as b', 'b.id', 'farms.business_id')
      .selectAll('farms')
      .select(['b.path as business_path', 'b.name as business_name'])
      .where('farms.id', '=', id)
      .executeTakeFirst();
  }

  /** Another farm of the business already has this name (case-insensitive). */
  async nameTakenByOther(businessId: string, name: string, farmId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('farms')
      .select('id')
      .where('business_id', '=', businessId)
      .where('id', '!=', farmId)
      .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
      .executeTakeFirst();
    return row !== undefined;
  }

  async update(
    id: string,
    changes: Partial<Pick<FarmTable, 'name' | 'mailing_address' | 'physical_address' | 'latitude' | 'longitude' | 'image'>>,
  ): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.db.updateTable('farms').set(changes).where('id', '=', id).execute();
  }
}
