import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMS_PROVIDERS, type SmsProviderName } from '@tilth/domain/alertChannels/schemas';
import {
  DEFAULT_REPORT_SCHEDULE,
  PAYMENT_PROVIDERS,
  REPORT_FREQUENCIES,
  type PaymentProviderName,
  type ReportFrequency,
} from '@tilth/domain';

/** Everything the server reads from the environment, with defaults (listed in the README). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /** PostgreSQL pool: connect, idle and statement timeouts (ms, 0 = none) and size. */
  database: { connectTimeoutMs: number; idleTimeoutMs: number; statementTimeoutMs: number; max: number };
  dataDir: string;
  webDist: string;
  sessionTtlDays: number;
  bodyLimitBytes: number;
  logLevel: string;
  seedDemo: 'auto' | 'never';
  trustProxy: boolean;
  weatherProvider: 'auto' | 'open-meteo' | 'synthetic';
  disconnectAfterMinutes: number;
  demo: { sites: boolean; historyDays: number; live: boolean; intervalSeconds: number; timeScale: number };
  jobsEnabled: boolean;
  /** Check each answer against its response schema before sending it (on under NODE_ENV=test). */
  validateResponses: boolean;
  openMeteoUrl: string;
  signinThrottle: { maxFailuresPerAccount: number; maxFailuresPerAddress: number; windowMinutes: number };
  /**
   * Request rate limits (issue 32; http/rateLimit.ts), per window: each API key (and base station),
   * each client address for session and unauthenticated calls, and each address on the public calls
   * (sign-up, invitations, unsubscribe, password help). Off (RATE_LIMIT=off) skips them.
   */
  rateLimit: { enabled: boolean; windowSeconds: number; perKey: number; perAddress: number; publicPerAddress: number };
  /** Where users reach the app; invitation links start with it. */
  publicUrl: string;
  /** SMTP server for outgoing mail; null keeps mail in the outbox table instead. */
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  /** Key that signs invitation links; null generates one and keeps it in the database. */
  invitationSecret: string | null;
  invitationTtlDays: number;
  /**
   * Issue 36: the platform admin must sign in with a second factor (REQUIRE_ADMIN_2FA). On unless
   * NODE_ENV=test, and 'off' is refused outside NODE_ENV=test: tests sign in as the demo's admin
   * with a password; every real installation asks for the code.
   */
  requireAdminTwoFactor: boolean;
  /** Key that seals authenticator secrets (TWO_FACTOR_KEY); null generates one and keeps it in the database. */
  twoFactorKey: string | null;
  /** Key that signs password-reset and e-mail-confirmation links (ACCOUNT_LINK_SECRET); null: generated, kept in the database. */
  accountLinkSecret: string | null;
  passwordResetTtlMinutes: number;
  /** Password-reset requests per account and per client address in one sign-in throttle window. */
  passwordResetThrottle: { maxPerAccount: number; maxPerAddress: number };
  uploadMaxBytes: number;
  /** The Help page's videos: the bundled recordings unless overridden; null leaves one out. */
  helpVideos: { overview: string | null; graphing: string | null };
  /** Nominatim-compatible geocoder for the farm form; null turns address lookup off. */
  geocoderUrl: string | null;
  geocoderTimeoutMs: number;
  /** Map tile URL templates ({z}/{x}/{y}); null leaves that layer out. */
  mapTiles: { road: string | null; satellite: string | null; labels: string | null; attribution: string | null };
  fieldReport: { frequency: ReportFrequency; weekday: number; hour: number };
  /** How often the recompute queue's job wakes (Recompute all values runs there). */
  recomputeJobSeconds: number;
  /** Sentek IrriMAX Live's API (tests point it at a local fake) and how often sentek-api sites are polled. */
  sentekApiUrl: string;
  sentekPollMinutes: number;
  /** The shop's payment provider (issue 14): the built-in test-card provider (default) or Stripe. */
  paymentProvider: PaymentProviderName;
  /**
   * Export (issue 32): included sites × days above which a file is prepared as a background job
   * (EXPORT_BACKGROUND_SITE_DAYS, 20 site-years), how long its file is kept (EXPORT_FILE_DAYS) and
   * the largest weekly export sent as an attachment (EXPORT_ATTACH_MAX_BYTES, 5 MB; larger: a link).
   * A queued export starts at once where the jobs run, and with EXPORT_RUN_AT_ONCE=on where they
   * don't (the e2e server).
   */
  export: { backgroundSiteDays: number; fileDays: number; attachMaxBytes: number; runAtOnce: boolean };
  /** Stripe's keys (PAYMENT_PROVIDER=stripe needs the secret and publishable keys). */
  stripeSecretKey: string | null;
  stripePublishableKey: string | null;
  /** Verifies webhook deliveries; null refuses them. */
  stripeWebhookSecret: string | null;
  /** Another Stripe API address (the tests' fake); null is Stripe's own. */
  stripeApiUrl: string | null;
  /**
   * Text-message alerts (issue 32): the built-in provider that keeps messages in the database
   * (default) or Twilio, which needs its account SID, auth token and sender; its API address is
   * configurable (the tests' fake).
   */
  smsProvider: SmsProviderName;
  twilio: { accountSid: string | null; authToken: string | null; from: string | null; apiUrl: string };
  /** Web Push: the VAPID subject (a mailto: or https: address the push services may contact) and the request timeout. */
  webPush: { subject: string; timeoutMs: number };
}

