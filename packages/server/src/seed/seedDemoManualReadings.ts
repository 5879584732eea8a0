import type { Kysely } from 'kysely';
import type { Database, ManualReadingTable } from '../db/schema';
import { newObjectId } from '../lib/ids';

const HOUR_MS = 3_600_000;

/**
 * The demo's manual readings (issue 37): on North Pivot 1, farm.user checked the probe with a hand
 * probe yesterday morning and read the rain gauge two days ago, so the graph's "Manual readings"
 * section has something to show on first start. Runs once, on the freshly seeded demo with its sites.
 */
export async function seedDemoManualReadings(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const site = await db.selectFrom('sites').select('id').where('name', '=', 'North Pivot 1').executeTakeFirst();
  const user = await db.selectFrom('users').select('id').where('username', '=', 'farm.user').executeTakeFirst();
  if (!site) return 0;
  const at = (hoursAgo: number) => new Date(Math.floor((now - hoursAgo * HOUR_MS) / HOUR_MS) * HOUR_MS).toISOString();
  const rows: ManualReadingTable[] = [
    {
      id: newObjectId(),
      site_id: site.id,
      kind: 'moisture',
      taken_at: at(26),
      value: 27.5,
      depth_cm: 30,
      note: 'Hand probe by the pivot’s third tower: agrees with the probe.',
      client_id: null,
      created_by: user?.id ?? null,
      created_at: at(26),
    },
    {
      id: newObjectId(),
      site_id: site.id,
      kind: 'rain',
      taken_at: at(50),
      value: 12,
      depth_cm: null,
      note: 'Gauge at the well house after the overnight storm.',
      client_id: null,
      created_by: user?.id ?? null,
      created_at: at(50),
    },
  ];
  await db.insertInto('manual_readings').values(rows).execute();
  return rows.length;
}
