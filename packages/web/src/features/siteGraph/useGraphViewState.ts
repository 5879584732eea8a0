import {
  MAX_ZOOM_Y_CLICKS,
  defaultCustomRange,
  defaultDataType,
  stackMinus,
  stackPlus,
  stackReset,
  type Preference,
  type SiteHeaderView,
  type SmoothingDataType,
  type TimePeriod,
  type TimeRange,
} from '@tilth/domain';
import { useMemo, useState } from 'react';
import type { OverlayToggles } from './GraphLegend';
import { customRangeOf, readGraphSettings, type GraphSettings } from './graphPreference';
import { MEASUREMENT_GROUPS, type MeasurementGroup } from './model/measurementTabs';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * What the user has chosen to see on the site graph (spec 001 §2.8, §4): period and custom range,
 * data type, absolute or relative, hidden lines, the Custom/Combined measurements, the overlay
 * switches, and the stacking and y zoom of the chart. It starts from the settings saved for the
 * site; `settings()` gives the choices back in the saved form.
 */
export function useGraphViewState(site: SiteHeaderView, preference: Preference | undefined) {
  const saved = useMemo(() => readGraphSettings(preference, site.objectId), [preference, site.objectId]);
  const [period, setPeriod] = useState<TimePeriod>(saved.timePeriod.name);
  const [custom, setCustom] = useState<TimeRange | null>(() =>
    saved.timePeriod.name === 'CUSTOM' ? (customRangeOf(saved) ?? defaultCustomRange(nowSeconds())) : null,
  );
  const [dataType, setDataType] = useState<SmoothingDataType>(saved.dataType);
  const [relative, setRelative] = useState(saved.displayOptions === 'relative');
  const [hidden, setHidden] = useState<Set<string>>(() => new Set(saved.hiddenSeries));
  const [measurements, setMeasurements] = useState<MeasurementGroup[]>(() =>
    saved.measurements.filter((m): m is MeasurementGroup => (MEASUREMENT_GROUPS as readonly string[]).includes(m)),
  );
  const [toggles, setToggles] = useState<OverlayToggles>({
    rainfall: true,
    irrigation: true,
    stages: true,
    predicted: false,
    notes: site.showNotes ?? false,
  });
  const [stackLevel, setStackLevel] = useState(0);
  const [zoomClicks, setZoomClicks] = useState(0);

  // Keep the saved period's data type unless the user changes the period (spec 001 §4).
  const choosePeriod = (next: TimePeriod) => {
    setPeriod(next);
    setDataType(defaultDataType(next) as SmoothingDataType);
    setZoomClicks(0);
    if (next === 'CUSTOM' && !custom) setCustom(defaultCustomRange(nowSeconds()));
  };

  return {
    period,
    custom,
    dataType,
    relative,
    hidden,
    measurements,
    toggles,
    stackLevel,
    zoomClicks,
    choosePeriod,
    setCustom,
    setDataType,
    setRelative,
    setHidden,
    setMeasurements,
    toggle: (name: keyof OverlayToggles, on: boolean) => setToggles((t) => ({ ...t, [name]: on })),
    /** A note was just added: show the notes so the user sees it. */
    showNotes: () => setToggles((t) => (t.notes ? t : { ...t, notes: true })),
    stack: (action: 'plus' | 'minus' | 'reset') =>
      setStackLevel((level) => (action === 'plus' ? stackPlus(level) : action === 'minus' ? stackMinus(level) : stackReset())),
    zoomY: () => setZoomClicks((c) => Math.min(MAX_ZOOM_Y_CLICKS, c + 1)),
    resetZoom: () => setZoomClicks(0),
    /** Another tab starts unstacked and unzoomed. */
    resetScale: () => {
      setZoomClicks(0);
      setStackLevel(0);
    },
    settings: (): GraphSettings => ({
      displayOptions: relative ? 'relative' : 'absolute',
      dataType,
      timePeriod: {
        name: period,
        fromDate: period === 'CUSTOM' ? (custom?.from ?? null) : null,
        toDate: period === 'CUSTOM' ? (custom?.to ?? null) : null,
      },
      hiddenSeries: [...hidden],
      measurements,
    }),
  };
}

export type GraphViewState = ReturnType<typeof useGraphViewState>;
