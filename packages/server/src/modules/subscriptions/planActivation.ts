import type { FastifyBaseLogger } from 'fastify';
import { dayAfter, isPlanChangeDue } from '@tilth/domain';
import type { Job } from '../../jobs/scheduler';
import type { AlertEvaluator } from '../notifications/alertEvaluator';
import type { SubscriptionRepository } from './subscriptionRepository';

/** How many changes one run applies at most; the next run takes the rest. */
const BATCH = 1000;

/**
 * Applies the plan changes whose day has come in their farm's time zone (spec 002 §1: a change
 * takes effect the following day; until then the old plan holds), and tells the alert listeners.
 */
export class PlanActivation {
  constructor(
    private readonly repository: SubscriptionRepository,
    private readonly alerts: Pick<AlertEvaluator, 'planChangeActivated'>,
  ) {}

  /** Answers how many changes applied. Public for tests, which pass the instant. */
  async applyDue(now: Date): Promise<number> {
    // No zone runs more than a day ahead of UTC: nothing later than tomorrow's UTC day can be due.
    const latest = dayAfter(now.toISOString().slice(0, 10));
    const candidates = await this.repository.possiblyDue(latest, BATCH);
    let applied = 0;
    for (const change of candidates) {
      if (!isPlanChangeDue(change.effective_day, now.getTime(), change.time_zone)) continue;
      if (!(await this.repository.apply(change, now.toISOString()))) continue;
      applied += 1;
      await this.alerts.planChangeActivated(change.site_id, now, `(${change.old_plan} → ${change.new_plan})`);
    }
    return applied;
  }
}

/**
 * Under the scheduler's lease (jobs table), so one instance applies each change. Every five
 * minutes: a farm's new day starts at its midnight, so a change applies at most that late.
 */
export function planActivationJob(activation: PlanActivation, log: FastifyBaseLogger): Job {
  return {
    name: 'plan-activation',
    everyMs: 5 * 60_000,
    run: async (now) => {
      const applied = await activation.applyDue(now);
      if (applied > 0) log.info({ job: 'plan-activation', applied }, 'plan changes activated');
    },
  };
}
