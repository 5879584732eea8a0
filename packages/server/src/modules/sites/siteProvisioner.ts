import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { buildSiteSettings, defaultThresholds, type HardwareType, type IrrigationProperties, type SiteThresholds } from '@tilth/domain';
import type { Database } from '../../db/schema';
import { newObjectId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { DeviceRepository } from '../telemetry/deviceRepository';
import { StationRepository } from '../telemetry/stationRepository';
import { SiteRepository } from './siteRepository';

export interface NewSite {
  farmId: string;
  name: string;
  status: 'ACTIVE' | 'PENDING' | 'INACTIVE';
  latitude: number;
  longitude: number;
  plan: 'Gold' | 'Silver' | 'None';
  hardware: HardwareType;
  crop: string | null;
  plantingDate: string | null;
  soilType: string | null;
  irrigationType: string | null;
  installByDate: string | null;
  rootDepthIn: number;
  localSensor: boolean;
  thresholds?: SiteThresholds;
  localThresholds?: SiteThresholds;
  extracted?: boolean;
  siteId?: string;
  createdAt?: string;
  irrigationProperties?: IrrigationProperties | null;
  wellCapacityGpm?: number | null;
}

export interface ProvisionedSite {
  id: string;
  siteId: string;
  baseStationId: string;
  baseStationDeviceId: string;
  probe: { num: number; deviceId: string; depths: number[] };
  local: { num: number; deviceId: string; depths: number[] } | null;
}

/** Radio ids as the hardware reports them: 0x + 16 hex digits. */
export function newDeviceId(): string {
  return `0x${randomBytes(8).toString('hex')}`;
}

/** Creates a site with its base station, probe logger and optional local sensor. */
export async function provisionSite(db: Kysely<Database>, input: NewSite): Promise<ProvisionedSite> {
  const now = input.createdAt ?? isoNow();
  const id = newObjectId();
  const sites = new SiteRepository(db);
  const siteId = input.siteId ?? (await sites.nextSiteId());
  const depths = input.hardware.pressure ? [] : input.hardware.depths;
  const settings = buildSiteSettings({
    siteObjectId: id,
    name: input.name,
    hardware: input.hardware,
    crop: input.crop,
    plantingDate: input.plantingDate,
    soilType: input.soilType,
    irrigationType: input.irrigationType,
    installByDate: input.installByDate,
    rootDepthIn: input.rootDepthIn,
    localSensor: input.localSensor,
    thresholds: input.thresholds ?? defaultThresholds(depths.length),
    localThresholds: input.localThresholds ?? null,
    reportingIntervalMinutes: 15,
    irrigationProperties: input.irrigationProperties ? { ...input.irrigationProperties } : null,
    wellCapacityGpm: input.wellCapacityGpm ?? null,
  });
  await sites.insert({
    id,
    site_id: siteId,
    farm_id: input.farmId,
    name: input.name,
    status: input.status,
    latitude: input.latitude,
    longitude: input.longitude,
    plan: input.plan,
    crop: input.crop,
    planting_date: input.plantingDate,
    soil_type: input.soilType,
    irrigation_type: input.irrigationType,
    install_by_date: input.installByDate,
    hardware_type: input.hardware.value,
    settings,
    extracted: input.extracted ? 1 : 0,
    crop_template_id: null,
    health_level: null,
    health_level_day: null,
    created_at: now,
    updated_at: now,
  });
  const baseStationId = newObjectId();
  const baseStationDeviceId = newDeviceId();
  await new StationRepository(db).insert({
    id: baseStationId,
    device_id: baseStationDeviceId,
    site_id: id,
    key_hash: null,
    key_prefix: null,
    key_created_at: null,
    last_seen_at: null,
    created_at: now,
  });

  const devices = new DeviceRepository(db);
  const addDevice = async (kind: 'probe' | 'local', deviceDepths: number[]) => {
    const deviceId = newDeviceId();
    const num = await devices.insert({
      id: newObjectId(),
      device_id: deviceId,
      kind,
      base_station_id: baseStationId,
      site_id: id,
      hardware_type: kind === 'probe' ? input.hardware.value : 'Local Sensor',
      depths: deviceDepths,
      created_at: now,
    });
    return { num, deviceId, depths: deviceDepths };
  };
  // A pressure transducer has no depths; its readings carry only pressure, battery and signal.
  const probe = await addDevice('probe', input.hardware.pressure ? [] : depths);
  const local = input.localSensor ? await addDevice('local', [6]) : null;
  return { id, siteId, baseStationId, baseStationDeviceId, probe, local };
}
