import { sql, type Kysely } from 'kysely';
import { createMonthPartition, monthOf, PARTITION_MONTHS_AHEAD } from '../readingPartitions';
import { engineTypes } from './engineOf';

/**
 * Compressed day chunks (issue 33, docs/storage.md).
 * - `reading_days.format`: the chunk format of the row (1 or 2; the chunk's first byte says the
 *   same), so the compaction job finds the v1 days left through the partial index
 *   `reading_days_v1_idx`, which empties as it goes. Every row before this migration is v1.
 * - PostgreSQL: `reading_days` becomes partitioned by month of `day` (declarative, RANGE), a
 *   partition per month that has rows, this month and the next three, and a default partition;
 *   the rows are copied over. The partition job creates the months ahead from then on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres } = engineTypes(db);
  if (!postgres) {
    await db.schema
      .alterTable('reading_days')
      .addColumn('format', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  } else {
    await sql`ALTER TABLE reading_days RENAME TO reading_days_unpartitioned`.execute(db);
    await sql`ALTER TABLE reading_days_unpartitioned RENAME CONSTRAINT reading_days_pk TO reading_days_unpartitioned_pk`.execute(db);
    await sql`CREATE TABLE reading_days (
      device_num integer NOT NULL,
      day integer NOT NULL,
      count integer NOT NULL,
      data bytea NOT NULL,
      updated_at bigint NOT NULL,
      format smallint NOT NULL DEFAULT 1,
      CONSTRAINT reading_days_pk PRIMARY KEY (device_num, day)
    ) PARTITION BY RANGE (day)`.execute(db);
    await sql`ALTER TABLE reading_days ALTER COLUMN data SET STORAGE EXTERNAL`.execute(db);
    await sql`CREATE TABLE reading_days_default PARTITION OF reading_days DEFAULT`.execute(db);
    await sql`ALTER TABLE reading_days_default ALTER COLUMN data SET STORAGE EXTERNAL`.execute(db);
    const months = await sql<{ day: number }>`
      SELECT min(day) AS day FROM reading_days_unpartitioned
      GROUP BY date_trunc('month', to_timestamp(day::bigint * 86400) AT TIME ZONE 'UTC')`.execute(db);
    const today = Math.floor(Date.now() / 86_400_000);
    const wanted = new Map<string, ReturnType<typeof monthOf>>();
    for (const row of months.rows) wanted.set(monthOf(row.day).name, monthOf(row.day));
    for (let offset = 0; offset <= PARTITION_MONTHS_AHEAD; offset++) wanted.set(monthOf(today, offset).name, monthOf(today, offset));
    for (const month of wanted.values()) await createMonthPartition(db, month);
    await sql`INSERT INTO reading_days (device_num, day, count, data, updated_at, format)
      SELECT device_num, day, count, data, updated_at, 1 FROM reading_days_unpartitioned`.execute(db);
    await sql`DROP TABLE reading_days_unpartitioned`.execute(db);
  }
  await sql`CREATE INDEX reading_days_v1_idx ON reading_days (device_num, day) WHERE format = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reading_days_v1_idx').execute();
  const { postgres } = engineTypes(db);
  if (!postgres) {
    await db.schema.alterTable('reading_days').dropColumn('format').execute();
    return;
  }
  // Back to one table; v2 chunks stay v2 (only this version's code reads them).
  await sql`CREATE TABLE reading_days_unpartitioned (LIKE reading_days INCLUDING DEFAULTS)`.execute(db);
  await sql`INSERT INTO reading_days_unpartitioned SELECT * FROM reading_days`.execute(db);
  await sql`DROP TABLE reading_days`.execute(db);
  await sql`ALTER TABLE reading_days_unpartitioned RENAME TO reading_days`.execute(db);
  await sql`ALTER TABLE reading_days DROP COLUMN format`.execute(db);
  await sql`ALTER TABLE reading_days ADD CONSTRAINT reading_days_pk PRIMARY KEY (device_num, day)`.execute(db);
}
