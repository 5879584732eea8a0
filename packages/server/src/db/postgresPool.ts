import pg from 'pg';
import { connectionLost, DatabaseUnavailableError, faultCause, TILTH_READ_ONLY_SERVER } from './faults';

/** Timeouts and size of the PostgreSQL pool (README: DATABASE_* variables). 0 turns a timeout off. */
export interface PostgresPoolOptions {
  /** How long opening a connection (or waiting for a free one) may take. */
  connectTimeoutMs: number;
  /** An idle connection is closed after this long. */
  idleTimeoutMs: number;
  /** PostgreSQL cancels a statement running longer than this (statement_timeout). */
  statementTimeoutMs: number;
  max: number;
  /** Where state changes go (unreachable, reachable again, moved to another host); one line each. */
  log: (line: string) => void;
}

/** One server of the connection string, as a single-host URL pg understands. */
export interface PostgresTarget {
  /** host:port, for log lines (no credentials). */
  label: string;
  url: string;
}

export interface PostgresTargets {
  targets: PostgresTarget[];
  /** target_session_attrs=read-write (or primary): only a server that accepts writes will do. */
  readWrite: boolean;
}

/**
 * Splits `postgres://user:pass@host1:5432,host2:5433/db?target_session_attrs=read-write` (libpq's
 * multi-host form, which node-postgres does not parse) into one URL per host. A single host without
 * target_session_attrs is passed on untouched.
 */
export function parsePostgresUrl(url: string): PostgresTargets {
  const match = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/.exec(url);
  if (!match) return { targets: [{ label: 'PostgreSQL', url }], readWrite: false };
  const [, scheme, userinfo = '', hostList = '', rest = ''] = match;
  const queryAt = rest.indexOf('?');
  const path = queryAt < 0 ? rest : rest.slice(0, queryAt);
  const params = new URLSearchParams(queryAt < 0 ? '' : rest.slice(queryAt + 1));
  const attrs = params.get('target_session_attrs');
  params.delete('target_session_attrs');
  if (attrs !== null && !['any', 'read-write', 'primary'].includes(attrs)) {
    throw new Error(
      `DATABASE_URL: target_session_attrs=${attrs} is not supported; use read-write (or primary) to follow the primary, or any.`,
    );
  }
  const hosts = hostList.split(',').filter((h) => h !== '');
  const readWrite = attrs === 'read-write' || attrs === 'primary';
  if (hosts.length <= 1 && attrs === null) return { targets: [{ label: hosts[0] || 'localhost', url }], readWrite: false };
  const query = params.toString();
  const targets = (hosts.length > 0 ? hosts : ['']).map((host) => ({
    label: host || 'localhost',
    url: `${scheme}${userinfo}${host}${path}${query ? `?${query}` : ''}`,
  }));
  return { targets, readWrite };
}

/** Statements that only read and may run again on another connection when theirs is lost. */
export function isSafeRead(sqlText: string): boolean {
  return (
    /^\s*(\(\s*)*(select|with)\b/i.test(sqlText) &&
    !/\b(insert|update|delete|merge|truncate)\b|\bfor\s+(no\s+key\s+)?(update|share)\b|\bfor\s+key\s+share\b|nextval|setval|pg_advisory|pg_terminate|pg_cancel/i.test(
      sqlText,
    )
  );
}

type QueryRow = Record<string, unknown>;

/** Backoff of the checks while PostgreSQL is out of reach: 250 ms, doubling, at most 2 s apart. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 2000;

/**
 * A client checked out of the pool. It remembers when its connection was lost (a restart, a
 * terminated backend, a primary turned standby) so that releasing it drops it instead of handing a
 * dead connection to the next request, and tells the pool, which then checks the server.
 */
export class GuardedClient {
  private lost: Error | null = null;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly owner: ResilientPool,
  ) {}

  query<R extends QueryRow = QueryRow>(text: string, values?: ReadonlyArray<unknown>): Promise<pg.QueryResult<R>>;
  query(cursor: object): never;
  async query<R extends QueryRow = QueryRow>(text: string | object, values?: ReadonlyArray<unknown>): Promise<pg.QueryResult<R>> {
    if (typeof text !== 'string') throw new Error('Cursors are not used with this pool.');
    try {
      return await this.client.query<R>(text, values as unknown[] | undefined);
    } catch (error) {
      if (connectionLost(error)) {
        this.lost = error instanceof Error ? error : new Error(String(error));
        this.owner.connectionFailed(error);
      }
      throw error;
    }
  }

  release(): void {
    this.client.release(this.lost ?? undefined);
  }
}

