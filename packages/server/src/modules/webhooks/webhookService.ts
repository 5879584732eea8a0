import {
  can,
  WEBHOOK_ALERT_KINDS,
  WEBHOOK_MAX_PER_ACCOUNT,
  webhookUrlProblem,
  type Actor,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookEventType,
  type WebhookList,
  type WebhookWithSecret,
} from '@tilth/domain';
import { webhookCreateSchema, webhookUpdateSchema } from '@tilth/domain/webhooks/schemas';
import type { AlertKind } from '@tilth/domain/notifications/kinds';
import type { z } from 'zod';
import type { OrganisationRepository, OrganisationRow } from '../organisations/organisationRepository';
import { badRequest, forbidden, notFound, AppError, type ErrorMessage } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import type { SecretSeal } from '../sensorApi/secretSeal';
import { scopeFromPath } from '../users/organisationScope';
import type { WebhookDeliverer } from './webhookDeliverer';
import { kindsOf, presentDelivery, presentWebhook } from './webhookPresenter';
import type { DeliveryRow, ListeningWebhook, WebhookRepository, WebhookRow } from './webhookRepository';
import { newWebhookSecret, secretHint } from './webhookSecrets';
import { text } from '../../lib/i18n/catalog';
import { webhooksText } from './messages';

/** An alert episode as the evaluator tells it (notifications' AlertEvents, structurally). */
export interface EpisodeEvent {
  site: { id: string; siteNumber: string; name: string; farmId: string; path: string };
  kind: AlertKind;
  message: string;
  detail: string | null;
  at: string;
}

/**
 * An account's webhooks (issue 32): managed by the account's own admins (policy webhooks:manage),
 * and fed by the alert evaluation — each episode opened or closed on a site inside the account's
 * subtree becomes a queued delivery for each enabled webhook that asked for its kind.
 */
export class WebhookService {
  constructor(
    private readonly repository: WebhookRepository,
    private readonly organisations: OrganisationRepository,
    private readonly seal: SecretSeal,
    private readonly deliverer: WebhookDeliverer,
    private readonly options: { production: boolean; now?: () => Date; log?: (error: unknown) => void },
  ) {}

  private now(): Date {
    return this.options.now ? this.options.now() : new Date();
  }

  /** The account, when the actor may see it (404 otherwise) and manage its webhooks (403 otherwise). */
  private async account(
    actor: Actor,
    organisationId: string,
    missing: ErrorMessage = text(webhooksText, 'accountNotFound'),
  ): Promise<OrganisationRow> {
    const org = await this.organisations.findById(organisationId);
    const own = org !== undefined && org.id === actor.organisationId;
    if (!org || !(own || can(actor, 'account:read', scopeFromPath(org.path)))) throw notFound(missing);
    if (!can(actor, 'webhooks:manage', scopeFromPath(org.path))) throw forbidden(text(webhooksText, 'onlyAccountsOwnAdmins'));
    return org;
  }

  private async webhook(actor: Actor, id: string): Promise<WebhookRow> {
    return (await this.webhookAndAccount(actor, id)).row;
  }

  private async webhookAndAccount(actor: Actor, id: string): Promise<{ row: WebhookRow; org: OrganisationRow }> {
    const row = await this.repository.find(id);
    if (!row) throw notFound(text(webhooksText, 'webhookNotFound'));
    return { row, org: await this.account(actor, row.organisation_id, text(webhooksText, 'webhookNotFound')) };
  }

  private checkUrl(url: string): void {
    const problem = webhookUrlProblem(url, { production: this.options.production });
    if (problem) throw badRequest(problem, ['url']);
  }

  private async present(row: WebhookRow): Promise<Webhook> {
    const [latest] = await this.repository.log(row.id, 1);
    return presentWebhook(row, latest);
  }

  async list(actor: Actor, organisationId: string): Promise<WebhookList> {
    const org = await this.account(actor, organisationId);
    const rows = await this.repository.ofOrganisation(org.id);
    const latest = await this.repository.latestOf(rows.map((r) => r.id));
    return {
      webhooks: rows.map((r) => presentWebhook(r, latest.get(r.id))),
      kinds: [...WEBHOOK_ALERT_KINDS],
      allowsLocalHttp: !this.options.production,
    };
  }

  async create(actor: Actor, organisationId: string, body: z.output<typeof webhookCreateSchema>): Promise<WebhookWithSecret> {
    const org = await this.account(actor, organisationId);
    this.checkUrl(body.url);
    if ((await this.repository.countOf(org.id)) >= WEBHOOK_MAX_PER_ACCOUNT) {
      throw new AppError(409, 'Conflict', text(webhooksText, 'accountCanHaveMost', { webhookMaxPerAccount: WEBHOOK_MAX_PER_ACCOUNT }));
    }
    const secret = newWebhookSecret();
    const at = this.now().toISOString();
    const row: WebhookRow = {
      id: newObjectId(),
      organisation_id: org.id,
      url: body.url,
      kinds: JSON.stringify(body.kinds),
      secret_sealed: this.seal.seal(secret),
      secret_hint: secretHint(secret),
      enabled: body.enabled ? 1 : 0,
      created_by: actor.userId,
      created_at: at,
      updated_at: at,
    };
    await this.repository.insert(row);
    return { webhook: presentWebhook(row, undefined), secret };
  }

