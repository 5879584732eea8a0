import { fahrenheitOf, type ChannelSummaries, type GraphSiteDetails } from '@tilth/domain';
import type { ReadingColumns } from '../telemetry/dayChunk';
import type { DeviceRecord } from '../telemetry/deviceRepository';
import { latestValue } from '../telemetry/latestReading';
import type { SiteRecord } from './siteRepository';

function latestPerDepth(
  columns: ReadingColumns | null,
  channel: 'moisture' | 'temperature' | 'salinity' | 'conductivity',
  keyOf: (d: number) => string,
  toUnit = (v: number) => v,
) {
  if (!columns || columns.ts.length === 0) return [];
  return columns.channels[channel].map((values, d) => {
    const v = latestValue(values);
    return { [keyOf(d)]: v === null ? null : toUnit(v) };
  });
}

/** `data.siteDetails` of the documented graph-data answer. */
export function presentSiteDetails(
  site: SiteRecord,
  settings: Record<string, unknown>,
  probe: DeviceRecord,
  local: DeviceRecord | undefined,
  baseStationDeviceId: string | null,
  probeColumns: ReadingColumns,
  localColumns: ReadingColumns | null,
): GraphSiteDetails {
  const lastTs = probe.last_reading_at ?? null;
  const key = (d: number) => String(d);
  const localKey = () => 'deepSensor1';
  const data: ChannelSummaries = {
    moisture: {
      sort_order: 2,
      Unit: '%',
      label: 'Soil Moisture',
      multivalue_ordered: latestPerDepth(probeColumns, 'moisture', key),
      value: 0,
    },
    aw: { sort_order: 1, Unit: '%', label: 'Available Water', value: 0 },
    temp_f: {
      sort_order: 3,
      Unit: 'F',
      label: 'Soil Temperature',
      multivalue_ordered: latestPerDepth(probeColumns, 'temperature', key, fahrenheitOf),
      value: 0,
    },
    rssi: { Unit: 'dBm', label: 'RSSI', value: latestValue(probeColumns.rssi), sort_order: 11 },
    v_bandgap: { sort_order: 10, Unit: 'V', label: 'Battery', value: latestValue(probeColumns.battery), max_value: 3, min_value: 2.2 },
  };
  if (local) {
    data.volwatcont_local = {
      sort_order: 2,
      Unit: '%',
      label: 'Local Soil Moisture',
      multivalue_ordered: latestPerDepth(localColumns, 'moisture', localKey),
      value: 0,
    };
    data.temp_f_local = {
      sort_order: 3,
      Unit: 'F',
      label: 'Local Soil Temperature',
      multivalue_ordered: latestPerDepth(localColumns, 'temperature', localKey, fahrenheitOf),
      value: 0,
    };
    data.salinity_local = {
      sort_order: 4,
      Unit: 'dS/m',
      label: 'Local Salinity',
      multivalue_ordered: latestPerDepth(localColumns, 'salinity', localKey),
      value: 0,
    };
    data.conductivity_local = {
      sort_order: 5,
      Unit: 'dS/m',
      label: 'Local EC',
      multivalue_ordered: latestPerDepth(localColumns, 'conductivity', localKey),
      value: 0,
    };
  }
  return {
    settings,
    location: { __type: 'GeoPoint', latitude: site.latitude, longitude: site.longitude },
    type: 'sensor',
    siteId: site.site_id,
    isEnabled: site.status === 'ACTIVE',
    locationName: site.name,
    createdAt: site.created_at,
    updatedAt: site.updated_at,
    badgerId: baseStationDeviceId,
    twigId: probe.device_id,
    details: { lastUpdated: lastTs ? new Date(lastTs * 1000).toISOString() : null, data },
    properties: {},
    objectId: site.id,
  };
}
