import {
  addDays,
  chartRainfall,
  labelEventSource,
  mmToInches,
  responseThreshold,
  syntheticDailyWeather,
  totalOf,
  type Actor,
  type InchPoint,
  type IrrigationAnswer,
  type PredictionAnswer,
  type RainfallAnswer,
} from '@tilth/domain';
import { datesBetween, farmClock, localDate, localTime } from '@tilth/domain/time/localDays';
import { forecastCropUse } from '../sites/forecastService';
import { SiteSummaryService } from '../sites/siteSummaryService';
import { rainByHour, rangeEvents } from './rangeEvents';
import { queryRange } from '../sites/dateParams';
import { SiteReadings } from './siteReadings';

/** Days the prediction covers. */
export const PREDICTION_DAYS = 7;
/** A profile can hold a little over field capacity for a while; beyond this it drains. */
const MAX_PREDICTED_AW_PERCENT = 120;

const r2 = (v: number) => Math.round(v * 100) / 100;
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const noonIso = (clock: Parameters<typeof localTime>[0], date: string) => new Date(localTime(clock, date, 12) * 1000).toISOString();

/**
 * The graph's overlays (spec 001 §2.8, §7): daily rainfall, applied irrigation and the next days'
 * predicted rain and available water. Weather is the synthetic model the demo's probes are
 * simulated from, so the overlays line up with the readings; answers say `simulated`.
 */
/** Irrigations users logged on a site (the planner's record), by local date. */
export interface LoggedIrrigationSource {
  logged(siteObjectId: string, from: string, to: string): Promise<{ date: string; depthIn: number }[]>;
}

/** A detected event within a day of a logged irrigation is that irrigation: the logged one counts. */
const SAME_IRRIGATION_DAYS = 1;

export class OverlayService {
  constructor(
    private readonly readings: SiteReadings,
    private readonly summaries: SiteSummaryService,
    private readonly clock: () => number = Date.now,
    private readonly loggedIrrigations: LoggedIrrigationSource | null = null,
  ) {}

  private now() {
    return Math.floor(this.clock() / 1000);
  }

  /** One point per local day with rain, at the day's local noon, up to today. */
  async rainfall(actor: Actor, key: string, query: { startDate?: string; endDate?: string }): Promise<RainfallAnswer> {
    const { site, timeZone } = await this.readings.site(actor, key);
    const now = this.now();
    const range = queryRange(query.startDate, query.endDate, ['startDate', 'endDate'], now);
    const to = Math.min(range.to, now);
    if (range.from > to) return { points: [], simulated: true };
    const clock = farmClock(timeZone, site.longitude, range.from, to);
    const points: InchPoint[] = [];
    for (const date of datesBetween(localDate(clock, range.from), localDate(clock, to))) {
      const inches = chartRainfall(mmToInches(syntheticDailyWeather(site.latitude, site.longitude, date).precipMm));
      if (inches !== null && inches > 0) points.push({ xValue: noonIso(clock, date), yValue: inches });
    }
    return { points, simulated: true };
  }

  /**
   * Wetting events the day's rain (or snowmelt) does not explain, at their start, sized by the
   * profile's storage gain, plus the irrigations the grower logged; a detected event within a day of a
   * logged one is that irrigation (docs/agronomy.md §3).
   */
  async irrigation(actor: Actor, key: string, query: { startDate?: string; endDate?: string }): Promise<IrrigationAnswer> {
    const graph = await this.readings.site(actor, key);
    const now = this.now();
    const { from, to } = queryRange(query.startDate, query.endDate, ['startDate', 'endDate'], now);
    const detected = await this.detectedIrrigation(graph, from, Math.min(to, now), now);
    if (!this.loggedIrrigations || from > Math.min(to, now)) return { points: detected };
    // Logged irrigations are the grower's record: shown at the day's local noon, and a detected
    // event within a day of one is that irrigation, not a second one.
    const clock = farmClock(graph.timeZone, graph.site.longitude, from, Math.min(to, now));
    const logged = await this.loggedIrrigations.logged(graph.site.id, localDate(clock, from), localDate(clock, Math.min(to, now)));
    const near = (date: string) => logged.some((l) => Math.abs(Date.parse(l.date) - Date.parse(date)) <= SAME_IRRIGATION_DAYS * 86_400_000);
    const points = [
      ...detected.filter((p) => !near(localDate(clock, Date.parse(p.xValue) / 1000))),
      ...logged.map((l) => ({ xValue: noonIso(clock, l.date), yValue: r2(l.depthIn) })),
    ].sort((a, b) => Date.parse(a.xValue) - Date.parse(b.xValue));
    return { points };
  }

