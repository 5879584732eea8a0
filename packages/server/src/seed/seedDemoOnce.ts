import type { Db } from '../db/database';
import { Lease } from '../jobs/lease';
import { seedDemoIfEmpty, type SeedResult } from './seedDemo';
import { seedDemoAlertChannels } from './seedDemoAlertChannels';
import { seedDemoExports } from './seedDemoExports';
import { seedDemoManualReadings } from './seedDemoManualReadings';
import { seedDemoSites } from './seedDemoSites';
import { seedDemoTemplates } from './seedDemoTemplates';
import { seedDemoWebhooks } from './seedDemoWebhooks';

/**
 * Long enough for the people-and-farms part of the seed (one transaction) should renewals starve
 * while a year of history is simulated: past it, a waiting instance finds them and seeds nothing.
 */
const SEED_LEASE_MS = 60_000;

/**
 * Seeds the demo when the database is empty: people and farms, then the sites with their history
 * when asked, and the demo's crop templates. Instances starting together take turns under the
 * 'demo-seed' lease: one seeds, the others wait for it and then find the whole demo in place.
 */
export async function seedDemoOnce(database: Db, options: { sites: boolean; historyDays: number }): Promise<SeedResult> {
  return new Lease(database.db, 'demo-seed', SEED_LEASE_MS).hold(async () => {
    const seed = await seedDemoIfEmpty(database.db);
    seed.simulatedSites = 0;
    if (seed.seeded && options.sites) {
      const started = Date.now();
      seed.simulatedSites = (await seedDemoSites(database, options.historyDays)).length;
      seed.sitesSeconds = Math.round((Date.now() - started) / 100) / 10;
    }
    // Also on demo databases seeded before templates existed: it adds only what is missing.
    await seedDemoTemplates(database.db);
    // Heartland's webhook with a short log (issue 32), on a newly seeded demo.
    if (seed.seeded) await seedDemoWebhooks(database.db);
    // Once, on the new demo: farm.admin's verified phone and a kept text message (after the sites, which it names).
    if (seed.seeded) await seedDemoAlertChannels(database.db);
    // Once, on the new demo with its sites: farm.admin's queued export (prepared on first start) and weekly export.
    if (seed.seeded && options.sites) await seedDemoExports(database.db);
    // Once, on the new demo with its sites: a hand-probe and a rain-gauge reading on North Pivot 1 (issue 37).
    if (seed.seeded && options.sites) await seedDemoManualReadings(database.db);
    return seed;
  });
}
