import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The grower's own records on the graph screen: water-percolation depths and root-activity dates. */
export class ManualRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async percolation(siteObjectId: string, fromDate: string, toDate: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('water_percolation_manual')
      .select(['date', 'depth_in'])
      .where('site_id', '=', siteObjectId)
      .where('date', '>=', fromDate)
      .where('date', '<=', toDate)
      .execute();
    return new Map(rows.map((r) => [r.date, Number(r.depth_in)]));
  }

  /** Sets (or, with null, clears) the manual depths of dates, in one transaction. */
  async savePercolation(siteObjectId: string, entries: { date: string; depthIn: number | null }[], userId: string): Promise<void> {
    const updatedAt = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      for (const e of entries) {
        const depthIn = e.depthIn;
        if (depthIn === null) {
          await trx.deleteFrom('water_percolation_manual').where('site_id', '=', siteObjectId).where('date', '=', e.date).execute();
          continue;
        }
        await trx
          .insertInto('water_percolation_manual')
          .values({ site_id: siteObjectId, date: e.date, depth_in: depthIn, updated_by: userId, updated_at: updatedAt })
          .onConflict((oc) => oc.columns(['site_id', 'date']).doUpdateSet({ depth_in: depthIn, updated_by: userId, updated_at: updatedAt }))
          .execute();
      }
    });
  }

  /** Manual first root-activity dates by sensor index. */
  async rootActivity(siteObjectId: string): Promise<Map<number, string>> {
    const rows = await this.db
      .selectFrom('root_activity_manual')
      .select(['sensor_index', 'date'])
      .where('site_id', '=', siteObjectId)
      .orderBy('sensor_index')
      .execute();
    return new Map(rows.map((r) => [Number(r.sensor_index), r.date]));
  }

  async saveRootActivity(siteObjectId: string, entries: { sensorIndex: number; date: string | null }[], userId: string): Promise<void> {
    const updatedAt = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      for (const e of entries) {
        const date = e.date;
        if (date === null) {
          await trx
            .deleteFrom('root_activity_manual')
            .where('site_id', '=', siteObjectId)
            .where('sensor_index', '=', e.sensorIndex)
            .execute();
          continue;
        }
        await trx
          .insertInto('root_activity_manual')
          .values({ site_id: siteObjectId, sensor_index: e.sensorIndex, date, updated_by: userId, updated_at: updatedAt })
          .onConflict((oc) => oc.columns(['site_id', 'sensor_index']).doUpdateSet({ date, updated_by: userId, updated_at: updatedAt }))
          .execute();
      }
    });
  }
}
