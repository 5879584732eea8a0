import type { SiteSeries } from '@tilth/domain';
import { hasScalar, hasValues } from './readings';

/**
 * The graph's tabs and measurement groups (spec 001 §2.8), and which of them a site's series has
 * data for.
 */

export const TAB_CODES = [
  'AW',
  'MOIST',
  'GDD',
  'TEMP',
  'PRE',
  'SAL',
  'EC',
  'BT',
  'RSSI',
  'RAIN',
  'IRR',
  'VIC',
  'SYS',
  'PRED',
  'COMBINED',
] as const;
export type TabCode = (typeof TAB_CODES)[number];

// Each tab's and group's name is in the screen's catalogue (../messages.ts: tabLabel, groupLabel).

export const MEASUREMENT_GROUPS = ['aw', 'moisture', 'temperature', 'salinity', 'ec', 'pressure', 'battery', 'rssi'] as const;
export type MeasurementGroup = (typeof MEASUREMENT_GROUPS)[number];

/** The measurement groups each line tab draws. */
export const TAB_GROUPS: Partial<Record<TabCode, MeasurementGroup[]>> = {
  AW: ['aw'],
  MOIST: ['moisture'],
  TEMP: ['temperature'],
  PRE: ['pressure'],
  SAL: ['salinity'],
  EC: ['ec'],
  BT: ['battery'],
  RSSI: ['rssi'],
  SYS: ['battery', 'rssi'],
  PRED: ['aw'],
};

/** Tabs whose values have a relative (available-water) form. */
export const RELATIVE_TABS: ReadonlySet<TabCode> = new Set(['AW', 'MOIST', 'PRED']);

/** The tabs a site has data for, in the spec's order; GDD and PRED depend on the crop and the plan. */
export function availableTabs(
  series: SiteSeries | undefined,
  extra: { gdd: boolean; predicted: boolean; rainfall: boolean; irrigation: boolean },
): TabCode[] {
  const probe = series?.probe;
  const local = series?.local;
  const moisture = hasValues(probe, 'moisture') || hasValues(local, 'moisture');
  const has: Record<TabCode, boolean> = {
    AW: hasValues(probe, 'moisture'),
    MOIST: moisture,
    GDD: extra.gdd,
    TEMP: hasValues(probe, 'temperature') || hasValues(local, 'temperature'),
    PRE: hasScalar(probe, 'pressure') || hasScalar(local, 'pressure'),
    SAL: hasValues(probe, 'salinity') || hasValues(local, 'salinity'),
    EC: hasValues(probe, 'conductivity') || hasValues(local, 'conductivity'),
    BT: hasScalar(probe, 'battery'),
    RSSI: hasScalar(probe, 'rssi'),
    RAIN: extra.rainfall,
    IRR: extra.irrigation,
    // Volumetric ion content needs a probe that reports it; none of the supported hardware does yet.
    VIC: false,
    SYS: hasScalar(probe, 'battery') || hasScalar(probe, 'rssi'),
    PRED: extra.predicted && hasValues(probe, 'moisture'),
    COMBINED: false,
  };
  const tabs = TAB_CODES.filter((code) => has[code]);
  const measurementTabs = tabs.filter((t) => TAB_GROUPS[t] && t !== 'SYS' && t !== 'PRED');
  if (measurementTabs.length > 1) tabs.push('COMBINED');
  return tabs;
}

/** The measurement groups a site has any reading for (the Custom/Combined picker's choices). */
export function availableGroups(data: SiteSeries | undefined): MeasurementGroup[] {
  const probe = data?.probe;
  const local = data?.local;
  const has: Record<MeasurementGroup, boolean> = {
    aw: hasValues(probe, 'moisture'),
    moisture: hasValues(probe, 'moisture') || hasValues(local, 'moisture'),
    temperature: hasValues(probe, 'temperature') || hasValues(local, 'temperature'),
    salinity: hasValues(probe, 'salinity') || hasValues(local, 'salinity'),
    ec: hasValues(probe, 'conductivity') || hasValues(local, 'conductivity'),
    pressure: hasScalar(probe, 'pressure') || hasScalar(local, 'pressure'),
    battery: hasScalar(probe, 'battery'),
    rssi: hasScalar(probe, 'rssi'),
  };
  return MEASUREMENT_GROUPS.filter((g) => has[g]);
}
