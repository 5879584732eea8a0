import type { Kysely } from 'kysely';
import { HARDWARE_TYPES } from '@tilth/domain';
import type { Database } from '../../src/db/schema';
import { provisionSite, type ProvisionedSite } from '../../src/modules/sites/siteProvisioner';
import type { TestServer } from './testServer';

const HOUR = 3600;

/** A site of the farm with the given name, plan and hardware (no readings), for the sites page's calls. */
export async function siteOn(
  db: Kysely<Database>,
  farmId: string,
  options: { name: string; plan?: 'Gold' | 'Silver' | 'None'; pressure?: boolean; status?: 'ACTIVE' | 'PENDING' },
): Promise<ProvisionedSite> {
  const hardware = options.pressure ? HARDWARE_TYPES.find((h) => h.pressure)! : HARDWARE_TYPES[0]!;
  return provisionSite(db, {
    farmId,
    name: options.name,
    status: options.status ?? 'ACTIVE',
    latitude: 34.2,
    longitude: -101.7,
    plan: options.plan ?? 'Gold',
    hardware,
    crop: 'Corn',
    plantingDate: '2026-05-01',
    soilType: 'Loam',
    irrigationType: 'Center Pivot',
    installByDate: null,
    rootDepthIn: 36,
    localSensor: false,
  });
}

/**
 * Hourly probe readings over `hours` hours ending now-ish, flat (with a little night noise) until
 * `eventHour`, when water reaches the 4 in sensor, then 8 in three hours later and 16 in after
 * eight; 24 in and deeper never respond. Battery 2.9 V, RSSI −85 dBm.
 */
export function wettingReadings(start: number, hours: number, eventHour: number) {
  const rise = (h: number, delay: number, size: number) => (h >= eventHour + delay ? size * Math.exp(-(h - eventHour - delay) / 72) : 0);
  return Array.from({ length: hours }, (_, h) => ({
    timestamp: new Date((start + h * HOUR) * 1000).toISOString(),
    moisture: [24 + rise(h, 0, 8), 26 + rise(h, 3, 5), 28 + rise(h, 8, 2.5), 30, 31, 32].map((v, d) => v + ((h * 7 + d) % 3) * 0.02),
    temperature: [20, 19, 18, 17, 16, 15],
    salinity: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
    conductivity: [1.2, 1.2, 1.2, 1.2, 1.2, 1.2],
    battery: 2.9,
    rssi: -85,
    per: 0.01,
  }));
}

/** Rotates the station key of a provisioned site and ingests probe readings through the API. */
export async function ingestProbe(t: TestServer, site: ProvisionedSite, readings: unknown[]): Promise<void> {
  const admin = await t.signin('admin');
  const rotated = await t.request('POST', `/base-stations/${site.baseStationId}/key`, { token: admin.token });
  if (rotated.status !== 200) throw new Error(`key rotation failed: ${rotated.status}`);
  const answer = await t.request('POST', '/ingest/v1/readings', {
    body: { devices: [{ deviceId: site.probe.deviceId, readings }] },
    headers: { authorization: `Bearer ${rotated.body.data.key}` },
  });
  if (answer.status !== 200 || answer.body.data.rejected.length > 0)
    throw new Error(`ingest failed: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
}

const ownSites = new Map<string, string>();

/** One Gold site per farm for the role loop (the loop's server seeds no demo sites). */
export async function loopSite(db: Kysely<Database>, farmId: string): Promise<string> {
  let id = ownSites.get(farmId);
  if (!id) {
    id = (await siteOn(db, farmId, { name: `Loop Site ${farmId}` })).id;
    ownSites.set(farmId, id);
  }
  return id;
}

/** The loop's site on a foreign farm, once it exists (created by the first inside call). */
export const loopSiteIfAny = (farmId: string) => ownSites.get(farmId);
