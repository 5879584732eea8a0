import {
  can,
  EFFECTIVE_RAIN_RULE,
  mmToInches,
  syntheticDailyWeather,
  waterAccount,
  addDays,
  type AccountDayInput,
  type Actor,
  type ExportDay,
  type FarmWaterAccount,
  type WaterTotals,
} from '@tilth/domain';
import { datesBetween } from '@tilth/domain/time/localDays';
import { badRequest, notFound } from '../../http/errors';
import type { Viewpoints } from '../organisations/viewpoint';
import { planRefusal, siteScope } from '../sites/siteAccess';
import { noReadingsInRange } from './recommendationWords';
import type { Language } from '@tilth/domain/preferences/language';
import type { PlannerRepository, PlannerSiteRow } from './plannerRepository';
import { pastKcOn, siteSystem, todayIn } from './siteInputs';
import { text } from '../../lib/i18n/catalog';
import { plannerText } from './messages';

/** The longest range one answer covers: two seasons. */
const MAX_DAYS = 731;

const scaleTotals = (t: WaterTotals, acres: number): WaterTotals => ({
  irrigationIn: Math.round(t.irrigationIn * acres * 10) / 10,
  effectiveRainIn: Math.round(t.effectiveRainIn * acres * 10) / 10,
  cropUseIn: Math.round(t.cropUseIn * acres * 10) / 10,
  drainageIn: Math.round(t.drainageIn * acres * 10) / 10,
  storageChangeIn: Math.round(t.storageChangeIn * acres * 10) / 10,
});

/**
 * A farm's water account over a range (the calendar year to date unless asked): per site the
 * logged irrigation, effective rain, crop water use (ETo × Kc of the crop's day; before this season's
 * planting, last year's season of the same crop), drainage and the
 * change in stored water from the daily values; totals in acre-inches over each site's irrigated
 * area. Past weather is Tilth's weather model for the site's location (the one the graph's rainfall
 * overlay shows), so the answer says it is simulated.
 */
export class WaterAccountService {
  constructor(
    private readonly repository: PlannerRepository,
    private readonly viewpoints: Viewpoints,
    private readonly clock: () => number = Date.now,
  ) {}

  /** `language`: the request's; the skipped sites' reasons are worded in it (issue 34). */
  async farm(actor: Actor, farmId: string, query: { from?: string; to?: string }, language: Language = 'en'): Promise<FarmWaterAccount> {
    const farmScope = await this.viewpoints.scopeOfFarm(farmId);
    if (!farmScope || !can(actor, 'farm:read', farmScope)) throw notFound(text(plannerText, 'farmNotFound'));
    const rows = await this.repository.activeSites({ farmId });
    const visible = rows.filter((r) => can(actor, 'site:read', siteScope(r.business_path, r.farm_id, r.plan)));
    const zone = visible[0]?.time_zone ?? 'UTC';
    const today = todayIn(zone, this.clock());
    const to = query.to && query.to < today ? query.to : today;
    const from = query.from ?? `${today.slice(0, 4)}-01-01`;
    if (from > to) throw badRequest(text(plannerText, 'startRangeMustBefore'), ['from']);
    const dates = datesBetween(from, to);
    if (dates.length > MAX_DAYS) throw badRequest(text(plannerText, 'askMostTwoYears'), ['from']);

    const sites: FarmWaterAccount['sites'] = [];
    const skipped: FarmWaterAccount['skipped'] = [];
    for (const row of visible) {
      const scope = siteScope(row.business_path, row.farm_id, row.plan);
      if (!can(actor, 'waterAccount:read', scope)) {
        skipped.push({ siteObjectId: row.id, siteName: row.name, reason: planRefusal('waterAccount:read', row.plan, language) });
        continue;
      }
      const { inputs: days } = await this.accountInputs(row, from, dates);
      if (!days.some((d) => d.storedIn !== null)) {
        skipped.push({ siteObjectId: row.id, siteName: row.name, reason: noReadingsInRange(language) });
        continue;
      }
      const account = waterAccount(days);
      const area = siteSystem(row).irrigatedAreaAc;
      sites.push({
        siteObjectId: row.id,
        siteName: row.name,
        crop: row.crop,
        areaAc: area,
        from,
        to,
        totals: account.totals,
        acreInches: area === null ? null : scaleTotals(account.totals, area),
        days: account.days,
      });
    }
    const sum = (key: keyof WaterTotals) => Math.round(sites.reduce((s, site) => s + (site.acreInches?.[key] ?? 0), 0) * 10) / 10;
    return {
      farmId,
      farmName: visible[0]?.farm_name ?? (await this.farmName(farmId)),
      from,
      to,
      sites,
      acreInches: {
        irrigationIn: sum('irrigationIn'),
        effectiveRainIn: sum('effectiveRainIn'),
        cropUseIn: sum('cropUseIn'),
        drainageIn: sum('drainageIn'),
        storageChangeIn: sum('storageChangeIn'),
      },
      skipped,
      rainRule: EFFECTIVE_RAIN_RULE,
      weatherSimulated: true,
    };
  }

