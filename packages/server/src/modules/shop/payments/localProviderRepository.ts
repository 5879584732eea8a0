import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import type {
  Database,
  LocalPayCardTable,
  LocalPayCustomerTable,
  LocalPayInvoiceTable,
  LocalPaySubscriptionItemTable,
  LocalPaySubscriptionTable,
  LocalPayTokenTable,
} from '../../../db/schema';
import { parseStored } from '../../../db/storedJson';

export type LocalTokenRow = Selectable<LocalPayTokenTable>;
export type LocalCustomerRow = Selectable<LocalPayCustomerTable>;
export type LocalCardRow = Selectable<LocalPayCardTable>;
export type LocalSubscriptionRow = Selectable<LocalPaySubscriptionTable>;
export type LocalItemRow = Selectable<LocalPaySubscriptionItemTable>;
/** An invoice's lines as stored (JSON): description, amount in cents, quantity (null for a coupon's line). */
const storedLinesSchema = z.array(
  z.object({ description: z.string().nullable(), amount: z.number().int(), quantity: z.number().int().nullable() }),
);
export type InvoiceLine = z.infer<typeof storedLinesSchema>[number];
export type LocalInvoice = Omit<Selectable<LocalPayInvoiceTable>, 'lines'> & { lines: InvoiceLine[] };
/** An invoice to record; its number is given when it is written (the customer's next). */
export type NewLocalInvoice = Omit<Insertable<LocalPayInvoiceTable>, 'number'>;

/** What one charge changes in a subscription's items, written together with its invoice. */
export interface ItemChanges {
  inserts: Insertable<LocalPaySubscriptionItemTable>[];
  updates: { id: string; quantity: number }[];
  deletes: string[];
}

/**
 * The local payment provider's books (tables local_pay_*): tokens, customers, cards,
 * subscriptions, their items and invoices. A card number is never among them.
 */
export class LocalPayRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertToken(token: Insertable<LocalPayTokenTable>): Promise<void> {
    await this.db.insertInto('local_pay_tokens').values(token).execute();
  }

  async findToken(id: string): Promise<LocalTokenRow | undefined> {
    return this.db.selectFrom('local_pay_tokens').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Marks a token used; false when it is unknown or was used already (a token serves once). */
  async useToken(id: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('local_pay_tokens')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A customer, with its first card as the default when there is one. */
  async insertCustomer(customer: Insertable<LocalPayCustomerTable>, card: Insertable<LocalPayCardTable> | null): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('local_pay_customers')
        .values({ ...customer, default_source: null })
        .execute();
      if (card) await insertCardIn(trx, card, true);
    });
  }

  async findCustomer(id: string): Promise<LocalCustomerRow | undefined> {
    return this.db.selectFrom('local_pay_customers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async listCards(customerId: string): Promise<LocalCardRow[]> {
    return this.db
      .selectFrom('local_pay_cards')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async findCard(id: string): Promise<LocalCardRow | undefined> {
    return this.db.selectFrom('local_pay_cards').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Adds a card; it becomes the default when the customer has none. */
  async insertCard(card: Insertable<LocalPayCardTable>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const customer = await trx
        .selectFrom('local_pay_customers')
        .select('default_source')
        .where('id', '=', card.customer_id)
        .executeTakeFirstOrThrow();
      await insertCardIn(trx, card, customer.default_source === null);
    });
  }

  async setDefaultSource(customerId: string, cardId: string): Promise<void> {
    await this.db.updateTable('local_pay_customers').set({ default_source: cardId }).where('id', '=', customerId).execute();
  }

  /** A new subscription with its items and the invoice that paid for them, all or nothing. */
  async insertSubscription(
    subscription: Insertable<LocalPaySubscriptionTable>,
    items: Insertable<LocalPaySubscriptionItemTable>[],
    invoice: NewLocalInvoice,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('local_pay_subscriptions').values(subscription).execute();
      await trx.insertInto('local_pay_subscription_items').values(items).execute();
      await insertInvoiceIn(trx, invoice);
    });
  }

  async findSubscription(id: string): Promise<{ subscription: LocalSubscriptionRow; items: LocalItemRow[] } | undefined> {
    const subscription = await this.db.selectFrom('local_pay_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!subscription) return undefined;
    const items = await this.db
      .selectFrom('local_pay_subscription_items')
      .selectAll()
      .where('subscription_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return { subscription, items };
  }

  /** A subscription's item changes, its coupon (when one is named) and the invoice of the charge, all or nothing. */
  async applyItemChanges(
    subscriptionId: string,
    changes: ItemChanges,
    coupon: string | null,
    invoice: NewLocalInvoice | null,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (changes.inserts.length > 0) await trx.insertInto('local_pay_subscription_items').values(changes.inserts).execute();
      for (const update of changes.updates) {
        await trx
          .updateTable('local_pay_subscription_items')
          .set({ quantity: update.quantity })
          .where('id', '=', update.id)
          .where('subscription_id', '=', subscriptionId)
          .execute();
      }
      if (changes.deletes.length > 0) {
        await trx
          .deleteFrom('local_pay_subscription_items')
          .where('id', 'in', changes.deletes)
          .where('subscription_id', '=', subscriptionId)
          .execute();
      }
      if (coupon !== null) await trx.updateTable('local_pay_subscriptions').set({ coupon }).where('id', '=', subscriptionId).execute();
      if (invoice) await insertInvoiceIn(trx, invoice);
    });
  }

  async cancelSubscription(id: string, now: string): Promise<void> {
    await this.db
      .updateTable('local_pay_subscriptions')
      .set({ status: 'canceled', canceled_at: now })
      .where('id', '=', id)
      .where('status', '!=', 'canceled')
      .execute();
  }

  /** The customer's invoices, newest first. */
  async listInvoices(customerId: string, subscriptionId?: string): Promise<LocalInvoice[]> {
    let query = this.db.selectFrom('local_pay_invoices').selectAll().where('customer_id', '=', customerId);
    if (subscriptionId !== undefined) query = query.where('subscription_id', '=', subscriptionId);
    const rows = await query.orderBy('created_at', 'desc').orderBy('number', 'desc').execute();
    return rows.map((row) => ({ ...row, lines: parseStored(storedLinesSchema, row.lines, `local_pay_invoices.lines (${row.id})`) }));
  }
}

async function insertCardIn(trx: Transaction<Database>, card: Insertable<LocalPayCardTable>, makeDefault: boolean): Promise<void> {
  await trx.insertInto('local_pay_cards').values(card).execute();
  if (makeDefault)
    await trx.updateTable('local_pay_customers').set({ default_source: card.id }).where('id', '=', card.customer_id).execute();
}

/** Numbers run per customer, as Stripe's do: a prefix from the customer's id, then 0001, 0002… */
async function insertInvoiceIn(trx: Transaction<Database>, invoice: NewLocalInvoice): Promise<void> {
  const { count } = await trx
    .selectFrom('local_pay_invoices')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customer_id', '=', invoice.customer_id)
    .executeTakeFirstOrThrow();
  const prefix = invoice.customer_id.replace(/^cus_/, '').slice(0, 8).toUpperCase();
  const number = `${prefix}-${String(Number(count) + 1).padStart(4, '0')}`;
  await trx
    .insertInto('local_pay_invoices')
    .values({ ...invoice, number })
    .execute();
}
