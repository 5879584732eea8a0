import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  addDays,
  EXPORT_MAX_SCHEDULES,
  EXPORT_MEDIA_TYPES,
  exportDays,
  exportRequestSchema,
  exportScheduleIsDue,
  exportScheduleText,
  isRoleName,
  wallTime,
  type Actor,
  type ExportJob,
  type ExportRequest,
  type ExportSchedule,
} from '@tilth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, NotificationTable } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/errors';
import { JOB_LEASE_MS } from '../../jobs/scheduler';
import { Lease } from '../../jobs/lease';
import { newObjectId } from '../../lib/ids';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { UserRepository } from '../users/userRepository';
import type { ExportJobRepository, ExportJobRow, ExportScheduleRow } from './exportJobRepository';
import type { ExportPlan, ExportService } from './exportService';
import { exportFile, type RowSource } from './exportWriters';
import { translate as translateMail, type Values } from '../../lib/i18n/catalog';
import { mailDay } from '../../lib/i18n/mailFormat';
import { userLanguage } from '../../lib/i18n/userLanguage';
import { exportMailText, type ExportMailKey } from './mailMessages';
import { text } from '../../lib/i18n/catalog';
import { exportText } from './messages';

export interface ExportJobDeps {
  db: Kysely<Database>;
  repository: ExportJobRepository;
  exports: ExportService;
  users: Pick<UserRepository, 'findById'>;
  /** The notifications bell's rows (NotificationRepository.insertMany). */
  notify: (rows: NotificationTable[]) => Promise<void>;
  mailer: Mailer;
  publicUrl: string;
  /** Where the files are kept (DATA_DIR/exports). */
  dir: string;
  /** How long a finished file is kept, days. */
  fileDays: number;
  /** A weekly export at most this size goes as an attachment; larger ones as a link. */
  attachMaxBytes: number;
  /** Start a queued job at once (the server with jobs on); tests run the jobs themselves. */
  runAtOnce: boolean;
  log: Pick<FastifyBaseLogger, 'error'>;
  clock?: () => Date;
}

const DAY_MS = 86_400_000;
const STORED_REQUEST = exportRequestSchema;

const dateIn = (zone: string, now: Date) => {
  const w = wallTime(Math.floor(now.getTime() / 1000), zone);
  return {
    date: `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`,
    weekday: new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay(),
    hour: w.hour,
  };
};

