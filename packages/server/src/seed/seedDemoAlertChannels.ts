import type { Kysely } from 'kysely';
import { alertTitle } from '@tilth/domain/notifications/kinds';
import { defaultAlertPreferences } from '@tilth/domain/notifications/preferences';
import type { Database } from '../db/schema';
import { newObjectId } from '../lib/ids';
import { isoNow } from '../lib/time';

/** farm.admin's phone for text-message alerts: a 555-01xx number, reserved for fiction. */
export const DEMO_ALERT_PHONE = '+18065550142';

/**
 * The demo's alert channels (issue 32): farm.admin (Rosa Delgado, North Pivot Farm) has a verified
 * phone number and text messages on for dry-soil alerts (below refill point), and the built-in SMS
 * provider holds one such message, so the Mail Outbox's text messages show it on first start.
 * Runs once, on the freshly seeded demo.
 */
export async function seedDemoAlertChannels(db: Kysely<Database>): Promise<void> {
  const user = await db.selectFrom('users').select(['id', 'farm_id']).where('username', '=', 'farm.admin').executeTakeFirst();
  if (!user) return;
  const now = isoNow();
  await db
    .insertInto('alert_phones')
    .values({
      user_id: user.id,
      phone: DEMO_ALERT_PHONE,
      verified_at: now,
      code_hash: null,
      code_expires_at: null,
      code_tries: 0,
      codes_sent: '[]',
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const prefs = defaultAlertPreferences('farm_admin');
  prefs.kinds.belowRefill = { inApp: true, email: false, push: false, sms: true };
  await db
    .insertInto('alert_preferences')
    .values({ user_id: user.id, data: JSON.stringify(prefs), last_digest_at: null, last_plan_at: null, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const site = user.farm_id
    ? await db.selectFrom('sites').select(['name', 'site_id']).where('farm_id', '=', user.farm_id).orderBy('site_id').executeTakeFirst()
    : undefined;
  const farm = user.farm_id ? await db.selectFrom('farms').select('name').where('id', '=', user.farm_id).executeTakeFirst() : undefined;
  const title = site ? alertTitle('belowRefill', 'raised', site.name, site.site_id) : 'A site fell below its refill point';
  await db
    .insertInto('text_messages')
    .values({
      id: newObjectId(),
      recipient: DEMO_ALERT_PHONE,
      body: `Tilth: ${title} (${farm?.name ?? 'North Pivot Farm'}). Open Tilth to see the site's graph.`,
      created_at: now,
    })
    .execute();
}
