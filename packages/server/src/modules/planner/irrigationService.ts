import { applicationEfficiency, applicationRateInPerHour, can, type Actor, type IrrigationList, type IrrigationLog } from '@tilth/domain';
import { addDays } from '@tilth/domain/agronomy/gdd';
import type { z } from 'zod';
import type { irrigationCreateSchema } from '@tilth/domain';
import type { SiteIrrigationTable } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { writeOnce } from '../../lib/writeOnce';
import type { Viewpoints } from '../organisations/viewpoint';
import { planRefusalText, siteScope } from '../sites/siteAccess';
import { plannerScopeOf, type PlannerRepository, type PlannerSiteRow } from './plannerRepository';
import { siteSystem, todayIn } from './siteInputs';
import { text } from '../../lib/i18n/catalog';
import { plannerText } from './messages';

/** Irrigation events the probe detected (the graph's Applied Irrigation overlay), as local days. */
export interface DetectedIrrigations {
  detected(actor: Actor, siteObjectId: string, from: string, to: string, timeZone: string): Promise<{ date: string; depthIn: number }[]>;
}

/** A detected event within a day of a logged irrigation is that irrigation, not another one. */
export const SAME_IRRIGATION_DAYS = 1;
/** How far back detected events are proposed for confirmation. */
const PROPOSE_DAYS = 14;

type IrrigationCreate = z.output<typeof irrigationCreateSchema>;

export function presentIrrigation(row: SiteIrrigationTable, names: Map<string, string>): IrrigationLog {
  return {
    id: row.id,
    date: row.date,
    depthIn: row.depth_in,
    netIn: row.net_in,
    hours: row.hours,
    source: row.source,
    note: row.note,
    createdBy: row.created_by ? (names.get(row.created_by) ?? null) : null,
    createdAt: row.created_at,
    clientId: row.client_id,
  };
}

/** Whether a day is within SAME_IRRIGATION_DAYS of any of these dates. */
export const nearAny = (date: string, dates: readonly string[]) =>
  dates.some((d) => d >= addDays(date, -SAME_IRRIGATION_DAYS) && d <= addDays(date, SAME_IRRIGATION_DAYS));

/** Logging, listing and deleting a site's irrigations; probe-detected ones are proposed, not counted twice. */
export class IrrigationService {
  constructor(
    private readonly repository: PlannerRepository,
    private readonly viewpoints: Viewpoints,
    private readonly detections: DetectedIrrigations,
    private readonly userNames: (ids: string[]) => Promise<Map<string, string>>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The site when the actor may log on it: 404 outside their area, 403 when the plan does not include it. */
  private async site(actor: Actor, key: string): Promise<PlannerSiteRow> {
    const scope = await plannerScopeOf(this.viewpoints, actor);
    const [row] = scope ? await this.repository.activeSites(scope, { siteKey: key }) : [];
    const siteScopeOf = row && siteScope(row.business_path, row.farm_id, row.plan);
    if (!row || !siteScopeOf || !can(actor, 'site:read', siteScopeOf)) throw notFound(text(plannerText, 'siteNotFound'));
    if (!can(actor, 'irrigation:log', siteScopeOf)) throw forbidden(planRefusalText('irrigation:log', row.plan));
    return row;
  }

  async list(actor: Actor, key: string, query: { from?: string; to?: string }): Promise<IrrigationList> {
    const row = await this.site(actor, key);
    const rows = await this.repository.irrigations(row.id, query.from, query.to);
    const names = await this.userNames([...new Set(rows.map((r) => r.created_by).filter((id): id is string => !!id))]);
    const today = todayIn(row.time_zone, this.clock());
    const from = addDays(today, -PROPOSE_DAYS);
    const logged = (await this.repository.irrigations(row.id, addDays(from, -SAME_IRRIGATION_DAYS))).map((r) => r.date);
    const detected = await this.detections.detected(actor, row.id, from, today, row.time_zone);
    const { irrigation } = siteSystem(row);
    return {
      irrigations: rows.map((r) => presentIrrigation(r, names)),
      proposed: detected.filter((d) => !nearAny(d.date, logged)),
      rateInPerHour: irrigation ? round4(applicationRateInPerHour(irrigation)) : null,
      efficiencyPercent: irrigation ? applicationEfficiency(irrigation) : null,
      today,
    };
  }

  /**
   * Logs an irrigation. A resend with the same clientId (the phone's offline queue) answers the
   * irrigation logged the first time, before the checks of a new one: the day may have passed or the
   * system changed since, and the grower's record stands as it was stored.
   */
  async log(actor: Actor, key: string, body: IrrigationCreate): Promise<IrrigationLog> {
    const row = await this.site(actor, key);
    const record = await writeOnce<SiteIrrigationTable>({
      clientId: body.clientId,
      stored: (clientId) => this.repository.irrigationByClientId(clientId),
      isSameWrite: (stored) => stored.site_id === row.id && stored.created_by === actor.userId,
      insert: async () => {
        const record = this.newIrrigation(actor, row, body);
        await this.repository.insertIrrigation(record);
        return record;
      },
    });
    return presentIrrigation(record, await this.userNames(record.created_by ? [record.created_by] : []));
  }

  private newIrrigation(actor: Actor, row: PlannerSiteRow, body: IrrigationCreate): SiteIrrigationTable {
    const today = todayIn(row.time_zone, this.clock());
    if (body.date > today) throw badRequest(text(plannerText, 'irrigationCanLoggedToday'), ['date']);
    const { irrigation } = siteSystem(row);
    const rate = irrigation ? applicationRateInPerHour(irrigation) : null;
    let depth = body.depthIn;
    if (depth === undefined) {
      if (rate === null) throw badRequest(text(plannerText, 'hoursCanTurnedInto'), ['hours']);
      depth = rate * body.hours!;
    }
    // What reached the roots: the site's application efficiency at the time it was logged.
    const efficiency = irrigation ? applicationEfficiency(irrigation) : 100;
    return {
      id: newObjectId(),
      site_id: row.id,
      date: body.date,
      depth_in: Math.round(depth * 100) / 100,
      net_in: Math.round(depth * efficiency) / 100,
      hours: body.hours ?? null,
      source: body.source,
      note: body.note.trim(),
      created_by: actor.userId,
      created_at: isoNow(new Date(this.clock())),
      client_id: body.clientId ?? null,
    };
  }

  async remove(actor: Actor, key: string, irrigationId: string): Promise<{ deleted: boolean }> {
    const row = await this.site(actor, key);
    if (!(await this.repository.deleteIrrigation(row.id, irrigationId))) throw notFound(text(plannerText, 'irrigationWasAlreadyDeleted'));
    return { deleted: true };
  }
}

const round4 = (v: number | null) => (v === null ? null : Math.round(v * 10_000) / 10_000);
