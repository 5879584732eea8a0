import type { Kysely } from 'kysely';
import type { Database, WebhookDeliveryTable, WebhookTable } from '../../db/schema';

export type WebhookRow = WebhookTable;
export type DeliveryRow = WebhookDeliveryTable;

/** What the last attempt at a delivery came to. */
export interface AttemptOutcome {
  status: DeliveryRow['status'];
  attempts: number;
  at: string;
  nextAttemptAt: string | null;
  statusCode: number | null;
  error: string | null;
}

/** An enabled webhook with its account's name and path, for matching events to webhooks. */
export interface ListeningWebhook extends WebhookRow {
  organisation_name: string;
}

const LOG_LENGTH = 50;

/** The webhooks and their deliveries (migration 0018). */
export class WebhookRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(id: string): Promise<WebhookRow | undefined> {
    return this.db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async ofOrganisation(organisationId: string): Promise<WebhookRow[]> {
    return this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async countOf(organisationId: string): Promise<number> {
    const row = await this.db
      .selectFrom('webhooks')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('organisation_id', '=', organisationId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async enabled(): Promise<ListeningWebhook[]> {
    return this.db
      .selectFrom('webhooks')
      .innerJoin('organisations', 'organisations.id', 'webhooks.organisation_id')
      .selectAll('webhooks')
      .select('organisations.name as organisation_name')
      .where('webhooks.enabled', '=', 1)
      .execute();
  }

  async insert(row: WebhookRow): Promise<void> {
    await this.db.insertInto('webhooks').values(row).execute();
  }

  async update(id: string, changes: Partial<Omit<WebhookRow, 'id' | 'organisation_id' | 'created_at'>>): Promise<void> {
    await this.db.updateTable('webhooks').set(changes).where('id', '=', id).execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).execute();
      await trx.deleteFrom('webhooks').where('id', '=', id).execute();
    });
  }

  async insertDeliveries(rows: readonly DeliveryRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200)
      await this.db
        .insertInto('webhook_deliveries')
        .values(rows.slice(i, i + 200))
        .execute();
  }

  async delivery(id: string): Promise<DeliveryRow | undefined> {
    return this.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The newest deliveries of a webhook, newest first: its log. */
  async log(webhookId: string, limit = LOG_LENGTH): Promise<DeliveryRow[]> {
    return this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('webhook_id', '=', webhookId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Each webhook's newest delivery. */
  async latestOf(webhookIds: readonly string[]): Promise<Map<string, DeliveryRow>> {
    const latest = new Map<string, DeliveryRow>();
    for (const id of webhookIds) {
      const [row] = await this.log(id, 1);
      if (row) latest.set(id, row);
    }
    return latest;
  }

  /** Pending deliveries whose next attempt is due, oldest due first. */
  async due(nowIso: string, limit: number): Promise<DeliveryRow[]> {
    return this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Records an attempt, unless another one was recorded since this one started (false then). */
  async recordAttempt(id: string, attemptsBefore: number, outcome: AttemptOutcome): Promise<boolean> {
    const result = await this.db
      .updateTable('webhook_deliveries')
      .set({
        status: outcome.status,
        attempts: outcome.attempts,
        last_attempt_at: outcome.at,
        next_attempt_at: outcome.nextAttemptAt,
        last_status_code: outcome.statusCode,
        last_error: outcome.error,
      })
      .where('id', '=', id)
      .where('attempts', '=', attemptsBefore)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Forgets finished deliveries created before the cut-off. */
  async prune(beforeIso: string): Promise<number> {
    const result = await this.db
      .deleteFrom('webhook_deliveries')
      .where('status', '!=', 'pending')
      .where('created_at', '<', beforeIso)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async farmNames(farmIds: readonly string[]): Promise<Map<string, string>> {
    if (farmIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('farms')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set(farmIds)])
      .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
