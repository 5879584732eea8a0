import type { Actor, DeviceConnection, DisconnectionHistory, SiteConnection } from '@tilth/domain';
import { readableSite } from '../sites/siteAccess';
import { SiteRepository } from '../sites/siteRepository';
import { DeviceRepository } from '../telemetry/deviceRepository';
import { ReadingStore } from '../telemetry/readingStore';
import { DisconnectionRepository } from './disconnectionRepository';
import { disconnectionAlertText, PROBE_DEVICE_TYPE } from './disconnectionService';

const DAY = 86_400;

/** Hardware connection and disconnection history of a site (spec 002 §3 shapes). */
export class ConnectionService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly devices: DeviceRepository,
    private readonly readings: ReadingStore,
    private readonly disconnections: DisconnectionRepository,
  ) {}

  private async site(actor: Actor, id: string) {
    return (await readableSite(this.sites, actor, id)).site;
  }

  async connection(actor: Actor, id: string): Promise<SiteConnection> {
    const site = await this.site(actor, id);
    const devices = await this.devices.findBySite(site.id);
    const station = await this.sites.baseStationOf(site.id);
    const describe = async (device: (typeof devices)[number] | undefined): Promise<DeviceConnection | null> => {
      if (!device) return null;
      const last = device.last_reading_at === null ? null : Number(device.last_reading_at);
      const depthCount = device.depths.length;
      const recent = last === null ? null : await this.readings.readRange(device.num, depthCount, last - DAY, last);
      const at = recent && recent.ts.length > 0 ? recent.ts.length - 1 : -1;
      const value = (series: Float32Array | undefined) =>
        series && at >= 0 && !Number.isNaN(series[at]!) ? Math.round(series[at]! * 100) / 100 : null;
      return {
        deviceId: device.device_id,
        rssi: value(recent?.rssi),
        extraData: { lastReportedTime: last === null ? null : new Date(last * 1000).toISOString(), per: value(recent?.per) },
      };
    };
    return {
      badger: await describe(devices.find((d) => d.kind === 'probe')),
      fox: await describe(devices.find((d) => d.kind === 'local')),
      baseStation: station
        ? { deviceId: station.device_id, rssi: null, extraData: { lastReportedTime: station.last_seen_at, per: null } }
        : null,
    };
  }

  async history(actor: Actor, id: string): Promise<DisconnectionHistory> {
    const site = await this.site(actor, id);
    const rows = await this.disconnections.history(site.id);
    const emails = [...new Set(rows.flatMap((r) => r.notified_to ?? []))];
    return {
      disconnectionActions: emails.map((email) => ({ type: 'email', value: email, text: disconnectionAlertText(email) })),
      disconnectionAlerts: rows.map((r) => ({
        objectId: r.id,
        deviceId: r.device_id,
        deviceType: PROBE_DEVICE_TYPE,
        date: { __type: 'Date', iso: r.started_at },
        endedAt: r.ended_at,
        notifiedAt: r.notified_at,
      })),
      totalCount: rows.length,
    };
  }
}
