import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const ENGINES = ['sqlite', 'postgres'] as const;
export type TestEngine = (typeof ENGINES)[number];

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database per test server: a temp SQLite file or a new PostgreSQL database. */
export async function createTestDatabase(engine: TestEngine): Promise<TestDatabase> {
  const name = `tilth_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-sqlite-'));
    return { url: `sqlite:${path.join(dir, `${name}.db`)}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl) {
    throw new Error('TEST_POSTGRES_URL is not set: run integration tests with `npm run test:integration`, which provides PostgreSQL.');
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
