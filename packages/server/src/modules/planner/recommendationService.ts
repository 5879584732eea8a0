import {
  byUrgency,
  can,
  EFFECTIVE_RAIN_RULE,
  farmPumping,
  recommendIrrigation,
  type Actor,
  type DepthUnit,
  type ForecastDay,
  type PlannerPage,
  type PlannerRow,
  type Scope,
} from '@tilth/domain';
import { addDays } from '@tilth/domain/agronomy/gdd';
import { notFound } from '../../http/errors';
import type { Viewpoints } from '../organisations/viewpoint';
import { siteScope } from '../sites/siteAccess';
import type { WeatherService } from '../weather/weatherService';
import { plannerScopeOf, type PlannerRepository, type PlannerScope, type PlannerSiteRow } from './plannerRepository';
import { growingOn, kcOn, siteSystem, todayIn } from './siteInputs';
import type { Language } from '@tilth/domain/preferences/language';
import { text } from '../../lib/i18n/catalog';
import { plannerText } from './messages';
import { pumpingIn, recommendationIn } from './recommendationWords';

/** Forecasts are shared by sites within this many degrees (~10 km): one farm's fields share the weather. */
const FORECAST_GRID_DEG = 0.1;

export interface PlannerDeps {
  repository: PlannerRepository;
  weather: WeatherService;
  viewpoints: Viewpoints;
  /** The user's units (preferences): the summary lines are written in them. */
  unitOf: (actor: Actor) => Promise<DepthUnit>;
  disconnectAfterMinutes: number;
  clock?: () => number;
}

interface Forecast {
  days: { date: string; etoIn: number; rainIn: number }[];
  simulated: boolean;
}

/**
 * The irrigation planner: every active site the user may see, each with its recommendation from
 * the newest stored daily values (no readings decoded), the forecast and the site's system,
 * ranked by urgency; and one site's recommendation for its card and header.
 */
export class RecommendationService {
  private readonly clock: () => number;

  constructor(private readonly d: PlannerDeps) {
    this.clock = d.clock ?? Date.now;
  }

  private scopeOf(actor: Actor): Promise<PlannerScope | null> {
    return plannerScopeOf(this.d.viewpoints, actor);
  }

  /** `language`: the request's; the summary lines, reasons and pumping messages are worded in it (issue 34). */
  async planner(actor: Actor, query: { farmId?: string; dueWithinDays?: number }, language: Language = 'en'): Promise<PlannerPage> {
    const scope = await this.scopeOf(actor);
    const rows = scope ? await this.d.repository.activeSites(scope, { farmId: query.farmId }) : [];
    // The SQL mirrors the viewpoint; the policy has the last word on every site.
    const visible = rows.filter((r) => can(actor, 'site:read', siteScope(r.business_path, r.farm_id, r.plan)));
    if (query.farmId && visible.length === 0 && !(scope && (await this.farmVisible(actor, query.farmId))))
      throw notFound(text(plannerText, 'farmNotFound'));
    const unit = await this.d.unitOf(actor);
    const planned = await this.plan(visible, unit, (scope) => can(actor, 'irrigation:recommend', scope), language);
    const nowMs = this.clock();
    const due = query.dueWithinDays;
    const ranked = planned
      .filter((row) => {
        if (due === undefined) return true;
        const by = row.recommendation.irrigateBy;
        return by !== null && by <= addDays(todayIn(row.timeZone, nowMs), due);
      })
      .sort((a, b) => byUrgency(a.recommendation, b.recommendation));
    const farms = new Map<string, { farmName: string; today: string; rows: typeof planned }>();
    for (const row of planned) {
      const farm = farms.get(row.farmId) ?? { farmName: row.farmName, today: todayIn(row.timeZone, nowMs), rows: [] };
      farm.rows.push(row);
      farms.set(row.farmId, farm);
    }
    const pumping = [...farms.entries()].map(([farmId, farm]) =>
      pumpingIn(
        language,
        farmPumping(
          { farmId, farmName: farm.farmName },
          farm.rows.map((r) => ({
            name: r.siteName,
            flowGpm: r.systemFlowGpm,
            wellCapacityGpm: r.wellCapacityGpm,
            irrigateBy: r.recommendation.irrigateBy,
            runHours: r.recommendation.runTime?.hours ?? null,
          })),
          farm.today,
        ),
        farm.today,
      ),
    );
    return {
      rows: ranked.map(({ timeZone: _zone, ...row }) => row),
      pumping,
      unit,
      rainRule: EFFECTIVE_RAIN_RULE,
      generatedAt: new Date(nowMs).toISOString(),
    };
  }

  /** One site's planner row (its card and header line); not found outside the user's area. */
  async forSite(actor: Actor, siteKey: string, language: Language = 'en'): Promise<PlannerRow> {
    const scope = await this.scopeOf(actor);
    const [row] = scope ? await this.d.repository.activeSites(scope, { siteKey }) : [];
    if (!row || !can(actor, 'site:read', siteScope(row.business_path, row.farm_id, row.plan)))
      throw notFound(text(plannerText, 'siteNotFound'));
    const [planned] = await this.plan([row], await this.d.unitOf(actor), (scope) => can(actor, 'irrigation:recommend', scope), language);
    const { timeZone: _zone, ...answer } = planned!;
    return answer;
  }

