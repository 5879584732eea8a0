import { describe, expect, it } from 'vitest';
import { connectionLost, databaseFault, DatabaseUnavailableError, faultCause } from './faults';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database faults', () => {
  it('answers a lost or refused PostgreSQL connection with 503 and Retry-After, and drops the connection', () => {
    for (const error of [
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('ECONNREFUSED'),
      withCode('08006'),
      withCode('25006', 'cannot execute INSERT in a read-only transaction'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      new DatabaseUnavailableError('connect ECONNREFUSED'),
      new AggregateError([withCode('ECONNREFUSED')], ''),
      new Error('Connection terminated due to connection timeout', { cause: withCode('ETIMEDOUT') }),
    ]) {
      expect(databaseFault(error), String(error)).toMatchObject({ status: 503, errorName: 'DatabaseUnavailable', retryAfterSeconds: 5 });
      expect(connectionLost(error)).toBe(true);
    }
  });

  it('answers a full disk with 507, read-only storage and a busy database with 503, keeping the connection', () => {
    expect(databaseFault(withCode('SQLITE_FULL', 'database or disk is full'))).toMatchObject({ status: 507, kind: 'disk-full' });
    expect(databaseFault(withCode('ENOSPC'))).toMatchObject({ status: 507, kind: 'disk-full' });
    expect(databaseFault(withCode('53100', 'could not extend file'))).toMatchObject({ status: 507 });
    expect(databaseFault(withCode('SQLITE_READONLY', 'attempt to write a readonly database'))).toMatchObject({
      status: 503,
      kind: 'read-only',
    });
    expect(databaseFault(withCode('EROFS'))).toMatchObject({ status: 503, kind: 'read-only' });
    expect(databaseFault(withCode('SQLITE_BUSY'))).toMatchObject({ status: 503, kind: 'busy' });
    expect(databaseFault(withCode('57014', 'canceling statement due to statement timeout'))).toMatchObject({ status: 503, kind: 'busy' });
    expect(databaseFault(withCode('SQLITE_IOERR_WRITE'))).toMatchObject({ status: 503, kind: 'storage-error' });
    expect(connectionLost(withCode('SQLITE_FULL'))).toBe(false);
  });

  it('leaves bugs and bad input alone: a generic 500 stays a 500', () => {
    expect(databaseFault(new Error('SQLITE_ERROR: no such table: users'))).toBeNull();
    expect(databaseFault(withCode('23505', 'duplicate key value violates unique constraint'))).toBeNull();
    expect(databaseFault(withCode('SQLITE_CONSTRAINT_UNIQUE'))).toBeNull();
    expect(databaseFault(new TypeError('undefined is not a function'))).toBeNull();
    expect(databaseFault('text')).toBeNull();
  });

  it('words every answer as a sentence for the caller', () => {
    for (const code of ['57P01', 'SQLITE_FULL', 'SQLITE_READONLY', 'SQLITE_BUSY', 'SQLITE_IOERR']) {
      expect(databaseFault(withCode(code))!.message).toMatch(/^[A-Z][^/\\]*\.$/);
    }
  });

  it('names the cause for operators without a stack', () => {
    expect(faultCause(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(faultCause(withCode('SQLITE_FULL', 'database or disk is full'))).toBe('database or disk is full (SQLITE_FULL)');
    expect(faultCause(new DatabaseUnavailableError('connect ECONNREFUSED'))).toBe('The database is unavailable: connect ECONNREFUSED');
  });
});
