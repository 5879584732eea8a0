import { PostgresAdapter, type Kysely } from 'kysely';

/** The few column types that differ between the engines. */
export function engineTypes(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres,
    binary: postgres ? ('bytea' as const) : ('blob' as const),
    bigint: 'bigint' as const,
  };
}
