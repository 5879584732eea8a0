import { sql, type Kysely } from 'kysely';

/**
 * The shop (issue 14, spec 002 §2.8, §7.3).
 * Tilth's own record of who pays for which site:
 * - `payment_customers`: the payment provider's customer of a user (one per user and provider).
 * - `shop_subscriptions`: a customer's subscription at the provider (its id is the provider's).
 * - `shop_subscription_sites`: which site a subscription item pays for; `removed_at` set when the
 *   site leaves it. A site is paid by at most one live row (partial unique index).
 * - `payment_webhook_events`: provider events already applied (a repeated event is applied once).
 * The built-in `local` provider's own books (it stands in for Stripe; never card numbers):
 * - `local_pay_tokens`: single-use card tokens (brand, last4, expiry and the test card's outcome).
 * - `local_pay_customers`, `local_pay_cards`, `local_pay_subscriptions`,
 *   `local_pay_subscription_items`, `local_pay_invoices`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_customers')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_customers_pk', ['user_id', 'provider'])
    .execute();

  await db.schema
    .createTable('shop_subscriptions')
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('canceled_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('shop_subscriptions_user_idx').on('shop_subscriptions').columns(['user_id', 'provider']).execute();

  await db.schema
    .createTable('shop_subscription_sites')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('subscription_id', 'varchar(100)', (c) => c.notNull().references('shop_subscriptions.id').onDelete('cascade'))
    .addColumn('item_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('plan_id', 'varchar(100)', (c) => c.notNull())
    /** The site plan the item gives: Silver or Gold. */
    .addColumn('site_plan', 'varchar(16)', (c) => c.notNull())
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('added_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('removed_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('shop_subscription_sites_sub_idx')
    .on('shop_subscription_sites')
    .columns(['subscription_id', 'item_id'])
    .execute();
  // One live payer per site (SQLite and PostgreSQL both take partial indexes).
  await sql`CREATE UNIQUE INDEX shop_subscription_sites_live_idx ON shop_subscription_sites (site_id) WHERE removed_at IS NULL`.execute(db);

  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('local_pay_tokens')
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('brand', 'varchar(32)', (c) => c.notNull())
    .addColumn('last4', 'varchar(4)', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('name', 'text')
    /** What charging the test card does: ok, declined, insufficient_funds. */
    .addColumn('outcome', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('local_pay_customers')
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('address_line1', 'text')
    .addColumn('default_source', 'varchar(100)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('local_pay_cards')
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(100)', (c) => c.notNull().references('local_pay_customers.id').onDelete('cascade'))
    .addColumn('brand', 'varchar(32)', (c) => c.notNull())
    .addColumn('last4', 'varchar(4)', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('outcome', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('local_pay_cards_customer_idx').on('local_pay_cards').column('customer_id').execute();

  await db.schema
    .createTable('local_pay_subscriptions')
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(100)', (c) => c.notNull().references('local_pay_customers.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('coupon', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('canceled_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('local_pay_subscription_items')
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('subscription_id', 'varchar(100)', (c) => c.notNull().references('local_pay_subscriptions.id').onDelete('cascade'))
    .addColumn('plan_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('local_pay_invoices')
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('number', 'varchar(32)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(100)', (c) => c.notNull().references('local_pay_customers.id').onDelete('cascade'))
    .addColumn('subscription_id', 'varchar(100)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount_due', 'integer', (c) => c.notNull())
    .addColumn('amount_paid', 'integer', (c) => c.notNull())
    /** JSON: [{description, amount, quantity}]. */
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('local_pay_invoices_customer_idx').on('local_pay_invoices').columns(['customer_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'local_pay_invoices',
    'local_pay_subscription_items',
    'local_pay_subscriptions',
    'local_pay_cards',
    'local_pay_customers',
    'local_pay_tokens',
    'payment_webhook_events',
    'shop_subscription_sites',
    'shop_subscriptions',
    'payment_customers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
