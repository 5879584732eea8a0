import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import { JobRepository } from './jobRepository';

export interface Job {
  name: string;
  /** Minimum time between runs. */
  everyMs: number;
  /** A run holding the lease longer than this is presumed dead and may be taken over. */
  leaseMs?: number;
  run(now: Date): Promise<void>;
}

/**
 * In-process scheduler with leases in the database (architecture.md): several server instances
 * may run it; a conditional UPDATE hands each due run to exactly one of them.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private readonly instanceId = randomUUID();
  private readonly jobs: JobRepository;

  constructor(
    db: Kysely<Database>,
    private readonly schedule: Job[],
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.jobs = new JobRepository(db);
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

  /** Runs every due job this instance wins the lease for. Public for tests. */
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (const job of this.schedule) await this.runIfDue(job);
    } finally {
      this.running = false;
    }
  }

  private async runIfDue(job: Job): Promise<void> {
    const now = this.now();
    const nowIso = now.toISOString();
    await this.jobs.ensure(job.name, nowIso);
    const leaseUntil = new Date(now.getTime() + (job.leaseMs ?? 10 * 60_000)).toISOString();
    if (!(await this.jobs.claim(job.name, this.instanceId, nowIso, leaseUntil, { dueBy: nowIso }))) return;
    let error: string | null = null;
    try {
      await job.run(now);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      this.log.error({ err, job: job.name }, 'job failed');
    }
    await this.jobs.release(job.name, this.instanceId, {
      at: nowIso,
      error,
      nextRunAt: new Date(now.getTime() + job.everyMs).toISOString(),
    });
  }
}
