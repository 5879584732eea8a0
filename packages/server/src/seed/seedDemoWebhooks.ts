import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newObjectId } from '../lib/ids';
import { loadWebhookSeal, newWebhookSecret, secretHint } from '../modules/webhooks/webhookSecrets';

const DEMO_ACCOUNT = 'Heartland Irrigation Supply';
export const DEMO_WEBHOOK_URL = 'http://localhost:9911/tilth-webhook';

/**
 * The demo's webhook (issue 32): Heartland's admins find one on a local address, with a delivered
 * test event and an alert that failed for good because nothing listens there, so the Webhooks
 * screen shows its log on first start. Its secret was never shown: rotating it shows a new one.
 */
export async function seedDemoWebhooks(db: Kysely<Database>, now = new Date()): Promise<number> {
  const account = await db.selectFrom('organisations').select(['id', 'name', 'path']).where('name', '=', DEMO_ACCOUNT).executeTakeFirst();
  if (!account) return 0;
  if (await db.selectFrom('webhooks').select('id').where('organisation_id', '=', account.id).executeTakeFirst()) return 0;
  const seal = await loadWebhookSeal(db);
  const secret = newWebhookSecret();
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000).toISOString();
  const webhookId = newObjectId();
  await db
    .insertInto('webhooks')
    .values({
      id: webhookId,
      organisation_id: account.id,
      url: DEMO_WEBHOOK_URL,
      kinds: JSON.stringify(['belowRefill', 'notReporting', 'sensorFault']),
      secret_sealed: seal.seal(secret),
      secret_hint: secretHint(secret),
      enabled: 1,
      created_by: null,
      created_at: at(30),
      updated_at: at(30),
    })
    .execute();

  const site = await db
    .selectFrom('sites')
    .innerJoin('farms', 'farms.id', 'sites.farm_id')
    .innerJoin('organisations', 'organisations.id', 'farms.business_id')
    .select(['sites.id', 'sites.site_id', 'sites.name', 'farms.id as farm_id', 'farms.name as farm_name'])
    .where('organisations.path', 'like', `${account.path}/%`)
    .orderBy('sites.site_id')
    .executeTakeFirst();
  const account_ = { id: account.id, name: account.name };
  const testId = newObjectId();
  const alertId = newObjectId();
  const message = site ? `${site.name} (ID# ${site.site_id}) fell below its refill point` : 'Test event';
  const rows = [
    {
      id: newObjectId(),
      webhook_id: webhookId,
      event_id: testId,
      event_type: 'test' as const,
      summary: 'Test event',
      body: JSON.stringify({ id: testId, type: 'test', createdAt: at(29), account: account_, site: null, alert: null }),
      status: 'delivered' as const,
      attempts: 1,
      next_attempt_at: null,
      last_attempt_at: at(29),
      last_status_code: 200,
      last_error: null,
      created_at: at(29),
    },
    {
      id: newObjectId(),
      webhook_id: webhookId,
      event_id: alertId,
      event_type: site ? ('alert.opened' as const) : ('test' as const),
      summary: message,
      body: JSON.stringify({
        id: alertId,
        type: site ? 'alert.opened' : 'test',
        createdAt: at(20),
        account: account_,
        site: site ? { id: site.id, number: site.site_id, name: site.name, farm: { id: site.farm_id, name: site.farm_name } } : null,
        alert: site ? { kind: 'belowRefill', event: 'opened', message, detail: null, openedAt: at(20) } : null,
      }),
      status: 'failed' as const,
      attempts: 6,
      next_attempt_at: null,
      last_attempt_at: at(11),
      last_status_code: null,
      last_error: 'Could not connect: the receiver refused the connection (is it running?).',
      created_at: at(20),
    },
  ];
  await db.insertInto('webhook_deliveries').values(rows).execute();
  return 1;
}
