import { withE2eServices } from './alertJob';
import { withDatabase } from './db';

interface PendingRow {
  site_id: string;
  old_plan: string;
  new_plan: string;
  effective_day: string;
  requested_by: string;
  requested_at: string;
}

/**
 * The plan-activation job of the e2e server run now from the test at a later time (the server
 * runs no jobs under NODE_ENV=test): the clock "advanced" for one site only. Other specs' pending
 * changes are set aside and put back, so the demo's other plans stay as those specs expect.
 */
export async function activatePlanChangeOf(siteObjectId: string, at: Date): Promise<number> {
  const others = withDatabase((db) => {
    const rows = db.prepare('SELECT * FROM site_plan_changes WHERE site_id != ?').all(siteObjectId) as PendingRow[];
    db.prepare('DELETE FROM site_plan_changes WHERE site_id != ?').run(siteObjectId);
    return rows;
  });
  try {
    return await withE2eServices((_database, services) => services.subscriptions.planActivation.applyDue(at));
  } finally {
    withDatabase((db) => {
      const insert = db.prepare(
        'INSERT INTO site_plan_changes (site_id, old_plan, new_plan, effective_day, requested_by, requested_at) VALUES (?, ?, ?, ?, ?, ?)',
      );
      for (const r of others) insert.run(r.site_id, r.old_plan, r.new_plan, r.effective_day, r.requested_by, r.requested_at);
    });
  }
}

/** Writes the site's plan straight back (undoing a test's activated change) and drops its pending change. */
export function restorePlan(siteObjectId: string, plan: string): void {
  withDatabase((db) => {
    db.prepare('UPDATE sites SET plan = ? WHERE id = ?').run(plan, siteObjectId);
    db.prepare('DELETE FROM site_plan_changes WHERE site_id = ?').run(siteObjectId);
  });
}

/** Drops the site's pending plan change (another spec's), so the page shows its plan in force. */
export function dropPendingPlan(siteObjectId: string): void {
  withDatabase((db) => db.prepare('DELETE FROM site_plan_changes WHERE site_id = ?').run(siteObjectId));
}
