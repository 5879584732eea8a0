import { plural } from '@tilth/domain';
import { isOutsideSeason, seasonDayOf } from '@tilth/domain/agronomy/season';
import { daysToRefillFromTrend, DRYNESS_KINDS, EPISODE_KINDS, siteConditions } from '@tilth/domain/notifications/conditions';
import { episodeStep, type EpisodeStep } from '@tilth/domain/notifications/episodes';
import { ALERT_TEXT, alertTitle, type AlertEvent, type AlertKind } from '@tilth/domain/notifications/kinds';
import type { Language } from '@tilth/domain/preferences/language';
import type { NotificationTable } from '../../db/schema';
import { newObjectId } from '../../lib/ids';
import type { AlertPreferenceRepository } from './alertPreferenceRepository';
import type { AlertRepository, AlertSite } from './alertRepository';
import { alertTitleIn } from './alertText';
import { Audience } from './audience';
import type { NotificationRepository } from './notificationRepository';

/** Days of derived values the refill prediction looks back over. */
const TREND_DAYS = 4;
const EVENT_OF: Record<Exclude<EpisodeStep, 'none'>, AlertEvent> = { open: 'raised', reminder: 'reminder', clear: 'cleared' };

interface AlertEventAt {
  site: AlertSite;
  kind: AlertKind;
  event: AlertEvent;
  detail: string | null;
  /** refillSoon: the predicted days to the refill point (the detail in the reader's language). */
  refillDays?: number | null;
  /** Ended without news: a dry spell ends with the season, not with water ('back above its refill point'). */
  silent?: boolean;
}

/** Open sensor faults per site, short titles (fleet health, issue 30; passed in by the composition root). */
export interface SensorFaults {
  openBySite(): Promise<Map<string, string[]>>;
}

/** An episode opened or closed by this run, after it is stored (for webhooks, issue 32). */
export interface AlertEpisodeEvent {
  site: AlertSite;
  kind: AlertKind;
  /** The alert's line, as the bell shows it: alertTitle(). */
  message: string;
  detail: string | null;
  at: string;
}

/** Told of every episode the evaluation opens or closes (passed in by the composition root; optional). */
export interface AlertEvents {
  opened(episodes: readonly AlertEpisodeEvent[]): Promise<void>;
  closed(episodes: readonly AlertEpisodeEvent[]): Promise<void>;
}

export interface EvaluationResult {
  sites: number;
  opened: number;
  reminded: number;
  cleared: number;
  notifications: number;
}

/**
 * Evaluates every monitored site's conditions against its open episodes (domain episodeStep) and
 * fans each event out to the users who may read the site, as in-app rows and pending e-mails.
 * Runs under the scheduler's lease, so one instance does it at a time.
 */
export class AlertEvaluator {
  constructor(
    private readonly alerts: AlertRepository,
    private readonly notifications: NotificationRepository,
    private readonly preferences: AlertPreferenceRepository,
    private readonly sensorFaults?: SensorFaults,
    private readonly events?: AlertEvents,
  ) {}