const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`;

/**
 * Background and scheduled exports (issue 32). A large export is a row in export_jobs, prepared by
 * one runner at a time under a lease (so it survives a restart and runs on one instance), a site at
 * a time into a file under DATA_DIR/exports — streamed, so memory holds one site-month — then told in
 * the bell and by e-mail; its file is deleted when it expires. Weekly schedules send the dialog's
 * choices on Monday morning in the farm's time, attached when small, else as a finished job's link.
 */
export class ExportJobService {
  private readonly clock: () => Date;

  constructor(private readonly d: ExportJobDeps) {
    this.clock = d.clock ?? (() => new Date());
  }

  /** Plans the export and queues its job: 404 for a site outside the caller's area, 400 when no site can be exported. */
  async start(actor: Actor, request: ExportRequest): Promise<{ plan: ExportPlan; job: ExportJob }> {
    const plan = await this.d.exports.plan(actor, request);
    if (plan.sites.length === 0) throw badRequest(text(exportText, 'noneTheseSitesCan'), ['siteIds']);
    const row = await this.queue(actor.userId, { ...request, unit: plan.unit }, plan);
    if (this.d.runAtOnce) void this.runQueued().catch((error: unknown) => this.d.log.error({ err: error }, 'export job failed'));
    return { plan, job: present(row) };
  }

  private async queue(userId: string, request: ExportRequest, plan: ExportPlan): Promise<ExportJobRow> {
    const row: ExportJobRow = {
      id: newObjectId(),
      user_id: userId,
      request: JSON.stringify(request),
      status: 'queued',
      sites_done: 0,
      sites_total: plan.sites.length,
      file_name: plan.manifest.fileName,
      file_path: null,
      size_bytes: null,
      error: null,
      created_at: this.clock().toISOString(),
      finished_at: null,
      expires_at: null,
    };
    await this.d.repository.insertJob(row);
    return row;
  }

  async list(actor: Actor): Promise<ExportJob[]> {
    return (await this.d.repository.jobsOf(actor.userId)).map((row) => present(row));
  }

  /** A job of the caller's own; anyone else's is not found. */
  async get(actor: Actor, id: string): Promise<ExportJob> {
    return present(await this.own(actor, id));
  }

  private async own(actor: Actor, id: string): Promise<ExportJobRow> {
    const row = await this.d.repository.job(id);
    if (!row || row.user_id !== actor.userId) throw notFound(text(exportText, 'exportNotFound'));
    return row;
  }

  /** The finished file of the caller's own job, as a stream with its name and media type. */
  async file(actor: Actor, id: string): Promise<{ fileName: string; contentType: string; size: number; body: Readable }> {
    const row = await this.own(actor, id);
    if (row.status === 'expired') throw new AppError(410, 'Gone', text(exportText, 'exportHasExpiredFile'));
    if (row.status !== 'done' || !row.file_path) throw new AppError(409, 'Conflict', text(exportText, 'exportNotReadyYet'));
    const request = STORED_REQUEST.parse(JSON.parse(row.request));
    const contentType = request.format === 'csv' ? 'text/csv; charset=utf-8' : EXPORT_MEDIA_TYPES[request.format];
    return { fileName: row.file_name, contentType, size: Number(row.size_bytes ?? 0), body: createReadStream(row.file_path) };
  }

  /**
   * Runs every queued job, oldest first, holding the runner's lease (renewed while it works): when
   * another instance holds it, this one leaves the jobs to it. A job left running by a runner that
   * died is run again from the start. Public for tests.
   */
  async runQueued(onProgress?: (job: ExportJob) => void): Promise<number> {
    const lease = new Lease(this.d.db, 'export-job-runner', JOB_LEASE_MS, this.clock);
    if (!(await lease.acquire())) return 0;
    let renewing: Promise<unknown> = Promise.resolve();
    const renewal = setInterval(() => (renewing = lease.acquire().catch(() => false)), JOB_LEASE_MS / 3);
    let ran = 0;
    try {
      for (let rows = await this.d.repository.runnable(); rows.length; rows = await this.d.repository.runnable()) {
        for (const row of rows) {
          await this.run(row, onProgress);
          ran++;
        }
      }
    } finally {
      clearInterval(renewal);
      await renewing;
      await lease.release();
    }
    return ran;
  }

  private async actorOf(userId: string): Promise<(Actor & { email: string; name: string }) | null> {
    const user = await this.d.users.findById(userId);
    if (!user || !isRoleName(user.role)) return null;
    return {
      userId: user.id,
      role: user.role,
      organisationId: user.organisation_id,
      farmId: user.farm_id,
      email: user.email,
      name: user.name,
    };
  }

  /** Writes the file a site at a time, counting the sites done; streamed, never whole in memory. */
  private async write(actor: Actor, plan: ExportPlan, file: string, siteDone?: (done: number) => Promise<void>): Promise<number> {
    await mkdir(path.dirname(file), { recursive: true });
    let done = 0;
    const exports = this.d.exports;
    const counting: RowSource = {
      async *rows(a, p, site) {
        yield* exports.rows(a, p, site);
        done++;
        await siteDone?.(done);
      },
    };
    try {
      await pipeline(Readable.from(exportFile(counting, actor, plan)), createWriteStream(file));
    } catch (error) {
      await unlink(file).catch(() => undefined);
      throw error;
    }
    return (await stat(file)).size;
  }

  private async run(row: ExportJobRow, onProgress?: (job: ExportJob) => void): Promise<void> {
    const fail = async (error: string) => {
      await this.d.repository.update(row.id, { status: 'failed', error, finished_at: this.clock().toISOString() });
    };
    const actor = await this.actorOf(row.user_id);
    if (!actor) return fail('The account that asked for this export no longer exists.');
    let plan: ExportPlan;
    try {
      plan = await this.d.exports.plan(actor, STORED_REQUEST.parse(JSON.parse(row.request)));
    } catch {
      return fail('A site of this export can no longer be read. Please export again.');
    }
    if (plan.sites.length === 0) return fail('None of these sites can be exported any more: their plan leaves the download out.');
    const extension = path.extname(row.file_name) || '.csv';
    const file = path.join(this.d.dir, `${row.id}${extension}`);
    const progress = { ...row, status: 'running' as const, sites_done: 0, sites_total: plan.sites.length };
    await this.d.repository.update(row.id, { status: 'running', sites_done: 0, sites_total: plan.sites.length, error: null });
    onProgress?.(present(progress));
    let size: number;
    try {
      size = await this.write(actor, plan, file, async (done) => {
        await this.d.repository.update(row.id, { sites_done: done });
        onProgress?.(present({ ...progress, sites_done: done }));
      });
    } catch (error) {
      this.d.log.error({ err: error, job: row.id }, 'export job failed');
      return fail('The export could not be written. Please try again.');
    }
    const finished = this.clock();
    const expires = new Date(finished.getTime() + this.d.fileDays * DAY_MS);
    await this.d.repository.update(row.id, {
      status: 'done',
      sites_done: plan.sites.length,
      file_path: file,
      size_bytes: size,
      finished_at: finished.toISOString(),
      expires_at: expires.toISOString(),
    });
    const first = plan.sites[0]!;
    // The bell's line and the mail, in the user's language (issue 34).
    const language = await userLanguage(this.d.db, actor.userId);
    const t = (key: ExportMailKey, values?: Values) => translateMail(language, exportMailText, key, values);
    const counted = { file: row.file_name, count: plan.sites.length, size: sizeText(size) };
    const title = t('readyTitle', counted);
    await this.d.notify([
      {
        id: newObjectId(),
        user_id: actor.userId,
        site_id: first.objectId,
        farm_id: first.farmId,
        // A notice, not an alert kind: the bell shows it; no preference or episode is involved.
        kind: 'exportReady' as NotificationTable['kind'],
        event: 'raised',
        title,
        created_at: finished.toISOString(),
        read_at: null,
        in_app: 1,
        mail_state: 'none',
        mailed_at: null,
      },
    ]);
    await this.mail(actor.email, {
      subject: t('readySubject', { file: row.file_name }),
      text: [
        t('hello', { name: actor.name }),
        '',
        t('readyBody', counted),
        t('downloadFrom', { url: `${this.d.publicUrl}/dashboard/exports` }),
        t('fileKeptUntil', { date: mailDay(language, expires.toISOString()) }),
      ].join('\n'),
    });
  }

  private async mail(to: string, message: Omit<MailMessage, 'to'>): Promise<void> {
    if (!to) return;
    try {
      await this.d.mailer.send({ to, ...message });
    } catch (error) {
      // The file and the bell stay: the mail is a courtesy.
      this.d.log.error({ err: error }, 'export mail not sent');
    }
  }

  /** Deletes the files whose time is up; their jobs stay listed as expired. Public for tests. */
  async expire(now: Date = this.clock()): Promise<number> {
    const rows = await this.d.repository.expired(now.toISOString());
    for (const row of rows) {
      if (row.file_path) await unlink(row.file_path).catch(() => undefined);
      await this.d.repository.update(row.id, { status: 'expired', file_path: null });
    }
    return rows.length;
  }

  async schedules(actor: Actor): Promise<ExportSchedule[]> {
    return (await this.d.repository.schedulesOf(actor.userId)).map(presentSchedule);
  }

  /** Saves the dialog's choices as a weekly export of the last as many days as the dialog's range. */
  async saveSchedule(actor: Actor, request: ExportRequest): Promise<ExportSchedule> {
    const plan = await this.d.exports.plan(actor, request);
    if (plan.sites.length === 0) throw badRequest(text(exportText, 'noneTheseSitesCan'), ['siteIds']);
    if ((await this.d.repository.schedulesOf(actor.userId)).length >= EXPORT_MAX_SCHEDULES)
      throw badRequest(text(exportText, 'canKeepMostWeekly', { exportMaxSchedules: EXPORT_MAX_SCHEDULES }), ['siteIds']);
    const { from, to, ...choices } = request;
    const row: ExportScheduleRow = {
      id: newObjectId(),
      user_id: actor.userId,
      request: JSON.stringify(choices),
      days: exportDays(from, to),
      last_sent_at: null,
      created_at: this.clock().toISOString(),
    };
    await this.d.repository.insertSchedule(row);
    return presentSchedule(row);
  }

  async deleteSchedule(actor: Actor, id: string): Promise<boolean> {
    if (!(await this.d.repository.deleteSchedule(actor.userId, id))) throw notFound(text(exportText, 'weeklyExportNotFound'));
    return true;
  }

  /**
   * Sends each due schedule (Monday from 06:00 in the farm time of its first site, once a week): the
   * last `days` days up to yesterday, attached when small, else a finished job's link. Public for tests.
   */
  async sendDueSchedules(now: Date): Promise<{ sent: number }> {
    let sent = 0;
    for (const schedule of await this.d.repository.allSchedules()) {
      const choices = JSON.parse(schedule.request) as Omit<ExportRequest, 'from' | 'to'>;
      const zone = await this.d.exports.zoneOf(choices.siteIds[0] ?? '');
      if (!zone) continue;
      const local = dateIn(zone, now);
      const lastSentAt = schedule.last_sent_at === null ? null : Date.parse(schedule.last_sent_at);
      if (!exportScheduleIsDue({ weekday: local.weekday, hour: local.hour, now: now.getTime(), lastSentAt })) continue;
      const actor = await this.actorOf(schedule.user_id);
      if (!actor) continue;
      const to = addDays(local.date, -1);
      const parsed = STORED_REQUEST.safeParse({ ...choices, from: addDays(to, -(schedule.days - 1)), to });
      await this.d.repository.markScheduleSent(schedule.id, now.toISOString());
      if (!parsed.success) continue;
      try {
        await this.sendSchedule(actor, parsed.data, schedule, now);
        sent++;
      } catch (error) {
        this.d.log.error({ err: error, schedule: schedule.id }, 'weekly export not sent');
      }
    }
    return { sent };
  }

  private async sendSchedule(
    actor: Actor & { email: string; name: string },
    request: ExportRequest,
    schedule: ExportScheduleRow,
    now: Date,
  ) {
    const plan = await this.d.exports.plan(actor, request);
    const what = exportScheduleText({ ...request, days: schedule.days });
    const language = await userLanguage(this.d.db, actor.userId);
    const t = (key: ExportMailKey, values?: Values) => translateMail(language, exportMailText, key, values);
    const subject = t('weeklySubject', { file: plan.manifest.fileName });
    const skipped = plan.manifest.skipped.length ? [t('skipped', { count: plan.manifest.skipped.length })] : [];
    if (plan.sites.length === 0) {
      await this.mail(actor.email, {
        subject,
        text: [`${what}.`, '', t('noneExportable')].join('\n'),
      });
      return;
    }
    const id = newObjectId();
    const file = path.join(this.d.dir, `${id}${path.extname(plan.manifest.fileName)}`);
    const size = await this.write(actor, plan, file);
    if (size <= this.d.attachMaxBytes) {
      const content = await readFile(file);
      await unlink(file).catch(() => undefined);
      await this.mail(actor.email, {
        subject,
        text: [`${what}.`, '', t('attached', { size: sizeText(size) }), ...skipped].join('\n'),
        attachments: [{ filename: plan.manifest.fileName, content, contentType: EXPORT_MEDIA_TYPES[request.format] }],
      });
      return;
    }
    const expires = new Date(now.getTime() + this.d.fileDays * DAY_MS);
    await this.d.repository.insertJob({
      id,
      user_id: actor.userId,
      request: JSON.stringify(request),
      status: 'done',
      sites_done: plan.sites.length,
      sites_total: plan.sites.length,
      file_name: plan.manifest.fileName,
      file_path: file,
      size_bytes: size,
      error: null,
      created_at: now.toISOString(),
      finished_at: now.toISOString(),
      expires_at: expires.toISOString(),
    });
    await this.mail(actor.email, {
      subject,
      text: [
        `${what}.`,
        '',
        t('tooLarge', { size: sizeText(size), url: `${this.d.publicUrl}/dashboard/exports` }),
        t('itKeptUntil', { date: mailDay(language, expires.toISOString()) }),
        ...skipped,
      ].join('\n'),
    });
  }
}

/** A job as the API answers it. */
function present(row: ExportJobRow): ExportJob {
  const request = JSON.parse(row.request) as Pick<ExportRequest, 'format' | 'from' | 'to'>;
  const total = row.sites_total;
  const percent = row.status === 'done' ? 100 : total > 0 ? Math.min(100, Math.floor((row.sites_done / total) * 100)) : 0;
  return {
    id: row.id,
    status: row.status,
    format: request.format,
    from: request.from,
    to: request.to,
    fileName: row.file_name,
    sitesDone: row.sites_done,
    sitesTotal: total,
    percent,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    expiresAt: row.expires_at,
    error: row.error,
  };
}

function presentSchedule(row: ExportScheduleRow): ExportSchedule {
  const choices = JSON.parse(row.request) as Omit<ExportRequest, 'from' | 'to'>;
  return {
    id: row.id,
    siteIds: choices.siteIds,
    measures: choices.measures,
    interval: choices.interval,
    format: choices.format,
    unit: choices.unit ?? null,
    days: row.days,
    description: exportScheduleText({ ...choices, days: row.days }),
    lastSentAt: row.last_sent_at,
    createdAt: row.created_at,
  };
}
