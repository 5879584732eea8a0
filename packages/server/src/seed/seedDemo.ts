import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newObjectId } from '../lib/ids';
import { isoNow } from '../lib/time';
import { hashPassword } from '../modules/auth/passwords';
import { seedDemoApiKeys } from './demoApiKeys';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, demoFarms, demoOrganisations, demoUsers } from './demoData';

export interface SeedResult {
  seeded: boolean;
  logins: { email: string; role: string }[];
  /** Sites given simulated history, and how long that took. */
  simulatedSites?: number;
  sitesSeconds?: number;
}

export const demoLogins = () => demoUsers.map((u) => ({ email: `${u.username}@${DEMO_EMAIL_DOMAIN}`, role: u.role }));

/** Seeds the demo organisation when the database holds no organisation yet. */
export async function seedDemoIfEmpty(db: Kysely<Database>): Promise<SeedResult> {
  const existing = await db.selectFrom('organisations').select('id').limit(1).executeTakeFirst();
  if (existing) return { seeded: false, logins: demoLogins() };

  const now = isoNow();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const orgIds = new Map<string, { id: string; path: string }>();
    for (const org of demoOrganisations) {
      const id = newObjectId();
      const parent = org.parent ? orgIds.get(org.parent) : undefined;
      if (org.parent && !parent) throw new Error(`Demo organisation ${org.key} lists unknown parent ${org.parent}`);
      const path = parent ? `${parent.path}/${id}` : id;
      orgIds.set(org.key, { id, path });
      await trx
        .insertInto('organisations')
        .values({
          id,
          name: org.name,
          type: org.type,
          status: 'INVITATION_ACCEPTED',
          parent_id: parent?.id ?? null,
          path,
          hq_address: org.hqAddress,
          business_email: org.businessEmail,
          phone: org.phone,
          image: null,
          invited_by: null,
          invited_to_email: org.businessEmail,
          created_at: now,
        })
        .execute();
    }
    const farmIds = new Map<string, string>();
    for (const farm of demoFarms) {
      const id = newObjectId();
      farmIds.set(farm.key, id);
      await trx
        .insertInto('farms')
        .values({
          id,
          name: farm.name,
          business_id: orgIds.get(farm.business)!.id,
          physical_address: farm.physicalAddress,
          mailing_address: farm.physicalAddress,
          latitude: farm.latitude,
          longitude: farm.longitude,
          time_zone: farm.timeZone,
          image: null,
          created_by: null,
          created_at: now,
        })
        .execute();
    }
    for (const user of demoUsers) {
      await trx
        .insertInto('users')
        .values({
          id: newObjectId(),
          username: user.username,
          email: `${user.username}@${DEMO_EMAIL_DOMAIN}`,
          password_hash: passwordHash,
          name: user.name,
          phone: user.phone,
          address: null,
          profile_image: null,
          role: user.role,
          organisation_id: user.organisation ? orgIds.get(user.organisation)!.id : null,
          farm_id: user.farm ? farmIds.get(user.farm)! : null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await seedDemoApiKeys(trx, now);
  });
  return { seeded: true, logins: demoLogins() };
}
