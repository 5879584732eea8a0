import { batteryPercent, can, currentSignal, isBatteryGaugeVisible, planActionsOn, type Actor, type SiteHeaderView } from '@tilth/domain';
import type { SiteRepository } from '../sites/siteRepository';
import type { DeviceRepository } from '../telemetry/deviceRepository';
import { latestIndex } from '../telemetry/latestReading';
import type { ReadingStore } from '../telemetry/readingStore';
import { readableSite } from '../sites/siteAccess';
import { showNotesOf } from '../siteGraph/siteNotesSwitch';

const DAY = 86_400;

/** The newest non-missing value of a column with its timestamp (epoch seconds). */
function newest(ts: Float64Array, values: Float32Array): { value: number; at: number } | null {
  const i = latestIndex(values);
  return i < 0 ? null : { value: values[i]!, at: ts[i]! };
}

/** GET /site/{id}/header: what the site detail shell shows above its tabs. */
export class SiteHeaderService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly devices: DeviceRepository,
    private readonly readings: ReadingStore,
    private readonly clock: () => number = Date.now,
  ) {}

  async header(actor: Actor, key: string): Promise<SiteHeaderView> {
    const { site, farmId, farmName, scope } = await readableSite(this.sites, actor, key);
    const probe = (await this.devices.findBySite(site.id)).find((d) => d.kind === 'probe');
    const last = probe?.last_reading_at === null || probe?.last_reading_at === undefined ? null : Number(probe.last_reading_at);
    let signal: SiteHeaderView['signal'] = null;
    let battery: SiteHeaderView['battery'] = null;
    if (probe && last !== null) {
      const depthCount = probe.depths.length;
      const recent = await this.readings.readRange(probe.num, depthCount, last - DAY, last);
      const rssi = newest(recent.ts, recent.rssi);
      const signalNow = rssi ? currentSignal([{ value: rssi.value, at: rssi.at * 1000 }], this.clock()) : null;
      if (rssi && signalNow) signal = { ...signalNow, at: new Date(rssi.at * 1000).toISOString() };
      const volts = newest(recent.ts, recent.battery);
      if (volts) {
        const percent = batteryPercent(volts.value);
        battery = {
          volts: Math.round(volts.value * 1000) / 1000,
          percent,
          visible: isBatteryGaugeVisible(percent),
          at: new Date(volts.at * 1000).toISOString(),
        };
      }
    }
    return {
      objectId: site.id,
      siteId: site.site_id,
      name: site.name,
      status: site.status,
      farm: { objectId: farmId, name: farmName },
      plan: site.plan,
      hardwareType: site.hardware_type,
      pressureTransducer: site.hardware_type === 'Pressure Transducer',
      twigId: probe?.device_id ?? null,
      crop: site.crop,
      plantingDate: site.planting_date,
      lastUpdated: last === null ? null : new Date(last * 1000).toISOString(),
      signal,
      battery,
      canOpenGraph: can(actor, 'graph:read', scope),
      allowedActions: planActionsOn(actor, scope),
      showNotes: showNotesOf(site.settings),
    };
  }
}
