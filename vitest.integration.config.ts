import { defineConfig } from 'vitest/config';

// Integration tests: the real server on a real database, each file on SQLite and PostgreSQL
// (scripts/with-postgres.mjs provides TEST_POSTGRES_URL).
export default defineConfig({
  test: {
    name: 'integration',
    include: ['packages/server/test/**/*.int.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