/**
 * The PostgreSQL pool: node-postgres' Pool, made to survive the database.
 *
 * - Every client has an 'error' listener for its whole life (pg's pool listens only while a client is
 *   idle; an error on a checked-out client used to be an unhandled 'error' event that stopped the process).
 * - A lost connection makes it check the server. While the server can't be reached, `connect` fails at
 *   once with DatabaseUnavailableError (answered 503 with Retry-After) instead of every request waiting
 *   for a connection, and the pool retries with backoff (250 ms doubling to 2 s) until it answers.
 * - With several hosts (and target_session_attrs=read-write) the check picks the first server that accepts
 *   writes, so the pool follows a primary that moves; clients opened to the old one are dropped.
 * - Connection, idle and statement timeouts come from the configuration.
 */
export class ResilientPool {
  private readonly pool: pg.Pool;
  private readonly targets: PostgresTarget[];
  private readonly readWrite: boolean;
  private current = 0;
  /** Bumped when the pool moves to another host: clients from before are not reused. */
  private generation = 0;
  private readonly generationOf = new WeakMap<pg.ClientBase, number>();
  private state: 'up' | 'checking' | 'down' = 'up';
  private downSince: number | null = null;
  private reason = '';
  private retryTimer: NodeJS.Timeout | null = null;
  /** The check running now, which requests wait for when there are several hosts to choose from. */
  private checking: Promise<void> | null = null;
  private retryDelayMs = FIRST_RETRY_MS;
  private ended = false;

  constructor(
    url: string,
    private readonly options: PostgresPoolOptions,
  ) {
    ({ targets: this.targets, readWrite: this.readWrite } = parsePostgresUrl(url));
    // pg's Pool builds each client from its options; this class points the client at the current host.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const owner = this;
    class TargetClient extends pg.Client {
      constructor(config?: pg.ClientConfig) {
        super({ ...config, connectionString: owner.targets[owner.current]!.url });
      }
    }
    const poolConfig: pg.PoolConfig & { Client: typeof pg.Client } = {
      Client: TargetClient,
      max: options.max,
      connectionTimeoutMillis: options.connectTimeoutMs,
      idleTimeoutMillis: options.idleTimeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(options.statementTimeoutMs > 0 && { statement_timeout: options.statementTimeoutMs }),
      // Like libpq's target_session_attrs: a new connection to a server that can't take writes is refused.
      ...(this.readWrite && {
        onConnect: ((client: pg.ClientBase) => this.requireWritable(client)) as unknown as pg.PoolConfig['onConnect'],
      }),
    };
    this.pool = new pg.Pool(poolConfig);
    this.pool.on('connect', (client) => {
      this.generationOf.set(client, this.generation);
      // For the client's whole life, checked out or idle: the query it runs fails with the error too.
      client.on('error', (error) => this.connectionFailed(error));
    });
    // An idle client's connection ended: pg has already dropped it from the pool.
    this.pool.on('error', (error) => this.connectionFailed(error));
    // With several hosts, find the one to use before the first request goes to the first host listed.
    if (this.targets.length > 1 || this.readWrite) {
      this.state = 'checking';
      this.reason = 'looking for the server to use';
      this.scheduleCheck(0);
    }
  }

  /** Where the pool connects, for log lines: host:port of each server, no credentials. */
  get location(): string {
    return this.targets.map((t) => t.label).join(',');
  }

  /** Why the database is known to be out of reach, or null while it is (believed) reachable. */
  outage(): { since: Date; reason: string } | null {
    return this.state === 'down' && this.downSince !== null ? { since: new Date(this.downSince), reason: this.reason } : null;
  }

