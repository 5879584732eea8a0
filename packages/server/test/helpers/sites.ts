import { addDays, HARDWARE_TYPES } from '@tilth/domain';
import { provisionSite, type ProvisionedSite } from '../../src/modules/sites/siteProvisioner';
import type { TestServer } from './testServer';

/**
 * A planting date this many days before today (UTC): a crop planted 30 days ago is growing whatever
 * the calendar says, one planted 300 days ago is harvested. Moisture-driven health and dryness alerts
 * hold only in the crop's season (domain agronomy/season.ts), so tests of them plant relative to now.
 */
export const plantedDaysAgo = (days: number, now = Date.now()) => addDays(new Date(now).toISOString().slice(0, 10), -days);

/** A six-depth Gold site with a local sensor on the demo farm North Pivot Farm, and its station key. */
export async function createTestSite(
  t: TestServer,
  overrides: { localSensor?: boolean; farmName?: string; plantingDate?: string } = {},
): Promise<ProvisionedSite & { key: string }> {
  const db = t.server.database.db;
  const farm = await db
    .selectFrom('farms')
    .select('id')
    .where('name', '=', overrides.farmName ?? 'North Pivot Farm')
    .executeTakeFirstOrThrow();
  const site = await provisionSite(db, {
    farmId: farm.id,
    name: 'Test Pivot',
    status: 'ACTIVE',
    latitude: 34.2,
    longitude: -101.7,
    plan: 'Gold',
    hardware: HARDWARE_TYPES[0]!,
    crop: 'Corn',
    plantingDate: overrides.plantingDate ?? '2026-05-01',
    soilType: 'Loam',
    irrigationType: 'Center Pivot',
    installByDate: null,
    rootDepthIn: 36,
    localSensor: overrides.localSensor ?? true,
  });
  const admin = await t.signin('admin');
  const rotated = await t.request('POST', `/base-stations/${site.baseStationId}/key`, { token: admin.token });
  if (rotated.status !== 200) throw new Error(`key rotation failed: ${rotated.status} ${rotated.body.message}`);
  return { ...site, key: rotated.body.data.key };
}

/** Readings every 15 minutes starting at `start` (epoch seconds). */
export function readingsFrom(start: number, count: number, depths = 6) {
  return Array.from({ length: count }, (_, i) => ({
    timestamp: new Date((start + i * 900) * 1000).toISOString(),
    moisture: Array.from({ length: depths }, (_, d) => 30 + d + (i % 10) / 10),
    temperature: Array.from({ length: depths }, (_, d) => 20 - d / 2),
    salinity: Array.from({ length: depths }, () => 0.5),
    conductivity: Array.from({ length: depths }, () => 1.2),
    battery: 2.9,
    rssi: -85,
    per: 0.01,
  }));
}
