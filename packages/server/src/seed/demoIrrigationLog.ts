import { applicationEfficiency, wallTime, type IrrigationProperties } from '@tilth/domain';
import type { IrrigationEvent } from '@tilth/simulator';
import type { Kysely } from 'kysely';
import type { Database, SiteIrrigationTable } from '../db/schema';
import { newObjectId } from '../lib/ids';

/**
 * The demo's irrigation records: what each site's simulated controller put on, logged as a grower's
 * record would be, so the season's water account has its irrigation from the first start. The last
 * two weeks are left unlogged: the planner proposes those wettings for confirmation, as it would a
 * grower's unlogged runs.
 */
export const UNLOGGED_RECENT_DAYS = 14;

const localDay = (ts: number, zone: string) => {
  const w = wallTime(ts, zone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
};

/** The records of a site's controller events older than two weeks: gross depth put on, net at the site's efficiency, the farm's day. */
export function demoIrrigationRows(
  siteObjectId: string,
  events: readonly IrrigationEvent[],
  zone: string,
  properties: IrrigationProperties,
  now: number,
): SiteIrrigationTable[] {
  const efficiency = applicationEfficiency(properties);
  return events
    .filter((e) => e.decidedTs < now - UNLOGGED_RECENT_DAYS * 86_400)
    .map((e): SiteIrrigationTable => {
      const depthIn = e.applications.reduce((sum, a) => sum + a.mm, 0) / 25.4;
      return {
        id: newObjectId(),
        site_id: siteObjectId,
        date: localDay(e.decidedTs, zone),
        depth_in: Math.round(depthIn * 100) / 100,
        net_in: Math.round(depthIn * efficiency) / 100,
        hours: null,
        source: 'logged',
        note: 'Recorded by the irrigation controller (demo)',
        created_by: null,
        created_at: new Date(e.decidedTs * 1000).toISOString(),
        client_id: null,
      };
    })
    .filter((r) => r.depth_in > 0);
}

export async function logDemoIrrigations(
  db: Kysely<Database>,
  siteObjectId: string,
  events: readonly IrrigationEvent[],
  zone: string,
  properties: IrrigationProperties,
  now: number,
): Promise<number> {
  const rows = demoIrrigationRows(siteObjectId, events, zone, properties, now);
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('site_irrigations')
      .values(rows.slice(i, i + 200))
      .execute();
  return rows.length;
}
