import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: `reading_days` is partitioned by month of its `day` (UTC day number), one table per
 * month named reading_days_YYYY_MM, plus reading_days_default for any day no month table covers
 * (a backfill of years ago, a clock far ahead). The partition job (../modules/telemetry/
 * storageJobs.ts) creates the months ahead, and moves a month out of the default table into its own
 * once it holds rows there, so a year can be detached and archived (docs/storage.md). SQLite keeps
 * one table.
 */
export const PARTITION_MONTHS_AHEAD = 3;
const DAY_MS = 86_400_000;

export interface MonthRange {
  name: string;
  /** First day (inclusive) and the next month's first day (exclusive), as UTC day numbers. */
  from: number;
  to: number;
}

/** The month holding `day` (UTC day number), shifted by `offset` months. */
export function monthOf(day: number, offset = 0): MonthRange {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + offset;
  const from = Date.UTC(year, month, 1) / DAY_MS;
  const to = Date.UTC(year, month + 1, 1) / DAY_MS;
  const first = new Date(from * DAY_MS);
  const name = `reading_days_${first.getUTCFullYear()}_${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
  return { name, from, to };
}

/** Whether reading_days is a partitioned table here (PostgreSQL after migration 0016; never on SQLite). */
export async function readingDaysPartitioned<DB>(db: Kysely<DB>): Promise<boolean> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return false;
  const row = await sql<{ relkind: string }>`
    SELECT c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relname = 'reading_days' AND n.nspname = current_schema()`.execute(db);
  return row.rows[0]?.relkind === 'p';
}

/** The month partitions that exist, by name. */
export async function monthPartitions<DB>(db: Kysely<DB>): Promise<Set<string>> {
  const rows = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_inherits i
    JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
    JOIN pg_namespace n ON n.oid = p.relnamespace
    WHERE p.relname = 'reading_days' AND n.nspname = current_schema()`.execute(db);
  return new Set(rows.rows.map((r) => r.name).filter((name) => /^reading_days_\d{4}_\d{2}$/.test(name)));
}

/** Creates a month's partition (empty: no row of it may sit in the default partition). */
export async function createMonthPartition<DB>(db: Kysely<DB>, month: MonthRange): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS ${sql.id(month.name)} PARTITION OF reading_days
    FOR VALUES FROM (${sql.lit(month.from)}) TO (${sql.lit(month.to)})`.execute(db);
  // Chunks are compressed already: TOAST should store them out of line as they are, not try pglz.
  await sql`ALTER TABLE ${sql.id(month.name)} ALTER COLUMN data SET STORAGE EXTERNAL`.execute(db);
}

/**
 * Gives a month whose rows sit in the default partition its own partition: in one transaction the
 * rows move to a new table which is then attached (the attach checks the default holds none of the
 * month any more; a row ingested meanwhile fails it, and the next run tries again).
 */
export async function splitMonthFromDefault<DB>(db: Kysely<DB>, month: MonthRange): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`CREATE TABLE ${sql.id(month.name)} (LIKE reading_days INCLUDING DEFAULTS INCLUDING STORAGE)`.execute(tx);
    await sql`ALTER TABLE ${sql.id(month.name)} ALTER COLUMN data SET STORAGE EXTERNAL`.execute(tx);
    await sql`INSERT INTO ${sql.id(month.name)} SELECT * FROM reading_days_default
      WHERE day >= ${sql.lit(month.from)} AND day < ${sql.lit(month.to)}`.execute(tx);
    await sql`DELETE FROM reading_days_default WHERE day >= ${sql.lit(month.from)} AND day < ${sql.lit(month.to)}`.execute(tx);
    await sql`ALTER TABLE reading_days ATTACH PARTITION ${sql.id(month.name)}
      FOR VALUES FROM (${sql.lit(month.from)}) TO (${sql.lit(month.to)})`.execute(tx);
  });
}

export interface PartitionRun {
  created: string[];
  split: string[];
}

/**
 * Makes sure this month and the next PARTITION_MONTHS_AHEAD have partitions, and moves up to
 * `maxSplits` months out of the default partition. Safe to repeat; nothing to do on SQLite.
 */
export async function ensureReadingPartitions<DB>(db: Kysely<DB>, now: Date, maxSplits = 12): Promise<PartitionRun> {
  const run: PartitionRun = { created: [], split: [] };
  if (!(await readingDaysPartitioned(db))) return run;
  const existing = await monthPartitions(db);
  const today = Math.floor(now.getTime() / DAY_MS);
  const defaultMonths = await sql<{ day: number }>`
    SELECT DISTINCT min(day) AS day FROM reading_days_default
    GROUP BY date_trunc('month', to_timestamp(day::bigint * 86400) AT TIME ZONE 'UTC')
    ORDER BY 1 LIMIT ${sql.lit(maxSplits)}`.execute(db);
  for (const row of defaultMonths.rows) {
    const month = monthOf(row.day);
    if (existing.has(month.name)) continue;
    await splitMonthFromDefault(db, month);
    existing.add(month.name);
    run.split.push(month.name);
  }
  for (let offset = 0; offset <= PARTITION_MONTHS_AHEAD; offset++) {
    const month = monthOf(today, offset);
    if (existing.has(month.name)) continue;
    await createMonthPartition(db, month);
    run.created.push(month.name);
  }
  return run;
}
