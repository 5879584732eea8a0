import type { Kysely } from 'kysely';
import { addDays, type ExportRequest } from '@tilth/domain';
import type { Database } from '../db/schema';
import { newObjectId } from '../lib/ids';
import { todayIn } from '../modules/planner/siteInputs';

const DEMO_USER = 'farm.admin';
const DEMO_FARM = 'North Pivot Farm';

/**
 * The demo's exports (issue 32): farm.admin's last week of North Pivot Farm's sites as a background
 * export, queued so the export job prepares it on first start (then Recent exports offers the file
 * and the bell says it is ready), and the same choices e-mailed every Monday.
 */
export async function seedDemoExports(db: Kysely<Database>, now = new Date()): Promise<number> {
  const user = await db.selectFrom('users').select('id').where('username', '=', DEMO_USER).executeTakeFirst();
  const farm = await db.selectFrom('farms').select(['id', 'time_zone']).where('name', '=', DEMO_FARM).executeTakeFirst();
  if (!user || !farm) return 0;
  if (await db.selectFrom('export_jobs').select('id').where('user_id', '=', user.id).executeTakeFirst()) return 0;
  const sites = await db
    .selectFrom('sites')
    .select('id')
    .where('farm_id', '=', farm.id)
    .where('status', '=', 'ACTIVE')
    .orderBy('name')
    .execute();
  if (sites.length === 0) return 0;
  const to = addDays(todayIn(farm.time_zone, now.getTime()), -1);
  const request: ExportRequest = {
    siteIds: sites.map((s) => s.id),
    from: addDays(to, -6),
    to,
    measures: ['moisture', 'rootZoneAw', 'etc', 'waterAccount'],
    interval: 'daily',
    format: 'xlsx',
    unit: 'feetInches',
  };
  const at = now.toISOString();
  await db
    .insertInto('export_jobs')
    .values({
      id: newObjectId(),
      user_id: user.id,
      request: JSON.stringify(request),
      status: 'queued',
      sites_done: 0,
      sites_total: sites.length,
      file_name: `tilth-export-${request.from}-to-${request.to}.xlsx`,
      file_path: null,
      size_bytes: null,
      error: null,
      created_at: at,
      finished_at: null,
      expires_at: null,
    })
    .execute();
  const { from: _from, to: _to, ...choices } = request;
  await db
    .insertInto('export_schedules')
    .values({ id: newObjectId(), user_id: user.id, request: JSON.stringify(choices), days: 7, last_sent_at: null, created_at: at })
    .execute();
  return 1;
}