/**
 * The Help page's videos as the app ships them (packages/web/public/help, served with the web app),
 * recorded from the demo by scripts/record-help-videos.mjs; each has WebVTT captions beside it.
 */
export const BUNDLED_HELP_VIDEOS = { overview: '/help/overview.webm', graphing: '/help/graphing-101.webm' } as const;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  return value;
}

function boundedIntFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const value = intFromEnv(env, name, fallback);
  if (value > max) throw new Error(`${name} must be at most ${max}, got ${value}`);
  return value;
}

/** A URL from the environment; 'none' (or 'off') leaves the feature out. */
function optionalUrl(env: NodeJS.ProcessEnv, name: string, fallback: string | null): string | null {
  const raw = env[name];
  if (raw === 'none' || raw === 'off') return null;
  return raw || fallback;
}

function reportFrequency(raw: string | undefined): ReportFrequency {
  if (!raw) return DEFAULT_REPORT_SCHEDULE.frequency;
  if (!(REPORT_FREQUENCIES as readonly string[]).includes(raw))
    throw new Error(`FIELD_REPORT_FREQUENCY must be one of ${REPORT_FREQUENCIES.join(', ')}, got '${raw}'`);
  return raw as ReportFrequency;
}

function smsProvider(raw: string | undefined): SmsProviderName {
  if (!raw) return 'local';
  if (!(SMS_PROVIDERS as readonly string[]).includes(raw))
    throw new Error(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}, got '${raw}'`);
  return raw as SmsProviderName;
}

function paymentProvider(raw: string | undefined): PaymentProviderName {
  if (!raw) return 'local';
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(raw))
    throw new Error(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}, got '${raw}'`);
  return raw as PaymentProviderName;
}

/**
 * REQUIRE_ADMIN_2FA: 'on' or 'off'. Unset, it is on, except under NODE_ENV=test, where the test
 * suites sign in as the demo's platform admin with its password. 'off' anywhere else is refused, so
 * no installation runs its platform admin on a password alone by a forgotten variable.
 */
