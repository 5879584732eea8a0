import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import SqliteDatabase, { SQLITE_DRIVER } from './sqliteDriver';

const nodeMajor = Number(process.versions.node.split('.')[0]);

describe(`the SQLite driver on Node ${process.versions.node}`, () => {
  it('is better-sqlite3 13 on Node 22 and newer, 12 on Node 20', () => {
    const { name, version } = createRequire(import.meta.url)(`${SQLITE_DRIVER}/package.json`) as { name: string; version: string };
    expect(name).toBe('better-sqlite3');
    expect(Number(version.split('.')[0])).toBe(nodeMajor >= 22 ? 13 : 12);
  });

  it('opens a database and answers through prepared statements', () => {
    const db = new SqliteDatabase(':memory:');
    try {
      db.exec('create table t (n integer)');
      const insert = db.prepare('insert into t (n) values (?)');
      for (let n = 0; n < 100; n++) insert.run(n);
      expect(db.prepare('select count(*) as c, sum(n) as s from t').get()).toEqual({ c: 100, s: 4950 });
      expect(db.prepare('select sqlite_version() as v').get()).toEqual({ v: expect.stringMatching(/^3\.\d+\.\d+$/) });
    } finally {
      db.close();
    }
  });
});
