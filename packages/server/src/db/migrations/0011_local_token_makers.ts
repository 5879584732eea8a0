import { sql, type Kysely } from 'kysely';

/**
 * Local card tokens are bound to the user who made them (issue 27): a token minted by one user was
 * accepted in another user's purchase.
 * - `local_pay_tokens.user_id`: who made the token. Tokens made before have none and are refused
 *   (they serve once and only for the checkout they were made at, so none is worth keeping).
 * - `local_pay_customers.user_id`: whose customer it is (Stripe keeps it in the customer's
 *   metadata), so a card added to a customer is checked against its token's maker. Filled from
 *   Tilth's own record of the customers (`payment_customers`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('local_pay_tokens').addColumn('user_id', 'varchar(32)').execute();
  await db.schema.alterTable('local_pay_customers').addColumn('user_id', 'varchar(32)').execute();
  await sql`
    update local_pay_customers set user_id = (
      select pc.user_id from payment_customers pc
      where pc.customer_id = local_pay_customers.id and pc.provider = 'local'
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('local_pay_customers').dropColumn('user_id').execute();
  await db.schema.alterTable('local_pay_tokens').dropColumn('user_id').execute();
}
