import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server reads from the environment, with defaults (listed in the README). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  webDist: string;
  sessionTtlDays: number;
  bodyLimitBytes: number;
  logLevel: string;
  seedDemo: 'auto' | 'never';
  trustProxy: boolean;
  signinThrottle: { maxFailuresPerAccount: number; maxFailuresPerAddress: number; windowMinutes: number };
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  return {
    port: intFromEnv(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || `sqlite:${path.join(dataDir, 'tilth.db')}`,
    dataDir,
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'packages/web/dist')),
    sessionTtlDays: intFromEnv(env, 'SESSION_TTL_DAYS', 30),
    bodyLimitBytes: intFromEnv(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    seedDemo: env.SEED_DEMO === 'never' ? 'never' : 'auto',
    trustProxy: env.TRUST_PROXY === 'true',
    signinThrottle: {
      maxFailuresPerAccount: intFromEnv(env, 'SIGNIN_MAX_FAILURES_PER_ACCOUNT', 5),
      maxFailuresPerAddress: intFromEnv(env, 'SIGNIN_MAX_FAILURES_PER_ADDRESS', 30),
      windowMinutes: intFromEnv(env, 'SIGNIN_THROTTLE_MINUTES', 15),
    },
  };
}
