import { describe, expect, it } from 'vitest';
import { isSafeRead, parsePostgresUrl } from './postgresPool';

describe('PostgreSQL connection strings', () => {
  it('passes a single host on untouched', () => {
    const url = 'postgres://tilth:s%40cret@db.example:5432/tilth?sslmode=require';
    expect(parsePostgresUrl(url)).toEqual({ targets: [{ label: 'db.example:5432', url }], readWrite: false });
  });

  it("splits libpq's multi-host form into one URL per host and keeps the other parameters", () => {
    const parsed = parsePostgresUrl(
      'postgresql://tilth:pw@10.0.0.1:5432,10.0.0.2:5433,[::1]:5434/tilth?target_session_attrs=read-write&sslmode=require',
    );
    expect(parsed.readWrite).toBe(true);
    expect(parsed.targets).toEqual([
      { label: '10.0.0.1:5432', url: 'postgresql://tilth:pw@10.0.0.1:5432/tilth?sslmode=require' },
      { label: '10.0.0.2:5433', url: 'postgresql://tilth:pw@10.0.0.2:5433/tilth?sslmode=require' },
      { label: '[::1]:5434', url: 'postgresql://tilth:pw@[::1]:5434/tilth?sslmode=require' },
    ]);
  });

  it('takes primary as read-write and any as no preference, and refuses what it does not support', () => {
    expect(parsePostgresUrl('postgres://a:1,b:2/db?target_session_attrs=primary').readWrite).toBe(true);
    expect(parsePostgresUrl('postgres://a:1,b:2/db?target_session_attrs=any').readWrite).toBe(false);
    expect(parsePostgresUrl('postgres://a:1,b:2/db').targets).toHaveLength(2);
    expect(() => parsePostgresUrl('postgres://a:1,b:2/db?target_session_attrs=standby')).toThrow(/not supported/);
  });
});

describe('reads safe to run again', () => {
  it('are selects that change nothing', () => {
    expect(isSafeRead('select data from reading_days where device_num = $1')).toBe(true);
    expect(isSafeRead('  WITH x AS (select 1) select * from x')).toBe(true);
    expect(isSafeRead('select "updated_at" from "jobs"')).toBe(true);
    expect(isSafeRead('select num from devices where num = any($1) for update')).toBe(false);
    expect(isSafeRead('with moved as (delete from outbox returning *) select * from moved')).toBe(false);
    expect(isSafeRead("select nextval('seq')")).toBe(false);
    expect(isSafeRead('select pg_advisory_xact_lock(1)')).toBe(false);
    expect(isSafeRead('insert into jobs (name) values ($1)')).toBe(false);
    expect(isSafeRead('update jobs set locked_by = null')).toBe(false);
  });
});
