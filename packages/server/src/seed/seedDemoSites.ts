import { defaultThresholds, hardwareByValue, validateReading, type SiteThresholds } from '@tilth/domain';
import { resolveSite, simulateSiteByDay, type IrrigationEvent, type SiteSimConfig } from '@tilth/simulator';
import type { Db } from '../db/database';
import { provisionSite } from '../modules/sites/siteProvisioner';
import { ReadingStore, type StoredReading } from '../modules/telemetry/readingStore';
import { createRepositories } from '../repositories';
import { ThresholdDetectionService } from '../modules/thresholds/thresholdDetectionService';
import { demoFarms } from './demoData';
import { CROP_LABELS, demoSites, type DemoSite } from './demoSites';
import { demoIrrigationSystem } from './demoIrrigation';
import { logDemoIrrigations } from './demoIrrigationLog';

const DAY = 86_400;
const STEP = 900;
const SOIL_LABELS = { sand: 'Sand', loam: 'Loam', clay: 'Clay' } as const;
const IRRIGATION_LABELS = { centerPivot: 'Center Pivot', drip: 'Drip', furrow: 'Furrow', none: 'None' } as const;

export interface SeededSimulation {
  siteObjectId: string;
  config: SiteSimConfig;
}

/**
 * Starting thresholds: the simulator's sensor-scale FC and PWP per depth, standing for an installer's
 * calibration. Detection on the seeded history then replaces the depths it can detect reliably.
 */
function detectedThresholds(config: SiteSimConfig): { probe: SiteThresholds; local: SiteThresholds | undefined } {
  const resolved = resolveSite(config);
  const fromSensors = (sensors: { fc: number; pwp: number }[]): SiteThresholds => {
    const t = defaultThresholds(sensors.length);
    t.fc.detected = sensors.map((s) => Math.round(s.fc * 100) / 100);
    t.pwp.detected = sensors.map((s) => Math.round(s.pwp * 100) / 100);
    return t;
  };
  return {
    probe: fromSensors(resolved.thresholds.probe),
    local: resolved.thresholds.local ? fromSensors([resolved.thresholds.local]) : undefined,
  };
}

function simulationConfig(
  site: DemoSite,
  index: number,
  latitude: number,
  longitude: number,
  depths: number[],
  now: number,
): SiteSimConfig {
  return {
    seed: `demo-${index}-${site.name}`,
    latitude,
    longitude,
    soil: site.soil,
    crop: site.crop,
    plantingDate: site.plantingDate,
    irrigation: site.irrigation,
    ...(site.mad !== undefined ? { mad: site.mad } : {}),
    depthsIn: depths,
    localSensor: site.localSensor ?? false,
    ...(site.salinityEce !== undefined ? { salinityEce: site.salinityEce } : {}),
    outages: site.outages ?? false,
    ...(site.scenario === 'disconnected' ? { disconnectedFromTs: now - 3 * DAY } : {}),
    ...(site.scenario === 'inactive' ? { disconnectedFromTs: now - 90 * DAY } : {}),
    ...(site.scenario === 'extracted' ? { disconnectedFromTs: Date.parse('2026-10-05T00:00:00Z') / 1000 } : {}),
    ...(site.sensorFault
      ? {
          sensorFaults: [
            {
              kind: site.sensorFault.kind,
              depthIndex: site.sensorFault.depthIndex,
              fromTs: now - site.sensorFault.daysAgo * DAY,
              ...(site.sensorFault.valueVwc !== undefined ? { valueVwc: site.sensorFault.valueVwc } : {}),
            },
          ],
        }
      : {}),
    // A failing cell: 2.79 V a month ago, losing 5.5 V a year's pace (about 1.5 % a day): ~30 % now.
    ...(site.drainingBattery ? { battery: { startV: 2.79, declinePerYearV: 5.5, installedTs: now - 30 * DAY } } : {}),
  };
}

/**
 * Creates the demo sites and fills a year of simulated history through the ingestion store
 * (the same idempotent service base stations use, in bulk). Answers what the live demo continues.
 */