  async update(actor: Actor, id: string, body: z.output<typeof webhookUpdateSchema>): Promise<Webhook> {
    const row = await this.webhook(actor, id);
    if (body.url !== undefined) this.checkUrl(body.url);
    const changes: Partial<WebhookRow> = { updated_at: this.now().toISOString() };
    if (body.url !== undefined) changes.url = body.url;
    if (body.kinds !== undefined) changes.kinds = JSON.stringify(body.kinds);
    if (body.enabled !== undefined) changes.enabled = body.enabled ? 1 : 0;
    await this.repository.update(row.id, changes);
    return this.present({ ...row, ...changes });
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const row = await this.webhook(actor, id);
    await this.repository.remove(row.id);
  }

  async rotate(actor: Actor, id: string): Promise<WebhookWithSecret> {
    const row = await this.webhook(actor, id);
    const secret = newWebhookSecret();
    const changes = { secret_sealed: this.seal.seal(secret), secret_hint: secretHint(secret), updated_at: this.now().toISOString() };
    await this.repository.update(row.id, changes);
    return { webhook: await this.present({ ...row, ...changes }), secret };
  }

  async deliveries(actor: Actor, id: string): Promise<WebhookDelivery[]> {
    const row = await this.webhook(actor, id);
    return (await this.repository.log(row.id)).map(presentDelivery);
  }

  /** Sends a test event now (one attempt, no retries) and answers how it went. */
  async test(actor: Actor, id: string): Promise<WebhookDelivery> {
    const { row, org } = await this.webhookAndAccount(actor, id);
    if (row.enabled !== 1) throw new AppError(409, 'Conflict', text(webhooksText, 'webhookTurnedOffTurn'));
    const now = this.now();
    const delivery = this.delivery(row, { id: org.id, name: org.name }, 'test', 'Test event', null, null, now.toISOString());
    delivery.next_attempt_at = null;
    await this.repository.insertDeliveries([delivery]);
    await this.deliverer.attempt(delivery, now, false);
    const stored = await this.repository.delivery(delivery.id);
    return presentDelivery(stored ?? delivery);
  }

  /** Episodes opened by the alert evaluation: queued for the webhooks that want them. */
  async opened(episodes: readonly EpisodeEvent[]): Promise<void> {
    await this.enqueue('alert.opened', episodes);
  }

  async closed(episodes: readonly EpisodeEvent[]): Promise<void> {
    await this.enqueue('alert.closed', episodes);
  }

  /**
   * Never fails the alert run: the bell and the mail are already stored; a webhook that misses an
   * event because the database went away is logged.
   */
  private async enqueue(type: 'alert.opened' | 'alert.closed', episodes: readonly EpisodeEvent[]): Promise<void> {
    try {
      if (episodes.length === 0) return;
      const webhooks = await this.repository.enabled();
      if (webhooks.length === 0) return;
      const farms = await this.repository.farmNames(episodes.map((e) => e.site.farmId));
      const rows: DeliveryRow[] = [];
      for (const episode of episodes) {
        const scope = scopeFromPath(episode.site.path);
        for (const webhook of webhooks) {
          if (!kindsOf(webhook).includes(episode.kind)) continue;
          // Only the sites of the account's own subtree (the policy's organisation path).
          if (!scope.organisationPath.includes(webhook.organisation_id)) continue;
          rows.push(this.alertDelivery(webhook, type, episode, farms.get(episode.site.farmId) ?? ''));
        }
      }
      await this.repository.insertDeliveries(rows);
    } catch (error) {
      if (this.options.log) this.options.log(error);
      else throw error;
    }
  }

  private alertDelivery(webhook: ListeningWebhook, type: 'alert.opened' | 'alert.closed', e: EpisodeEvent, farmName: string): DeliveryRow {
    const site = { id: e.site.id, number: e.site.siteNumber, name: e.site.name, farm: { id: e.site.farmId, name: farmName } };
    const alert = {
      kind: e.kind,
      event: type === 'alert.opened' ? ('opened' as const) : ('closed' as const),
      message: e.message,
      detail: e.detail,
      openedAt: type === 'alert.opened' ? e.at : null,
    };
    return this.delivery(webhook, { id: webhook.organisation_id, name: webhook.organisation_name }, type, e.message, site, alert, e.at);
  }

  private delivery(
    webhook: WebhookRow,
    account: WebhookEvent['account'],
    type: WebhookEventType,
    summary: string,
    site: WebhookEvent['site'],
    alert: WebhookEvent['alert'],
    at: string,
  ): DeliveryRow {
    const event: WebhookEvent = { id: newObjectId(), type, createdAt: at, account, site, alert };
    return {
      id: newObjectId(),
      webhook_id: webhook.id,
      event_id: event.id,
      event_type: type,
      summary: summary.slice(0, 300),
      body: JSON.stringify(event),
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      last_attempt_at: null,
      last_status_code: null,
      last_error: null,
      created_at: at,
    };
  }
}
