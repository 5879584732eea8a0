import type { Kysely, Selectable } from 'kysely';
import type { Database, ExportJobTable, ExportScheduleTable } from '../../db/schema';

export type ExportJobRow = Selectable<ExportJobTable>;
export type ExportScheduleRow = Selectable<ExportScheduleTable>;

/** How many of a user's exports the Recent exports list shows. */
const RECENT = 20;

/** Background exports and weekly schedules (migration 0020). */
export class ExportJobRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertJob(row: ExportJobTable): Promise<void> {
    await this.db.insertInto('export_jobs').values(row).execute();
  }

  async job(id: string): Promise<ExportJobRow | undefined> {
    return this.db.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async jobsOf(userId: string): Promise<ExportJobRow[]> {
    return this.db
      .selectFrom('export_jobs')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT)
      .execute();
  }

  /** Jobs to run, oldest first: queued ones, and running ones a dead runner left (only one runner holds the lease). */
  async runnable(): Promise<ExportJobRow[]> {
    return this.db
      .selectFrom('export_jobs')
      .selectAll()
      .where('status', 'in', ['queued', 'running'])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async update(id: string, values: Partial<Omit<ExportJobTable, 'id' | 'user_id'>>): Promise<void> {
    await this.db.updateTable('export_jobs').set(values).where('id', '=', id).execute();
  }

  /** Finished files whose time is up. */
  async expired(nowIso: string): Promise<ExportJobRow[]> {
    return this.db.selectFrom('export_jobs').selectAll().where('status', '=', 'done').where('expires_at', '<=', nowIso).execute();
  }

  async insertSchedule(row: ExportScheduleTable): Promise<void> {
    await this.db.insertInto('export_schedules').values(row).execute();
  }

  async schedulesOf(userId: string): Promise<ExportScheduleRow[]> {
    return this.db.selectFrom('export_schedules').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  }

  async allSchedules(): Promise<ExportScheduleRow[]> {
    return this.db.selectFrom('export_schedules').selectAll().orderBy('created_at').orderBy('id').execute();
  }

  async deleteSchedule(userId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('export_schedules').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async markScheduleSent(id: string, at: string): Promise<void> {
    await this.db.updateTable('export_schedules').set({ last_sent_at: at }).where('id', '=', id).execute();
  }
}
