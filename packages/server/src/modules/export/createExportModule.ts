import path from 'node:path';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, NotificationTable } from '../../db/schema';
import type { Job } from '../../jobs/scheduler';
import type { Mailer } from '../mail/mailer';
import type { SiteRepository } from '../sites/siteRepository';
import type { UserRepository } from '../users/userRepository';
import { ExportJobRepository } from './exportJobRepository';
import { ExportJobService } from './exportJobService';
import { ExportService, type ExportSources } from './exportService';
import { exportRoutes } from './routes';

export interface ExportModuleDeps extends ExportSources {
  db: Kysely<Database>;
  sites: SiteRepository;
  users: Pick<UserRepository, 'findById'>;
  notify: (rows: NotificationTable[]) => Promise<void>;
  mailer: Mailer;
  publicUrl: string;
  dataDir: string;
  /** Background threshold, file lifetime and attachment limit (config.export). */
  settings: { backgroundSiteDays: number; fileDays: number; attachMaxBytes: number; runAtOnce?: boolean };
  /** Whether the scheduled jobs run in this process (a queued export then starts at once). */
  jobsEnabled: boolean;
  log: FastifyBaseLogger;
}

/** Export (issue 32): several sites' data as one file, background jobs and weekly e-mails (the composition root calls this once). */
export function createExportModule(d: ExportModuleDeps) {
  const { db, sites, users, notify, mailer, publicUrl, dataDir, settings, jobsEnabled, log, ...sources } = d;
  const exports = new ExportService(sites, sources, settings.backgroundSiteDays);
  const repository = new ExportJobRepository(db);
  const jobs = new ExportJobService({
    db,
    repository,
    exports,
    users,
    notify,
    mailer,
    publicUrl,
    dir: path.join(dataDir, 'exports'),
    fileDays: settings.fileDays,
    attachMaxBytes: settings.attachMaxBytes,
    runAtOnce: jobsEnabled || settings.runAtOnce === true,
    log,
  });
  const routes = (): FastifyPluginAsync => async (app) => {
    await app.register(exportRoutes(exports, jobs));
  };
  return {
    exports,
    /** Background and weekly exports (tests drive runQueued, expire and sendDueSchedules). */
    exportJobs: jobs,
    repository,
    routes,
    jobs: (jobLog: FastifyBaseLogger): Job[] => jobList(jobs, jobLog),
  };
}

function jobList(jobs: ExportJobService, log: FastifyBaseLogger): Job[] {
  const logged = (name: string, work: () => Promise<unknown>) => async () => {
    try {
      await work();
    } catch (error) {
      log.error({ err: error }, `${name} failed`);
      throw error;
    }
  };
  return [
    // Queued exports; a request starts one at once too, and the runner's lease keeps it to one instance.
    { name: 'export-jobs', everyMs: 15_000, run: logged('export-jobs', () => jobs.runQueued()) },
    { name: 'export-expiry', everyMs: 60 * 60_000, run: async (now) => void (await jobs.expire(now)) },
    // Monday morning in each schedule's farm time; checking every 15 minutes keeps it within that.
    { name: 'export-schedules', everyMs: 15 * 60_000, run: async (now) => void (await jobs.sendDueSchedules(now)) },
  ];
}
