import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { JobRepository } from './jobRepository';

/**
 * A named lease in the jobs table, on the scheduler's columns (locked_by, locked_until), for work
 * that one instance among several does at a time rather than on a schedule (the demo seed, the live
 * demo). The holder renews it by acquiring again; once it lapses unrenewed, another may take it.
 */
export class Lease {
  private readonly jobs: JobRepository;

  constructor(
    db: Kysely<Database>,
    readonly name: string,
    readonly durationMs: number,
    private readonly now: () => Date = () => new Date(),
    private readonly holder: string = randomUUID(),
  ) {
    this.jobs = new JobRepository(db);
  }

  /** Takes the lease when free or lapsed, or extends it when already ours; answers whether we hold it. */
  async acquire(): Promise<boolean> {
    const now = this.now();
    const nowIso = now.toISOString();
    await this.jobs.ensure(this.name, nowIso);
    return this.jobs.claim(this.name, this.holder, nowIso, new Date(now.getTime() + this.durationMs).toISOString());
  }

  /** Gives the lease up at once (if still ours), so another instance need not wait for it to lapse. */
  async release(): Promise<void> {
    await this.jobs.release(this.name, this.holder);
  }

  /**
   * Runs `work` holding the lease: waits while another instance holds it, renews it meanwhile, and
   * releases it after. Work outliving a lapsed lease (a renewal starved or failed) must stay safe.
   */
  async hold<T>(work: () => Promise<T>, pollMs = 250): Promise<T> {
    while (!(await this.acquire())) await new Promise((resolve) => setTimeout(resolve, pollMs));
    let renewing: Promise<unknown> = Promise.resolve();
    const renewal = setInterval(() => (renewing = this.acquire().catch(() => false)), this.durationMs / 3);
    try {
      return await work();
    } finally {
      clearInterval(renewal);
      // A renewal landing after the release would hold the lease again for nobody.
      await renewing;
      await this.release();
    }
  }
}
