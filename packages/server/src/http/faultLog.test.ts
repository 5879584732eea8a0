import { describe, expect, it } from 'vitest';
import { databaseFault } from '../db/faults';
import { FaultLog } from './faultLog';

describe('fault log', () => {
  it('writes one line per kind of fault per minute, counting the requests refused in between', () => {
    let now = 0;
    const lines: string[] = [];
    const log = new FaultLog(
      (line) => lines.push(line),
      'database /srv/tilth/tilth.db',
      60_000,
      () => now,
    );
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    for (let i = 0; i < 500; i++) {
      log.note(databaseFault(full)!, full);
      now += 100; // 50 s of requests
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      'The disk is full (database /srv/tilth/tilth.db): database or disk is full (SQLITE_FULL). Requests get 507 with Retry-After 60 s; next line about this in a minute at the soonest.',
    );
    const readOnly = Object.assign(new Error('attempt to write a readonly database'), { code: 'SQLITE_READONLY' });
    log.note(databaseFault(readOnly)!, readOnly);
    expect(lines).toHaveLength(2);
    now += 10_000;
    log.note(databaseFault(full)!, full);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('499 more refused since the previous line');
  });
});