function requireAdminTwoFactor(env: NodeJS.ProcessEnv): boolean {
  const raw = env.REQUIRE_ADMIN_2FA;
  const test = env.NODE_ENV === 'test';
  if (raw === undefined || raw === '') return !test;
  if (raw === 'on') return true;
  if (raw !== 'off') throw new Error(`REQUIRE_ADMIN_2FA must be on or off, got '${raw}'`);
  if (!test)
    throw new Error(
      'REQUIRE_ADMIN_2FA=off is for the test suites only (NODE_ENV=test): the platform admin must sign in with a second factor.',
    );
  return false;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  return {
    port: intFromEnv(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || `sqlite:${path.join(dataDir, 'tilth.db')}`,
    database: {
      connectTimeoutMs: intFromEnv(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5000),
      idleTimeoutMs: intFromEnv(env, 'DATABASE_IDLE_TIMEOUT_MS', 30_000),
      statementTimeoutMs: intFromEnv(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 30_000),
      max: Math.max(1, intFromEnv(env, 'DATABASE_POOL_SIZE', 10)),
    },
    dataDir,
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'packages/web/dist')),
    sessionTtlDays: intFromEnv(env, 'SESSION_TTL_DAYS', 30),
    bodyLimitBytes: intFromEnv(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    seedDemo: env.SEED_DEMO === 'never' ? 'never' : 'auto',
    trustProxy: env.TRUST_PROXY === 'true',
    weatherProvider:
      env.WEATHER_PROVIDER === 'open-meteo' || env.WEATHER_PROVIDER === 'synthetic'
        ? env.WEATHER_PROVIDER
        : env.NODE_ENV === 'test'
          ? 'synthetic'
          : 'auto',
    openMeteoUrl: env.OPEN_METEO_URL || 'https://api.open-meteo.com',
    disconnectAfterMinutes: intFromEnv(env, 'DISCONNECT_AFTER_MINUTES', 120),
    demo: {
      // Tests seed people and farms only, unless they ask for the sites (the e2e server does).
      sites: env.DEMO_SITES ? env.DEMO_SITES !== 'off' : env.NODE_ENV !== 'test',
      historyDays: intFromEnv(env, 'DEMO_HISTORY_DAYS', 365),
      live: env.DEMO_LIVE ? env.DEMO_LIVE !== 'off' : env.NODE_ENV !== 'test',
      intervalSeconds: intFromEnv(env, 'DEMO_INTERVAL_SECONDS', 900),
      timeScale: intFromEnv(env, 'DEMO_TIME_SCALE', 1),
    },
    jobsEnabled: env.JOBS !== 'off' && env.NODE_ENV !== 'test',
    // Tests check every answer against its route's schema; production trusts the compile-time check.
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === 'true' : env.NODE_ENV === 'test',
    signinThrottle: {
      maxFailuresPerAccount: intFromEnv(env, 'SIGNIN_MAX_FAILURES_PER_ACCOUNT', 5),
      maxFailuresPerAddress: intFromEnv(env, 'SIGNIN_MAX_FAILURES_PER_ADDRESS', 30),
      windowMinutes: intFromEnv(env, 'SIGNIN_THROTTLE_MINUTES', 15),
    },
    // The test suites and e2e make thousands of calls from 127.0.0.1: under NODE_ENV=test the
    // defaults are out of reach, and the rate-limit tests set low ones.
    rateLimit: {
      enabled: env.RATE_LIMIT !== 'off',
      windowSeconds: Math.max(1, intFromEnv(env, 'RATE_LIMIT_WINDOW_SECONDS', 60)),
      perKey: Math.max(1, intFromEnv(env, 'RATE_LIMIT_PER_KEY', env.NODE_ENV === 'test' ? 1_000_000 : 600)),
      perAddress: Math.max(1, intFromEnv(env, 'RATE_LIMIT_PER_ADDRESS', env.NODE_ENV === 'test' ? 1_000_000 : 1200)),
      publicPerAddress: Math.max(1, intFromEnv(env, 'RATE_LIMIT_PUBLIC_PER_ADDRESS', env.NODE_ENV === 'test' ? 1_000_000 : 300)),
    },
    publicUrl: (env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Tilth <no-reply@tilth.farm>',
    supportEmail: env.SUPPORT_EMAIL || 'support@tilth.farm',
    invitationSecret: env.INVITATION_SECRET || null,
    invitationTtlDays: intFromEnv(env, 'INVITATION_TTL_DAYS', 14),
    requireAdminTwoFactor: requireAdminTwoFactor(env),
    twoFactorKey: env.TWO_FACTOR_KEY || null,
    accountLinkSecret: env.ACCOUNT_LINK_SECRET || null,
    passwordResetTtlMinutes: Math.max(1, intFromEnv(env, 'PASSWORD_RESET_TTL_MINUTES', 60)),
    passwordResetThrottle: {
      maxPerAccount: Math.max(1, intFromEnv(env, 'PASSWORD_RESET_MAX_PER_ACCOUNT', 3)),
      maxPerAddress: Math.max(1, intFromEnv(env, 'PASSWORD_RESET_MAX_PER_ADDRESS', 20)),
    },
    uploadMaxBytes: intFromEnv(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024),
    helpVideos: {
      overview: optionalUrl(env, 'HELP_OVERVIEW_VIDEO_URL', BUNDLED_HELP_VIDEOS.overview),
      graphing: optionalUrl(env, 'HELP_GRAPHING_VIDEO_URL', BUNDLED_HELP_VIDEOS.graphing),
    },
    // Tests never reach the internet: they name a local fake geocoder when they need one.
    geocoderUrl:
      optionalUrl(env, 'GEOCODER_URL', env.NODE_ENV === 'test' ? null : 'https://nominatim.openstreetmap.org')?.replace(/\/+$/, '') ?? null,
    geocoderTimeoutMs: intFromEnv(env, 'GEOCODER_TIMEOUT_MS', 5000),
    mapTiles: {
      road: optionalUrl(env, 'MAP_TILES_ROAD_URL', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
      satellite: optionalUrl(
        env,
        'MAP_TILES_SATELLITE_URL',
        'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
      ),
      labels: optionalUrl(
        env,
        'MAP_TILES_LABELS_URL',
        'https://server.arcgisonline.com/ArcGIS/rest/services/Reference/World_Boundaries_and_Places/MapServer/tile/{z}/{y}/{x}',
      ),
      attribution: env.MAP_TILES_ATTRIBUTION || null,
    },
    fieldReport: {
      frequency: reportFrequency(env.FIELD_REPORT_FREQUENCY),
      weekday: boundedIntFromEnv(env, 'FIELD_REPORT_WEEKDAY', DEFAULT_REPORT_SCHEDULE.weekday, 6),
      hour: boundedIntFromEnv(env, 'FIELD_REPORT_HOUR', DEFAULT_REPORT_SCHEDULE.hour, 23),
    },
    recomputeJobSeconds: Math.max(1, intFromEnv(env, 'RECOMPUTE_JOB_SECONDS', env.NODE_ENV === 'test' ? 2 : 10)),
    sentekApiUrl: env.SENTEK_API_URL || 'https://www.irrimaxlive.com/api/',
    sentekPollMinutes: Math.max(1, intFromEnv(env, 'SENTEK_POLL_MINUTES', 15)),
    export: {
      backgroundSiteDays: Math.max(1, intFromEnv(env, 'EXPORT_BACKGROUND_SITE_DAYS', 20 * 365)),
      fileDays: Math.max(1, intFromEnv(env, 'EXPORT_FILE_DAYS', 7)),
      attachMaxBytes: Math.max(0, intFromEnv(env, 'EXPORT_ATTACH_MAX_BYTES', 5 * 1024 * 1024)),
      runAtOnce: env.EXPORT_RUN_AT_ONCE === 'on',
    },
    paymentProvider: paymentProvider(env.PAYMENT_PROVIDER),
    stripeSecretKey: env.STRIPE_SECRET_KEY || null,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    stripeApiUrl: env.STRIPE_API_URL || null,
    smsProvider: smsProvider(env.SMS_PROVIDER),
    twilio: {
      accountSid: env.TWILIO_ACCOUNT_SID || null,
      authToken: env.TWILIO_AUTH_TOKEN || null,
      from: env.TWILIO_FROM || null,
      apiUrl: (env.TWILIO_API_URL || 'https://api.twilio.com').replace(/\/+$/, ''),
    },
    webPush: {
      subject: env.WEB_PUSH_SUBJECT || `mailto:${env.SUPPORT_EMAIL || 'support@tilth.farm'}`,
      timeoutMs: intFromEnv(env, 'WEB_PUSH_TIMEOUT_MS', 10_000),
    },
  };
}
