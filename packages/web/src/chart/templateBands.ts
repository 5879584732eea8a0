import { wallTimeToEpoch, type TemplateSeries } from '@tilth/domain';

/**
 * A stretch of days sharing one template row's band edges (% of available water), in epoch
 * seconds from the first day's local midnight to the midnight after the last day.
 */
export interface DayBandSpan {
  from: number;
  to: number;
  rp: number;
  wl1: number;
  wl2: number;
}

function localMidnight(isoDate: string, timeZone: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return wallTimeToEpoch({ year, month, day, hour: 0, minute: 0, second: 0 }, timeZone);
}

const nextDay = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A template laid on the calendar as the spans the chart draws (spec 001 §4 "Templates"):
 * red up to `red`, yellow up to `yellow`, green up to `green`, light blue above. Days in a row
 * with the same edges are merged, so a year of days is a handful of rectangles.
 */
export function templateBandSpans(series: TemplateSeries, timeZone: string): DayBandSpan[] {
  const spans: DayBandSpan[] = [];
  const { dateSeries, colorSeries } = series;
  let previousDate: string | null = null;
  for (let i = 0; i < dateSeries.length; i++) {
    const date = dateSeries[i]!;
    const edges = { rp: colorSeries.red[i]!, wl1: colorSeries.yellow[i]!, wl2: colorSeries.green[i]! };
    const last = spans.at(-1);
    const continues = last && previousDate !== null && nextDay(previousDate) === date;
    const end = localMidnight(nextDay(date), timeZone);
    if (continues && last.rp === edges.rp && last.wl1 === edges.wl1 && last.wl2 === edges.wl2) last.to = end;
    else spans.push({ from: localMidnight(date, timeZone), to: end, ...edges });
    previousDate = date;
  }
  return spans;
}
