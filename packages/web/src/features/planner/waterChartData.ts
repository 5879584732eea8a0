import type { DepthUnit, FarmWaterAccount } from '@tilth/domain';

/** Ranges up to this many days are drawn a bar per day; longer ones a bar per week. */
export const DAILY_BARS_UP_TO = 62;

export interface WaterChartSeries {
  /** acreInches: the farm's sites with an area, summed; depth: the sites' average, in the user's unit. */
  measure: 'acreInches' | 'depth';
  /** What one bar covers. */
  bucket: 'day' | 'week';
  /** The unit of the values: 'ac-in', 'in' or 'mm'. */
  unitLabel: string;
  /** First day of each bar, as Unix seconds at UTC midnight (the chart draws calendar days in UTC). */
  x: number[];
  irrigation: number[];
  rain: number[];
  cropUse: number[];
  drainage: number[];
  /** Sites the acre-inch chart leaves out (no irrigated area). */
  leftOut: string[];
}

type Flow = 'irrigationIn' | 'effectiveRainIn' | 'cropUseIn' | 'drainageIn';

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/**
 * The farm's season for the chart: what came in (irrigation, effective rain) and went out (crop
 * use, drainage) per day or week. In acre-inches over the sites with an irrigated area, the
 * farm's own measure; when no site has an area, the sites' average depth in the user's unit.
 * Null when there is nothing to draw.
 */
export function waterChartSeries(account: Pick<FarmWaterAccount, 'from' | 'to' | 'sites'>, unit: DepthUnit): WaterChartSeries | null {
  if (account.sites.length === 0) return null;
  const first = dayNumber(account.from);
  const span = dayNumber(account.to) - first + 1;
  if (!(span > 0)) return null;
  const bucket: WaterChartSeries['bucket'] = span <= DAILY_BARS_UP_TO ? 'day' : 'week';
  const size = bucket === 'day' ? 1 : 7;
  const count = Math.ceil(span / size);
  const withArea = account.sites.filter((site) => site.areaAc !== null);
  const measure: WaterChartSeries['measure'] = withArea.length > 0 ? 'acreInches' : 'depth';
  const sites = measure === 'acreInches' ? withArea : account.sites;
  // Per site, what one inch of its depth counts for on the chart.
  const toMm = unit === 'meters' ? 25.4 : 1;
  const weight = (areaAc: number | null) => (measure === 'acreInches' ? areaAc! : toMm / sites.length);

  const sum = (flow: Flow) => {
    const values = new Array<number>(count).fill(0);
    for (const site of sites) {
      const w = weight(site.areaAc);
      for (const day of site.days) {
        const index = Math.floor((dayNumber(day.date) - first) / size);
        if (index >= 0 && index < count) values[index]! += day[flow] * w;
      }
    }
    const digits = measure === 'acreInches' || unit === 'meters' ? 10 : 100;
    return values.map((v) => Math.round(v * digits) / digits);
  };

  return {
    measure,
    bucket,
    unitLabel: measure === 'acreInches' ? 'ac-in' : unit === 'meters' ? 'mm' : 'in',
    x: Array.from({ length: count }, (_, i) => (first + i * size) * 86_400),
    irrigation: sum('irrigationIn'),
    rain: sum('effectiveRainIn'),
    cropUse: sum('cropUseIn'),
    drainage: sum('drainageIn'),
    leftOut: measure === 'acreInches' ? account.sites.filter((site) => site.areaAc === null).map((site) => site.siteName) : [],
  };
}

/** uPlot's stacked bars: in above zero (irrigation at the base, rain on it), out below (crop use, then drainage). */
export function stackedBars(series: WaterChartSeries): number[][] {
  const add = (a: number[], b: number[]) => a.map((v, i) => Math.round((v + b[i]!) * 100) / 100);
  return [
    series.x,
    add(series.irrigation, series.rain),
    series.irrigation,
    add(series.cropUse, series.drainage).map((v) => -v),
    series.cropUse.map((v) => -v),
  ];
}
