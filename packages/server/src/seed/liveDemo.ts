import { storedSimulationConfigSchema } from '@tilth/domain/sites/stored';
import { startLiveSimulator, type LiveSimulator, type LiveStation, type SiteSimConfig } from '@tilth/simulator';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { parseStored } from '../db/storedJson';
import { StationRepository } from '../modules/telemetry/stationRepository';
import { StationKeyService } from '../modules/telemetry/stationKeyService';

/**
 * Keeps the demo alive: each simulated site's base station reports new readings every interval
 * through the real ingestion API, with a key issued at start-up. The first tick catches up on
 * whatever happened while the server was down (the simulator is deterministic, so the fields
 * continue their seeded history).
 */
export async function startLiveDemo(
  database: Db,
  baseUrl: string,
  options: { intervalMs: number; timeScale: number; log: FastifyBaseLogger },
): Promise<LiveSimulator | null> {
  const db = database.db;
  const rows = await db
    .selectFrom('demo_simulations')
    .innerJoin('base_stations', 'base_stations.site_id', 'demo_simulations.site_id')
    .select(['demo_simulations.site_id', 'demo_simulations.config', 'base_stations.id as station_id'])
    .execute();
  if (rows.length === 0) return null;
  const devices = await db
    .selectFrom('devices')
    .selectAll()
    .where(
      'site_id',
      'in',
      rows.map((r) => r.site_id),
    )
    .execute();
  const keys = new StationKeyService(new StationRepository(db));
  const stations: LiveStation[] = [];
  let resumeFrom = Infinity;
  for (const row of rows) {
    const config: SiteSimConfig = parseStored(storedSimulationConfigSchema, row.config, `demo_simulations.config (site ${row.site_id})`);
    const own = devices.filter((d) => d.site_id === row.site_id);
    for (const d of own) if (d.last_reading_at !== null) resumeFrom = Math.min(resumeFrom, Number(d.last_reading_at) + 1);
    const { key } = await keys.rotate(row.station_id);
    stations.push({ key, devices: own.map((d) => ({ deviceId: d.device_id, kind: d.kind === 'local' ? 'local' : 'probe', config })) });
  }
  const simulator = startLiveSimulator({
    baseUrl,
    stations,
    intervalMs: options.intervalMs,
    timeScale: options.timeScale,
    // At scale 1 the backlog since the last reading goes out at once; a larger scale replays it
    // faster than real time, so a presenter can watch the fields change.
    catchUp: options.timeScale <= 1,
    ...(Number.isFinite(resumeFrom) ? { startTs: resumeFrom } : {}),
    onPost: (report) => {
      if (report.error) options.log.warn({ err: report.error }, 'live demo post failed; it will be retried');
    },
  });
  // Catch up at once rather than after the first interval.
  void simulator.tick();
  return simulator;
}
