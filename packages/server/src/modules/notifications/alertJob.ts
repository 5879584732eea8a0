import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../jobs/scheduler';
import type { AlertEvaluator } from './alertEvaluator';
import type { AlertMailer } from './alertMailer';
import type { BatteryRefresh } from './batteryRefresh';

/** One run of the alerts: batteries a slice at a time, every site's episodes, then the mail pass. */
export async function runAlerts(parts: { batteries: BatteryRefresh; evaluator: AlertEvaluator; mailer: AlertMailer }, now: Date) {
  const batteries = await parts.batteries.refresh(now);
  const evaluation = await parts.evaluator.evaluate(now);
  const mail = await parts.mailer.sendDue(now);
  return { batteries, ...evaluation, ...mail };
}

/**
 * Under the scheduler's lease (jobs table), so several server instances never evaluate or send
 * twice: a due run goes to exactly one of them.
 */
export function alertJob(parts: Parameters<typeof runAlerts>[0], log: FastifyBaseLogger): Job {
  return {
    name: 'notification-alerts',
    everyMs: 5 * 60_000,
    run: async (now) => {
      const result = await runAlerts(parts, now);
      if (result.notifications > 0 || result.mails > 0 || result.failed > 0) log.info({ job: 'notification-alerts', ...result }, 'alerts');
    },
  };
}