  /** Detected irrigations (not the logged ones) starting on local days from `from` to `to`: the planner proposes them. */
  async detectedDays(actor: Actor, key: string, from: string, to: string): Promise<{ date: string; depthIn: number }[]> {
    const graph = await this.readings.site(actor, key);
    const now = this.now();
    const clock = farmClock(graph.timeZone, graph.site.longitude, Date.parse(`${from}T00:00:00Z`) / 1000 - 2 * 86_400, now + 86_400);
    const fromTs = localTime(clock, from, 0);
    const toTs = Math.min(now, localTime(clock, addDays(to, 1), 0) - 1);
    if (fromTs > toTs) return [];
    return (await this.detectedIrrigation(graph, fromTs, toTs, now)).map((p) => ({
      date: localDate(clock, Date.parse(p.xValue) / 1000),
      depthIn: p.yValue,
    }));
  }

  /** The probe's wetting events the day's rain does not explain (the detected irrigations). */
  private async detectedIrrigation(
    graph: Awaited<ReturnType<SiteReadings['site']>>,
    from: number,
    to: number,
    now: number,
  ): Promise<InchPoint[]> {
    const found = await rangeEvents(this.readings, graph, from, to, now, 1);
    if (!found) return [];
    const rainIn = rainByHour(found.hours.frame, graph.site.latitude, graph.site.longitude);
    const topResponse = responseThreshold(found.hours.sigma[0]);
    const points: InchPoint[] = [];
    for (const { event, startTs } of found.events) {
      const source = labelEventSource(event, { rainIn });
      if (source === 'rain' || source === 'both') continue;
      if (event.sizeIn === null || event.sizeIn <= 0) continue;
      // Applied water enters from the surface: unless the top sensor rose by a response
      // (max(0.5, 3σ), docs/agronomy.md §3), a small storage gain is the probe's noise, not irrigation.
      if (event.riseVwc === null || event.riseVwc < topResponse) continue;
      points.push({ xValue: new Date(startTs * 1000).toISOString(), yValue: r2(event.sizeIn) });
    }
    return points;
  }

  /**
   * The next days' rain and root-zone available water: today's AW % (as the site's card computes
   * it) less each day's forecast crop use and plus its rain, as shares of the root zone's TAW.
   */
  async prediction(actor: Actor, key: string): Promise<PredictionAnswer> {
    const graph = await this.readings.site(actor, key, 'graph:prediction');
    const { site } = graph;
    const nowMs = this.clock();
    const now = Math.floor(nowMs / 1000);
    const clock = farmClock(graph.timeZone, site.longitude, now, now + PREDICTION_DAYS * 86_400);
    const today = localDate(clock, now);
    const dates = Array.from({ length: PREDICTION_DAYS }, (_, i) => addDays(today, i + 1));
    const rainIn = dates.map((date) => mmToInches(syntheticDailyWeather(site.latitude, site.longitude, date).precipMm));
    const rainfallData = dates.map((date, i) => ({ xValue: noonIso(clock, date), yValue: chartRainfall(rainIn[i]) ?? 0 }));

    const devices = await this.readings.devices.findBySite(site.id);
    const summary = await this.summaries.summarise(site, devices, nowMs);
    const start = summary.percentageFilled;
    const taw = totalOf(summary.buckets?.totalDictionary.bucketValue);
    const waterUseData: InchPoint[] = [];
    if (start !== null && taw !== null && taw > 0) {
      const use = forecastCropUse(
        { crop: site.crop, plantingDate: site.planting_date, latitude: site.latitude, longitude: site.longitude, today },
        PREDICTION_DAYS,
      );
      let percent = start;
      dates.forEach((date, i) => {
        const useIn = mmToInches(use?.dailyMm[i] ?? 0);
        percent = clamp(percent + ((rainIn[i]! - useIn) / taw) * 100, 0, MAX_PREDICTED_AW_PERCENT);
        waterUseData.push({ xValue: noonIso(clock, date), yValue: r2(percent) });
      });
    }
    return { rainfallData, waterUseData, simulated: true };
  }
}