  /**
   * The week's plan of a user for the weekly e-mail: the sites to irrigate within 7 days, and the
   * time zone of the user's first farm (the e-mail goes on Monday morning there).
   */
  async weekPlan(actor: Actor, language: Language = 'en'): Promise<{ zone: string | null; page: PlannerPage }> {
    const scope = await this.scopeOf(actor);
    const [first] = scope ? await this.d.repository.activeSites(scope) : [];
    return { zone: first?.time_zone ?? null, page: await this.planner(actor, { dueWithinDays: 7 }, language) };
  }

  private async farmVisible(actor: Actor, farmId: string): Promise<boolean> {
    const scope = await this.d.viewpoints.scopeOfFarm(farmId);
    return scope !== null && can(actor, 'farm:read', scope);
  }

  /**
   * The next irrigation of each site of these farms whose plan includes the planner, for the Farm
   * Health Report's recipients (e-mail addresses, not users: the plan alone decides), in inches.
   */
  async forFarms(farmIds: readonly string[]): Promise<PlannerRow[]> {
    const rows = (await Promise.all(farmIds.map((farmId) => this.d.repository.activeSites({ farmId })))).flat();
    const planned = await this.plan(rows, 'feetInches', (scope) => scope.plan === 'Silver' || scope.plan === 'Gold');
    return planned.map(({ timeZone: _zone, ...row }) => row).sort((a, b) => byUrgency(a.recommendation, b.recommendation));
  }

  private async plan(
    rows: readonly PlannerSiteRow[],
    unit: DepthUnit,
    planAllows: (scope: Scope) => boolean,
    language: Language = 'en',
  ): Promise<(PlannerRow & { timeZone: string })[]> {
    if (rows.length === 0) return [];
    const nowMs = this.clock();
    const ids = rows.map((r) => r.id);
    const latest = await this.d.repository.latestDays(ids);
    const earliest = [...latest.values()].reduce((min, d) => (d.day < min ? d.day : min), todayIn(rows[0]!.time_zone, nowMs));
    const irrigations = await this.d.repository.irrigationsSince(ids, earliest);
    const forecasts = await this.forecasts(rows);
    const silentBefore = nowMs / 1000 - this.d.disconnectAfterMinutes * 60;

    return rows.map((row) => {
      const today = todayIn(row.time_zone, nowMs);
      const system = siteSystem(row);
      const day = latest.get(row.id) ?? null;
      const forecast = forecasts.get(this.gridKey(row)) ?? null;
      const scope = siteScope(row.business_path, row.farm_id, row.plan);
      const forecastDays: ForecastDay[] | null = forecast ? forecast.days.map((f) => ({ ...f, kc: kcOn(row, f.date) })) : null;
      const computed = recommendIrrigation({
        today,
        unit,
        planAllows: planAllows(scope),
        probeSilent: row.last_reading_at === null || row.last_reading_at < silentBefore,
        measured: day && {
          day: day.day,
          availableWaterIn: day.aw_in,
          capacityIn: day.taw_in,
          percentFilled: day.aw_percent,
          refillPointPercent: day.rp,
          targetPercent: day.wl2,
        },
        hasCrop: !!row.crop,
        hasPlantingDate: !!row.planting_date,
        inSeason: growingOn(row, today),
        forecast: forecastDays,
        forecastSimulated: forecast?.simulated ?? false,
        irrigation: system.irrigation,
        rainAllowanceIn: system.irrigation?.rain_allowance_in ?? 0,
        irrigations: (irrigations.get(row.id) ?? [])
          .filter((i) => day && i.date >= day.day)
          .map((i) => ({ date: i.date, netIn: i.net_in })),
      });
      const recommendation = recommendationIn(language, computed, today, unit);
      return {
        siteObjectId: row.id,
        siteId: row.site_id,
        siteName: row.name,
        farmId: row.farm_id,
        farmName: row.farm_name,
        timeZone: row.time_zone,
        crop: row.crop,
        irrigationType: row.irrigation_type,
        plan: row.plan,
        deviceId: row.probe_device_id ?? '0x',
        irrigatedAreaAc: system.irrigatedAreaAc,
        systemFlowGpm: system.systemFlowGpm === null ? null : Math.round(system.systemFlowGpm),
        wellCapacityGpm: system.wellCapacityGpm,
        recommendation,
      };
    });
  }

  private gridKey(row: Pick<PlannerSiteRow, 'latitude' | 'longitude'>): string {
    const snap = (v: number) => (Math.round(v / FORECAST_GRID_DEG) * FORECAST_GRID_DEG).toFixed(1);
    return `${snap(row.latitude)},${snap(row.longitude)}`;
  }

  /** One forecast per grid cell, in inches; a provider failure leaves the cell without one (said as missing). */
  private async forecasts(rows: readonly PlannerSiteRow[]): Promise<Map<string, Forecast>> {
    const cells = new Map<string, PlannerSiteRow>();
    for (const row of rows) if (!cells.has(this.gridKey(row))) cells.set(this.gridKey(row), row);
    const out = new Map<string, Forecast>();
    await Promise.all(
      [...cells.entries()].map(async ([key, row]) => {
        try {
          const days = await this.d.weather.sevenDays(row.latitude, row.longitude, 'uk2');
          if (days.length === 0) return;
          out.set(key, {
            days: days.map((d) => ({ date: d.date, etoIn: d.et, rainIn: d.precip })),
            simulated: days.some((d) => d.simulated),
          });
        } catch {
          // No forecast: the recommendation names it as the missing input.
        }
      }),
    );
    return out;
  }
}