export async function seedDemoSites(database: Db, historyDays: number, nowMs = Date.now()): Promise<SeededSimulation[]> {
  const db = database.db;
  const farms = await db.selectFrom('farms').select(['id', 'name', 'latitude', 'longitude']).execute();
  const farmId = new Map(demoFarms.map((f) => [f.key, farms.find((row) => row.name === f.name)]));
  const store = new ReadingStore(database);
  const repos = createRepositories(database);
  const detection = new ThresholdDetectionService(repos.thresholds, repos.sites, repos.readings);
  const now = Math.floor(nowMs / 1000 / STEP) * STEP;
  const from = now - historyDays * DAY;
  const simulations: SeededSimulation[] = [];

  for (const [index, site] of demoSites.entries()) {
    const farm = farmId.get(site.farm);
    const hardware = hardwareByValue(site.hardware);
    if (!farm || !hardware) throw new Error(`Demo site ${site.name}: unknown farm or hardware`);
    const latitude = Math.round((farm.latitude + site.offset[0]) * 1e6) / 1e6;
    const longitude = Math.round((farm.longitude + site.offset[1]) * 1e6) / 1e6;
    const config = simulationConfig(site, index, latitude, longitude, hardware.depths, now);
    const thresholds = hardware.depths.length > 0 ? detectedThresholds(config) : undefined;
    const provisioned = await provisionSite(db, {
      farmId: farm.id,
      name: site.name,
      status: site.scenario === 'pending' ? 'PENDING' : site.scenario === 'inactive' ? 'INACTIVE' : 'ACTIVE',
      latitude,
      longitude,
      plan: site.plan,
      hardware,
      crop: CROP_LABELS[site.crop] ?? site.crop,
      plantingDate: site.plantingDate,
      soilType: SOIL_LABELS[site.soil],
      irrigationType: IRRIGATION_LABELS[site.irrigation],
      installByDate: site.scenario === 'pending' ? new Date(nowMs + 21 * DAY * 1000).toISOString().slice(0, 10) : null,
      rootDepthIn: 36,
      localSensor: site.localSensor ?? false,
      extracted: site.scenario === 'extracted',
      ...(thresholds ? { thresholds: thresholds.probe } : {}),
      ...(thresholds?.local ? { localThresholds: thresholds.local } : {}),
      createdAt: new Date((from - DAY) * 1000).toISOString(),
      irrigationProperties: demoIrrigationSystem(site, index)?.properties ?? null,
      wellCapacityGpm: demoIrrigationSystem(site, index)?.wellCapacityGpm ?? null,
    });
    if (site.scenario === 'pending' || site.scenario === 'justInstalled') continue;

    const readings: StoredReading[] = [];
    const controller: IrrigationEvent[] = [];
    const depthCounts = new Map<number, number>([[provisioned.probe.num, provisioned.probe.depths.length]]);
    if (provisioned.local) depthCounts.set(provisioned.local.num, 1);
    for (const day of simulateSiteByDay({ ...config, originTs: from }, from, now + 1, STEP)) {
      controller.push(...day.irrigations);
      for (const raw of day.probe) {
        const check = validateReading(raw, provisioned.probe.depths.length, now);
        if (check.ok) readings.push({ ...check.reading, deviceNum: provisioned.probe.num });
      }
      if (provisioned.local) {
        for (const raw of day.local) {
          const check = validateReading(raw, 1, now);
          if (check.ok) readings.push({ ...check.reading, deviceNum: provisioned.local.num });
        }
      }
    }
    await store.insert(readings, depthCounts, now);
    const system = demoIrrigationSystem(site, index);
    const zone = demoFarms.find((f) => f.key === site.farm)!.timeZone;
    if (system) await logDemoIrrigations(db, provisioned.id, controller, zone, system.properties, now);
    for (const device of [provisioned.probe, provisioned.local]) {
      if (!device) continue;
      const own = readings.filter((r) => r.deviceNum === device.num);
      if (own.length === 0) continue;
      await db
        .updateTable('devices')
        .set({ first_reading_at: own[0]!.ts, last_reading_at: own.at(-1)!.ts })
        .where('num', '=', device.num)
        .execute();
    }
    // The demo's detected (_mlValue) thresholds come from its own history, as the daily job would
    // find them; depths without a reliable detection keep the sensor-scale values written above.
    if (hardware.depths.length > 0) await detection.detectSite(provisioned.id, new Date(nowMs));
    if (site.scenario !== 'inactive' && site.scenario !== 'extracted') {
      const simulation = { siteObjectId: provisioned.id, config: { ...config, originTs: from } };
      await db
        .insertInto('demo_simulations')
        .values({ site_id: simulation.siteObjectId, config: JSON.stringify(simulation.config) })
        .execute();
      simulations.push(simulation);
    }
  }
  return simulations;
}
