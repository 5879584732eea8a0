import type { LiveSimulator } from '@tilth/simulator';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { Lease } from '../jobs/lease';
import { startLiveDemo } from './liveDemo';

/** How often an instance checks the live demo's lease (at most); it lasts three checks. */
export const LIVE_DEMO_CHECK_MS = 15_000;

export interface LiveDemoRunner {
  /** Whether this instance is the one running the live demo now. */
  readonly running: boolean;
  stop(): Promise<void>;
}

/**
 * Runs the live demo on one of the instances sharing the database: the holder of the 'live-demo'
 * lease, renewed at every check. An instance that stops releases it, one that dies lets it lapse;
 * either way the next instance to check takes over, issuing fresh station keys and continuing
 * from the stored readings (the simulator is deterministic).
 */
export async function startLiveDemoUnderLease(
  database: Db,
  baseUrl: string,
  options: { intervalMs: number; timeScale: number; log: FastifyBaseLogger },
): Promise<LiveDemoRunner> {
  // A check every 15 s, sooner for a faster demo (not under a second); three missed checks let the lease
  // lapse, so an instance that dies hands the live demo over within 4 checks: 60 s with the defaults.
  const checkMs = Math.max(1000, Math.min(options.intervalMs, LIVE_DEMO_CHECK_MS));
  const lease = new Lease(database.db, 'live-demo', 3 * checkMs);
  let simulator: LiveSimulator | null = null;

  const check = async () => {
    const held = await lease.acquire();
    if (held && !simulator) {
      simulator = await startLiveDemo(database, baseUrl, options);
      // Nothing to simulate (yet): another instance may try at its next check.
      if (!simulator) await lease.release();
    } else if (!held && simulator) {
      // This instance's renewals lapsed and another took over; its keys replaced ours.
      await simulator.stop();
      simulator = null;
    }
  };
  let checking: Promise<void> = check();
  await checking;
  const timer = setInterval(() => {
    checking = checking.then(check).catch((err: unknown) => options.log.warn({ err }, 'live demo lease check failed; retrying'));
  }, checkMs);
  timer.unref();

  return {
    get running() {
      return simulator !== null;
    },
    async stop() {
      clearInterval(timer);
      await checking;
      await simulator?.stop();
      simulator = null;
      await lease.release();
    },
  };
}
