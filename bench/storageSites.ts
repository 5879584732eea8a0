/**
 * The simulated site-years bench:storage and bench:storage-scale store: a six-depth probe and a
 * local sensor per site, a year (2025) at 15 minutes with the simulator's outages and lost packets.
 */
import { simulateSiteByDay, type SiteSimConfig } from '@tilth/simulator';
import type { Kysely } from 'kysely';
import { HARDWARE_TYPES, validateReading, type ReadingInput } from '@tilth/domain';
import type { Database } from '@tilth/server/db/schema';
import { provisionSite, type ProvisionedSite } from '@tilth/server/modules/sites/siteProvisioner';
import type { ReadingStore, StoredReading } from '@tilth/server/modules/telemetry/readingStore';

export const STEP = 900;
export const DAY = 86_400;
export const YEAR_FROM = Date.UTC(2025, 0, 1) / 1000;
export const YEAR_TO = Date.UTC(2026, 0, 1) / 1000;
const SOILS = ['loam', 'sand', 'clay'] as const;
const CROPS = [
  ['corn', '2025-04-25'],
  ['soybean', '2025-05-10'],
  ['wheat', '2024-09-25'],
  ['cotton', '2025-05-05'],
] as const;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function siteConfig(i: number): SiteSimConfig {
  const [crop, plantingDate] = CROPS[i % CROPS.length]!;
  return {
    seed: `storage-bench-${i}`,
    latitude: 34 + (i % 9),
    longitude: -101 + (i % 7),
    soil: SOILS[i % SOILS.length]!,
    crop,
    plantingDate,
    irrigation: i % 5 === 4 ? 'none' : 'centerPivot',
    depthsIn: [4, 8, 16, 24, 32, 40],
    localSensor: true,
    outages: true,
  };
}

/** A site's simulated year as the ingestion API takes it (probe, local sensor). */
export function simulatedYear(i: number): { probe: ReadingInput[]; local: ReadingInput[] } {
  const probe: ReadingInput[] = [];
  const local: ReadingInput[] = [];
  for (const day of simulateSiteByDay({ ...siteConfig(i), originTs: YEAR_FROM }, YEAR_FROM, YEAR_TO, STEP)) {
    probe.push(...day.probe);
    local.push(...day.local);
  }
  return { probe, local };
}

/**
 * A simulated year as the reading store takes it (validated, with device numbers) and how many
 * values it holds: a value is one slot of a reading's columns, missing ones included as v1 stores
 * them (28 for a six-depth reading, 8 for a local sensor's).
 */
export function storedRows(
  year: { probe: ReadingInput[]; local: ReadingInput[] },
  probeNum: number,
  localNum: number,
): { rows: StoredReading[]; values: number } {
  const rows: StoredReading[] = [];
  let values = 0;
  for (const [raws, deviceNum, depths] of [
    [year.probe, probeNum, 6],
    [year.local, localNum, 1],
  ] as const) {
    for (const raw of raws) {
      const check = validateReading(raw, depths, YEAR_TO + DAY);
      if (!check.ok) continue;
      rows.push({ ...check.reading, deviceNum });
      values += check.reading.moisture.length * 4 + 4;
    }
  }
  return { rows, values };
}

/** A Gold, active bench site on the farm: a six-depth probe and a local sensor (bench:storage, -scale, export). */
export function provisionBenchSite(db: Kysely<Database>, farmId: string, name: string): Promise<ProvisionedSite> {
  return provisionSite(db, {
    farmId,
    name,
    status: 'ACTIVE',
    latitude: 34,
    longitude: -101,
    plan: 'Gold',
    hardware: HARDWARE_TYPES[0]!,
    crop: 'Corn',
    plantingDate: '2025-05-01',
    soilType: 'Loam',
    irrigationType: 'Center Pivot',
    installByDate: null,
    rootDepthIn: 36,
    localSensor: true,
  });
}

/** Stores rows of a probe (six depths) and a local sensor (one), as the bench sites have them. */
export function insertSiteRows(store: ReadingStore, rows: StoredReading[], probeNum: number, localNum: number): Promise<unknown> {
  return store.insert(
    rows,
    new Map([
      [probeNum, 6],
      [localNum, 1],
    ]),
    YEAR_TO,
  );
}
