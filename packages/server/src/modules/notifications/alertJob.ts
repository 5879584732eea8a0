import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../jobs/scheduler';
import type { AlertEvaluator } from './alertEvaluator';
import type { AlertMailer } from './alertMailer';
import type { BatteryRefresh } from './batteryRefresh';

/** The other channels' passes (Web Push and SMS, issue 32), passed in by the composition root. */
export interface OtherChannels {
  sendDue(now: Date): Promise<{ pushes: number; texts: number; channelFailures: number }>;
}

/** One run of the alerts: batteries a slice at a time, every site's episodes, then the mail pass and the other channels'. */
export async function runAlerts(
  parts: { batteries: BatteryRefresh; evaluator: AlertEvaluator; mailer: AlertMailer; channels?: OtherChannels },
  now: Date,
) {
  const batteries = await parts.batteries.refresh(now);
  const evaluation = await parts.evaluator.evaluate(now);
  const mail = await parts.mailer.sendDue(now);
  const others = parts.channels ? await parts.channels.sendDue(now) : { pushes: 0, texts: 0, channelFailures: 0 };
  return { batteries, ...evaluation, ...mail, ...others };
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
      if (
        result.notifications > 0 ||
        result.mails > 0 ||
        result.failed > 0 ||
        result.pushes > 0 ||
        result.texts > 0 ||
        result.channelFailures > 0
      )
        log.info({ job: 'notification-alerts', ...result }, 'alerts');
    },
  };
}
