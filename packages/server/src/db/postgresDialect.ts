import {
  PostgresDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type PostgresPool,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { connectionLost, DatabaseUnavailableError } from './faults';
import { isSafeRead, type ResilientPool } from './postgresPool';

/** A select built with Kysely, or raw SQL that only reads. */
function isSafeReadQuery(query: CompiledQuery): boolean {
  if (query.query.kind === 'SelectQueryNode') return true;
  return query.query.kind === 'RawNode' && isSafeRead(query.sql);
}

/**
 * A connection that, outside a transaction, runs a read once more on a fresh connection when its own
 * is lost mid-query (the lost one is released, and the pool drops it). Writes and everything inside a
 * transaction fail as they are: the caller decides (a request answers 503 and the client resends).
 */
class RetryingConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(
    private readonly driver: Driver,
    public inner: DatabaseConnection | null,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const inner = this.inner!;
    try {
      return await inner.executeQuery<R>(query);
    } catch (error) {
      if (this.inTransaction || error instanceof DatabaseUnavailableError || !connectionLost(error) || !isSafeReadQuery(query)) throw error;
      this.inner = null;
      await this.driver.releaseConnection(inner);
      this.inner = await this.driver.acquireConnection();
      return this.inner.executeQuery<R>(query);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner!.streamQuery<R>(query, chunkSize);
  }
}

class RetryingDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RetryingConnection(this.inner, await this.inner.acquireConnection());
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    (connection as RetryingConnection).inTransaction = true;
    await this.inner.beginTransaction(connection, settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.commitTransaction(connection);
    } finally {
      (connection as RetryingConnection).inTransaction = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.rollbackTransaction(connection);
    } finally {
      (connection as RetryingConnection).inTransaction = false;
    }
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint!(connection, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint!(connection, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint!(connection, name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const inner = (connection as RetryingConnection).inner;
    if (inner) await this.inner.releaseConnection(inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Kysely's PostgreSQL dialect over the resilient pool, with safe reads retried once. */
export class ResilientPostgresDialect extends PostgresDialect {
  constructor(pool: ResilientPool) {
    // pg types a result's command as any string; Kysely lists the ones it reads.
    super({ pool: pool as unknown as PostgresPool });
  }

  override createDriver(): Driver {
    return new RetryingDriver(super.createDriver());
  }
}
