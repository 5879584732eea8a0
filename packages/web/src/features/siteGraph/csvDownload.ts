import { siteCsv, siteCsvFileName, type InchPoint, type SiteSeries, type TimeRange } from '@tilth/domain';
import { fetchIrrigation, fetchRainfall } from './panels/graphExtrasApi';
import { fetchSeries } from './graphApi';
import { joinSeries } from './model/joinSeries';

/** The earliest time 'Download all data' asks for: before any site of the platform reported. */
const ALL_DATA_FROM = Date.UTC(2015, 0, 1) / 1000;

const YEAR = 365 * 86_400;

/** [from, to] as consecutive ranges of at most a year, both ends inclusive: the graph calls read at most 400 days. */
export function yearParts(from: number, to: number): TimeRange[] {
  const parts: TimeRange[] = [];
  for (let start = from; start <= to; start += YEAR) parts.push({ from: start, to: Math.min(to, start + YEAR - 1) });
  return parts;
}

const inchSeries = (points: InchPoint[]) => ({
  ts: points.map((p) => Math.floor(Date.parse(p.xValue) / 1000)),
  values: points.map((p) => p.yValue),
});

/**
 * 'Download all data' (spec 001 §2.8, §9): every reading of the site with rainfall and applied
 * irrigation, as CSV named by site id, in the export units and the farm's time zone.
 */
export async function buildSiteCsv(siteObjId: string, siteId: string): Promise<{ fileName: string; text: string }> {
  const now = Math.floor(Date.now() / 1000);
  // Year by year, one after the other: a year of readings is megabytes, and the server's other callers wait less.
  const seriesYears: SiteSeries[] = [];
  for (const year of yearParts(ALL_DATA_FROM, now)) seriesYears.push(await fetchSeries(siteObjId, year.from, year.to));
  const series = joinSeries(seriesYears);
  const first = Math.min(series.probe?.ts[0] ?? now, series.local?.ts[0] ?? now);
  const years = yearParts(first, now);
  const [rainYears, irrigationYears] = await Promise.all([
    Promise.all(years.map((y) => fetchRainfall(siteObjId, y))),
    Promise.all(years.map((y) => fetchIrrigation(siteObjId, y))),
  ]);
  const unique = (points: InchPoint[]) => [...new Map(points.map((p) => [p.xValue, p])).values()];
  const rainfall = { points: unique(rainYears.flatMap((r) => r.points)) };
  const irrigation = { points: unique(irrigationYears.flatMap((r) => r.points)) };
  const text = siteCsv({
    siteId,
    timeZone: series.timeZone,
    probe: series.probe ?? null,
    local: series.local ?? null,
    rainfall: inchSeries(rainfall.points),
    irrigation: inchSeries(irrigation.points),
  });
  return { fileName: siteCsvFileName(siteId), text };
}

/** Hands a text file to the browser as a download. */
export function downloadText(fileName: string, text: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
