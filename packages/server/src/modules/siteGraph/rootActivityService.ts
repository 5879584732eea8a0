import {
  dailyRootActivity,
  INVALID_PLANTING_DATE,
  ROOT_ACTIVITY_BEFORE_PLANTING,
  rootArrivalDay,
  type Actor,
  type ManualRootActivity,
  type RootActivityAnswer,
  type RootActivityUpdate,
} from '@tilth/domain';
import { frameDate } from '@tilth/domain/agronomy/hourlyFrame';
import { probeEvents } from '@tilth/domain/agronomy/probeEvents';
import { MAX_RANGE_DAYS } from '@tilth/domain/time/dateParam';
import { farmClock, isCalendarDate, localTime } from '@tilth/domain/time/localDays';
import { badRequest } from '../../http/errors';
import { ManualRepository } from './manualRepository';
import { DAY, SiteReadings, type GraphSite } from './siteReadings';
import { text } from '../../lib/i18n/catalog';
import { siteGraphText } from './messages';

/** The Root Activity table (spec 001 §2.8): per sensor, when roots arrived (detected and the grower's). */
export class RootActivityService {
  constructor(
    private readonly readings: SiteReadings,
    private readonly manual: ManualRepository,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Every sensor's detected first day of root activity since planting and its manual date. */
  async table(actor: Actor, key: string, query: { plantingDate?: string }): Promise<RootActivityAnswer> {
    const graph = await this.readings.site(actor, key);
    if (query.plantingDate !== undefined && !isCalendarDate(query.plantingDate))
      throw badRequest(text(siteGraphText, 'plantingdateMustCalendarDate'), ['plantingDate']);
    const plantingDate =
      query.plantingDate ?? (graph.site.planting_date && isCalendarDate(graph.site.planting_date) ? graph.site.planting_date : null);
    const depths = graph.probe?.depths ?? [];
    const detected = plantingDate ? await this.detect(graph, plantingDate) : depths.map(() => null);
    const manual = await this.manual.rootActivity(graph.site.id);
    return {
      plantingDate,
      rows: depths.map((depthIn, i) => ({
        sensorId: String(i),
        depthIn,
        dateOfFirstRA: detected[i] ?? null,
        dateOfFirstRAManual: manual.get(i) ?? null,
      })),
    };
  }

  /**
   * Root arrival per depth (docs/agronomy.md §3): the first of three consecutive days of daytime uptake
   * steps with flat nights, away from wetting events, counted from the planting day (local).
   */
  private async detect(graph: GraphSite, plantingDate: string): Promise<(string | null)[]> {
    const now = Math.floor(this.clock() / 1000);
    const approx = Date.parse(`${plantingDate}T00:00:00Z`) / 1000;
    const start = localTime(farmClock(graph.timeZone, graph.site.longitude, approx, approx + DAY), plantingDate, 0);
    const end = Math.min(now, start + MAX_RANGE_DAYS * DAY);
    // One second in, so the frame's day 0 is the planting day itself.
    const probe = end > start ? await this.readings.probeHours(graph, start + 1, end) : null;
    if (!probe) return (graph.probe?.depths ?? []).map(() => null);
    const { hours } = probe;
    const events = probeEvents(hours);
    return hours.series.map((series, d) => {
      const arrival = rootArrivalDay(dailyRootActivity(series, events, { sigma: hours.sigma[d] }));
      return arrival === null ? null : frameDate(hours.frame, arrival);
    });
  }

  async manualDates(actor: Actor, key: string): Promise<ManualRootActivity[]> {
    const graph = await this.readings.site(actor, key);
    const manual = await this.manual.rootActivity(graph.site.id);
    return [...manual].map(([index, date]) => ({ sensorId: String(index), dateOfFirstRAManual: date }));
  }

  /** Saves manual dates: the site needs a planting date, and no date may precede it. */
  async save(actor: Actor, key: string, body: RootActivityUpdate): Promise<{ updated: number }> {
    const graph = await this.readings.site(actor, key);
    const planting = graph.site.planting_date;
    if (!planting || !isCalendarDate(planting)) throw badRequest(INVALID_PLANTING_DATE);
    const sensorCount = graph.probe?.depths.length ?? 0;
    const entries = body.entries.map((entry, i) => {
      const sensorIndex = Number(entry.sensorId);
      if (sensorIndex >= sensorCount)
        throw badRequest(
          sensorCount === 0 ? text(siteGraphText, 'noSoilSensors') : text(siteGraphText, 'sensorIdOfProbe', { last: sensorCount - 1 }),
          [`entries.${i}.sensorId`],
        );
      const date = entry.dateOfFirstRAManual;
      const field = `entries.${i}.dateOfFirstRAManual`;
      if (date !== null && !isCalendarDate(date)) throw badRequest(text(siteGraphText, 'dateoffirstramanualMustCalendarDate'), [field]);
      if (date !== null && date < planting) throw badRequest(ROOT_ACTIVITY_BEFORE_PLANTING, [field]);
      return { sensorIndex, date };
    });
    await this.manual.saveRootActivity(graph.site.id, entries, actor.userId);
    return { updated: entries.length };
  }
}
