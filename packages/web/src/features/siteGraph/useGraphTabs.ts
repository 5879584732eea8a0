import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { SiteSeries } from '@tilth/domain';
import { TAB_CODES, availableTabs, type TabCode } from './model/measurementTabs';

interface TabOptions {
  gdd: boolean;
  predicted: boolean;
  /** A Silver plan sees the GDD tab locked: it is never the shown tab, and choosing it calls `onLocked`. */
  gddBlocked: boolean;
  onLocked: () => void;
  /** Called before another tab opens. */
  onSwitch: () => void;
}

/**
 * The measurement tabs (spec 001 §2.8): only those with data; the requested one (?tab=) when the
 * site has it. A tab, once the site has shown data for it, stays: a range without readings keeps
 * the user's tab (with the no-data message) instead of the tab bar shrinking under them.
 */
export function useGraphTabs(data: SiteSeries | undefined, { gdd, predicted, gddBlocked, onLocked, onSwitch }: TabOptions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const seen = useRef(new Set<TabCode>());
  for (const t of availableTabs(data, { gdd, predicted, rainfall: false, irrigation: false })) seen.current.add(t);
  const tabs = TAB_CODES.filter((t) => seen.current.has(t));
  const requested = (searchParams.get('tab') ?? '').toUpperCase() as TabCode;
  const tab: TabCode =
    tabs.includes(requested) && !(requested === 'GDD' && gddBlocked) ? requested : (tabs.find((t) => t !== 'GDD') ?? 'AW');

  return {
    tab,
    select: (next: string | null) => {
      if (!next) return;
      if (next === 'GDD' && gddBlocked) {
        onLocked();
        return;
      }
      onSwitch();
      setSearchParams(
        (params) => {
          params.set('tab', next);
          return params;
        },
        { replace: true },
      );
    },
    /** The tab bar, with RAIN and IRR once their side calls found data (they are not in the series). */
    shown: (found: { hasRainfall: boolean; hasIrrigation: boolean }): TabCode[] => {
      if (found.hasRainfall) seen.current.add('RAIN');
      if (found.hasIrrigation) seen.current.add('IRR');
      return TAB_CODES.filter((t) => seen.current.has(t));
    },
  };
}