  async evaluate(now: Date): Promise<EvaluationResult> {
    const fromDay = new Date(now.getTime() - TREND_DAYS * 86_400_000).toISOString().slice(0, 10);
    const [sites, disconnected, batteries, water, episodes, faults] = await Promise.all([
      this.alerts.monitoredSites(),
      this.alerts.disconnectedSites(),
      this.alerts.batteries(),
      this.alerts.recentWater(fromDay),
      this.alerts.openEpisodes(),
      this.sensorFaults ? this.sensorFaults.openBySite() : Promise.resolve(new Map<string, string[]>()),
    ]);
    const open = new Map(episodes.map((e) => [`${e.siteId}|${e.kind}`, Date.parse(e.lastRaisedAt)]));
    const steps: Record<Exclude<EpisodeStep, 'none'>, AlertEventAt[]> = { open: [], reminder: [], clear: [] };
    const seasonDay = seasonDayOf(now.getTime());
    for (const site of sites) {
      const battery = batteries.get(site.id) ?? null;
      const recentWater = water.get(site.id) ?? [];
      const outsideSeason = isOutsideSeason(site.crop, site.plantingDate, seasonDay);
      const holds = siteConditions({
        healthLevel: site.healthLevel,
        disconnected: disconnected.has(site.id),
        batteryPercent: battery,
        recentWater,
        outsideSeason,
        sensorFault: faults.has(site.id),
      });
      for (const kind of EPISODE_KINDS) {
        const lastRaisedAt = open.get(`${site.id}|${kind}`);
        const step = episodeStep(holds.has(kind), lastRaisedAt === undefined ? null : { lastRaisedAt }, now.getTime());
        if (step === 'none') continue;
        const detail =
          kind === 'batteryLow' && battery !== null
            ? `(${Math.round(battery)} %)`
            : kind === 'refillSoon'
              ? refillDetail(recentWater)
              : kind === 'sensorFault'
                ? `(${(faults.get(site.id) ?? []).join(', ').toLowerCase()})`
                : null;
        const silent = step === 'clear' && outsideSeason && DRYNESS_KINDS.includes(kind);
        const refillDays = kind === 'refillSoon' ? refillDaysOf(recentWater) : null;
        steps[step].push({ site, kind, event: EVENT_OF[step], detail, refillDays, silent });
      }
    }
    const at = now.toISOString();
    await this.alerts.storeOpened(
      steps.open.map((e) => ({ siteId: e.site.id, kind: e.kind })),
      at,
    );
    await this.alerts.remindEpisodes(
      steps.reminder.map((e) => ({ siteId: e.site.id, kind: e.kind })),
      at,
    );
    await this.alerts.clearEpisodes(steps.clear.map((e) => ({ siteId: e.site.id, kind: e.kind })));
    const told = [...steps.open, ...steps.reminder, ...steps.clear.filter((e) => !e.silent && ALERT_TEXT[e.kind].cleared !== null)];
    const notifications = await this.fanOut(told, at);
    if (this.events) {
      const episode = (e: AlertEventAt): AlertEpisodeEvent => ({
        site: e.site,
        kind: e.kind,
        message: alertTitle(e.kind, e.event, e.site.name, e.site.siteNumber, e.event === 'cleared' ? null : e.detail),
        detail: e.event === 'cleared' ? null : e.detail,
        at,
      });
      if (steps.open.length > 0) await this.events.opened(steps.open.map(episode));
      if (steps.clear.length > 0) await this.events.closed(steps.clear.map(episode));
    }
    return { sites: sites.length, opened: steps.open.length, reminded: steps.reminder.length, cleared: steps.clear.length, notifications };
  }

  /**
   * A single event with no episode, told once to everyone who hears that kind: a plan change
   * activated (the plans feature, not built yet, is to call this; nothing produces it today).
   */
  async planChangeActivated(siteObjectId: string, now: Date, detail: string | null = null): Promise<number> {
    const site = await this.alerts.site(siteObjectId);
    return site ? this.fanOut([{ site, kind: 'planChange', event: 'raised', detail }], now.toISOString()) : 0;
  }

  private async fanOut(events: readonly AlertEventAt[], at: string): Promise<number> {
    if (events.length === 0) return 0;
    const users = await this.alerts.users();
    const audience = new Audience(users, await this.preferences.all());
    const languages = await this.alerts.userLanguages(users.map((u) => u.id));
    const rows: NotificationTable[] = [];
    for (const e of events) {
      // Stored in each reader's language (issue 34): the bell shows it as it is, the e-mail's subject too.
      const titles = new Map<Language, string>();
      const titleIn = (language: Language) => {
        const known = titles.get(language);
        if (known !== undefined) return known;
        const title = alertTitleIn(language, {
          kind: e.kind,
          event: e.event,
          siteName: e.site.name,
          siteNumber: e.site.siteNumber,
          detail: e.event === 'cleared' ? null : e.detail,
          refillDays: e.refillDays,
        });
        titles.set(language, title);
        return title;
      };
      for (const listener of audience.listeners(e.site, e.kind)) {
        const title = titleIn(languages.get(listener.userId) ?? 'en');
        rows.push({
          id: newObjectId(),
          user_id: listener.userId,
          site_id: e.site.id,
          farm_id: e.site.farmId,
          kind: e.kind,
          event: e.event,
          title,
          created_at: at,
          read_at: null,
          in_app: listener.inApp ? 1 : 0,
          mail_state: listener.email ? 'pending' : 'none',
          mailed_at: null,
          push_state: listener.push ? 'pending' : 'none',
          sms_state: listener.sms ? 'pending' : 'none',
        });
      }
    }
    await this.notifications.insertMany(rows);
    return rows.length;
  }
}

/** Whole days to the refill point predicted from the dry-down, at least 1; null without a prediction. */
function refillDaysOf(recentWater: Parameters<typeof daysToRefillFromTrend>[0]): number | null {
  const days = daysToRefillFromTrend(recentWater);
  return days === null ? null : Math.max(1, Math.ceil(days));
}

/** The English detail the webhooks send: "within 2 days". */
function refillDetail(recentWater: Parameters<typeof daysToRefillFromTrend>[0]): string | null {
  const whole = refillDaysOf(recentWater);
  return whole === null ? null : `within ${plural(whole, 'day')}`;
}
