import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The jobs table: one row per named job or lease. A conditional UPDATE hands the row to exactly one
 * holder among several server instances; the scheduler and the leases of the demo both claim here.
 */
export class JobRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Creates the row once, due now and free. */
  async ensure(name: string, nowIso: string): Promise<void> {
    await this.db
      .insertInto('jobs')
      .values({ name, next_run_at: nowIso, last_run_at: null, last_error: null, locked_by: null, locked_until: null })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }

  /**
   * Gives the row to `holder` until `untilIso` when it is free, lapsed or already the holder's (or, with
   * `dueBy`, only when also due by then and not held); answers whether the holder has it.
   */
  async claim(name: string, holder: string, nowIso: string, untilIso: string, options: { dueBy?: string } = {}): Promise<boolean> {
    let update = this.db.updateTable('jobs').set({ locked_by: holder, locked_until: untilIso }).where('name', '=', name);
    if (options.dueBy !== undefined) {
      update = update
        .where('next_run_at', '<=', options.dueBy)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]));
    } else {
      update = update.where((eb) => eb.or([eb('locked_by', '=', holder), eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]));
    }
    return Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
  }

  /** Frees the row if `holder` still has it, recording a finished run when one is given. */
  async release(name: string, holder: string, run?: { at: string; error: string | null; nextRunAt: string }): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({
        locked_by: null,
        locked_until: null,
        ...(run && { last_run_at: run.at, last_error: run.error, next_run_at: run.nextRunAt }),
      })
      .where('name', '=', name)
      .where('locked_by', '=', holder)
      .execute();
  }
}
