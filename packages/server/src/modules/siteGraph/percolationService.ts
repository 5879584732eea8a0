import type { Actor, WaterPercolationAnswer, WaterPercolationRow, WaterPercolationUpdate } from '@tilth/domain';
import { eventPercolation } from '@tilth/domain/agronomy/probeEvents';
import { farmClock, isCalendarDate, localDate } from '@tilth/domain/time/localDays';
import { badRequest } from '../../http/errors';
import { ManualRepository } from './manualRepository';
import { rangeEvents } from './rangeEvents';
import { queryRange } from '../sites/dateParams';
import { SiteReadings } from './siteReadings';
import { text } from '../../lib/i18n/catalog';
import { siteGraphText } from './messages';

/** Days after an event's start that percolation looks at: 48 h, 72 h in clay (docs/agronomy.md §3). */
const PERCOLATION_DAYS = 3;

/** The Water Percolation table (spec 001 §2.8): per wetting event's date, how deep the water went, and the grower's depth. */
export class PercolationService {
  constructor(
    private readonly readings: SiteReadings,
    private readonly manual: ManualRepository,
    private readonly clock: () => number = Date.now,
  ) {}

  async table(actor: Actor, key: string, query: { fromDate?: string; toDate?: string }): Promise<WaterPercolationAnswer> {
    const graph = await this.readings.site(actor, key);
    const now = Math.floor(this.clock() / 1000);
    const { from, to } = queryRange(query.fromDate, query.toDate, ['fromDate', 'toDate'], now);
    const depths = graph.probe?.depths ?? [];
    const auto = new Map<string, number | null>();
    const found = await rangeEvents(this.readings, graph, from, Math.min(to, now), now, PERCOLATION_DAYS);
    for (const { event, date } of found?.events ?? []) {
      const result = eventPercolation(found!.hours, event, graph.site.soil_type);
      // No reading around the event at any depth: unknown rather than "didn't soak in".
      const depth = result.rises.every((r) => r === null) ? null : (result.depthIn ?? 0);
      const before = auto.get(date);
      auto.set(date, before === undefined || before === null ? depth : depth === null ? before : Math.max(before, depth));
    }
    const clock = farmClock(graph.timeZone, graph.site.longitude, from, to);
    const manual = await this.manual.percolation(graph.site.id, localDate(clock, from), localDate(clock, to));
    const dates = [...new Set([...auto.keys(), ...manual.keys()])].sort();
    const rows: WaterPercolationRow[] = dates.map((date) => ({
      date,
      waterPercolation: auto.get(date) ?? null,
      waterPercolationManual: manual.get(date) ?? null,
    }));
    return { depthOptions: [0, ...depths], rows };
  }

  /** Saves manual depths; each must be 0 or one of the probe's sensor depths. */
  async save(actor: Actor, key: string, body: WaterPercolationUpdate): Promise<{ updated: number }> {
    const graph = await this.readings.site(actor, key);
    const options = new Set([0, ...(graph.probe?.depths ?? [])]);
    body.entries.forEach((entry, i) => {
      if (!isCalendarDate(entry.date)) throw badRequest(text(siteGraphText, 'dateMustCalendarDate'), [`entries.${i}.date`]);
      if (entry.waterPercolationManual !== null && !options.has(entry.waterPercolationManual)) {
        throw badRequest(text(siteGraphText, 'chooseDepth', { depths: [...options].join(', ') }), [`entries.${i}.waterPercolationManual`]);
      }
    });
    await this.manual.savePercolation(
      graph.site.id,
      body.entries.map((e) => ({ date: e.date, depthIn: e.waterPercolationManual })),
      actor.userId,
    );
    return { updated: body.entries.length };
  }
}
