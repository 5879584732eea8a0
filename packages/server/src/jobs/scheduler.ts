import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { databaseFault, faultCause } from '../db/faults';
import type { Database } from '../db/schema';
import { JobRepository } from './jobRepository';

export interface Job {
  name: string;
  /** Minimum time between runs. */
  everyMs: number;
  /** How long a run's lease lasts unrenewed: a holder that dies lets another instance take the job this long after. */
  leaseMs?: number;
  /** Runs again in full when a run is interrupted (the instance dies, the database goes away): it must be safe to repeat. */
  run(now: Date): Promise<void>;
}

/**
 * A run's lease, renewed every third of it while the run goes on: an instance that dies (kill -9,
 * power) stops renewing, and another takes the job over once the lease lapses — within JOB_LEASE_MS
 * plus one scheduler tick (≤ 15 s), 75 s with the defaults.
 */
export const JOB_LEASE_MS = 60_000;

type RunRecord = { at: string; error: string | null; nextRunAt: string };

/**
 * In-process scheduler with leases in the database (architecture.md): several server instances
 * may run it; a conditional UPDATE hands each due run to exactly one of them.
 *
 * While the database is out of reach the scheduler pauses: a tick that meets a database fault stops,
 * says so once, and the next ticks try again; the first tick that gets through says the jobs resumed.
 * A run cut short by the outage keeps its due time, so it runs again after.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private paused = false;
  private readonly instanceId = randomUUID();
  private readonly jobs: JobRepository;
  /** Leases whose release failed (the database went away): released at the next tick that gets through. */
  private readonly unreleased = new Map<string, RunRecord | undefined>();

  constructor(
    db: Kysely<Database>,
    private readonly schedule: Job[],
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.jobs = new JobRepository(db);
  }

  /** Whether the last tick met a database fault (jobs wait for the database). */
  get isPaused(): boolean {
    return this.paused;
  }

  start(tickMs = 15_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), tickMs);
    this.timer.unref();
    void this.tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // Let a run in progress finish before the database closes under it.
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** Runs every due job this instance wins the lease for. Public for tests. Never rejects. */
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (const [name, run] of this.unreleased) {
        await this.jobs.release(name, this.instanceId, run);
        this.unreleased.delete(name);
      }
      for (const job of this.schedule) await this.runIfDue(job);
      if (this.paused) {
        this.paused = false;
        this.log.warn('Scheduled jobs resumed: the database answers again.');
      }
    } catch (error) {
      if (!databaseFault(error)) this.log.error({ err: error }, 'job scheduling failed');
      else if (!this.paused) {
        this.paused = true;
        this.log.warn(`Scheduled jobs paused: ${faultCause(error)}. They resume when the database answers.`);
      }
    } finally {
      this.running = false;
    }
  }

  private async runIfDue(job: Job): Promise<void> {
    const now = this.now();
    const nowIso = now.toISOString();
    const leaseMs = job.leaseMs ?? JOB_LEASE_MS;
    const leaseFrom = (at: Date) => new Date(at.getTime() + leaseMs).toISOString();
    await this.jobs.ensure(job.name, nowIso);
    if (!(await this.jobs.claim(job.name, this.instanceId, nowIso, leaseFrom(now), { dueBy: nowIso }))) return;
    let renewing: Promise<unknown> = Promise.resolve();
    const renewal = setInterval(() => {
      const at = this.now();
      renewing = this.jobs.claim(job.name, this.instanceId, at.toISOString(), leaseFrom(at)).catch(() => false);
    }, leaseMs / 3);
    renewal.unref();
    let record: RunRecord | undefined;
    let fault: unknown = null;
    try {
      await job.run(now);
      record = { at: nowIso, error: null, nextRunAt: new Date(now.getTime() + job.everyMs).toISOString() };
    } catch (err) {
      if (databaseFault(err)) {
        // Cut short by the database: no run recorded, so it is due again as soon as the database answers.
        fault = err;
      } else {
        this.log.error({ err, job: job.name }, 'job failed');
        record = {
          at: nowIso,
          error: err instanceof Error ? err.message : String(err),
          nextRunAt: new Date(now.getTime() + job.everyMs).toISOString(),
        };
      }
    } finally {
      clearInterval(renewal);
      // A renewal landing after the release would hold the lease again for nobody.
      await renewing;
    }
    try {
      await this.jobs.release(job.name, this.instanceId, record);
    } catch (error) {
      this.unreleased.set(job.name, record);
      throw error;
    }
    if (fault) throw fault;
  }
}
