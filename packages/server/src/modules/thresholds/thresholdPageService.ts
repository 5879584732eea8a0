import { LOCAL_SENSOR_DEPTH_IN, type Actor, type ThresholdPage, type ThresholdSensor } from '@tilth/domain';
import { thresholdSetsOf } from '@tilth/domain/thresholds/thresholdSets';
import { recomputeStatusOf } from '../dailyValues/recomputeService';
import type { DerivedValueRepository } from '../dailyValues/derivedValueRepository';
import type { DeviceRepository } from '../telemetry/deviceRepository';
import type { SiteInScope } from './siteInScope';

/**
 * The threshold page (spec 001 §2.9): sensors, threshold sets in the documented names, the applied
 * template and the recompute state. Its changes go through the one site update (siteConfig).
 */
export class ThresholdPageService {
  constructor(
    private readonly devices: DeviceRepository,
    private readonly derived: DerivedValueRepository,
    private readonly access: SiteInScope,
  ) {}

  /** GET /site/{id}/thresholds. */
  async page(actor: Actor, key: string): Promise<ThresholdPage> {
    const { site, timeZone, canEdit } = await this.access.site(actor, key, 'site:read');
    const devices = await this.devices.findBySite(site.id);
    const depths = devices.find((d) => d.kind === 'probe')?.depths ?? [];
    const local = devices.some((d) => d.kind === 'local') ? 1 : 0;
    const rows: ThresholdSensor[] = [
      ...Array.from({ length: local }, (_, i) => ({
        key: String(i),
        variant: 'local' as const,
        name: 'Local',
        depthIn: LOCAL_SENSOR_DEPTH_IN,
      })),
      ...depths.map((depthIn, i) => ({ key: String(i), variant: 'hardware' as const, name: `Sensor ${i + 1}`, depthIn })),
    ];
    return {
      objectId: site.id,
      siteId: site.site_id,
      name: site.name,
      hardwareType: site.hardware_type,
      plantType: site.crop,
      plantingDate: site.planting_date,
      timeZone,
      cropTemplate: site.crop_template_id ? { objectId: site.crop_template_id } : null,
      // Null when the site has no probe depths to hold thresholds (a pressure transducer).
      thresholds: depths.length === 0 ? null : thresholdSetsOf(site.settings, depths.length, local),
      sensors: rows,
      recompute: recomputeStatusOf(await this.derived.job(site.id)),
      canEdit,
    };
  }
}