  /**
   * One site's daily values for Export (issue 32), as the water account computes them: root-zone
   * available water (the daily values' aw_in), ETo of the site's weather, ETc (ETo × Kc) and the
   * day's account. The day before `from` is read too, so the first day's drainage sees yesterday's
   * stored water as the year-to-date account does; days after the farm's today are left out.
   */
  async siteDays(siteObjectId: string, farmId: string, from: string, to: string): Promise<ExportDay[]> {
    const [row] = await this.repository.activeSites({ farmId }, { siteKey: siteObjectId });
    if (!row) return [];
    const today = todayIn(row.time_zone, this.clock());
    const last = to < today ? to : today;
    if (from > last) return [];
    const dates = datesBetween(addDays(from, -1), last);
    const { inputs, eto } = await this.accountInputs(row, dates[0]!, dates);
    const account = waterAccount(inputs).days;
    return account.slice(1).map((day, i) => ({
      date: day.date,
      rootZoneAwIn: inputs[i + 1]!.storedIn,
      etoIn: eto[i + 1]!,
      etcIn: inputs[i + 1]!.cropUseIn,
      account: {
        effectiveRainIn: day.effectiveRainIn,
        irrigationIn: day.irrigationIn,
        cropUseIn: day.cropUseIn,
        drainageIn: day.drainageIn,
      },
    }));
  }

  /** The water account's inputs of a site's days (and each day's ETo, inches). */
  private async accountInputs(row: PlannerSiteRow, from: string, dates: readonly string[]) {
    const to = dates.at(-1) ?? from;
    const [values, irrigations, percolation] = await Promise.all([
      this.repository.days(row.id, from, to),
      this.repository.irrigations(row.id, from, to),
      this.repository.manualPercolation(row.id, from, to),
    ]);
    const byDay = new Map(values.map((v) => [v.day, v]));
    const manual = new Map(percolation.map((p) => [p.date, p.depth_in]));
    const eto: number[] = [];
    const inputs = dates.map((date): AccountDayInput => {
      const weather = syntheticDailyWeather(row.latitude, row.longitude, date);
      const logged = irrigations.filter((i) => i.date === date);
      const value = byDay.get(date);
      eto.push(mmToInches(weather.etoMm));
      return {
        date,
        irrigationGrossIn: logged.reduce((s, i) => s + i.depth_in, 0),
        irrigationNetIn: logged.reduce((s, i) => s + i.net_in, 0),
        rainIn: mmToInches(weather.precipMm),
        cropUseIn: mmToInches(weather.etoMm) * pastKcOn(row, date),
        storedIn: value?.aw_in ?? null,
        capacityIn: value?.taw_in ?? null,
        manualDrainageIn: manual.get(date) ?? null,
      };
    });
    return { inputs, eto };
  }

  private async farmName(farmId: string): Promise<string> {
    return (await this.repository.farmName(farmId)) ?? '';
  }
}
