/**
 * Database and storage faults a request can meet that are not bugs: PostgreSQL out of reach, a
 * connection lost mid-request, a busy or timed-out database, a full or read-only disk. Each becomes
 * an answer the caller can act on (503 or 507 with Retry-After) instead of a generic 500.
 */

export type FaultKind = 'unavailable' | 'busy' | 'disk-full' | 'read-only' | 'storage-error';

export interface DatabaseFault {
  kind: FaultKind;
  status: 503 | 507;
  errorName: string;
  /** A sentence for the person or base station that sent the request. */
  message: string;
  retryAfterSeconds: number;
  /** Whether the connection the error came from can no longer be used (drop it from the pool). */
  connectionLost: boolean;
}

/** Thrown while PostgreSQL is known to be out of reach, instead of queueing for a connection. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'TILTH_DATABASE_UNAVAILABLE';
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`The database is unavailable: ${reason}`, options);
    this.name = 'DatabaseUnavailableError';
  }
}

const FAULTS: Record<FaultKind, Omit<DatabaseFault, 'connectionLost'>> = {
  unavailable: {
    kind: 'unavailable',
    status: 503,
    errorName: 'DatabaseUnavailable',
    message: "The database can't be reached at the moment, so this was not done. Please send it again in a few seconds.",
    retryAfterSeconds: 5,
  },
  busy: {
    kind: 'busy',
    status: 503,
    errorName: 'DatabaseBusy',
    message: 'The database is too busy to answer at the moment, so this was not done. Please send it again in a few seconds.',
    retryAfterSeconds: 5,
  },
  'disk-full': {
    kind: 'disk-full',
    status: 507,
    errorName: 'InsufficientStorage',
    message: 'The server has run out of storage space, so this was not saved. Please send it again later.',
    retryAfterSeconds: 60,
  },
  'read-only': {
    kind: 'read-only',
    status: 503,
    errorName: 'StorageReadOnly',
    message: "The server can't write to its storage at the moment, so this was not saved. Please send it again later.",
    retryAfterSeconds: 60,
  },
  'storage-error': {
    kind: 'storage-error',
    status: 503,
    errorName: 'StorageError',
    message: "The server couldn't read or write its storage, so this was not done. Please send it again later.",
    retryAfterSeconds: 30,
  },
};

/** Socket and DNS failures: the server is not there (yet) or the connection broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs that mean "not now" rather than "wrong": class 08 (connection exception),
 * 57P01–57P03 (shut down by the administrator, crashed, not accepting connections yet), too many
 * connections, and 25006 (a write on a server that has become a read-only standby after failover).
 */
const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300', '25006']);
/** A statement cancelled by statement_timeout, a lock wait cut short, the server out of memory. */
const PG_BUSY = new Set(['57014', '55P03', '53200']);

/** pg's own messages for a connection that is gone or never came. */
const PG_CONNECTION_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Query read timeout|connection timeout|Connection ended/i;

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function classifyOne(error: unknown): { kind: FaultKind; connectionLost: boolean } | null {
  if (!error || typeof error !== 'object') return null;
  if (error instanceof DatabaseUnavailableError) return { kind: 'unavailable', connectionLost: true };
  const code = codeOf(error);
  if (code) {
    if (NETWORK_CODES.has(code)) return { kind: 'unavailable', connectionLost: true };
    if (code.startsWith('08') && code.length === 5) return { kind: 'unavailable', connectionLost: true };
    if (PG_UNAVAILABLE.has(code)) return { kind: 'unavailable', connectionLost: true };
    if (PG_BUSY.has(code)) return { kind: 'busy', connectionLost: false };
    // PostgreSQL's disk_full; SQLite's and the file system's (uploads).
    if (code === '53100' || code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT')
      return { kind: 'disk-full', connectionLost: false };
    if (code.startsWith('SQLITE_READONLY') || code === 'EROFS') return { kind: 'read-only', connectionLost: false };
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return { kind: 'busy', connectionLost: false };
    if (code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN' || code === 'EIO')
      return { kind: 'storage-error', connectionLost: false };
    if (code === TILTH_READ_ONLY_SERVER) return { kind: 'unavailable', connectionLost: true };
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message) && !code?.startsWith('SQLITE')) {
    return { kind: 'unavailable', connectionLost: true };
  }
  return null;
}

/** Code of the error raised when a new connection lands on a read-only server though a writable one was asked for. */
export const TILTH_READ_ONLY_SERVER = 'TILTH_READ_ONLY_SERVER';

/**
 * The fault an error stands for, or null for anything else (a bug: a generic 500). Looks through
 * `cause` chains and AggregateErrors (a refused connection to each of a host's addresses).
 */
export function databaseFault(error: unknown): DatabaseFault | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next || typeof next !== 'object' || seen.has(next)) continue;
    seen.add(next);
    const found = classifyOne(next);
    if (found) return { ...FAULTS[found.kind], connectionLost: found.connectionLost };
    const { cause, errors } = next as { cause?: unknown; errors?: unknown };
    if (cause) queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return null;
}

/** Whether the error means the connection it came from is gone, so the pool must not reuse it. */
export function connectionLost(error: unknown): boolean {
  return databaseFault(error)?.connectionLost ?? false;
}

/** The error's code and message in a few words for an operator's log line, without a stack. */
export function faultCause(error: unknown): string {
  if (!error || typeof error !== 'object') return String(error);
  const code = codeOf(error);
  const message = (error as { message?: unknown }).message;
  const text = typeof message === 'string' && message ? message : (error as { constructor?: { name?: string } }).constructor?.name;
  if (!text && error instanceof AggregateError) return error.errors.map(faultCause).join('; ');
  return code && !code.startsWith('TILTH_') && !String(text).includes(code) ? `${text} (${code})` : String(text);
}
