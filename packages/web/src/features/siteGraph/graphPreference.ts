import {
  DEFAULT_GRAPH_PERIOD,
  TIME_PERIODS,
  customRangeError,
  defaultDataType,
  isSmoothingDataType,
  type Preference,
  type SmoothingDataType,
  type TimePeriod,
  type TimeRange,
} from '@tilth/domain';

/**
 * The graph settings a user saves per site (spec 001 §3 "Graph preference per site"): display
 * option, data type, time period (name and custom dates) and the measurements shown. Stored
 * in the user's preference `graph[siteObjId]`; anything unreadable falls back to the defaults.
 */
export interface GraphSettings {
  displayOptions: 'relative' | 'absolute';
  dataType: SmoothingDataType;
  timePeriod: { name: TimePeriod; fromDate: number | null; toDate: number | null };
  /** Keys of the series the user turned off. */
  hiddenSeries: string[];
  /** The measurement groups of the Custom/Combined tab. */
  measurements: string[];
}

export const DEFAULT_GRAPH_SETTINGS: GraphSettings = {
  displayOptions: 'relative',
  dataType: defaultDataType(DEFAULT_GRAPH_PERIOD) as SmoothingDataType,
  timePeriod: { name: DEFAULT_GRAPH_PERIOD, fromDate: null, toDate: null },
  hiddenSeries: [],
  measurements: ['aw', 'moisture'],
};

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, 200) : null);

export function readGraphSettings(preference: Preference | undefined, siteObjId: string): GraphSettings {
  const saved = preference?.graph?.[siteObjId];
  if (!saved) return DEFAULT_GRAPH_SETTINGS;
  const period = saved.timePeriod as { name?: unknown; fromDate?: unknown; toDate?: unknown } | undefined;
  const name = TIME_PERIODS.includes(period?.name as TimePeriod) ? (period!.name as TimePeriod) : DEFAULT_GRAPH_PERIOD;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const dataType =
    typeof saved.dataType === 'number' && isSmoothingDataType(saved.dataType)
      ? saved.dataType
      : (defaultDataType(name) as SmoothingDataType);
  return {
    displayOptions: saved.displayOptions === 'absolute' ? 'absolute' : 'relative',
    dataType,
    timePeriod: { name, fromDate: num(period?.fromDate), toDate: num(period?.toDate) },
    hiddenSeries: strings(saved.hiddenSeries) ?? [],
    measurements: strings(saved.measurements) ?? DEFAULT_GRAPH_SETTINGS.measurements,
  };
}

/** The saved custom range, unless Set would refuse it now (reversed, outside 2000–2099, or longer than the series call reads). */
export function customRangeOf(settings: GraphSettings): TimeRange | null {
  const { fromDate, toDate } = settings.timePeriod;
  if (fromDate === null || toDate === null || customRangeError(fromDate, toDate) !== null) return null;
  return { from: fromDate, to: toDate };
}