  async connect(): Promise<GuardedClient> {
    if (this.state === 'checking' && this.targets.length > 1) await this.checking;
    if (this.state === 'down') throw new DatabaseUnavailableError(this.reason);
    for (;;) {
      let client: pg.PoolClient;
      try {
        client = await this.pool.connect();
      } catch (error) {
        if (connectionLost(error)) this.connectionFailed(error);
        throw error;
      }
      if (this.generationOf.get(client) === this.generation) return new GuardedClient(client, this);
      // Opened to the server the pool has since moved away from.
      client.release(new Error('The pool moved to another PostgreSQL server.'));
    }
  }

  /** One statement on a pooled connection; a read is tried once more on a fresh connection when its connection is lost. */
  async query<R extends QueryRow = QueryRow>(text: string, values?: ReadonlyArray<unknown>): Promise<pg.QueryResult<R>> {
    const run = async () => {
      const client = await this.connect();
      try {
        return await client.query<R>(text, values);
      } finally {
        client.release();
      }
    };
    try {
      return await run();
    } catch (error) {
      if (error instanceof DatabaseUnavailableError || !connectionLost(error) || !isSafeRead(text)) throw error;
      return run();
    }
  }

  /** Closes every connection; again is a no-op (Kysely ends the pool it used, Db.close ends it in any case). */
  async end(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.pool.end();
  }

  /** A connection was lost or could not be opened: check the server (once, however many report it). */
  connectionFailed(error: unknown): void {
    if (this.ended || this.state !== 'up') return;
    this.state = 'checking';
    this.reason = faultCause(error);
    this.scheduleCheck(0);
  }

  private scheduleCheck(delayMs: number): void {
    if (delayMs === 0) {
      this.checking = this.check();
      return;
    }
    this.retryTimer = setTimeout(() => void (this.checking = this.check()), delayMs);
    this.retryTimer.unref();
  }

  private async check(): Promise<void> {
    this.retryTimer = null;
    if (this.ended) return;
    // Let the caller that reported the failure go on first (its own answer is not delayed by the check).
    await Promise.resolve();
    try {
      await this.findServer();
      if (this.downSince !== null) {
        this.options.log(`PostgreSQL answers again after ${((Date.now() - this.downSince) / 1000).toFixed(1)} s; serving requests.`);
      }
      this.state = 'up';
      this.downSince = null;
      this.retryDelayMs = FIRST_RETRY_MS;
    } catch (error) {
      if (this.ended) return;
      this.reason = faultCause(error);
      if (this.state !== 'down') {
        this.state = 'down';
        this.downSince = Date.now();
        this.options.log(
          `PostgreSQL can't be reached (${this.location}: ${this.reason}); requests get 503 with Retry-After until it answers, retried every ${MAX_RETRY_MS / 1000} s at most.`,
        );
      }
      this.scheduleCheck(this.retryDelayMs);
      this.retryDelayMs = Math.min(MAX_RETRY_MS, this.retryDelayMs * 2);
    }
  }

  /** Connects to each host in turn, the current one first, and keeps the first that will do. */
  private async findServer(): Promise<void> {
    const order = [this.current, ...this.targets.map((_, i) => i).filter((i) => i !== this.current)];
    const failures: unknown[] = [];
    for (const index of order) {
      const client = new pg.Client({ connectionString: this.targets[index]!.url, connectionTimeoutMillis: this.options.connectTimeoutMs });
      client.on('error', () => {});
      try {
        await client.connect();
        if (this.readWrite) await this.requireWritable(client, this.targets[index]!);
        else await client.query('select 1');
        if (index !== this.current) {
          this.options.log(`PostgreSQL: now using ${this.targets[index]!.label} (was ${this.targets[this.current]!.label}).`);
          this.current = index;
          this.generation += 1;
        }
        return;
      } catch (error) {
        failures.push(error);
      } finally {
        await client.end().catch(() => {});
      }
    }
    if (failures.length === 1) throw failures[0];
    throw new AggregateError(failures, failures.map((f, i) => `${this.targets[order[i]!]!.label}: ${faultCause(f)}`).join('; '));
  }

  private async requireWritable(client: pg.ClientBase, target = this.targets[this.current]!): Promise<void> {
    const { rows } = await client.query<{ ro: string }>("select current_setting('transaction_read_only') as ro");
    if (rows[0]?.ro === 'on') {
      throw Object.assign(new Error(`${target.label} is a read-only server (a standby), not the primary.`), {
        code: TILTH_READ_ONLY_SERVER,
      });
    }
  }
}
