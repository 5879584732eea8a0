import { DELETE_DATA_TABS } from '@tilth/domain';
import type { OverlayToggles } from '../GraphLegend';
import { RELATIVE_TABS, TAB_GROUPS, type MeasurementGroup, type TabCode } from './measurementTabs';

const NO_GROUPS: MeasurementGroup[] = [];
const MOISTURE_TABS: ReadonlySet<TabCode> = new Set(['AW', 'MOIST']);

/**
 * What a tab shows (spec 001 §2.8, §6): its measurement groups (Custom/Combined: the user's),
 * whether Relative applies, the overlay switches it offers, whether the moisture tables are under
 * it, and whether it offers Delete Data.
 */
export function tabView(
  tab: TabCode,
  measurements: MeasurementGroup[],
  site: { stages: boolean; prediction: boolean; plantingDate: string | null },
): {
  groups: MeasurementGroup[];
  relativeApplies: boolean;
  overlayOffers: Record<keyof OverlayToggles, boolean>;
  moistureTables: boolean;
  deletable: boolean;
} {
  const groups = tab === 'COMBINED' ? measurements : (TAB_GROUPS[tab] ?? NO_GROUPS);
  const combinedWater = tab === 'COMBINED' && groups.some((g) => g === 'aw' || g === 'moisture');
  return {
    groups,
    relativeApplies: tab === 'COMBINED' ? combinedWater : RELATIVE_TABS.has(tab),
    overlayOffers: {
      rainfall: tab !== 'RAIN',
      irrigation: tab !== 'IRR',
      stages: site.stages && tab === 'AW' && !!site.plantingDate,
      predicted: site.prediction && tab === 'AW',
      notes: true,
    },
    moistureTables: MOISTURE_TABS.has(tab) || combinedWater,
    deletable: (DELETE_DATA_TABS as readonly string[]).includes(tab),
  };
}
